// Birthdays' part of a person's calendar (issue #35): her department colleagues' birthdays in the days asked
// (whole days, 29 February on the 28th of a common year), each linked to the colleague's profile. One
// statement: the users' birthdayPeople with the department found in it.
import type { CalendarSource } from "~/platform/calendar";
import type { Deps } from "~/platform/deps.server";
import { shiftDay } from "~/shared/dates";
import { birthdayPeople } from "~/features/users/index.server";
import { birthdaysNames } from "../messages.server";
import { birthdayKeysOf } from "./days";
import { fullNameOf } from "./people.server";

/** The most colleagues a range shows (a department's size bounds it long before). */
const MOST_COLLEAGUES = 1000;

export function birthdaysCalendarSource(deps: Deps): CalendarSource {
  return {
    kind: "birthday",
    label: birthdaysNames.menu,
    async eventsOf(userId, fromDay, toDay) {
      // Each "mm-dd" with the days of the range it is celebrated on (a range over a year holds some twice).
      const daysOfKey = new Map<string, string[]>();
      for (let day = fromDay; day <= toDay; day = shiftDay(day, 1))
        for (const key of birthdayKeysOf(day)) daysOfKey.set(key, [...(daysOfKey.get(key) ?? []), day]);
      if (daysOfKey.size === 0) return [];
      const people = await birthdayPeople(deps.db, { days: [...daysOfKey.keys()], colleaguesOf: userId, limit: MOST_COLLEAGUES });
      return people.flatMap((p) =>
        (daysOfKey.get(p.birthday.slice(-5)) ?? []).map((day) => ({
          id: `${p.id}-${day.slice(0, 4)}`,
          allDay: true as const,
          fromDay: day,
          toDay: day,
          title: fullNameOf(p),
          note: null,
          href: `/user/${p.id}`,
        })),
      );
    },
  };
}
