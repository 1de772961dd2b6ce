// Telling people about an activity: the outbox consumer that turns each ACTIVITY_NOTICE into notifications
// (family ACTIVITY, {activity} leads to /activities/{id}), and the reminder of the day before, a job server.ts
// runs every few minutes: an activity starting within a day is claimed once (`reminded` set from 0 to 1 in the
// UPDATE's own WHERE, so two processes never both remind) and its notice written in the same transaction.
import type { Transaction } from "kysely";
import type { Database } from "~/platform/db/schema";
import type { Deps } from "~/platform/deps.server";
import { writeEvent, type EventConsumer } from "~/platform/events.server";
import { notify } from "~/features/notifications/index.server";
import { ACTIVITY_NOTICE, NOTICE_KINDS, NOTIFICATION_TYPE, type ActivityNotice } from "./events";

/** How often server.ts looks for activities starting within a day. */
export const REMINDERS_EVERY_MS = 10 * 60_000;
const DAY_MS = 24 * 3_600_000;

async function tell(trx: Transaction<Database>, notice: ActivityNotice, at: Date): Promise<void> {
  if (!NOTICE_KINDS.includes(notice.kind) || !Number.isSafeInteger(notice.activityId)) return;
  const activity = await trx.selectFrom("activities").select(["id", "title"]).where("id", "=", notice.activityId).executeTakeFirst();
  if (!activity) return;
  const recipients = Array.isArray(notice.userIds)
    ? notice.userIds
    : (
        await trx
          .selectFrom("activity_members")
          .select("user_id")
          .where("activity_id", "=", activity.id)
          // A reminder goes to those who hold a place; a change or a cancellation to the waiting list too.
          .$if(notice.kind === "REMINDER", (q) => q.where("status", "=", "going"))
          .execute()
      ).map((m) => m.user_id);
  if (recipients.length === 0) return;
  await notify(trx, {
    recipients,
    type: NOTIFICATION_TYPE[notice.kind],
    variables: [{ text: activity.title, objectId: activity.id }],
    at: at.toISOString(),
  });
}

export function createNotices({ db, now }: Deps) {
  return {
    consumers(): EventConsumer[] {
      return [
        { name: "activities.notify", types: [ACTIVITY_NOTICE], handle: (payload, trx) => tell(trx, payload as ActivityNotice, now()) },
      ];
    },

    /** Reminds of the activities that start within a day and were not reminded of: how many. */
    async remind(at: Date = now()): Promise<number> {
      const due = await db
        .selectFrom("activities")
        .select("id")
        .where("reminded", "=", 0)
        .where("cancelled", "=", 0)
        .where("starts_at", ">", at.toISOString())
        .where("starts_at", "<=", new Date(at.getTime() + DAY_MS).toISOString())
        .orderBy("id")
        .limit(500)
        .execute();
      let made = 0;
      for (const { id } of due) {
        made += await db.transaction().execute(async (trx) => {
          const claimed = await trx
            .updateTable("activities")
            .set({ reminded: 1 })
            .where("id", "=", id)
            .where("reminded", "=", 0)
            .executeTakeFirst();
          if (Number(claimed.numUpdatedRows) === 0) return 0;
          const notice: ActivityNotice = { activityId: id, kind: "REMINDER" };
          await writeEvent(trx, ACTIVITY_NOTICE, notice, at);
          return 1;
        });
      }
      return made;
    },
  };
}
