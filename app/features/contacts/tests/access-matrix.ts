// The contacts' rows of the access matrices (tests/security/) that live in its folder: the departments'
// secretaries' calls and page × anonymous, employee, section editor, editor, administrator on the demo seed,
// where only the administrator assigns secretaries (the contact editor does not). The administrator's changes
// name a department that does not exist, so they are refused and change nothing. (The directory's older rows are
// in tests/security/api-matrix.ts and page-matrix.ts.) Type imports only from the matrices, which import this file.
import type { MatrixRow } from "../../../../tests/security/api-matrix";
import type { PageRow } from "../../../../tests/security/page-matrix";
import { onlyAdministrator, pageOfAdministrator } from "../../../../tests/security/matrix-shapes";
import { secretaryRefusals } from "../messages.server";

const managers = (admin: MatrixRow["expect"]["admin"]) => onlyAdministrator(secretaryRefusals.noRight, admin);

export const API_ROWS: Record<string, MatrixRow> = {
  "GET /secretary/list": { input: () => ({ query: { department: "склад" } }), expect: managers("ok") },
  "POST /secretary/add": {
    input: (_ids, { userIds }) => ({ body: { departmentId: 999_999, userId: userIds.employee } }),
    expect: managers({ refused: secretaryRefusals.departmentNotFound }),
  },
  "POST /secretary/remove": {
    input: (_ids, { userIds }) => ({ body: { departmentId: 999_999, userId: userIds.employee } }),
    expect: managers({ refused: secretaryRefusals.departmentNotFound }),
  },
};

export const PAGE_ROWS: Record<string, PageRow> = {
  "routes/_shell.admin.secretary-to-department": { url: () => "/admin/secretary-to-department", expect: pageOfAdministrator },
};
