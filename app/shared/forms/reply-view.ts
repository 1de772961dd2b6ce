// conform's reply (SubmissionResult) read without conform (ADR 0024), for the forms that are not save forms
// (shared/forms/save-form.ts): the feed's cards and composer, rendered on the server where no hook runs, and
// a view page's small forms (a claim's, a vacancy's reply) whose rules only the action checks. Their actions
// parse and reply exactly as a save form's do (parseWithSchema, submission.reply, replyWithDomainError), and
// the page reads that reply here: the typed values come back from `initialValue`, each message under its
// field, the rest over the form. Nothing but types is imported from conform: a few hundred bytes a page.
import type { SubmissionResult } from "@conform-to/react";

export type LastResult = SubmissionResult<string[]> | null | undefined;

export interface ReplyView {
  /** What was typed in a field (a dotted name reaches a nested one: `fields.resolutionTypeId`). */
  value(name: string): string;
  /** Every value typed in a field of that name (repeated inputs, ticked boxes), in order. */
  values(name: string): string[];
  /** Whether a checkbox was ticked (its value posted). */
  checked(name: string): boolean;
  /** The field's message: the first rule it broke, or the domain's refusal by that field. */
  error(name: string): string | undefined;
  /** The form's own message: the reply's, else the first of a field the form does not show. */
  formError(shown: readonly string[]): string | undefined;
  /** A key that changes with each reply: the form is mounted anew and its fields take the typed values. */
  key: string;
}

function valueAt(values: unknown, name: string): unknown {
  let at: unknown = values;
  for (const part of name.split(".")) at = at !== null && typeof at === "object" ? (at as Record<string, unknown>)[part] : undefined;
  return at;
}

/** The reply of a refused post, or null before any post (or after a success, which redirects). */
export function replyView(result: LastResult): ReplyView | null {
  if (!result || result.status !== "error") return null;
  const errors = result.error ?? {};
  const first = (name: string) => errors[name]?.[0] ?? undefined;
  return {
    value: (name) => {
      const v = valueAt(result.initialValue, name);
      return typeof v === "string" ? v : Array.isArray(v) && typeof v[0] === "string" ? v[0] : "";
    },
    values: (name) => [valueAt(result.initialValue, name)].flat().filter((v): v is string => typeof v === "string"),
    checked: (name) => valueAt(result.initialValue, name) !== undefined,
    error: first,
    formError: (shown) =>
      first("") ??
      Object.keys(errors)
        .map((k) => (shown.includes(k) ? undefined : first(k)))
        .find(Boolean),
    key: JSON.stringify(result.initialValue ?? null),
  };
}
