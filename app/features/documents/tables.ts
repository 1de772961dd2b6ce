// The normative documents' tables: their row types, merged into the platform's Database (kysely's schema) by
// declaration merging, so the platform names no feature's table. Times are ISO-8601 strings and booleans
// 0/1 integers, so the same rows come back from SQLite and PostgreSQL.
import type { Generated } from "kysely";

/** A theme of normative documents (0005). */
export interface DocumentThemeTable {
  id: Generated<number>;
  title: string;
  sort: Generated<number>;
}

/** A normative document (0005); deleting sets is_deleted = 1. */
export interface DocumentTable {
  id: Generated<number>;
  theme_id: number;
  name: string;
  /** yyyy-mm-dd */
  start_date: string;
  /** yyyy-mm-dd; null: in force with no end. */
  end_date: string | null;
  /** Old-editor content (legacy JSON blocks or HTML). */
  content: string | null;
  /** Sanitized HTML of the new editor. */
  content_new_editor: string | null;
  new_editor: Generated<number>;
  sort: Generated<number>;
  created_at: string;
  updated_at: string;
  last_update_user_id: number | null;
  is_deleted: Generated<number>;
  /** Bumped by every save; an edit form sends the one it started from (0011, core/versions.server.ts). */
  version: Generated<number>;
}

/** "Ознакомлен(а)": a person has read a document (0005). */
export interface DocumentAcknowledgementTable {
  document_id: number;
  user_id: number;
  acknowledged_at: string;
}

declare module "~/platform/db/schema" {
  interface Database {
    document_themes: DocumentThemeTable;
    documents: DocumentTable;
    document_acknowledgements: DocumentAcknowledgementTable;
  }
}
