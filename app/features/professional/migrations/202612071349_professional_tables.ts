// The best-in-profession contest's years and winners (see tables.ts). kysely's schema builder only, so the same
// migration runs on SQLite and PostgreSQL. A year is there once; its winners go with it.
import type { Kysely } from "kysely";
import { idColumn } from "~/platform/db/migration-helpers";

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable("professional_years")
    .addColumn("id", ...idColumn(db))
    .addColumn("year", "integer", (c) => c.notNull().unique())
    .addColumn("title", "text", (c) => c.notNull())
    .addColumn("description", "text", (c) => c.notNull())
    .addColumn("created_at", "text", (c) => c.notNull())
    .addColumn("updated_at", "text", (c) => c.notNull())
    .execute();
  await db.schema
    .createTable("professional_winners")
    .addColumn("id", ...idColumn(db))
    .addColumn("year_id", "integer", (c) => c.notNull().references("professional_years.id").onDelete("cascade"))
    .addColumn("user_id", "integer", (c) => c.notNull().references("users.id").onDelete("cascade"))
    .addColumn("profession", "text", (c) => c.notNull())
    .addColumn("region", "text", (c) => c.notNull())
    .addColumn("place", "integer")
    .addColumn("nomination", "text")
    .addColumn("text", "text", (c) => c.notNull())
    .addColumn("photo_file_id", "integer", (c) => c.references("files.id").onDelete("set null"))
    .addColumn("photo_path", "text")
    .addColumn("created_at", "text", (c) => c.notNull())
    .addColumn("updated_at", "text", (c) => c.notNull())
    .execute();
  // A year's page reads its winners by profession and region (the filters narrow the same range).
  await db.schema
    .createIndex("professional_winners_by_year")
    .on("professional_winners")
    .columns(["year_id", "profession", "region"])
    .execute();
  await db.schema.createIndex("professional_winners_photo").on("professional_winners").column("photo_file_id").execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable("professional_winners").execute();
  await db.schema.dropTable("professional_years").execute();
}
