// Who may do what with claims. Owners and handlers act on their own claims (workflow.ts); claims
// administrators (spec: ROLE_EDIT_USER_CLAIMS "claims administration"; the portal's administrators
// too) see every claim and may make any move.
import type { Actor } from "~/platform/actor";
import { hasAnyRole, ROLE_ADMINISTRATOR } from "~/platform/policies";

export const ROLE_EDIT_USER_CLAIMS = "ROLE_EDIT_USER_CLAIMS";

/** The role names the claims' policy reads (its manifest's roles). */
export const CLAIMS_ROLES = [ROLE_EDIT_USER_CLAIMS] as const;

/** Who handles support requests besides administrators. */
export const CLAIM_HANDLER_ROLES = [ROLE_EDIT_USER_CLAIMS] as const;

/** Claims administrators' roles (isClaimsAdmin); they open /admin/claims. */
export const CLAIMS_ADMIN_ROLES = [ROLE_EDIT_USER_CLAIMS, ROLE_ADMINISTRATOR] as const;

/** Sees every claim and makes any move. */
export function isClaimsAdmin(actor: Actor): boolean {
  return hasAnyRole(actor, ...CLAIMS_ADMIN_ROLES);
}
