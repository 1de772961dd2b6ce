// The best-in-profession rows of the access matrices (tests/security/): the /api calls and the pages × anonymous,
// employee, section editor, editor, administrator on the demo seed, where only the administrator holds
// ROLE_EDIT_PROFESSIONAL (every role). Changes are asked of a year the contest does not have (2099) or with
// empty bodies, so the administrator passes the right and changes nothing; the feature's own tests make real
// ones. Type imports only from the matrices.
import type { MatrixRow } from "../../../../tests/security/api-matrix";
import type { PageRow } from "../../../../tests/security/page-matrix";
import { callOfSignedIn, FORBIDDEN, onlyAdministrator, pageOfSignedIn } from "../../../../tests/security/matrix-shapes";
import { messages as t } from "../messages";
import { serverMessages as r } from "../messages.server";

const NO_YEAR = 2099;
const editorsOnly = (admin: MatrixRow["expect"]["admin"]) => onlyAdministrator(r.forbidden, admin);
const editorPage = (admin: PageRow["expect"]["admin"]): PageRow["expect"] => ({
  anonymous: "login",
  employee: FORBIDDEN,
  sectionEditor: FORBIDDEN,
  editor: FORBIDDEN,
  admin,
});

export const API_ROWS: Record<string, MatrixRow> = {
  "GET /professional/years": { input: () => ({}), expect: callOfSignedIn("ok") },
  "GET /professional/results": { input: () => ({ query: { region: "Москва" } }), expect: callOfSignedIn("ok") },
  "POST /professional/year/save": { input: () => ({ body: {} }), expect: editorsOnly({ refused: t.yearInvalid }) },
  "POST /professional/year/delete": { input: () => ({ body: { year: NO_YEAR } }), expect: editorsOnly({ refused: r.yearNotFound }) },
  "POST /professional/winner/save": {
    input: () => ({ body: { year: NO_YEAR, userId: 1, profession: "Кладовщик", region: "Москва", place: 1 } }),
    expect: editorsOnly({ refused: r.yearNotFound }),
  },
  "POST /professional/winner/delete": {
    input: () => ({ body: { year: NO_YEAR, id: 1 } }),
    expect: editorsOnly({ refused: r.winnerNotFound }),
  },
};

export const PAGE_ROWS: Record<string, PageRow> = {
  "routes/_shell.professional._index": { url: () => "/professional", expect: pageOfSignedIn(200) },
  "routes/_shell.professional.$year._index": { url: () => `/professional/${NO_YEAR}`, expect: pageOfSignedIn({ status: 404 }) },
  "routes/_shell.professional.create": { url: () => "/professional/create", expect: editorPage(200) },
  "routes/_shell.professional.$year.edit": { url: () => `/professional/${NO_YEAR}/edit`, expect: editorPage({ status: 404 }) },
  "routes/_shell.professional.$year.winner.$winnerId": {
    url: () => `/professional/${NO_YEAR}/winner/new`,
    expect: editorPage({ status: 404 }),
  },
};
