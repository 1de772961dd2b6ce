// The company's days (Moscow, UTC+3 all year) as the statistics key them: yyyy-mm-dd, a week by its Monday,
// a month as yyyy-mm. Pure and client-safe: the pages label their charts with the same keys.
import { shiftDay } from "~/shared/dates";

// The day and its shift are shared (the club card keys its uses by the same days).
export { moscowDay, shiftDay } from "~/shared/dates";

const MOSCOW_MS = 3 * 3600_000;
const DAY_MS = 86_400_000;

/** The Monday of a day's week. */
export function weekOf(day: string): string {
  const weekday = new Date(`${day}T00:00:00Z`).getUTCDay();
  return shiftDay(day, -((weekday + 6) % 7));
}

export const monthOf = (day: string) => day.slice(0, 7);

/** Days from `from` to `to`, both included. */
export function daysBetween(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / DAY_MS) + 1;
}

/** The UTC instant a Moscow day starts at (ISO), for tables that keep instants. */
export const dayStartIso = (day: string) => new Date(Date.parse(`${day}T00:00:00Z`) - MOSCOW_MS).toISOString();
