// Who may do what with achievements. Role checks live here only: loaders return the flags, components read them.
import type { Actor } from "~/platform/actor";
import { hasAnyRole, ROLE_ADMINISTRATOR } from "~/platform/policies";

/** Keeps the catalogue (adds, edits, archives kinds) and grants and revokes awards (the administrator always may). */
export const ROLE_EDIT_ACHIEVEMENTS = "ROLE_EDIT_ACHIEVEMENTS";
export const ACHIEVEMENTS_ROLES = [ROLE_EDIT_ACHIEVEMENTS, ROLE_ADMINISTRATOR] as const;

/** Everyone signed in reads the catalogue and anyone's awards. */
export function canReadAchievements(actor: Actor): boolean {
  return actor.kind === "user";
}

export function canEditAchievements(actor: Actor): boolean {
  return hasAnyRole(actor, ...ACHIEVEMENTS_ROLES);
}
