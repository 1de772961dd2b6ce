// The company guide (spec part 1 §2.4, §3, §5, §7): a tree of sections with access lists and section
// editors, articles (published, drafts, archive) with files, tags, roles to notify and versions, the
// publish event and its notifications, and the WIKI_GUIDE favourites. Who reads and edits what is one
// rule, guideAccessOf (../access.ts), fed once per call by loadGuide (loaded-guide.server.ts).
//
// This file only composes: createGuide(deps) is the service the routes, /api (api.server.ts) and the
// registries call as `services.guide.*`. Each call parses its input with its schema at the top (the
// same messages in the same order as before the split) and hands the typed value to its use case:
// sections.server.ts, article-view / article-save / articles / article-history.server.ts,
// publish-events.server.ts, readers.server.ts. Payloads and the rule: ../api.md,
// docs/decisions/0009-guide-access.md.
import type * as z from "zod/mini";
import type { Actor, SignedIn } from "~/platform/actor";
import type { Deps } from "~/platform/deps.server";
import { parseInput } from "~/platform/validate";
import {
  articleIdSchema,
  articleSchema,
  articlesQuerySchema,
  sectionCreateSchema,
  sectionExcludeSchema,
  sectionIdSchema,
  sectionUpdateSchema,
  sortSchema,
  versionSchema,
  versionsQuerySchema,
} from "../schema";
import type { ArticleVersionItem } from "../types";
import { versionsPage, versionView, restoreVersion } from "./article-history.server";
import { saveArticle } from "./article-save.server";
import { articleList, articleView } from "./article-view.server";
import { deleteArticle, sortArticles, unarchiveArticle } from "./articles.server";
import { processGuideEvents, guideEventConsumers } from "./publish-events.server";
import { guideCatalogueIndexers } from "./catalogue-index.server";
import { fileReadGuard, guideFavoriteKind, readableArticleNames, tagValues, visibleTagIds } from "./readers.server";
import { guideSearchIndexer } from "./search-indexer.server";
import * as sections from "./sections.server";
import type { SectionKind } from "./sections.server";

/**
 * What a call takes before its schema has parsed it: the schema's input type (pages, tests), or the
 * JSON object of an /api request (ApiContext.input), whose fields the schema checks with its messages.
 */
type CallInput<S extends z.ZodMiniType> = z.input<S> | Readonly<Record<string, unknown>>;

/** A section or article named by its id alone (a page's address) or by an `{ id }` object. */
type IdInput<S extends z.ZodMiniType> = CallInput<S> | string | number;
const byId = <S extends z.ZodMiniType>(input: IdInput<S>) => (typeof input === "object" && input ? input : { id: input });

