// The catalogues' rows of the access matrices (tests/security/): the /api calls and the pages × anonymous,
// employee, section editor, editor, administrator on the demo seed, where only the administrator edits the
// catalogues (every role). The demo IT catalogue is seeded first: its root is node 1, «Рабочее место» 2,
// «Компьютер и ноутбук» 3 and its first request form 4. Changes are asked of unknown nodes, so the
// administrator passes the right and changes nothing; the feature's own tests make real ones.
import type { MatrixRow } from "../../../../tests/security/api-matrix";
import type { PageRow } from "../../../../tests/security/page-matrix";
import { callOfSignedIn, onlyAdministrator, pageOfAdministrator, pageOfSignedIn } from "../../../../tests/security/matrix-shapes";
import { serverMessages as r } from "../messages.server";

const UNKNOWN = 999_999;
const editorsOnly = (admin: MatrixRow["expect"]["admin"]) => onlyAdministrator(r.forbidden, admin);
const unknownNode = { refused: r.nodeNotFound };

export const API_ROWS: Record<string, MatrixRow> = {
  "GET /service-catalogue/tree": { input: () => ({ query: { kind: "IT" } }), expect: callOfSignedIn("ok") },
  "GET /service-catalogue/node": { input: () => ({ query: { id: "2" } }), expect: callOfSignedIn("ok") },
  "GET /service-catalogue/education-requests": { input: () => ({}), expect: callOfSignedIn("ok") },
  "POST /service-catalogue/ticket": { input: () => ({ body: { nodeId: UNKNOWN, answers: {} } }), expect: callOfSignedIn(unknownNode) },
  "POST /service-catalogue/admin/create": {
    input: () => ({ body: { parentId: UNKNOWN, name: "Из матрицы" } }),
    expect: editorsOnly(unknownNode),
  },
  "POST /service-catalogue/admin/update": {
    input: () => ({ body: { id: UNKNOWN, name: "Из матрицы" } }),
    expect: editorsOnly(unknownNode),
  },
  "POST /service-catalogue/admin/order": { input: () => ({ body: { id: UNKNOWN, direction: "up" } }), expect: editorsOnly(unknownNode) },
  "POST /service-catalogue/admin/move": { input: () => ({ body: { id: UNKNOWN, parentId: 1 } }), expect: editorsOnly(unknownNode) },
  "POST /service-catalogue/admin/delete": { input: () => ({ body: { id: UNKNOWN } }), expect: editorsOnly(unknownNode) },
};

export const PAGE_ROWS: Record<string, PageRow> = {
  "routes/_shell.v2.services._index": { url: () => "/v2/services", expect: pageOfSignedIn(200) },
  "routes/_shell.v2.services.$": { url: () => "/v2/services/1/2/3/ticket/4", expect: pageOfSignedIn(200) },
  "routes/_shell.education._index": { url: () => "/education", expect: pageOfSignedIn(200) },
  "routes/_shell.education.$": { url: () => "/education/9999", expect: pageOfSignedIn({ status: 404 }) },
  "routes/_shell.education.list": { url: () => "/education/list", expect: pageOfSignedIn(200) },
  "routes/_shell.service-catalogue._index": { url: () => "/service-catalogue", expect: pageOfAdministrator },
  "routes/_shell.service-catalogue.$id": { url: () => "/service-catalogue/2", expect: pageOfAdministrator },
};
