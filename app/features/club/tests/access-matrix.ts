// The partners club's rows of the access matrices (tests/security/): the /api calls and the pages × anonymous,
// employee, section editor, editor, administrator on the demo seed, where only the administrator holds
// ROLE_EDIT_CLUB (every role). The demo's city 1 is Москва, category 1 «Спорт и фитнес», partner 1 in both.
// Changes are asked of unknown ids or with empty bodies, so the administrator passes the right and changes
// nothing; the feature's own tests make real ones. Type imports only from the matrices.
import type { MatrixRow } from "../../../../tests/security/api-matrix";
import type { PageRow } from "../../../../tests/security/page-matrix";
import { callOfSignedIn, onlyAdministrator, pageOfAdministrator, pageOfSignedIn } from "../../../../tests/security/matrix-shapes";
import { messages as t } from "../messages";
import { serverMessages as r } from "../messages.server";

const UNKNOWN = 999_999;
const editorsOnly = (admin: MatrixRow["expect"]["admin"]) => onlyAdministrator(r.forbidden, admin);

export const API_ROWS: Record<string, MatrixRow> = {
  "GET /club/cities": { input: () => ({}), expect: callOfSignedIn("ok") },
  "GET /club/categories": { input: () => ({ query: { cityId: "1" } }), expect: callOfSignedIn("ok") },
  "GET /club/partners": { input: () => ({ query: { cityId: "1", categoryId: "1" } }), expect: callOfSignedIn("ok") },
  "GET /club/search": { input: () => ({ query: { cityId: "1", text: "кофе" } }), expect: callOfSignedIn("ok") },
  "GET /club/partner": { input: () => ({ query: { id: "1" } }), expect: callOfSignedIn("ok") },
  "POST /club/admin/partner/save": { input: () => ({ body: { discount: 10 } }), expect: editorsOnly({ refused: t.nameRequired }) },
  "POST /club/admin/partner/delete": { input: () => ({ body: { id: UNKNOWN } }), expect: editorsOnly({ refused: r.partnerNotFound }) },
  "POST /club/admin/category/save": { input: () => ({ body: {} }), expect: editorsOnly({ refused: t.nameRequired }) },
  "POST /club/admin/category/delete": { input: () => ({ body: { id: UNKNOWN } }), expect: editorsOnly({ refused: r.categoryNotFound }) },
  "POST /club/admin/city/save": { input: () => ({ body: {} }), expect: editorsOnly({ refused: t.nameRequired }) },
  "POST /club/admin/city/delete": { input: () => ({ body: { id: UNKNOWN } }), expect: editorsOnly({ refused: r.cityNotFound }) },
};

export const PAGE_ROWS: Record<string, PageRow> = {
  "routes/_shell.club._index": { url: () => "/club", expect: pageOfSignedIn(200) },
  "routes/_shell.club.search": { url: () => "/club/search?city=1&q=fit", expect: pageOfSignedIn({ redirect: "/club/1/search/fit" }) },
  "routes/_shell.club.partners._index": { url: () => "/club/partners", expect: pageOfSignedIn(200) },
  "routes/_shell.club.partners.$idCity._index": { url: () => "/club/partners/1", expect: pageOfSignedIn(200) },
  "routes/_shell.club.partners.$idCity.$idCat": { url: () => "/club/partners/1/1", expect: pageOfSignedIn(200) },
  "routes/_shell.club.partner.$id": { url: () => "/club/partner/1", expect: pageOfSignedIn(200) },
  "routes/_shell.club.$idCity.search.$text": { url: () => "/club/1/search/fit", expect: pageOfSignedIn(200) },
  "routes/_shell.club.admin.categories": { url: () => "/club/admin/categories", expect: pageOfAdministrator },
  "routes/_shell.club.admin.partner._index": { url: () => "/club/admin/partner", expect: pageOfAdministrator },
  "routes/_shell.club.admin.partner.create": { url: () => "/club/admin/partner/create", expect: pageOfAdministrator },
  "routes/_shell.club.admin.partner.edit.$id": { url: () => "/club/admin/partner/edit/1", expect: pageOfAdministrator },
};
