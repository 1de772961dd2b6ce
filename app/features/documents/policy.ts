// Who may do what with normative documents. Role names are read here (and in core's hasAnyRole);
// pages get the flags loaders return.
import type { Actor } from "~/platform/actor";
import { hasAnyRole, ROLE_ADMINISTRATOR } from "~/platform/policies";

/** The spec's right to edit normative documents (edit link, create, delete, themes). */
export const ROLE_EDIT_WIKI_DOCUMENT = "ROLE_EDIT_WIKI_DOCUMENT";

/** The roles this feature names, for the registry of all roles (the seed and the admin area read it). */
export const DOCUMENTS_ROLES = [ROLE_EDIT_WIKI_DOCUMENT] as const;

/** Create, change, delete and order normative documents and their themes; see who has read them. */
export function canEditDocuments(actor: Actor): boolean {
  return hasAnyRole(actor, ROLE_EDIT_WIKI_DOCUMENT, ROLE_ADMINISTRATOR);
}
