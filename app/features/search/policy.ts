// Who may do what in the search: searching is every signed-in person's; rebuilding the indexes is the
// administrators' (issue #16 point 5); the search statistics are also the log readers' (point 9).
import type { Actor } from "~/platform/actor";
import { hasAnyRole, ROLE_ADMINISTRATOR } from "~/platform/policies";

/** The spec's reader of the portal's logs: they read what people searched for, never who. */
export const ROLE_GET_LOG = "ROLE_GET_LOG";

/** Who may rebuild the indexes, and so open /admin/search. */
export const REBUILD_ROLES = [ROLE_ADMINISTRATOR] as const;

export const canRebuildIndexes = (actor: Actor) => hasAnyRole(actor, ...REBUILD_ROLES);

/** Who may open /admin/search-statistic. */
export const STATISTICS_ROLES = [ROLE_GET_LOG, ROLE_ADMINISTRATOR] as const;

export const canReadSearchStatistics = (actor: Actor) => hasAnyRole(actor, ...STATISTICS_ROLES);
