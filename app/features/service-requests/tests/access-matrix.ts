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

/** Signed in, to this address; signed out, to the sign-in. */
const redirectsTo = (to: string) =>
  ({
    anonymous: "login",
    employee: { redirect: to },
    sectionEditor: { redirect: to },
    editor: { redirect: to },
    admin: { redirect: to },
  }) as const;

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
  // The spec's addresses by number lead to the service's own (spec-addresses.server.ts); demo service 1 is statements.
  "routes/services.$kind.$id": { url: () => "/services/statements/1", expect: redirectsTo("/services/statements") },
  "routes/services.$kind.$id.admin": { url: () => "/services/statements/1/admin", expect: redirectsTo("/services/statements/admin") },
  "routes/services.$kind.$id.$categoryId": { url: () => "/services/statements/1/2", expect: redirectsTo("/services/statements") },
  "routes/services.$kind.$id.trip.$tripId": { url: () => "/services/trips/1/trip/999999", expect: redirectsTo("/404") },
  "routes/_shell.services.$key": {
    url: () => "/services/vacation",
    expect: { anonymous: "login", employee: 200, sectionEditor: 200, editor: 200, admin: 200 },
  },
};
