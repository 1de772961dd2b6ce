// The loaders of the search pages (issue #16 point 8), without JavaScript: the header form's GET
// /search?q= and the mobile form's GET /search-result?text= sent on to the query in the path, the blocks
// of /search/all/{query} and /search-result/{text}, one index by pages on /search/{INDEX}/{query}.
// The query is read from the raw path (an encoded "/" stays in it); a broken percent-encoding never gets
// here: Express answers it 400 «Некорректный запрос» (server/app.ts). A query too short is refused beside
// the field, never by a redirect.
import { redirect, type AppLoadContext, type LoaderFunctionArgs } from "@remix-run/node";
import type { SignedIn } from "~/platform/actor";
import { isDomainError } from "~/platform/errors";
import { appPathname, refusePage, requireSignedIn } from "~/platform/remix.server";
import { common, pages } from "~/shared/messages";
import { search } from "~/features/search/messages";
import { results as t } from "~/features/search/results/messages";
import { cleanQuery, type IndexName } from "../query";
import { PAGE_SIZE, type ResultBlock, type ResultsPage } from "./blocks.server";

/** A query longer than this is cut (issue #16, "Bad input": over 200 characters, ours). */
export const MAX_QUERY = 200;
/** A page number above this is no page anyone reached by «Далее»: the first page instead. */
const MAX_PAGE = 100_000;

/** What the pages render: the field's text, the refusal beside it, a failure, the blocks found. */
export interface ResultsView {
  /** The query as the field shows it (typed text, cut; the header's field is refilled with it too). */
  searchQuery: string;
  /** The cleaned query the links name (/search/{INDEX}/{query}), "" when refused. */
  query: string;
  correctedQuery: string | null;
  /** The too-short refusal, shown beside the field. */
  fieldError: string | null;
  /** A failure of the search itself (a DomainError's message, already worded for the page). */
  failure: string | null;
  blocks: ResultBlock[];
}

/**
 * The app path after its first `skip` segments (2 for /search/all/…), decoded: the query as it was typed.
 * The raw path, not the router's splat, which keeps an encoded "/" as "%2F".
 */
export function queryInPath(request: Request, context: AppLoadContext, skip: number): string {
  const rest = appPathname(request, context)
    .split("/")
    .slice(skip + 1)
    .join("/");
  try {
    return decodeURIComponent(rest).slice(0, MAX_QUERY);
  } catch {
    // Only when Express did not see the path first (it refuses these with the same 400).
    throw new Response(common.badRequest, { status: 400 });
  }
}

/**
 * A start page's form landing (GET /search?q=, and the old mobile form's GET /search-result?text=): a query with
 * text left after cleaning goes on to /search/all/{query} (303), the one results address; an empty or stripped
 * one stays on the start page with the refusal. Null: no query asked, the start page as is.
 */
export function startPage(request: Request, field: "q" | "text") {
  const typed = new URL(request.url).searchParams.get(field);
  if (typed === null) return { searchQuery: "", fieldError: null };
  const cleaned = cleanQuery(typed.slice(0, MAX_QUERY));
  if (cleaned) throw redirect(`/search/all/${encodeURIComponent(cleaned)}`, 303);
  return { searchQuery: typed.slice(0, MAX_QUERY), fieldError: search.queryTooShort };
}

const refused = (typed: string, fieldError: string): ResultsView => ({
  searchQuery: typed,
  query: "",
  correctedQuery: null,
  fieldError,
  failure: null,
  blocks: [],
});
const failed = (typed: string, failure: string): ResultsView => ({
  ...refused(typed, ""),
  fieldError: null,
  query: cleanQuery(typed),
  failure,
});

/**
 * What the pages print of a found item: its link, title and excerpt. The items' other spec fields (a
 * contact card's phones, statuses, category…) would only weigh on the page's hydration data.
 */
function shown(blocks: ResultBlock[]): ResultBlock[] {
  return blocks.map((block) => ({
    ...block,
    objects: block.objects.map(({ id, title, target, highlight, snippet, position }) => ({
      id,
      title,
      target,
      ...(highlight ? { highlight } : {}),
      ...(typeof snippet === "string" ? { snippet } : {}),
      ...(typeof position === "string" ? { position } : {}),
    })),
  }));
}

