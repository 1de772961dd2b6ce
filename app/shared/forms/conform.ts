// conform over a zod/mini schema. @conform-to/zod/v4's parseWithZod imports full zod ("zod/v4") for
// its coercion, which would put ~90 KB gzip into every page with a form (ADR 0003); conform's own
// parse() with a resolver is all a flat form needs. Empty inputs arrive as "": the schemas treat an
// empty text as absent.
import { parse, type Submission } from "@conform-to/dom";

export interface SafeParser<T> {
  safeParse(data: unknown): { success: true; data: T } | { success: false; error: { issues: { path: PropertyKey[]; message: string }[] } };
}

/** The same call in the browser (useSaveForm, loaded with the form's schema) and in the action (through parse.server.ts). */
export function parseWithSchema<T>(formData: FormData | URLSearchParams, schema: SafeParser<T>): Submission<T> {
  return parse<T, string[]>(formData, {
    resolve(payload) {
      const result = schema.safeParse(payload);
      if (result.success) return { value: result.data };
      const error: Record<string, string[]> = {};
      for (const issue of result.error.issues) {
        const key = issue.path.map(String).join(".");
        // One message per field: the first rule it breaks.
        error[key] ??= [issue.message];
      }
      return { error };
    },
  });
}

/**
 * A post carrying conform's own control (`__intent__`: validate, insert, remove...) asks the form to
 * recheck or rearrange itself; it is never a save, whatever else it carries.
 */
export const isControlIntent = (form: FormData) => form.has("__intent__");
