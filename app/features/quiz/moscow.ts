// The quiz's times as people in the company read and type them: Moscow time (the company's clock, UTC+3 all
// year), in Russian. Client-safe and without a library, so pages that show a deadline load nothing more.
const MOSCOW_OFFSET_MS = 3 * 3_600_000;

const FULL = new Intl.DateTimeFormat("ru-RU", {
  timeZone: "Europe/Moscow",
  day: "numeric",
  month: "long",
  year: "numeric",
  hour: "2-digit",
  minute: "2-digit",
});

/** "20 декабря 2026 г., 18:00" (Moscow). */
export const moscowDateTime = (iso: string) => FULL.format(new Date(iso));

/** The datetime-local field's value, Moscow time: "2026-12-20T18:00". */
export const moscowInput = (iso: string) => new Date(new Date(iso).getTime() + MOSCOW_OFFSET_MS).toISOString().slice(0, 16);

/** "2026-12-20T18:00" typed in Moscow -> ISO, or null when it is not such a moment. */
export function fromMoscowInput(value: string): string | null {
  const m = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})$/.exec(value.trim());
  if (!m) return null;
  const [y, mo, d, h, mi] = m.slice(1).map(Number) as [number, number, number, number, number];
  const local = new Date(Date.UTC(y, mo - 1, d, h, mi));
  if (y < 2000 || y > 2999 || local.getUTCMonth() !== mo - 1 || local.getUTCDate() !== d || h > 23 || mi > 59) return null;
  return new Date(local.getTime() - MOSCOW_OFFSET_MS).toISOString();
}

/** A time taken as minutes and seconds, for messages.duration. */
export const minutesAndSeconds = (seconds: number) => ({ m: Math.floor(seconds / 60), s: seconds % 60 });
