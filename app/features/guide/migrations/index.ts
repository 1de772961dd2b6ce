// The guide's migrations by their recorded names (listed, not read from disk, so tsx, the Remix build
// and the tests run the same ones). app/portal/migrations.server.ts merges every feature's.
import type { Migration } from "kysely";
import * as m0008 from "./0008_guide_body_files";

export const migrations: Readonly<Record<string, Migration>> = {
  "0008_guide_body_files": m0008,
};
