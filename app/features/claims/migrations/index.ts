// The claims's migrations by their recorded names (listed, not read from disk, so tsx, the Remix build
// and the tests run the same ones). app/portal/migrations.server.ts merges every feature's.
import type { Migration } from "kysely";
import * as m0017 from "./0017_claims";
import * as m0019 from "./0019_claims_by_status";
import * as oneOpen from "./202612060730_claims_one_open_per_object";
import * as closeDuplicates from "./202612061100_claims_close_duplicate_open";
import * as currentHandlers from "./202612062200_claims_current_handlers";

export const migrations: Readonly<Record<string, Migration>> = {
  "0017_claims": m0017,
  "0019_claims_by_status": m0019,
  "202612060730_claims_one_open_per_object": oneOpen,
  "202612061100_claims_close_duplicate_open": closeDuplicates,
  "202612062200_claims_current_handlers": currentHandlers,
};
