// Who may handle suggested corrections: any signed-in person sends one; administrators read and
// resolve them (the spec names no role of its own).
import type { Actor } from "~/platform/actor";
import { hasAnyRole, ROLE_ADMINISTRATOR } from "~/platform/policies";

/** The roles that open /admin/suggestions (the admin area lists the page for them). */
export const SUGGESTIONS_ADMIN_ROLES = [ROLE_ADMINISTRATOR] as const;

/** See suggested corrections, open their source and mark them resolved. */
export function canManageSuggestions(actor: Actor): boolean {
  return hasAnyRole(actor, ...SUGGESTIONS_ADMIN_ROLES);
}
