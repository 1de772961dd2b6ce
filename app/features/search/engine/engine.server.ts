// The portal search's full-text engine (issue #16): the features' indexers (platform/feature.ts
// SearchIndexer) feed one store through the text pipeline, and a query is answered the same way on both
// databases: every word by its stem (the last, or every one for people and catalogues, also as the start of
// a word), within what the person may see, counted before paging. A query that finds nothing is tried again
// in the other keyboard layout, then with its long words corrected to indexed words a typo or two away;
// the retry that answers names itself (`correctedQuery`).
import type { Kysely } from "kysely";
import type { SignedIn } from "~/platform/actor";
import type { DialectName } from "~/platform/db/db.server";
import type { Database } from "~/platform/db/schema";
import type { EventConsumer } from "~/platform/events.server";
import type { SearchDocument, SearchIndexer, SearchScope } from "~/platform/feature";
import { allowedTypos, analyze, editDistance, queryTerms, switchLayout, type QueryTerm } from "../text";
import { searchBackendOf, type IndexedItem, type MatchResult, type SearchDb } from "./backend.server";
import { excerptOf } from "./excerpt.server";
import { loadWhole, nextIndexName, rebuildingNow, startRebuild, type RebuildStarted, type WriteDocs } from "./rebuild.server";
import { consumerPrefix, searchStatus, type SearchStatus } from "./status.server";
import { recordTechEvent } from "~/platform/audit.server";

/** Indexed words a typo is compared with, most frequent first. */
const TYPO_CANDIDATES = 300;

export interface FoundItems {
  indexName: string;
  /** Everything the person may see that matched; `objects` is one page of it. */
  total: number;
  /** The index's objects (spec §3) with `snippet` and `highlight`, and `target`: the page it opens. */
  objects: Record<string, unknown>[];
  /** The query a retry answered (other layout, typos corrected); null when the query itself did. */
  correctedQuery: string | null;
}

export interface FindRequest {
  indexName: string;
  /** The cleaned query (cleanQuery), at least 3 characters. */
  query: string;
  limit: number;
  offset: number;
  /** Leave the reader's own item out (the indexer says which it is). */
  withoutMe?: boolean;
  /** One part of the index the indexer names (CONTACT: "user", "another"). */
  part?: string | null;
  /** false: the query as typed only, no retry (the results pages retry all their blocks together). */
  retries?: boolean;
}

const itemOf = (indexName: string, doc: SearchDocument): IndexedItem => ({
  indexName,
  objectId: doc.objectId,
  scopeId: doc.scopeId,
  title: analyze(doc.title),
  body: analyze(doc.body),
  freshAt: doc.freshAt,
});

