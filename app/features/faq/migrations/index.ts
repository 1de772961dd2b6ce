// The faq's migrations by name (listed, not read from disk, so tsx, the Remix build and the tests run the
// same ones); its tables were made by the platform's 0006_faq_glossary. app/portal/migrations.server.ts merges
// every feature's.
import type { Migration } from "kysely";
import * as m202612060731 from "./202612060731_faq_keyed_file_addresses";

export const migrations: Readonly<Record<string, Migration>> = {
  "202612060731_faq_keyed_file_addresses": m202612060731,
};
