// The company's days: Moscow's calendar (the portal's people are in Russia), as "yyyy-mm-dd" and the "mm-dd"
// of birthdays. Pure functions of an instant, so the tests pass their own clock. The Moscow day of an
// instant is app/shared/dates.ts's moscowDay.
const utcOf = (day: string) => new Date(`${day}T00:00:00Z`);
const dayOf = (d: Date) => d.toISOString().slice(0, 10);
export const addDays = (day: string, n: number) => dayOf(new Date(utcOf(day).getTime() + n * 86_400_000));
const isLeap = (year: number) => (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;

/** The birthdays celebrated on a day: its "mm-dd", and 29 February on the 28th of a common year. */
export function birthdayKeysOf(day: string): string[] {
  const md = day.slice(5);
  return md === "02-28" && !isLeap(Number(day.slice(0, 4))) ? [md, "02-29"] : [md];
}

/** The days of a period containing `today`: the day, its Monday-to-Sunday week, or its month; in order. */
export function daysOf(period: "today" | "week" | "month", today: string): string[] {
  if (period === "today") return [today];
  const first = period === "week" ? addDays(today, -((utcOf(today).getUTCDay() + 6) % 7)) : `${today.slice(0, 7)}-01`;
  const days: string[] = [];
  for (let d = first; period === "week" ? days.length < 7 : d.slice(0, 7) === today.slice(0, 7); d = addDays(d, 1)) days.push(d);
  return days;
}

/** The keys ("mm-dd") of a period's days, in order (each day's own keys together). */
export const birthdayKeysOfDays = (days: readonly string[]) => days.flatMap(birthdayKeysOf);

/** Years a person born on `birthday` ("yyyy-mm-dd") turns on her birthday of `day`'s year; null without a year. */
export function yearsOn(birthday: string, day: string): number | null {
  const m = /^(\d{4})-/.exec(birthday);
  return m ? Number(day.slice(0, 4)) - Number(m[1]) : null;
}
