// The guide's index in the portal search (issue #16, index WIKI_GUIDE, block «Гид по компании»): published
// articles of sections that exist, each stored with its section so the reader's access is applied in the
// query (the sections she reads, by the guide's own rule) and access-list changes need no reindex.
// Every write that may change what the index holds writes GUIDE_ARTICLE_CHANGED with the articles' ids in
// its transaction (writeArticlesChanged); the search reloads those ids through load() and drops the rest.
import type { Kysely } from "kysely";
import type { SignedIn } from "~/platform/actor";
import type { Database } from "~/platform/db/schema";
import { idsOfEvent, writeIdsEvent } from "~/platform/events.server";
import { rowsInOrderOf, rowsOfIds } from "~/shared/chunks";
import type { SearchDocument, SearchIndexer } from "~/platform/feature";
import { guidePageMessages } from "../messages";
import { GUIDE, guideUrl } from "../ui/urls";
import { GUIDE_ARTICLE_CHANGED, WIKI_GUIDE, type GuideSearchItem } from "../types";
import { htmlOf } from "./article-view.server";
import { breadcrumbsOf, loadGuideForSearch, type Db, type Guide, type GuideDeps } from "./loaded-guide.server";
import { idsAfterOf } from "~/platform/search-ids.server";

/**
 * Writes GUIDE_ARTICLE_CHANGED for these articles in the transaction of the change (one event per write).
 * Nothing to name (a section deleted without articles) writes nothing: the index does not change.
 */
export async function writeArticlesChanged(trx: Db, ids: readonly number[], at: Date): Promise<void> {
  await writeIdsEvent(trx, GUIDE_ARTICLE_CHANGED, ids, at);
}

/** Published articles of sections not deleted: what anyone may find, before the reader's sections. */
function indexedArticles(db: Kysely<Database>) {
  return db
    .selectFrom("guide_articles as a")
    .innerJoin("guide_sections as s", "s.id", "a.section_id")
    .where("a.status", "=", "PUBLISHED")
    .where("s.is_deleted", "=", 0);
}

async function loadDocuments(db: Kysely<Database>, ids: readonly number[]): Promise<SearchDocument[]> {
  const rows = await rowsOfIds(ids, (part) =>
    indexedArticles(db)
      .select(["a.id", "a.section_id", "a.name", "a.content", "a.content_new_editor", "a.new_editor", "a.updated_at"])
      .where("a.id", "in", part)
      .execute(),
  );
  // htmlOf renders old-editor JSON blocks too: the body is the text the article's page shows.
  return rows.map((row) => ({ objectId: row.id, scopeId: row.section_id, title: row.name, body: htmlOf(row), freshAt: row.updated_at }));
}

/**
 * The guide a search's scope() loaded, handed to the present() of the same search (the engine passes the same
 * reader to both): loading it is most of a guide search's own time at 3,000 sections. Taken once, and only
 * within a second: a present() of its own (the finder's chosen items) loads the guide afresh.
 */
const loadedForSearch = new WeakMap<SignedIn, { at: number; guide: Promise<Guide> }>();
const HANDED_WITHIN_MS = 1000;

function guideOfSearch(db: Kysely<Database>, reader: SignedIn): Promise<Guide> {
  const handed = loadedForSearch.get(reader);
  loadedForSearch.delete(reader);
  return handed && Date.now() - handed.at <= HANDED_WITHIN_MS ? handed.guide : loadGuideForSearch(reader, db);
}

async function presentArticles({ db }: GuideDeps, reader: SignedIn, ids: readonly number[]): Promise<GuideSearchItem[]> {
  if (ids.length === 0) {
    loadedForSearch.delete(reader);
    return [];
  }
  const g = await guideOfSearch(db, reader);
  const rows = await rowsInOrderOf(ids, (part) =>
    indexedArticles(db).select(["a.id", "a.section_id", "a.name", "a.updated_at"]).where("a.id", "in", part).execute(),
  );
  // The same rule as the article's page (requireArticle): published, in a section she reads.
  return rows
    .filter((row) => g.access.readable.has(row.section_id))
    .map((row) => ({
      id: row.id,
      name: row.name,
      categoryId: row.section_id,
      categoryIdBreadCrumb: breadcrumbsOf(g, row.section_id).map((b) => b.id),
      lastUpdateDate: row.updated_at,
    }));
}

const isIdList = (value: unknown): value is number[] => Array.isArray(value) && value.every((id) => Number.isSafeInteger(id) && id > 0);

/**
 * The article's page at its address (the readable ancestry, ui/urls.ts), as the guide's own links build
 * it; an object without its breadcrumb opens the permanent link, which redirects to the real address.
 */
export function guideSearchTarget(object: unknown): string {
  const item = (typeof object === "object" && object !== null ? object : {}) as Partial<Record<keyof GuideSearchItem, unknown>>;
  const id = Number.isSafeInteger(item.id) && (item.id as number) > 0 ? (item.id as number) : null;
  if (id === null) return GUIDE;
  const path = item.categoryIdBreadCrumb;
  return isIdList(path) && path.length > 0 ? guideUrl.article(path, id) : guideUrl.permalink(id);
}

/** The WIKI_GUIDE index of the portal search (registered in the guide's manifest). */
export function guideSearchIndexer(deps: GuideDeps): SearchIndexer {
  return {
    indexName: WIKI_GUIDE,
    block: { header: guidePageMessages.title, order: 7 },
    load: (db, ids) => loadDocuments(db, ids),
    idsAfter: idsAfterOf((db) => indexedArticles(db).select("a.id")),
    events: { [GUIDE_ARTICLE_CHANGED]: idsOfEvent },
    async scope(reader) {
      // Drafts and the archive are never indexed, so readable sections are the whole rule, editors included.
      const guide = loadGuideForSearch(reader, deps.db);
      loadedForSearch.set(reader, { at: Date.now(), guide });
      const g = await guide;
      return { scopeIds: [...g.access.readable].sort((a, b) => a - b), allowNullScope: false };
    },
    present: (reader, ids) => presentArticles(deps, reader, ids),
    target: guideSearchTarget,
  };
}
