// Запись к врачу's migrations by name (listed, not read from disk, so tsx, the Remix build and the tests run
// the same ones). app/portal/migrations.server.ts merges every feature's; a new one: YYYYMMDDHHMM_doctor_<what>.
import type { Migration } from "kysely";
import * as tables from "./202612072017_doctor_tables";

export const migrations: Readonly<Record<string, Migration>> = {
  "202612072017_doctor_tables": tables,
};
