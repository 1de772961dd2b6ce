// Who may do what with the company's videos. Role checks live here only: loaders return the flags, components read them.
import type { Actor } from "~/platform/actor";
import { hasAnyRole, ROLE_ADMINISTRATOR } from "~/platform/policies";

/** Adds, edits and deletes videos (the administrator always may). */
export const ROLE_EDIT_VIDEOS = "ROLE_EDIT_VIDEOS";

/** Everyone signed in watches. */
export function canReadVideos(actor: Actor): boolean {
  return actor.kind === "user";
}

export function canEditVideos(actor: Actor): boolean {
  return hasAnyRole(actor, ROLE_EDIT_VIDEOS, ROLE_ADMINISTRATOR);
}
