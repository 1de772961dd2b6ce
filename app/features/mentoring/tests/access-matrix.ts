// Mentoring's rows of the access matrices (tests/security/): the /api calls and the page × anonymous, employee
// (a colleague in no pair), section editor (the demo's Мария, mentee of the seeded pair 1), editor (Олег, a
// mentor, not of that pair), administrator (every role, HR's included). The pair's mentor is no actor here:
// the feature's own tests hold her rows. Changes are sent with input the rules refuse, but for the mentee's
// close, which runs last. Type imports only from the matrices.
import type { MatrixRow } from "../../../../tests/security/api-matrix";
import type { PageRow } from "../../../../tests/security/page-matrix";
import { callOfSignedIn, onlyAdministrator, pageOfSignedIn } from "../../../../tests/security/matrix-shapes";
import { messages as t } from "../messages";
import { serverMessages as r } from "../messages.server";

const PAIR = 1;
/** Only the pair's mentee among the actors may; the others are not of the pair. */
const menteeOnly = (mentee: MatrixRow["expect"]["admin"]): MatrixRow["expect"] => ({
  anonymous: "401",
  employee: { refused: r.notInPair },
  sectionEditor: mentee,
  editor: { refused: r.notInPair },
  admin: { refused: r.notInPair },
});

export const API_ROWS: Record<string, MatrixRow> = {
  "GET /mentoring/mentors": { input: () => ({ query: { topic: "Маркетинг" } }), expect: callOfSignedIn("ok") },
  "GET /mentoring/topics": { input: () => ({}), expect: callOfSignedIn("ok") },
  "GET /mentoring/mine": { input: () => ({}), expect: callOfSignedIn("ok") },
  "GET /mentoring/pairs": { input: () => ({}), expect: onlyAdministrator(r.hrOnly, "ok") },
  "POST /mentoring/offer": {
    input: () => ({ body: { about: " ", topics: "Продажи", capacity: 2 } }),
    expect: callOfSignedIn({ refused: t.aboutRequired }),
  },
  "POST /mentoring/request": {
    input: (_ids, { userIds }) => ({ body: { mentorId: userIds.editor, message: "" } }),
    expect: callOfSignedIn({ refused: t.messageRequired }),
  },
  "POST /mentoring/accept": { input: () => ({ body: { pairId: PAIR } }), expect: callOfSignedIn({ refused: r.notMentor }) },
  "POST /mentoring/decline": { input: () => ({ body: { pairId: PAIR } }), expect: callOfSignedIn({ refused: r.notMentor }) },
  "POST /mentoring/meeting": {
    input: () => ({ body: { pairId: PAIR, heldOn: "вчера" } }),
    expect: menteeOnly({ refused: t.heldOnInvalid }),
  },
  "POST /mentoring/close": { input: () => ({ body: { pairId: PAIR } }), expect: menteeOnly("allowed"), last: true },
};

export const PAGE_ROWS: Record<string, PageRow> = {
  "routes/_shell.mentoring": { url: () => "/mentoring", expect: pageOfSignedIn(200) },
};
