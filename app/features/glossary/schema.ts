// Rules of the glossary's input, shared by the pages' forms (client and server) and /api; the limits and the
// letter index are in terms.ts.
import * as z from "zod/mini";
import { requiredText } from "~/platform/schema";
import { idOf } from "~/platform/schema";
import { versionField } from "~/platform/validate";
import { messages } from "~/features/glossary/messages";

const t = messages;

import { DEFINITION_MAX, TERM_MAX } from "./terms";

const fields = {
  term: z.pipe(
    requiredText(TERM_MAX, t.termRequired, t.termTooLong),
    z.transform((v) => v.replace(/\s+/g, " ")),
  ),
  definition: requiredText(DEFINITION_MAX, t.definitionRequired, t.definitionTooLong),
};

export const termFormSchema = z.object({ ...fields, version: versionField });
export const addTermSchema = z.object(fields);
export const updateTermSchema = z.object({ id: idOf(t.notFound), ...fields, version: versionField });
export const termIdSchema = z.object({ id: idOf(t.notFound) });
/** list?q: the filter (absent or blank: every term). */
export const listQuerySchema = z.object({
  q: z
    .pipe(
      z.optional(z.nullable(z.string({ error: t.filterTooLong }))),
      z.transform((v) => v?.trim() ?? ""),
    )
    .check(z.refine((v) => v.length <= 100, { error: t.filterTooLong })),
});

// --- the typed values the domain functions take (parsed at the edge: server/inputs.server.ts) ---
export type TermRef = z.output<typeof termIdSchema>;
export type TermAdd = z.output<typeof addTermSchema>;
export type TermUpdate = z.output<typeof updateTermSchema>;
export type GlossaryQuery = z.output<typeof listQuerySchema>;
