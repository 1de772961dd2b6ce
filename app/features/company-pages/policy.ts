// Who may do what in О компании. Role checks live here only: loaders return the flags, components read them.
import type { Actor } from "~/platform/actor";
import { hasAnyRole, ROLE_ADMINISTRATOR } from "~/platform/policies";

/** Edits the company's pages (history, values, strategy, the portal's updates...); a role group of its own. */
export const ROLE_EDIT_COMPANY_PAGES = "ROLE_EDIT_COMPANY_PAGES";
/** The spec's competences admin (part 1 §6). */
export const ROLE_UPDATE_COMPETENCES = "ROLE_UPDATE_COMPETENCES";

/** Who opens /admin/competences (the admin area lists it for them). */
export const COMPETENCE_EDITOR_ROLES = [ROLE_UPDATE_COMPETENCES, ROLE_ADMINISTRATOR] as const;

/** Everyone signed in reads. */
export function canReadCompanyPages(actor: Actor): boolean {
  return actor.kind === "user";
}

export function canEditCompanyPages(actor: Actor): boolean {
  return hasAnyRole(actor, ROLE_EDIT_COMPANY_PAGES, ROLE_ADMINISTRATOR);
}

export function canEditCompetences(actor: Actor): boolean {
  return hasAnyRole(actor, ...COMPETENCE_EDITOR_ROLES);
}
