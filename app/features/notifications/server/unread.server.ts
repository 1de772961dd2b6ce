// How many notifications a person has not read: the count the short user carries (the shell's bell before
// its live stream counts, GET /user/short-cur-user-info). The users feature shows it but cannot import this
// feature (it stands below it), so the composition root hands it this function.
import type { Kysely } from "kysely";
import type { Database } from "~/platform/db/schema";

export async function countUnreadNotifications(db: Kysely<Database>, userId: number): Promise<number> {
  const row = await db
    .selectFrom("notifications")
    .select((eb) => eb.fn.countAll<number>().as("n"))
    .where("user_id", "=", userId)
    .where("showed", "=", 0)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}
