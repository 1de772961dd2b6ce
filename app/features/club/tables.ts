// Клуб партнёров's table: its row type, merged into the platform's Database (kysely's schema) by declaration
// merging, so the platform names no feature's table. Times are ISO-8601 strings, as everywhere.
import type { Generated } from "kysely";

export interface ClubItemTable {
  id: Generated<number>;
  title: string;
  created_at: string;
  /** Who added it; null once that person is deleted. */
  created_by: number | null;
}

declare module "~/platform/db/schema" {
  interface Database {
    club_items: ClubItemTable;
  }
}
