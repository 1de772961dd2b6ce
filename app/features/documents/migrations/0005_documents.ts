// Normative documents of the knowledge base (spec part 1 §3): themes, documents (soft-deleted with
// is_deleted) and who has read which document. Dates of validity are yyyy-mm-dd text; times ISO text;
// flags 0/1.
import type { Kysely } from "kysely";
import { idColumn } from "~/platform/db/migration-helpers";

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable("document_themes")
    .addColumn("id", ...idColumn(db))
    .addColumn("title", "text", (c) => c.notNull())
    .addColumn("sort", "integer", (c) => c.notNull().defaultTo(0))
    .execute();
  await db.schema
    .createTable("documents")
    .addColumn("id", ...idColumn(db))
    .addColumn("theme_id", "integer", (c) => c.notNull().references("document_themes.id"))
    .addColumn("name", "text", (c) => c.notNull())
    .addColumn("start_date", "text", (c) => c.notNull())
    .addColumn("end_date", "text")
    .addColumn("content", "text")
    .addColumn("content_new_editor", "text")
    .addColumn("new_editor", "integer", (c) => c.notNull().defaultTo(1))
    .addColumn("sort", "integer", (c) => c.notNull().defaultTo(0))
    .addColumn("created_at", "text", (c) => c.notNull())
    .addColumn("updated_at", "text", (c) => c.notNull())
    .addColumn("last_update_user_id", "integer", (c) => c.references("users.id").onDelete("set null"))
    .addColumn("is_deleted", "integer", (c) => c.notNull().defaultTo(0))
    .execute();
  await db.schema.createIndex("documents_theme").on("documents").columns(["theme_id", "is_deleted", "sort"]).execute();
  await db.schema
    .createTable("document_acknowledgements")
    .addColumn("document_id", "integer", (c) => c.notNull().references("documents.id").onDelete("cascade"))
    .addColumn("user_id", "integer", (c) => c.notNull().references("users.id").onDelete("cascade"))
    .addColumn("acknowledged_at", "text", (c) => c.notNull())
    .addPrimaryKeyConstraint("document_acknowledgements_pk", ["document_id", "user_id"])
    .execute();
}
