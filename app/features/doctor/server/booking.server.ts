// The employee's side of Запись к врачу: the doctors with their free slots, booking one (the database's unique
// keys decide between parallel posts: one active appointment per slot, one per person, doctor and day), her
// appointments, one appointment (only the person and the doctor's side ever read it, with its reason), her
// cancelling, and the calendar's source (never the reason).
import type { Kysely } from "kysely";
import type { Actor } from "~/platform/actor";
import type { CalendarSource } from "~/platform/calendar";
import type { Database } from "~/platform/db/schema";
import type { Deps } from "~/platform/deps.server";
import { conflict, invalid, notFound, unauthorized } from "~/platform/errors";
import { writeEvent } from "~/platform/events.server";
import { parseInput } from "~/platform/validate";
import { shiftDay } from "~/shared/dates";
import { api as apiMessages } from "~/shared/messages.server";
import { BOOKING_DAYS, DOCTORS_LIMIT, FREE_SLOTS_LIMIT } from "../limits";
import { doctorNames, serverMessages as r } from "../messages.server";
import { canActForDoctor, canBook } from "../policy";
import { appointmentRefSchema, bookSchema, slotRefSchema } from "../schema";
import { DOCTOR_NOTICE, type DoctorNotice } from "./events";
import {
  dayOf,
  dayStart,
  fullName,
  isUniqueViolation,
  personKey,
  refusedPersonKey,
  today,
  type AppointmentView,
  type BoardDoctor,
  type SlotView,
} from "./model";

/** Only a signed-in person books; the others get the /api's 401. */
function signedIn(actor: Actor) {
  if (!canBook(actor) || actor.kind !== "user") throw unauthorized(apiMessages.unauthorized);
  return actor;
}

/** Appointments with their doctor and patient, as every reader of one gets them. */
export function appointmentsQuery(db: Kysely<Database>) {
  return db
    .selectFrom("doctor_appointments as a")
    .innerJoin("doctor_doctors as d", "d.id", "a.doctor_id")
    .innerJoin("users as u", "u.id", "a.user_id")
    .select([
      "a.id",
      "a.user_id",
      "a.starts_at",
      "a.ends_at",
      "a.status",
      "a.reason",
      "a.cancel_note",
      "d.id as doctor_id",
      "d.speciality",
      "d.name as doctor_name",
      "d.place",
      "d.user_id as doctor_user_id",
      "u.name",
      "u.surname",
    ]);
}
type AppointmentRow = Awaited<ReturnType<ReturnType<typeof appointmentsQuery>["execute"]>>[number];

/** An appointment for a reader who may see it (the caller has checked): the person or the doctor's side. */
export function presentAppointment(actor: Actor, row: AppointmentRow, at: Date): AppointmentView {
  const mine = actor.kind === "user" && actor.userId === row.user_id;
  return {
    id: row.id,
    doctor: { id: row.doctor_id, speciality: row.speciality, name: row.doctor_name, place: row.place },
    startsAt: row.starts_at,
    endsAt: row.ends_at,
    status: row.status,
    reason: row.reason,
    cancelNote: row.cancel_note,
    patient: { id: row.user_id, name: fullName(row) },
    canCancel: mine && row.status === "booked" && row.starts_at > at.toISOString(),
    begun: row.starts_at <= at.toISOString(),
    doctorSide: canActForDoctor(actor, { userId: row.doctor_user_id }),
  };
}

export const mayRead = (actor: Actor, row: { user_id: number; doctor_user_id: number | null }) =>
  (actor.kind === "user" && actor.userId === row.user_id) || canActForDoctor(actor, { userId: row.doctor_user_id });

