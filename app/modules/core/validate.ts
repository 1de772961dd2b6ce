// Parse input with a zod schema; the first issue becomes a Russian domain error naming its field.
import type * as z from "zod/mini";
import { invalid } from "./errors";

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
