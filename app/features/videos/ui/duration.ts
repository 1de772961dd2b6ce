// A video's length as the spec shows it (part 1 §2.7): h:mm:ss ("0:00:59", "1:01:01"). Client-safe.
export function videoDuration(seconds: number): string {
  const total = Math.max(0, Math.round(seconds));
  const h = Math.floor(total / 3600);
  const m = String(Math.floor((total % 3600) / 60)).padStart(2, "0");
  const s = String(total % 60).padStart(2, "0");
  return `${h}:${m}:${s}`;
}
