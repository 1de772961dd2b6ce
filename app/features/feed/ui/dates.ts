// A video's length as the feed's players show it.
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
