// Who may do what in Активности. Role checks live here only: loaders return the flags, components read them.
import type { Actor } from "~/platform/actor";
import { hasAnyRole, ROLE_ADMINISTRATOR } from "~/platform/policies";

/** Creates activities and manages any of them (the administrator always may). */
export const ROLE_EDIT_ACTIVITIES = "ROLE_EDIT_ACTIVITIES";

/** Everyone signed in reads and signs up. */
export function canReadActivities(actor: Actor): boolean {
  return actor.kind === "user";
}

export function canEditActivities(actor: Actor): boolean {
  return hasAnyRole(actor, ROLE_EDIT_ACTIVITIES, ROLE_ADMINISTRATOR);
}

/** The organiser manages her own activity (edit, cancel, the participants); editors and administrators any. */
export function canManageActivity(actor: Actor, organiserId: number | null): boolean {
  return canEditActivities(actor) || (actor.kind === "user" && organiserId !== null && actor.userId === organiserId);
}
