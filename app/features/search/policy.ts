// Who may do what in the search: searching is every signed-in person's; rebuilding the indexes is the
// administrators' (issue #16 point 5).
import type { Actor } from "~/platform/actor";
import { hasAnyRole, ROLE_ADMINISTRATOR } from "~/platform/policies";

export const canRebuildIndexes = (actor: Actor) => hasAnyRole(actor, ROLE_ADMINISTRATOR);
