// A person's month (/calendar/{id}, issue #35) is drawn from what several features keep about her days:
// appointments, shifts, approved leave and trips, her department's birthdays, activities. Each of them brings
// a CalendarSource in its manifest (`calendarSources`); the calendar feature collects them and names none.

/** When an entry is: whole days (Moscow calendar days, both ends included) or a span of time. */
export type CalendarWhen = { allDay: true; fromDay: string; toDay: string } | { allDay: false; startsAt: string; endsAt: string };

/** One entry of a person's days, as her calendar and its .ics feed show it. */
export type CalendarEvent = CalendarWhen & {
  /** Unique within its source (an .ics UID is `<source kind>-<id>`). */
  id: string;
  /**
   * What the day shows, in Russian. Never a private detail: a medical appointment's reason stays on the
   * doctor's pages, a leave's type on the request.
   */
  title: string;
  /** A place or a short note under the title; null: none. */
  note: string | null;
  /** The portal page it leads to (a path); null: nowhere. */
  href: string | null;
};

/** A feature's part of the calendar. */
export interface CalendarSource {
  /** Its kind: the entries' mark and legend (appointment, shift, leave, trip, birthday, activity…). */
  kind: string;
  /** Its legend's name, in Russian («Приёмы у врача»). */
  label: string;
  /**
   * The person's entries that touch the Moscow days [fromDay, toDay] (yyyy-mm-dd, both included): one
   * statement whatever their number (the month view makes the same queries for 1 and 100 entries).
   */
  eventsOf(userId: number, fromDay: string, toDay: string): Promise<CalendarEvent[]>;
}
