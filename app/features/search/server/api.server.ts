// The search calls of spec part 1 §7 "Search" that the people features use (../api.md).
import type { ApiRoute } from "~/platform/api.server";
import { parseInput } from "~/platform/validate";
import { findSchema, groupedFindSchema, pagedFindSchema, rebuildSchema, tagsByValueSchema } from "~/features/search/schema";

export const searchApi: ApiRoute[] = [
  {
    method: "GET",
    path: "/search-v2/find",
    access: "user",
    handler: ({ services, actor, input }) => services.search.find(actor, parseInput(findSchema, input)),
  },
  {
    method: "GET",
    path: "/search/find-pagination",
    access: "user",
    handler: ({ services, actor, input }) => services.search.findPage(actor, parseInput(pagedFindSchema, input)),
  },
  {
    method: "GET",
    path: "/search/find-index-with-grouping",
    access: "user",
    handler: ({ services, actor, input }) => services.search.findGrouped(actor, parseInput(groupedFindSchema, input)),
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
