// The rules of a service record linked to a person (spec part 2 §7 /contacts-v2/create-another-with-user;
// the spec shows no validation, these are ours). One schema for the form (conform, server side) and the
// domain function; client-safe (zod/mini).
import * as z from "zod/mini";
import { ru } from "~/text/ru";

const t = ru.contactsWithUser;

const id = (message: string) =>
  z.pipe(
    z.union([z.string(), z.number()], { error: message }),
    z.transform((v) => (typeof v === "number" ? v : /^\s*\d+\s*$/.test(v) ? Number(v) : NaN)),
  ).check(z.refine((n) => Number.isSafeInteger(n) && n > 0, { error: message }));

/** A trimmed optional text: empty becomes null. */
const text = (max: number) =>
  z.pipe(
    z.optional(z.nullable(z.string())),
    z.transform((v) => (v ?? "").trim() || null),
  ).check(z.refine((v) => v === null || v.length <= max, { error: t.tooLong(max) }));

export const TELEPHONE_LINES = 10;

export const anotherWithUserSchema = z.object({
  categoryId: id(t.categoryRequired),
  userId: id(t.personRequired),
  name: text(255),
  position: text(255),
  /** Phone lines, one per line (or an array of lines from a JSON client); stored joined by "\n". */
  telephone: z.pipe(
    z.optional(z.nullable(z.union([z.string(), z.array(z.string())]))),
    z.transform((v) => {
      const lines = (Array.isArray(v) ? v : (v ?? "").split(/\r?\n/)).map((l) => l.trim()).filter(Boolean);
      return lines;
    }),
  ).check(
    z.refine((lines) => lines.length <= TELEPHONE_LINES, { error: t.telephoneTooMany }),
    z.refine((lines) => lines.every((l) => l.length <= 50), { error: t.tooLong(50) }),
  ),
  ipPhone: text(50),
  email: text(255).check(z.refine((v) => v === null || /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(v), { error: t.emailInvalid })),
  address: text(255),
});

export type AnotherWithUserInput = z.input<typeof anotherWithUserSchema>;