export function createBooking({ db, now }: Deps) {
  /** Free slots from now to the end of the window: not taken, not removed, on an open day. One statement. */
  const freeSlots = (at: Date, doctorId?: number) =>
    db
      .selectFrom("doctor_slots as s")
      .innerJoin("doctor_days as dd", "dd.id", "s.day_id")
      .select(["s.id", "s.doctor_id", "s.starts_at"])
      .where("dd.closed", "=", 0)
      .where("s.removed", "=", 0)
      .where("s.starts_at", ">", at.toISOString())
      .where("s.starts_at", "<", dayStart(shiftDay(today(at), BOOKING_DAYS)))
      .$if(doctorId !== undefined, (q) => q.where("s.doctor_id", "=", doctorId!))
      .where(({ not, exists, selectFrom }) =>
        not(exists(selectFrom("doctor_appointments as a").select("a.id").whereRef("a.active_slot_id", "=", "s.id"))),
      )
      .orderBy("s.starts_at")
      .orderBy("s.id")
      .limit(FREE_SLOTS_LIMIT)
      .execute();

  return {
    /** The doctors with their free slots of the next days, grouped by Moscow day: two statements. */
    async board(actor: Actor): Promise<BoardDoctor[]> {
      signedIn(actor);
      const at = now();
      const [doctors, slots] = await Promise.all([
        db
          .selectFrom("doctor_doctors")
          .select(["id", "speciality", "name", "place"])
          .orderBy("speciality")
          .orderBy("id")
          .limit(DOCTORS_LIMIT)
          .execute(),
        freeSlots(at),
      ]);
      const byDoctor = new Map<number, Map<string, SlotView[]>>();
      for (const s of slots) {
        const days = byDoctor.get(s.doctor_id) ?? new Map<string, SlotView[]>();
        byDoctor.set(s.doctor_id, days);
        const day = dayOf(s.starts_at);
        days.set(day, [...(days.get(day) ?? []), { id: s.id, startsAt: s.starts_at }]);
      }
      return doctors.map((d) => ({
        ...d,
        days: [...(byDoctor.get(d.id)?.entries() ?? [])].map(([day, daySlots]) => ({ day, slots: daySlots })),
      }));
    },

    /** A free slot the booking form names, with its doctor; taken, past or unknown: not found. */
    async freeSlot(actor: Actor, input: unknown) {
      signedIn(actor);
      const { id } = parseInput(slotRefSchema, input);
      const row = await db
        .selectFrom("doctor_slots as s")
        .innerJoin("doctor_days as dd", "dd.id", "s.day_id")
        .innerJoin("doctor_doctors as d", "d.id", "s.doctor_id")
        .select(["s.id", "s.starts_at", "s.ends_at", "s.removed", "dd.closed", "d.id as doctor_id", "d.speciality", "d.name", "d.place"])
        .select(({ exists, selectFrom }) =>
          exists(selectFrom("doctor_appointments as a").select("a.id").whereRef("a.active_slot_id", "=", "s.id")).as("taken"),
        )
        .where("s.id", "=", id)
        .executeTakeFirst();
      if (!row || row.removed || row.closed || row.taken || row.starts_at <= now().toISOString()) throw notFound(r.slotNotFound);
      return {
        id: row.id,
        startsAt: row.starts_at,
        endsAt: row.ends_at,
        doctor: { id: row.doctor_id, speciality: row.speciality, name: row.name, place: row.place },
      };
    },

    /** Books a slot for the actor with her private reason; DOCTOR_NEW_FOR_DOCTOR goes to the outbox with it. */
    async book(actor: Actor, input: unknown): Promise<{ id: number }> {
      const me = signedIn(actor);
      const { slotId, reason } = parseInput(bookSchema, input);
      const at = now();
      const stamp = at.toISOString();
      try {
        return await db.transaction().execute(async (trx) => {
          const slot = await trx
            .selectFrom("doctor_slots as s")
            .innerJoin("doctor_days as dd", "dd.id", "s.day_id")
            .select(["s.id", "s.doctor_id", "s.starts_at", "s.ends_at", "s.removed", "dd.closed"])
            .where("s.id", "=", slotId)
            .executeTakeFirst();
          if (!slot || slot.removed) throw invalid(r.slotNotFound, { slotId: r.slotNotFound });
          if (slot.starts_at <= stamp) throw invalid(r.slotPast, { slotId: r.slotPast });
          if (slot.closed) throw invalid(r.dayClosed, { slotId: r.dayClosed });
          const key = personKey(me.userId, slot.doctor_id, dayOf(slot.starts_at));
          // Friendly refusals for the usual case; the unique keys below decide the racing one.
          const held = await trx
            .selectFrom("doctor_appointments")
            .select(["active_slot_id", "active_person_key"])
            .where((eb) => eb.or([eb("active_slot_id", "=", slot.id), eb("active_person_key", "=", key)]))
            .execute();
          if (held.some((h) => h.active_slot_id === slot.id)) throw conflict(r.slotTaken);
          if (held.length > 0) throw conflict(r.oneADay);
          const row = await trx
            .insertInto("doctor_appointments")
            .values({
              slot_id: slot.id,
              doctor_id: slot.doctor_id,
              user_id: me.userId,
              starts_at: slot.starts_at,
              ends_at: slot.ends_at,
              reason: reason === "" ? null : reason,
              status: "booked",
              active_slot_id: slot.id,
              active_person_key: key,
              created_at: stamp,
              updated_at: stamp,
            })
            .returning("id")
            .executeTakeFirstOrThrow();
          const notice: DoctorNotice = { appointmentId: row.id, kind: "NEW_FOR_DOCTOR" };
          await writeEvent(trx, DOCTOR_NOTICE, notice, at);
          return { id: row.id };
        });
      } catch (error) {
        if (isUniqueViolation(error)) throw conflict(refusedPersonKey(error) ? r.oneADay : r.slotTaken);
        throw error;
      }
    },

    /** The person cancels her upcoming appointment: the slot is free again at once. */
    async cancel(actor: Actor, input: unknown): Promise<{ id: number }> {
      const me = signedIn(actor);
      const { id } = parseInput(appointmentRefSchema, input);
      const at = now();
      return db.transaction().execute(async (trx) => {
        const row = await trx.selectFrom("doctor_appointments").select(["id", "user_id"]).where("id", "=", id).executeTakeFirst();
        if (!row || row.user_id !== me.userId) throw notFound(r.notFound);
        const done = await trx
          .updateTable("doctor_appointments")
          .set({
            status: "cancelled",
            active_slot_id: null,
            active_person_key: null,
            cancelled_by: me.userId,
            updated_at: at.toISOString(),
          })
          .where("id", "=", id)
          .where("status", "=", "booked")
          .where("starts_at", ">", at.toISOString())
          .executeTakeFirst();
        if (Number(done.numUpdatedRows) === 0) throw invalid(r.notCancellable);
        const notice: DoctorNotice = { appointmentId: id, kind: "CANCELLED_FOR_DOCTOR" };
        await writeEvent(trx, DOCTOR_NOTICE, notice, at);
        return { id };
      });
    },

    /** The person's appointments: upcoming (booked, soonest first) and past or cancelled (newest first). */
    async mine(actor: Actor): Promise<{ upcoming: AppointmentView[]; past: AppointmentView[] }> {
      const me = signedIn(actor);
      const at = now();
      const stamp = at.toISOString();
      const [upcoming, past] = await Promise.all([
        appointmentsQuery(db)
          .where("a.user_id", "=", me.userId)
          .where("a.status", "=", "booked")
          .where("a.starts_at", ">", stamp)
          .orderBy("a.starts_at")
          .orderBy("a.id")
          .limit(50)
          .execute(),
        appointmentsQuery(db)
          .where("a.user_id", "=", me.userId)
          .where((eb) => eb.or([eb("a.status", "!=", "booked"), eb("a.starts_at", "<=", stamp)]))
          .orderBy("a.starts_at", "desc")
          .orderBy("a.id", "desc")
          .limit(50)
          .execute(),
      ]);
      return { upcoming: upcoming.map((a) => presentAppointment(me, a, at)), past: past.map((a) => presentAppointment(me, a, at)) };
    },

    /** One appointment: the person's own or the doctor's side's; anyone else learns nothing (not found). */
    async appointment(actor: Actor, input: unknown): Promise<AppointmentView> {
      const me = signedIn(actor);
      const { id } = parseInput(appointmentRefSchema, input);
      const row = await appointmentsQuery(db).where("a.id", "=", id).executeTakeFirst();
      if (!row || !mayRead(me, row)) throw notFound(r.notFound);
      return presentAppointment(me, row, now());
    },

    /** The person's calendar: her active appointments in the days, one statement, never the reason. */
    calendarSource(): CalendarSource {
      return {
        kind: "appointment",
        label: doctorNames.calendar,
        async eventsOf(userId, fromDay, toDay) {
          const rows = await db
            .selectFrom("doctor_appointments as a")
            .innerJoin("doctor_doctors as d", "d.id", "a.doctor_id")
            .select(["a.id", "a.starts_at", "a.ends_at", "d.speciality", "d.place"])
            .where("a.user_id", "=", userId)
            .where("a.status", "!=", "cancelled")
            .where("a.starts_at", ">=", dayStart(fromDay))
            .where("a.starts_at", "<", dayStart(shiftDay(toDay, 1)))
            .orderBy("a.starts_at")
            .execute();
          return rows.map((a) => ({
            id: String(a.id),
            allDay: false as const,
            startsAt: a.starts_at,
            endsAt: a.ends_at,
            title: doctorNames.calendarTitle(a.speciality),
            note: a.place,
            href: `/appointments/${a.id}`,
          }));
        },
      };
    },
  };
}
