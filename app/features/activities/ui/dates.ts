// An activity's times as people in the company read and type them: Moscow time (the company's clock, UTC+3 all
// year), in Russian. The same on the server and in the browser (Intl with a fixed zone).
import { moscowDay } from "~/shared/dates";

const FULL = new Intl.DateTimeFormat("ru-RU", {
  timeZone: "Europe/Moscow",
  weekday: "short",
  day: "numeric",
  month: "long",
  year: "numeric",
  hour: "2-digit",
  minute: "2-digit",
});
const TIME = new Intl.DateTimeFormat("ru-RU", { timeZone: "Europe/Moscow", hour: "2-digit", minute: "2-digit" });
const SHORT = new Intl.DateTimeFormat("ru-RU", {
  timeZone: "Europe/Moscow",
  day: "2-digit",
  month: "2-digit",
  year: "numeric",
  hour: "2-digit",
  minute: "2-digit",
});

/** "04.12.2026, 18:30" (Moscow): the CSV and the refusals. */
export const moscowTime = (iso: string) => SHORT.format(new Date(iso));

/** "пт, 4 декабря 2026 г., 18:30 – 20:00", the end's day repeated only when it is another day. */
export function activityWhen(startsAt: string, endsAt: string): string {
  const end = moscowDay(new Date(startsAt)) === moscowDay(new Date(endsAt)) ? TIME.format(new Date(endsAt)) : FULL.format(new Date(endsAt));
  return `${FULL.format(new Date(startsAt))} – ${end}`;
}
