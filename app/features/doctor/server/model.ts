// Запись к врачу's shapes as they leave the server, and the small helpers of time and errors its domain shares.
import { moscowDay } from "~/shared/dates";
import type { AppointmentStatus } from "../tables";

export interface DoctorView {
  id: number;
  speciality: string;
  name: string;
  place: string;
}

/** A free slot on the board: its start (its length shows on the booking form; the page's data stays small). */
export interface SlotView {
  id: number;
  startsAt: string;
}

/** A doctor on the employee's page: her next days with free slots. */
export interface BoardDoctor extends DoctorView {
  days: { day: string; slots: SlotView[] }[];
}

export interface AppointmentView {
  id: number;
  doctor: DoctorView;
  startsAt: string;
  endsAt: string;
  status: AppointmentStatus;
  /** Private: only the person and the doctor's side ever get an appointment at all. */
  reason: string | null;
  cancelNote: string | null;
  patient: { id: number; name: string };
  /** The reader is the person and may still cancel. */
  canCancel: boolean;
  /** It has begun (the doctor's side may mark it, no longer cancel it). */
  begun: boolean;
  /** The reader is the doctor's side (marks, cancels with a note). */
  doctorSide: boolean;
}

/** The UTC moment a Moscow day starts. */
export const dayStart = (day: string) => new Date(`${day}T00:00:00+03:00`).toISOString();
export const today = (at: Date) => moscowDay(at);
export const dayOf = (iso: string) => moscowDay(new Date(iso));

/** A unique index refused the row (SQLite or PostgreSQL). */
export function isUniqueViolation(error: unknown): boolean {
  const code = (error as { code?: unknown } | null)?.code;
  return code === "23505" || code === "SQLITE_CONSTRAINT_UNIQUE";
}

/** A foreign key refused the row (SQLite or PostgreSQL). */
export function isForeignKeyViolation(error: unknown): boolean {
  const code = (error as { code?: unknown } | null)?.code;
  return code === "23503" || code === "SQLITE_CONSTRAINT_FOREIGNKEY";
}

/** Which unique key of doctor_appointments refused: the person's day or the slot. */
export const refusedPersonKey = (error: unknown) => /person/.test(String((error as { message?: unknown })?.message ?? ""));

export const personKey = (userId: number, doctorId: number, day: string) => `${userId}:${doctorId}:${day}`;

export const fullName = (u: { surname: string; name: string }) => `${u.surname} ${u.name}`;
