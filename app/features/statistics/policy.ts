// Who reads the statistics (issue #33 point 4): the holders of ROLE_GET_LOG and administrators, as the logs
// and the search statistics. Pages get flags, never role names.
import type { Actor } from "~/platform/actor";
import { hasAnyRole } from "~/platform/policies";
import { STATISTICS_ROLES } from "~/features/search/index.server";

export const STATISTICS_READERS = STATISTICS_ROLES;
export const mayReadStatistics = (actor: Actor) => hasAnyRole(actor, ...STATISTICS_READERS);
