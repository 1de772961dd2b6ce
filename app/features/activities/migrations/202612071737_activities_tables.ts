// Активности's tables (see tables.ts). kysely's schema builder only, so the same migration runs on SQLite and
// PostgreSQL. The unique (activity, person) key means one sign-up each; the lists read their indexes:
// activities by start (upcoming ascending, past descending), members by activity, status and sign-up order.
import type { Kysely } from "kysely";
import { idColumn } from "~/platform/db/migration-helpers";

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable("activities")
    .addColumn("id", ...idColumn(db))
    .addColumn("title", "text", (c) => c.notNull())
    .addColumn("description", "text", (c) => c.notNull())
    .addColumn("starts_at", "text", (c) => c.notNull())
    .addColumn("ends_at", "text", (c) => c.notNull())
    .addColumn("place", "text", (c) => c.notNull())
    .addColumn("link", "text")
    .addColumn("seats", "integer")
    .addColumn("taken", "integer", (c) => c.notNull().defaultTo(0))
    .addColumn("signup_until", "text")
    .addColumn("cancelled", "integer", (c) => c.notNull().defaultTo(0))
    .addColumn("reminded", "integer", (c) => c.notNull().defaultTo(0))
    .addColumn("created_by", "integer", (c) => c.references("users.id").onDelete("set null"))
    .addColumn("created_at", "text", (c) => c.notNull())
    .addColumn("updated_at", "text", (c) => c.notNull())
    .execute();
  await db.schema.createIndex("activities_start").on("activities").columns(["starts_at", "id"]).execute();
  await db.schema
    .createTable("activity_members")
    .addColumn("id", ...idColumn(db))
    .addColumn("activity_id", "integer", (c) => c.notNull().references("activities.id").onDelete("cascade"))
    .addColumn("user_id", "integer", (c) => c.notNull().references("users.id").onDelete("cascade"))
    .addColumn("status", "text", (c) => c.notNull())
    .addColumn("created_at", "text", (c) => c.notNull())
    .addUniqueConstraint("activity_members_once", ["activity_id", "user_id"])
    .execute();
  await db.schema.createIndex("activity_members_list").on("activity_members").columns(["activity_id", "status", "id"]).execute();
  await db.schema.createIndex("activity_members_person").on("activity_members").columns(["user_id", "activity_id"]).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of ["activity_members", "activities"]) await db.schema.dropTable(table).execute();
}
