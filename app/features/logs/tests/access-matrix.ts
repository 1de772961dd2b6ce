// The logs' rows of the access matrices (tests/security/): its /api calls and pages × anonymous, employee,
// section editor, editor, administrator on the demo seed, where only the administrator holds ROLE_GET_LOG.
// Type imports only from the matrices, which import this file.
import type { MatrixRow } from "../../../../tests/security/api-matrix";
import type { PageRow } from "../../../../tests/security/page-matrix";
import { onlyAdministrator, pageOfAdministrator } from "../../../../tests/security/matrix-shapes";
import { logsRefusals } from "../messages.server";

/** The CSV exports: a file for readers, the refusal as plain text for the rest (a file's address has no page). */
const textRefusal = { status: 403 as const, text: logsRefusals.noRight };
const exportReaders = { ...pageOfAdministrator, employee: textRefusal, sectionEditor: textRefusal, editor: textRefusal };

export const API_ROWS: Record<string, MatrixRow> = {
  "GET /admin/logi/list": { input: () => ({}), expect: onlyAdministrator(logsRefusals.noRight, "ok") },
  "GET /admin/ts-logs/list": { input: () => ({}), expect: onlyAdministrator(logsRefusals.noRight, "ok") },
  // The retention is the administrators' (readers without it are refused by that name).
  "POST /admin/logi/retention": { input: () => ({ body: { days: 400 } }), expect: onlyAdministrator(logsRefusals.adminOnly, "allowed") },
};

export const PAGE_ROWS: Record<string, PageRow> = {
  "routes/_shell.admin.logi": { url: () => "/admin/logi", expect: pageOfAdministrator },
  "routes/_shell.admin.ts-logs": { url: () => "/admin/ts-logs", expect: pageOfAdministrator },
  "routes/admin.logi.export": { url: () => "/admin/logi/export", expect: exportReaders },
  "routes/admin.ts-logs.export": { url: () => "/admin/ts-logs/export", expect: exportReaders },
};
