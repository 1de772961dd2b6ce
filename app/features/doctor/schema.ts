// Запись к врачу's inputs, shared by the page forms' actions and /api: zod/mini. Days are Moscow yyyy-mm-dd, times
// Moscow hh:mm (the company's clock); the rules between fields (a past day, the end before the start) are the
// domain's (server/schedule.server.ts), which names the field.
import * as z from "zod/mini";
import { field, idOf, optionalIdOf, optionalText, refuse, requiredText } from "~/platform/schema";
import { messages as t } from "./messages";
import { NAME_MAX, NOTE_MAX, PLACE_MAX, REASON_MAX, SPECIALITY_MAX, STEP_MAX, STEP_MIN } from "./limits";

// Years of this millennium only: a far day would overflow the day arithmetic (and no schedule reaches it).
const DAY = /^2\d{3}-\d{2}-\d{2}$/;
const TIME = /^([01]\d|2[0-3]):[0-5]\d$/;

/** A real calendar day (not 30 February). */
export function isDay(v: string): boolean {
  const at = new Date(`${v}T00:00:00Z`);
  return DAY.test(v) && !Number.isNaN(at.getTime()) && at.toISOString().slice(0, 10) === v;
}

const day = field((v) => (typeof v === "string" && isDay(v.trim()) ? v.trim() : refuse(t.dayInvalid)));
const time = field((v) => (typeof v === "string" && TIME.test(v.trim()) ? v.trim() : refuse(t.timeInvalid)));
const step = field((v) => {
  const n = typeof v === "number" ? v : typeof v === "string" && /^\s*\d{1,3}\s*$/.test(v) ? Number(v) : Number.NaN;
  return Number.isInteger(n) && n >= STEP_MIN && n <= STEP_MAX ? n : refuse(t.stepInvalid);
});

/** POST /doctor/book: a slot and the optional private reason. */
export const bookSchema = z.object({
  slotId: idOf(t.slotInvalid),
  reason: optionalText(REASON_MAX, t.reasonTooLong),
});

/** An appointment named by id. */
export const appointmentRefSchema = z.object({ id: idOf(t.idInvalid) });

/** The doctor's side cancels with a note to the patient. */
export const doctorCancelSchema = z.object({ id: idOf(t.idInvalid), note: optionalText(NOTE_MAX, t.noteTooLong) });

export const markSchema = z.object({
  id: idOf(t.idInvalid),
  status: field((v) => (v === "visited" || v === "no_show" ? v : refuse(t.statusInvalid))),
});

export const doctorSchema = z.object({
  speciality: requiredText(SPECIALITY_MAX, t.specialityRequired, t.specialityTooLong),
  name: requiredText(NAME_MAX, t.nameRequired, t.nameTooLong),
  place: requiredText(PLACE_MAX, t.placeRequired, t.placeTooLong),
  userId: optionalIdOf(t.userInvalid),
});

/** «Add a day from 09:00 to 13:00 by 20 minutes». */
export const addDaySchema = z.object({ doctorId: idOf(t.doctorInvalid), day, from: time, to: time, step });

export const closeDaySchema = z.object({ doctorId: idOf(t.doctorInvalid), day });

export const slotRefSchema = z.object({ id: idOf(t.slotInvalid) });

export const doctorRefSchema = z.object({ doctorId: idOf(t.doctorInvalid) });

/** The first day of /services/doctor/all's window; none or malformed: today. */
export const fromDaySchema = z.object({ day: z.optional(z.string()) });

export type BookInput = z.output<typeof bookSchema>;
export type DoctorInput = z.output<typeof doctorSchema>;
export type AddDayInput = z.output<typeof addDaySchema>;
