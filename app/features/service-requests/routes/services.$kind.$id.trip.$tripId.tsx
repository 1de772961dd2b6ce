// /services/trips/{id}/trip/{tripId}: the spec's page of one trip of a trip service: the request's page.
import type { LoaderFunctionArgs } from "@remix-run/node";
import { requireSignedIn } from "~/platform/remix.server";
import { requestByNumber } from "~/features/service-requests/server/spec-addresses.server";

export const loader = ({ request, params, context }: LoaderFunctionArgs) =>
  requestByNumber(context, requireSignedIn(request, context), params.tripId);
