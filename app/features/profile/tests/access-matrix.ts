// The profile's rows of the access matrices: /admin/avatars and its calls, for administrators (the demo
// administrator alone). Type imports only but the refusals and the shared expectations: the matrices import this file.
import type { MatrixRow } from "../../../../tests/security/api-matrix";
import type { PageRow } from "../../../../tests/security/page-matrix";
import { onlyAdministrator, pageOfAdministrator } from "../../../../tests/security/matrix-shapes";
import { avatarRefusals as t } from "../messages.server";

export const API_ROWS: Record<string, MatrixRow> = {
  "GET /admin/avatars/list": { input: () => ({}), expect: onlyAdministrator(t.noRight, "ok") },
  // A person no one is: refused by name for the administrator, no one's photo removed (the tests use real ones).
  "POST /admin/avatars/remove": {
    input: () => ({ body: { userId: 999_999, reason: "Проверка доступа" } }),
    expect: onlyAdministrator(t.noRight, { refused: t.notFound }),
  },
};

export const PAGE_ROWS: Record<string, PageRow> = {
  "routes/_shell.admin.avatars": { url: () => "/admin/avatars", expect: pageOfAdministrator },
};
