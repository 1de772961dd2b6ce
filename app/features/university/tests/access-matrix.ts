// The corporate university's rows of the access matrices (tests/security/): the /api calls and the pages ×
// anonymous, employee, section editor, editor, administrator on the demo seed, where only the administrator holds
// ROLE_EDIT_UNIVERSITY (every role). The demo's course 1 and literature item 1 exist. Changes are asked of unknown
// ids or with empty bodies, so the administrator passes the right and changes nothing; the feature's own tests
// make real ones. Type imports only from the matrices.
import type { MatrixRow } from "../../../../tests/security/api-matrix";
import type { PageRow } from "../../../../tests/security/page-matrix";
import { callOfSignedIn, onlyAdministrator, pageOfAdministrator, pageOfSignedIn } from "../../../../tests/security/matrix-shapes";
import { messages as t } from "../messages";
import { serverMessages as r } from "../messages.server";

const UNKNOWN = 999_999;
const editorsOnly = (admin: MatrixRow["expect"]["admin"]) => onlyAdministrator(r.forbidden, admin);

export const API_ROWS: Record<string, MatrixRow> = {
  "GET /university/courses": { input: () => ({ query: { direction: "Управление" } }), expect: callOfSignedIn("ok") },
  "GET /university/course": { input: () => ({ query: { id: String(UNKNOWN) } }), expect: callOfSignedIn({ refused: r.courseNotFound }) },
  "POST /university/course/save": {
    input: () => ({ body: { direction: "Управление" } }),
    expect: editorsOnly({ refused: t.titleRequired }),
  },
  "POST /university/course/move": {
    input: () => ({ body: { id: UNKNOWN, to: "up" } }),
    expect: editorsOnly({ refused: r.courseNotFound }),
  },
  "POST /university/course/delete": { input: () => ({ body: { id: UNKNOWN } }), expect: editorsOnly({ refused: r.courseNotFound }) },
  "GET /university/literature": { input: () => ({ query: { q: "команды" } }), expect: callOfSignedIn("ok") },
  "GET /university/literature/item": {
    input: () => ({ query: { id: String(UNKNOWN) } }),
    expect: callOfSignedIn({ refused: r.itemNotFound }),
  },
  "POST /university/literature/save": { input: () => ({ body: { kind: "book" } }), expect: editorsOnly({ refused: t.titleRequired }) },
  "POST /university/literature/move": {
    input: () => ({ body: { id: UNKNOWN, to: "down" } }),
    expect: editorsOnly({ refused: r.itemNotFound }),
  },
  "POST /university/literature/delete": { input: () => ({ body: { id: UNKNOWN } }), expect: editorsOnly({ refused: r.itemNotFound }) },
};

export const PAGE_ROWS: Record<string, PageRow> = {
  "routes/_shell.university._index": { url: () => "/university", expect: pageOfSignedIn(200) },
  "routes/_shell.university.literature._index": { url: () => "/university/literature?topic=Сервис", expect: pageOfSignedIn(200) },
  "routes/_shell.university.courses.create": { url: () => "/university/courses/create", expect: pageOfAdministrator },
  "routes/_shell.university.courses.$id.edit": { url: () => "/university/courses/1/edit", expect: pageOfAdministrator },
  "routes/_shell.university.literature.create": { url: () => "/university/literature/create", expect: pageOfAdministrator },
  "routes/_shell.university.literature.$id.edit": { url: () => "/university/literature/1/edit", expect: pageOfAdministrator },
};
