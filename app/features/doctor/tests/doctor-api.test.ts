// Запись к врачу's rules on SQLite and PostgreSQL through the /api and the domain: who may do what (anonymous,
// a wrong user, the right one), a slot booked by exactly one of 20 parallel posts, the refusals by name (unknown,
// past, closed, one a day per doctor), cancelling frees the slot, the reason kept from everyone but the person and
// the doctor's side, the outbox notices, the reminder claimed once, the calendar's source without the reason.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { actingAs } from "~/platform/actor";
import { moscowDay, shiftDay } from "~/shared/dates";
import { createPerson, createTestPortal, dialects, type TestPortal } from "../../../../tests/helpers/portal";
import { startTestServer, type TestServer } from "../../../../tests/helpers/http";
import { ok, refused, unauthorized } from "../../../../tests/helpers/envelope";
import { signedInPeople } from "../../../../tests/helpers/people";
import { serverMessages as r } from "../messages.server";
import { messages as t } from "../messages";
import { ROLE_DOCTOR_ADMIN } from "../policy";
import { DOCTOR_NOTICE } from "../server/events";

const PASSWORD = "doctor-test-1";
const REASON = "Болит спина после переезда склада";
const HOUR = 3_600_000;

type Who = "patient" | "other" | "doctor" | "keeper";

