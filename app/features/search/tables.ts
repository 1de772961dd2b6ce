// The portal search's tables: their row types, merged into the platform's Database (kysely's schema) by
// declaration merging, so the platform names no feature's table. Times are ISO-8601 strings and booleans
// 0/1 integers, so the same rows come back from SQLite and PostgreSQL.
import type { Generated } from "kysely";

/** The finder's lower-cased key of a catalogue row (0003): kind is the index name, source the keyed text. */
export interface SearchKeyTable {
  kind: string;
  object_id: number;
  source: string;
  key: string;
}

/** One indexed thing of one index; the terms are written by app/features/search/engine only. */
export interface SearchItemTable {
  /** A stable integer key for SQLite's full-text table (0024); lookups go by (index_name, object_id). */
  id: Generated<number>;
  index_name: string;
  object_id: number;
  /** The section or group the item belongs to, for the index's access filter; null when it has none. */
  scope_id: number | null;
  /** Terms separated by single spaces: the whole words first, then the stems that are not words. */
  title_terms: string;
  /** How many of title_terms' leading terms are whole words. */
  title_words: number;
  body_terms: string;
  body_words: number;
  /** ISO time: newer first among equal scores. */
  fresh_at: string;
}

/** How many items of an index hold a whole word (0024), for typo correction. */
export interface SearchVocabularyTable {
  index_name: string;
  term: string;
  first_letter: string;
  /** In characters. */
  length: number;
  items: number;
}

/** A rebuild of search indexes (0024): running while finished_at is null. */
export interface SearchRebuildTable {
  id: Generated<number>;
  /** The indexes rebuilt, comma-separated. */
  index_names: string;
  started_at: string;
  /** Who asked (null: the command line). */
  started_by: number | null;
  finished_at: string | null;
  duration_ms: number | null;
  /** Items indexed in all. */
  items: number | null;
  /** Why it stopped, when it failed. */
  error: string | null;
  /** 1 while running (unique: one rebuild at a time), null once finished. */
  running: number | null;
}

/** One search a person made (0025), for /admin/search-statistic; never shown with who made it. */
export interface SearchStatisticTable {
  id: Generated<number>;
  /** The portal's local date, yyyy-MM-dd. */
  day: string;
  /** Only for counting distinct people. */
  user_id: number;
  /** Normalised: lower case, ё as е, spaces collapsed. */
  query: string;
  source: "page" | "dropdown" | "api";
  found: number;
  corrected: number;
}

/** A block (index) that had results in a search of that day (0025). */
export interface SearchStatisticBlockTable {
  day: string;
  index_name: string;
}

declare module "~/platform/db/schema" {
  interface Database {
    search_keys: SearchKeyTable;
    search_items: SearchItemTable;
    search_vocabulary: SearchVocabularyTable;
    search_rebuilds: SearchRebuildTable;
    search_statistics: SearchStatisticTable;
    search_statistic_blocks: SearchStatisticBlockTable;
  }
}
