// Comments under posts (spec part 2 §4, §7; issue #12 point 9): write (a note of at most 2000
// characters, or a sticker with an empty note), edit (the author), delete and restore (the author, the
// post's author, news editors in company news; soft: the post's commentCount counts comments not
// deleted and moves in the same transaction), and the list of a post's comments, oldest first, by
// keyset. Named people (notifyUserIds) are recorded once per comment on the mentions' unique key and
// notified through the events outbox (talk-events.server.ts), as is the post's author.
import { sql, type Transaction } from "kysely";
import type { SignedIn } from "~/platform/actor";
import { recordAudit } from "~/platform/audit.server";
import type { Database } from "~/platform/db/schema";
import { forbidden, invalid, notFound } from "~/platform/errors";
import { writeEvent } from "~/platform/events.server";
import { feedTalkMessages as t } from "../messages.server";
import { canEditComment, canManageComment } from "../policy";
import type { CommentCreateInput, CommentEditInput, CommentsQuery } from "../schema-talk";
import type { Comment } from "../types";
import { commentQuery, commentRow, postIsOpen, presentComment } from "./comment-rows.server";
import { requireLiveSticker } from "./stickers.server";
import { COMMENT_CREATED, COMMENT_MENTIONED, deliverTalkEvents, type CommentCreatedEvent } from "./talk-events.server";
import type { TalkDeps } from "./talk.server";
import { ownershipOf, requirePost } from "./visibility.server";

/** One comment this reader may see (deleted ones only for whoever may restore them), or "not found". */
export async function getComment({ db }: TalkDeps, actor: SignedIn, id: number): Promise<Comment> {
  return presentComment(actor, await commentRow(db, actor, id));
}

/** notifyUserIds: active people other than the writer (naming oneself is simply dropped). */
async function mentionable({ db }: TalkDeps, actor: SignedIn, userIds: number[]): Promise<number[]> {
  const others = userIds.filter((id) => id !== actor.userId);
  if (others.length === 0) return [];
  const found = await db.selectFrom("users").select("id").where("id", "in", others).where("blocked", "=", 0).execute();
  if (found.length !== others.length) throw notFound(t.userNotFound);
  return others;
}

/** Records the named people not yet named in this comment; returns those new ones. */
async function addMentions(trx: Transaction<Database>, commentId: number, userIds: number[], at: string): Promise<number[]> {
  if (userIds.length === 0) return [];
  const rows = await trx
    .insertInto("post_comment_mentions")
    .values(userIds.map((user_id) => ({ comment_id: commentId, user_id, created_at: at })))
    .onConflict((oc) => oc.columns(["comment_id", "user_id"]).doNothing())
    .returning("user_id")
    .execute();
  return rows.map((r) => r.user_id);
}

async function writeMentionEvent(
  trx: Transaction<Database>,
  comment: { id: number; postId: number; authorId: number },
  userIds: number[],
  at: Date,
) {
  if (userIds.length === 0) return;
  await writeEvent(trx, COMMENT_MENTIONED, { commentId: comment.id, postId: comment.postId, authorId: comment.authorId, userIds }, at);
}

/** POST /posts/comments/create {postId, note, stickerId, notifyUserIds}. */
export async function createComment(deps: TalkDeps, actor: SignedIn, input: CommentCreateInput): Promise<Comment> {
  await requirePost(deps.db, actor, input.postId, { open: true });
  if (input.note === "" && input.stickerId === undefined) throw invalid(t.commentEmpty, { note: t.commentEmpty });
  if (input.stickerId !== undefined) await requireLiveSticker(deps, input.stickerId);
  const named = await mentionable(deps, actor, input.notifyUserIds);
  const now = deps.now();
  const at = now.toISOString();
  const id = await deps.db.transaction().execute(async (trx) => {
    const { id } = await trx
      .insertInto("post_comments")
      .values({ post_id: input.postId, author_id: actor.userId, note: input.note, sticker_id: input.stickerId ?? null, created_at: at })
      .returning("id")
      .executeTakeFirstOrThrow();
    await trx
      .updateTable("posts")
      .set({ comment_count: sql`comment_count + 1` })
      .where("id", "=", input.postId)
      .execute();
    const mentioned = await addMentions(trx, id, named, at);
    const event: CommentCreatedEvent = { commentId: id, postId: input.postId, authorId: actor.userId, mentioned };
    await writeEvent(trx, COMMENT_CREATED, event, now);
    await writeMentionEvent(trx, { id, postId: input.postId, authorId: actor.userId }, mentioned, now);
    return id;
  });
  await deliverTalkEvents(deps.db, deps.now);
  return getComment(deps, actor, id);
}