export function createSearchEngine(
  db: Kysely<Database>,
  dialect: DialectName,
  indexers: readonly SearchIndexer[],
  now: () => Date = () => new Date(),
) {
  const backend = searchBackendOf(dialect);
  const byName = new Map(indexers.map((indexer) => [indexer.indexName, indexer]));
  /** This process's rebuilds still running. */
  const running = new Set<Promise<void>>();

  /** Writes the documents into `indexName` and takes out the ids they no longer include. */
  const writeDocs: WriteDocs = async (trx, indexName, docs, ids) => {
    const kept = new Set(docs.map((d) => d.objectId));
    await backend.write(
      trx,
      docs.map((doc) => itemOf(indexName, doc)),
    );
    await backend.remove(
      trx,
      indexName,
      ids.filter((id) => !kept.has(id)),
    );
  };

  /** The items of these ids as the indexer has them now, in the live index and in one being rebuilt. */
  async function reindex(trx: SearchDb, indexer: SearchIndexer, ids: readonly number[]): Promise<void> {
    if (ids.length === 0) return;
    const docs = await indexer.load(trx, ids);
    await writeDocs(trx, indexer.indexName, docs, ids);
    if ((await rebuildingNow(trx)).has(indexer.indexName)) await writeDocs(trx, nextIndexName(indexer.indexName), docs, ids);
  }

  async function match(indexer: SearchIndexer, terms: QueryTerm[], request: FindRequest, scope: SearchScope): Promise<MatchResult> {
    if (terms.length === 0) return { total: 0, hits: [] };
    return backend.match(db, {
      indexName: indexer.indexName,
      terms,
      scope: scope === "all" ? undefined : scope,
      limit: request.limit,
      offset: request.offset,
    });
  }

  /** The query's words corrected to indexed words within their allowed typos; null when none changes. */
  async function corrected(indexer: SearchIndexer, terms: QueryTerm[]): Promise<string | null> {
    let changed = false;
    const words: string[] = [];
    for (const term of terms) {
      const typos = allowedTypos(term.word);
      let best = term.word;
      if (typos > 0) {
        const near = await backend.vocabulary(db, indexer.indexName, {
          firstLetter: term.word[0]!,
          minLength: term.word.length - typos,
          maxLength: term.word.length + typos,
          limit: TYPO_CANDIDATES,
        });
        // Most frequent first: the first word close enough wins; the word itself (found as typed) stays.
        const hit = near.find((w) => w.term === term.word || editDistance(w.term, term.word, typos) <= typos);
        if (hit && hit.term !== term.word) {
          best = hit.term;
          changed = true;
        }
      }
      words.push(best);
    }
    return changed ? words.join(" ") : null;
  }

  async function find(reader: SignedIn, request: FindRequest): Promise<FoundItems> {
    const indexer = byName.get(request.indexName);
    if (!indexer) throw new Error(`No search indexer ${request.indexName}`);
    const allPrefix = indexer.allPrefix ?? false;
    const termsOf = (query: string) => queryTerms(query, { allPrefix });
    let answered = request.query;
    let correctedQuery: string | null = null;
    // Once for the query and its retries: the guide's reads its whole section tree.
    const scope = await indexer.scope(reader, { withoutMe: request.withoutMe ?? false, part: request.part ?? null });
    let result = await match(indexer, termsOf(request.query), request, scope);
    const retries = request.retries ?? true;
    if (retries && result.total === 0) {
      const switched = switchLayout(request.query);
      const retry = switched === request.query ? result : await match(indexer, termsOf(switched), request, scope);
      if (retry.total > 0) [result, answered, correctedQuery] = [retry, switched, switched];
    }
    if (retries && result.total === 0) {
      const fixed = await corrected(indexer, termsOf(request.query));
      const retry = fixed ? await match(indexer, termsOf(fixed), request, scope) : result;
      if (fixed && retry.total > 0) [result, answered, correctedQuery] = [retry, fixed, fixed];
    }
    const ids = result.hits.map((h) => h.objectId);
    const [objects, docs] = await Promise.all([indexer.present(reader, ids), ids.length ? indexer.load(db, ids) : []]);
    const textOf = new Map(docs.map((d) => [d.objectId, d]));
    const terms = termsOf(answered);
    return {
      indexName: indexer.indexName,
      total: result.total,
      objects: objects.map((object) => {
        const o = object as Record<string, unknown>;
        const doc = textOf.get(Number(o.id));
        return { ...o, ...excerptOf(doc?.title ?? "", doc?.body ?? "", terms), target: indexer.target(object) };
      }),
      correctedQuery,
    };
  }

  const placeOf = (indexer: SearchIndexer) => indexer.block?.order ?? Number.MAX_SAFE_INTEGER;
  const ordered = [...indexers].sort((a, b) => placeOf(a) - placeOf(b));

  return {
    /** The indexers, in the order of their blocks on the results pages (those without a block last). */
    indexers: ordered,
    /** /admin/search: each index's items and waiting events, and the last rebuild. */
    status: (): Promise<SearchStatus> => searchStatus(db, ordered),
    has: (indexName: string) => byName.has(indexName),
    /** Items of an index by id as the reader may see them, in the order of `ids` (the finder's chosen items). */
    present: (reader: SignedIn, indexName: string, ids: readonly number[]) =>
      byName.get(indexName)?.present(reader, ids) ?? Promise.resolve([]),
    /** How the finder lists an index's presented object (its indexer's finderLabel, else its name). */
    finderLabel(indexName: string, object: unknown): { label: string; hint: string | null } {
      const own = byName.get(indexName)?.finderLabel;
      return own ? own(object) : { label: (object as { name: string }).name, hint: null };
    },
    /** The parts an index is grouped by (its indexer's `parts`), none when it has none. */
    partsOf: (indexName: string): readonly { key: string; name: string }[] => byName.get(indexName)?.parts ?? [],
    find,
    /**
     * Starts rebuilding these indexes (all when none is named) and answers at once; search answers from the
     * old ones until each new one is whole. A rebuild already running: «Индексы уже перестраиваются».
     */
    async rebuild(by: number | null, indexNames?: readonly string[]): Promise<RebuildStarted> {
      const chosen = indexNames ? indexers.filter((ix) => indexNames.includes(ix.indexName)) : indexers;
      const started = await startRebuild(db, backend, chosen, writeDocs, { by, now });
      // The operators' record (/admin/ts-logs): who started which rebuild.
      await recordTechEvent(db, { kind: "SEARCH_REBUILD", userId: by, details: { indexes: chosen.map((ix) => ix.indexName) }, at: now() });
      running.add(started.done);
      void started.done.finally(() => running.delete(started.done));
      return started;
    },
    /** Waits for this process's rebuilds to end (before the database closes; a test before it reads the data). */
    async settled(): Promise<void> {
      await Promise.all(running);
    },
    /** Builds each index that holds nothing while its feature has documents (a first start, a new index). */
    async catchUp(): Promise<void> {
      for (const indexer of indexers) {
        const [first] = await indexer.idsAfter(db, 0, 1);
        if (first === undefined) continue;
        const indexed = await db
          .selectFrom("search_items")
          .select("object_id")
          .where("index_name", "=", indexer.indexName)
          .limit(1)
          .executeTakeFirst();
        if (!indexed) await loadWhole(db, indexer, indexer.indexName, writeDocs);
      }
    },
    /** One outbox consumer per indexer and event type: the ids an event names are indexed again in its delivery. */
    consumers(): EventConsumer[] {
      return indexers.flatMap((indexer) =>
        Object.entries(indexer.events).map(([type, idsOf]) => ({
          name: `${consumerPrefix(indexer.indexName)}${type}`,
          types: [type],
          handle: (payload, trx) => reindex(trx, indexer, [...new Set(idsOf(payload))]),
        })),
      );
    },
  };
}

export type SearchEngine = ReturnType<typeof createSearchEngine>;
