// The documents's migrations by their recorded names (listed, not read from disk, so tsx, the Remix build
// and the tests run the same ones). app/portal/migrations.server.ts merges every feature's.
import type { Migration } from "kysely";
import * as m0005 from "./0005_documents";
import * as m202612060731 from "./202612060731_documents_keyed_file_addresses";

export const migrations: Readonly<Record<string, Migration>> = {
  "0005_documents": m0005,
  "202612060731_documents_keyed_file_addresses": m202612060731,
};
