// /services/{kind}/{id}/{categoryId}: the spec's form of a service by its number and a category of it
// (/services/passes/{id}/{categoryId}: a visitor's or a car's pass). Our passes are one form whose fields say
// which: the service's page.
import type { LoaderFunctionArgs } from "@remix-run/node";
import { requireSignedIn } from "~/platform/remix.server";
import { serviceByNumber } from "~/features/service-requests/server/spec-addresses.server";

export function loader({ request, params, context }: LoaderFunctionArgs) {
  requireSignedIn(request, context);
  return serviceByNumber(context, params.id);
}
