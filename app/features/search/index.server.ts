// The finder and the people/tags/roles search. Tags are the guide's: it shows only those of articles
// the person reads (guide.visibleTagIds).
import { defineFeature } from "~/platform/feature";
import type { GuideService } from "~/features/guide/index.server";
import { createSearch } from "./server/find.server";
import { createSearchEngine } from "./engine/engine.server";
import { searchApi } from "./server/api.server";
import { searchAdmin } from "./admin/messages";
import { REBUILD_ROLES } from "./policy";

export { loadFinder, type FinderOptions } from "./server/finder.server";
// Other features' objects in the portal search (their manifests' searchSources read these keys).
export { dropObjectKey, writeObjectKey } from "./server/keys.server";
// The engine's text pipeline (the same terms for items and queries on both databases), for indexers that
// prepare their own text.
export { analyze, normalize, queryTerms, stemOf, type QueryTerm } from "./text";

export const searchFeature = defineFeature({
  name: "search",
  needs: ["guide"],
  // Built after the others: the indexes other features keep (searchSources) answer through it.
  collects: true,
  services: (deps, { guide }: { guide: Pick<GuideService, "visibleTagIds"> }, contributions) => {
    const engine = createSearchEngine(deps.db, deps.database?.dialect ?? "sqlite", contributions.searchIndexers, deps.now);
    return { search: createSearch(deps, guide.visibleTagIds, contributions.searchSources, engine), searchEngine: engine };
  },
  api: searchApi,
  // The full-text indexes follow their features' events, and are built whole when empty (a first start).
  consumers: ({ searchEngine }) => searchEngine.consumers(),
  start: ({ searchEngine }) => searchEngine.catchUp(),
  settled: ({ searchEngine }) => searchEngine.settled(),
  // The same people as canRebuildIndexes.
  adminPages: [{ path: "/admin/search", roles: [...REBUILD_ROLES], title: searchAdmin.title, hint: searchAdmin.hint }],
});
