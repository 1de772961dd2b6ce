// The profile feature's migrations by name (listed, not read from disk, so tsx, the Remix build and the tests run
// the same ones); app/portal/migrations.server.ts merges every feature's.
import type { Migration } from "kysely";
import * as m202612070500 from "./202612070500_profile_avatar_changes";

export const migrations: Readonly<Record<string, Migration>> = {
  "202612070500_profile_avatar_changes": m202612070500,
};
