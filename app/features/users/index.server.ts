// People (loaded from HR; the CLI creates them) and the signed-in person's short info.
import { defineFeature } from "~/platform/feature";
import { createUsers } from "./server/users.server";
import { usersApi } from "./server/api.server";

export { requireUser } from "./server/users.server";
export type { UserItem } from "./server/user-index.server";

export const usersFeature = defineFeature({
  name: "users",
  services: (deps) => ({ users: createUsers(deps) }),
  api: usersApi,
  searchIndexers: ({ users }) => [users.searchIndexer],
});
