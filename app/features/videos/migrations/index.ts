// The videos' migrations by name (listed, not read from disk, so tsx, the Remix build and the tests run
// the same ones). app/portal/migrations.server.ts merges every feature's; a new one: YYYYMMDDHHMM_videos_<what>.
import type { Migration } from "kysely";
import * as items from "./202612071337_videos_items";

export const migrations: Readonly<Record<string, Migration>> = {
  "202612071337_videos_items": items,
};
