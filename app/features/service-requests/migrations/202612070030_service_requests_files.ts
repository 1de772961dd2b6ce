// The files of service requests: what a requester attaches in a file field (ANSWER) and the prepared document
// its handlers attach (RESULT: a certificate's scan). A file belongs to one request at most (its key), so an
// upload cannot be taken by two requests, and reading it follows reading the request (request-files.server.ts).
import type { Kysely } from "kysely";

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable("service_request_files")
    .addColumn("file_id", "integer", (c) => c.primaryKey().references("files.id"))
    .addColumn("claim_id", "integer", (c) => c.notNull().references("service_requests.claim_id"))
    .addColumn("purpose", "text", (c) => c.notNull())
    // The file field it answers; null for a prepared document.
    .addColumn("field_key", "text")
    .addColumn("created_at", "text", (c) => c.notNull())
    .addColumn("created_by", "integer", (c) => c.notNull().references("users.id"))
    .execute();
  await db.schema.createIndex("service_request_files_claim").on("service_request_files").columns(["claim_id", "purpose"]).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable("service_request_files").execute();
}
