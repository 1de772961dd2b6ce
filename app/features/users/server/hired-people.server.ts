// People by their hire date, for the achievements' rule of years at the company (issue #36 point 2): the
// active people hired on or before a day, with their hire dates, a page at a time by id (keyset).
import type { Kysely, Transaction } from "kysely";
import type { Database } from "~/platform/db/schema";

type Db = Kysely<Database> | Transaction<Database>;

export interface HiredPerson {
  id: number;
  /** "yyyy-mm-dd" */
  hiredOn: string;
}

/** Active people hired on or before `day` ("yyyy-mm-dd"), by id after `afterId`, `limit` at most. */
export async function peopleHiredBy(db: Db, q: { day: string; afterId: number; limit: number }): Promise<HiredPerson[]> {
  const rows = await db
    .selectFrom("users")
    .select(["id", "hired_on"])
    .where("hired_on", "is not", null)
    .where("hired_on", "<=", q.day)
    .where("blocked", "=", 0)
    .where("id", ">", q.afterId)
    .orderBy("id")
    .limit(q.limit)
    .execute();
  return rows.map((r) => ({ id: r.id, hiredOn: r.hired_on ?? q.day }));
}

/** A person's hire date, or null (unknown person or none given). */
export async function hiredOnOf(db: Db, userId: number): Promise<string | null> {
  const row = await db.selectFrom("users").select("hired_on").where("id", "=", userId).executeTakeFirst();
  return row?.hired_on ?? null;
}
