// Uploaded files (knowledge-base documents and attachments, article previews, editor images, resumes,
// FAQ videos). The bytes live in the file store (app/platform/files/storage.server.ts) under
// storage_key, a random key never derived from the name; images also have "-medium" and "-large"
// variants under the same key with that suffix. Times are ISO text, flags 0/1.
import type { Kysely } from "kysely";
import { idColumn } from "../migration-helpers";

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable("files")
    .addColumn("id", ...idColumn(db))
    .addColumn("user_id", "integer", (c) => c.references("users.id").onDelete("set null"))
    .addColumn("original_name", "text", (c) => c.notNull())
    .addColumn("file_type", "text", (c) => c.notNull())
    .addColumn("content_type", "text", (c) => c.notNull())
    .addColumn("size", "integer", (c) => c.notNull())
    .addColumn("storage_key", "text", (c) => c.notNull().unique())
    .addColumn("is_image", "integer", (c) => c.notNull().defaultTo(0))
    .addColumn("width", "integer")
    .addColumn("height", "integer")
    .addColumn("created_at", "text", (c) => c.notNull())
    .execute();
  await db.schema.createIndex("files_user").on("files").column("user_id").execute();
}
