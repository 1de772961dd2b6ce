// The glossary's tables: their row types, merged into the platform's Database (kysely's schema) by
// declaration merging, so the platform names no feature's table. Times are ISO-8601 strings and booleans
// 0/1 integers, so the same rows come back from SQLite and PostgreSQL.
import type { Generated } from "kysely";

/** A glossary term (0006): term_key is the term lower-cased (unique), letter its index letter. */
export interface GlossaryTermTable {
  id: Generated<number>;
  term: string;
  term_key: string;
  definition: string;
  letter: string;
  status: Generated<string>;
  created_at: string;
  created_by: number | null;
  /** Bumped by every save; an edit form sends the one it started from (0011, core/versions.server.ts). */
  version: Generated<number>;
}

declare module "~/platform/db/schema" {
  interface Database {
    glossary_terms: GlossaryTermTable;
  }
}
