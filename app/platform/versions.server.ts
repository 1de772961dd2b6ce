// Edits never silently overwrite each other. Every record an edit form changes has a `version` (0011),
// bumped by each save; the form and /api send the version the edit started from, and the save's first
// write compares it in the UPDATE's WHERE. A stale save matches no row: it is refused with one message
// and, thrown inside the save's transaction, changes nothing. /api clients that send no version are
// not checked (the spec's clients do not know it), but their saves still move the version on.
import type { Kysely, Transaction } from "kysely";
import type { Database } from "./db/schema";
import type { VERSIONED_TABLES } from "./db/migrations/0011_edit_versions";
import { conflict } from "./errors";
import * as ru from "~/shared/messages";

export type VersionedTable = (typeof VERSIONED_TABLES)[number];

/** The refusal of a stale save: the form shows it over the fields, /api as the envelope's message. */
export const staleEdit = () => conflict(ru.forms.staleEdit);

/**
 * Moves the record to its next version, if it is still at `expected` (when given); returns the new
 * version. Call it first in the save's transaction: on PostgreSQL the row lock it takes makes a
 * concurrent save of the same record wait, then find the version moved; SQLite's writers are serialized
 * (BEGIN IMMEDIATE).
 */
export async function claimVersion(
  trx: Kysely<Database> | Transaction<Database>,
  table: VersionedTable,
  id: number,
  expected: number | undefined,
): Promise<number> {
  // One statement for every versioned table: they all have `id` and `version` (the cast names one of them).
  let query = trx
    .updateTable(table as "glossary_terms")
    .set((eb) => ({ version: eb("version", "+", 1) }))
    .where("id", "=", id);
  if (expected !== undefined) query = query.where("version", "=", expected);
  const row = await query.returning("version").executeTakeFirst();
  if (!row) throw staleEdit();
  return row.version;
}
