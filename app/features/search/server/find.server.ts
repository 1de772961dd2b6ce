// GET /search-v2/find and the finder: people, positions, departments, wiki roles, tags and contact
// cards found by the start of their words, case-insensitively (ё as е), filtered and limited in SQL.
// The result is the spec's search result group (part 1 §3): {indexName, total, objects}.
import { sql, type SelectQueryBuilder } from "kysely";
import type * as z from "zod/mini";
import type { Actor } from "~/platform/actor";
import type { Deps } from "~/platform/deps.server";
import type { Database } from "~/platform/db/schema";
import { forbidden, invalid } from "~/platform/errors";
import { parseInput } from "~/platform/validate";
import { requireUser } from "~/platform/require-user";
import { refreshTagKeys, startsWith, type TagValues } from "./keys.server";
import {
  DEFAULT_LIMIT,
  FINDER_KINDS,
  findSchema,
  finderValue,
  parseFinderValue,
  type tagsByValueSchema,
  type FinderItem,
  type FinderKind,
  type FindInput,
  type IndexName,
} from "~/features/search/schema";
import { search } from "~/features/search/messages";
import type { SearchEngine } from "../engine/engine.server";
import { createResultPages } from "./blocks.server";
import { createPagedSearch, refuseWordless } from "./paged.server";
import { canRebuildIndexes } from "../policy";
import { searchServerMessages as serverMessages } from "../messages.server";

export interface SearchGroup<T = unknown> {
  indexName: IndexName;
  /** Everything that matched; objects holds at most `limit` of them. */
  total: number;
  objects: T[];
  /** The engine's indexes: the query a retry answered (other layout, typos corrected), else null. */
  correctedQuery?: string | null;
}

/** noLimit on the engine's indexes: a page this long is all a person could read. */
const ENGINE_NO_LIMIT = 1000;

/** What the search asks of the guide, whose tags they are (a structural type: the guide imports the search). */
export interface GuideTags {
  /**
   * The ids of the tags a person may see, as a subquery: tags belong to the guide's articles, and a
   * restricted article's tags must not show to those who cannot read it.
   */
  visibleTagIds(actor: Actor): Promise<SelectQueryBuilder<Database, keyof Database, { tag_id: number }>>;
  tagValues: TagValues;
}

export function createSearch({ db }: Deps, tags: GuideTags, engine: SearchEngine) {
  /** A found object as the finder shows it. */
  function toFinderItem(kinds: readonly FinderKind[], kind: FinderKind, object: unknown): FinderItem {
    const { id } = object as { id: number };
    return { kind, id, value: finderValue(kinds, kind, id), ...engine.finderLabel(FINDER_KINDS[kind], object) };
  }

  // Pages call it with a partial literal (defaults for limit and flags), /api with the parsed query:
  // the parse at the top fills the defaults either way.
  async function find(actor: Actor, input: FindInput): Promise<SearchGroup> {
    const user = requireUser(actor);
    const { query, indexName, limit, noLimit, withoutMe } = parseInput(findSchema, input);
    if (engine.has(indexName)) {
      const found = await engine.find(user, { indexName, query, limit: noLimit ? ENGINE_NO_LIMIT : limit, offset: 0, withoutMe });
      if (found.total === 0 && found.correctedQuery === null) refuseWordless(query);
      return { ...found, indexName: indexName as IndexName };
    }
    // An index of the spec no feature brings yet: nothing found.
    refuseWordless(query);
    return { indexName: indexName as IndexName, total: 0, objects: [] };
  }

  return {
    /** GET /search-v2/find. */
    find,
    /** GET /search/find-pagination and GET /search/find-index-with-grouping. */
    ...createPagedSearch(engine),
    /** The results pages: every block of a query, one index by pages. */
    results: createResultPages(engine),

    /** POST /search/create: starts rebuilding the engine's indexes (or one) and answers at once. */
    async rebuildIndexes(actor: Actor, input: { indexName: string | null }): Promise<{ indexNames: string[]; startedAt: string }> {
      const user = requireUser(actor);
      if (!canRebuildIndexes(user)) throw forbidden(serverMessages.rebuildForbidden);
      if (input.indexName !== null && !engine.has(input.indexName)) throw invalid(search.unknownIndex);
      const { indexNames, startedAt } = await engine.rebuild(user.userId, input.indexName ? [input.indexName] : undefined);
      return { indexNames, startedAt };
    },

    /** GET /tags/find-by-value: tags whose value starts with the given text, alphabetically. */
    async findTagsByValue(actor: Actor, { value, limit }: z.output<typeof tagsByValueSchema>): Promise<{ id: number; value: string }[]> {
      requireUser(actor);
      await refreshTagKeys(db, tags.tagValues);
      const visible = await tags.visibleTagIds(actor);
      const rows = await db
        .selectFrom(tags.tagValues().as("tags"))
        .innerJoin("search_keys", (j) => j.onRef("search_keys.object_id", "=", "tags.id").on("search_keys.kind", "=", "TAG"))
        .select(["tags.id", "tags.value"])
        .where(startsWith(sql.ref("search_keys.key"), value))
        .where("tags.id", "in", visible)
        .orderBy("search_keys.key")
        .limit(limit)
        .execute();
      return rows;
    },

    /** The finder's search: every kind asked, at most `limit` of each, chosen items left out by the caller. */
    async finderSearch(
      actor: Actor,
      input: { kinds: readonly FinderKind[]; query: string; limit?: number; withoutMe?: boolean },
    ): Promise<FinderItem[]> {
      const groups = await Promise.all(
        input.kinds.map(async (kind) => {
          const group = await find(actor, {
            query: input.query,
            indexName: FINDER_KINDS[kind],
            limit: input.limit ?? DEFAULT_LIMIT,
            withoutMe: input.withoutMe ?? false,
          });
          return group.objects.map((o) => toFinderItem(input.kinds, kind, o));
        }),
      );
      return groups.flat();
    },

    /** Items already chosen (posted values of a finder field), in the order given; unknown ones are dropped. */
    async finderItems(actor: Actor, input: { kinds: readonly FinderKind[]; values: readonly string[] }): Promise<FinderItem[]> {
      const user = requireUser(actor);
      const parsed = input.values
        .slice(0, 100)
        .map((v) => parseFinderValue(input.kinds, v))
        .filter((v) => v !== null);
      const byKind = new Map<FinderKind, number[]>();
      for (const p of parsed) byKind.set(p.kind, [...(byKind.get(p.kind) ?? []), p.id]);
      const found = new Map<string, FinderItem>();
      for (const [kind, ids] of byKind) {
        const objects = await engine.present(user, FINDER_KINDS[kind], ids);
        for (const o of objects) {
          const item = toFinderItem(input.kinds, kind, o);
          found.set(item.value, item);
        }
      }
      return parsed.map((p) => found.get(finderValue(input.kinds, p.kind, p.id))).filter((i): i is FinderItem => !!i);
    },
  };
}

export type Search = ReturnType<typeof createSearch>;
