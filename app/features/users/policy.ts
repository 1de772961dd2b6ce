// Who may distribute rights (issue #32): the spec's ROLE_EDIT_USER_ROLE_GROUP, and the administrators. A group
// that bundles the administrator's role is granted and revoked by administrators only, so the right to
// distribute rights does not make its holder an administrator.
import type { Actor } from "~/platform/actor";
import type { RoleGroupDef } from "~/platform/feature";
import { hasAnyRole, ROLE_ADMINISTRATOR } from "~/platform/policies";

export const ROLE_EDIT_USER_ROLE_GROUP = "ROLE_EDIT_USER_ROLE_GROUP";

/** The roles of the rights pages (/admin/rights, /admin/rights/{type}). */
export const RIGHTS_ROLES = [ROLE_EDIT_USER_ROLE_GROUP, ROLE_ADMINISTRATOR] as const;

export const mayManageRights = (actor: Actor) => hasAnyRole(actor, ...RIGHTS_ROLES);

/** May this person grant and revoke this group? */
export const mayChangeGroup = (actor: Actor, group: RoleGroupDef) =>
  mayManageRights(actor) && (!group.roles.includes(ROLE_ADMINISTRATOR) || hasAnyRole(actor, ROLE_ADMINISTRATOR));
