// The quiz's /api calls (ours: the spec names the page only), in the envelope {responseCode, response,
// errorMessage}: the same quizzes, attempts and results as the pages (api.md). Who may change is checked
// before the input is read. No call gives a player a right answer before the deadline.
import * as z from "zod/mini";
import type { ApiRoute } from "~/platform/api.server";
import { idOf } from "~/platform/schema";
import { parseInput } from "~/platform/validate";
import { serverMessages as r } from "../messages.server";
import { contentOf, draftOfJson } from "./draft.server";
import { requireQuizEditor } from "./quizzes.server";

const quizQuery = z.object({ id: idOf(r.notFound) });
const pageQuery = z.object({ after: z.optional(z.string()) });
const idOfInput = (input: unknown) => parseInput(quizQuery, input).id;
const afterOf = (input: unknown) => parseInput(pageQuery, input).after;

/** An answer: the question's id and the chosen options' ids (one for a single-answer question). */
const answerInput = z.object({
  id: idOf(r.notFound),
  questionId: idOf(r.notYourQuestion),
  optionIds: z.array(idOf(r.unknownOption)).check(z.maxLength(20, r.unknownOption)),
});

export const quizApi: ApiRoute[] = [
  {
    method: "GET",
    path: "/quiz/list",
    access: "user",
    handler: ({ services, actor, input }) => services.quiz.quizzes.list(actor, afterOf(input)),
  },
  {
    method: "GET",
    path: "/quiz/get",
    access: "user",
    handler: ({ services, actor, input }) => services.quiz.quizzes.view(actor, idOfInput(input)),
  },
  {
    method: "GET",
    path: "/quiz/draft",
    access: "user",
    handler: ({ services, actor, input }) => {
      requireQuizEditor(actor);
      return services.quiz.quizzes.draft(actor, idOfInput(input));
    },
  },
  {
    method: "POST",
    path: "/quiz/save",
    access: "user",
    handler: ({ services, actor, input }) => {
      requireQuizEditor(actor);
      const raw = (input as { id?: unknown }).id;
      const content = contentOf(draftOfJson(input));
      return raw === undefined || raw === null || raw === ""
        ? services.quiz.quizzes.create(actor, content)
        : services.quiz.quizzes.update(actor, idOfInput(input), content);
    },
  },
  {
    method: "POST",
    path: "/quiz/publish",
    access: "user",
    handler: ({ services, actor, input }) => {
      requireQuizEditor(actor);
      return services.quiz.quizzes.publish(actor, idOfInput(input));
    },
  },
  {
    method: "POST",
    path: "/quiz/delete",
    access: "user",
    handler: async ({ services, actor, input }) => {
      requireQuizEditor(actor);
      await services.quiz.quizzes.remove(actor, idOfInput(input));
      return null;
    },
  },
  {
    method: "POST",
    path: "/quiz/start",
    access: "user",
    handler: ({ services, actor, input }) => services.quiz.attempts.start(actor, idOfInput(input)),
  },
  {
    method: "GET",
    path: "/quiz/question",
    access: "user",
    handler: ({ services, actor, input }) => services.quiz.attempts.step(actor, idOfInput(input)),
  },
  {
    method: "POST",
    path: "/quiz/answer",
    access: "user",
    handler: ({ services, actor, input }) => {
      const { id, questionId, optionIds } = parseInput(answerInput, input);
      return services.quiz.attempts.answer(actor, id, { questionId, optionIds });
    },
  },
  {
    method: "POST",
    path: "/quiz/finish",
    access: "user",
    handler: ({ services, actor, input }) => services.quiz.attempts.finish(actor, idOfInput(input)),
  },
  {
    method: "GET",
    path: "/quiz/review",
    access: "user",
    handler: ({ services, actor, input }) => services.quiz.attempts.review(actor, idOfInput(input)),
  },
  {
    method: "GET",
    path: "/quiz/results",
    access: "user",
    handler: ({ services, actor, input }) => services.quiz.results.board(actor, idOfInput(input), afterOf(input)),
  },
];
