// The groups's migrations by their recorded names (listed, not read from disk, so tsx, the Remix build
// and the tests run the same ones). app/portal/migrations.server.ts merges every feature's.
import type { Migration } from "kysely";
import * as m0020 from "./0020_groups";
import * as m0021 from "./0021_group_article_previews";
import * as m202612060731 from "./202612060731_groups_keyed_file_addresses";
import * as bodyFiles from "./202612061130_groups_article_body_files";

export const migrations: Readonly<Record<string, Migration>> = {
  "0020_groups": m0020,
  "0021_group_article_previews": m0021,
  "202612060731_groups_keyed_file_addresses": m202612060731,
  "202612061130_groups_article_body_files": bodyFiles,
};
