// Fast bulk loading for the data generators: rows taken lazily from an iterable, written in batches of
// multi-row INSERTs, many batches per transaction. One SQL text per batch size, so each is parsed once:
// on SQLite the driver keeps prepared statements by their SQL (db.server.ts), so every full batch reuses
// one prepared statement of `values (?, ?, …), (?, ?, …), …`; on PostgreSQL a batch is one
// `insert … select * from unnest($1::integer[], $2::text[], …)` with a parameter per column, whatever
// the number of rows (no 65,535-parameter limit, and a tiny statement to plan).
import { CompiledQuery } from "kysely";
import type { Db } from "../../app/platform/db/db.server";

export type Value = number | string | null;

export interface Column {
  name: string;
  type: "integer" | "text";
}

/** SQLite: parameters per statement (its limit is 32,766); the rows per batch follow from the columns. */
const SQLITE_BATCH_PARAMS = 8_000;
/** PostgreSQL: rows per unnest() statement. */
const PG_BATCH_ROWS = 5_000;
/** Rows per transaction: large enough to amortise the commit, small enough to keep the WAL in check. */
const ROWS_PER_TRANSACTION = 100_000;

/**
 * Inserts every row (values in the order of `columns`) into `table`; with `returning`, the new ids in
 * the order of the rows. Returns the number of rows otherwise in `count`.
 */
export async function bulkInsert(
  db: Db,
  table: string,
  columns: Column[],
  rows: Iterable<Value[]>,
  options: { returning?: boolean } = {},
): Promise<{ ids: number[]; count: number }> {
  const postgres = db.dialect === "postgres";
  const batchRows = postgres ? PG_BATCH_ROWS : Math.max(1, Math.floor(SQLITE_BATCH_PARAMS / columns.length));
  const names = columns.map((c) => `"${c.name}"`).join(", ");
  const returning = options.returning ? ` returning "id"` : "";
  const texts = new Map<number, string>();
  const statementFor = (size: number): string => {
    let text = texts.get(size);
    if (text === undefined) {
      if (postgres) {
        const arrays = columns.map((c, i) => `$${i + 1}::${c.type}[]`).join(", ");
        text = `insert into "${table}" (${names}) select * from unnest(${arrays})${returning}`;
      } else {
        const row = `(${columns.map(() => "?").join(", ")})`;
        text = `insert into "${table}" (${names}) values ${new Array<string>(size).fill(row).join(", ")}${returning}`;
      }
      texts.set(size, text);
    }
    return text;
  };

  const iterator = rows[Symbol.iterator]();
  let exhausted = false;
  const nextBatch = (): Value[][] => {
    const batch: Value[][] = [];
    while (batch.length < batchRows) {
      const next = iterator.next();
      if (next.done) {
        exhausted = true;
        break;
      }
      batch.push(next.value);
    }
    return batch;
  };

  const ids: number[] = [];
  let count = 0;
  while (!exhausted) {
    await db.kysely.transaction().execute(async (trx) => {
      let written = 0;
      while (!exhausted && written < ROWS_PER_TRANSACTION) {
        const batch = nextBatch();
        if (batch.length === 0) break;
        const parameters = postgres ? columns.map((_, i) => batch.map((row) => row[i] ?? null)) : batch.flat();
        const result = await trx.executeQuery<{ id: number }>(CompiledQuery.raw(statementFor(batch.length), parameters));
        if (options.returning) for (const row of result.rows) ids.push(Number(row.id));
        written += batch.length;
      }
      count += written;
    });
  }
  if (options.returning && ids.length !== count) throw new Error(`${table}: ${count} rows inserted but ${ids.length} ids returned`);
  return { ids, count };
}

/** Column helpers of the generators' inserts. */
export const int = (name: string): Column => ({ name, type: "integer" });
export const text = (name: string): Column => ({ name, type: "text" });

/** A generator's progress lines: each step with its rows and the seconds since the step before. */
export function stepLogger(log: (line: string) => void): (what: string, count: number) => void {
  let lap = performance.now();
  return (what, count) => {
    const at = performance.now();
    log(`  ${what}: ${count.toLocaleString("en-US")} rows in ${((at - lap) / 1000).toFixed(1)} s`);
    lap = at;
  };
}
