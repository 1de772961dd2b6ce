// Group articles in the portal search (issue #16, index ARTICLE, block «Статьи»; spec part 1 §2.5: a found
// article opens /group/{groupId}/article/{id}): published articles of groups not deleted, the name as the
// document's title and the body as its text. Each is stored with its group, so the reader's access is the
// groups' own rule applied in the search's query (readableGroupIds: open groups, closed ones she belongs
// to, every group for administrators) and joining, leaving or closing a group needs no reindex. Drafts are
// never indexed, their authors and managers included. Every write that may change what the index holds (an
// article created, saved, published or taken back to a draft, deleted; its group deleted) writes
// GROUP_ARTICLE_CHANGED {ids} in its transaction (writeArticlesChanged).
import type { Kysely } from "kysely";
import type { SignedIn } from "~/platform/actor";
import type { Deps } from "~/platform/deps.server";
import type { Database } from "~/platform/db/schema";
import { idsOfEvent, writeIdsEvent } from "~/platform/events.server";
import type { SearchDocument, SearchIndexer } from "~/platform/feature";
import { idsAfterOf } from "~/platform/search-ids.server";
import { rowsInOrderOf, rowsOfIds } from "~/shared/chunks";
import { richHtmlToPlainText } from "~/shared/richtext/plain-text.server";
import { groupArticleMessages } from "../messages/article";
import { readableGroupIds } from "./feed-seam.server";
import type { Db } from "./group-rows.server";

export const ARTICLE_INDEX = "ARTICLE";
/** Payload `{ids}`: the articles one write created, changed or deleted (a group's delete: all of its articles). */
export const GROUP_ARTICLE_CHANGED = "GROUP_ARTICLE_CHANGED";
const EXCERPT = 200;

/** A found article as GET /search-v2/find gives it (spec part 1 §3, plus the start of its text). */
export interface ArticleSearchItem {
  id: number;
  name: string;
  groupId: number;
  groupName: string;
  createDate: string;
  /** The start of its text, plain (at most 200 characters). */
  text: string;
}

/** Records that these articles changed, in the transaction of the change; nothing when none did. */
export async function writeArticlesChanged(trx: Db, ids: readonly number[], at: Date): Promise<void> {
  await writeIdsEvent(trx, GROUP_ARTICLE_CHANGED, ids, at);
}

/** Published articles of groups not deleted: what the index holds, before the reader's groups. */
function indexedArticles(db: Kysely<Database>) {
  return db
    .selectFrom("group_articles as a")
    .innerJoin("groups as g", "g.id", "a.group_id")
    .where("a.status", "=", "PUBLISH")
    .where("g.is_delete", "=", 0);
}

async function loadDocuments(db: Kysely<Database>, ids: readonly number[]): Promise<SearchDocument[]> {
  const rows = await rowsOfIds(ids, (part) =>
    indexedArticles(db).select(["a.id", "a.group_id", "a.name", "a.content", "a.created_at"]).where("a.id", "in", part).execute(),
  );
  return rows.map((r) => ({ objectId: r.id, scopeId: r.group_id, title: r.name, body: r.content, freshAt: r.created_at }));
}

async function presentArticles(db: Kysely<Database>, reader: SignedIn, ids: readonly number[]): Promise<ArticleSearchItem[]> {
  if (ids.length === 0) return [];
  // The same rule as the scope (and the article's page), for ids that come from elsewhere.
  const rows = await rowsInOrderOf(ids, (part) =>
    indexedArticles(db)
      .where("a.group_id", "in", readableGroupIds(reader))
      .select(["a.id", "a.name", "a.group_id", "g.name as group_name", "a.created_at", "a.content"])
      .where("a.id", "in", part)
      .execute(),
  );
  return rows.map((r) => ({
    id: r.id,
    name: r.name,
    groupId: r.group_id,
    groupName: r.group_name,
    createDate: r.created_at,
    text: richHtmlToPlainText(r.content, { maxLength: EXCERPT, withoutTables: true }),
  }));
}

const isId = (value: unknown): value is number => Number.isSafeInteger(value) && (value as number) > 0;

/** The article's page in its group; an object without its ids opens the groups' list. */
export function articleSearchTarget(object: unknown): string {
  const item = (typeof object === "object" && object !== null ? object : {}) as Partial<Record<keyof ArticleSearchItem, unknown>>;
  return isId(item.id) && isId(item.groupId) ? `/group/${item.groupId}/article/${item.id}` : "/group";
}

/** The ARTICLE index of the portal search (registered in the groups' manifest). */
export function articleSearchIndexer({ db }: Pick<Deps, "db">): SearchIndexer {
  return {
    indexName: ARTICLE_INDEX,
    block: { header: groupArticleMessages.title, order: 9 },
    load: (trx, ids) => loadDocuments(trx, ids),
    idsAfter: idsAfterOf((trx) => indexedArticles(trx).select("a.id")),
    events: { [GROUP_ARTICLE_CHANGED]: idsOfEvent },
    // The groups she reads, as a subquery of the search's query: membership changes need no reindex.
    scope: async (reader) => ({ scopeIds: readableGroupIds(reader), allowNullScope: false }),
    present: (reader, ids) => presentArticles(db, reader, ids),
    target: articleSearchTarget,
  };
}
