// Активности's rows of the access matrices (tests/security/): the /api calls and the pages × anonymous,
// employee, section editor, editor, administrator on the demo seed, where only the administrator holds
// ROLE_EDIT_ACTIVITIES (every role) and organises the demo activities (id 1: the run). Changes are asked of
// unknown activities or people, or with empty fields, so the administrator passes the right and changes
// nothing; the feature's own tests make real ones. Type imports only from the matrices.
import type { MatrixRow } from "../../../../tests/security/api-matrix";
import type { PageRow } from "../../../../tests/security/page-matrix";
import { callOfSignedIn, onlyAdministrator, pageOfAdministrator, pageOfSignedIn } from "../../../../tests/security/matrix-shapes";
import { messages as t } from "../messages";
import { serverMessages as r } from "../messages.server";

const UNKNOWN = 999_999;
const organiserOnly = (admin: MatrixRow["expect"]["admin"]) => onlyAdministrator(r.notOrganiser, admin);
/** The CSV: a file for the organiser, the refusal as plain text for the rest (a file's address has no page). */
const textRefusal = { status: 403 as const, text: r.notOrganiser };

export const API_ROWS: Record<string, MatrixRow> = {
  "GET /activities/list": { input: () => ({ query: { filter: "past" } }), expect: callOfSignedIn("ok") },
  "GET /activities/get": { input: () => ({ query: { id: "1" } }), expect: callOfSignedIn("ok") },
  "GET /activities/users": { input: () => ({ query: { id: "1" } }), expect: callOfSignedIn("ok") },
  "GET /activities/participants": { input: () => ({ query: { id: "1" } }), expect: organiserOnly("ok") },
  "POST /activities/create": { input: () => ({ body: {} }), expect: onlyAdministrator(r.forbidden, { refused: t.titleRequired }) },
  "POST /activities/edit": { input: () => ({ body: { id: 1 } }), expect: organiserOnly({ refused: t.titleRequired }) },
  "POST /activities/cancel": { input: () => ({ body: { id: UNKNOWN } }), expect: callOfSignedIn({ refused: r.notFound }) },
  "POST /activities/join": { input: () => ({ body: { id: UNKNOWN } }), expect: callOfSignedIn({ refused: r.notFound }) },
  "POST /activities/leave": { input: () => ({ body: { id: UNKNOWN } }), expect: callOfSignedIn({ refused: r.notFound }) },
  "POST /activities/participants/remove": {
    input: () => ({ body: { id: 1, userId: UNKNOWN } }),
    expect: organiserOnly({ refused: r.personNotFound }),
  },
};

export const PAGE_ROWS: Record<string, PageRow> = {
  "routes/_shell.activities._index": { url: () => "/activities", expect: pageOfSignedIn(200) },
  "routes/_shell.activities.create": { url: () => "/activities/create", expect: pageOfAdministrator },
  "routes/_shell.activities.$id._index": { url: () => "/activities/1", expect: pageOfSignedIn(200) },
  "routes/_shell.activities.$id.users": { url: () => "/activities/1/users", expect: pageOfSignedIn(200) },
  "routes/_shell.activities.$id.participants": { url: () => "/activities/1/participants", expect: pageOfAdministrator },
  "routes/_shell.activities.$id.edit": { url: () => "/activities/1/edit", expect: pageOfAdministrator },
  "routes/activities.$id.participants.export": {
    url: () => "/activities/1/participants/export",
    expect: { ...pageOfAdministrator, employee: textRefusal, sectionEditor: textRefusal, editor: textRefusal },
  },
};
