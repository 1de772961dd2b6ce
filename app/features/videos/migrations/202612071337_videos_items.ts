// The company's videos, newest first by id (the list reads the primary key backwards, no other index). An
// upload names its file (FAQ_VIDEO), a hosted video its link: exactly one of the two. kysely's schema builder
// only, so the same migration runs on SQLite and PostgreSQL.
import type { Kysely } from "kysely";
import { idColumn } from "~/platform/db/migration-helpers";

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable("videos_items")
    .addColumn("id", ...idColumn(db))
    .addColumn("title", "text", (c) => c.notNull())
    .addColumn("description", "text", (c) => c.notNull().defaultTo(""))
    .addColumn("file_id", "integer", (c) => c.references("files.id"))
    .addColumn("link", "text")
    .addColumn("created_at", "text", (c) => c.notNull())
    .addColumn("updated_at", "text", (c) => c.notNull())
    .addColumn("created_by", "integer", (c) => c.references("users.id").onDelete("set null"))
    .execute();
  // The read guard of a downloaded video asks by file.
  await db.schema.createIndex("videos_items_file").on("videos_items").column("file_id").execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable("videos_items").execute();
}
