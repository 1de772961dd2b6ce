// The search calls of spec part 1 §7 "Search" that the people features use (../api.md).
import type { ApiRoute } from "~/platform/api.server";
import { parseInput } from "~/platform/validate";
import { findSchema, rebuildSchema, tagsByValueSchema } from "~/features/search/schema";

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
