// An approved leave sets its owner's work status VACATION for its dates, an approved trip BUSINESS_TRIP
// (issue #34 point 3). A pass over the requests (at start, every quarter of an hour, and after every move of a
// request: apply()) sets the status on the first day and takes it off after the last, or when the request is
// cancelled or rejected. A status the person set herself is never overwritten nor cleared: the pass sets one
// only where there is none, and clears only the one it set. Idempotent, so every process of a cluster may run it.
import type { Kysely, Transaction } from "kysely";
import type { Database } from "~/platform/db/schema";
import { updatePerson } from "~/features/users/index.server";
import { claimRows } from "~/features/claims/index.server";

/** The families whose approved requests are absences, and the work status each sets. */
export const ABSENCE_STATUS: Readonly<Record<string, string>> = { VACATION: "VACATION", TRIP: "BUSINESS_TRIP" };
/** Past its approval: waiting on its handlers, in work or done (an absence, the calendar, the team's overlaps). */
export const APPROVED_STATUSES: readonly string[] = ["NEW", "IN_WORK", "COMPLETED"];
const NOT_YET = 0;
const SET = 1;
const OVER = 2;

type Db = Kysely<Database> | Transaction<Database>;

/**
 * One pass on `today` (the company's day): every request, or the one `claimId` names inside its move's
 * transaction (a leave approved for today shows at once).
 */
export async function applyAbsences(db: Db, today: string, at: Date, claimId?: number): Promise<{ set: number; cleared: number }> {
  const families = Object.keys(ABSENCE_STATUS);
  // Each request's change is its own transaction; inside a move's, it is part of that one.
  const atomically = (work: (trx: Db) => Promise<void>) => (db.isTransaction ? work(db) : db.transaction().execute(work));
  let base = db
    .selectFrom("service_requests as r")
    .innerJoin(claimRows(db).as("c"), "c.id", "r.claim_id")
    .innerJoin("service_types as t", "t.id", "r.type_id")
    .innerJoin("users as u", "u.id", "r.owner_id")
    .select(["r.claim_id", "r.owner_id", "t.family", "u.work_status"])
    .where("t.family", "in", families);
  if (claimId !== undefined) base = base.where("r.claim_id", "=", claimId);
  const starting = await base
    .where("r.absence_state", "=", NOT_YET)
    .where("c.status", "in", APPROVED_STATUSES)
    .where("r.starts_on", "<=", today)
    .where("r.ends_on", ">=", today)
    .execute();
  const ending = await base
    .where("r.absence_state", "=", SET)
    .where((eb) => eb.or([eb("r.ends_on", "<", today), eb("c.status", "not in", APPROVED_STATUSES)]))
    .execute();
  const stamp = at.toISOString();
  let set = 0;
  let cleared = 0;
  for (const r of ending) {
    await atomically(async (trx) => {
      await trx.updateTable("service_requests").set({ absence_state: OVER }).where("claim_id", "=", r.claim_id).execute();
      const status = ABSENCE_STATUS[r.family]!;
      const person = await trx.selectFrom("users").select("work_status").where("id", "=", r.owner_id).executeTakeFirst();
      if (person?.work_status === status) {
        await updatePerson(trx, r.owner_id, { work_status: null, updated_at: stamp });
        cleared++;
      }
    });
  }
  for (const r of starting) {
    await atomically(async (trx) => {
      const person = await trx.selectFrom("users").select("work_status").where("id", "=", r.owner_id).executeTakeFirst();
      // Her own status stands: this request then sets none, and clears none when it ends.
      const mine = person?.work_status === null;
      await trx
        .updateTable("service_requests")
        .set({ absence_state: mine ? SET : OVER })
        .where("claim_id", "=", r.claim_id)
        .execute();
      if (mine) {
        await updatePerson(trx, r.owner_id, { work_status: ABSENCE_STATUS[r.family]!, updated_at: stamp });
        set++;
      }
    });
  }
  return { set, cleared };
}
