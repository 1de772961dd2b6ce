// Who may do what. Role names are read here and nowhere else; pages get flags.
import type { Actor } from "./actor";
import type { AdminArea } from "./admin";

export const ROLE_ADMINISTRATOR = "ROLE_ADMINISTRATOR";
/** Our own right (the spec names none): reorder contacts and keep service records. */
export const ROLE_EDIT_CONTACTS = "ROLE_EDIT_CONTACTS";

export function hasAnyRole(actor: Actor, ...roles: string[]): boolean {
  return actor.kind === "user" && roles.some((role) => actor.roles.includes(role));
}

/** What the application shell may offer this person (`admin`: context.services.admin). */
export function shellAbilities(actor: Actor, admin: Pick<AdminArea, "canOpen">) {
  return {
    /** The "Администратор" item of the user menu and the /admin area: the role of one admin page at least. */
    openAdmin: admin.canOpen(actor),
  };
}

/** Reorder contacts, add, change and delete service records: contact editors and administrators. */
export function canEditContacts(actor: Actor): boolean {
  return hasAnyRole(actor, ROLE_EDIT_CONTACTS, ROLE_ADMINISTRATOR);
}

/** See suggested corrections, open their source and mark them resolved. */
export function canManageSuggestions(actor: Actor): boolean {
  return hasAnyRole(actor, ROLE_ADMINISTRATOR);
}

/** Change a person's profile, photo and visibility flags: the person themselves and administrators. */
export function canEditProfile(actor: Actor, ownerId: number): boolean {
  return (actor.kind === "user" && actor.userId === ownerId) || hasAnyRole(actor, ROLE_ADMINISTRATOR);
}

/** The spec's right to edit normative documents (edit link, create, delete, themes). */
export const ROLE_EDIT_WIKI_DOCUMENT = "ROLE_EDIT_WIKI_DOCUMENT";

/** Create, change, delete and order normative documents and their themes; see who has read them. */
export function canEditDocuments(actor: Actor): boolean {
  return hasAnyRole(actor, ROLE_EDIT_WIKI_DOCUMENT, ROLE_ADMINISTRATOR);
}

/** The spec's right to edit knowledge categories (the FAQ's pencils) — also used for the glossary. */
export const ROLE_EDIT_WIKI_FAQ_CATEGORIES = "ROLE_EDIT_WIKI_FAQ_CATEGORIES";

/** Create, rename, delete and reorder FAQ categories and questions: FAQ editors and administrators. */
export function canEditFaq(actor: Actor): boolean {
  return hasAnyRole(actor, ROLE_EDIT_WIKI_FAQ_CATEGORIES, ROLE_ADMINISTRATOR);
}

/** Add, change and delete glossary terms: the same people as the FAQ (the spec names no role of its own). */
export function canEditGlossary(actor: Actor): boolean {
  return hasAnyRole(actor, ROLE_EDIT_WIKI_FAQ_CATEGORIES, ROLE_ADMINISTRATOR);
}

export type ShellAbilities = ReturnType<typeof shellAbilities>;

/** The spec's right to create top guide sections (and, ours, edit the whole guide). */
export const ROLE_UPDATE_WIKI_GUIDE_TOP_CATEGORY = "ROLE_UPDATE_WIKI_GUIDE_TOP_CATEGORY";

/**
 * Guide editors read and edit every section and article, create top sections, set access lists and
 * section editors, and delete sections (docs/decisions/0009-guide-access.md). Section editors are a
 * per-section list, computed by guideAccess in app/features/guide/access.ts.
 */
export function isGuideEditor(actor: Actor): boolean {
  return hasAnyRole(actor, ROLE_UPDATE_WIKI_GUIDE_TOP_CATEGORY, ROLE_ADMINISTRATOR);
}
