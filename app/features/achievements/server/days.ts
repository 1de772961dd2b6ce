// The company's days: Moscow's calendar (the portal's people are in Russia), "yyyy-mm-dd". Pure functions of
// their input, so the tests pass their own clock.

/** Whole years from `from` to `to` (both "yyyy-mm-dd"): an anniversary counts on its day. */
export function fullYears(from: string, to: string): number {
  const years = Number(to.slice(0, 4)) - Number(from.slice(0, 4));
  return to.slice(5) < from.slice(5) ? years - 1 : years;
}

/** The day `years` years after `day` (29 February → 1 March in a common year). */
export function yearsAfter(day: string, years: number): string {
  const [y, m, d] = day.split("-").map(Number) as [number, number, number];
  return new Date(Date.UTC(y + years, m - 1, d)).toISOString().slice(0, 10);
}

/** The latest hire day that makes `years` full years by `day`. */
export const hiredByFor = (day: string, years: number): string =>
  `${String(Number(day.slice(0, 4)) - years).padStart(4, "0")}${day.slice(4)}`;
