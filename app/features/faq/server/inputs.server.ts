// The parse step of every FAQ call, used at the edges (the /api handlers and the pages' loaders and
// actions): who may change is checked first, then the input is read with the zod schema, so the
// answers stay as they were (a person who may not edit is refused before any rule of the input is
// told) and the domain functions take typed values. parseInput also applies the text rule of every
// call (no control characters, no absurd nesting).
import type { Actor } from "~/platform/actor";
import { parseInput } from "~/platform/validate";
import {
  categoryIdSchema,
  createCategorySchema,
  createQuestionSchema,
  questionIdSchema,
  sortQuestionsSchema,
  updateCategorySchema,
  updateQuestionSchema,
  type CategoryCreate,
  type CategoryRef,
  type CategoryUpdate,
  type QuestionCreate,
  type QuestionRef,
  type QuestionSort,
  type QuestionUpdate,
} from "~/features/faq/schema";
import { requireFaqEditor } from "./faq.server";

export const faqInputs = {
  /** Reading needs no right beyond being signed in (the /api router and the pages check that). */
  category: (_actor: Actor, input: unknown): CategoryRef => parseInput(categoryIdSchema, input),
  question: (_actor: Actor, input: unknown): QuestionRef => parseInput(questionIdSchema, input),
  createCategory(actor: Actor, input: unknown): CategoryCreate {
    requireFaqEditor(actor);
    return parseInput(createCategorySchema, input);
  },
  updateCategory(actor: Actor, input: unknown): CategoryUpdate {
    requireFaqEditor(actor);
    return parseInput(updateCategorySchema, input);
  },
  deleteCategory(actor: Actor, input: unknown): CategoryRef {
    requireFaqEditor(actor);
    return parseInput(categoryIdSchema, input);
  },
  createQuestion(actor: Actor, input: unknown): QuestionCreate {
    requireFaqEditor(actor);
    return parseInput(createQuestionSchema, input);
  },
  updateQuestion(actor: Actor, input: unknown): QuestionUpdate {
    requireFaqEditor(actor);
    return parseInput(updateQuestionSchema, input);
  },
  deleteQuestion(actor: Actor, input: unknown): QuestionRef {
    requireFaqEditor(actor);
    return parseInput(questionIdSchema, input);
  },
  sortQuestions(actor: Actor, input: unknown): QuestionSort {
    requireFaqEditor(actor);
    return parseInput(sortQuestionsSchema, input);
  },
};
