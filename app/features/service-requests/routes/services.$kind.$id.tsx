// /services/{kind}/{id}: the spec's address of a service by its number (/services/statements/{id},
// /services/trips/{id}): its page by key (server/spec-addresses.server.ts).
import type { LoaderFunctionArgs } from "@remix-run/node";
import { requireSignedIn } from "~/platform/remix.server";
import { serviceByNumber } from "~/features/service-requests/server/spec-addresses.server";

export function loader({ request, params, context }: LoaderFunctionArgs) {
  requireSignedIn(request, context);
  return serviceByNumber(context, params.id);
}
