// The one album implementation (issue #36): albums and photos with an owner (kind + id: a group's albums,
// the company gallery's, later a hall-of-fame board's). The group albums of issue #14 move here keeping
// their ids (links to /group/{id}/albums/{albumId}/{photoId} stay valid) and their photos' files.
import { sql, type Kysely } from "kysely";
import { idColumn, isPostgres } from "~/platform/db/migration-helpers";

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable("albums")
    .addColumn("id", ...idColumn(db))
    .addColumn("owner_kind", "text", (c) => c.notNull())
    .addColumn("owner_id", "integer", (c) => c.notNull())
    .addColumn("author_id", "integer", (c) => c.references("users.id").onDelete("set null"))
    .addColumn("name", "text", (c) => c.notNull())
    .addColumn("description", "text", (c) => c.notNull().defaultTo(""))
    .addColumn("photo_count", "integer", (c) => c.notNull().defaultTo(0))
    .addColumn("created_at", "text", (c) => c.notNull())
    .addColumn("updated_at", "text", (c) => c.notNull())
    .execute();
  // An owner's albums newest first; every owner's newest (the gallery's landing) by id.
  await db.schema.createIndex("albums_owner").on("albums").columns(["owner_kind", "owner_id", "id"]).execute();

  await db.schema
    .createTable("album_photos")
    .addColumn("id", ...idColumn(db))
    .addColumn("album_id", "integer", (c) => c.notNull().references("albums.id").onDelete("cascade"))
    .addColumn("owner_kind", "text", (c) => c.notNull())
    .addColumn("owner_id", "integer", (c) => c.notNull())
    .addColumn("file_id", "integer", (c) => c.notNull().references("files.id").onDelete("cascade"))
    .addColumn("author_id", "integer", (c) => c.references("users.id").onDelete("set null"))
    .addColumn("description", "text", (c) => c.notNull().defaultTo(""))
    // The feed post a photo belongs to (part 1 §2.7: its link leads to the post), null for an album's own.
    .addColumn("post_id", "integer")
    .addColumn("created_at", "text", (c) => c.notNull())
    .execute();
  await db.schema.createIndex("album_photos_album").on("album_photos").columns(["album_id", "id"]).execute();
  // The file read guard: which album a photo's file belongs to.
  await db.schema.createIndex("album_photos_file").on("album_photos").columns(["file_id"]).execute();
  // /media: the newest photos of the owners a reader reads.
  await db.schema.createIndex("album_photos_owner").on("album_photos").columns(["owner_kind", "owner_id", "id"]).execute();

  await sql`insert into albums (id, owner_kind, owner_id, author_id, name, description, photo_count, created_at, updated_at)
    select id, 'group', group_id, author_id, name, description, photo_count, created_at, updated_at from group_albums`.execute(db);
  await sql`insert into album_photos (id, album_id, owner_kind, owner_id, file_id, author_id, description, created_at)
    select id, album_id, 'group', group_id, file_id, author_id, description, created_at from group_photos`.execute(db);
  if (isPostgres(db)) {
    // The copied ids were given explicitly: the identities go on after them.
    for (const table of ["albums", "album_photos"]) {
      await sql`select setval(pg_get_serial_sequence(${table}, 'id'), coalesce((select max(id) from ${sql.table(table)}), 0) + 1, false)`.execute(
        db,
      );
    }
  }
  await db.schema.dropTable("group_photos").execute();
  await db.schema.dropTable("group_albums").execute();
}
