// Who may do what in the company gallery (issue #36). Role checks live here only: loaders return the flags,
// components read them.
import type { Actor } from "~/platform/actor";
import { hasAnyRole, ROLE_ADMINISTRATOR } from "~/platform/policies";

/** Creates company albums, adds photos and edits anybody's albums (the administrator always may). */
export const ROLE_EDIT_GALLERY = "ROLE_EDIT_GALLERY";

/** Everyone signed in reads the company albums. */
export function canReadGallery(actor: Actor): boolean {
  return actor.kind === "user";
}

export function canEditGallery(actor: Actor): boolean {
  return hasAnyRole(actor, ROLE_EDIT_GALLERY, ROLE_ADMINISTRATOR);
}
