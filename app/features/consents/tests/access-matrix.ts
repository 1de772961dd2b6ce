// The consents' rows of the access matrices (tests/security/): its /api calls and pages × anonymous, employee,
// section editor, editor, administrator on the demo seed, where only the administrator holds
// ROLE_GET_PERSONAL_DATA_ACCEPT (every role). Type imports only from the matrices, which import this file.
import type { MatrixRow } from "../../../../tests/security/api-matrix";
import type { PageRow } from "../../../../tests/security/page-matrix";
import { onlyAdministrator, pageOfAdministrator } from "../../../../tests/security/matrix-shapes";
import { consentsRefusals } from "../messages.server";

/** The CSV export: a file for readers, the refusal as plain text for the rest (a file's address has no page). */
const textRefusal = { status: 403 as const, text: consentsRefusals.noRight };
const exportReaders = { ...pageOfAdministrator, employee: textRefusal, sectionEditor: textRefusal, editor: textRefusal };

export const API_ROWS: Record<string, MatrixRow> = {
  "GET /personal-accept/list": { input: () => ({}), expect: onlyAdministrator(consentsRefusals.noRight, "ok") },
  "GET /personal-accept/user": {
    input: (_ids, { userIds }) => ({ query: { id: String(userIds.employee) } }),
    expect: onlyAdministrator(consentsRefusals.noRight, "ok"),
  },
  // Public: the registration dialog reads it before anyone signs in.
  "GET /personal-accept/text": {
    input: () => ({}),
    expect: { anonymous: "ok", employee: "ok", sectionEditor: "ok", editor: "ok", admin: "ok" },
  },
  // Sent empty: the administrator passes the right and is refused the blank text, so no version is published
  // (a new one would send every later page of the matrix to /consent).
  "POST /personal-accept/text": { input: () => ({ body: {} }), expect: onlyAdministrator(consentsRefusals.adminOnly, "allowed") },
  "POST /personal-accept/accept": {
    input: () => ({ body: {} }),
    expect: { anonymous: "401", employee: "ok", sectionEditor: "ok", editor: "ok", admin: "ok" },
  },
};

export const PAGE_ROWS: Record<string, PageRow> = {
  "routes/_shell.admin.personal-accept._index": { url: () => "/admin/personal-accept", expect: pageOfAdministrator },
  "routes/_shell.admin.personal-accept.$id": {
    url: (_ids, userIds) => `/admin/personal-accept/${userIds.employee}`,
    expect: pageOfAdministrator,
  },
  "routes/admin.personal-accept.export": { url: () => "/admin/personal-accept/export", expect: exportReaders },
  "routes/consent": {
    url: () => "/consent",
    expect: { anonymous: "login", employee: 200, sectionEditor: 200, editor: 200, admin: 200 },
  },
};
