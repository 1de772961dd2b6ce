// The company guide (spec part 1 §2.4, §3, §7): a tree of sections with access lists and per-section
// editors, articles with their files, tags, roles to notify and every saved version, who belongs to a
// wiki role (by position), and the events outbox written in the same transaction as a change
// (ARCHITECTURE.md: side effects are events handled by processors). Times ISO text, flags 0/1.
import type { Kysely } from "kysely";
import { idColumn } from "../migration-helpers";

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable("guide_sections")
    .addColumn("id", ...idColumn(db))
    .addColumn("parent_id", "integer", (c) => c.references("guide_sections.id"))
    .addColumn("name", "text", (c) => c.notNull())
    .addColumn("sort", "integer", (c) => c.notNull().defaultTo(0))
    .addColumn("created_at", "text", (c) => c.notNull())
    .addColumn("updated_at", "text", (c) => c.notNull())
    .addColumn("is_deleted", "integer", (c) => c.notNull().defaultTo(0))
    .addColumn("created_by", "integer", (c) => c.references("users.id").onDelete("set null"))
    .execute();
  await db.schema.createIndex("guide_sections_parent").on("guide_sections").columns(["parent_id", "sort"]).execute();

  // The access list: empty means every signed-in employee may read the section.
  await db.schema
    .createTable("guide_section_access")
    .addColumn("section_id", "integer", (c) => c.notNull().references("guide_sections.id").onDelete("cascade"))
    .addColumn("kind", "text", (c) => c.notNull())
    .addColumn("object_id", "integer", (c) => c.notNull())
    .addPrimaryKeyConstraint("guide_section_access_pk", ["section_id", "kind", "object_id"])
    .execute();
  await db.schema
    .createTable("guide_section_editors")
    .addColumn("section_id", "integer", (c) => c.notNull().references("guide_sections.id").onDelete("cascade"))
    .addColumn("user_id", "integer", (c) => c.notNull().references("users.id").onDelete("cascade"))
    .addPrimaryKeyConstraint("guide_section_editors_pk", ["section_id", "user_id"])
    .execute();

  // Who belongs to a wiki role: the holders of its positions; an all_employees role holds everyone.
  await db.schema
    .alterTable("wiki_roles")
    .addColumn("all_employees", "integer", (c) => c.notNull().defaultTo(0))
    .execute();
  await db.schema
    .createTable("wiki_role_positions")
    .addColumn("role_id", "integer", (c) => c.notNull().references("wiki_roles.id").onDelete("cascade"))
    .addColumn("position_id", "integer", (c) => c.notNull().references("positions.id").onDelete("cascade"))
    .addPrimaryKeyConstraint("wiki_role_positions_pk", ["role_id", "position_id"])
    .execute();
  await db.schema.createIndex("wiki_role_positions_position").on("wiki_role_positions").column("position_id").execute();

  await db.schema
    .createTable("guide_articles")
    .addColumn("id", ...idColumn(db))
    .addColumn("section_id", "integer", (c) => c.notNull().references("guide_sections.id"))
    .addColumn("name", "text", (c) => c.notNull())
    .addColumn("status", "text", (c) => c.notNull())
    .addColumn("content", "text")
    .addColumn("content_new_editor", "text")
    .addColumn("new_editor", "integer", (c) => c.notNull().defaultTo(1))
    .addColumn("sort", "integer", (c) => c.notNull().defaultTo(0))
    .addColumn("created_at", "text", (c) => c.notNull())
    .addColumn("created_by", "integer", (c) => c.references("users.id").onDelete("set null"))
    .addColumn("updated_at", "text", (c) => c.notNull())
    .addColumn("last_update_user_id", "integer", (c) => c.references("users.id").onDelete("set null"))
    .addColumn("publish_date", "text")
    .execute();
  await db.schema.createIndex("guide_articles_section").on("guide_articles").columns(["section_id", "status", "sort"]).execute();

  await db.schema
    .createTable("guide_article_files")
    .addColumn("article_id", "integer", (c) => c.notNull().references("guide_articles.id").onDelete("cascade"))
    .addColumn("file_id", "integer", (c) => c.notNull().references("files.id").onDelete("cascade"))
    .addColumn("sort", "integer", (c) => c.notNull().defaultTo(0))
    .addPrimaryKeyConstraint("guide_article_files_pk", ["article_id", "file_id"])
    .execute();
  await db.schema
    .createTable("guide_article_tags")
    .addColumn("article_id", "integer", (c) => c.notNull().references("guide_articles.id").onDelete("cascade"))
    .addColumn("tag_id", "integer", (c) => c.notNull().references("tags.id").onDelete("cascade"))
    .addPrimaryKeyConstraint("guide_article_tags_pk", ["article_id", "tag_id"])
    .execute();
  await db.schema
    .createTable("guide_article_roles")
    .addColumn("article_id", "integer", (c) => c.notNull().references("guide_articles.id").onDelete("cascade"))
    .addColumn("role_id", "integer", (c) => c.notNull().references("wiki_roles.id").onDelete("cascade"))
    .addPrimaryKeyConstraint("guide_article_roles_pk", ["article_id", "role_id"])
    .execute();

  await db.schema
    .createTable("guide_article_versions")
    .addColumn("id", ...idColumn(db))
    .addColumn("article_id", "integer", (c) => c.notNull().references("guide_articles.id").onDelete("cascade"))
    .addColumn("version", "integer", (c) => c.notNull())
    .addColumn("name", "text", (c) => c.notNull())
    .addColumn("section_id", "integer", (c) => c.notNull())
    .addColumn("status", "text", (c) => c.notNull())
    .addColumn("content", "text")
    .addColumn("content_new_editor", "text")
    .addColumn("new_editor", "integer", (c) => c.notNull())
    .addColumn("file_ids", "text", (c) => c.notNull())
    .addColumn("tags", "text", (c) => c.notNull())
    .addColumn("created_at", "text", (c) => c.notNull())
    .addColumn("user_id", "integer", (c) => c.references("users.id").onDelete("set null"))
    .execute();
  await db.schema
    .createIndex("guide_article_versions_article")
    .on("guide_article_versions")
    .columns(["article_id", "version"])
    .unique()
    .execute();

  // The outbox: processed_at stays null until a processor has handled the event.
  await db.schema
    .createTable("events")
    .addColumn("id", ...idColumn(db))
    .addColumn("type", "text", (c) => c.notNull())
    .addColumn("payload", "text", (c) => c.notNull())
    .addColumn("created_at", "text", (c) => c.notNull())
    .addColumn("processed_at", "text")
    .execute();
  await db.schema.createIndex("events_pending").on("events").columns(["processed_at", "id"]).execute();
}
