// Who may do what in the contacts directory. Its role names are read here and nowhere else in the
// feature; pages get flags (canEdit) from their loaders.
import type { Actor } from "~/platform/actor";
import { hasAnyRole, ROLE_ADMINISTRATOR } from "~/platform/policies";

/** Our own right (the spec names none): reorder contacts and keep service records. */
export const ROLE_EDIT_CONTACTS = "ROLE_EDIT_CONTACTS";

/** The roles this feature defines (for the registry of all role names). */
export const CONTACTS_ROLES = [ROLE_EDIT_CONTACTS] as const;

/** Reorder contacts, add, change and delete service records: contact editors and administrators. */
export function canEditContacts(actor: Actor): boolean {
  return hasAnyRole(actor, ROLE_EDIT_CONTACTS, ROLE_ADMINISTRATOR);
}
