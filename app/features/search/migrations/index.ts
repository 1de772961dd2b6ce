// The search's migrations by their recorded names (listed, not read from disk, so tsx, the Remix build
// and the tests run the same ones). app/portal/migrations.server.ts merges every feature's.
import type { Migration } from "kysely";
import * as m0003 from "./0003_finder";
import * as m0024 from "./0024_search_index";
import * as m0025 from "./0025_search_statistics";
import * as m0026 from "./0026_drop_moved_search_keys";
import * as m0027 from "./0027_search_fts_tiers";

export const migrations: Readonly<Record<string, Migration>> = {
  "0003_finder": m0003,
  "0024_search_index": m0024,
  "0025_search_statistics": m0025,
  "0026_drop_moved_search_keys": m0026,
  "0027_search_fts_tiers": m0027,
};
