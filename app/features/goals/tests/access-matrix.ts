// Development goals' rows of the access matrices (tests/security/): the /api calls and the pages × anonymous,
// employee (a colleague in no department), section editor (the demo's Мария, who owns the seeded goals 1 and 2),
// editor, administrator (every role, HR's included). The goal's manager is not among these actors: the
// feature's own tests hold her rows (goals-access.test.ts). Changes are sent with input the rules refuse, so
// those who may pass the right and change nothing. Type imports only from the matrices.
import type { MatrixRow } from "../../../../tests/security/api-matrix";
import type { PageRow } from "../../../../tests/security/page-matrix";
import { callOfSignedIn, pageOfSignedIn } from "../../../../tests/security/matrix-shapes";
import { messages as t } from "../messages";
import { serverMessages as r } from "../messages.server";

/** Мария's goal her manager set (approved) and her own, not approved. */
const SET_GOAL = 1;
const OWN_GOAL = 2;
const notRead = { refused: r.forbiddenRead };
const notReadPage = { status: 403 as const, text: r.forbiddenRead };
/** The owner and the administrator may; the colleagues may not even read it. */
const ownerAndAdmin = (owner: MatrixRow["expect"]["admin"], admin: MatrixRow["expect"]["admin"]): MatrixRow["expect"] => ({
  anonymous: "401",
  employee: notRead,
  sectionEditor: owner,
  editor: notRead,
  admin,
});

export const API_ROWS: Record<string, MatrixRow> = {
  "GET /ltr/goals": {
    input: (_ids, { userIds }) => ({ query: { userId: String(userIds.sectionEditor) } }),
    expect: ownerAndAdmin("ok", "ok"),
  },
  "GET /ltr/team": { input: () => ({}), expect: callOfSignedIn("ok") },
  "GET /ltr/all": {
    input: () => ({}),
    expect: { anonymous: "401", employee: notRead, sectionEditor: notRead, editor: notRead, admin: "ok" },
  },
  "POST /ltr/goal/create": {
    input: (_ids, { userIds }) => ({ body: { userId: userIds.sectionEditor, title: " " } }),
    expect: {
      anonymous: "401",
      employee: { refused: r.forbiddenManage },
      sectionEditor: { refused: t.periodInvalid },
      editor: { refused: r.forbiddenManage },
      admin: { refused: t.periodInvalid },
    },
  },
  "POST /ltr/goal/progress": {
    input: () => ({ body: { goalId: SET_GOAL, progress: 101 } }),
    expect: ownerAndAdmin({ refused: t.progressInvalid }, { refused: r.forbiddenOwn }),
  },
  "POST /ltr/goal/comment": {
    input: () => ({ body: { goalId: SET_GOAL, text: "" } }),
    expect: ownerAndAdmin({ refused: t.commentRequired }, { refused: t.commentRequired }),
  },
  "POST /ltr/goal/status": {
    input: () => ({ body: { goalId: SET_GOAL, status: "DONE" } }),
    expect: ownerAndAdmin({ refused: t.statusInvalid }, { refused: t.statusInvalid }),
  },
  "POST /ltr/goal/approve": {
    input: () => ({ body: { goalId: OWN_GOAL } }),
    expect: ownerAndAdmin({ refused: r.forbiddenManage }, "allowed"),
  },
};

export const PAGE_ROWS: Record<string, PageRow> = {
  "routes/_shell.ltr._index": { url: () => "/ltr", expect: pageOfSignedIn(200) },
  "routes/_shell.ltr.user.$userId": {
    url: (_ids, userIds) => `/ltr/user/${userIds.sectionEditor}`,
    expect: { anonymous: "login", employee: notReadPage, sectionEditor: 200, editor: notReadPage, admin: 200 },
  },
};
