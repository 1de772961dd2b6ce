// The shell's tables: their row types, merged into the platform's Database (kysely's schema) by
// declaration merging, so the platform names no feature's table. Times are ISO-8601 strings and booleans
// 0/1 integers, so the same rows come back from SQLite and PostgreSQL.
import type { Generated } from "kysely";

export interface NavItemTable {
  id: Generated<number>;
  parent_id: number | null;
  name: string;
  link: string;
  is_url: Generated<number>;
  element_id: string | null;
  show_only_mobile: Generated<number>;
  sort: Generated<number>;
  /** A glyph of the portal's set (ui/section-icons.ts) by name; top-level sections only. */
  icon: string | null;
  /** An uploaded icon (a NAV_ICON file); top-level sections only, never with `icon`. */
  icon_file_id: number | null;
}

declare module "~/platform/db/schema" {
  interface Database {
    nav_items: NavItemTable;
  }
}
