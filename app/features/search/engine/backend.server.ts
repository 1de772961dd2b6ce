// The search engine's storage and matching seam (issue #16): one interface, a backend per database
// (SQLite FTS5, PostgreSQL tsvector/GIN) over the tables of migration 0024. Both take terms the text
// pipeline already made and give the same answers for the same data: matching and ranking are defined
// once (match.server.ts) and each database only finds the candidates.
import type { Expression, Kysely, Transaction } from "kysely";
import type { DialectName } from "~/platform/db/db.server";
import type { Database } from "~/platform/db/schema";
import { sqliteSearchBackend } from "./sqlite-backend.server";
import { postgresSearchBackend } from "./postgres-backend.server";

/** A connection or the caller's transaction: writes join the transaction that changed the thing. */
export type SearchDb = Kysely<Database> | Transaction<Database>;

/** What the text pipeline makes of a text: whole words and their stems, each only [0-9a-zа-я]. */
export interface AnalysedTerms {
  words: readonly string[];
  stems: readonly string[];
}

export interface IndexedItem {
  /** The index, e.g. WIKI_GUIDE: upper-case letters, digits and "_". */
  indexName: string;
  objectId: number;
  /** The section or group the item belongs to, for the index's access filter; null when none. */
  scopeId: number | null;
  /** The item's name (ranked above the body). */
  title: AnalysedTerms;
  body: AnalysedTerms;
  /** ISO time: newer first among equal scores. */
  freshAt: string;
}

/**
 * One word of a query: it matches an item holding `stem` among its terms or, when `prefix` is set, a
 * term starting with `word`.
 */
export interface QueryTerm {
  word: string;
  stem: string;
  prefix: boolean;
}

/**
 * What the person may see of an index, applied in the query before `total`: items whose scope is among
 * `scopeIds` (the ids, or a subquery selecting one column of them, e.g. the sections the person reads),
 * and items with no scope when `allowNullScope`.
 */
export interface ScopeFilter {
  scopeIds: readonly number[] | Expression<Record<string, number | null>>;
  allowNullScope: boolean;
  /**
   * The same scope said the other way, when that is the short way: of the scopes the index's items can have,
   * exactly those not among these (people: the blocked ones). A backend may count with either.
   */
  exceptScopeIds?: Expression<Record<string, number | null>>;
}

export interface MatchQuery {
  indexName: string;
  /** Every term must match. Terms that are not [0-9a-zа-я]+ are dropped; none left matches nothing. */
  terms: readonly QueryTerm[];
  /** No filter: every item of the index. */
  scope?: ScopeFilter;
  limit: number;
  offset: number;
}

export interface Hit {
  objectId: number;
  /** Sum over the terms of 3 (matched in the title) or 1 (in the body), plus 1 for the exact word. */
  score: number;
}

export interface MatchResult {
  /** Every match the scope lets through, whatever the page. */
  total: number;
  /** By score, then freshest, then highest object id. */
  hits: Hit[];
}

export interface VocabularyNear {
  firstLetter: string;
  minLength: number;
  maxLength: number;
  limit: number;
}

export interface VocabularyWord {
  term: string;
  /** How many items of the index hold the word. */
  items: number;
}

export interface SearchBackend {
  /** Inserts or replaces the items (by index and object id); the vocabulary moves with them. */
  write(db: SearchDb, items: readonly IndexedItem[]): Promise<void>;
  remove(db: SearchDb, indexName: string, objectIds: readonly number[]): Promise<void>;
  match(db: SearchDb, query: MatchQuery): Promise<MatchResult>;
  /** Whole words of the index starting with the letter, of a length in the range, most frequent first. */
  vocabulary(db: SearchDb, indexName: string, near: VocabularyNear): Promise<VocabularyWord[]>;
  /** Drops every item and word of the index. */
  clear(db: SearchDb, indexName: string): Promise<void>;
  /** After a rebuild: brings the full-text index back to its quickest form (SQLite merges FTS5's segments). */
  compact?(db: SearchDb): Promise<void>;
}

export function searchBackendOf(dialect: DialectName): SearchBackend {
  return dialect === "postgres" ? postgresSearchBackend : sqliteSearchBackend;
}
