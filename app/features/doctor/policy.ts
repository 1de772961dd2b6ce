// Who may do what in Запись к врачу. Role checks live here only: loaders return the flags, components read them.
import type { Actor } from "~/platform/actor";
import { hasAnyRole, ROLE_ADMINISTRATOR } from "~/platform/policies";

/** Administers the doctors and every schedule, and sees every appointment (with its reason). */
export const ROLE_DOCTOR_ADMIN = "ROLE_DOCTOR_ADMIN";

/** Everyone signed in books and keeps her own appointments. */
export function canBook(actor: Actor): boolean {
  return actor.kind === "user";
}

/** Adds doctors and keeps every doctor's days and appointments. */
export function canAdministerDoctors(actor: Actor): boolean {
  return hasAnyRole(actor, ROLE_DOCTOR_ADMIN, ROLE_ADMINISTRATOR);
}

/** The doctor's side of one doctor: the administrators, or the portal user who is that doctor. */
export function canActForDoctor(actor: Actor, doctor: { userId: number | null }): boolean {
  if (canAdministerDoctors(actor)) return true;
  return actor.kind === "user" && doctor.userId !== null && doctor.userId === actor.userId;
}
