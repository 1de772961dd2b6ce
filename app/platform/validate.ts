// Parse input with a zod schema; the first issue becomes a Russian domain error naming its field.
//
// This is also the one place the text rule of every call and form is applied (inputProblem in
// ./schema.ts: no C0 control characters but tab and line breaks, no absurd nesting): every domain
// function parses what it is given through parseInput, and both the /api handlers and the pages'
// actions and loaders reach the data only through domain functions. A rule in each string schema
// would have to be repeated in a hundred fields (and in the z.unknown() ones it would be forgotten);
// here no string of any call, on either database, gets past it.
import type * as z from "zod/mini";
import { invalid } from "./errors";
import { inputProblem, optionalIdOf } from "./schema";
import * as ru from "~/shared/messages";
import { russianDefault } from "~/shared/forms/russian-default";

type Schema<T> = {
  safeParse(
    data: unknown,
    params?: { error?: (issue: { path?: PropertyKey[] }) => string },
  ): { success: true; data: T } | { success: false; error: { issues: z.core.$ZodIssue[] } };
};

export function parseInput<T>(schema: Schema<T>, data: unknown): T {
  const problem = inputProblem(data);
  if (problem) {
    const message = problem.kind === "control" ? ru.validation.controlChars : ru.validation.tooDeep;
    throw invalid(message, { [problem.path || "_"]: message });
  }
  const result = schema.safeParse(data ?? {}, { error: russianDefault });
  if (result.success) return result.data;
  const fieldErrors: Record<string, string> = {};
  for (const issue of result.error.issues) {
    const field = issue.path.join(".") || "_";
    fieldErrors[field] ??= issue.message;
  }
  throw invalid(result.error.issues[0]?.message ?? ru.validation.invalid, fieldErrors);
}

/**
 * The version an edit started from (core/versions.server.ts): optional, so /api clients that do not
 * know it keep working; a number or its text from a form's hidden field.
 */
export const versionField = optionalIdOf(ru.forms.versionInvalid);
