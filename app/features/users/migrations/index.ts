// The users feature's migrations by name (listed, not read from disk, so tsx, the Remix build and the tests run
// the same ones); its tables were made by the platform's 0001_foundation. app/portal/migrations.server.ts
// merges every feature's.
import type { Migration } from "kysely";
import * as m202612061500 from "./202612061500_users_department_headcount";
import * as m202612070400 from "./202612070400_users_role_groups";
import * as m202612071340 from "./202612071340_users_hired_on";

export const migrations: Readonly<Record<string, Migration>> = {
  "202612061500_users_department_headcount": m202612061500,
  "202612070400_users_role_groups": m202612070400,
  "202612071340_users_hired_on": m202612071340,
};
