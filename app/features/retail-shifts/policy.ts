// Who may do what with a shop's shifts. Role checks live here only: loaders return the flags, components read them.
// A store manager is, by the directory, the head of the shop's department or of one above it (the domain reads
// that from the departments); these roles manage every shop whatever the directory says.
import type { Actor } from "~/platform/actor";
import { hasAnyRole, ROLE_ADMINISTRATOR } from "~/platform/policies";

/** Manages the shifts of every shop (role group RETAIL_SHIFTS). */
export const ROLE_RETAIL_SHIFTS_ADMIN = "ROLE_RETAIL_SHIFTS_ADMIN";

/** Whether the actor manages every shop by her roles (the administrator always does). */
export function managesEveryShop(actor: Actor): boolean {
  return hasAnyRole(actor, ROLE_RETAIL_SHIFTS_ADMIN, ROLE_ADMINISTRATOR);
}

/** A shop's manager: by her roles, or as the head of the shop's department or of one above it. */
export function canManageShop(actor: Actor, headsShop: boolean): boolean {
  return actor.kind === "user" && (headsShop || managesEveryShop(actor));
}
