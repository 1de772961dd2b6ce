// The results pages' reads (issue #16 points 1 and 8): every block for a query, ≤ 10 items each, in the
// spec's order (part 1 §2.5), and one index by pages, from the full-text engine's indexes that have a block:
// their items come with their snippet, highlight and target.
import type { SignedIn } from "~/platform/actor";
import { invalid } from "~/platform/errors";
import { search } from "~/features/search/messages";
import { parseInput } from "~/platform/validate";
import { pageQuerySchema, type IndexName } from "../schema";
import type { SearchEngine } from "../engine/engine.server";

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

const fullName = (o: Record<string, unknown>) => [o.surname, o.name, o.middlename].filter(Boolean).join(" ");
/** The characters of an item's text that name it when it has no title of its own. */
const UNTITLED_CHARS = 100;
const untitled = (text: unknown) => {
  const plain = typeof text === "string" ? text.replace(/\s+/g, " ").trim() : "";
  return plain.length > UNTITLED_CHARS ? `${plain.slice(0, UNTITLED_CHARS).trimEnd()}…` : plain;
};

export function createResultPages(engine: SearchEngine) {
  // Indexes without a block (people, positions, roles, tags) are asked by the calls and the finder only.
  const blocks = engine.indexers
    .flatMap((ix) => (ix.block ? [{ indexName: ix.indexName as IndexName, order: ix.block.order, header: ix.block.header }] : []))
    .sort((a, b) => a.order - b.order);

  const showOf = (object: unknown): FoundObject => {
    const o = object as Record<string, unknown> & { id: number };
    // A contact card's name is the person's full name (or the service record's); a post without a title is
    // named by the start of its text.
    const title = typeof o.surname === "string" ? fullName(o) : String(o.name ?? o.question ?? (o.title || untitled(o.text)));
    return { ...o, title, target: String(o.target) };
  };

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
        engine
          .find(actor, { indexName: block.indexName, query, limit: BLOCK_LIMIT, offset: 0, retries })
          .then((group) => ({ block, group }));
      let found = await Promise.all(blocks.map(search(false)));
      if (found.every((f) => f.group.total === 0)) found = await Promise.all(blocks.map(search(true)));
      return {
        query,
        correctedQuery: found.find((f) => f.group.total > 0 && f.group.correctedQuery)?.group.correctedQuery ?? null,
        blocks: found
          .filter((f) => f.group.total > 0)
          .map(({ block, group }) => ({ ...block, total: group.total, objects: group.objects.map(showOf) })),
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
      const group = await engine.find(actor, { indexName, query, limit: PAGE_SIZE, offset });
      const objects = group.objects.map(showOf);
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
