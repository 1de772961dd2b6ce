// The birthdays feature's tables (see tables.ts). kysely's schema builder only, so the same migration runs on
// SQLite and PostgreSQL. Unique keys carry the rules "once": one congratulation of a kind per person and day,
// one wish per colleague and congratulation, one run per job and day.
import type { Kysely } from "kysely";
import { idColumn } from "~/platform/db/migration-helpers";

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable("birthdays_poster_templates")
    .addColumn("kind", "text", (c) => c.primaryKey())
    .addColumn("text", "text", (c) => c.notNull())
    .addColumn("background_file_id", "integer", (c) => c.references("files.id").onDelete("set null"))
    .addColumn("updated_at", "text", (c) => c.notNull())
    .addColumn("updated_by", "integer", (c) => c.references("users.id").onDelete("set null"))
    .execute();
  await db.schema
    .createTable("birthdays_congratulations")
    .addColumn("id", ...idColumn(db))
    .addColumn("user_id", "integer", (c) => c.notNull().references("users.id").onDelete("cascade"))
    .addColumn("kind", "text", (c) => c.notNull())
    .addColumn("day", "text", (c) => c.notNull())
    .addColumn("text", "text", (c) => c.notNull())
    .addColumn("background_file_id", "integer", (c) => c.references("files.id").onDelete("set null"))
    .addColumn("created_at", "text", (c) => c.notNull())
    .addUniqueConstraint("birthdays_congratulations_once", ["user_id", "kind", "day"])
    .execute();
  await db.schema
    .createTable("birthdays_wishes")
    .addColumn("id", ...idColumn(db))
    .addColumn("congratulation_id", "integer", (c) => c.notNull().references("birthdays_congratulations.id").onDelete("cascade"))
    .addColumn("author_id", "integer", (c) => c.notNull().references("users.id").onDelete("cascade"))
    .addColumn("text", "text", (c) => c.notNull())
    .addColumn("created_at", "text", (c) => c.notNull())
    .addUniqueConstraint("birthdays_wishes_once", ["congratulation_id", "author_id"])
    .execute();
  await db.schema
    .createTable("birthdays_job_runs")
    .addColumn("job", "text", (c) => c.notNull())
    .addColumn("day", "text", (c) => c.notNull())
    .addColumn("ran_at", "text", (c) => c.notNull())
    .addColumn("made", "integer", (c) => c.notNull())
    .addPrimaryKeyConstraint("birthdays_job_runs_pk", ["job", "day"])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of ["birthdays_job_runs", "birthdays_wishes", "birthdays_congratulations", "birthdays_poster_templates"])
    await db.schema.dropTable(table).execute();
}
