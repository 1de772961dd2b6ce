// The access matrix rows of vacancy replies (issue #15 points 6–8): everyone signed in replies and
// recommends (to a PUBLIC vacancy none of them has replied to); its replies are read by the vacancy's
// contact, editors (ROLE_EDIT_VACANCY_CLAIM: the demo editor) and administrators only.
import { ru } from "../helpers/ru";
import type { MatrixRow } from "./api-matrix";
import type { ActorName } from "./world";

type Expectation = MatrixRow["expect"][ActorName];
const signedIn = (e: Expectation): Record<ActorName, Expectation> => ({
  anonymous: "401",
  employee: e,
  sectionEditor: e,
  editor: e,
  admin: e,
});
const reply = { telephone: "+7 (921) 000-00-01", email: "matrix@example.ru", info: "Из матрицы доступа" };

export const VACANCY_REPLIES_MATRIX: Record<string, MatrixRow> = {
  "POST /vacancies/reply-internal-user": { input: (ids) => ({ body: { claimId: ids.replyVacancy, ...reply } }), expect: signedIn("ok") },
  "POST /vacancies/reply": {
    input: (ids) => ({ body: { claimId: ids.replyVacancy, fullName: "Пётр Кандидатов", ...reply } }),
    expect: signedIn("ok"),
  },
  "GET /vacancies/replies": {
    input: (ids) => ({ query: { vacancyId: String(ids.replyVacancy) } }),
    expect: {
      ...signedIn("ok"),
      employee: { refused: ru.vacancies.replies.notHandler },
      sectionEditor: { refused: ru.vacancies.replies.notHandler },
    },
  },
};
