// Rules of the FAQ, shared by the pages' forms (client and server) and /api. zod/mini keeps the
// browser bundle small (ADR 0003).
import * as z from "zod/mini";
import { requiredText } from "~/platform/schema";
import { idOf } from "~/platform/schema";
import { toId } from "~/platform/ids";
import { versionField } from "~/platform/validate";
import { messages } from "~/features/faq/messages";
import { CATEGORY_NAME_MAX, CATEGORY_DESCRIPTION_MAX, QUESTION_MAX, ANSWER_MAX, SORT_LIST_MAX } from "./limits";

const t = messages;

/** Optional text: trimmed, "" becomes null. */
const optionalText = (max: number, tooLong: string) =>
  z
    .pipe(
      z.optional(z.nullable(z.string({ error: tooLong }))),
      z.transform((v) => v?.trim() || null),
    )
    .check(z.refine((v) => v === null || v.length <= max, { error: tooLong }));

const categoryFields = {
  name: requiredText(CATEGORY_NAME_MAX, t.nameRequired, t.nameTooLong),
  description: optionalText(CATEGORY_DESCRIPTION_MAX, t.descriptionTooLong),
};
/** The answer is rich text: whether it is empty is decided after sanitizing, on the server. */
const questionFields = {
  question: requiredText(QUESTION_MAX, t.questionRequired, t.questionTooLong),
  answer: requiredText(ANSWER_MAX, t.answerRequired, t.answerTooLong),
};

export const categoryFormSchema = z.object({ ...categoryFields, version: versionField });
export const questionFormSchema = z.object({ ...questionFields, version: versionField });

// --- /api payloads ---
export const categoryIdSchema = z.object({ id: idOf(t.categoryNotFound) });
export const createCategorySchema = z.object(categoryFields);
export const updateCategorySchema = z.object({ id: idOf(t.categoryNotFound), ...categoryFields, version: versionField });
export const questionIdSchema = z.object({ id: idOf(t.questionNotFound) });
export const createQuestionSchema = z.object({ categoryId: idOf(t.categoryNotFound), ...questionFields });
export const updateQuestionSchema = z.object({
  id: idOf(t.questionNotFound),
  ...questionFields,
  /** Moves the question to another category when given. */
  categoryId: z.optional(idOf(t.categoryNotFound)),
  version: versionField,
});
export const sortQuestionsSchema = z.object({
  categoryId: idOf(t.categoryNotFound),
  sortIdList: z
    .pipe(
      z.union([z.array(z.union([z.number(), z.string()])), z.string()], { error: t.sortInvalid }),
      z.transform((v) => (Array.isArray(v) ? v : v.split(",")).map((x) => toId(x) ?? Number.NaN)),
    )
    .check(
      z.refine(
        (ids) => ids.length > 0 && ids.length <= SORT_LIST_MAX && ids.every((n) => !Number.isNaN(n)) && new Set(ids).size === ids.length,
        { error: t.sortInvalid },
      ),
    ),
});

// --- the typed values the domain functions take (parsed at the edge: server/inputs.server.ts) ---
export type CategoryRef = z.output<typeof categoryIdSchema>;
export type CategoryCreate = z.output<typeof createCategorySchema>;
export type CategoryUpdate = z.output<typeof updateCategorySchema>;
export type QuestionRef = z.output<typeof questionIdSchema>;
export type QuestionCreate = z.output<typeof createQuestionSchema>;
export type QuestionUpdate = z.output<typeof updateQuestionSchema>;
export type QuestionSort = z.output<typeof sortQuestionsSchema>;
