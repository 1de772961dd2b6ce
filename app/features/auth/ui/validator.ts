// remix-validated-form validators over the entry area's zod/mini schemas (the typed wrapper STACK.md
// recommends, without @remix-validated-form/with-zod, whose types collapse under zod 4).
//
// The rules (zod/mini and ../schema.ts, about 8 KB gzip) are not part of the entry pages' first load:
// a validator runs only when a form is submitted (then as a refused field is corrected), so they are
// fetched with import() once the page is hydrated (useEntryRules in the _entry layout) and at the
// latest on the first submit. The server checks every post with the same schemas either way.
import { useEffect } from "react";
import { createValidator, type Validator } from "remix-validated-form";

type EntryRules = typeof import("../schema");

interface SafeParser<T> {
  safeParse(data: unknown): { success: true; data: T } | { success: false; error: { issues: { path: PropertyKey[]; message: string }[] } };
}

let loading: Promise<EntryRules> | undefined;

/** The schemas module, fetched once; a failed fetch is tried again next time. */
function loadEntryRules(): Promise<EntryRules> {
  loading ??= import("../schema").catch((error: unknown) => {
    loading = undefined;
    throw error;
  });
  return loading;
}

/** Starts fetching the rules once the page is hydrated, so the first submit does not wait for them. */
export function useEntryRules() {
  useEffect(() => {
    loadEntryRules().catch(() => undefined);
  }, []);
}

function errorsOf<T>(
  schema: SafeParser<T>,
  data: unknown,
): { data: T; error: undefined } | { data: undefined; error: Record<string, string> } {
  const result = schema.safeParse(data);
  if (result.success) return { data: result.data, error: undefined };
  const error: Record<string, string> = {};
  for (const issue of result.error.issues) error[issue.path.join(".")] ??= issue.message;
  return { error, data: undefined };
}

/**
 * A validator whose schema is picked from the lazily loaded rules. Should they fail to load (the
 * network dropped), the form is let through as without JavaScript: the server answers with the same
 * messages.
 */
export function entryValidator<T>(pick: (rules: EntryRules) => SafeParser<T>): Validator<T> {
  const run = async (data: unknown) => {
    const rules = await loadEntryRules().catch(() => null);
    return rules ? errorsOf(pick(rules), data) : { data: data as T, error: undefined };
  };
  return createValidator<T>({
    validate: (data) => run(data),
    validateField: async (data, field) => ({ error: ((await run(data)).error ?? {})[field] }),
  });
}
