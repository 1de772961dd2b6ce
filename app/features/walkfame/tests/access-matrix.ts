// The hall of fame's rows of the access matrices (tests/security/): the /api calls and the pages × anonymous,
// employee, section editor, editor, administrator on the demo seed, where only the administrator holds
// ROLE_EDIT_WALKFAME (every role). The demo's first board (id 1) has the demo editor on it. Changes are asked of
// unknown boards or with empty bodies, so the administrator passes the right and changes nothing; the
// feature's own tests make real ones. Type imports only from the matrices.
import type { MatrixRow } from "../../../../tests/security/api-matrix";
import type { PageRow } from "../../../../tests/security/page-matrix";
import { callOfSignedIn, onlyAdministrator, pageOfAdministrator, pageOfSignedIn } from "../../../../tests/security/matrix-shapes";
import { messages as t } from "../messages";
import { serverMessages as r } from "../messages.server";

const UNKNOWN = 999_999;
const editorsOnly = (admin: MatrixRow["expect"]["admin"]) => onlyAdministrator(r.forbidden, admin);

export const API_ROWS: Record<string, MatrixRow> = {
  "GET /walkfame/boards": { input: () => ({}), expect: callOfSignedIn("ok") },
  "GET /walkfame/boards/all": { input: () => ({ query: { after: "2100.1" } }), expect: callOfSignedIn("ok") },
  "GET /walkfame/board": { input: () => ({ query: { id: "1" } }), expect: callOfSignedIn("ok") },
  "GET /walkfame/person": {
    input: () => ({ query: { boardId: "1", userId: String(UNKNOWN) } }),
    expect: callOfSignedIn({ refused: r.entryNotFound }),
  },
  "POST /walkfame/board/save": { input: () => ({ body: { year: 2025 } }), expect: editorsOnly({ refused: t.titleRequired }) },
  "POST /walkfame/board/delete": { input: () => ({ body: { id: UNKNOWN } }), expect: editorsOnly({ refused: r.boardNotFound }) },
  "POST /walkfame/person/add": {
    input: () => ({ body: { boardId: UNKNOWN, userId: 1, story: "За труд" } }),
    expect: editorsOnly({ refused: r.boardNotFound }),
  },
  "POST /walkfame/person/update": {
    input: () => ({ body: { boardId: 1, userId: UNKNOWN, story: "За труд" } }),
    expect: editorsOnly({ refused: r.entryNotFound }),
  },
  "POST /walkfame/person/delete": {
    input: () => ({ body: { boardId: 1, userId: UNKNOWN } }),
    expect: editorsOnly({ refused: r.entryNotFound }),
  },
};

export const PAGE_ROWS: Record<string, PageRow> = {
  "routes/_shell.walkfame._index": { url: () => "/walkfame", expect: pageOfSignedIn(200) },
  "routes/_shell.walkfame.all": { url: () => "/walkfame/all", expect: pageOfSignedIn(200) },
  "routes/_shell.walkfame.$id._index": { url: () => "/walkfame/1", expect: pageOfSignedIn(200) },
  "routes/_shell.walkfame.$id.album": { url: () => "/walkfame/1/album", expect: pageOfSignedIn(200) },
  "routes/_shell.walkfame.$id.$userId": { url: (_ids, userIds) => `/walkfame/1/${userIds.editor}`, expect: pageOfSignedIn(200) },
  "routes/_shell.walkfame.create": { url: () => "/walkfame/create", expect: pageOfAdministrator },
  "routes/_shell.walkfame.edit.$id": { url: () => "/walkfame/edit/1", expect: pageOfAdministrator },
  "routes/_shell.walkfame.$id.edit.$userId": { url: () => "/walkfame/1/edit/new", expect: pageOfAdministrator },
};
