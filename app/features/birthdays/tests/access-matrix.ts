// The birthdays rows of the access matrices (tests/security/): the /api calls and the pages × anonymous,
// employee, section editor, editor, administrator on the demo seed, where only the administrator holds ROLE_POSTER
// (every role). A congratulation the matrix cannot name by id is asked for as an unknown one (404 for everyone
// signed in); the feature's own tests open real ones. Type imports only from the matrices.
import type { MatrixRow } from "../../../../tests/security/api-matrix";
import type { PageRow } from "../../../../tests/security/page-matrix";
import { onlyAdministrator, pageOfAdministrator } from "../../../../tests/security/matrix-shapes";
import { messages as t } from "../messages";
import { serverMessages as r } from "../messages.server";

const UNKNOWN = 999_999;
const signedIn = (e: MatrixRow["expect"]["employee"]): MatrixRow["expect"] => ({
  anonymous: "401",
  employee: e,
  sectionEditor: e,
  editor: e,
  admin: e,
});
const pageSignedIn = (e: PageRow["expect"]["employee"]): PageRow["expect"] => ({
  anonymous: "login",
  employee: e,
  sectionEditor: e,
  editor: e,
  admin: e,
});
const posterRefusal = { status: 403 as const, text: r.forbiddenPoster };

export const API_ROWS: Record<string, MatrixRow> = {
  "GET /birthdays/list": { input: () => ({ query: { period: "month" } }), expect: signedIn("ok") },
  "GET /birthdays/congratulation": { input: () => ({ query: { id: String(UNKNOWN) } }), expect: signedIn({ refused: r.notFound }) },
  // Sent empty: everyone signed in passes the right and is refused the blank wish, so nothing is written.
  "POST /birthdays/wish": { input: () => ({ body: { congratulationId: UNKNOWN } }), expect: signedIn({ refused: t.wishRequired }) },
  "GET /birthdays/poster": { input: () => ({ query: { kind: "BIRTHDAY" } }), expect: onlyAdministrator(r.forbiddenPoster, "ok") },
  "POST /birthdays/poster": { input: () => ({ body: { kind: "BIRTHDAY" } }), expect: onlyAdministrator(r.forbiddenPoster, "allowed") },
};

export const PAGE_ROWS: Record<string, PageRow> = {
  "routes/_shell.birthday": { url: () => "/birthday?period=month", expect: pageSignedIn(200) },
  "routes/_shell.user.$id.congratulation.$congratulationId": {
    url: (_ids, userIds) => `/user/${userIds.employee}/congratulation/${UNKNOWN}`,
    expect: pageSignedIn({ status: 404 }),
  },
  "routes/user.$id.congratulation.$congratulationId.poster": {
    url: (_ids, userIds) => `/user/${userIds.employee}/congratulation/${UNKNOWN}/poster`,
    expect: pageSignedIn({ status: 404, text: r.notFound }),
  },
  "routes/_shell.admin.poster.$kind": { url: () => "/admin/poster/birthday", expect: pageOfAdministrator },
  "routes/admin.poster.$kind.preview": {
    url: () => "/admin/poster/career/preview",
    expect: { ...pageOfAdministrator, employee: posterRefusal, sectionEditor: posterRefusal, editor: posterRefusal },
  },
};
