// The people page's rows of the access matrices (tests/security/): its /api calls and page × anonymous,
// employee, section editor, editor, administrator on the demo seed, where only the administrator manages
// people. The administrator's changes are sent where they are refused and change nothing (her own block and
// sessions, a person who does not exist), so the other rows keep their signed-in actors.
// Type imports only from the matrices, which import this file.
import type { MatrixRow } from "../../../../tests/security/api-matrix";
import type { PageRow } from "../../../../tests/security/page-matrix";
import { onlyAdministrator, pageOfAdministrator } from "../../../../tests/security/matrix-shapes";
import { peopleAdminRefusals } from "../messages.server";

const administrators = (admin: MatrixRow["expect"]["admin"]) => onlyAdministrator(peopleAdminRefusals.noRight, admin);

export const API_ROWS: Record<string, MatrixRow> = {
  "GET /admin/users-info/list": { input: () => ({ query: { state: "blocked" } }), expect: administrators("ok") },
  "POST /admin/users-info/block": {
    input: (_ids, { userIds }) => ({ body: { userId: userIds.admin, reason: "Проверка доступа" } }),
    expect: administrators({ refused: peopleAdminRefusals.selfBlock }),
  },
  "POST /admin/users-info/unblock": {
    input: () => ({ body: { userId: 999_999, reason: "Проверка доступа" } }),
    expect: administrators({ refused: peopleAdminRefusals.personNotFound }),
  },
  "POST /admin/users-info/end-sessions": {
    input: (_ids, { userIds }) => ({ body: { userId: userIds.admin } }),
    expect: administrators({ refused: peopleAdminRefusals.selfSessions }),
  },
};

export const PAGE_ROWS: Record<string, PageRow> = {
  "routes/_shell.admin.users-info": { url: () => "/admin/users-info", expect: pageOfAdministrator },
};
