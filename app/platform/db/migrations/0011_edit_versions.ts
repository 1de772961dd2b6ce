// Edits never silently overwrite each other: every record an edit form changes carries a version,
// bumped by each save and compared in the UPDATE's WHERE (core/versions.server.ts). And a create form
// is sent once: its one-time token (core/form-tokens.server.ts), issued when the form renders and
// consumed by the first successful create, which records where the created item is.
import type { Kysely } from "kysely";

export const VERSIONED_TABLES = [
  "guide_articles",
  "guide_sections",
  "documents",
  "faq_categories",
  "faq_questions",
  "glossary_terms",
  "users",
  "contacts",
] as const;

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const table of VERSIONED_TABLES) {
    await db.schema
      .alterTable(table)
      .addColumn("version", "integer", (c) => c.notNull().defaultTo(1))
      .execute();
  }
  await db.schema
    .createTable("form_tokens")
    .addColumn("token", "text", (c) => c.primaryKey())
    .addColumn("user_id", "integer", (c) => c.notNull().references("users.id").onDelete("cascade"))
    .addColumn("created_at", "text", (c) => c.notNull())
    // Set while the create runs and after it: a second post of the same form finds it taken.
    .addColumn("used_at", "text")
    /** The app path of what the first post created: a replay is sent there. */
    .addColumn("result", "text")
    .execute();
  await db.schema.createIndex("form_tokens_created").on("form_tokens").column("created_at").execute();
}
