// Who may do what in the corporate university. Role checks live here only: loaders return the flags, components
// read them.
import type { Actor } from "~/platform/actor";
import { hasAnyRole, ROLE_ADMINISTRATOR } from "~/platform/policies";

/** Adds, edits, reorders and deletes courses and literature (the administrator always may). */
export const ROLE_EDIT_UNIVERSITY = "ROLE_EDIT_UNIVERSITY";

/** Everyone signed in reads the courses and the literature, and downloads its files. */
export function canReadUniversity(actor: Actor): boolean {
  return actor.kind === "user";
}

export function canEditUniversity(actor: Actor): boolean {
  return hasAnyRole(actor, ROLE_EDIT_UNIVERSITY, ROLE_ADMINISTRATOR);
}
