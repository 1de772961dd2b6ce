// Achievements' tables (see tables.ts). kysely's schema builder only, so the same migration runs on SQLite and
// PostgreSQL. The unique key (kind, person) is the rule "never granted twice", for people and rules alike; the
// job's (job, day) key makes the daily run once across processes.
import type { Kysely } from "kysely";
import { idColumn } from "~/platform/db/migration-helpers";

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable("achievement_kinds")
    .addColumn("id", ...idColumn(db))
    .addColumn("title", "text", (c) => c.notNull())
    .addColumn("description", "text", (c) => c.notNull())
    .addColumn("image_file_id", "integer", (c) => c.references("files.id").onDelete("set null"))
    .addColumn("rule", "text")
    .addColumn("rule_threshold", "integer")
    .addColumn("archived", "integer", (c) => c.notNull().defaultTo(0))
    .addColumn("created_at", "text", (c) => c.notNull())
    .addColumn("updated_at", "text", (c) => c.notNull())
    .addColumn("created_by", "integer", (c) => c.references("users.id").onDelete("set null"))
    .execute();
  await db.schema.createIndex("achievement_kinds_archived").on("achievement_kinds").columns(["archived", "id"]).execute();
  await db.schema
    .createTable("achievement_awards")
    .addColumn("id", ...idColumn(db))
    .addColumn("kind_id", "integer", (c) => c.notNull().references("achievement_kinds.id").onDelete("cascade"))
    .addColumn("user_id", "integer", (c) => c.notNull().references("users.id").onDelete("cascade"))
    .addColumn("awarded_on", "text", (c) => c.notNull())
    .addColumn("granted_by", "integer", (c) => c.references("users.id").onDelete("set null"))
    .addColumn("by_rule", "integer", (c) => c.notNull().defaultTo(0))
    .addColumn("comment", "text")
    .addColumn("created_at", "text", (c) => c.notNull())
    .addUniqueConstraint("achievement_awards_once", ["kind_id", "user_id"])
    .execute();
  await db.schema.createIndex("achievement_awards_person").on("achievement_awards").columns(["user_id", "id"]).execute();
  await db.schema.createIndex("achievement_awards_kind").on("achievement_awards").columns(["kind_id", "id"]).execute();
  await db.schema
    .createTable("achievement_job_runs")
    .addColumn("job", "text", (c) => c.notNull())
    .addColumn("day", "text", (c) => c.notNull())
    .addColumn("ran_at", "text", (c) => c.notNull())
    .addColumn("made", "integer", (c) => c.notNull())
    .addPrimaryKeyConstraint("achievement_job_runs_pk", ["job", "day"])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of ["achievement_job_runs", "achievement_awards", "achievement_kinds"]) await db.schema.dropTable(table).execute();
}
