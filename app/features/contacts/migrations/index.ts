// The contacts feature's migrations by name (listed, not read from disk, so tsx, the Remix build and the tests
// run the same ones); its first tables were made by the platform's early migrations. app/portal/migrations.server.ts
// merges every feature's.
import type { Migration } from "kysely";
import * as m202612070718 from "./202612070718_contacts_department_secretaries";

export const migrations: Readonly<Record<string, Migration>> = {
  "202612070718_contacts_department_secretaries": m202612070718,
};