export function createGuide(deps: Deps) {
  const guide = { db: deps.db, now: deps.now, rate: deps.rate };
  return {
    favoriteKind: guideFavoriteKind(guide),
    /** The WIKI_GUIDE index of the portal search. */
    searchIndexer: guideSearchIndexer(guide),
    /** The WIKI_ROLE and TAG indexes of the portal search. */
    catalogueIndexers: guideCatalogueIndexers(guide),
    processEvents: () => processGuideEvents(guide),
    eventConsumers: guideEventConsumers(guide),
    fileReadGuard: (actor: Actor, fileId: number) => fileReadGuard(guide, actor, fileId),
    visibleTagIds: (actor: Actor) => visibleTagIds(guide, actor),
    /** Every tag with its value, as a subquery (the search's find-by-value). */
    tagValues: () => tagValues(guide),
    /** The names of the articles among `ids` the reader may open. */
    readableArticleNames: (reader: SignedIn, ids: readonly number[]) => readableArticleNames(guide, reader, ids),

    /** GET /wiki/guide/categories/get-all-list: the readable tree, in order. */
    menu: (actor: Actor) => sections.menu(guide, actor),

    /** GET get-top-tree: readable top sections (childrenList empty; hasChildren tells). */
    topSections: (actor: Actor) => sections.topSections(guide, actor),

    /** GET get-children-tree?id: the readable tree below a section. */
    subtree: async (actor: Actor, input: IdInput<typeof sectionIdSchema>) =>
      sections.subtree(guide, actor, parseInput(sectionIdSchema, byId(input))),

    /** GET get-all-without-children-list?id: every readable section flat in tree order, without `id` and what is below it. */
    sectionList: async (actor: Actor, input: CallInput<typeof sectionExcludeSchema> = {}) =>
      sections.sectionList(guide, actor, parseInput(sectionExcludeSchema, input)),

    /** GET get-all-children-list?id: every readable section below `id`, flat in tree order (depth 0 = its children). */
    descendants: async (actor: Actor, input: IdInput<typeof sectionIdSchema>) =>
      sections.descendants(guide, actor, parseInput(sectionIdSchema, byId(input))),

    /** What the guide offers this person: the "Create section" button and the edit-mode toggle. */
    abilities: (actor: Actor) => sections.abilities(guide, actor),

    /** The menu drawn around the page's section and the abilities together (the guide's layout route), the guide loaded once. */
    frame: (actor: Actor, currentId: number | null) => sections.frame(guide, actor, currentId),

    /** GET get-top / get-children / get-first-children?id (kind checks which). */
    section: async (actor: Actor, input: IdInput<typeof sectionIdSchema>, kind?: SectionKind) =>
      sections.sectionView(guide, actor, parseInput(sectionIdSchema, byId(input)), kind),

    /** POST create-top / create-children / create-first-children. */
    createSection: async (actor: Actor, input: CallInput<typeof sectionCreateSchema>, kind?: SectionKind) =>
      sections.createSection(guide, actor, parseInput(sectionCreateSchema, input), kind),

    /** POST edit-top / edit-children / edit-first-children. */
    updateSection: async (actor: Actor, input: CallInput<typeof sectionUpdateSchema>, kind?: SectionKind) =>
      sections.updateSection(guide, actor, parseInput(sectionUpdateSchema, input), kind),

    /** POST /wiki/guide/categories/delete {id}: the section and all below it are deleted, their articles archived. */
    deleteSection: async (actor: Actor, input: CallInput<typeof sectionIdSchema>) =>
      sections.deleteSection(guide, actor, parseInput(sectionIdSchema, input)),

    /** POST /wiki/guide/categories/sort {sortIdList}: sections of one parent, listed ones first in that order. */
    sortSections: async (actor: Actor, input: CallInput<typeof sortSchema>) =>
      sections.sortSections(guide, actor, parseInput(sortSchema, input)),

    /** GET /wiki/guide/list-by-cat?categoryId&status: a section's articles of one status (PUBLISHED by default). */
    articles: async (actor: Actor, input: CallInput<typeof articlesQuerySchema>) =>
      articleList(guide, actor, parseInput(articlesQuerySchema, input)),

    /** GET /wiki/guide/get?id */
    article: async (actor: Actor, input: IdInput<typeof articleIdSchema>) =>
      articleView(guide, actor, parseInput(articleIdSchema, byId(input))),

    /** POST /wiki/guide/create */
    createArticle: async (actor: Actor, input: CallInput<typeof articleSchema>) =>
      saveArticle(guide, actor, parseInput(articleSchema, input), null),

    /** POST /wiki/guide/update: the same fields plus id (url is the client's and ignored). The id is checked first. */
    updateArticle: async (actor: Actor, input: CallInput<typeof articleSchema> & CallInput<typeof articleIdSchema>) => {
      const { id } = parseInput(articleIdSchema, input);
      return saveArticle(guide, actor, parseInput(articleSchema, input), id);
    },

    /** POST /wiki/guide/delete {id}: to the archive (an update with status brings it back). */
    deleteArticle: async (actor: Actor, input: CallInput<typeof articleIdSchema>) =>
      deleteArticle(guide, actor, parseInput(articleIdSchema, input)),

    /** POST /wiki/guide/unarchive {id} (ours): an archived article comes back as a draft, content untouched. */
    unarchiveArticle: async (actor: Actor, input: CallInput<typeof articleIdSchema>) =>
      unarchiveArticle(guide, actor, parseInput(articleIdSchema, input)),

    /** POST /wiki/guide/sort {sortIdList}: articles of one section, listed ones first in that order. */
    sortArticles: async (actor: Actor, input: CallInput<typeof sortSchema>) => sortArticles(guide, actor, parseInput(sortSchema, input)),

    /**
     * GET /wiki/guide/versions?id&before: a page of VERSIONS_PAGE versions, newest first (editors of the
     * section); `before` (a version number) gives the page after the one that ended there.
     */
    versions: async (actor: Actor, input: CallInput<typeof versionsQuerySchema>): Promise<ArticleVersionItem[]> =>
      (await versionsPage(guide, actor, parseInput(versionsQuerySchema, input))).items,

    /** A page of an article's versions and the `before` of the next page (null on the last), for its editors. */
    versionsPage: async (actor: Actor, input: CallInput<typeof versionsQuerySchema>) =>
      versionsPage(guide, actor, parseInput(versionsQuerySchema, input)),

    /** GET /wiki/guide/version?id&version: one version's name and rendered body. */
    version: async (actor: Actor, input: CallInput<typeof versionSchema>) => versionView(guide, actor, parseInput(versionSchema, input)),

    /** POST /wiki/guide/restore {id, version}: the old name, body, files and tags come back as a new version. */
    restoreVersion: async (actor: Actor, input: CallInput<typeof versionSchema>) =>
      restoreVersion(guide, actor, parseInput(versionSchema, input)),
  };
}

export type GuideService = ReturnType<typeof createGuide>;
