// /admin/claims filters every claim by status (issue #13 point 9): (status, id) reads one status's
// claims newest first in one index range, instead of walking all claims, as claims_owner does for one
// person's.
import type { Kysely } from "kysely";

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.createIndex("claims_status").on("claims").columns(["status", "id"]).execute();
}
