// The search calls of spec part 1 §7 "Search" that the people features use (../api.md).
import type { ApiRoute } from "~/platform/api.server";
import { parseInput } from "~/platform/validate";
import { findSchema, groupedFindSchema, pagedFindSchema, rebuildSchema, tagsByValueSchema } from "~/features/search/schema";

export const searchApi: ApiRoute[] = [
  {
    method: "GET",
    path: "/search-v2/find",
    access: "user",
    handler: async ({ services, actor, input }) => {
      const asked = parseInput(findSchema, input);
      const found = await services.search.find(actor, asked);
      services.searchStats.record({ reader: actor, query: asked.query, source: "api", blocks: [found], corrected: !!found.correctedQuery });
      return found;
    },
  },
  {
    method: "GET",
    path: "/search/find-pagination",
    access: "user",
    handler: async ({ services, actor, input }) => {
      const asked = parseInput(pagedFindSchema, input);
      const found = await services.search.findPage(actor, asked);
      // The next pages read on in the same search (as the results pages count it).
      if (asked.pageNumber === 0)
        services.searchStats.record({
          reader: actor,
          query: asked.query,
          source: "api",
          blocks: [found],
          corrected: !!found.correctedQuery,
        });
      return found;
    },
  },
  {
    method: "GET",
    path: "/search/find-index-with-grouping",
    access: "user",
    handler: async ({ services, actor, input }) => {
      const asked = parseInput(groupedFindSchema, input);
      const groups = await services.search.findGrouped(actor, asked);
      if (asked.pageNumber === 0) {
        const total = groups.reduce((sum, g) => sum + g.total, 0);
        services.searchStats.record({
          reader: actor,
          query: asked.query,
          source: "api",
          blocks: [{ indexName: "CONTACT", total }],
          corrected: false,
        });
      }
      return groups;
    },
  },
  {
    method: "POST",
    path: "/search/create",
    access: "user",
    handler: ({ services, actor, input }) => services.search.rebuildIndexes(actor, parseInput(rebuildSchema, input)),
  },
  {
    method: "GET",
    path: "/tags/find-by-value",
    access: "user",
    handler: ({ services, actor, input }) => services.search.findTagsByValue(actor, parseInput(tagsByValueSchema, input)),
  },
];
