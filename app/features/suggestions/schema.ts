// Rules of "suggest a correction" (spec part 2 §5, §9): the page's form and the /api calls use these.
import * as z from "zod/mini";
import { idOf } from "~/platform/schema";
import { messages } from "~/features/suggestions/messages";

const t = messages;
export const MESSAGE_MAX = 2000;

/** A same-site app path: starts with "/" but not "//" or "/\", no control characters, ≤ 2000 characters. */
export function isAppPath(value: string): boolean {
  return (
    value.startsWith("/") &&
    !value.startsWith("//") &&
    !value.startsWith("/\\") &&
    value.length <= 2000 &&
    !/[\u0000-\u001f\u007f\s]/.test(value)
  );
}

const message = z
  .pipe(
    z.string({ error: t.messageRequired }),
    z.transform((s) => s.trim()),
  )
  .check(
    z.refine((s) => s.length > 0, { error: t.messageRequired }),
    z.refine((s) => s.length <= MESSAGE_MAX, { error: t.messageTooLong }),
  );

const sourceURL = z
  .pipe(
    z.string({ error: t.sourceRequired }),
    z.transform((s) => s.trim()),
  )
  .check(
    z.refine((s) => s.length > 0, { error: t.sourceRequired, abort: true }),
    z.refine(isAppPath, { error: t.sourceInvalid }),
  );

const categoryId = idOf(t.categoryRequired);

/** POST /suggest-correction/contact */
export const contactSuggestionSchema = z.object({ message, sourceURL });
/** POST /suggest-correction/wiki/guide */
export const guideSuggestionSchema = z.object({ message, sourceURL, wikiGuideCategoryId: categoryId });

// --- the typed values the domain functions take (parsed at the edge: server/inputs.server.ts) ---
export type ContactSuggestion = z.output<typeof contactSuggestionSchema>;
export type GuideSuggestion = z.output<typeof guideSuggestionSchema>;
