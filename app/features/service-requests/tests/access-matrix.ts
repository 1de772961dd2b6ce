// The services' rows of the access matrices (tests/security/): the /api calls and the pages × anonymous,
// employee, section editor, editor, administrator on the demo seed, where every service is open to everyone.
// Type imports only: the matrices import this file.
import type { MatrixRow } from "../../../../tests/security/api-matrix";
import type { PageRow } from "../../../../tests/security/page-matrix";
import { adminRefusals } from "../messages.server";

/** Configuring: the services' administrators (the demo administrator holds ROLE_SERVICES_ADMIN). */
const refused = { status: 403 as const, text: adminRefusals.forbidden };
const configurers = { anonymous: "login", employee: refused, sectionEditor: refused, editor: refused, admin: 200 } as const;
const signedIn = { anonymous: "401", employee: "ok", sectionEditor: "ok", editor: "ok", admin: "ok" } as const;

export const API_ROWS: Record<string, MatrixRow> = {
  "GET /service-requests/hub": { input: () => ({}), expect: signedIn },
  "GET /service-requests/service": { input: () => ({ query: { service: "courier" } }), expect: signedIn },
  "POST /service-requests/create": {
    input: () => ({ body: { service: "statements", answers: { kind: "Справка с места работы", copies: 1 } } }),
    expect: signedIn,
  },
  // A request no one reads: the same «not found» for every signed-in person (files.test.ts tests the readers).
  "POST /service-requests/document": {
    input: () => ({ body: { claimId: 999_999, fileId: 1 } }),
    expect: {
      anonymous: "401",
      employee: { refused: "Заявка не найдена" },
      sectionEditor: { refused: "Заявка не найдена" },
      editor: { refused: "Заявка не найдена" },
      admin: { refused: "Заявка не найдена" },
    },
  },
};

export const PAGE_ROWS: Record<string, PageRow> = {
  "routes/_shell.services._index": {
    url: () => "/services",
    expect: { anonymous: "login", employee: 200, sectionEditor: 200, editor: 200, admin: 200 },
  },
  "routes/_shell.services.admin": {
    url: () => "/services/admin",
    expect: configurers,
  },
  "routes/_shell.services.$key_.admin": {
    url: () => "/services/vacation/admin",
    expect: configurers,
  },
  "routes/_shell.services.hot-line": {
    url: () => "/services/hot-line",
    expect: { anonymous: "login", employee: 200, sectionEditor: 200, editor: 200, admin: 200 },
  },
  "routes/_shell.service.vacation": {
    url: () => "/service/vacation",
    expect: { anonymous: "login", employee: 200, sectionEditor: 200, editor: 200, admin: 200 },
  },
  "routes/_shell.services.$key_.list": {
    url: () => "/services/statements/list",
    expect: configurers,
  },
  // A form's target, not a page: typed by hand it leads to the request's page.
  "routes/services.requests.$id.document": {
    url: () => "/services/requests/1/document",
    expect: {
      anonymous: "login",
      employee: { redirect: "/user/" },
      sectionEditor: { redirect: "/user/" },
      editor: { redirect: "/user/" },
      admin: { redirect: "/user/" },
    },
  },
  "routes/_shell.services.$key": {
    url: () => "/services/vacation",
    expect: { anonymous: "login", employee: 200, sectionEditor: 200, editor: 200, admin: 200 },
  },
};
