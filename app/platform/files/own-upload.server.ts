// A person's upload taken by a feature for one of its items (a vacancy reply takes the sender's résumé). The
// files table is the platform's: features read it freely, but only the platform writes it, lock included.
import type { Transaction } from "kysely";
import type { Database } from "~/platform/db/schema";
import type { FileType } from "~/shared/files/rules";

/**
 * The person's own upload of this type, its row locked for the rest of the transaction, or null when the id
 * is not her upload of that type. The lock is a no-op update: on PostgreSQL a second transaction taking the
 * same file waits here and then sees what the first one wrote; SQLite runs one transaction at a time.
 */
export async function lockOwnUpload(
  trx: Transaction<Database>,
  upload: { fileId: number; ownerId: number; fileType: FileType },
): Promise<{ id: number; urlKey: string; originalName: string } | null> {
  const row = await trx
    .updateTable("files")
    .set((eb) => ({ user_id: eb.ref("user_id") }))
    .where("id", "=", upload.fileId)
    .where("user_id", "=", upload.ownerId)
    .where("file_type", "=", upload.fileType)
    .returning(["id", "url_key", "original_name"])
    .executeTakeFirst();
  return row ? { id: row.id, urlKey: row.url_key, originalName: row.original_name } : null;
}
