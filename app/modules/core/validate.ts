// Parse input with a zod schema; the first issue becomes a Russian domain error naming its field.
import * as z from "zod/mini";
import { invalid } from "./errors";
import { ru } from "~/text/ru";

type Schema<T> = { safeParse(data: unknown): { success: true; data: T } | { success: false; error: { issues: z.core.$ZodIssue[] } } };

export function parseInput<T>(schema: Schema<T>, data: unknown): T {
  const result = schema.safeParse(data ?? {});
  if (result.success) return result.data;
  const fieldErrors: Record<string, string> = {};
  for (const issue of result.error.issues) {
    const field = issue.path.join(".") || "_";
    fieldErrors[field] ??= issue.message;
  }
  throw invalid(result.error.issues[0]?.message ?? "Некорректные данные", fieldErrors);
}

/**
 * The version an edit started from (core/versions.server.ts): optional, so /api clients that do not
 * know it keep working; a number or its text from a form's hidden field.
 */
export const versionField = z
  .pipe(
    z.optional(z.nullable(z.union([z.string(), z.number()], { error: ru.forms.versionInvalid }))),
    z.transform((v) => (v === undefined || v === null || v === "" ? undefined : typeof v === "number" ? v : /^\s*\d+\s*$/.test(v) ? Number(v) : Number.NaN)),
  )
  .check(z.refine((n) => n === undefined || (Number.isSafeInteger(n) && n > 0), { error: ru.forms.versionInvalid }));
