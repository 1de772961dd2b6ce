// Achievements' rows of the access matrices (tests/security/): the /api calls and the pages × anonymous,
// employee, section editor, editor, administrator on the demo seed. Only the administrator holds
// ROLE_EDIT_ACHIEVEMENTS there; her changes are sent where they are refused and change nothing (a kind, award or
// picture that does not exist), so the demo stays as it was. Reading is everyone's signed in. The demo's first
// award is the rules' first: the administrator's «Год в компании». Type imports only: the matrices import this file.
import type { MatrixRow } from "../../../../tests/security/api-matrix";
import type { PageRow } from "../../../../tests/security/page-matrix";
import { onlyAdministrator } from "../../../../tests/security/matrix-shapes";
import { messages as t } from "../messages";
import { serverMessages } from "../messages.server";

const MISSING = 999_999;
const editors = (refusal: string) => onlyAdministrator(serverMessages.forbidden, { refused: refusal });
const readers = { anonymous: "401", employee: "ok", sectionEditor: "ok", editor: "ok", admin: "ok" } as const;
const KIND = { title: "Из матрицы доступа", description: "Описание" };

export const API_ROWS: Record<string, MatrixRow> = {
  "GET /achievements/list": { input: () => ({ query: { archived: "1" } }), expect: readers },
  "GET /achievements/get": { input: () => ({ query: { id: "1" } }), expect: readers },
  "GET /achievements/holders": { input: () => ({ query: { id: "1" } }), expect: readers },
  "GET /achievements/award": { input: (_ids, c) => ({ query: { userId: String(c.userIds.admin), id: "1" } }), expect: readers },
  "GET /achievements/of-person": { input: (_ids, c) => ({ query: { userId: String(c.userIds.employee) } }), expect: readers },
  "POST /achievements/create": { input: () => ({ body: { ...KIND, imageFileId: MISSING } }), expect: editors(t.imageInvalid) },
  "POST /achievements/update": { input: () => ({ body: { ...KIND, id: MISSING } }), expect: editors(t.kindNotFound) },
  "POST /achievements/archive": { input: () => ({ body: { id: MISSING, archived: true } }), expect: editors(t.kindNotFound) },
  "POST /achievements/grant": {
    input: (_ids, c) => ({ body: { kindId: MISSING, userId: c.userIds.employee } }),
    expect: editors(t.kindNotFound),
  },
  "POST /achievements/revoke": { input: () => ({ body: { id: MISSING } }), expect: editors(t.awardNotFound) },
};

const signedInPage = { anonymous: "login", employee: 200, sectionEditor: 200, editor: 200, admin: 200 } as const;

export const PAGE_ROWS: Record<string, PageRow> = {
  "routes/_shell.achievements": { url: () => "/achievements?archived=1", expect: signedInPage },
  "routes/_shell.user.$id.achievement.$achievementId": { url: (_ids, u) => `/user/${u.admin}/achievement/1`, expect: signedInPage },
};
