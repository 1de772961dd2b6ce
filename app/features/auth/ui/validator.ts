// remix-validated-form validator over a zod/mini schema (the typed wrapper STACK.md recommends,
// without @remix-validated-form/with-zod, whose types collapse under zod 4).
import { createValidator, type Validator } from "remix-validated-form";

interface SafeParser<T> {
  safeParse(data: unknown): { success: true; data: T } | { success: false; error: { issues: { path: PropertyKey[]; message: string }[] } };
}

export function zodValidator<T>(schema: SafeParser<T>): Validator<T> {
  const run = (data: unknown) => {
    const result = schema.safeParse(data);
    if (result.success) return { data: result.data, error: undefined };
    const error: Record<string, string> = {};
    for (const issue of result.error.issues) error[issue.path.join(".")] ??= issue.message;
    return { error, data: undefined };
  };
  return createValidator<T>({
    validate: async (data) => run(data),
    validateField: async (data, field) => ({ error: (run(data).error ?? {})[field] }),
  });
}
