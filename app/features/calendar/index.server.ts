// Календарь (issue #35): a person's month (/calendar/{id}, hers alone; /calendar sends her there) drawn from what
// the features keep about her days — each brings a CalendarSource in its manifest (app/platform/calendar.ts) and
// the calendar, which collects them, names none — and her secret .ics link (/calendar/ics/{token}.ics) for
// other calendar apps. Other features reach it through this file and index.ts only.
import { defineFeature } from "~/platform/feature";
import { createCalendar } from "./server/calendar.server";
import { calendarApi } from "./server/api.server";
import { migrations } from "./migrations";

export type { CalendarService, MonthView, DayEntry } from "./server/calendar.server";

export const calendarFeature = defineFeature({
  name: "calendar",
  migrations,
  // Built after the others: it reads every feature's calendarSources.
  collects: true,
  services: (deps, _needs, contributions) => ({ calendar: createCalendar(deps, contributions.calendarSources) }),
  api: calendarApi,
});
