// The FAQ (categories with ordered questions) and the glossary of terms. Answers and definitions are
// sanitized HTML (app/shared/richtext). A term's uniqueness is checked on term_key, the term lower-cased
// in JavaScript (SQLite's lower() folds ASCII only, so Cyrillic would slip through).
import type { Kysely } from "kysely";
import { idColumn } from "../migration-helpers";

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable("faq_categories")
    .addColumn("id", ...idColumn(db))
    .addColumn("name", "text", (c) => c.notNull())
    .addColumn("description", "text")
    .addColumn("sort", "integer", (c) => c.notNull().defaultTo(0))
    .execute();
  await db.schema
    .createTable("faq_questions")
    .addColumn("id", ...idColumn(db))
    .addColumn("category_id", "integer", (c) => c.notNull().references("faq_categories.id").onDelete("cascade"))
    .addColumn("question", "text", (c) => c.notNull())
    .addColumn("answer_new_editor", "text", (c) => c.notNull())
    .addColumn("sort", "integer", (c) => c.notNull().defaultTo(0))
    .addColumn("created_at", "text", (c) => c.notNull())
    .addColumn("updated_at", "text", (c) => c.notNull())
    .addColumn("updated_by", "integer", (c) => c.references("users.id").onDelete("set null"))
    .execute();
  await db.schema.createIndex("faq_questions_category").on("faq_questions").columns(["category_id", "sort"]).execute();
  await db.schema
    .createTable("glossary_terms")
    .addColumn("id", ...idColumn(db))
    .addColumn("term", "text", (c) => c.notNull())
    .addColumn("term_key", "text", (c) => c.notNull().unique())
    .addColumn("definition", "text", (c) => c.notNull())
    .addColumn("letter", "text", (c) => c.notNull())
    .addColumn("status", "text", (c) => c.notNull().defaultTo("PUBLISHED"))
    .addColumn("created_at", "text", (c) => c.notNull())
    .addColumn("created_by", "integer", (c) => c.references("users.id").onDelete("set null"))
    .execute();
  await db.schema.createIndex("glossary_terms_letter").on("glossary_terms").columns(["letter", "term_key"]).execute();
}
