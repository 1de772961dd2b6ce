// The feed's index in the portal search (issue #16, index POST, block «Публикации»): published posts not
// deleted, the title as the document's name and the text as its body, fresh by their publish date. Each post
// is stored with its group (none for company news), so the reader's access is applied in the search's query
// by the groups' own rule (readableGroupIds: open groups, closed ones she belongs to, every group for
// administrators; deleted groups for no one) and joining or leaving a group, closing or deleting it, needs
// no reindex. Deferred posts, offers and deleted ones are never indexed, so no one finds them, editors
// included. Every write that may change what the index holds (a post created, edited, deleted, restored,
// published by the schedule or from an offer) writes POST_CHANGED {ids} in its transaction (writePostsChanged).
import type { Kysely, Transaction } from "kysely";
import type { SignedIn } from "~/platform/actor";
import type { Database } from "~/platform/db/schema";
import { idsOfEvent, writeIdsEvent } from "~/platform/events.server";
import type { SearchDocument, SearchIndexer } from "~/platform/feature";
import { idsAfterOf } from "~/platform/search-ids.server";
import { rowsInOrderOf, rowsOfIds } from "~/shared/chunks";
import { readableGroupIds } from "~/features/groups/index.server";
import { feedServerMessages as t } from "../messages.server";
import type { FeedDeps } from "./feed.server";

export const POST_INDEX = "POST";
/** Payload `{ids}`: the posts one write created, changed, deleted, restored or published. */
export const POST_CHANGED = "POST_CHANGED";

/** A found post as GET /search-v2/find gives it (spec part 1 §3: publication). */
export interface PostSearchItem {
  id: number;
  title: string | null;
  text: string;
  publishDate: string;
  groupId: number | null;
  groupName: string | null;
}

/** Records that these posts changed, in the transaction of the change; nothing when none did. */
export async function writePostsChanged(trx: Kysely<Database> | Transaction<Database>, ids: readonly number[], at: Date): Promise<void> {
  await writeIdsEvent(trx, POST_CHANGED, ids, at);
}

/** Published posts not deleted: what the index holds, before the reader's groups. */
function indexedPosts(db: Kysely<Database>) {
  return db.selectFrom("posts as p").where("p.status", "=", "PUBLISHED").where("p.is_delete", "=", 0);
}

async function loadDocuments(db: Kysely<Database>, ids: readonly number[]): Promise<SearchDocument[]> {
  const rows = await rowsOfIds(ids, (part) =>
    indexedPosts(db).select(["p.id", "p.group_id", "p.title", "p.text", "p.publish_date"]).where("p.id", "in", part).execute(),
  );
  return rows.map((r) => ({ objectId: r.id, scopeId: r.group_id, title: r.title ?? "", body: r.text, freshAt: r.publish_date }));
}

async function presentPosts(feed: FeedDeps, reader: SignedIn, ids: readonly number[]): Promise<PostSearchItem[]> {
  if (ids.length === 0) return [];
  // The same rule as the scope, for ids that come from elsewhere: company news, or a group she reads.
  const rows = await rowsInOrderOf(ids, (part) =>
    indexedPosts(feed.db)
      .where((eb) => eb.or([eb("p.group_id", "is", null), eb("p.group_id", "in", readableGroupIds(reader))]))
      .select(["p.id", "p.group_id", "p.title", "p.text", "p.publish_date"])
      .where("p.id", "in", part)
      .execute(),
  );
  const groups = await feed.groupNames(rows.flatMap((r) => (r.group_id === null ? [] : [r.group_id])));
  return rows.map((r) => ({
    id: r.id,
    title: r.title,
    text: r.text,
    publishDate: r.publish_date,
    groupId: r.group_id,
    groupName: r.group_id === null ? null : (groups.get(r.group_id) ?? null),
  }));
}

const isId = (value: unknown): value is number => Number.isSafeInteger(value) && (value as number) > 0;

/** A group's post opens in its group (/group/{groupId}/{id}), company news at /news/{id}; anything else the news. */
export function postSearchTarget(object: unknown): string {
  const item = (typeof object === "object" && object !== null ? object : {}) as Partial<Record<keyof PostSearchItem, unknown>>;
  if (!isId(item.id)) return "/news";
  return isId(item.groupId) ? `/group/${item.groupId}/${item.id}` : `/news/${item.id}`;
}

/** The POST index of the portal search (registered in the feed's manifest). */
export function postSearchIndexer(feed: FeedDeps): SearchIndexer {
  return {
    indexName: POST_INDEX,
    block: { header: t.searchBlock, order: 10 },
    load: (db, ids) => loadDocuments(db, ids),
    idsAfter: idsAfterOf((db) => indexedPosts(db).select("p.id")),
    events: { [POST_CHANGED]: idsOfEvent },
    // Company news for everyone, a group's posts for its readers: the groups' rule as a subquery of the search's query.
    scope: async (reader) => ({ scopeIds: readableGroupIds(reader), allowNullScope: true }),
    present: (reader, ids) => presentPosts(feed, reader, ids),
    target: postSearchTarget,
  };
}
