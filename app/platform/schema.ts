// The input pieces every feature's schemas share: ids, page numbers and the text rule. Client-safe
// (zod/mini, no server imports): the forms' schemas reach the browser.
import * as z from "zod/mini";
import { toId } from "./ids";

/** A positive id from a number or a numeric string; anything else (0, -1, 1.5, above MAX_ID) is refused with `message`. */
export const idOf = (message: string) =>
  z
    .pipe(
      z.union([z.string(), z.number()], { error: message }),
      z.transform((v) => toId(v) ?? Number.NaN),
    )
    .check(z.refine((n) => !Number.isNaN(n), { error: message }));

/** Like idOf, but absent, null or "" mean "not given" (undefined). */
export const optionalIdOf = (message: string) =>
  z
    .pipe(
      z.optional(z.nullable(z.union([z.string(), z.number()], { error: message }))),
      z.transform((v) => (v === undefined || v === null || v === "" ? undefined : (toId(v) ?? Number.NaN))),
    )
    .check(z.refine((n) => n === undefined || !Number.isNaN(n), { error: message }));

/**
 * A page number or page size from the query or JSON: absent, blank or not a number → `fallback`;
 * otherwise truncated and held within [min, max], so no offset can grow past what the database counts.
 */
export const pageParam = (fallback: number, min: number, max: number) =>
  z.pipe(
    z.optional(z.union([z.string(), z.number()])),
    z.transform((v) => {
      const n = Number(v);
      return v === undefined || v === "" || !Number.isFinite(n) ? fallback : Math.min(Math.max(Math.trunc(n), min), max);
    }),
  );
/** The largest page number any list accepts (a list of 100 000 pages is far beyond any feature). */
export const MAX_PAGE_NUMBER = 100_000;

/**
 * C0 control characters other than tab, line feed and carriage return. No one types them; NUL cannot
 * even be stored in PostgreSQL text (a 500 there, silently kept by SQLite), the others break what
 * shows or exports the text. parseInput refuses input holding one (see validate.ts for why there).
 */
export const CONTROL_CHAR = /[\u0000-\u0008\u000b\u000c\u000e-\u001f]/;

/** Deeper input than this is refused: no call takes it, and walking it could exhaust the stack. */
export const MAX_INPUT_DEPTH = 64;

/**
 * Where the input breaks the text rule: the path of the first string (value or key) with a control
 * character, or of the first value nested deeper than MAX_INPUT_DEPTH; null when it is clean.
 * Walks plain objects and arrays without recursion; other values (numbers, files, bytes) are left alone.
 */
export function inputProblem(data: unknown): { path: string; kind: "control" | "depth" } | null {
  const stack: { value: unknown; path: string; depth: number }[] = [{ value: data, path: "", depth: 0 }];
  while (stack.length > 0) {
    const { value, path, depth } = stack.pop()!;
    if (typeof value === "string") {
      if (CONTROL_CHAR.test(value)) return { path, kind: "control" };
      continue;
    }
    if (value === null || typeof value !== "object") continue;
    const isArray = Array.isArray(value);
    const proto = Object.getPrototypeOf(value);
    if (!isArray && proto !== Object.prototype && proto !== null) continue;
    if (depth >= MAX_INPUT_DEPTH) return { path, kind: "depth" };
    for (const [key, item] of Object.entries(value)) {
      const itemPath = path ? `${path}.${key}` : key;
      if (!isArray && CONTROL_CHAR.test(key)) return { path: itemPath, kind: "control" };
      stack.push({ value: item, path: itemPath, depth: depth + 1 });
    }
  }
  return null;
}

/** Required text: trimmed; blank and absent refused with `required`, longer than `max` with `tooLong`. */
export const requiredText = (max: number, required: string, tooLong: string) =>
  z
    .pipe(
      z.optional(z.nullable(z.string({ error: required }))),
      z.transform((v) => v?.trim() ?? ""),
    )
    .check(
      z.refine((v) => v.length > 0, { error: required }),
      z.refine((v) => v.length <= max, { error: tooLong }),
    );

/** Optional text: trimmed; absent, null and blank are ""; longer than `max` refused with `tooLong`. */
export const optionalText = (max: number, tooLong: string) =>
  z
    .pipe(
      z.optional(z.nullable(z.string())),
      z.transform((v) => v?.trim() ?? ""),
    )
    .check(z.refine((v) => v.length <= max, { error: tooLong }));

/** A whole number in [min, max] (a year) from a number or a string of digits; anything else refused with `message`. */
export const wholeNumberIn = (min: number, max: number, message: string) =>
  z
    .pipe(
      z.optional(z.nullable(z.union([z.string(), z.number()]))),
      z.transform((v) => (typeof v === "number" ? v : /^\s*\d{1,9}\s*$/.test(v ?? "") ? Number(v) : Number.NaN)),
    )
    .check(z.refine((n) => Number.isInteger(n) && n >= min && n <= max, { error: message }));

/** A value a parser refused, with the message to say. */
export interface Refusal {
  refusal: string;
}
export const refuse = (refusal: string): Refusal => ({ refusal });
export const isRefusal = (v: unknown): v is Refusal => typeof v === "object" && v !== null && "refusal" in v;

/** A field read by a function: it returns the value or a refusal (whose message becomes the field's error). */
export const field = <T>(parse: (value: unknown) => T | Refusal) =>
  z.pipe(
    z
      .pipe(
        z.optional(z.unknown()),
        z.transform((v) => parse(v)),
      )
      .check(z.refine((v) => !isRefusal(v), { error: (issue) => (issue.input as Refusal).refusal })),
    z.transform((v) => v as T),
  );

/** A checkbox or a JSON boolean: true, "true", 1, "1", "on" → true; anything else → false. */
export const flag = /* @__PURE__ */ field((v): boolean => v === true || v === "true" || v === 1 || v === "1" || v === "on");
