// The rules of the club card's inputs, shared by the pages' plain forms and the /api (server only: the forms
// are plain HTML posts, so no schema reaches the browser). Dates are the company's days (dd.mm.yyyy or
// yyyy-mm-dd); whether a visit's day is past or too far ahead is the domain's (only it knows today).
import * as z from "zod/mini";
import { normalizeDate } from "~/shared/dates";
import { idOf, optionalText } from "~/platform/schema";
import { gateMessages as g, serverMessages as r } from "./messages.server";

/** At most this many guests come with the person on one pass. */
export const MAX_GUESTS = 4;
export const GUEST_NAME_MAX = 100;

// A Russian number plate, in Cyrillic letters that look Latin (and their Latin twins, as people type them):
// a letter, three digits, two letters, a region of two or three digits.
// Built from code points: the letters are no interface text, and a literal would read as one.
const PLATE_LETTERS = String.fromCharCode(0x410, 0x412, 0x415, 0x41a, 0x41c, 0x41d, 0x41e, 0x420, 0x421, 0x422, 0x423, 0x425);
const LATIN_TWINS = "ABEKMHOPCTYX";
const PLATE = new RegExp(`^[${PLATE_LETTERS}]\\d{3}[${PLATE_LETTERS}]{2}\\d{2,3}$`);

/** "a 123 bc 77" -> "А123ВС77" (Cyrillic capitals, no spaces); null when it is not a plate. */
export function normalizePlate(value: string): string | null {
  const upper = value.replace(/[\s-]+/g, "").toUpperCase();
  const cyrillic = [...upper].map((ch) => PLATE_LETTERS[LATIN_TWINS.indexOf(ch)] ?? ch).join("");
  return PLATE.test(cyrillic) ? cyrillic : null;
}

const day = (required: string, bad: string) =>
  z
    .pipe(
      z.optional(z.nullable(z.string({ error: bad }))),
      z.transform((v) => normalizeDate(v ?? "")),
    )
    .check(
      z.refine((v) => v !== "", { error: required }),
      z.refine((v) => v !== null, { error: bad }),
    );

/** Guests as a form's textarea sends them (a name a line) or as /api's list; blank lines dropped. */
const guests = z
  .pipe(
    z.optional(z.nullable(z.union([z.string(), z.array(z.string())]))),
    z.transform((v) =>
      (typeof v === "string" ? v.split(/\r?\n/) : (v ?? [])).map((name) => name.trim().replace(/\s+/g, " ")).filter(Boolean),
    ),
  )
  .check(
    z.refine((names) => names.length <= MAX_GUESTS, { error: g.tooManyGuests(MAX_GUESTS) }),
    z.refine((names) => names.every((n) => n.length <= GUEST_NAME_MAX), { error: g.guestTooLong }),
  );

const car = z
  .pipe(
    optionalText(20, g.badCar),
    z.transform((v) => (v ? normalizePlate(v) : "")),
  )
  .check(z.refine((v) => v !== null, { error: g.badCar }));

export const passRequestSchema = z.object({ day: day(g.dayRequired, g.badDay), guests, car });
export type PassRequest = { day: string; guests: string[]; car: string | null };

/** The schema's output as the domain takes it: a real day, a plate or null. */
export const passRequestOf = (v: z.output<typeof passRequestSchema>): PassRequest => ({
  day: v.day ?? "",
  guests: v.guests,
  car: v.car || null,
});

export const partnerIdSchema = z.object({ partnerId: idOf(r.unknownPartner) });

const optionalDay = z
  .pipe(
    z.optional(z.nullable(z.string({ error: r.badDate }))),
    z.transform((v) => normalizeDate(v ?? "")),
  )
  .check(z.refine((v) => v !== null, { error: r.badDate }));

/** The statistics' period (empty ends: the last twelve months, filled by the domain). */
export const periodSchema = z.object({ from: optionalDay, to: optionalDay }).check(
  z.refine((v) => !v.from || !v.to || v.from <= v.to, { error: r.reversed, path: ["to"] }),
  z.refine((v) => !v.from || !v.to || v.to <= `${Number(v.from.slice(0, 4)) + 3}${v.from.slice(4)}`, {
    error: r.tooLong,
    path: ["to"],
  }),
);
export type PeriodInput = z.output<typeof periodSchema>;
