// The feed's migrations by their recorded names (listed, not read from disk, so tsx, the Remix build
// and the tests run the same ones). app/portal/migrations.server.ts merges every feature's.
import type { Migration } from "kysely";
import * as m0013 from "./0013_feed";

export const migrations: Readonly<Record<string, Migration>> = {
  "0013_feed": m0013,
};
