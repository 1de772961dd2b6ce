// Смены в магазине's rows of the access matrices (tests/security/): the /api calls and the pages × anonymous,
// employee (in no shop), section editor (the demo employee of «Магазин на Невском»), editor, administrator (who
// manages every shop) on the demo seed. Changes are asked of unknown shifts or shops, so nobody changes anything;
// the feature's own tests make real ones, by the right and the wrong people. Type imports only from the matrices.
import type { MatrixRow } from "../../../../tests/security/api-matrix";
import type { PageRow } from "../../../../tests/security/page-matrix";
import { callOfSignedIn, onlyAdministrator, pageOfSignedIn } from "../../../../tests/security/matrix-shapes";
import { serverMessages as r } from "../messages.server";

const UNKNOWN = 999_999;
const unknownShift = () => ({ body: { id: UNKNOWN } });
const notManager = { status: 403 as const, text: r.notManager };

export const API_ROWS: Record<string, MatrixRow> = {
  "GET /retail-shifts/week": { input: () => ({}), expect: callOfSignedIn("ok") },
  "GET /retail-shifts/get": { input: () => ({ query: { id: String(UNKNOWN) } }), expect: callOfSignedIn({ refused: r.notFound }) },
  "GET /retail-shifts/manage": { input: () => ({}), expect: onlyAdministrator(r.notManager, "ok") },
  "POST /retail-shifts/add": {
    input: () => ({ body: { shopId: UNKNOWN, userId: 1, day: "2030-01-07", from: "09:00", to: "15:00" } }),
    expect: onlyAdministrator(r.notManager, { refused: r.shopNotFound }),
  },
  "POST /retail-shifts/remove": { input: unknownShift, expect: callOfSignedIn({ refused: r.notFound }) },
  "POST /retail-shifts/offer": { input: unknownShift, expect: callOfSignedIn({ refused: r.notFound }) },
  "POST /retail-shifts/withdraw": { input: unknownShift, expect: callOfSignedIn({ refused: r.notFound }) },
  "POST /retail-shifts/take": { input: unknownShift, expect: callOfSignedIn({ refused: r.notFound }) },
  "POST /retail-shifts/approve": { input: unknownShift, expect: callOfSignedIn({ refused: r.notFound }) },
  "POST /retail-shifts/decline": { input: unknownShift, expect: callOfSignedIn({ refused: r.notFound }) },
};

export const PAGE_ROWS: Record<string, PageRow> = {
  "routes/_shell.services.retail-shifts._index": { url: () => "/services/retail-shifts", expect: pageOfSignedIn(200) },
  "routes/_shell.services.retail-shifts.$id": { url: () => `/services/retail-shifts/${UNKNOWN}`, expect: pageOfSignedIn({ status: 404 }) },
  "routes/_shell.services.retail-shifts.edit": {
    url: () => "/services/retail-shifts/edit",
    expect: { anonymous: "login", employee: notManager, sectionEditor: notManager, editor: notManager, admin: 200 },
  },
};
