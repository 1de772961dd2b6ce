// Who may change the glossary. The spec names no role of its own: the FAQ's editors keep it, so the
// role name is the FAQ's (the same string; the registry of roles lists it once).
import type { Actor } from "~/platform/actor";
import { hasAnyRole, ROLE_ADMINISTRATOR } from "~/platform/policies";

/** The spec's right to edit knowledge categories (ROLE_EDIT_WIKI_FAQ_CATEGORIES), which covers the glossary. */
export const ROLE_EDIT_GLOSSARY = "ROLE_EDIT_WIKI_FAQ_CATEGORIES";

/** Add, change and delete glossary terms: the same people as the FAQ (the spec names no role of its own). */
export function canEditGlossary(actor: Actor): boolean {
  return hasAnyRole(actor, ROLE_EDIT_GLOSSARY, ROLE_ADMINISTRATOR);
}
