// The finder's server half. Without JavaScript the finder is a search field inside the host form:
// "Найти" submits the whole form with GET to the same page, so the query (finder_<name>_q), the items
// already chosen (<name>=value, repeated) and every other field come back in the URL. The host route's
// loader calls loadFinder() and hands the result to <Finder>. With JavaScript the same search runs
// through the /finder resource route (app/features/search/routes/finder.tsx).
import type { AppLoadContext } from "@remix-run/node";
import { isDomainError } from "~/platform/errors";
import { cleanQuery, finderQueryParam, searchable, type FinderItem, type FinderKind, type FinderState } from "~/features/search/schema";

export type { FinderState };
import { finder, search } from "~/features/search/messages";

export interface FinderOptions {
  /** The form field the chosen items are posted as (e.g. "userId", "userIds"). */
  name: string;
  kinds: readonly FinderKind[];
  /** Checkboxes (several items) or radios (one). */
  multiple?: boolean;
  /** Values that may not be chosen (e.g. the record's own person); they are not offered. */
  disabled?: readonly string[];
  /** Leave the signed-in person out. */
  withoutMe?: boolean;
  limit?: number;
}

/**
 * Runs the finder of one host form field for this request. `values` overrides the chosen values read
 * from the URL (an action that failed validation passes what was posted).
 */
export async function loadFinder(
  request: Request,
  context: Pick<AppLoadContext, "services" | "actor">,
  options: FinderOptions,
  values?: readonly string[],
): Promise<FinderState> {
  const url = new URL(request.url);
  const multiple = options.multiple ?? false;
  const disabled = [...(options.disabled ?? [])];
  let chosenValues = (values ?? url.searchParams.getAll(options.name)).filter((v) => v !== "");
  if (!multiple) chosenValues = chosenValues.slice(-1);
  const query = (url.searchParams.get(finderQueryParam(options.name)) ?? "").slice(0, 200);
  const s = context.services.search;

  const chosen = chosenValues.length > 0 ? await s.finderItems(context.actor, { kinds: options.kinds, values: chosenValues }) : [];
  let results: FinderItem[] = [];
  let message: string | null = null;
  if (cleanQuery(query) !== "") {
    if (!searchable(query)) {
      message = search.queryTooShort;
    } else {
      try {
        const skip = new Set([...disabled, ...chosen.map((c) => c.value)]);
        const found = await s.finderSearch(context.actor, {
          kinds: options.kinds,
          query,
          limit: (options.limit ?? 10) + skip.size,
          withoutMe: options.withoutMe,
        });
        results = found.filter((item) => !skip.has(item.value)).slice(0, (options.limit ?? 10) * options.kinds.length);
        if (results.length === 0) message = finder.nothingFound;
      } catch (error) {
        if (!isDomainError(error)) throw error;
        message = error.message;
      }
    }
  }
  return {
    name: options.name,
    kinds: [...options.kinds],
    multiple,
    disabled,
    withoutMe: options.withoutMe ?? false,
    query,
    results,
    chosen,
    message,
  };
}
