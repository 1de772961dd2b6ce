// Who may do what in the hall of fame. Role checks live here only: loaders return the flags, components read them.
import type { Actor } from "~/platform/actor";
import { hasAnyRole, ROLE_ADMINISTRATOR } from "~/platform/policies";

/** Creates, edits and deletes boards and the people on them (the administrator always may). */
export const ROLE_EDIT_WALKFAME = "ROLE_EDIT_WALKFAME";

/** Everyone signed in reads every board. */
export function canReadWalkfame(actor: Actor): boolean {
  return actor.kind === "user";
}

export function canEditWalkfame(actor: Actor): boolean {
  return hasAnyRole(actor, ROLE_EDIT_WALKFAME, ROLE_ADMINISTRATOR);
}
