// Who reads the logs and who keeps them: the statistics' readers (ROLE_GET_LOG) and administrators read both
// logs; the retention is the administrators' alone. Pages get flags, never role names.
import type { Actor } from "~/platform/actor";
import { hasAnyRole, ROLE_ADMINISTRATOR } from "~/platform/policies";
import { STATISTICS_ROLES } from "~/features/search/index.server";

export const LOG_READER_ROLES = STATISTICS_ROLES;
export const mayReadLogs = (actor: Actor) => hasAnyRole(actor, ...LOG_READER_ROLES);
export const mayChangeRetention = (actor: Actor) => hasAnyRole(actor, ROLE_ADMINISTRATOR);
