// /admin/search (issue #16 point 10): the full-text indexes with their items and waiting events, the last
// rebuild, and the rebuild form (the page's twin of POST /search/create). Administrators only: 403 for
// others. A rebuild started redirects back (303) with a toast; a refusal (one already running) comes back
// on the page.
import { data, type AppLoadContext } from "@remix-run/node";
import { format } from "date-fns";
import { isDomainError } from "~/platform/errors";
import { readForm, redirectWithToast, refusePage, requireSignedIn } from "~/platform/remix.server";
import { parseInput } from "~/platform/validate";
import { searchAdmin as t } from "../admin/messages";
import { canRebuildIndexes } from "../policy";
import { rebuildSchema } from "../schema";

type Args = { request: Request; context: AppLoadContext };

const HERE = "/admin/search";

/** The refusal of a rebuild, shown above the form. */
export type RebuildReply = { error: string };

function administrator(request: Request, context: AppLoadContext) {
  const actor = requireSignedIn(request, context);
  if (!canRebuildIndexes(actor)) throw refusePage(403, { pageTitle: t.title });
  return actor;
}

/** dd.MM.yyyy HH:mm in the server's time zone, formatted here so the page and its hydration agree. */
const when = (iso: string) => format(new Date(iso), "dd.MM.yyyy HH:mm");

export async function searchAdminLoader({ request, context }: Args) {
  administrator(request, context);
  const { indexes, lastRebuild } = await context.services.searchEngine.status();
  return {
    indexes,
    lastRebuild: lastRebuild ? { ...lastRebuild, startedAt: when(lastRebuild.startedAt) } : null,
  };
}

export async function searchAdminAction({ request, context }: Args) {
  const actor = administrator(request, context);
  const form = await readForm(request);
  try {
    // The same rule as POST /search/create: blank (ALL_INDEXES) is every index, a name is taken in any case.
    await context.services.search.rebuildIndexes(actor, parseInput(rebuildSchema, { indexName: form.get("indexName") }));
  } catch (error) {
    if (!isDomainError(error)) throw error;
    return data<RebuildReply>({ error: error.message }, { status: error.kind === "conflict" ? 409 : 400 });
  }
  return redirectWithToast(context, HERE, { type: "success", text: t.rebuildStarted }, { status: 303 });
}
