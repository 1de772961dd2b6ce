// Dates of the feed as people in the company read them: Moscow time (the company's clock), in Russian.
const FULL = new Intl.DateTimeFormat("ru-RU", {
  timeZone: "Europe/Moscow",
  day: "numeric",
  month: "long",
  year: "numeric",
  hour: "2-digit",
  minute: "2-digit",
});

/** "21 ноября 2026 г., 12:00" (Moscow). */
export const feedDate = (iso: string) => FULL.format(new Date(iso));

/** The value of a datetime-local input in Moscow time: "2026-11-21T12:00". */
export function moscowInputValue(iso: string): string {
  return new Date(new Date(iso).getTime() + 3 * 3_600_000).toISOString().slice(0, 16);
}
