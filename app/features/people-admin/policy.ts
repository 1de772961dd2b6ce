// Who manages people's state (/admin/users-info, issue #32 point 5): the portal's administrators only.
import type { Actor } from "~/platform/actor";
import { hasAnyRole, ROLE_ADMINISTRATOR } from "~/platform/policies";

/** The roles of the people page and its calls. */
export const PEOPLE_ADMIN_ROLES = [ROLE_ADMINISTRATOR] as const;

export const mayAdministerPeople = (actor: Actor) => hasAnyRole(actor, ...PEOPLE_ADMIN_ROLES);
