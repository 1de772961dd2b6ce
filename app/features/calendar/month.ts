// A month of the calendar as plain days (client-safe, no strings): its key "yyyy-mm", the weeks of its grid
// (Monday first, the neighbours' days filling the first and last week) and the year picker's pages.
const DAY_MS = 86_400_000;
/** The years the picker offers (those a date field of the portal accepts). */
export const FIRST_YEAR = 1900;
export const LAST_YEAR = 2999;
/** The year picker (spec part 1 §2.7): a page of 11 years; «earlier» and «later» move it by 9. */
export const YEARS_SHOWN = 11;
export const YEARS_STEP = 9;

export interface Month {
  year: number;
  /** 1…12 */
  month: number;
}

const pad = (n: number) => String(n).padStart(2, "0");
export const monthKey = ({ year, month }: Month) => `${year}-${pad(month)}`;
const dayKey = (d: Date) => d.toISOString().slice(0, 10);

/** "2026-12" as a month; null when it is not one (or outside the years offered). */
export function parseMonth(value: unknown): Month | null {
  if (typeof value !== "string") return null;
  const m = /^(\d{4})-(\d{2})$/.exec(value.trim());
  if (!m) return null;
  const year = Number(m[1]);
  const month = Number(m[2]);
  if (year < FIRST_YEAR || year > LAST_YEAR || month < 1 || month > 12) return null;
  return { year, month };
}

/** The month `n` months away; null past the years offered. */
export function shiftMonth({ year, month }: Month, n: number): Month | null {
  const index = year * 12 + (month - 1) + n;
  const shifted = { year: Math.floor(index / 12), month: (index % 12) + 1 };
  return shifted.year < FIRST_YEAR || shifted.year > LAST_YEAR ? null : shifted;
}

/** The days of the month's grid, yyyy-mm-dd: from the Monday of its first week to the Sunday of its last. */
export function gridDays({ year, month }: Month): string[] {
  const first = Date.UTC(year, month - 1, 1);
  const last = Date.UTC(year, month, 0);
  const start = first - ((new Date(first).getUTCDay() + 6) % 7) * DAY_MS;
  const end = last + ((7 - new Date(last).getUTCDay()) % 7) * DAY_MS;
  const days: string[] = [];
  for (let t = start; t <= end; t += DAY_MS) days.push(dayKey(new Date(t)));
  return days;
}

/** The day's place in its week: 0 Monday … 6 Sunday. */
export const weekdayOf = (day: string) => (new Date(`${day}T00:00:00Z`).getUTCDay() + 6) % 7;

/** The first year of the picker's page around `year` (it stands in the middle), kept within the years offered. */
export const yearPageAround = (year: number) => clampFirstYear(year - Math.floor(YEARS_SHOWN / 2));

export const clampFirstYear = (first: number) => Math.min(Math.max(first, FIRST_YEAR), LAST_YEAR - YEARS_SHOWN + 1);

/** The picker's page of years from `first`, and the first years of the pages before and after it (null: none). */
export function yearPage(first: number): { years: number[]; earlier: number | null; later: number | null } {
  const from = clampFirstYear(first);
  return {
    years: Array.from({ length: YEARS_SHOWN }, (_, i) => from + i),
    earlier: from > FIRST_YEAR ? clampFirstYear(from - YEARS_STEP) : null,
    later: from + YEARS_SHOWN - 1 < LAST_YEAR ? clampFirstYear(from + YEARS_STEP) : null,
  };
}
