// Groups (issue #14): groups with their members and managers, the subjects and resolution types of
// messages to their managers, group articles, albums and photos; and the claim's object (a join
// request's or a message's group), which the claims engine stores for any type.
// - user_count is moved in the membership's own transaction, only when a row was inserted or deleted.
// - Every list pages by keyset, each with its index: groups by (sort, name, id); a group's members
//   managers first then by name (member_key: the person's search key, written with the membership);
//   articles, albums and photos newest or oldest first by id.
// Times are ISO text, flags 0/1 integers, as everywhere.
import type { Kysely } from "kysely";
import { idColumn } from "~/platform/db/migration-helpers";

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable("groups")
    .addColumn("id", ...idColumn(db))
    .addColumn("name", "text", (c) => c.notNull())
    .addColumn("description", "text", (c) => c.notNull().defaultTo(""))
    /** The name lower-cased, yo as ye (the finder's rule): the list's search. */
    .addColumn("search_name", "text", (c) => c.notNull())
    .addColumn("avatar_file_id", "integer", (c) => c.references("files.id").onDelete("set null"))
    .addColumn("cover_file_id", "integer", (c) => c.references("files.id").onDelete("set null"))
    .addColumn("config_close", "integer", (c) => c.notNull().defaultTo(0))
    /** Administrators order the list (lower first), then by name. */
    .addColumn("sort", "integer", (c) => c.notNull().defaultTo(100))
    /** Members may write to the managers (messages, claims of type GROUP_MESSAGE). */
    .addColumn("messages_enabled", "integer", (c) => c.notNull().defaultTo(1))
    .addColumn("user_count", "integer", (c) => c.notNull().defaultTo(0))
    .addColumn("author_id", "integer", (c) => c.references("users.id").onDelete("set null"))
    .addColumn("is_delete", "integer", (c) => c.notNull().defaultTo(0))
    .addColumn("created_at", "text", (c) => c.notNull())
    .addColumn("updated_at", "text", (c) => c.notNull())
    /** Bumped by every save; an edit sends the one it read (stale saves are refused). */
    .addColumn("version", "integer", (c) => c.notNull().defaultTo(1))
    .execute();
  await db.schema.createIndex("groups_list").on("groups").columns(["is_delete", "sort", "search_name", "id"]).execute();

  await db.schema
    .createTable("group_members")
    .addColumn("group_id", "integer", (c) => c.notNull().references("groups.id").onDelete("cascade"))
    .addColumn("user_id", "integer", (c) => c.notNull().references("users.id").onDelete("cascade"))
    .addColumn("is_manager", "integer", (c) => c.notNull().defaultTo(0))
    /** The person's search key when they joined (surname name middlename): the members' order and search. */
    .addColumn("member_key", "text", (c) => c.notNull())
    .addColumn("created_at", "text", (c) => c.notNull())
    .addPrimaryKeyConstraint("group_members_pk", ["group_id", "user_id"])
    .execute();
  await db.schema
    .createIndex("group_members_list")
    .on("group_members")
    .columns(["group_id", "is_manager desc", "member_key", "user_id"])
    .execute();
  // A person's groups ("Мои группы", the main feed's subscriptions, the mobile menu).
  await db.schema.createIndex("group_members_user").on("group_members").columns(["user_id", "group_id"]).execute();

  for (const table of ["group_subjects", "group_resolution_types"]) {
    await db.schema
      .createTable(table)
      .addColumn("id", ...idColumn(db))
      .addColumn("group_id", "integer", (c) => c.notNull().references("groups.id").onDelete("cascade"))
      .addColumn("name", "text", (c) => c.notNull())
      .addColumn("sort", "integer", (c) => c.notNull().defaultTo(0))
      .execute();
    await db.schema.createIndex(`${table}_group`).on(table).columns(["group_id", "sort", "id"]).execute();
  }

  await db.schema
    .createTable("group_articles")
    .addColumn("id", ...idColumn(db))
    .addColumn("group_id", "integer", (c) => c.notNull().references("groups.id").onDelete("cascade"))
    .addColumn("author_id", "integer", (c) => c.references("users.id").onDelete("set null"))
    .addColumn("name", "text", (c) => c.notNull())
    /** Sanitized HTML (the rich-text rule). */
    .addColumn("content", "text", (c) => c.notNull())
    .addColumn("content_new_editor", "text")
    .addColumn("new_editor", "integer", (c) => c.notNull().defaultTo(1))
    .addColumn("preview_file_id", "integer", (c) => c.references("files.id").onDelete("set null"))
    /** PUBLISH or DRAFT (the spec's values). */
    .addColumn("status", "text", (c) => c.notNull())
    .addColumn("created_at", "text", (c) => c.notNull())
    .addColumn("updated_at", "text", (c) => c.notNull())
    .addColumn("version", "integer", (c) => c.notNull().defaultTo(1))
    .execute();
  await db.schema.createIndex("group_articles_list").on("group_articles").columns(["group_id", "status", "id"]).execute();
  await db.schema.createIndex("group_articles_author").on("group_articles").columns(["group_id", "author_id", "id"]).execute();

  await db.schema
    .createTable("group_albums")
    .addColumn("id", ...idColumn(db))
    .addColumn("group_id", "integer", (c) => c.notNull().references("groups.id").onDelete("cascade"))
    .addColumn("author_id", "integer", (c) => c.references("users.id").onDelete("set null"))
    .addColumn("name", "text", (c) => c.notNull())
    .addColumn("description", "text", (c) => c.notNull().defaultTo(""))
    .addColumn("photo_count", "integer", (c) => c.notNull().defaultTo(0))
    .addColumn("created_at", "text", (c) => c.notNull())
    .addColumn("updated_at", "text", (c) => c.notNull())
    .execute();
  await db.schema.createIndex("group_albums_group").on("group_albums").columns(["group_id", "id"]).execute();

  await db.schema
    .createTable("group_photos")
    .addColumn("id", ...idColumn(db))
    .addColumn("album_id", "integer", (c) => c.notNull().references("group_albums.id").onDelete("cascade"))
    .addColumn("group_id", "integer", (c) => c.notNull().references("groups.id").onDelete("cascade"))
    .addColumn("file_id", "integer", (c) => c.notNull().references("files.id").onDelete("cascade"))
    .addColumn("author_id", "integer", (c) => c.references("users.id").onDelete("set null"))
    .addColumn("description", "text", (c) => c.notNull().defaultTo(""))
    .addColumn("created_at", "text", (c) => c.notNull())
    .execute();
  await db.schema.createIndex("group_photos_album").on("group_photos").columns(["album_id", "id"]).execute();
  // The file read guard: which group a photo's file belongs to.
  await db.schema.createIndex("group_photos_file").on("group_photos").columns(["file_id"]).execute();

  // A message to a group's managers is a claim (type GROUP_MESSAGE); this is what only it has.
  await db.schema
    .createTable("group_messages")
    .addColumn("claim_id", "integer", (c) => c.primaryKey().references("claims.id").onDelete("cascade"))
    .addColumn("group_id", "integer", (c) => c.notNull().references("groups.id").onDelete("cascade"))
    .addColumn("subject_id", "integer", (c) => c.references("group_subjects.id").onDelete("set null"))
    .addColumn("resolution_type_id", "integer", (c) => c.references("group_resolution_types.id").onDelete("set null"))
    .execute();
  await db.schema.createIndex("group_messages_group").on("group_messages").columns(["group_id", "claim_id"]).execute();

  // The object a claim is about, in its type's feature (a join request's group, a vacancy reply's
  // vacancy): its handlers are resolved from it and its pages link to it.
  await db.schema.alterTable("claims").addColumn("object_id", "integer").execute();
  await db.schema.createIndex("claims_object").on("claims").columns(["type", "object_id", "status"]).execute();
}
