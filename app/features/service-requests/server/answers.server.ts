// A service form's answers checked by a zod schema built from its field list (ADR 0034): each field a parser
// that returns the value or a refusal naming the field, so a refused post comes back with every message by
// its control and every value as typed (conform's reply), and nothing is written.
import * as z from "zod/mini";
import { field, refuse, type Refusal } from "~/platform/schema";
import { LONGTEXT_MAX, TEXT_MAX, type Answer, type Answers, type ServiceField } from "../fields";
import { answerRefusals as t } from "../messages.server";

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;
const TIME = /^([01]\d|2[0-3]):[0-5]\d$/;

const blank = (v: unknown) => v === undefined || v === null || (typeof v === "string" && v.trim() === "");

/** A real calendar day in yyyy-mm-dd (2027-02-30 is not). */
function isDay(v: string): boolean {
  if (!ISO_DATE.test(v)) return false;
  const d = new Date(`${v}T00:00:00Z`);
  return !Number.isNaN(d.getTime()) && d.toISOString().slice(0, 10) === v;
}

/** +7 and ten digits, from what people type: 8 912 345-67-89, +7 (912) 345 67 89. */
function phoneOf(v: string): string | null {
  const digits = v.replace(/[\s()+-]/g, "");
  if (!/^\d+$/.test(digits)) return null;
  const national =
    digits.length === 11 && (digits[0] === "7" || digits[0] === "8") ? digits.slice(1) : digits.length === 10 ? digits : null;
  return national ? `+7${national}` : null;
}

/** The parser of one field: undefined for an optional field left empty. */
function parserOf(f: ServiceField, today: string | null): (raw: unknown) => Answer | undefined | Refusal {
  const name = f.label;
  const text = (raw: unknown): string =>
    typeof raw === "string" ? raw.trim() : typeof raw === "number" ? String(raw) : Array.isArray(raw) ? text(raw[0]) : "";
  return (raw) => {
    if (f.kind === "daterange") {
      const range = (typeof raw === "object" && raw !== null ? raw : {}) as { from?: unknown; to?: unknown };
      const from = text(range.from);
      const to = text(range.to);
      if (!from && !to) return f.required ? refuse(t.required(name)) : undefined;
      if (!isDay(from) || !isDay(to)) return refuse(t.range(name));
      if (to < from) return refuse(t.reversed(name));
      if (f.notPast && today !== null && from < today) return refuse(t.past(name));
      return { from, to };
    }
    if (f.kind === "multichoice") {
      const chosen = (Array.isArray(raw) ? raw : blank(raw) ? [] : [raw]).map(text).filter(Boolean);
      if (chosen.length === 0) return f.required ? refuse(t.required(name)) : undefined;
      if (chosen.some((c) => !f.options?.includes(c))) return refuse(t.option(name));
      return [...new Set(chosen)];
    }
    if (f.kind === "person" || f.kind === "department") {
      // The finder posts one id (`a.<key>`); its name is read when the request is made (answer-refs.server.ts).
      const id = text(typeof raw === "object" && raw !== null && !Array.isArray(raw) ? (raw as { id?: unknown }).id : raw);
      if (!id) return f.required ? refuse(t.required(name)) : undefined;
      const n = Number(id);
      return Number.isSafeInteger(n) && n > 0 ? { id: n, name: "" } : refuse(t[f.kind](name));
    }
    if (f.kind === "file") {
      // A post names its upload by id: `a.<key>.id` from a page (its name beside it), the id itself from /api.
      const given = (typeof raw === "object" && raw !== null && !Array.isArray(raw) ? raw : { id: raw }) as {
        id?: unknown;
        file?: unknown;
      };
      const id = text(given.id ?? given.file);
      if (!id) return f.required ? refuse(t.required(name)) : undefined;
      const n = Number(id);
      // Its name and address are the stored file's, filled in when the request takes it (request-files.server.ts).
      return Number.isSafeInteger(n) && n > 0 ? { file: n, name: "", href: "" } : refuse(t.file(name));
    }
    const value = text(raw);
    if (!value) return f.required ? refuse(t.required(name)) : undefined;
    switch (f.kind) {
      case "text":
      case "longtext": {
        const max = Math.min(f.max ?? Infinity, f.kind === "text" ? TEXT_MAX : LONGTEXT_MAX);
        return value.length > max ? refuse(t.tooLong(name, max)) : value;
      }
      case "number": {
        const n = Number(value.replace(",", "."));
        if (!Number.isFinite(n)) return refuse(t.number(name));
        if ((f.min !== undefined && n < f.min) || (f.max !== undefined && n > f.max)) return refuse(t.between(name, f.min, f.max));
        return n;
      }
      case "date":
        if (!isDay(value)) return refuse(t.date(name));
        return f.notPast && today !== null && value < today ? refuse(t.past(name)) : value;
      case "time":
        return TIME.test(value) ? value : refuse(t.time(name));
      case "choice":
        return f.options?.includes(value) ? value : refuse(t.option(name));
      case "phone":
        return phoneOf(value) ?? refuse(t.phone(name));
    }
    return refuse(t.option(name));
  };
}

/**
 * The schema of a form's post: `a.<key>` controls (conform's nesting gives `{a: {key: …}}`), each checked by
 * its field. `today` (yyyy-mm-dd) is the first day a notPast date may be; null: any day (the service's own
 * administrators record past leave).
 */
export function answersSchema(fields: readonly ServiceField[], today: string | null) {
  const shape = Object.fromEntries(fields.map((f) => [f.key, field(parserOf(f, today))]));
  const answers = z.pipe(
    z.pipe(
      z.optional(z.unknown()),
      z.transform((v) => (typeof v === "object" && v !== null ? v : {})),
    ),
    z.object(shape),
  );
  return z.object({ a: answers });
}

/** The answers given, without the empty optional ones. */
export function answersOf(parsed: { a: Record<string, Answer | undefined> }): Answers {
  return Object.fromEntries(Object.entries(parsed.a).filter(([, v]) => v !== undefined)) as Answers;
}

/** The company's day (Moscow) of a moment, yyyy-mm-dd: the first day a notPast date may be. */
export const companyDay = (at: Date) => at.toLocaleDateString("sv-SE", { timeZone: "Europe/Moscow" });
