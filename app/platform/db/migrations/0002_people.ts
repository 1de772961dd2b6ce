// People: the contacts directory (categories and cards), profiles, favourites, recent contacts,
// suggestions of corrections, and the small catalogues the finder offers (positions, wiki roles, tags).
import type { Kysely } from "kysely";
import { idColumn } from "../migration-helpers";

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const [column, type] of [
    ["work_mobile_phone", "text"],
    ["ip_phone", "text"],
    ["telegram", "text"],
    ["skype", "text"],
    ["viber", "text"],
    ["vk", "text"],
    ["web", "text"],
    ["whatsapp", "text"],
    ["zone", "text"],
    ["birthday", "text"],
  ] as const) {
    await db.schema.alterTable("users").addColumn(column, type).execute();
  }
  await db.schema
    .alterTable("users")
    .addColumn("birth_year_visible", "integer", (c) => c.notNull().defaultTo(1))
    .execute();
  await db.schema
    .alterTable("users")
    .addColumn("login_phone_visible", "integer", (c) => c.notNull().defaultTo(0))
    .execute();
  await db.schema.alterTable("users").addColumn("position_id", "integer").execute();

  // The directory tree: a category per department (department_id set) plus service categories.
  await db.schema
    .createTable("contact_categories")
    .addColumn("id", ...idColumn(db))
    .addColumn("parent_id", "integer", (c) => c.references("contact_categories.id").onDelete("cascade"))
    .addColumn("name", "text", (c) => c.notNull())
    .addColumn("department_id", "integer", (c) => c.references("departments.id").onDelete("set null"))
    .addColumn("sort", "integer", (c) => c.notNull().defaultTo(0))
    .execute();
  await db.schema.createIndex("contact_categories_parent").on("contact_categories").column("parent_id").execute();
  await db.schema.createIndex("contact_categories_department").on("contact_categories").column("department_id").execute();

  // A card in a category: an employee (user_id, kind 'user': name, phones... come from users) or a
  // service record (kind 'another': its own fields, optionally linked to a person).
  await db.schema
    .createTable("contacts")
    .addColumn("id", ...idColumn(db))
    .addColumn("category_id", "integer", (c) => c.notNull().references("contact_categories.id").onDelete("cascade"))
    .addColumn("kind", "text", (c) => c.notNull())
    .addColumn("user_id", "integer", (c) => c.references("users.id").onDelete("cascade"))
    .addColumn("name", "text")
    .addColumn("surname", "text")
    .addColumn("middlename", "text")
    .addColumn("position", "text")
    .addColumn("telephone", "text")
    .addColumn("ip_phone", "text")
    .addColumn("email", "text")
    .addColumn("address", "text")
    .addColumn("sort", "integer", (c) => c.notNull().defaultTo(0))
    .addColumn("created_at", "text", (c) => c.notNull())
    .addColumn("updated_at", "text", (c) => c.notNull())
    .execute();
  await db.schema.createIndex("contacts_category_sort").on("contacts").columns(["category_id", "sort"]).execute();
  await db.schema.createIndex("contacts_user").on("contacts").column("user_id").execute();

  // Favourites of every kind (CONTACT now; WIKI_GUIDE and POST later).
  await db.schema
    .createTable("favorites")
    .addColumn("user_id", "integer", (c) => c.notNull().references("users.id").onDelete("cascade"))
    .addColumn("type", "text", (c) => c.notNull())
    .addColumn("object_id", "integer", (c) => c.notNull())
    .addColumn("created_at", "text", (c) => c.notNull())
    .addPrimaryKeyConstraint("favorites_pk", ["user_id", "type", "object_id"])
    .execute();

  await db.schema
    .createTable("contact_views")
    .addColumn("user_id", "integer", (c) => c.notNull().references("users.id").onDelete("cascade"))
    .addColumn("contact_id", "integer", (c) => c.notNull().references("contacts.id").onDelete("cascade"))
    .addColumn("viewed_at", "text", (c) => c.notNull())
    .addPrimaryKeyConstraint("contact_views_pk", ["user_id", "contact_id"])
    .execute();

  await db.schema
    .createTable("suggestions")
    .addColumn("id", ...idColumn(db))
    .addColumn("user_id", "integer", (c) => c.notNull().references("users.id").onDelete("cascade"))
    .addColumn("kind", "text", (c) => c.notNull())
    .addColumn("message", "text", (c) => c.notNull())
    .addColumn("source_url", "text", (c) => c.notNull())
    .addColumn("wiki_guide_category_id", "integer")
    .addColumn("created_at", "text", (c) => c.notNull())
    .addColumn("resolved_at", "text")
    .addColumn("resolved_by", "integer", (c) => c.references("users.id").onDelete("set null"))
    .execute();

  await db.schema
    .createTable("positions")
    .addColumn("id", ...idColumn(db))
    .addColumn("name", "text", (c) => c.notNull())
    .addColumn("department_id", "integer", (c) => c.references("departments.id").onDelete("cascade"))
    .execute();
  await db.schema.createIndex("positions_name_department").on("positions").columns(["name", "department_id"]).unique().execute();

  await db.schema
    .createTable("wiki_roles")
    .addColumn("id", ...idColumn(db))
    .addColumn("name", "text", (c) => c.notNull().unique())
    .execute();

  await db.schema
    .createTable("tags")
    .addColumn("id", ...idColumn(db))
    .addColumn("value", "text", (c) => c.notNull().unique())
    .execute();

  // Case-insensitive search of names (the finder): a lower-cased "surname name middlename" kept by
  // the code, since SQLite's lower() folds ASCII only.
  await db.schema.alterTable("users").addColumn("search_name", "text").execute();
  await db.schema.createIndex("users_search_name").on("users").column("search_name").execute();
}
