// The albums' migrations by name (listed, not read from disk, so tsx, the Remix build and the tests run the
// same ones). app/portal/migrations.server.ts merges every feature's; a new one: YYYYMMDDHHMM_albums_<what>.
import type { Migration } from "kysely";
import * as owners from "./202612071338_albums_owners";

export const migrations: Readonly<Record<string, Migration>> = {
  "202612071338_albums_owners": owners,
};
