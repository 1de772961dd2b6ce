// Changing a post: POST /posts/update replaces its content (null pollId drops the poll; a new
// createPollRequest, ours, replaces it), /posts/delayed/update also moves the planned date of a post
// not yet published. The version the client read (ours, optional) makes a stale edit a refusal.
import { sql } from "kysely";
import type { SignedIn } from "~/platform/actor";
import { conflict, forbidden, invalid, notFound } from "~/platform/errors";
import { feedServerMessages as t } from "../messages.server";
import { canManagePost, type PostOwnership } from "../policy";
import type { PostUpdateInput } from "../schema";
import type { Post } from "../types";
import type { FeedDeps } from "./feed.server";
import { checkPlannedDate } from "./post-create.server";
import { checkContent, writeFiles, writePoll } from "./post-content.server";
import { getPost } from "./post-find.server";
import { writeSearchKey } from "./post-search-key.server";
import { writePostsChanged } from "./search-indexer.server";
import { groupManagerColumn, ownershipOf, visiblePost } from "./visibility.server";

/** The post as its rights and state need it, if this reader may open it. */
export async function postForChange({ db }: FeedDeps, actor: SignedIn, id: number) {
  const row = await db
    .selectFrom("posts as p")
    .leftJoin("polls as pl", "pl.post_id", "p.id")
    .select(["p.id", "p.author_id", "p.group_id", "p.status", "p.is_delete", "p.fixed_flag", "p.version", "pl.id as poll_id"])
    .select(groupManagerColumn(actor))
    .where("p.id", "=", id)
    .where(visiblePost(actor))
    .executeTakeFirst();
  if (!row) throw notFound(t.postNotFound);
  return { ...row, own: ownershipOf(row) };
}

/** The refusal of a change by someone who may not make it, in the words of the post's feed. */
export const editForbidden = (own: PostOwnership) => forbidden(own.groupId === null ? t.editForbidden : t.groupEditForbidden);

/** POST /posts/update, and with `planned` /posts/delayed/update (deferred posts only). */
export async function updatePost(feed: FeedDeps, actor: SignedIn, input: PostUpdateInput, planned?: Date): Promise<Post> {
  const post = await postForChange(feed, actor, input.id);
  if (!canManagePost(actor, post.own)) throw editForbidden(post.own);
  if (post.status === "REJECTED") throw invalid(t.offerDecided);
  if (planned) {
    if (post.status !== "DEFERRED") throw invalid(t.alreadyPublished);
    checkPlannedDate(planned, feed.now());
  }
  if (input.pollId !== undefined && input.pollId !== post.poll_id) throw notFound(t.pollNotFound);
  const keepPoll = input.pollId !== undefined;
  const newPoll = keepPoll ? null : input.createPollRequest;
  await checkContent(feed, actor, input, keepPoll || newPoll !== null, post.group_id, post.id);
  const now = feed.now();
  await feed.db.transaction().execute(async (trx) => {
    let query = trx
      .updateTable("posts")
      .set({
        version: sql`version + 1`,
        title: input.title || null,
        text: input.text,
        article_id: input.articleId ?? null,
        updated_at: now.toISOString(),
        ...(planned ? { planned_publish_date: planned.toISOString(), publish_date: planned.toISOString() } : {}),
      })
      .where("id", "=", post.id);
    if (input.version !== undefined) query = query.where("version", "=", input.version);
    // A deferred post published meanwhile keeps its date: the status is compared in the same statement.
    if (planned) query = query.where("status", "=", "DEFERRED");
    const changed = await query.returning("id").executeTakeFirst();
    if (!changed) throw planned && input.version === undefined ? invalid(t.alreadyPublished) : conflict(t.staleEdit);
    await writeFiles(trx, post.id, input);
    if (!keepPoll && post.poll_id !== null) await trx.deleteFrom("polls").where("id", "=", post.poll_id).execute();
    if (newPoll) await writePoll(trx, post.id, newPoll, now);
    await writeSearchKey(trx, post.id, input.title || null, input.text);
    await writePostsChanged(trx, [post.id], now);
  });
  return getPost(feed, actor, post.id);
}
