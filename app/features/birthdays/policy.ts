// Who may do what with birthdays and posters. Role checks live here only: loaders return the flags.
import type { Actor } from "~/platform/actor";
import { hasAnyRole, ROLE_ADMINISTRATOR } from "~/platform/policies";

/** Edits the birthday and career poster templates (spec: «Birthday and career posters»). */
export const ROLE_POSTER = "ROLE_POSTER";
export const POSTER_ROLES = [ROLE_POSTER, ROLE_ADMINISTRATOR] as const;

/** Everyone signed in reads the birthdays and the congratulations and may wish. */
export function canReadBirthdays(actor: Actor): boolean {
  return actor.kind === "user";
}

export function canEditPosters(actor: Actor): boolean {
  return hasAnyRole(actor, ...POSTER_ROLES);
}
