// The places of an activity: the counter `taken` and the waiting list. Every change of them runs in a transaction
// that first writes the activity's row (the guarded increment of a sign-up, the decrement of a withdrawal, an
// edit), so on PostgreSQL the row lock puts the changes of one activity one after another and each reads the
// counter the previous one left; SQLite has one writer at a time anyway. A sign-up takes a place only with
// `taken < seats` in the UPDATE's own WHERE: of two people after the last place exactly one gets it.
import { sql } from "kysely";
import { writeEvent } from "~/platform/events.server";
import { ACTIVITY_NOTICE, type ActivityNotice } from "./events";
import { GOING, WAITING, type Db } from "./model";

/** Takes one place if one is free (and the activity is not cancelled): whether it did. */
export async function takePlace(trx: Db, activityId: number): Promise<boolean> {
  const taken = await trx
    .updateTable("activities")
    .set({ taken: sql`taken + 1` })
    .where("id", "=", activityId)
    .where("cancelled", "=", 0)
    .where((eb) => eb.or([eb("seats", "is", null), eb("taken", "<", eb.ref("seats"))]))
    .executeTakeFirst();
  return Number(taken.numUpdatedRows) === 1;
}

/** Gives a place back (a participant withdrew or was removed). */
export async function freePlace(trx: Db, activityId: number): Promise<void> {
  await trx
    .updateTable("activities")
    .set({ taken: sql`taken - 1` })
    .where("id", "=", activityId)
    .where("taken", ">", 0)
    .execute();
}

/**
 * Moves the first of the waiting list up into the free places (after a withdrawal, a removal, a raised limit),
 * and writes the notice that tells them: the ids moved up. Call it after the transaction has written the row.
 */
export async function fillPlaces(trx: Db, activityId: number, at: Date): Promise<number[]> {
  const activity = await trx
    .selectFrom("activities")
    .select(["seats", "taken", "cancelled", "starts_at"])
    .where("id", "=", activityId)
    .executeTakeFirst();
  if (!activity || activity.cancelled === 1 || activity.starts_at <= at.toISOString()) return [];
  const free = activity.seats === null ? null : activity.seats - activity.taken;
  if (free !== null && free <= 0) return [];
  let waiting = trx
    .selectFrom("activity_members")
    .select(["id", "user_id"])
    .where("activity_id", "=", activityId)
    .where("status", "=", WAITING)
    .orderBy("id");
  if (free !== null) waiting = waiting.limit(free);
  const moved = await waiting.execute();
  if (moved.length === 0) return [];
  for (let i = 0; i < moved.length; i += 500) {
    const ids = moved.slice(i, i + 500).map((m) => m.id);
    await trx.updateTable("activity_members").set({ status: GOING }).where("id", "in", ids).execute();
  }
  await trx
    .updateTable("activities")
    .set({ taken: sql`taken + ${moved.length}` })
    .where("id", "=", activityId)
    .execute();
  const userIds = moved.map((m) => m.user_id);
  const notice: ActivityNotice = { activityId, kind: "PLACE_GRANTED", userIds };
  await writeEvent(trx, ACTIVITY_NOTICE, notice, at);
  return userIds;
}

/** The reader's number in the waiting list (1: the next to move up). */
export async function waitingPosition(db: Db, activityId: number, memberId: number): Promise<number> {
  const row = await db
    .selectFrom("activity_members")
    .select((eb) => eb.fn.countAll<number>().as("n"))
    .where("activity_id", "=", activityId)
    .where("status", "=", WAITING)
    .where("id", "<=", memberId)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}
