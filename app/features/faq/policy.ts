// Who may change the FAQ. Role names are read here (and in core's hasAnyRole); pages get the flags
// loaders return.
import type { Actor } from "~/platform/actor";
import { hasAnyRole, ROLE_ADMINISTRATOR } from "~/platform/policies";

/** The spec's right to edit knowledge categories (the FAQ's pencils); the glossary uses it too. */
export const ROLE_EDIT_WIKI_FAQ_CATEGORIES = "ROLE_EDIT_WIKI_FAQ_CATEGORIES";

/** The roles this feature names, for the registry of all roles (the seed and the admin area read it). */
export const FAQ_ROLES = [ROLE_EDIT_WIKI_FAQ_CATEGORIES] as const;

/** Create, rename, delete and reorder FAQ categories and questions: FAQ editors and administrators. */
export function canEditFaq(actor: Actor): boolean {
  return hasAnyRole(actor, ROLE_EDIT_WIKI_FAQ_CATEGORIES, ROLE_ADMINISTRATOR);
}
