// Dates as people type and read them (dd.mm.yyyy) and as the portal keeps them (yyyy-mm-dd): the documents'
// forms and pages, the search statistics' period. Apart from any schema, so a page that only shows a date does
// not load zod.

/** "2026-03-01" -> "01.03.2026". */
export const formatDate = (iso: string) => `${iso.slice(8, 10)}.${iso.slice(5, 7)}.${iso.slice(0, 4)}`;

/** "2026-03-01" or "01.03.2026" -> "2026-03-01" when it is a real date; "" for empty; null when not a date. */
export function normalizeDate(value: unknown): string | null | "" {
  if (value === undefined || value === null) return "";
  if (typeof value !== "string") return null;
  const v = value.trim();
  if (!v) return "";
  let m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(v);
  let y: number, mo: number, d: number;
  if (m) [y, mo, d] = [Number(m[1]), Number(m[2]), Number(m[3])];
  else {
    m = /^(\d{2})\.(\d{2})\.(\d{4})$/.exec(v);
    if (!m) return null;
    [d, mo, y] = [Number(m[1]), Number(m[2]), Number(m[3])];
  }
  const date = new Date(Date.UTC(y, mo - 1, d));
  if (y < 1900 || y > 2999 || date.getUTCMonth() !== mo - 1 || date.getUTCDate() !== d) return null;
  return `${String(y).padStart(4, "0")}-${String(mo).padStart(2, "0")}-${String(d).padStart(2, "0")}`;
}

const MOSCOW_MS = 3 * 3600_000;
const DAY_MS = 86_400_000;

/** The company's (Moscow, UTC+3 all year) day an instant falls in, yyyy-mm-dd. */
export const moscowDay = (at: Date) => new Date(at.getTime() + MOSCOW_MS).toISOString().slice(0, 10);

/** A day (yyyy-mm-dd) moved by `days` calendar days. */
export function shiftDay(day: string, days: number): string {
  return new Date(Date.parse(`${day}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);
}
