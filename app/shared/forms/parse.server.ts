// What a page's action parses a form post with. Routes import it from this .server module: a route module's
// imports stay in its browser chunk even where only its action used them, and through this one no page
// downloads conform's parser (the form loads it with its rules on the person's first act: save-form.ts).
// Here a rule without a message of its own is said in Russian (russian-default.ts), as the /api says it.
import type { Submission } from "@conform-to/dom";
import { parseWithSchema as parseWith } from "./conform";
import { russianDefault } from "./russian-default";

export { isControlIntent } from "./conform";

/** A schema that takes zod's per-call error map (every zod/mini schema does). */
interface ServerParser<T> {
  safeParse(
    data: unknown,
    params: { error: typeof russianDefault },
  ): { success: true; data: T } | { success: false; error: { issues: { path: PropertyKey[]; message: string }[] } };
}

export function parseWithSchema<T>(formData: FormData | URLSearchParams, schema: ServerParser<T>): Submission<T> {
  return parseWith(formData, { safeParse: (data) => schema.safeParse(data, { error: russianDefault }) });
}
