// The planner's statistics gathered again, whole, on SQLite: until now optimize() sampled 400 rows an index,
// which left estimates a database keeps until its tables grow tenfold (posts.status as selective as an id,
// so GET / sorted every post). Nothing to do on PostgreSQL, whose ANALYZE samples by design and well.
import { sql, SqliteAdapter, type Kysely } from "kysely";

export async function up(db: Kysely<unknown>): Promise<void> {
  if (!(db.getExecutor().adapter instanceof SqliteAdapter)) return;
  await sql`pragma analysis_limit = 0`.execute(db);
  await sql`analyze`.execute(db);
}
