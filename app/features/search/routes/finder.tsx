// The finder's search with JavaScript: GET /finder?kinds=user,department&q=…[&withoutMe=true] answers
// {items, message} as JSON (the same domain search the no-JS form runs through loadFinder). The client
// leaves out what is already chosen or disabled.
import type { LoaderFunctionArgs } from "@remix-run/node";
import { isDomainError } from "~/platform/errors";
import { isFinderKind, searchable, type FinderItem } from "~/features/search/schema";
import { api } from "~/shared/messages.server";
import { finder, search } from "~/features/search/messages";

export interface FinderAnswer {
  items: FinderItem[];
  message: string | null;
}

const answer = (body: FinderAnswer, status = 200) => Response.json(body, { status, headers: { "Cache-Control": "no-store" } });

export async function loader({ request, context }: LoaderFunctionArgs) {
  if (context.actor.kind !== "user") return answer({ items: [], message: api.unauthorized }, 401);
  const url = new URL(request.url);
  const kinds = [...new Set(url.searchParams.getAll("kinds").flatMap((k) => k.split(",")))];
  if (kinds.length === 0 || !kinds.every(isFinderKind)) return answer({ items: [], message: search.unknownKind }, 400);
  const query = (url.searchParams.get("q") ?? "").slice(0, 200);
  if (!searchable(query)) return answer({ items: [], message: search.queryTooShort });
  try {
    const items = await context.services.search.finderSearch(context.actor, {
      kinds,
      query,
      limit: 20,
      withoutMe: url.searchParams.get("withoutMe") === "true",
    });
    return answer({ items, message: items.length === 0 ? finder.nothingFound : null });
  } catch (error) {
    if (isDomainError(error)) return answer({ items: [], message: error.message });
    throw error;
  }
}
