// Who may do what in the partners club. Role checks live here only: loaders return the flags, components read them.
import type { Actor } from "~/platform/actor";
import { hasAnyRole, ROLE_ADMINISTRATOR } from "~/platform/policies";

/** Manages partners, categories and cities (the administrator always may); granted in role group CLUB. */
export const ROLE_EDIT_CLUB = "ROLE_EDIT_CLUB";

/** Everyone signed in reads the club. */
export function canReadClub(actor: Actor): boolean {
  return actor.kind === "user";
}

export function canEditClub(actor: Actor): boolean {
  return hasAnyRole(actor, ROLE_EDIT_CLUB, ROLE_ADMINISTRATOR);
}
