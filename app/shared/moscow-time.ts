// Moments as people in the company read and type them: Moscow time (the company's clock, UTC+3 all year, no
// daylight saving since 2014), in Russian. Client-safe and without a library: the same text on the server and in
// the browser (Intl with a fixed zone), so a page that shows a date loads nothing more.
const MOSCOW_OFFSET_MS = 3 * 3_600_000;

const FULL = new Intl.DateTimeFormat("ru-RU", {
  timeZone: "Europe/Moscow",
  day: "numeric",
  month: "long",
  year: "numeric",
  hour: "2-digit",
  minute: "2-digit",
});

/** "21 ноября 2026 г., 12:00" (Moscow). */
export const moscowDateTime = (iso: string) => FULL.format(new Date(iso));

/** The value of a datetime-local input in Moscow time: "2026-11-21T12:00" ("" for none). */
export const moscowInputValue = (iso: string | null) =>
  iso ? new Date(new Date(iso).getTime() + MOSCOW_OFFSET_MS).toISOString().slice(0, 16) : "";

const LOCAL = /^(\d{4})-(\d{2})-(\d{2})[T ](\d{2}):(\d{2})$/;
const RUSSIAN = /^(\d{2})\.(\d{2})\.(\d{4}) (\d{2}):(\d{2})$/;
const WITH_OFFSET = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,3})?)?(Z|[+-]\d{2}:\d{2})$/;

/** Moscow wall time → the UTC ISO moment, or null when the date does not exist (30 February) or is out of range. */
function fromWall(y: number, mo: number, d: number, h: number, mi: number): string | null {
  const wall = Date.UTC(y, mo - 1, d, h, mi);
  const back = new Date(wall);
  if (y < 2000 || y > 2999 || back.getUTCMonth() !== mo - 1 || back.getUTCDate() !== d || h > 23 || mi > 59) return null;
  return new Date(wall - MOSCOW_OFFSET_MS).toISOString();
}

/** A datetime-local field's "2026-12-20T18:00", typed in Moscow → the UTC ISO moment, or null. */
export function fromMoscowInput(value: string): string | null {
  const m = LOCAL.exec(value.trim());
  return m ? fromWall(Number(m[1]), Number(m[2]), Number(m[3]), Number(m[4]), Number(m[5])) : null;
}

/**
 * A moment as a form types it (Moscow: "2026-12-10T18:30", "2026-12-10 18:30", "10.12.2026 18:30") or a JSON
 * client sends it (ISO 8601 with its offset: "…Z", "…+05:00") → the UTC ISO moment, or null.
 */
export function readMoment(raw: string): string | null {
  const v = raw.trim();
  if (WITH_OFFSET.test(v)) {
    const at = new Date(v);
    return Number.isNaN(at.getTime()) ? null : at.toISOString();
  }
  const local = fromMoscowInput(v);
  if (local) return local;
  const r = RUSSIAN.exec(v);
  return r ? fromWall(Number(r[3]), Number(r[2]), Number(r[1]), Number(r[4]), Number(r[5])) : null;
}
