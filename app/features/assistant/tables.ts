// Эмилия's tables: the assistant's images and their phrases, merged into the platform's Database (kysely's
// schema) by declaration merging. Times are ISO-8601 strings, as everywhere.
import type { Generated } from "kysely";

export interface EmiliaImageTable {
  id: Generated<number>;
  /** The stored EMILIA_IMAGE (files.id). */
  file_id: number;
  created_at: string;
  updated_at: string;
}

export interface EmiliaPhraseTable {
  id: Generated<number>;
  image_id: number;
  /** The old editor's text (plain text or its markup), kept for phrases written there. */
  phrase: string | null;
  /** The new editor's sanitized HTML. */
  phrase_new_editor: string | null;
  /** 1: the new editor's text is the phrase. */
  new_editor: number;
  created_at: string;
  updated_at: string;
}

declare module "~/platform/db/schema" {
  interface Database {
    emilia_images: EmiliaImageTable;
    emilia_phrases: EmiliaPhraseTable;
  }
}
