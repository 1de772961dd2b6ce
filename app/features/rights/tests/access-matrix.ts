// The rights' rows of the access matrices (tests/security/): its /api calls and pages × anonymous, employee,
// section editor, editor, administrator on the demo seed, where only the administrator distributes rights.
// Type imports only: the matrices import this file.
import type { MatrixRow } from "../../../../tests/security/api-matrix";
import type { PageRow } from "../../../../tests/security/page-matrix";
import { ADMIN_ONLY_PAGE, adminOnlyCall } from "../../../../tests/security/admin-rows";
import { rightsRefusals } from "~/features/users/index.server";

const rightsHolders = (admin: MatrixRow["expect"]["admin"]) => adminOnlyCall(rightsRefusals.noRight, admin);
const pageOfRightsHolders = ADMIN_ONLY_PAGE;

export const API_ROWS: Record<string, MatrixRow> = {
  "GET /role-group/list": { input: () => ({}), expect: rightsHolders("ok") },
  "GET /role-group/get": { input: () => ({ query: { type: "WIKI_DOCUMENT" } }), expect: rightsHolders("ok") },
  "GET /role-group/holders": { input: () => ({ query: { type: "WIKI_DOCUMENT" } }), expect: rightsHolders("ok") },
  "POST /role-group/grant": {
    input: (_ids, { userIds }) => ({ body: { type: "WIKI_DOCUMENT", subject: "USER", objectId: userIds.employee } }),
    expect: rightsHolders("allowed"),
  },
  "POST /role-group/revoke": {
    input: () => ({ body: { type: "WIKI_DOCUMENT", grantId: 999_999 } }),
    expect: rightsHolders({ refused: rightsRefusals.grantNotFound }),
  },
};

export const PAGE_ROWS: Record<string, PageRow> = {
  "routes/_shell.admin.rights._index": { url: () => "/admin/rights", expect: pageOfRightsHolders },
  "routes/_shell.admin.rights.$type": { url: () => "/admin/rights/WIKI_DOCUMENT", expect: pageOfRightsHolders },
};
