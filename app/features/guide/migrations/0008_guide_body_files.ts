// Files an article's body shows (editor images, links to uploads), kept beside the attachments so a
// restricted section's images are served only to its readers, like its attachments. Refreshed at every
// save from the body's /files/{id}/ addresses.
import type { Kysely } from "kysely";

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable("guide_article_body_files")
    .addColumn("article_id", "integer", (c) => c.notNull().references("guide_articles.id").onDelete("cascade"))
    .addColumn("file_id", "integer", (c) => c.notNull().references("files.id").onDelete("cascade"))
    .addPrimaryKeyConstraint("guide_article_body_files_pk", ["article_id", "file_id"])
    .execute();
  await db.schema.createIndex("guide_article_body_files_file").on("guide_article_body_files").column("file_id").execute();
  await db.schema.createIndex("guide_article_files_file").on("guide_article_files").column("file_id").execute();
}
