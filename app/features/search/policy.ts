// Who may do what in the search: searching is every signed-in person's; rebuilding the indexes is the
// administrators' (issue #16 point 5).
import type { Actor } from "~/platform/actor";
import { hasAnyRole, ROLE_ADMINISTRATOR } from "~/platform/policies";

/** Who may rebuild the indexes, and so open /admin/search. */
export const REBUILD_ROLES = [ROLE_ADMINISTRATOR] as const;

export const canRebuildIndexes = (actor: Actor) => hasAnyRole(actor, ...REBUILD_ROLES);
