// The logs' rows of the access matrices (tests/security/): its /api calls and pages × anonymous, employee,
// section editor, editor, administrator on the demo seed, where only the administrator holds ROLE_GET_LOG.
// Type imports only but the refusals: the matrices import this file.
import type { MatrixRow } from "../../../../tests/security/api-matrix";
import type { PageRow } from "../../../../tests/security/page-matrix";
import { logsRefusals } from "../messages.server";

const noRight = { refused: logsRefusals.noRight };
const FORBIDDEN = { status: 403 as const, text: "Нет доступа" };
const readers = { anonymous: "login", employee: FORBIDDEN, sectionEditor: FORBIDDEN, editor: FORBIDDEN, admin: 200 } as const;
/** The CSV exports: a file for readers, the refusal as plain text for the rest (a file's address has no page). */
const textRefusal = { status: 403 as const, text: logsRefusals.noRight };
const exportReaders = { ...readers, employee: textRefusal, sectionEditor: textRefusal, editor: textRefusal } as const;

export const API_ROWS: Record<string, MatrixRow> = {
  "GET /admin/logi/list": {
    input: () => ({}),
    expect: { anonymous: "401", employee: noRight, sectionEditor: noRight, editor: noRight, admin: "ok" },
  },
  "GET /admin/ts-logs/list": {
    input: () => ({}),
    expect: { anonymous: "401", employee: noRight, sectionEditor: noRight, editor: noRight, admin: "ok" },
  },
  // The retention is the administrators' (readers without it are refused by that name).
  "POST /admin/logi/retention": {
    input: () => ({ body: { days: 400 } }),
    expect: {
      anonymous: "401",
      employee: { refused: logsRefusals.adminOnly },
      sectionEditor: { refused: logsRefusals.adminOnly },
      editor: { refused: logsRefusals.adminOnly },
      admin: "allowed",
    },
  },
};

export const PAGE_ROWS: Record<string, PageRow> = {
  "routes/_shell.admin.logi": { url: () => "/admin/logi", expect: readers },
  "routes/_shell.admin.ts-logs": { url: () => "/admin/ts-logs", expect: readers },
  "routes/admin.logi.export": { url: () => "/admin/logi/export", expect: exportReaders },
  "routes/admin.ts-logs.export": { url: () => "/admin/ts-logs/export", expect: exportReaders },
};
