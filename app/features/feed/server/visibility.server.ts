// Who sees which post, as SQL (lists are filtered by the reader in the query, never after loading):
// a published post not deleted, to every signed-in person for company news and to the group's readers
// for a group post; deferred, offered, rejected and deleted posts to their author and to whoever runs
// their feed (news editors for company news; the group's managers and administrators for a group). The
// groups' rules come from the groups feature as subqueries (readableGroupIds, managedGroupIds): the feed
// never names its tables.
import { sql, type ExpressionBuilder, type Kysely, type SqlBool } from "kysely";
import type { SignedIn } from "~/platform/actor";
import type { Database } from "~/platform/db/schema";
import { forbidden, isMissing, notFound } from "~/platform/errors";
import { managedGroupIds, memberGroupIds, readableGroupIds } from "~/features/groups/index.server";
import { isNewsEditor, seesHiddenPosts, type PostOwnership } from "../policy";
import { feedServerMessages as t } from "../messages.server";
import type { FeedDeps } from "./feed.server";

export type PostsEb = ExpressionBuilder<Database & { p: Database["posts"] }, "p">;

/** A group's feed as the reader stands in it (groups' `access`). */
export interface FeedGroup {
  id: number;
  canPost: boolean;
  canManage: boolean;
}

/**
 * The group a call names, for a reader who may read it: null (company news), or the group with what the
 * reader may do there. Unknown or deleted: «Группа не найдена»; closed to her: the groups' refusal.
 */
export async function resolveGroup(feed: FeedDeps, actor: SignedIn, groupId: number | null): Promise<FeedGroup | null> {
  if (groupId === null) return null;
  const access = await feed.groups.access(actor, groupId);
  if (access.canRead) return { id: groupId, canPost: access.canPost, canManage: access.canManage };
  // Not readable: a closed group, or none at all (asked once more, only on this refusal's path).
  try {
    await feed.groups.get(actor, groupId);
  } catch (error) {
    if (isMissing(error)) throw notFound(t.groupNotFound);
    throw error;
  }
  throw forbidden(t.groupClosed);
}

/** The WHERE of posts of the groups the reader manages (SQL: the same query, any number of posts). */
export const inManagedGroup = (actor: SignedIn) => (eb: PostsEb) => eb("p.group_id", "in", managedGroupIds(actor));

/** The WHERE of posts this reader may open (any status), for a query over `posts as p`. */
export function visiblePost(actor: SignedIn) {
  return (eb: PostsEb) => {
    const live = eb.and([eb("p.status", "=", "PUBLISHED"), eb("p.is_delete", "=", 0)]);
    const mine = eb("p.author_id", "=", actor.userId);
    const news = eb.and([eb("p.group_id", "is", null), eb.or([live, mine, ...(seesHiddenPosts(actor, null) ? [eb.lit(true)] : [])])]);
    const group = eb.and([eb("p.group_id", "in", readableGroupIds(actor)), eb.or([live, mine, inManagedGroup(actor)(eb)])]);
    return eb.or([news, group]);
  };
}

/**
 * The WHERE of a feed: published posts and, for their author and whoever runs the feed, deferred ones.
 * `groupId` null: the main feed, company news and the posts of the groups the reader belongs to.
 */
export function inFeed(actor: SignedIn, groupId: number | null = null) {
  return (eb: PostsEb) =>
    eb.and([
      eb("p.status", "in", ["PUBLISHED", "DEFERRED"]),
      groupId === null
        ? eb.or([eb("p.group_id", "is", null), eb("p.group_id", "in", memberGroupIds(actor))])
        : eb("p.group_id", "=", groupId),
      visiblePost(actor)(eb),
    ]);
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
 * whoever may restore it (canManageComment: its author, the post's author, news editors in company news,
 * the group's managers and administrators in a group).
 */
export function commentSeen(actor: SignedIn, comment = "c", post = "p") {
  const me = actor.userId;
  const postGroup = sql.ref(`${post}.group_id`);
  const editor = isNewsEditor(actor) ? sql` or ${postGroup} is null` : sql``;
  const manager = sql` or ${postGroup} in ${managedGroupIds(actor)}`;
  return sql<SqlBool>`(${sql.ref(`${comment}.is_delete`)} = 0 or ${sql.ref(`${comment}.author_id`)} = ${me} or ${sql.ref(`${post}.author_id`)} = ${me}${editor}${manager})`;
}

/** Whether the reader manages the post's group, as a column of a query over `posts as p` (0/1, true/false). */
export const groupManagerColumn = (actor: SignedIn) => (eb: PostsEb) => eb("p.group_id", "in", managedGroupIds(actor)).as("group_manager");

/** A row's rights as the policy reads them (group_manager: SQLite gives 0/1, PostgreSQL a boolean). */
export const ownershipOf = (row: { author_id: number; group_id: number | null; group_manager: unknown }): PostOwnership => ({
  authorId: row.author_id,
  groupId: row.group_id,
  groupManager: row.group_id !== null && (row.group_manager === true || Number(row.group_manager) === 1),
});