/** Counts an answered search in the statistics (never waits, never throws). */
const recordPage = (context: AppLoadContext, reader: SignedIn, found: ResultsPage, page = 0) =>
  context.services.searchStats.record({
    reader,
    query: found.query,
    source: "page",
    blocks: found.blocks,
    corrected: found.correctedQuery !== null,
    page,
  });

/** A refusal of the query itself (under 3 characters once cleaned; "---", no word) goes beside the field. */
const isQueryRefusal = (error: unknown) => isDomainError(error) && error.fieldErrors?.query !== undefined;

/** /search/all/{query}, /search-result/{text}: every non-empty block of the query. */
export async function loadAllResults(context: AppLoadContext, actor: SignedIn, typed: string): Promise<ResultsView> {
  try {
    const found = await context.services.search.results.all(actor, typed);
    recordPage(context, actor, found);
    return { searchQuery: typed, ...found, blocks: shown(found.blocks), fieldError: null, failure: null };
  } catch (error) {
    if (isQueryRefusal(error)) return refused(typed, (error as Error).message);
    if (!isDomainError(error)) throw error;
    return failed(typed, t.failed(error.message));
  }
}

/** The page number of `?page=N` (from 0): anything else is the first page. */
export function pageNumber(request: Request): number {
  const raw = new URL(request.url).searchParams.get("page") ?? "";
  const page = /^\d{1,9}$/.test(raw) ? Number(raw) : 0;
  return page <= MAX_PAGE ? page : 0;
}

/** The index of /search/{INDEX}/…, any case; one the results pages do not show is a 404 page. */
export function indexOfPath(context: AppLoadContext, raw: string | undefined): IndexName {
  const name = (raw ?? "").toUpperCase();
  const block = context.services.search.results.blocks.find((b) => b.indexName === name);
  if (!block) throw refusePage(404, { pageTitle: pages.notFoundTitle });
  return block.indexName;
}

/** /search/{INDEX}/{query}?page=N: one index, 20 a page; the index's failure is said on the page. */
export async function loadIndexResults(
  context: AppLoadContext,
  actor: SignedIn,
  indexName: IndexName,
  typed: string,
  page: number,
): Promise<ResultsView & { indexName: IndexName; header: string; page: number; pageSize: number }> {
  const results = context.services.search.results;
  const block = results.blocks.find((b) => b.indexName === indexName)!;
  const base = { indexName, header: block.header, page, pageSize: PAGE_SIZE };
  try {
    const found = await results.index(actor, indexName, typed, page);
    recordPage(context, actor, found, page);
    return { ...base, searchQuery: typed, ...found, blocks: shown(found.blocks), fieldError: null, failure: null };
  } catch (error) {
    if (isQueryRefusal(error)) return { ...base, ...refused(typed, (error as Error).message) };
    if (!isDomainError(error)) throw error;
    return { ...base, ...failed(typed, t.categoryFailed(error.message)) };
  }
}

// The route modules' loaders (everyone signed in). A route calls them inside its own arrow: a call at a route
// module's top level would run in the browser too, where this module is empty.

/** /search and /menu/search (the forms' field q), /search-result (the old mobile form's text). */
export function startLoader({ request, context }: LoaderFunctionArgs, field: "q" | "text") {
  requireSignedIn(request, context);
  return startPage(request, field);
}

/** /search/all/{query} (the query after 2 segments), /search-result/{text} (after 1). */
export function allResultsLoader({ request, context }: LoaderFunctionArgs, skip: 1 | 2) {
  return loadAllResults(context, requireSignedIn(request, context), queryInPath(request, context, skip));
}

/** /search/{INDEX}/{query}?page=N. */
export function indexResultsLoader({ request, params, context }: LoaderFunctionArgs) {
  const actor = requireSignedIn(request, context);
  const indexName = indexOfPath(context, params.index);
  return loadIndexResults(context, actor, indexName, queryInPath(request, context, 2), pageNumber(request));
}
