// The doctor's side of Запись к врачу: the doctors one may act for (administrators: all; a doctor who is a portal
// user: her own), a doctor's schedule (days and slots, free or taken), adding doctors (administrators), adding a
// day «from 09:00 to 13:00 by 20 minutes», removing a free slot, closing a day (its appointments are cancelled
// and their people told), the appointments by day, marking a visit and cancelling with a note to the patient.
import type { Transaction } from "kysely";
import type { Actor } from "~/platform/actor";
import type { Database } from "~/platform/db/schema";
import type { Deps } from "~/platform/deps.server";
import { forbidden, invalid, notFound, unauthorized } from "~/platform/errors";
import { writeEvent } from "~/platform/events.server";
import { parseInput } from "~/platform/validate";
import { shiftDay } from "~/shared/dates";
import { api as apiMessages } from "~/shared/messages.server";
import { isDay } from "../schema";
import { addDaySchema, closeDaySchema, doctorCancelSchema, doctorRefSchema, doctorSchema, markSchema, slotRefSchema } from "../schema";
import { ALL_DAYS, APPOINTMENTS_LIMIT, DOCTORS_LIMIT, SCHEDULE_AHEAD_DAYS, SLOTS_PER_DAY_MAX } from "../limits";
import { serverMessages as r } from "../messages.server";
import { canActForDoctor, canAdministerDoctors } from "../policy";
import { DOCTOR_NOTICE, type DoctorNotice } from "./events";
import { appointmentsQuery, presentAppointment } from "./booking.server";
import { dayStart, isForeignKeyViolation, today, type AppointmentView, type DoctorView } from "./model";

export interface ScheduleDay {
  id: number;
  day: string;
  closed: boolean;
  slots: { id: number; startsAt: string; endsAt: string; appointmentId: number | null }[];
}

const MINUTE = 60_000;

function signedIn(actor: Actor) {
  if (actor.kind !== "user") throw unauthorized(apiMessages.unauthorized);
  return actor;
}