describe.each(await dialects())("doctor on %s", (dialect) => {
  let portal: TestPortal;
  let server: TestServer;
  let people: Awaited<ReturnType<typeof signedInPeople<Who>>>;
  let doctorId: number;
  const tomorrow = () => shiftDay(moscowDay(portal.clock.now()), 1);

  beforeAll(async () => {
    portal = await createTestPortal(dialect);
    server = await startTestServer(portal);
    people = await signedInPeople(
      portal,
      server,
      {
        patient: { name: "Вера", surname: "Пациентова" },
        other: { name: "Семён", surname: "Простов" },
        doctor: { name: "Елена", surname: "Врачева" },
        keeper: { name: "Нина", surname: "Регистратурова", roles: [ROLE_DOCTOR_ADMIN] },
      },
      PASSWORD,
    );
    const body = { speciality: "Терапевт", name: "Врачева Елена", place: "Кабинет 214", userId: people.people.doctor.id };
    doctorId = (ok(await people.post("keeper", "/doctor/side/doctors/create", body)) as { id: number }).id;
    // Tomorrow 09:00–13:00 by 20 minutes: 12 slots, added by the doctor herself.
    const added = ok(
      await people.post("doctor", "/doctor/side/days/add", { doctorId, day: tomorrow(), from: "09:00", to: "13:00", step: 20 }),
    );
    expect(added).toEqual({ added: 12 });
  });
  afterAll(async () => {
    await server?.close();
    await portal?.dispose();
  });

  const freeSlots = async (who: Who = "patient") => {
    const board = ok(await people.get(who, "/doctor/doctors")) as { id: number; days: { slots: { id: number }[] }[] }[];
    return board.find((d) => d.id === doctorId)!.days.flatMap((d) => d.slots.map((s) => s.id));
  };
  const as = (who: Who) => actingAs(people.people[who].id, who === "keeper" ? [ROLE_DOCTOR_ADMIN] : []);
  const book = (who: Who, slotId: number, reason = REASON) => people.post(who, "/doctor/book", { slotId, reason });

  it("answers 401 to every call without a session or token", async () => {
    unauthorized(await people.get(null, "/doctor/doctors"));
    unauthorized(await people.get(null, "/doctor/my"));
    unauthorized(await people.post(null, "/doctor/book", { slotId: 1 }));
    unauthorized(await people.post(null, "/doctor/cancel", { id: 1 }));
    unauthorized(await people.get(null, "/doctor/side/appointments"));
    unauthorized(await people.post(null, "/doctor/side/days/add", { doctorId }));
  });

  it("lets only the doctor's side keep the schedule: a wrong user is refused and changes nothing", async () => {
    refused(await people.post("other", "/doctor/side/doctors/create", { speciality: "Хирург", name: "Х", place: "Y" }), r.forbidden);
    refused(await people.post("doctor", "/doctor/side/doctors/create", { speciality: "Хирург", name: "Х", place: "Y" }), r.forbidden);
    refused(
      await people.post("other", "/doctor/side/days/add", { doctorId, day: tomorrow(), from: "14:00", to: "15:00", step: 20 }),
      r.notDoctorSide,
    );
    refused(await people.get("other", "/doctor/side/schedule", { doctorId }), r.notDoctorSide);
    refused(await people.get("other", "/doctor/side/appointments"), r.notDoctorSide);
    expect(await freeSlots()).toHaveLength(12);
    refused(
      await people.post("keeper", "/doctor/side/days/add", { doctorId, day: "2026-13-01", from: "09:00", to: "10:00", step: 20 }),
      t.dayInvalid,
    );
    refused(
      await people.post("keeper", "/doctor/side/days/add", { doctorId, day: "2026-02-30", from: "09:00", to: "10:00", step: 20 }),
      t.dayInvalid,
    );
    refused(
      await people.post("keeper", "/doctor/side/days/add", { doctorId, day: "2020-01-01", from: "09:00", to: "10:00", step: 20 }),
      r.dayPast,
    );
    refused(
      await people.post("keeper", "/doctor/side/days/add", { doctorId, day: tomorrow(), from: "10:00", to: "09:00", step: 20 }),
      r.toBeforeFrom,
    );
    refused(
      await people.post("keeper", "/doctor/side/days/add", { doctorId, day: tomorrow(), from: "09:00", to: "10:00", step: 2 }),
      t.stepInvalid,
    );
    refused(
      await people.post("keeper", "/doctor/side/doctors/create", { speciality: "Хирург", name: "Х", place: "Y", userId: 999_999 }),
      r.userNotFound,
    );
  });

  it("gives a slot to exactly one of 20 parallel bookings; the others are refused by name", async () => {
    const [slot] = await freeSlots();
    const crowd = await Promise.all(
      Array.from({ length: 20 }, (_, i) => createPerson(portal, { name: `Гость${i}`, surname: "Очередной" })),
    );
    const results = await Promise.allSettled(crowd.map((p) => portal.services.doctor.book(actingAs(p.id), { slotId: slot, reason: "" })));
    const won = results.filter((x) => x.status === "fulfilled");
    expect(won).toHaveLength(1);
    for (const lost of results.filter((x) => x.status === "rejected"))
      expect((lost as PromiseRejectedResult).reason.message).toBe(r.slotTaken);
    const holders = await portal.db.kysely.selectFrom("doctor_appointments").select("id").where("active_slot_id", "=", slot!).execute();
    expect(holders).toHaveLength(1);
    expect(await freeSlots()).not.toContain(slot);
  });

  it("refuses a booking outside the schedule by name, and a second one with the same doctor that day", async () => {
    const slots = await freeSlots();
    refused(await book("patient", 999_999), r.slotNotFound);
    refused(await people.post("patient", "/doctor/book", { slotId: "abc" }), t.slotInvalid);
    refused(await book("patient", slots[0]!, "Я".repeat(501)), t.reasonTooLong);
    const mine = ok(await book("patient", slots[0]!)) as { id: number };
    refused(await book("patient", slots[1]!), r.oneADay);
    refused(await book("other", slots[0]!), r.slotTaken);
    // A past slot: the clock moves past it (tokens would expire: the domain is asked directly).
    portal.clock.advance(30 * 24 * HOUR);
    try {
      await expect(portal.services.doctor.book(as("other"), { slotId: slots[2] })).rejects.toThrow(r.slotPast);
    } finally {
      portal.clock.advance(-30 * 24 * HOUR);
    }
    // The patient cancels: the slot is free for the others at once.
    refused(await people.post("other", "/doctor/cancel", { id: mine.id }), r.notFound);
    ok(await people.post("patient", "/doctor/cancel", { id: mine.id }));
    refused(await people.post("patient", "/doctor/cancel", { id: mine.id }), r.notCancellable);
    expect(await freeSlots()).toContain(slots[0]);
    const theirs = ok(await book("other", slots[0]!, "")) as { id: number };
    ok(await people.post("other", "/doctor/cancel", { id: theirs.id }));
  });

  it("shows the reason only to the person and the doctor's side", async () => {
    const [slot] = await freeSlots();
    const { id } = ok(await book("patient", slot!)) as { id: number };
    const other = await people.get("other", "/doctor/appointment", { id });
    refused(other, r.notFound);
    expect(JSON.stringify(other.envelope)).not.toContain(REASON);
    for (const who of ["patient", "doctor", "keeper"] as const)
      expect((ok(await people.get(who, "/doctor/appointment", { id })) as { reason: string }).reason).toBe(REASON);
    const side = ok(await people.get("doctor", "/doctor/side/appointments", { day: tomorrow() })) as {
      items: { id: number; reason: string }[];
    };
    expect(side.items.find((a) => a.id === id)?.reason).toBe(REASON);
    const my = ok(await people.get("patient", "/doctor/my")) as { upcoming: { id: number }[] };
    expect(my.upcoming.map((a) => a.id)).toContain(id);
    expect(JSON.stringify(ok(await people.get("other", "/doctor/my")))).not.toContain(REASON);
    // The calendar: one entry, «Приём: Терапевт», never the reason.
    const source = portal.services.doctor.calendarSource();
    expect(source).toMatchObject({ kind: "appointment", label: "Приёмы у врача" });
    const events = await source.eventsOf(people.people.patient.id, tomorrow(), tomorrow());
    expect(events.find((e) => e.id === String(id))).toMatchObject({ title: "Приём: Терапевт", href: `/appointments/${id}` });
    expect(JSON.stringify(events)).not.toContain(REASON);
    expect(await source.eventsOf(people.people.other.id, tomorrow(), tomorrow())).toEqual([]);
  });

  it("lets the doctor's side cancel with a note (the slot frees) and mark a begun visit; others are refused", async () => {
    const [slot] = await freeSlots();
    const { id } = ok(await book("other", slot!, "")) as { id: number };
    refused(await people.post("patient", "/doctor/side/cancel", { id, note: "Нет" }), r.notFound);
    refused(await people.post("doctor", "/doctor/side/mark", { id, status: "visited" }), r.notYet);
    refused(await people.post("doctor", "/doctor/side/cancel", { id, note: "Я".repeat(501) }), t.noteTooLong);
    const events = () => portal.db.kysely.selectFrom("events").select("payload").where("type", "=", DOCTOR_NOTICE).orderBy("id").execute();
    const before = (await events()).length;
    ok(await people.post("doctor", "/doctor/side/cancel", { id, note: "Врач на конференции" }));
    const written = await events();
    expect(written).toHaveLength(before + 1);
    expect(JSON.parse(written.at(-1)!.payload)).toEqual({ appointmentId: id, kind: "CANCELLED_FOR_OWNER", note: "Врач на конференции" });
    expect(await freeSlots()).toContain(slot);
    const seen = ok(await people.get("other", "/doctor/appointment", { id })) as { status: string; cancelNote: string };
    expect(seen).toMatchObject({ status: "cancelled", cancelNote: "Врач на конференции" });
    // Marking once the visit began.
    const again = ok(await book("other", slot!, "")) as { id: number };
    portal.clock.advance(2 * 24 * HOUR);
    try {
      const { doctor } = portal.services;
      await expect(doctor.mark(as("other"), { id: again.id, status: "visited" })).rejects.toThrow(r.notFound);
      await expect(doctor.mark(as("doctor"), { id: again.id, status: "maybe" })).rejects.toThrow(t.statusInvalid);
      expect(await doctor.mark(as("doctor"), { id: again.id, status: "no_show" })).toEqual({ id: again.id });
    } finally {
      portal.clock.advance(-2 * 24 * HOUR);
    }
  });

  it("closes a day: its appointments are cancelled, nobody books it; a free slot is removed, a taken one refused", async () => {
    const day = shiftDay(tomorrow(), 1);
    ok(await people.post("keeper", "/doctor/side/days/add", { doctorId, day, from: "09:00", to: "10:00", step: 30 }));
    const schedule = ok(await people.get("doctor", "/doctor/side/schedule", { doctorId })) as {
      days: { day: string; slots: { id: number; appointmentId: number | null }[] }[];
    };
    const [first, second] = schedule.days.find((d) => d.day === day)!.slots;
    const { id } = ok(await book("patient", first!.id, "")) as { id: number };
    refused(await people.post("doctor", "/doctor/side/slots/remove", { id: first!.id }), r.slotBusy);
    refused(await people.post("other", "/doctor/side/slots/remove", { id: second!.id }), r.notDoctorSide);
    ok(await people.post("doctor", "/doctor/side/slots/remove", { id: second!.id }));
    refused(await book("other", second!.id), r.slotNotFound);
    refused(await people.post("other", "/doctor/side/days/close", { doctorId, day }), r.notDoctorSide);
    expect(ok(await people.post("doctor", "/doctor/side/days/close", { doctorId, day }))).toEqual({ cancelled: 1 });
    expect((ok(await people.get("patient", "/doctor/appointment", { id })) as { status: string }).status).toBe("cancelled");
    refused(await book("other", first!.id), r.dayClosed);
  });

  it("tells the doctor of a booking and the person of a cancellation and a reminder, never with the reason", async () => {
    const texts = async (who: Who, type: string) => {
      await portal.outbox.deliver();
      const rows = await portal.db.kysely
        .selectFrom("notifications")
        .select(["text", "variables"])
        .where("user_id", "=", people.people[who].id)
        .where("type", "=", type)
        .execute();
      // The variables are bound when shown: the stored text keeps the placeholders.
      for (const n of rows) expect(`${n.text}${n.variables}`).not.toContain(REASON);
      return rows.map((n) => n.text);
    };
    const toDoctor = await texts("doctor", "DOCTOR_NEW_FOR_DOCTOR");
    expect(toDoctor.length).toBeGreaterThan(0);
    expect(toDoctor[0]).toBe("{user} записан(а) на приём: {claim}");
    expect(await texts("other", "DOCTOR_CANCELLED_FOR_OWNER")).toContain("Приём отменён: {claim}. Врач на конференции");
    expect(await texts("patient", "DOCTOR_CANCELLED_FOR_OWNER")).toContain("Приём отменён: {claim}. Врач в этот день не принимает");
    expect(await texts("doctor", "DOCTOR_CANCELLED_FOR_DOCTOR")).toContain("{user} отменил(а) запись на приём: {claim}");
    // A doctor who is no portal user: her keepers are told instead.
    const clinic = ok(
      await people.post("keeper", "/doctor/side/doctors/create", { speciality: "Стоматолог", name: "Зубов", place: "Клиника" }),
    ) as { id: number };
    ok(
      await people.post("keeper", "/doctor/side/days/add", { doctorId: clinic.id, day: tomorrow(), from: "10:00", to: "11:00", step: 30 }),
    );
    const board = ok(await people.get("patient", "/doctor/doctors")) as { id: number; days: { slots: { id: number }[] }[] }[];
    ok(await book("patient", board.find((d) => d.id === clinic.id)!.days[0]!.slots[0]!.id));
    expect(await texts("keeper", "DOCTOR_NEW_FOR_DOCTOR")).toHaveLength(1);
  });

  it("reminds the day before once, however many processes try at the same time", async () => {
    const [slot] = await freeSlots("keeper");
    const { id } = ok(await book("keeper", slot!, "")) as { id: number };
    const { notices } = portal.services.doctor;
    const at = new Date(Date.parse(tomorrow() + "T06:00:00Z") - 20 * HOUR);
    const made = await Promise.all([notices.remind(at), notices.remind(at), notices.remind(at)]);
    // Three passes at once remind each due appointment once between them (other tests' appointments are due too).
    const due = await portal.db.kysely.selectFrom("doctor_appointments").select("id").where("reminded_at", "=", at.toISOString()).execute();
    expect(made.reduce((a, b) => a + b, 0)).toBe(due.length);
    const reminders = await portal.db.kysely.selectFrom("events").select("payload").where("type", "=", DOCTOR_NOTICE).execute();
    expect(reminders.filter((e) => e.payload === JSON.stringify({ appointmentId: id, kind: "REMINDER" }))).toHaveLength(1);
    expect(await notices.remind(at)).toBe(0);
    await portal.outbox.deliver();
    const told = await portal.db.kysely
      .selectFrom("notifications")
      .select("text")
      .where("user_id", "=", people.people.keeper.id)
      .where("type", "=", "DOCTOR_REMINDER")
      .execute();
    expect(told.map((n) => n.text)).toEqual(["Завтра приём: {claim}"]);
  });
});
