// The statistics' aggregate tables (tables.ts says what each counts). Keys are primary keys, so a batch adds
// to a row with one upsert on both databases and a period's rows are read by the key's prefix.
import type { Kysely } from "kysely";

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable("stat_views")
    .addColumn("day", "text", (c) => c.notNull())
    .addColumn("department_id", "integer", (c) => c.notNull())
    .addColumn("kind", "text", (c) => c.notNull())
    .addColumn("section", "text", (c) => c.notNull())
    .addColumn("count", "integer", (c) => c.notNull())
    .addPrimaryKeyConstraint("stat_views_pk", ["department_id", "day", "kind", "section"])
    .execute();
  await db.schema
    .createTable("stat_active")
    .addColumn("period", "text", (c) => c.notNull())
    .addColumn("period_key", "text", (c) => c.notNull())
    .addColumn("department_id", "integer", (c) => c.notNull())
    .addColumn("count", "integer", (c) => c.notNull())
    .addPrimaryKeyConstraint("stat_active_pk", ["department_id", "period", "period_key"])
    .execute();
  await db.schema
    .createTable("stat_active_seen")
    .addColumn("period", "text", (c) => c.notNull())
    .addColumn("period_key", "text", (c) => c.notNull())
    .addColumn("user_id", "integer", (c) => c.notNull())
    .addPrimaryKeyConstraint("stat_active_seen_pk", ["period", "period_key", "user_id"])
    .execute();
  // The retention's sweep deletes by day alone.
  await db.schema.createIndex("stat_views_day").on("stat_views").column("day").execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable("stat_active_seen").execute();
  await db.schema.dropTable("stat_active").execute();
  await db.schema.dropTable("stat_views").execute();
}
