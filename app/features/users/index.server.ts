// People (loaded from HR; the CLI creates them) and the signed-in person's short info; who holds which role,
// directly or through the role groups the features declare (issue #32).
import { defineFeature } from "~/platform/feature";
import { ROLE_ADMINISTRATOR } from "~/platform/policies";
import { createUsers, type UsersWiring } from "./server/users.server";
import { createRoleGroups } from "./server/role-groups.server";
import { usersApi } from "./server/api.server";
import { migrations } from "./migrations";
import { ROLE_EDIT_USER_ROLE_GROUP } from "./policy";
import { usersRoleGroupNames } from "./messages.server";

export { requireUser } from "./server/users.server";
// Who holds which role, for the session, claim handlers and the guide's editors.
export { activeHolders, rolesFromList, rolesListOf, rolesOf } from "./server/roles.server";
// The only ways other features change a person's row.
export { lockPerson, setBlocked, setPasswordHash, updatePerson } from "./server/person-writes.server";
export type { UserItem } from "./server/user-index.server";
// The birthdays feature reads people by their birthday and a department's colleagues through these.
export { departmentChainsOf, personInDepartmentTree } from "./server/department-chains.server";
export { activePeopleOfDepartments, birthdayPeople, birthdayPerson, type BirthdayPerson } from "./server/birthday-people.server";
// The rights pages (the rights feature) read and change the role groups through these.
export {
  GRANT_SUBJECTS,
  type GrantInput,
  type GrantView,
  type Holder,
  type RoleGroupView,
  type RoleGroups,
} from "./server/role-groups.server";
export { mayManageRights, RIGHTS_ROLES, ROLE_EDIT_USER_ROLE_GROUP } from "./policy";
export { rightsRefusals } from "./messages.server";
export type { GrantSubject } from "./tables";
// The achievements' rule of years at the company reads the hire dates through these.
export { hiredOnOf, peopleHiredBy, type HiredPerson } from "./server/hired-people.server";

export type { UsersWiring } from "./server/users.server";

/** The feature, built with what the composition root wires in from features above it (UsersWiring). */
export function usersFeature(wiring: UsersWiring) {
  return defineFeature({
    name: "users",
    migrations,
    roles: [ROLE_EDIT_USER_ROLE_GROUP],
    roleGroups: [
      { type: "ROLE_MANAGEMENT", ...usersRoleGroupNames.rights, roles: [ROLE_EDIT_USER_ROLE_GROUP] },
      { type: "ADMINISTRATION", ...usersRoleGroupNames.administration, roles: [ROLE_ADMINISTRATOR] },
    ],
    services: (deps, _needs, { roleGroups }) => ({ users: createUsers(deps, wiring), roleGroups: createRoleGroups(deps, roleGroups) }),
    api: usersApi,
    searchIndexers: ({ users }) => [users.searchIndexer],
    // The bundles as the manifests say, before the portal serves (role_group_roles: every role check reads them).
    start: ({ roleGroups }) => roleGroups.sync(),
  });
}
