// The rebuild's paging of a portal-search index (SearchIndexer.idsAfter in ./feature.ts), written once: an
// indexer states which rows belong in its index as one query, and a rebuild reads that query by pages of ids.
// Also the guard of a found object's target (SearchIndexer.target gets present()'s objects back as unknown).
import { sql, type Expression, type Kysely } from "kysely";
import type { Database } from "./db/schema";
import type { SearchIndexer } from "./feature";

/** idsAfter from the query selecting (at least) the `id` of every row that belongs in the index. */
export function idsAfterOf(belonging: (db: Kysely<Database>) => Expression<{ id: number }>): SearchIndexer["idsAfter"] {
  return async (db, afterId, limit) => {
    // A plain subquery: both databases fold it into the outer query, so the id index still drives.
    const { rows } = await sql<{
      id: number;
    }>`select b.id from ${belonging(db)} as b where b.id > ${afterId} order by b.id limit ${limit}`.execute(db);
    return rows.map((r) => Number(r.id));
  };
}

/** Whether a presented object carries its numeric id (what every target needs of it); its other fields stay unknown. */
export function hasId(value: unknown): value is { id: number } & Record<string, unknown> {
  return typeof value === "object" && value !== null && typeof (value as { id?: unknown }).id === "number";
}
