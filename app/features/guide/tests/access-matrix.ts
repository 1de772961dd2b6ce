// The guide's rows of the access matrices that live in its folder (tests/security/ keeps its older ones): roles
// by positions, for ROLE_UPDATE_WIKI_ROLE and administrators (the demo administrator alone).
// Type imports only but the refusals: the matrices import this file.
import type { MatrixRow } from "../../../../tests/security/api-matrix";
import type { PageRow } from "../../../../tests/security/page-matrix";
import { onlyAdministrator, pageOfAdministrator } from "../../../../tests/security/matrix-shapes";
import { rolePositionsRefusals as t } from "../messages.server";

const editors = (admin: MatrixRow["expect"]["admin"]) => onlyAdministrator(t.noRight, admin);

export const API_ROWS: Record<string, MatrixRow> = {
  "GET /wiki-role/positions": { input: () => ({}), expect: editors("ok") },
  // A role no one has: refused by name for the administrator, nothing changed (the tests change real ones).
  "POST /wiki-role/position/add": {
    input: () => ({ body: { roleId: 999_999, positionId: 1 } }),
    expect: editors({ refused: t.roleNotFound }),
  },
  "POST /wiki-role/position/remove": {
    input: () => ({ body: { roleId: 999_999, positionId: 1 } }),
    expect: editors({ refused: t.roleNotFound }),
  },
};

export const PAGE_ROWS: Record<string, PageRow> = {
  "routes/_shell.admin.roles-by-positions": {
    url: () => "/admin/roles-by-positions",
    expect: pageOfAdministrator,
  },
};
