// The company's pages (spec part 1 §2.3: /history, /corporate-values, /strategy, /competencies, /updates,
// /mirapolis-mobile), each page's versions (every save is one; the history reads them by (page_id, version),
// the unique index, newest first) and the competences /competencies lists (read whole, in `sort` order).
// kysely's schema builder only, so the same migration runs on SQLite and PostgreSQL.
import type { Kysely } from "kysely";
import { idColumn } from "~/platform/db/migration-helpers";

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable("company_pages")
    .addColumn("id", ...idColumn(db))
    .addColumn("slug", "text", (c) => c.notNull().unique())
    .addColumn("title", "text", (c) => c.notNull())
    .addColumn("body", "text", (c) => c.notNull())
    .addColumn("version", "integer", (c) => c.notNull())
    .addColumn("updated_at", "text", (c) => c.notNull())
    .addColumn("updated_by", "integer", (c) => c.references("users.id").onDelete("set null"))
    .execute();
  await db.schema
    .createTable("company_page_versions")
    .addColumn("id", ...idColumn(db))
    .addColumn("page_id", "integer", (c) => c.notNull().references("company_pages.id").onDelete("cascade"))
    .addColumn("version", "integer", (c) => c.notNull())
    .addColumn("title", "text", (c) => c.notNull())
    .addColumn("body", "text", (c) => c.notNull())
    .addColumn("created_at", "text", (c) => c.notNull())
    .addColumn("user_id", "integer", (c) => c.references("users.id").onDelete("set null"))
    .addColumn("restored_from", "integer")
    .execute();
  await db.schema.createIndex("company_page_versions_page").unique().on("company_page_versions").columns(["page_id", "version"]).execute();
  await db.schema
    .createTable("company_competences")
    .addColumn("id", ...idColumn(db))
    .addColumn("title", "text", (c) => c.notNull())
    .addColumn("description", "text", (c) => c.notNull())
    .addColumn("sort", "integer", (c) => c.notNull())
    .addColumn("created_at", "text", (c) => c.notNull())
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable("company_competences").execute();
  await db.schema.dropTable("company_page_versions").execute();
  await db.schema.dropTable("company_pages").execute();
}
