// Who may do what in the company guide: its role name and who counts as a guide editor. The per-section
// rule (access lists, section editors) is the pure guideAccessOf in ./access.ts, fed by the server;
// components read the flags loaders return (canEdit, canDelete, abilities), never role names.
import type { Actor } from "~/platform/actor";
import { hasAnyRole, ROLE_ADMINISTRATOR } from "~/platform/policies";

/** The spec's right to create top guide sections (and, ours, edit the whole guide). */
export const ROLE_UPDATE_WIKI_GUIDE_TOP_CATEGORY = "ROLE_UPDATE_WIKI_GUIDE_TOP_CATEGORY";

/** The spec's right to decide which wiki roles each position holds (/admin/roles-by-positions). */
export const ROLE_UPDATE_WIKI_ROLE = "ROLE_UPDATE_WIKI_ROLE";
export const ROLE_POSITION_ROLES = [ROLE_UPDATE_WIKI_ROLE, ROLE_ADMINISTRATOR] as const;
export const mayEditRolePositions = (actor: Actor) => hasAnyRole(actor, ...ROLE_POSITION_ROLES);

/** The roles of a guide editor (isGuideEditor), for the statements that ask who holds them. */
export const GUIDE_EDITOR_ROLES = [ROLE_UPDATE_WIKI_GUIDE_TOP_CATEGORY, ROLE_ADMINISTRATOR] as const;

/**
 * Guide editors read and edit every section and article, create top sections, set access lists and
 * section editors, and delete sections (docs/decisions/0009-guide-access.md). Section editors are a
 * per-section list, computed by guideAccessOf in ./access.ts.
 */
export function isGuideEditor(actor: Actor): boolean {
  return hasAnyRole(actor, ...GUIDE_EDITOR_ROLES);
}
