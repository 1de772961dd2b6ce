// The suggestions' tables: their row types, merged into the platform's Database (kysely's schema) by
// declaration merging, so the platform names no feature's table. Times are ISO-8601 strings and booleans
// 0/1 integers, so the same rows come back from SQLite and PostgreSQL.
import type { Generated } from "kysely";

export interface SuggestionTable {
  id: Generated<number>;
  user_id: number;
  kind: "contact" | "wiki_guide";
  message: string;
  source_url: string;
  wiki_guide_category_id: number | null;
  created_at: string;
  resolved_at: string | null;
  resolved_by: number | null;
}

declare module "~/platform/db/schema" {
  interface Database {
    suggestions: SuggestionTable;
  }
}
