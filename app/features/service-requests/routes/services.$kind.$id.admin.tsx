// /services/{kind}/{id}/admin: the spec's settings of a service by its number (/services/passes/{id}/admin).
import type { LoaderFunctionArgs } from "@remix-run/node";
import { requireSignedIn } from "~/platform/remix.server";
import { serviceByNumber } from "~/features/service-requests/server/spec-addresses.server";

export function loader({ request, params, context }: LoaderFunctionArgs) {
  requireSignedIn(request, context);
  return serviceByNumber(context, params.id, "/admin");
}
