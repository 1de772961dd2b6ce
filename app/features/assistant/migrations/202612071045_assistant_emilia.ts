// Эмилия: her images (each a stored file) and the phrases of each image. kysely's schema builder only, so the
// same migration runs on SQLite and PostgreSQL. A phrase goes with its image (cascade); the image's file stays
// the platform's.
import type { Kysely } from "kysely";
import { idColumn } from "~/platform/db/migration-helpers";

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable("emilia_images")
    .addColumn("id", ...idColumn(db))
    .addColumn("file_id", "integer", (c) => c.notNull().references("files.id"))
    .addColumn("created_at", "text", (c) => c.notNull())
    .addColumn("updated_at", "text", (c) => c.notNull())
    .execute();
  await db.schema.createIndex("emilia_images_file").on("emilia_images").column("file_id").execute();
  await db.schema
    .createTable("emilia_phrases")
    .addColumn("id", ...idColumn(db))
    .addColumn("image_id", "integer", (c) => c.notNull().references("emilia_images.id").onDelete("cascade"))
    .addColumn("phrase", "text")
    .addColumn("phrase_new_editor", "text")
    .addColumn("new_editor", "integer", (c) => c.notNull().defaultTo(1))
    .addColumn("created_at", "text", (c) => c.notNull())
    .addColumn("updated_at", "text", (c) => c.notNull())
    .execute();
  await db.schema.createIndex("emilia_phrases_image").on("emilia_phrases").columns(["image_id", "id"]).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable("emilia_phrases").execute();
  await db.schema.dropTable("emilia_images").execute();
}
