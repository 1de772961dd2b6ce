// A person's devices with web push (web_push_subscriptions is this feature's table), for the administrator's
// people page: how many a person has, as a column of the page's own statement, and forgetting them all in the
// caller's transaction when the person is blocked or her sessions are ended (a subscription belongs to a sign-in).
import { sql, type Expression, type Kysely, type RawBuilder, type Transaction } from "kysely";
import type { Database } from "~/platform/db/schema";

type Db = Kysely<Database> | Transaction<Database>;

/** How many devices of the person `userId` names receive pushes, as a column (PostgreSQL's count is a bigint: read it with Number). */
export const pushDevicesOf = (userId: Expression<number>): RawBuilder<number | string> =>
  sql<number | string>`(select count(*) from web_push_subscriptions s where s.user_id = ${userId})`;

/** Forgets every push subscription of a person: how many there were. */
export async function forgetPushDevices(db: Db, userId: number): Promise<number> {
  const result = await db.deleteFrom("web_push_subscriptions").where("user_id", "=", userId).executeTakeFirst();
  return Number(result.numDeletedRows);
}

/** The devices receiving pushes now and the people they belong to (of `people`, a subquery, when given): the statistics'. */
export async function pushDeviceCounts(
  db: Kysely<Database>,
  people: RawBuilder<unknown> | null,
): Promise<{ devices: number; people: number }> {
  const by = people ? sql`where s.user_id in (${people})` : sql``;
  const result = await sql<{
    devices: number | string;
    people: number | string;
  }>`select count(*) as devices, count(distinct s.user_id) as people
    from web_push_subscriptions s ${by}`.execute(db);
  const r = result.rows[0];
  return { devices: Number(r?.devices ?? 0), people: Number(r?.people ?? 0) };
}
