// /knowledge/guide/{id*}/… deeper than the routes' MAX_PATH ids: a section four or more levels down addressed
// by its whole ancestry, as the /api's breadcrumbs and the spec's {id*} give it (ADR 0010). The routes spell at
// most three ids, so this sends a readable section's addresses to their real one (the last three ids), the
// rest of the address kept (an article, create-child…) for the page there to check; a missing or unreadable
// section, or a path that is no chain of ids, is the guide's 404.
import type { LoaderFunctionArgs } from "@remix-run/node";
import { redirect } from "@remix-run/node";
import { requireSignedIn } from "~/platform/remix.server";
import { isMissing } from "~/platform/errors";
import { idOf } from "~/features/guide/server/pages.server";
import { refuse } from "~/features/guide/server/refusals.server";
import { GUIDE, MAX_PATH, guideUrl } from "~/features/guide/ui/urls";
import { guidePageMessages as t } from "~/features/guide/messages";

export const handle = { title: t.title, backTo: GUIDE };

export async function loader({ request, context, params }: LoaderFunctionArgs) {
  const actor = requireSignedIn(request, context);
  const segments = (params["*"] ?? "").split("/").filter(Boolean);
  const chain: number[] = [];
  for (const segment of segments) {
    const id = idOf(segment);
    if (id === null) break;
    chain.push(id);
  }
  // Three ids or fewer are the routes' own addresses: what is left after them matched no page.
  if (chain.length <= MAX_PATH) return refuse({ status: 404, title: t.sectionNotFound });
  // The section its last id names; one the person may not read answers like a missing one (ADR 0009).
  let path: readonly number[];
  try {
    path = (await context.services.guide.section(actor, chain.at(-1)!)).path;
  } catch (error) {
    if (isMissing(error)) return refuse({ status: 404, title: t.sectionNotFound });
    throw error;
  }
  const rest = segments.slice(chain.length).map(encodeURIComponent).join("/");
  return redirect(`${guideUrl.section(path)}${rest ? `/${rest}` : ""}${new URL(request.url).search}`);
}

/** Never rendered: the loader redirects or refuses (the layout's ErrorBoundary shows the refusal). */
export default function DeepSectionAddress() {
  return null;
}