/** POST /posts/comments/edit {id, note, notifyUserIds}: the author, while the comment and its post stand. */
export async function editComment(deps: TalkDeps, actor: SignedIn, input: CommentEditInput): Promise<Comment> {
  const row = await commentRow(deps.db, actor, input.id);
  if (!canEditComment(actor, { authorId: row.author_id })) throw forbidden(t.commentEditForbidden);
  if (row.is_delete === 1 || !postIsOpen(row)) throw notFound(t.commentNotFound);
  if (input.note === "" && row.sticker_id === null) throw invalid(t.commentEmpty, { note: t.commentEmpty });
  const named = await mentionable(deps, actor, input.notifyUserIds);
  const now = deps.now();
  await deps.db.transaction().execute(async (trx) => {
    await trx
      .updateTable("post_comments")
      .set({ note: input.note, changed_at: now.toISOString(), version: sql`version + 1` })
      .where("id", "=", row.id)
      .execute();
    const mentioned = await addMentions(trx, row.id, named, now.toISOString());
    await writeMentionEvent(trx, { id: row.id, postId: row.post_id, authorId: row.author_id }, mentioned, now);
  });
  await deliverTalkEvents(deps.db, deps.now);
  return getComment(deps, actor, row.id);
}

/** POST /posts/comments/delete (deleted true) and /posts/comments/recovery (false); idempotent. */
export async function setCommentDeleted(deps: TalkDeps, actor: SignedIn, id: number, deleted: boolean): Promise<Comment> {
  const row = await commentRow(deps.db, actor, id);
  const post = ownershipOf({ author_id: row.post_author_id, group_id: row.group_id, group_manager: row.group_manager });
  if (!canManageComment(actor, { authorId: row.author_id }, post))
    throw forbidden(post.groupId === null ? t.commentManageForbidden : t.groupCommentManageForbidden);
  await deps.db.transaction().execute(async (trx) => {
    const changed = await trx
      .updateTable("post_comments")
      .set({ is_delete: deleted ? 1 : 0 })
      .where("id", "=", id)
      .where("is_delete", "=", deleted ? 0 : 1)
      .returning("id")
      .executeTakeFirst();
    if (!changed) return;
    await trx
      .updateTable("posts")
      .set({ comment_count: sql`comment_count + ${deleted ? -1 : 1}` })
      .where("id", "=", row.post_id)
      .execute();
    // Someone else's comment (a moderator, the post's author, a group's manager) is in the audit log.
    if (row.author_id !== actor.userId) {
      await recordAudit(trx, {
        actorId: actor.userId,
        action: deleted ? "COMMENT_DELETE" : "COMMENT_RESTORE",
        entity: "COMMENT",
        entityId: id,
        before: { authorId: row.author_id, postId: row.post_id, isDelete: !deleted },
        after: { isDelete: deleted },
        at: deps.now(),
      });
    }
  });
  return getComment(deps, actor, id);
}

/**
 * GET /posts/comments/list/?postId: the post's comments, oldest first; `limit` (50, at most 100) of
 * the latest before `beforeId` (ours: the first comment already shown). Two statements for any page.
 */
export async function listComments(deps: TalkDeps, actor: SignedIn, query: CommentsQuery): Promise<Comment[]> {
  await requirePost(deps.db, actor, query.postId);
  let q = commentQuery(deps.db, actor).where("c.post_id", "=", query.postId);
  if (query.beforeId !== undefined) q = q.where("c.id", "<", query.beforeId);
  const rows = await q.orderBy("c.id", "desc").limit(query.limit).execute();
  return rows.reverse().map((r) => presentComment(actor, r));
}
