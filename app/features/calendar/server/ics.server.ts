// An iCalendar file (RFC 5545) of a person's entries, for the secret .ics link: CRLF line ends, lines folded at
// 75 octets (never inside a UTF-8 character), TEXT values escaped, whole days as DATE values with an exclusive
// end, times in UTC with Z, a UID per entry (`<source kind>-<id>`, stable across downloads, so a client updates
// rather than duplicates) and a PRODID.
import type { CalendarEvent } from "~/platform/calendar";
import { shiftDay } from "~/shared/dates";

const CRLF = "\r\n";
const MAX_OCTETS = 75;

/** A TEXT value (§3.3.11): backslash, semicolon and comma escaped, line breaks as \n. */
export const escapeText = (value: string) =>
  value
    .replace(/\\/g, "\\\\")
    .replace(/;/g, "\\;")
    .replace(/,/g, "\\,")
    .replace(/\r\n|\r|\n/g, "\\n");

/** A content line folded (§3.1): at most 75 octets a line, each continuation starting with one space. */
export function foldLine(line: string): string {
  if (Buffer.byteLength(line, "utf8") <= MAX_OCTETS) return line;
  const parts: string[] = [];
  let current = "";
  let size = 0;
  // The first line holds 75 octets; the next ones 74 after their leading space.
  let room = MAX_OCTETS;
  for (const char of line) {
    const octets = Buffer.byteLength(char, "utf8");
    if (size + octets > room) {
      parts.push(current);
      current = "";
      size = 0;
      room = MAX_OCTETS - 1;
    }
    current += char;
    size += octets;
  }
  parts.push(current);
  return parts.join(`${CRLF} `);
}

/** "2026-12-10T12:00:00.000Z" -> "20261210T120000Z". */
export const utcStamp = (iso: string) =>
  new Date(iso)
    .toISOString()
    .replace(/[-:]/g, "")
    .replace(/\.\d{3}/, "");
const dateValue = (day: string) => day.replace(/-/g, "");

export interface FeedEntry {
  kind: string;
  /** The source's legend name, as the entry's category. */
  label: string;
  event: CalendarEvent;
}

export interface FeedOptions {
  name: string;
  /** The portal's address (origin and base path), before the entries' paths. */
  origin: string;
  now: Date;
}

/** The whole file, CRLF everywhere and after the last line. */
export function icsOf(entries: readonly FeedEntry[], { name, origin, now }: FeedOptions): string {
  const stamp = utcStamp(now.toISOString());
  const lines = ["BEGIN:VCALENDAR", "VERSION:2.0", "PRODID:-//Employee portal//Calendar//RU", "CALSCALE:GREGORIAN", "METHOD:PUBLISH"];
  lines.push(`X-WR-CALNAME:${escapeText(name)}`, "X-WR-TIMEZONE:Europe/Moscow");
  for (const { kind, label, event } of entries) {
    lines.push("BEGIN:VEVENT", `UID:${escapeText(`${kind}-${event.id}`)}`, `DTSTAMP:${stamp}`);
    if (event.allDay)
      lines.push(`DTSTART;VALUE=DATE:${dateValue(event.fromDay)}`, `DTEND;VALUE=DATE:${dateValue(shiftDay(event.toDay, 1))}`);
    else lines.push(`DTSTART:${utcStamp(event.startsAt)}`, `DTEND:${utcStamp(event.endsAt)}`);
    lines.push(`SUMMARY:${escapeText(event.title)}`, `CATEGORIES:${escapeText(label)}`);
    if (event.note) lines.push(`LOCATION:${escapeText(event.note)}`);
    if (event.href) lines.push(`URL:${origin}${event.href}`);
    lines.push("END:VEVENT");
  }
  lines.push("END:VCALENDAR");
  return lines.map(foldLine).join(CRLF) + CRLF;
}
