// What other parts of the portal ask the guide about a reader: her favourite articles (the WIKI_GUIDE
// favourite kind), whether she may download a file an article holds, and which tags she may see; and the
// tags' values, which the search keys for find-by-value.
import type { Actor, SignedIn } from "~/platform/actor";
import type { FavoriteKind } from "~/platform/feature";
import { starredIds } from "~/platform/favorites.server";
import { guideApiMessages as t } from "../messages.server";
import { WIKI_GUIDE, type FavoriteArticle } from "../types";
import { articlesReadBy } from "./article-files.server";
import { articleQuery, listItemOf } from "./article-view.server";
import { breadcrumbsOf, loadGuide, writerOf, type Guide, type GuideDeps } from "./loaded-guide.server";

/** The person's starred articles that are published in a section she reads. */
function favoriteArticles({ db }: GuideDeps, g: Guide) {
  const readable = [...g.access.readable];
  return articleQuery(db, g.user.userId)
    .where("a.id", "in", starredIds(db, g.user.userId, WIKI_GUIDE))
    .where("f.object_id", "is not", null)
    .where("a.status", "=", "PUBLISHED")
    .where("a.section_id", "in", readable.length ? readable : [0]);
}

/**
 * The names of those of these articles the reader may open (published, in a section she reads), for
 * others that show an article's name (a post attaching it): one who may not open it does not learn it.
 */
export async function readableArticleNames({ db }: GuideDeps, reader: SignedIn, ids: readonly number[]): Promise<Map<number, string>> {
  if (ids.length === 0) return new Map();
  const g = await loadGuide(reader, db);
  const rows = await db
    .selectFrom("guide_articles")
    .select(["id", "name", "section_id", "status"])
    .where("id", "in", [...new Set(ids)])
    .execute();
  return new Map(rows.filter((r) => r.status === "PUBLISHED" && g.access.readable.has(r.section_id)).map((r) => [r.id, r.name]));
}

/** The WIKI_GUIDE favourite kind the favourites feature lists, counts and checks. */
export function guideFavoriteKind(deps: GuideDeps): FavoriteKind<FavoriteArticle> {
  const { db } = deps;
  return {
    type: WIKI_GUIDE,
    notFoundMessage: t.favoriteNotFound,
    async exists(objectId, reader) {
      const g = await loadGuide(reader, db);
      const row = await db.selectFrom("guide_articles").select(["section_id", "status"]).where("id", "=", objectId).executeTakeFirst();
      return Boolean(row && row.status === "PUBLISHED" && g.access.readable.has(row.section_id));
    },
    async count(reader) {
      const g = await loadGuide(reader, db);
      const row = await favoriteArticles(deps, g)
        .clearSelect()
        .select((eb) => eb.fn.countAll<number | string>().as("n"))
        .executeTakeFirstOrThrow();
      return Number(row.n);
    },
    async ids(reader) {
      const g = await loadGuide(reader, db);
      const rows = await favoriteArticles(deps, g).orderBy("f.created_at", "desc").orderBy("a.id", "desc").execute();
      return rows.map((r) => r.id);
    },
    async list(reader, { pageNumber, pageSize }) {
      const g = await loadGuide(reader, db);
      const rows = await favoriteArticles(deps, g)
        .orderBy("f.created_at", "desc")
        .orderBy("a.id", "desc")
        .limit(pageSize)
        .offset(pageNumber * pageSize)
        .execute();
      return rows.map((row) => {
        const breadcrumbs = breadcrumbsOf(g, row.section_id);
        return { ...listItemOf(g, row), categoryId: row.section_id, breadcrumbs, path: breadcrumbs.map((b) => b.id) };
      });
    },
  };
}

/**
 * Who may download a file attached to guide articles or shown in their bodies: whoever can read one
 * of those articles (for drafts and the archive, its editors). Null for a file on no article: not
 * the guide's to decide.
 */
export async function fileReadGuard({ db }: GuideDeps, actor: Actor, fileId: number): Promise<boolean | null> {
  const rows = await db
    .selectFrom("guide_articles as a")
    .select(["a.section_id", "a.status"])
    .where((eb) =>
      eb.or([
        eb("a.id", "in", eb.selectFrom("guide_article_files").select("article_id").where("file_id", "=", fileId)),
        eb("a.id", "in", eb.selectFrom("guide_article_body_files").select("article_id").where("file_id", "=", fileId)),
      ]),
    )
    .execute();
  if (rows.length === 0) return null;
  if (actor.kind !== "user") return false;
  const g = await loadGuide(actor, db);
  return rows.some((r) => g.access.readable.has(r.section_id) && (r.status === "PUBLISHED" || g.access.editable.has(r.section_id)));
}

/**
 * The tags this person may see (search, the finder, find-by-value): those on an article she reads.
 * A tag is the guide's only: a restricted article's tags must not show through the search.
 */
export async function visibleTagIds({ db }: GuideDeps, actor: Actor) {
  const g = await loadGuide(actor, db);
  return db
    .selectFrom("guide_article_tags")
    .select("tag_id")
    .where("article_id", "in", articlesReadBy(db, writerOf(g)));
}

/** Every tag with its value, as a subquery: the search keeps the tags' keys for find-by-value from it in one statement. */
export function tagValues({ db }: GuideDeps) {
  return db.selectFrom("tags").select(["id", "value"]);
}
