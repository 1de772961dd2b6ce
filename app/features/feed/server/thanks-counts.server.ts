// The thanks people received, counted, for the achievements' rule "N thanks received" (issue #36 point 2): who
// received at least `min` (deleted thanks not counted), by person id after `afterId`, `limit` at a time. One
// statement a page; the (to_user_id) index of thanks serves the grouping.
import type { Kysely, Transaction } from "kysely";
import type { Database } from "~/platform/db/schema";

export interface ThanksReceived {
  userId: number;
  received: number;
}

export async function thanksReceivedAtLeast(
  db: Kysely<Database> | Transaction<Database>,
  q: { min: number; afterId: number; limit: number },
): Promise<ThanksReceived[]> {
  const rows = await db
    .selectFrom("thanks")
    .select((eb) => ["to_user_id", eb.fn.countAll<number | string>().as("received")])
    .where("is_delete", "=", 0)
    .where("to_user_id", ">", q.afterId)
    .groupBy("to_user_id")
    .having((eb) => eb.fn.countAll(), ">=", q.min)
    .orderBy("to_user_id")
    .limit(q.limit)
    .execute();
  return rows.map((r) => ({ userId: r.to_user_id, received: Number(r.received) }));
}
