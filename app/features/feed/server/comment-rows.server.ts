// Comments as a reader sees them, in one statement for any number: the comment with its author, its
// sticker's file, the reader's like, and its post's ownership for the rights. Only comments of posts
// the reader may open; deleted ones only for whoever may restore them (their author, the post's
// author, news editors in company news, a group's managers and administrators in a group). The post card's last 3 comments are read here too.
import { sql, type Kysely } from "kysely";
import type { SignedIn } from "~/platform/actor";
import type { Database } from "~/platform/db/schema";
import { notFound } from "~/platform/errors";
import { filePathOf } from "~/platform/files/address.server";
import { feedTalkMessages as t } from "../messages.server";
import { canEditComment, canManageComment } from "../policy";
import type { Comment } from "../types";
import { personRef } from "./people.server";
import { commentSeen, groupManagerColumn, ownershipOf, visiblePost } from "./visibility.server";

/** The last comments a post card shows (§9: collapsing trims to the last 3). */
export const PREVIEW_COMMENTS = 3;

/** Comments as `c` (their post `p`) this reader may see: filter and order it, then presentComment(). */
export function commentQuery(db: Kysely<Database>, actor: SignedIn) {
  const me = actor.userId;
  return db
    .selectFrom("post_comments as c")
    .innerJoin("posts as p", "p.id", "c.post_id")
    .innerJoin("users as u", "u.id", "c.author_id")
    .leftJoin("stickers as s", "s.id", "c.sticker_id")
    .leftJoin("files as sf", "sf.id", "s.file_id")
    .leftJoin("post_comment_likes as ml", (j) => j.onRef("ml.comment_id", "=", "c.id").on("ml.user_id", "=", me))
    .select([
      "c.id",
      "c.post_id",
      "c.author_id",
      "c.note",
      "c.sticker_id",
      "c.is_delete",
      "c.like_count",
      "c.created_at",
      "c.changed_at",
      "p.author_id as post_author_id",
      "p.group_id",
      "p.status as post_status",
      "p.is_delete as post_is_delete",
      "u.name",
      "u.surname",
      "u.avatar_path",
      "sf.id as sticker_file_id",
      "sf.url_key as sticker_file_key",
      "sf.original_name as sticker_file_name",
      "ml.id as my_like",
    ])
    .select(groupManagerColumn(actor))
    .where(visiblePost(actor))
    .where(commentSeen(actor));
}

export type CommentRow = Awaited<ReturnType<ReturnType<typeof commentQuery>["execute"]>>[number];

/** One comment this reader sees, as a row, or "not found". */
export async function commentRow(db: Kysely<Database>, actor: SignedIn, id: number): Promise<CommentRow> {
  const row = await commentQuery(db, actor).where("c.id", "=", id).executeTakeFirst();
  if (!row) throw notFound(t.commentNotFound);
  return row;
}

/** Whether people may still comment, like and edit under this post: published and not deleted. */
export const postIsOpen = (row: Pick<CommentRow, "post_status" | "post_is_delete">) =>
  row.post_status === "PUBLISHED" && row.post_is_delete === 0;

export function presentComment(actor: SignedIn, r: CommentRow): Comment {
  const post = ownershipOf({ author_id: r.post_author_id, group_id: r.group_id, group_manager: r.group_manager });
  return {
    id: r.id,
    postId: r.post_id,
    note: r.note,
    stickerId: r.sticker_id,
    sticker:
      r.sticker_id !== null && r.sticker_file_id !== null && r.sticker_file_key !== null && r.sticker_file_name !== null
        ? { id: r.sticker_id, filePath: filePathOf(r.sticker_file_id, r.sticker_file_key, r.sticker_file_name) }
        : null,
    createDate: r.created_at,
    changeDate: r.changed_at,
    hasLike: r.my_like !== null,
    likeCount: r.like_count,
    isDelete: r.is_delete === 1,
    author: personRef(r.author_id, r.name, r.surname, r.avatar_path),
    canEdit: canEditComment(actor, { authorId: r.author_id }) && r.is_delete === 0 && postIsOpen(r),
    canDelete: canManageComment(actor, { authorId: r.author_id }, post),
  };
}

/**
 * The last 3 comments this reader sees of each post, oldest first, in one statement. `cut` finds per
 * post the id of its 3rd newest comment the reader sees (an index walk of three rows), and the comments
 * from that id on are the last 3: a post with 5,000 comments costs what one with 3 does (ranking every
 * comment of the page's posts took 280–360 ms on PostgreSQL with the generated set).
 */
export async function lastCommentsOf(db: Kysely<Database>, actor: SignedIn, postIds: number[]): Promise<Map<number, Comment[]>> {
  const rows = await commentQuery(db, actor)
    .innerJoin(
      (eb) =>
        eb
          .selectFrom("posts as cp")
          .select((cut) => [
            "cp.id as post_id",
            cut.fn
              .coalesce(
                cut
                  .selectFrom("post_comments as c2")
                  .select("c2.id")
                  .whereRef("c2.post_id", "=", "cp.id")
                  .where(commentSeen(actor, "c2", "cp"))
                  .orderBy("c2.id", "desc")
                  .limit(1)
                  .offset(PREVIEW_COMMENTS - 1),
                sql<number>`0`,
              )
              .as("min_id"),
          ])
          .where("cp.id", "in", postIds)
          .as("cut"),
      (join) => join.onRef("cut.post_id", "=", "c.post_id").onRef("c.id", ">=", "cut.min_id"),
    )
    // Said again of the posts themselves: else SQLite's planner drives the join from every company post
    // (115 ms on the generated set instead of 1).
    .where("p.id", "in", postIds)
    .orderBy("c.post_id")
    .orderBy("c.id")
    .execute();
  const byPost = new Map<number, Comment[]>();
  for (const row of rows) byPost.set(row.post_id, [...(byPost.get(row.post_id) ?? []), presentComment(actor, row)]);
  return byPost;
}
