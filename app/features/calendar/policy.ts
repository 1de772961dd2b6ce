// Who may see a person's calendar. Role checks live here only: loaders return the flags, components read them.
import type { Actor } from "~/platform/actor";

/**
 * Only the person herself: her days hold medical appointments, leave and trips, and no role needs them (her
 * manager sees leave on the requests, the doctor the appointments). Administrators are not let in either.
 */
export function canSeeCalendar(actor: Actor, userId: number): boolean {
  return actor.kind === "user" && actor.userId === userId;
}
