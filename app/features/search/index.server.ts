// The finder and the people/tags/roles search. Tags are the guide's: it shows only those of articles
// the person reads (guide.visibleTagIds), and gives their values for find-by-value (guide.tagValues).
import { defineFeature } from "~/platform/feature";
import { createSearch, type GuideTags } from "./server/find.server";
import { createSearchEngine } from "./engine/engine.server";
import { searchApi } from "./server/api.server";
import { searchAdmin } from "./admin/messages";
import { REBUILD_ROLES, ROLE_GET_LOG, STATISTICS_ROLES } from "./policy";
import { createSearchStats } from "./stats/recorder.server";
import { searchStatistic } from "./stats/messages";
import { migrations } from "./migrations";
import { roleGroupNames } from "./messages.server";

export { loadFinder, type FinderOptions } from "./server/finder.server";
// The finder's search field in a host form without JavaScript (finder_<name>_q): a host action that reads a post.
export { finderQueryParam, isFinderSearch, parseFinderValue, type FinderKind } from "./query";
// The feed's keys for the substring search of /posts/find (not the portal search's engine): written with
// the post, matched by a subquery in the feed's own list query.
export { objectIdsWithKeyContaining, writeObjectKey } from "./server/keys.server";
// The engine's text pipeline (the same terms for items and queries on both databases), for indexers that
// prepare their own text.
export { analyze, normalize, queryTerms, stemOf, type QueryTerm } from "./text";
// The search statistics' recorder (services.searchStats.record): every answer to a search calls it once.
export type { SearchRecord, SearchOrigin } from "./stats/recorder.server";
// The statistics' role: the logs pages (the logs feature) open for it too.
export { ROLE_GET_LOG, STATISTICS_ROLES } from "./policy";

export const searchFeature = defineFeature({
  name: "search",
  migrations,
  needs: ["guide"],
  // Built after the others: the engine indexes what every feature contributes (searchIndexers).
  collects: true,
  roles: [ROLE_GET_LOG],
  roleGroups: [{ type: "LOG_VIEW", ...roleGroupNames, roles: [ROLE_GET_LOG] }],
  // The guide is asked by its service only (a structural type: the search imports no feature, they import it).
  services: (deps, { guide }: { guide: GuideTags }, contributions) => {
    const engine = createSearchEngine(deps.db, deps.database?.dialect ?? "sqlite", contributions.searchIndexers, deps.now);
    return {
      search: createSearch(deps, guide, engine),
      searchEngine: engine,
      searchStats: createSearchStats(deps.db, deps.now),
    };
  },
  api: searchApi,
  // The full-text indexes follow their features' events, and are built whole when empty (a first start).
  consumers: ({ searchEngine }) => searchEngine.consumers(),
  // The statistics: old ones deleted at start and daily, the buffer written on settled() and at stop.
  start: async ({ searchEngine, searchStats }) => {
    await searchEngine.catchUp();
    await searchStats.start();
  },
  settled: async ({ searchEngine, searchStats }) => {
    await Promise.all([searchEngine.settled(), searchStats.settled()]);
  },
  stop: ({ searchStats }) => searchStats.stop(),
  // The same people as canRebuildIndexes and canReadSearchStatistics.
  adminPages: [
    { path: "/admin/search", section: "system", roles: [...REBUILD_ROLES], title: searchAdmin.title, hint: searchAdmin.hint },
    {
      path: "/admin/search-statistic",
      section: "statistics",
      roles: [...STATISTICS_ROLES],
      title: searchStatistic.title,
      hint: searchStatistic.hint,
    },
  ],
});
