// Запись к врачу's demo data for an empty database: three doctors with slots over the next 10 working days — a
// therapist at the warehouse's clinic who is a portal user (the first generated employee: she keeps her own
// days), a dentist and a psychologist — and one appointment of the demo employee (9000000003) with its reason,
// which only she and the doctor's side may read (the security matrices check it).
import type { SeedContext } from "~/platform/feature";
import { moscowDay, shiftDay } from "~/shared/dates";
import { dayStart, personKey } from "./server/model";

const MINUTE = 60_000;

/** The next `n` Moscow working days (Monday to Friday) after `from`. */
function workingDaysAfter(from: string, n: number): string[] {
  const days: string[] = [];
  for (let day = shiftDay(from, 1); days.length < n; day = shiftDay(day, 1)) {
    const weekday = new Date(`${day}T00:00:00Z`).getUTCDay();
    if (weekday !== 0 && weekday !== 6) days.push(day);
  }
  return days;
}

export async function seedDoctor({ deps: { db, now }, accounts, demoUserId }: SeedContext): Promise<void> {
  const demoPhones = accounts.map((a) => a.phone);
  const doctorUser = await db
    .selectFrom("users")
    .select(["id", "name", "surname", "middlename"])
    .where("phone", "not in", demoPhones)
    .where("blocked", "=", 0)
    .orderBy("id")
    .limit(1)
    .executeTakeFirst();
  const at = now();
  const stamp = at.toISOString();
  const doctors = [
    {
      speciality: "Терапевт",
      name: doctorUser ? `${doctorUser.surname} ${doctorUser.name} ${doctorUser.middlename ?? ""}`.trim() : "Соколова Елена Викторовна",
      place: "Медпункт склада «Подольск», 1 этаж",
      user_id: doctorUser?.id ?? null,
      hours: { from: 9 * 60, to: 13 * 60, step: 20 },
    },
    {
      speciality: "Стоматолог",
      name: "Белов Андрей Николаевич",
      place: "Клиника «Дента», ул. Садовая, 12",
      user_id: null,
      hours: { from: 14 * 60, to: 18 * 60, step: 30 },
    },
    {
      speciality: "Психолог",
      name: "Орлова Ирина Сергеевна",
      place: "Офис на Невском, кабинет 305",
      user_id: null,
      hours: { from: 10 * 60, to: 16 * 60, step: 60 },
    },
  ];
  const days = workingDaysAfter(moscowDay(at), 10);
  let firstSlot: { id: number; doctorId: number; startsAt: string; endsAt: string } | null = null;
  for (const { hours, ...doctor } of doctors) {
    const { id: doctorId } = await db
      .insertInto("doctor_doctors")
      .values({ ...doctor, created_at: stamp })
      .returning("id")
      .executeTakeFirstOrThrow();
    for (const day of days) {
      const { id: dayId } = await db
        .insertInto("doctor_days")
        .values({ doctor_id: doctorId, day })
        .returning("id")
        .executeTakeFirstOrThrow();
      const start = Date.parse(dayStart(day));
      const slots = [];
      for (let m = hours.from; m + hours.step <= hours.to; m += hours.step)
        slots.push({
          doctor_id: doctorId,
          day_id: dayId,
          starts_at: new Date(start + m * MINUTE).toISOString(),
          ends_at: new Date(start + (m + hours.step) * MINUTE).toISOString(),
        });
      const ids = await db.insertInto("doctor_slots").values(slots).returning(["id", "starts_at", "ends_at"]).execute();
      firstSlot ??= { id: ids[0]!.id, doctorId, startsAt: ids[0]!.starts_at, endsAt: ids[0]!.ends_at };
    }
  }
  const patientPhone = accounts[2]?.phone;
  if (!firstSlot || !patientPhone) return;
  const patient = await demoUserId(patientPhone);
  await db
    .insertInto("doctor_appointments")
    .values({
      slot_id: firstSlot.id,
      doctor_id: firstSlot.doctorId,
      user_id: patient,
      starts_at: firstSlot.startsAt,
      ends_at: firstSlot.endsAt,
      reason: "Справка для бассейна, давление по утрам",
      status: "booked",
      active_slot_id: firstSlot.id,
      active_person_key: personKey(patient, firstSlot.doctorId, moscowDay(new Date(firstSlot.startsAt))),
      created_at: stamp,
      updated_at: stamp,
    })
    .execute();
}
