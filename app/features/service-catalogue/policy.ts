// Who may do what in the catalogues. Role checks live here only: loaders return the flags, components read them.
// Everyone signed in reads both catalogues and asks at their leaves (each service's own audience still applies).
import type { Actor } from "~/platform/actor";
import { hasAnyRole, ROLE_ADMINISTRATOR } from "~/platform/policies";
import { ROLE_SERVICES_ADMIN } from "~/features/service-requests/index.server";

/** Edits both catalogues' trees (granted through the role group SERVICE_CATALOGUE). */
export const ROLE_SERVICE_CATALOGUE_ADMIN = "ROLE_SERVICE_CATALOGUE_ADMIN";

/** Adds, renames, reorders, moves and deletes nodes: the catalogues' editors, the services' and the portal's administrators. */
export function canEditCatalogue(actor: Actor): boolean {
  return hasAnyRole(actor, ROLE_SERVICE_CATALOGUE_ADMIN, ROLE_SERVICES_ADMIN, ROLE_ADMINISTRATOR);
}
