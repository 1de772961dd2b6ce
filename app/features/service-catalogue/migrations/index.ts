// The catalogues' migrations by name (listed, not read from disk, so tsx, the Remix build and the tests run
// the same ones). app/portal/migrations.server.ts merges every feature's; a new one: YYYYMMDDHHMM_service_catalogue_<what>.
import type { Migration } from "kysely";
import * as nodes from "./202612072018_service_catalogue_nodes";

export const migrations: Readonly<Record<string, Migration>> = {
  "202612072018_service_catalogue_nodes": nodes,
};
