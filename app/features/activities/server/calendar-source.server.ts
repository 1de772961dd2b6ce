// Активности's part of a person's calendar (issue #35): the activities she holds a place in (not the waiting
// list, not cancelled ones), read through `activities.eventsOf` in one statement, each linked to its card.
import type { CalendarSource } from "~/platform/calendar";
import { shiftDay } from "~/shared/dates";
import { activitiesNames } from "../messages.server";
import type { createActivities } from "./activities.server";

/** The instant a Moscow day begins, as stored times are written (ISO, UTC). */
const moscowMidnight = (day: string) => new Date(`${day}T00:00:00+03:00`).toISOString();

export function activitiesCalendarSource(activities: Pick<ReturnType<typeof createActivities>, "eventsOf">): CalendarSource {
  return {
    kind: "activity",
    label: activitiesNames.menu,
    async eventsOf(userId, fromDay, toDay) {
      const rows = await activities.eventsOf(userId, moscowMidnight(fromDay), moscowMidnight(shiftDay(toDay, 1)));
      return rows.map((a) => ({
        id: String(a.id),
        allDay: false as const,
        startsAt: a.startsAt,
        endsAt: a.endsAt,
        title: a.title,
        note: a.place || null,
        href: `/activities/${a.id}`,
      }));
    },
  };
}
