// The quiz (issue #37 part 4): quizzes with a deadline and questions of one or several right answers, made by
// ROLE_EDIT_QUIZ (role group QUIZ) and administrators; one attempt per person, a question per page, the
// progress kept on the server; after the deadline the right answers and a leaderboard. The pages live under
// /quiz (routes/), the calls under /api/quiz (api.md). Other features reach it through this file and index.ts.
import { defineFeature } from "~/platform/feature";
import { ROLE_EDIT_QUIZ } from "./policy";
import { createQuizzes } from "./server/quizzes.server";
import { createAttempts } from "./server/attempts.server";
import { createResults } from "./server/results.server";
import { quizConsumers } from "./server/notify.server";
import { quizApi } from "./server/api.server";
import { quizNames } from "./messages.server";
import { seedQuiz } from "./seed.server";
import { migrations } from "./migrations";

export type { QuizzesService } from "./server/quizzes.server";
export { QUIZ_PUBLISHED, type QuizPublishedEvent } from "./server/events";

export const quizFeature = defineFeature({
  name: "quiz",
  migrations,
  services: (deps) => ({
    quiz: { quizzes: createQuizzes(deps), attempts: createAttempts(deps), results: createResults(deps), consumers: quizConsumers(deps) },
  }),
  api: quizApi,
  roles: [ROLE_EDIT_QUIZ],
  // Granted on /admin/rights/QUIZ to people, departments or positions.
  roleGroups: [{ type: "QUIZ", ...quizNames.roleGroup, roles: [ROLE_EDIT_QUIZ] }],
  // Under «Активности» (the top bar has no room for another entry).
  menu: [{ name: quizNames.menu, link: "/quiz", order: 30, under: "/activities" }],
  consumers: ({ quiz }) => quiz.consumers,
  // A published quiz is told to everyone; the notification leads to it.
  notificationFamilies: {
    QUIZ: {
      label: quizNames.family,
      object: "activity",
      link: (_event, { activity }) => (activity?.objectId ? `/quiz/${activity.objectId}` : "/quiz"),
    },
  },
  notificationTypes: { QUIZ_PUBLISHED: { family: "QUIZ", template: quizNames.notifyPublished } },
  seed: seedQuiz,
});
