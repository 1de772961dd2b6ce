// The spec's addresses of services by number (part 1 §2.3: /services/statements/{id}, /services/passes/{id}/admin,
// /services/passes/{id}/{categoryId}, /services/trips/{id}[/trip/{tripId}]). Ours name a service by its key; a
// company may run several of one kind (passes to each office), so the number is the service's own id, under
// whatever its kind's path says. Each address leads to the service's page by key (its settings, its request),
// which answers 403 to whoever may not ask for it. These are addresses, not pages (no shell of their own): an
// unknown number leads to the portal's «not found» page.
import type { AppLoadContext } from "@remix-run/node";
import { redirect } from "@remix-run/node";
import type { SignedIn } from "~/platform/actor";
import { toId } from "~/platform/ids";

const notFound = () => redirect("/404");

/** The address of the service numbered `id` (then `tail`: "/admin"), for a person who may open it. */
export async function serviceByNumber(context: AppLoadContext, id: string | undefined, tail = "") {
  const number = toId(id);
  const key = number === null ? null : await context.services.serviceRequests.keyOf(number);
  return key === null ? notFound() : redirect(`/services/${key}${tail}`);
}

/** A request's page by its number (the spec's trip in a trip service): its owner's page, else the approver's. */
export async function requestByNumber(context: AppLoadContext, actor: SignedIn, id: string | undefined) {
  const number = toId(id);
  const owner = number === null ? null : await context.services.serviceRequests.ownerOf(number);
  if (owner === null) return notFound();
  return redirect(`/user/${actor.userId}/${owner === actor.userId ? "claims" : "approvement-requests"}/${number}`);
}
