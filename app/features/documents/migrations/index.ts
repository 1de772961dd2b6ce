// The documents's migrations by their recorded names (listed, not read from disk, so tsx, the Remix build
// and the tests run the same ones). app/portal/migrations.server.ts merges every feature's.
import type { Migration } from "kysely";
import * as m0005 from "./0005_documents";

export const migrations: Readonly<Record<string, Migration>> = {
  "0005_documents": m0005,
};
