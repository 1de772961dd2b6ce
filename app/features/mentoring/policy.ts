// Who may do what in mentoring. Anyone signed in offers herself as a mentor and asks one; a request is answered
// by its mentor; a pair's meetings and its close belong to its two people. HR reads every pair.
import type { Actor } from "~/platform/actor";
import { hasAnyRole, ROLE_ADMINISTRATOR } from "~/platform/policies";

/** HR of mentoring (role group MENTORING): sees every pair. */
export const ROLE_MENTORING_HR = "ROLE_MENTORING_HR";

export function readsAllPairs(actor: Actor): boolean {
  return hasAnyRole(actor, ROLE_MENTORING_HR, ROLE_ADMINISTRATOR);
}
