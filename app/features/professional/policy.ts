// Who may do what in the best-in-profession contest. Role checks live here only.
import type { Actor } from "~/platform/actor";
import { hasAnyRole, ROLE_ADMINISTRATOR } from "~/platform/policies";

/** Adds, edits and deletes the contest's years and winners (the administrator always may). */
export const ROLE_EDIT_PROFESSIONAL = "ROLE_EDIT_PROFESSIONAL";

/** Everyone signed in reads the results. */
export function canReadProfessional(actor: Actor): boolean {
  return actor.kind === "user";
}

export function canEditProfessional(actor: Actor): boolean {
  return hasAnyRole(actor, ROLE_EDIT_PROFESSIONAL, ROLE_ADMINISTRATOR);
}
