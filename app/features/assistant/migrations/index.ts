// Эмилия's migrations by name (listed, not read from disk, so tsx, the Remix build and the tests run
// the same ones). app/portal/migrations.server.ts merges every feature's; a new one: YYYYMMDDHHMM_assistant_<what>.
import type { Migration } from "kysely";
import * as emilia from "./202612071045_assistant_emilia";

export const migrations: Readonly<Record<string, Migration>> = {
  "202612071045_assistant_emilia": emilia,
};
