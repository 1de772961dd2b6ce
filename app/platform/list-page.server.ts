// The address of a filtered, keyset-paged list page (the admin area's logs, consents): its filters read from
// the query (a GET form, so it works without JavaScript and its address can be shared; filters it cannot read
// give their messages by field, never a 500), and the next page's address with the same filters.
import type { AppLoadContext } from "@remix-run/node";
import { isDomainError } from "./errors";
import { appPathname } from "./remix.server";
import { parseInput } from "./validate";

/** The query's filters by `schema`, or the messages of those it cannot read (by field; "" for the whole). */
export function queryFilters<T>(
  request: Request,
  schema: Parameters<typeof parseInput<T>>[0],
): { filter: T | null; errors: Record<string, string> } {
  const query = Object.fromEntries(new URL(request.url).searchParams);
  try {
    return { filter: parseInput(schema, query), errors: {} };
  } catch (error) {
    if (!isDomainError(error)) throw error;
    return { filter: null, errors: error.fieldErrors ?? { "": error.message } };
  }
}

/** This page's app path with its filters and the keyset parameter `key` moved on to `next` (null: no next page). */
export function nextPageHref(request: Request, context: AppLoadContext, key: "after" | "before", next: number | null): string | null {
  if (next === null) return null;
  const query = new URL(request.url).searchParams;
  query.delete("_data");
  query.set(key, String(next));
  return `${appPathname(request, context)}?${query}`;
}
