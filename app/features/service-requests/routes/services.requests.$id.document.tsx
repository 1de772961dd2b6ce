// POST /services/requests/{id}/document: a request's prepared document (a certificate's scan), from the
// multipart form its page shows its handlers (the claims engine's ClaimType.files). Stored, attached and said
// in the history, then back to the request's page with a notice; a refusal comes back there as the notice.
import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { redirect } from "@remix-run/node";
import { requireSignedIn } from "~/platform/remix.server";
import { toId } from "~/platform/ids";
import { attachDocumentFromPage, DOCUMENT_FORM_MAX_BYTES } from "~/features/service-requests/server/pages.server";

export const uploadLimit = DOCUMENT_FORM_MAX_BYTES;

export async function action({ request, params, context }: ActionFunctionArgs) {
  return attachDocumentFromPage(context, requireSignedIn(request, context), toId(params.id), request);
}

/** Not a page: an address typed by hand leads to the request's page. */
export function loader({ request, params, context }: LoaderFunctionArgs) {
  const actor = requireSignedIn(request, context);
  return redirect(`/user/${actor.userId}/approvement-requests/${toId(params.id) ?? ""}`);
}
