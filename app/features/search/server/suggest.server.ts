// The header dropdown's answer (issue #16 point 7): the blocks of /search/all/{query}, from the same
// results.all (blocks.server.ts), so the dropdown and the page agree on the query's cleaning, the blocks'
// order, what the person may see, the totals and the statements run (one search per block, whatever is
// found). Only what the dropdown prints leaves the server: a title, the excerpt, the page it opens.
import type { AppLoadContext } from "@remix-run/node";
import type { SignedIn } from "~/platform/actor";
import { isDomainError } from "~/platform/errors";
import { suggest as t } from "~/features/search/ui/dropdown/messages";
import { indexResultsPath, type IndexName } from "../query";
import { BLOCK_LIMIT, type FoundObject } from "./blocks.server";
import { MAX_QUERY } from "./pages.server";

/** One found item as the dropdown shows it. */
export interface SuggestItem {
  /** Plain text: the client sets it as text. */
  title: string;
  /**
   * The engine's excerpt: the item's text escaped, with only <mark> added around the matches
   * (engine/excerpt.server.ts). The one piece of HTML the client inserts as is; null for the indexes
   * that have none yet.
   */
  highlight: string | null;
  /** Plain text under the title when there is no highlight: the snippet, or a person's position. */
  hint: string | null;
  /** The page the item opens, a portal path (the client puts the base path before it). */
  target: string;
}

export interface SuggestBlock {
  indexName: IndexName;
  header: string;
  total: number;
  /** At most 10. */
  items: SuggestItem[];
  /** /search/{INDEX}/{query}: only when the block found more than it shows (total above 10). */
  allUrl: string | null;
}

/** 200: `blocks` (possibly none, then `message` says so); 400/401: `message` alone. */
export interface SuggestAnswer {
  /** The cleaned query the links name. */
  query: string;
  correctedQuery: string | null;
  blocks: SuggestBlock[];
  message: string | null;
}

export type SuggestResult = { status: 200; body: SuggestAnswer } | { status: 400; body: { message: string } };

const text = (value: unknown) => (typeof value === "string" && value !== "" ? value : null);

function itemOf(object: FoundObject): SuggestItem {
  const highlight = text(object.highlight);
  return {
    title: object.title,
    highlight,
    hint: highlight ? null : (text(object.snippet) ?? text(object.position)),
    target: object.target,
  };
}

/**
 * GET /search/suggest?q=…: every non-empty block of the query, ≤ 10 items each. A query under 3 characters
 * after cleaning, or a refusal of the search (a DomainError), is a 400 with its message: the client shows
 * «Ошибка поиска: {message}».
 */
export async function suggestBlocks(context: Pick<AppLoadContext, "services">, actor: SignedIn, typed: string): Promise<SuggestResult> {
  try {
    const found = await context.services.search.results.all(actor, typed.slice(0, MAX_QUERY));
    // Counted as the dropdown's: a query its author extends within 10 s is not (stats/recorder.server.ts).
    context.services.searchStats.record({
      reader: actor,
      query: found.query,
      source: "dropdown",
      blocks: found.blocks,
      corrected: found.correctedQuery !== null,
    });
    const blocks = found.blocks.map((block) => ({
      indexName: block.indexName,
      header: block.header,
      total: block.total,
      items: block.objects.slice(0, BLOCK_LIMIT).map(itemOf),
      allUrl: block.total > BLOCK_LIMIT ? indexResultsPath(block.indexName, found.query) : null,
    }));
    return {
      status: 200,
      body: {
        query: found.query,
        correctedQuery: found.correctedQuery,
        blocks,
        message: blocks.length === 0 ? t.nothingFound : null,
      },
    };
  } catch (error) {
    if (!isDomainError(error)) throw error;
    return { status: 400, body: { message: error.message } };
  }
}
