// The statistics' rows of the access matrices (tests/security/): its /api calls and pages × anonymous,
// employee, section editor, editor, administrator on the demo seed, where only the administrator holds
// ROLE_GET_LOG. Type imports only from the matrices, which import this file.
import type { MatrixRow } from "../../../../tests/security/api-matrix";
import type { PageRow } from "../../../../tests/security/page-matrix";
import { onlyAdministrator, pageOfAdministrator } from "../../../../tests/security/matrix-shapes";
import { statisticsRefusals } from "../messages.server";

/** The CSV exports: a file for readers, the refusal as plain text for the rest (a file's address has no page). */
const textRefusal = { status: 403 as const, text: statisticsRefusals.noRight };
const exportReaders = { ...pageOfAdministrator, employee: textRefusal, sectionEditor: textRefusal, editor: textRefusal };

export const API_ROWS: Record<string, MatrixRow> = {
  "GET /statistic/summary": { input: () => ({}), expect: onlyAdministrator(statisticsRefusals.noRight, "ok") },
  "GET /request-statistic/summary": { input: () => ({}), expect: onlyAdministrator(statisticsRefusals.noRight, "ok") },
};

export const PAGE_ROWS: Record<string, PageRow> = {
  "routes/_shell.admin.statistic": { url: () => "/admin/statistic", expect: pageOfAdministrator },
  "routes/_shell.admin.request-statistic": { url: () => "/admin/request-statistic", expect: pageOfAdministrator },
  "routes/admin.statistic.export": { url: () => "/admin/statistic/export", expect: exportReaders },
  "routes/admin.request-statistic.export": { url: () => "/admin/request-statistic/export", expect: exportReaders },
};
