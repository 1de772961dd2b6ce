// The search calls of spec part 1 §7 "Search" that the people features use (../api.md).
import type { ApiContext, ApiRoute } from "~/platform/api.server";
import { parseInput } from "~/platform/validate";
import { findSchema, groupedFindSchema, pagedFindSchema, rebuildSchema, tagsByValueSchema } from "~/features/search/schema";

/** Counts an answered /api search in the statistics (its first page only: stats/recorder.server.ts). */
const counted = (
  ctx: ApiContext,
  query: string,
  page: number,
  blocks: readonly { indexName: string; total: number }[],
  corrected: boolean,
) => ctx.services.searchStats.record({ reader: ctx.actor, query, source: "api", blocks, corrected, page });

export const searchApi: ApiRoute[] = [
  {
    method: "GET",
    path: "/search-v2/find",
    access: "user",
    handler: async (ctx) => {
      const asked = parseInput(findSchema, ctx.input);
      const found = await ctx.services.search.find(ctx.actor, asked);
      counted(ctx, asked.query, 0, [found], !!found.correctedQuery);
      return found;
    },
  },
  {
    method: "GET",
    path: "/search/find-pagination",
    access: "user",
    handler: async (ctx) => {
      const asked = parseInput(pagedFindSchema, ctx.input);
      const found = await ctx.services.search.findPage(ctx.actor, asked);
      counted(ctx, asked.query, asked.pageNumber, [found], !!found.correctedQuery);
      return found;
    },
  },
  {
    method: "GET",
    path: "/search/find-index-with-grouping",
    access: "user",
    handler: async (ctx) => {
      const asked = parseInput(groupedFindSchema, ctx.input);
      const groups = await ctx.services.search.findGrouped(ctx.actor, asked);
      counted(ctx, asked.query, asked.pageNumber, [{ indexName: "CONTACT", total: groups.reduce((sum, g) => sum + g.total, 0) }], false);
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