export function createSchedule({ db, now }: Deps) {
  /** The doctor, if the actor may act for her; otherwise refused (an unknown one: not found). */
  async function doctorFor(actor: Actor, doctorId: number): Promise<DoctorView & { userId: number | null }> {
    signedIn(actor);
    const d = await db
      .selectFrom("doctor_doctors")
      .select(["id", "speciality", "name", "place", "user_id"])
      .where("id", "=", doctorId)
      .executeTakeFirst();
    if (!d) throw notFound(r.doctorNotFound);
    if (!canActForDoctor(actor, { userId: d.user_id })) throw forbidden(r.notDoctorSide);
    return { id: d.id, speciality: d.speciality, name: d.name, place: d.place, userId: d.user_id };
  }

  /** Cancels one active appointment in `trx` for the doctor's side and tells the person (with the note). */
  async function cancelForPerson(trx: Transaction<Database>, id: number, by: number, note: string, at: Date) {
    const done = await trx
      .updateTable("doctor_appointments")
      .set({
        status: "cancelled",
        active_slot_id: null,
        active_person_key: null,
        cancel_note: note || null,
        cancelled_by: by,
        updated_at: at.toISOString(),
      })
      .where("id", "=", id)
      .where("status", "=", "booked")
      .executeTakeFirst();
    if (Number(done.numUpdatedRows) === 0) return false;
    const notice: DoctorNotice = { appointmentId: id, kind: "CANCELLED_FOR_OWNER", note };
    await writeEvent(trx, DOCTOR_NOTICE, notice, at);
    return true;
  }

  /** An appointment the actor is the doctor's side of; otherwise not found (nothing is told of it). */
  async function sideAppointment(actor: Actor, id: number) {
    signedIn(actor);
    const row = await appointmentsQuery(db).where("a.id", "=", id).executeTakeFirst();
    if (!row || !canActForDoctor(actor, { userId: row.doctor_user_id })) throw notFound(r.notFound);
    return row;
  }

  return {
    /** The doctors the actor may act for: every one for administrators, her own for a doctor. One statement. */
    async sideDoctors(actor: Actor): Promise<DoctorView[]> {
      const me = signedIn(actor);
      return db
        .selectFrom("doctor_doctors")
        .select(["id", "speciality", "name", "place"])
        .$if(!canAdministerDoctors(me), (q) => q.where("user_id", "=", me.userId))
        .orderBy("speciality")
        .orderBy("id")
        .limit(DOCTORS_LIMIT)
        .execute();
    },

    /** A doctor's days from today on, with every slot and the appointment holding it. */
    async schedule(actor: Actor, input: unknown): Promise<{ doctor: DoctorView; days: ScheduleDay[] }> {
      const { doctorId } = parseInput(doctorRefSchema, input);
      const { userId: _userId, ...doctor } = await doctorFor(actor, doctorId);
      const from = today(now());
      const [days, slots] = await Promise.all([
        db
          .selectFrom("doctor_days")
          .select(["id", "day", "closed"])
          .where("doctor_id", "=", doctorId)
          .where("day", ">=", from)
          .orderBy("day")
          .limit(200)
          .execute(),
        db
          .selectFrom("doctor_slots as s")
          .leftJoin("doctor_appointments as a", "a.active_slot_id", "s.id")
          .select(["s.id", "s.day_id", "s.starts_at", "s.ends_at", "a.id as appointment_id"])
          .where("s.doctor_id", "=", doctorId)
          .where("s.removed", "=", 0)
          .where("s.starts_at", ">=", dayStart(from))
          .orderBy("s.starts_at")
          .limit(3000)
          .execute(),
      ]);
      return {
        doctor,
        days: days.map((d) => ({
          id: d.id,
          day: d.day,
          closed: d.closed === 1,
          slots: slots
            .filter((s) => s.day_id === d.id)
            .map((s) => ({ id: s.id, startsAt: s.starts_at, endsAt: s.ends_at, appointmentId: s.appointment_id })),
        })),
      };
    },

    /** Adds a doctor (administrators), linked to a portal user when given. */
    async createDoctor(actor: Actor, input: unknown): Promise<DoctorView> {
      signedIn(actor);
      if (!canAdministerDoctors(actor)) throw forbidden(r.forbidden);
      const { speciality, name, place, userId } = parseInput(doctorSchema, input);
      try {
        return await db
          .insertInto("doctor_doctors")
          .values({ speciality, name, place, user_id: userId ?? null, created_at: now().toISOString() })
          .returning(["id", "speciality", "name", "place"])
          .executeTakeFirstOrThrow();
      } catch (error) {
        if (isForeignKeyViolation(error)) throw invalid(r.userNotFound, { userId: r.userNotFound });
        throw error;
      }
    },

    /** «A day from 09:00 to 13:00 by 20 minutes»: its slots (those already there are kept); how many were added. */
    async addDay(actor: Actor, input: unknown): Promise<{ added: number }> {
      // Who may is asked before the fields are read: a wrong user learns nothing of the rules.
      await doctorFor(actor, parseInput(doctorRefSchema, input).doctorId);
      const { doctorId, day, from, to, step } = parseInput(addDaySchema, input);
      const first = today(now());
      if (day < first) throw invalid(r.dayPast, { day: r.dayPast });
      if (day > shiftDay(first, SCHEDULE_AHEAD_DAYS)) throw invalid(r.dayTooFar, { day: r.dayTooFar });
      const start = Date.parse(`${day}T${from}:00+03:00`);
      const end = Date.parse(`${day}T${to}:00+03:00`);
      if (end <= start) throw invalid(r.toBeforeFrom, { to: r.toBeforeFrom });
      const count = Math.floor((end - start) / (step * MINUTE));
      if (count > SLOTS_PER_DAY_MAX) throw invalid(r.tooManySlots, { step: r.tooManySlots });
      if (count === 0) throw invalid(r.toBeforeFrom, { to: r.toBeforeFrom });
      return db.transaction().execute(async (trx) => {
        await trx
          .insertInto("doctor_days")
          .values({ doctor_id: doctorId, day })
          .onConflict((oc) => oc.columns(["doctor_id", "day"]).doNothing())
          .execute();
        const dayRow = await trx
          .selectFrom("doctor_days")
          .select("id")
          .where("doctor_id", "=", doctorId)
          .where("day", "=", day)
          .executeTakeFirstOrThrow();
        // Adding time reopens a closed day.
        await trx.updateTable("doctor_days").set({ closed: 0 }).where("id", "=", dayRow.id).execute();
        const values = Array.from({ length: count }, (_, i) => ({
          doctor_id: doctorId,
          day_id: dayRow.id,
          starts_at: new Date(start + i * step * MINUTE).toISOString(),
          ends_at: new Date(start + (i + 1) * step * MINUTE).toISOString(),
        }));
        const before = await trx
          .selectFrom("doctor_slots")
          .select((eb) => eb.fn.countAll<number>().as("n"))
          .where("day_id", "=", dayRow.id)
          .executeTakeFirstOrThrow();
        await trx
          .insertInto("doctor_slots")
          .values(values)
          .onConflict((oc) => oc.columns(["doctor_id", "starts_at"]).doNothing())
          .execute();
        // A removed slot at the same time comes back.
        await trx
          .updateTable("doctor_slots")
          .set({ removed: 0 })
          .where("day_id", "=", dayRow.id)
          .where(
            "starts_at",
            "in",
            values.map((v) => v.starts_at),
          )
          .execute();
        const after = await trx
          .selectFrom("doctor_slots")
          .select((eb) => eb.fn.countAll<number>().as("n"))
          .where("day_id", "=", dayRow.id)
          .executeTakeFirstOrThrow();
        return { added: Number(after.n) - Number(before.n) };
      });
    },

    /** Takes a free slot out of the schedule; a taken one is refused (cancel its appointment first). */
    async removeSlot(actor: Actor, input: unknown): Promise<{ id: number }> {
      const { id } = parseInput(slotRefSchema, input);
      signedIn(actor);
      const slot = await db
        .selectFrom("doctor_slots")
        .select(["id", "doctor_id"])
        .where("id", "=", id)
        .where("removed", "=", 0)
        .executeTakeFirst();
      if (!slot) throw notFound(r.slotNotFound);
      await doctorFor(actor, slot.doctor_id);
      const done = await db
        .updateTable("doctor_slots")
        .set({ removed: 1 })
        .where("id", "=", id)
        .where(({ not, exists, selectFrom }) =>
          not(exists(selectFrom("doctor_appointments").select("id").where("active_slot_id", "=", id))),
        )
        .executeTakeFirst();
      if (Number(done.numUpdatedRows) === 0) throw invalid(r.slotBusy);
      return { id };
    },

    /** Closes a day: no more bookings; its active appointments are cancelled and their people told. */
    async closeDay(actor: Actor, input: unknown): Promise<{ cancelled: number }> {
      const me = signedIn(actor);
      await doctorFor(actor, parseInput(doctorRefSchema, input).doctorId);
      const { doctorId, day } = parseInput(closeDaySchema, input);
      const at = now();
      return db.transaction().execute(async (trx) => {
        const closed = await trx
          .updateTable("doctor_days")
          .set({ closed: 1 })
          .where("doctor_id", "=", doctorId)
          .where("day", "=", day)
          .executeTakeFirst();
        if (Number(closed.numUpdatedRows) === 0) throw notFound(r.dayClosed);
        const active = await trx
          .selectFrom("doctor_appointments")
          .select("id")
          .where("doctor_id", "=", doctorId)
          .where("status", "=", "booked")
          .where("starts_at", ">=", dayStart(day))
          .where("starts_at", "<", dayStart(shiftDay(day, 1)))
          .execute();
        let cancelled = 0;
        for (const a of active) if (await cancelForPerson(trx, a.id, me.userId, r.dayClosedNote, at)) cancelled++;
        return { cancelled };
      });
    },

    /** The appointments of the actor's doctors, ALL_DAYS from `day` (default today), by time. Two statements. */
    async all(actor: Actor, input: { day?: string | null }): Promise<{ from: string; to: string; items: AppointmentView[] }> {
      const me = signedIn(actor);
      const asked = typeof input.day === "string" && isDay(input.day) ? input.day : null;
      const from = asked ?? today(now());
      const to = shiftDay(from, ALL_DAYS - 1);
      const admin = canAdministerDoctors(me);
      if (!admin) {
        const own = await db.selectFrom("doctor_doctors").select("id").where("user_id", "=", me.userId).limit(1).executeTakeFirst();
        if (!own) throw forbidden(r.notDoctorSide);
      }
      const rows = await appointmentsQuery(db)
        .$if(!admin, (q) => q.where("d.user_id", "=", me.userId))
        .where("a.starts_at", ">=", dayStart(from))
        .where("a.starts_at", "<", dayStart(shiftDay(to, 1)))
        .orderBy("a.starts_at")
        .orderBy("a.id")
        .limit(APPOINTMENTS_LIMIT)
        .execute();
      const at = now();
      return { from, to, items: rows.map((row) => presentAppointment(me, row, at)) };
    },

    /** Marks an appointment that has begun: visited or a no-show. */
    async mark(actor: Actor, input: unknown): Promise<{ id: number }> {
      const { id, status } = parseInput(markSchema, input);
      const row = await sideAppointment(actor, id);
      const at = now();
      if (row.starts_at > at.toISOString()) throw invalid(r.notYet);
      const done = await db
        .updateTable("doctor_appointments")
        .set({ status, updated_at: at.toISOString() })
        .where("id", "=", id)
        .where("status", "in", ["booked", "visited", "no_show"])
        .executeTakeFirst();
      if (Number(done.numUpdatedRows) === 0) throw invalid(r.notMarkable);
      return { id };
    },

    /** The doctor's side cancels an upcoming appointment with a note to the patient; the slot is free again. */
    async cancelByDoctor(actor: Actor, input: unknown): Promise<{ id: number }> {
      const { id, note } = parseInput(doctorCancelSchema, input);
      const me = signedIn(actor);
      const row = await sideAppointment(actor, id);
      const at = now();
      if (row.starts_at <= at.toISOString()) throw invalid(r.notCancellable);
      const done = await db.transaction().execute((trx) => cancelForPerson(trx, id, me.userId, note, at));
      if (!done) throw invalid(r.notCancellable);
      return { id };
    },
  };
}
