// The corporate university's courses and literature. Both lists read in their editors' order (position), the
// courses within their direction; kysely's schema builder only, so the same migration runs on SQLite and
// PostgreSQL.
import type { Kysely } from "kysely";
import { idColumn } from "~/platform/db/migration-helpers";

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable("university_courses")
    .addColumn("id", ...idColumn(db))
    .addColumn("direction", "text", (c) => c.notNull())
    .addColumn("title", "text", (c) => c.notNull())
    .addColumn("summary", "text", (c) => c.notNull().defaultTo(""))
    .addColumn("format", "text", (c) => c.notNull())
    .addColumn("hours", "integer", (c) => c.notNull())
    .addColumn("audience", "text", (c) => c.notNull().defaultTo(""))
    .addColumn("link", "text", (c) => c.notNull().defaultTo(""))
    .addColumn("cover_file_id", "integer", (c) => c.references("files.id").onDelete("set null"))
    .addColumn("cover_path", "text")
    .addColumn("position", "integer", (c) => c.notNull())
    .addColumn("created_at", "text", (c) => c.notNull())
    .addColumn("updated_at", "text", (c) => c.notNull())
    .addColumn("created_by", "integer", (c) => c.references("users.id").onDelete("set null"))
    .execute();
  await db.schema.createIndex("university_courses_order").on("university_courses").columns(["direction", "position", "id"]).execute();

  await db.schema
    .createTable("university_literature")
    .addColumn("id", ...idColumn(db))
    .addColumn("kind", "text", (c) => c.notNull())
    .addColumn("title", "text", (c) => c.notNull())
    .addColumn("author", "text", (c) => c.notNull().defaultTo(""))
    .addColumn("description", "text", (c) => c.notNull().defaultTo(""))
    .addColumn("topic", "text", (c) => c.notNull())
    .addColumn("link", "text", (c) => c.notNull().defaultTo(""))
    .addColumn("file_id", "integer", (c) => c.references("files.id").onDelete("set null"))
    .addColumn("file_path", "text")
    .addColumn("file_name", "text")
    .addColumn("file_size", "integer")
    .addColumn("search_text", "text", (c) => c.notNull())
    .addColumn("position", "integer", (c) => c.notNull())
    .addColumn("created_at", "text", (c) => c.notNull())
    .addColumn("updated_at", "text", (c) => c.notNull())
    .addColumn("created_by", "integer", (c) => c.references("users.id").onDelete("set null"))
    .execute();
  await db.schema.createIndex("university_literature_order").on("university_literature").columns(["position", "id"]).execute();
  await db.schema.createIndex("university_literature_topic").on("university_literature").columns(["topic", "position"]).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable("university_literature").execute();
  await db.schema.dropTable("university_courses").execute();
}
