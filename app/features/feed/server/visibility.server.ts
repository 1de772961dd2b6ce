// Who sees which post, as SQL (lists are filtered by the reader in the query, never after loading):
// a published post not deleted, to every signed-in person; deferred, offered, rejected and deleted
// posts to their author and, in company news, to news editors. Group posts stay hidden until the groups
// feature provides its hook (resolveGroup refuses every group meanwhile).
import { sql, type ExpressionBuilder, type Kysely, type SqlBool } from "kysely";
import type { Actor, SignedIn } from "~/platform/actor";
import type { Database } from "~/platform/db/schema";
import { notFound } from "~/platform/errors";
import { isNewsEditor, seesHiddenPosts } from "../policy";
import { feedServerMessages as t } from "../messages.server";

type PostsEb = ExpressionBuilder<Database & { p: Database["posts"] }, "p">;

/** The feed a call names: null (company news), or a group (refused until the groups feature lands). */
export function resolveGroup(_actor: Actor, groupId: number | null): null {
  if (groupId !== null) throw notFound(t.groupNotFound);
  return null;
}

/** The WHERE of posts this reader may open (any status), for a query over `posts as p`. */
export function visiblePost(actor: SignedIn) {
  return (eb: PostsEb) =>
    eb.and([
      eb("p.group_id", "is", null),
      eb.or([
        eb.and([eb("p.status", "=", "PUBLISHED"), eb("p.is_delete", "=", 0)]),
        eb("p.author_id", "=", actor.userId),
        ...(seesHiddenPosts(actor, null) ? [eb.lit(true)] : []),
      ]),
    ]);
}

/** The WHERE of a feed: published posts and, for their author and news editors, deferred ones. */
export function inFeed(actor: SignedIn) {
  return (eb: PostsEb) => eb.and([eb("p.status", "in", ["PUBLISHED", "DEFERRED"]), visiblePost(actor)(eb)]);
}

/**
 * A post this reader may open, else "not found". `open`: only a published one, not deleted — the posts
 * people may like, view and comment on.
 */
export async function requirePost(db: Kysely<Database>, actor: SignedIn, postId: number, { open = false } = {}): Promise<void> {
  let query = db.selectFrom("posts as p").select("p.id").where("p.id", "=", postId).where(visiblePost(actor));
  if (open) query = query.where("p.status", "=", "PUBLISHED").where("p.is_delete", "=", 0);
  if (!(await query.executeTakeFirst())) throw notFound(t.postNotFound);
}

/**
 * The WHERE of comments this reader sees, for a comment alias and its post's: a deleted one only for
 * whoever may restore it (canManageComment: its author, the post's author, news editors in company news).
 */
export function commentSeen(actor: SignedIn, comment = "c", post = "p") {
  const me = actor.userId;
  const editor = isNewsEditor(actor) ? sql` or ${sql.ref(`${post}.group_id`)} is null` : sql``;
  return sql<SqlBool>`(${sql.ref(`${comment}.is_delete`)} = 0 or ${sql.ref(`${comment}.author_id`)} = ${me} or ${sql.ref(`${post}.author_id`)} = ${me}${editor})`;
}
