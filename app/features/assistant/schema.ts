// The rules of Эмилия's inputs, shared by the phrase form (browser and action) and /api: zod/mini, since the
// form loads it in the browser on the person's first act.
import * as z from "zod/mini";
import { idOf, optionalIdOf, requiredText } from "~/platform/schema";
import { messages } from "./messages";

/** The longest phrase, in characters of its stored HTML. */
export const PHRASE_MAX = 5000;

/** The phrase's text as the form or a call sends it: required, trimmed, at most PHRASE_MAX. */
const phraseText = z
  .pipe(
    z.optional(z.nullable(z.string({ error: messages.phraseRequired }))),
    z.transform((v) => v?.trim() ?? ""),
  )
  .check(z.refine((v) => v.length <= PHRASE_MAX, { error: messages.phraseTooLong }));

/** The page's form: the new editor's text (a textarea without JavaScript). */
export const phraseFormSchema = z.object({ phraseNewEditor: requiredText(PHRASE_MAX, messages.phraseRequired, messages.phraseTooLong) });
export type PhraseForm = z.output<typeof phraseFormSchema>;

/**
 * A phrase as the calls send it: the new editor's HTML (newEditor true, the default) or the old editor's text
 * (newEditor false); the other text may come along and is kept.
 */
export const phraseInputSchema = (idMessage: string) =>
  z.object({
    phrase: z.optional(phraseText),
    phraseNewEditor: z.optional(phraseText),
    newEditor: z.optional(z.nullable(z.union([z.boolean(), z.literal("true"), z.literal("false")]))),
    id: optionalIdOf(idMessage),
    imageId: optionalIdOf(idMessage),
  });
export type PhraseInput = z.output<ReturnType<typeof phraseInputSchema>>;

/** {id} of a call or a form. */
export const idSchema = (message: string) => z.object({ id: idOf(message) });

/** {fileId} (an image the person uploaded as EMILIA_IMAGE) and, to replace one, {id}. */
export const imageInputSchema = (message: string) => z.object({ id: optionalIdOf(message), fileId: optionalIdOf(message) });
