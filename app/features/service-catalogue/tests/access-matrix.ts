// IT-сервисы's rows of the access matrices (tests/security/): the /api calls and the page × anonymous,
// employee, section editor, editor, administrator on the demo seed. The matrices collect every feature's
// tests/access-matrix.ts, so a new call or page of this feature gets its row here. Type imports only: the
// matrices import this file.
import type { MatrixRow } from "../../../../tests/security/api-matrix";
import type { PageRow } from "../../../../tests/security/page-matrix";
import { serverMessages } from "../messages.server";

// The demo editor (9000000002) has no ROLE_EDIT_SERVICE_CATALOGUE; the demo administrator holds every role.
const refused = { refused: serverMessages.forbidden };

export const API_ROWS: Record<string, MatrixRow> = {
  "GET /service-catalogue/list": {
    input: () => ({}),
    expect: { anonymous: "401", employee: "ok", sectionEditor: "ok", editor: "ok", admin: "ok" },
  },
  "POST /service-catalogue/create": {
    input: () => ({ body: { title: "Из матрицы доступа" } }),
    expect: { anonymous: "401", employee: refused, sectionEditor: refused, editor: refused, admin: "ok" },
  },
};

export const PAGE_ROWS: Record<string, PageRow> = {
  "routes/_shell.service-catalogue": {
    url: () => "/service-catalogue",
    expect: { anonymous: "login", employee: 200, sectionEditor: 200, editor: 200, admin: 200 },
  },
};
