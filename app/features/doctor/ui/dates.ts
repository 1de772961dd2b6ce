// Appointment times as people in the company read them: Moscow time, in Russian, the same on the server and in
// the browser (Intl with a fixed zone).
const DAY = new Intl.DateTimeFormat("ru-RU", { timeZone: "Europe/Moscow", weekday: "short", day: "numeric", month: "long" });
const TIME = new Intl.DateTimeFormat("ru-RU", { timeZone: "Europe/Moscow", hour: "2-digit", minute: "2-digit" });

/** "вт, 8 декабря" of a Moscow yyyy-mm-dd day. */
export const dayName = (day: string) => DAY.format(new Date(`${day}T12:00:00+03:00`));
/** "10:20" (Moscow). */
export const timeOf = (iso: string) => TIME.format(new Date(iso));
/** "вт, 8 декабря, 10:20–10:40". */
export const when = (startsAt: string, endsAt: string) => `${DAY.format(new Date(startsAt))}, ${timeOf(startsAt)}–${timeOf(endsAt)}`;
