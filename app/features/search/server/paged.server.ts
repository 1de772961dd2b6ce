// The search calls that page (ours, issue #16 point 6): GET /search/find-pagination, one index by pages, and
// GET /search/find-index-with-grouping, CONTACT's employees' cards and service records as two groups, a
// page of each. The engine pages in its query.
import type * as z from "zod/mini";
import type { Actor } from "~/platform/actor";
import { invalid } from "~/platform/errors";
import { parseInput } from "~/platform/validate";
import { requireUser } from "~/platform/require-user";
import { search } from "~/features/search/messages";
import { groupedFindSchema, pagedFindSchema, type IndexName } from "../schema";
import { queryTerms } from "../text";
import type { SearchEngine } from "../engine/engine.server";
import type { SearchGroup } from "./find.server";

/** A query of no word at all ("---" has three characters) is refused like a short one. */
export function refuseWordless(query: string): void {
  if (queryTerms(query, { allPrefix: false }).length === 0) throw invalid(search.queryTooShort, { query: search.queryTooShort });
}

export type PagedGroup = SearchGroup & { pageNumber: number; pageSize: number };

export interface ContactGroup {
  groupName: string;
  /** The part of the index (CONTACT: "user" cards, "another" service records). */
  kind: string;
  total: number;
  objects: unknown[];
}

export function createPagedSearch(engine: SearchEngine) {
  return {
    /** GET /search/find-pagination: the group of one index, page `pageNumber` (from 0) of `pageSize`. */
    async findPage(actor: Actor, input: z.input<typeof pagedFindSchema>): Promise<PagedGroup> {
      const user = requireUser(actor);
      const { query, indexName, pageNumber, pageSize, withoutMe } = parseInput(pagedFindSchema, input);
      const offset = pageNumber * pageSize;
      refuseWordless(query);
      // An index of the spec no feature brings yet: nothing found.
      if (!engine.has(indexName)) return { indexName: indexName as IndexName, total: 0, objects: [], pageNumber, pageSize };
      const found = await engine.find(user, { indexName, query, limit: pageSize, offset, withoutMe });
      return { ...found, indexName: indexName as IndexName, pageNumber, pageSize };
    },

    /** GET /search/find-index-with-grouping: CONTACT's two groups, the same page of each. */
    async findGrouped(actor: Actor, input: z.input<typeof groupedFindSchema>): Promise<ContactGroup[]> {
      const user = requireUser(actor);
      const { query, pageNumber, pageSize, withoutMe } = parseInput(groupedFindSchema, input);
      refuseWordless(query);

      return Promise.all(
        engine.partsOf("CONTACT").map(async ({ key: kind, name: groupName }) => {
          const found = await engine.find(user, {
            indexName: "CONTACT",
            query,
            limit: pageSize,
            offset: pageNumber * pageSize,
            withoutMe,
            part: kind,
          });
          return { groupName, kind, total: found.total, objects: found.objects };
        }),
      );
    },
  };
}
