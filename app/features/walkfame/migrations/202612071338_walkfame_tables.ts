// The hall of fame's boards and the people on them (see tables.ts). kysely's schema builder only, so the same
// migration runs on SQLite and PostgreSQL. A person stands on a board once; a board's people go with it.
import type { Kysely } from "kysely";
import { idColumn } from "~/platform/db/migration-helpers";

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable("walkfame_boards")
    .addColumn("id", ...idColumn(db))
    .addColumn("title", "text", (c) => c.notNull())
    .addColumn("year", "integer", (c) => c.notNull())
    .addColumn("nomination", "text")
    .addColumn("description", "text", (c) => c.notNull())
    .addColumn("cover_file_id", "integer", (c) => c.references("files.id").onDelete("set null"))
    .addColumn("cover_path", "text")
    .addColumn("archived", "integer", (c) => c.notNull().defaultTo(0))
    .addColumn("created_at", "text", (c) => c.notNull())
    .addColumn("updated_at", "text", (c) => c.notNull())
    .addColumn("created_by", "integer", (c) => c.references("users.id").onDelete("set null"))
    .execute();
  // /walkfame/all walks (year desc, id desc); /walkfame the current ones in the same order.
  await db.schema.createIndex("walkfame_boards_by_year").on("walkfame_boards").columns(["year", "id"]).execute();
  await db.schema
    .createTable("walkfame_people")
    .addColumn("id", ...idColumn(db))
    .addColumn("board_id", "integer", (c) => c.notNull().references("walkfame_boards.id").onDelete("cascade"))
    .addColumn("user_id", "integer", (c) => c.notNull().references("users.id").onDelete("cascade"))
    .addColumn("story", "text", (c) => c.notNull())
    .addColumn("photo_file_id", "integer", (c) => c.references("files.id").onDelete("set null"))
    .addColumn("photo_path", "text")
    .addColumn("created_at", "text", (c) => c.notNull())
    .addColumn("updated_at", "text", (c) => c.notNull())
    .addUniqueConstraint("walkfame_people_once", ["board_id", "user_id"])
    .execute();
  await db.schema.createIndex("walkfame_people_photo").on("walkfame_people").column("photo_file_id").execute();
  await db.schema.createIndex("walkfame_boards_cover").on("walkfame_boards").column("cover_file_id").execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable("walkfame_people").execute();
  await db.schema.dropTable("walkfame_boards").execute();
}
