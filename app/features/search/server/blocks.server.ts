// The results pages' reads (issue #16 points 1 and 8): every block for a query, ≤ 10 items each, in the
// spec's order (part 1 §2.5), and one index by pages. The engine's indexes come with their snippet,
// highlight and target; the indexes still answered by keys (vacancies) get their target here until they
// move onto the engine.
import type { SignedIn } from "~/platform/actor";
import { invalid, isDomainError } from "~/platform/errors";
import { search } from "~/features/search/messages";
import { blockHeaders } from "~/features/search/messages.server";
import { parseInput } from "~/platform/validate";
import { pageQuerySchema, type IndexName } from "../schema";
import type { SearchEngine } from "../engine/engine.server";
import type { SearchGroup } from "./find.server";

export const BLOCK_LIMIT = 10;
export const PAGE_SIZE = 20;

/** One block of the results: an index's header, how many it found in all and the items shown. */
export interface ResultBlock {
  indexName: IndexName;
  header: string;
  total: number;
  objects: FoundObject[];
}

/** A found item as the pages show it: its spec fields, and what to link and print. */
export type FoundObject = Record<string, unknown> & { id: number; target: string; title: string; highlight?: string };

export interface ResultsPage {
  query: string;
  correctedQuery: string | null;
  blocks: ResultBlock[];
}

interface KeyedIndex {
  indexName: keyof typeof blockHeaders;
  order: number;
  /** The object's title and the page it opens. */
  show(object: Record<string, unknown>): { title: string; target: string };
}

const fullName = (o: Record<string, unknown>) => [o.surname, o.name, o.middlename].filter(Boolean).join(" ");
/** The characters of an item's text that name it when it has no title of its own. */
const UNTITLED_CHARS = 100;
const untitled = (text: unknown) => {
  const plain = typeof text === "string" ? text.replace(/\s+/g, " ").trim() : "";
  return plain.length > UNTITLED_CHARS ? `${plain.slice(0, UNTITLED_CHARS).trimEnd()}…` : plain;
};

/** The indexes still searched by keys, shown on the pages with the engine's (spec §2.5 order). */
const KEYED: readonly KeyedIndex[] = [
  { indexName: "VACANCY", order: 12, show: (o) => ({ title: String(o.position ?? o.name), target: `/vacancies/${String(o.id)}` }) },
];

type Find = (actor: SignedIn, input: { query: string; indexName: string; limit?: number; noLimit?: boolean }) => Promise<SearchGroup>;

export function createResultPages(find: Find, engine: SearchEngine | null) {
  // Indexes without a block (people, positions, roles, tags) are asked by the calls and the finder only.
  const engineBlocks = (engine?.indexers ?? []).flatMap((ix) =>
    ix.block ? [{ indexName: ix.indexName as IndexName, order: ix.block.order, header: ix.block.header }] : [],
  );
  const keyedBlocks = KEYED.map((k) => ({ indexName: k.indexName, order: k.order, header: blockHeaders[k.indexName] }));
  const blocks = [...engineBlocks, ...keyedBlocks].sort((a, b) => a.order - b.order);

  const showOf = (indexName: IndexName, object: unknown): FoundObject => {
    const o = object as Record<string, unknown> & { id: number };
    const keyed = KEYED.find((k) => k.indexName === indexName);
    if (keyed) return { ...o, ...keyed.show(o) };
    // A contact card's name is the person's full name (or the service record's); a post without a title is
    // named by the start of its text.
    const title = typeof o.surname === "string" ? fullName(o) : String(o.name ?? o.question ?? (o.title || untitled(o.text)));
    return { ...o, title, target: String(o.target) };
  };

  const empty = (block: { indexName: IndexName }): SearchGroup => ({ indexName: block.indexName, total: 0, objects: [] });
  /** A block still searched by keys; a query that is no word for them ("---") is simply nothing found there. */
  const keyedGroup = (actor: SignedIn, indexName: IndexName, query: string): Promise<SearchGroup> =>
    find(actor, { query, indexName, limit: BLOCK_LIMIT }).catch((error: unknown) => {
      if (isDomainError(error) && error.kind === "invalid") return empty({ indexName });
      throw error;
    });

  /** The query as the pages take it (the calls' rule): cleaned, at least 3 characters, else the refusal beside the field. */
  const checked = (raw: string): string => parseInput(pageQuerySchema, { query: raw }).query;

  return {
    blocks,

    /**
     * /search/all/{query}: every non-empty block, at most 10 items each. The query as typed first, in every
     * block; only when no block finds it are the engine's blocks asked again with its retries (the other
     * layout, corrected typos): a block never shows a "corrected" match beside blocks that found the query,
     * and a query that finds something costs one search per block.
     */
    async all(actor: SignedIn, raw: string): Promise<ResultsPage> {
      const query = checked(raw);
      const search = (retries: boolean) => (block: (typeof blocks)[number]) =>
        (engine?.has(block.indexName)
          ? engine.find(actor, { indexName: block.indexName, query, limit: BLOCK_LIMIT, offset: 0, retries })
          : keyedGroup(actor, block.indexName, query)
        ).then((group) => ({ block, group }));
      let found = await Promise.all(blocks.map(search(false)));
      if (found.every((f) => f.group.total === 0))
        found = await Promise.all(
          blocks.map((block) => (engine?.has(block.indexName) ? search(true)(block) : { block, group: empty(block) })),
        );
      return {
        query,
        correctedQuery: found.find((f) => f.group.total > 0 && f.group.correctedQuery)?.group.correctedQuery ?? null,
        blocks: found
          .filter((f) => f.group.total > 0)
          .map(({ block, group }) => ({ ...block, total: group.total, objects: group.objects.map((o) => showOf(block.indexName, o)) })),
      };
    },

    /** /search/{INDEX}/{query}: one index, 20 a page (`page` from 0); a page past the end is empty, its total true. */
    async index(
      actor: SignedIn,
      indexName: IndexName,
      raw: string,
      page: number,
    ): Promise<ResultsPage & { page: number; pageSize: number }> {
      const query = checked(raw);
      const block = blocks.find((b) => b.indexName === indexName);
      if (!block) throw invalid(search.unknownIndex);
      const offset = PAGE_SIZE * page;
      // The engine pages in its query; the keyed indexes find everything (a few hundred at most) and are cut here.
      const group = engine?.has(indexName)
        ? await engine.find(actor, { indexName, query, limit: PAGE_SIZE, offset })
        : await find(actor, { query, indexName, noLimit: true }).then((g) => ({
            ...g,
            objects: g.objects.slice(offset, offset + PAGE_SIZE),
          }));
      const objects = group.objects.map((o) => showOf(indexName, o));
      return {
        query,
        correctedQuery: group.correctedQuery ?? null,
        blocks: [{ ...block, total: group.total, objects }],
        page,
        pageSize: PAGE_SIZE,
      };
    },
  };
}
