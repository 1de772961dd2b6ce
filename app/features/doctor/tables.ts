// Запись к врачу's tables: row types merged into the platform's Database (kysely's schema) by declaration
// merging, so the platform names no feature's table. Times are ISO-8601 strings (UTC), days Moscow yyyy-mm-dd.
import type { Generated } from "kysely";

export interface DoctorTable {
  id: Generated<number>;
  /** «Терапевт», «Стоматолог»: what the employee chooses by and what her calendar shows. */
  speciality: string;
  name: string;
  /** Where the visit is (a room, a clinic's address). */
  place: string;
  /** The portal user who is this doctor: she keeps her own days and sees her appointments. */
  user_id: number | null;
  created_at: string;
}

export interface DoctorDayTable {
  id: Generated<number>;
  doctor_id: number;
  /** Moscow day, yyyy-mm-dd. */
  day: string;
  /** 1: no bookings that day (its appointments were cancelled when it closed). */
  closed: Generated<number>;
}

export interface DoctorSlotTable {
  id: Generated<number>;
  doctor_id: number;
  day_id: number;
  starts_at: string;
  ends_at: string;
  /** 1: taken out of the schedule while free (kept, as cancelled appointments may still name it). */
  removed: Generated<number>;
}

export type AppointmentStatus = "booked" | "visited" | "no_show" | "cancelled";

export interface DoctorAppointmentTable {
  id: Generated<number>;
  slot_id: number;
  doctor_id: number;
  user_id: number;
  starts_at: string;
  ends_at: string;
  /** Private: shown only to the person and the doctor's side. */
  reason: string | null;
  status: AppointmentStatus;
  /** The slot's id while the appointment holds it (unique): null once cancelled, which frees the slot. */
  active_slot_id: number | null;
  /** "user:doctor:day" while active (unique): one appointment per person, doctor and day. */
  active_person_key: string | null;
  /** The doctor's side's note to the patient when it cancels. */
  cancel_note: string | null;
  cancelled_by: number | null;
  /** When the reminder of the day before was claimed (once, by whichever process got there first). */
  reminded_at: string | null;
  created_at: string;
  updated_at: string;
}

declare module "~/platform/db/schema" {
  interface Database {
    doctor_doctors: DoctorTable;
    doctor_days: DoctorDayTable;
    doctor_slots: DoctorSlotTable;
    doctor_appointments: DoctorAppointmentTable;
  }
}
