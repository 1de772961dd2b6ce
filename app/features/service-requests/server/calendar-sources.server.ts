// The services' part of a person's calendar (issue #35): her approved leave (family VACATION) and business
// trips (TRIP) as whole days from starts_on to ends_on, each linked to her request. "Approved" is what the
// absences' pass means by it (absences.server.ts): past its approval — waiting on its handlers, in work or done.
// One statement per source; the titles say only what it is.
import type { CalendarSource } from "~/platform/calendar";
import type { Deps } from "~/platform/deps.server";
import { claimRows } from "~/features/claims/index.server";
import { calendarMessages as m } from "../messages/calendar.server";
import { APPROVED_STATUSES } from "./absences.server";

function absenceSource(deps: Deps, family: string, kind: string, label: string, title: string): CalendarSource {
  const { db } = deps;
  return {
    kind,
    label,
    async eventsOf(userId, fromDay, toDay) {
      const rows = await db
        .selectFrom("service_requests as r")
        .innerJoin(claimRows(db).as("c"), "c.id", "r.claim_id")
        .innerJoin("service_types as t", "t.id", "r.type_id")
        .select(["r.claim_id", "r.starts_on", "r.ends_on"])
        .where("r.owner_id", "=", userId)
        .where("t.family", "=", family)
        .where("c.status", "in", APPROVED_STATUSES)
        .where("r.starts_on", "is not", null)
        .where("r.ends_on", "is not", null)
        .where("r.starts_on", "<=", toDay)
        .where("r.ends_on", ">=", fromDay)
        .orderBy("r.starts_on")
        .orderBy("r.claim_id")
        .execute();
      return rows.map((r) => ({
        id: String(r.claim_id),
        allDay: true as const,
        fromDay: r.starts_on!,
        toDay: r.ends_on!,
        title,
        note: null,
        href: `/user/${userId}/claims/${r.claim_id}`,
      }));
    },
  };
}

/** The two sources: leave and business trips. */
export const absenceCalendarSources = (deps: Deps): CalendarSource[] => [
  absenceSource(deps, "VACATION", "leave", m.leaveLabel, m.leaveTitle),
  absenceSource(deps, "TRIP", "trip", m.tripLabel, m.tripTitle),
];
