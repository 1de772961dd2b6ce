// The quiz's rows of the access matrices (tests/security/): the /api calls and the pages × anonymous, employee,
// section editor, editor, administrator on the demo seed, where only the administrator holds ROLE_EDIT_QUIZ
// (every role). The demo's quiz 1 is over: everyone reads it, its review and results; the player's changes
// name an unknown quiz (refused by name, nothing changes), as do the editors'. The feature's own tests make
// real ones. Type imports only from the matrices.
import type { MatrixRow } from "../../../../tests/security/api-matrix";
import type { PageRow } from "../../../../tests/security/page-matrix";
import { callOfSignedIn, onlyAdministrator, pageOfAdministrator, pageOfSignedIn } from "../../../../tests/security/matrix-shapes";
import { serverMessages as r } from "../messages.server";

const UNKNOWN = 999_999;
const FINISHED = 1;
const editorsOnly = (admin: MatrixRow["expect"]["admin"]) => onlyAdministrator(r.forbidden, admin);

export const API_ROWS: Record<string, MatrixRow> = {
  "GET /quiz/list": { input: () => ({}), expect: callOfSignedIn("ok") },
  "GET /quiz/get": { input: () => ({ query: { id: String(FINISHED) } }), expect: callOfSignedIn("ok") },
  "GET /quiz/draft": { input: () => ({ query: { id: String(FINISHED) } }), expect: editorsOnly({ refused: r.locked }) },
  "POST /quiz/save": { input: () => ({ body: {} }), expect: editorsOnly({ refused: r.titleRequired }) },
  "POST /quiz/publish": { input: () => ({ body: { id: UNKNOWN } }), expect: editorsOnly({ refused: r.notFound }) },
  "POST /quiz/delete": { input: () => ({ body: { id: UNKNOWN } }), expect: editorsOnly({ refused: r.notFound }) },
  "POST /quiz/start": { input: () => ({ body: { id: UNKNOWN } }), expect: callOfSignedIn({ refused: r.notFound }) },
  "GET /quiz/question": { input: () => ({ query: { id: String(UNKNOWN) } }), expect: callOfSignedIn({ refused: r.notFound }) },
  "POST /quiz/answer": {
    input: () => ({ body: { id: UNKNOWN, questionId: 1, optionIds: [1] } }),
    expect: callOfSignedIn({ refused: r.notFound }),
  },
  "POST /quiz/finish": { input: () => ({ body: { id: UNKNOWN } }), expect: callOfSignedIn({ refused: r.notFound }) },
  "GET /quiz/review": { input: () => ({ query: { id: String(FINISHED) } }), expect: callOfSignedIn("ok") },
  "GET /quiz/results": { input: () => ({ query: { id: String(FINISHED) } }), expect: callOfSignedIn("ok") },
};

export const PAGE_ROWS: Record<string, PageRow> = {
  "routes/_shell.quiz._index": { url: () => "/quiz", expect: pageOfSignedIn(200) },
  "routes/_shell.quiz.$id._index": { url: () => `/quiz/${FINISHED}`, expect: pageOfSignedIn(200) },
  // A finished attempt, or none: no question to show, the page sends to the quiz's.
  "routes/_shell.quiz.$id.play": { url: () => `/quiz/${FINISHED}/play`, expect: pageOfSignedIn({ redirect: `/quiz/${FINISHED}` }) },
  "routes/_shell.quiz.$id.results": { url: () => `/quiz/${FINISHED}/results`, expect: pageOfSignedIn(200) },
  "routes/_shell.quiz.create": { url: () => "/quiz/create", expect: pageOfAdministrator },
  "routes/_shell.quiz.$id.edit": { url: () => "/quiz/3/edit", expect: pageOfAdministrator },
};
