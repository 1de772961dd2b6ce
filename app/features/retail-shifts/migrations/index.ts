// The shops' shifts' migrations by name (listed, not read from disk, so tsx, the Remix build and the tests run
// the same ones). app/portal/migrations.server.ts merges every feature's; a new one: YYYYMMDDHHMM_retail_shifts_<what>.
import type { Migration } from "kysely";
import * as tables from "./202612072017_retail_shifts_tables";

export const migrations: Readonly<Record<string, Migration>> = {
  "202612072017_retail_shifts_tables": tables,
};
