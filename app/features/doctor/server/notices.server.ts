// Telling people about appointments: the outbox consumer that turns each DOCTOR_NOTICE into a notification
// (family DOCTOR: the doctor's side's lead to /services/doctor/all#{id}, the patient's to /appointments/{id}),
// and the reminder of the day before, a timer the manifest starts: an appointment starting within a day is
// claimed once (`reminded_at` set from null in the UPDATE's own WHERE, so two processes never both remind) and
// its notice written in the same transaction. Notifications never carry the reason.
import type { Transaction } from "kysely";
import type { Database } from "~/platform/db/schema";
import type { Deps } from "~/platform/deps.server";
import { writeEvent, type EventConsumer } from "~/platform/events.server";
import { moscowDateTime } from "~/shared/moscow-time";
import { notify } from "~/features/notifications/index.server";
import { activeHolders } from "~/features/users/index.server";
import { ROLE_DOCTOR_ADMIN } from "../policy";
import { DOCTOR_NOTICE, NOTICE_KINDS, NOTIFICATION_TYPE, type DoctorNotice } from "./events";
import { fullName } from "./model";

/** How often the timer looks for appointments starting within a day. */
export const REMINDERS_EVERY_MS = 10 * 60_000;
const DAY_MS = 24 * 3_600_000;

/** The variant of DOCTOR_CANCELLED_FOR_OWNER without a note. */
export const NO_NOTE = "noNote";

async function tell(trx: Transaction<Database>, notice: DoctorNotice, at: Date): Promise<void> {
  if (!NOTICE_KINDS.includes(notice.kind) || !Number.isSafeInteger(notice.appointmentId)) return;
  const a = await trx
    .selectFrom("doctor_appointments as a")
    .innerJoin("doctor_doctors as d", "d.id", "a.doctor_id")
    .innerJoin("users as u", "u.id", "a.user_id")
    .select(["a.id", "a.user_id", "a.status", "a.starts_at", "d.speciality", "d.user_id as doctor_user_id", "u.name", "u.surname"])
    .where("a.id", "=", notice.appointmentId)
    .executeTakeFirst();
  if (!a) return;
  const appointment = { text: `${a.speciality}, ${moscowDateTime(a.starts_at)}`, objectId: a.id };
  const stamp = at.toISOString();
  if (notice.kind === "NEW_FOR_DOCTOR" || notice.kind === "CANCELLED_FOR_DOCTOR") {
    // The doctor herself when she works in the portal; otherwise those who keep the doctors.
    const recipients = a.doctor_user_id !== null ? [a.doctor_user_id] : await activeHolders(trx, [ROLE_DOCTOR_ADMIN]);
    if (recipients.length === 0) return;
    const patient = { text: fullName(a), objectId: a.user_id };
    await notify(trx, { recipients, type: NOTIFICATION_TYPE[notice.kind], variables: [patient, appointment], at: stamp });
    return;
  }
  if (notice.kind === "REMINDER" && a.status !== "booked") return;
  const note = typeof notice.note === "string" ? notice.note.trim() : "";
  await notify(trx, {
    recipients: [a.user_id],
    type: NOTIFICATION_TYPE[notice.kind],
    variables: [appointment],
    ...(notice.kind === "CANCELLED_FOR_OWNER" ? (note ? { inline: { reason: note } } : { variant: NO_NOTE }) : {}),
    at: stamp,
  });
}

export function createNotices({ db, now }: Deps) {
  let timer: ReturnType<typeof setInterval> | null = null;
  const notices = {
    consumers(): EventConsumer[] {
      return [{ name: "doctor.notify", types: [DOCTOR_NOTICE], handle: (payload, trx) => tell(trx, payload as DoctorNotice, now()) }];
    },

    /** Reminds of the appointments that start within a day and were not reminded of: how many. */
    async remind(at: Date = now()): Promise<number> {
      const due = await db
        .selectFrom("doctor_appointments")
        .select("id")
        .where("reminded_at", "is", null)
        .where("status", "=", "booked")
        .where("starts_at", ">", at.toISOString())
        .where("starts_at", "<=", new Date(at.getTime() + DAY_MS).toISOString())
        .orderBy("id")
        .limit(500)
        .execute();
      let made = 0;
      for (const { id } of due) {
        made += await db.transaction().execute(async (trx) => {
          const claimed = await trx
            .updateTable("doctor_appointments")
            .set({ reminded_at: at.toISOString() })
            .where("id", "=", id)
            .where("reminded_at", "is", null)
            .executeTakeFirst();
          if (Number(claimed.numUpdatedRows) === 0) return 0;
          const notice: DoctorNotice = { appointmentId: id, kind: "REMINDER" };
          await writeEvent(trx, DOCTOR_NOTICE, notice, at);
          return 1;
        });
      }
      return made;
    },

    /** The manifest's start: reminders every REMINDERS_EVERY_MS (the first pass after one interval). */
    startTimer(): void {
      if (timer) return;
      timer = setInterval(() => void notices.remind().catch((e) => console.error("Doctor reminders failed:", e)), REMINDERS_EVERY_MS);
      timer.unref();
    },

    stopTimer(): void {
      if (timer) clearInterval(timer);
      timer = null;
    },
  };
  return notices;
}
