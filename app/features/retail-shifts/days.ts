// Shifts' days and times as the company keeps and reads them: Moscow days (yyyy-mm-dd) and wall times (HH:MM),
// Moscow being UTC+3 all year. Client-safe and without a library: the pages format with these on either side.
import { moscowDay, shiftDay } from "~/shared/dates";

const MOSCOW_MS = 3 * 3_600_000;
const DAY_NAME = new Intl.DateTimeFormat("ru-RU", { timeZone: "UTC", weekday: "short", day: "numeric", month: "long" });
const DATE = new Intl.DateTimeFormat("ru-RU", { timeZone: "UTC", day: "numeric", month: "long", year: "numeric" });

/** The Monday of the week a day falls in. */
export function mondayOf(day: string): string {
  const weekday = new Date(`${day}T00:00:00Z`).getUTCDay();
  return shiftDay(day, -((weekday + 6) % 7));
}

/** The seven days of the week starting on `monday`. */
export const weekDays = (monday: string) => Array.from({ length: 7 }, (_, i) => shiftDay(monday, i));

/** A `?week=` value as the week's Monday; anything that is not a day: the week of `today`. */
export function weekOf(raw: string | null | undefined, today: string): string {
  const valid = typeof raw === "string" && /^\d{4}-\d{2}-\d{2}$/.test(raw) && !Number.isNaN(Date.parse(`${raw}T00:00:00Z`));
  return mondayOf(valid && new Date(`${raw}T00:00:00Z`).toISOString().slice(0, 10) === raw ? raw : today);
}

/** A Moscow day and wall time → the UTC ISO moment. */
export const momentOf = (day: string, time: string) => new Date(Date.parse(`${day}T${time}:00Z`) - MOSCOW_MS).toISOString();

/** A UTC ISO moment → its Moscow wall time, HH:MM. */
export const wallTime = (iso: string) => new Date(Date.parse(iso) + MOSCOW_MS).toISOString().slice(11, 16);

/** «пн, 7 декабря». */
export const dayName = (day: string) => DAY_NAME.format(new Date(`${day}T00:00:00Z`));

/** «7 декабря 2026 г.». */
export const dayDate = (day: string) => DATE.format(new Date(`${day}T00:00:00Z`));

export { moscowDay, shiftDay };
