// The notifications page (issue #13 point 3): all of a person's notifications newest first by keyset
// (`id < cursor`), one index range. The unread tab and the bell's count use notifications_user
// (user_id, showed, id) of 0001.
import type { Kysely } from "kysely";

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.createIndex("notifications_user_id").on("notifications").columns(["user_id", "id"]).execute();
}
