// People (loaded from HR; the CLI creates them) and the signed-in person's short info.
import { defineFeature } from "~/platform/feature";
import { createUsers, type UsersWiring } from "./server/users.server";
import { usersApi } from "./server/api.server";
import { migrations } from "./migrations";

export { requireUser } from "./server/users.server";
// Who holds which role, for the session, claim handlers and the guide's editors.
export { activeHolders, roleHoldings, rolesFromList, rolesListOf, rolesOf } from "./server/roles.server";
// The only ways other features change a person's row.
export { lockPerson, setPasswordHash, updatePerson } from "./server/person-writes.server";
export type { UserItem } from "./server/user-index.server";

export type { UsersWiring } from "./server/users.server";

/** The feature, built with what the composition root wires in from features above it (UsersWiring). */
export function usersFeature(wiring: UsersWiring) {
  return defineFeature({
    name: "users",
    migrations,
    services: (deps) => ({ users: createUsers(deps, wiring) }),
    api: usersApi,
    searchIndexers: ({ users }) => [users.searchIndexer],
  });
}
