// Who may do what in the contacts directory. Its role names are read here and nowhere else in the
// feature; pages get flags (canEdit) from their loaders.
import type { Actor } from "~/platform/actor";
import { hasAnyRole, ROLE_ADMINISTRATOR } from "~/platform/policies";

/** Our own right (the spec names none): reorder contacts and keep service records. */
export const ROLE_EDIT_CONTACTS = "ROLE_EDIT_CONTACTS";
/** The spec's right of /admin/secretary-to-department: assign departments' secretaries. */
export const ROLE_EDIT_SECRETARY = "ROLE_EDIT_SECRETARY";

/** The roles this feature defines (for the registry of all role names). */
export const CONTACTS_ROLES = [ROLE_EDIT_CONTACTS, ROLE_EDIT_SECRETARY] as const;

/** The roles of /admin/secretary-to-department and its calls. */
export const SECRETARY_ROLES = [ROLE_EDIT_SECRETARY, ROLE_ADMINISTRATOR] as const;

/**
 * Where an edit lands, for a department's secretary: the departments she is secretary of (read once per
 * request) and the departments of the edited category and of every category above it (a department's
 * category holds its sub-departments' categories and its own service categories).
 */
export interface EditPlace {
  secretaryOf: readonly number[];
  departments: readonly number[];
}

/**
 * Reorder contacts, add, change and delete service records: contact editors and administrators everywhere;
 * a department's secretary in her department's category and below it (`place`). Without a place (the
 * directory as a whole, lists mixing categories) only editors.
 */
export function canEditContacts(actor: Actor, place?: EditPlace): boolean {
  if (hasAnyRole(actor, ROLE_EDIT_CONTACTS, ROLE_ADMINISTRATOR)) return true;
  return place !== undefined && place.departments.some((d) => place.secretaryOf.includes(d));
}

/** Whether the person may edit some part of the directory: what a call checks before it reads its payload. */
export const mayEditSomewhere = (actor: Actor, secretaryOf: readonly number[]) => canEditContacts(actor) || secretaryOf.length > 0;

/** Assign and remove departments' secretaries (/admin/secretary-to-department). */
export const mayManageSecretaries = (actor: Actor) => hasAnyRole(actor, ...SECRETARY_ROLES);
