// The shell's rows of the access matrices (tests/security/): the sections' icons (/admin/icons and its calls) ×
// anonymous, employee, section editor, editor, administrator on the demo seed, where only the administrator
// holds the right. The administrator's change is sent where it is refused and changes nothing (a section that
// does not exist), so the demo's menu stays as it was. Type imports only from the matrices, which import this file.
import type { MatrixRow } from "../../../tests/security/api-matrix";
import type { PageRow } from "../../../tests/security/page-matrix";
import { onlyAdministrator, pageOfAdministrator } from "../../../tests/security/matrix-shapes";
import { sectionIconRefusals } from "../messages.server";

const iconHolders = (admin: MatrixRow["expect"]["admin"]) => onlyAdministrator(sectionIconRefusals.noRight, admin);

export const API_ROWS: Record<string, MatrixRow> = {
  "GET /nav/icons": { input: () => ({}), expect: iconHolders("ok") },
  "POST /nav/icon": {
    input: () => ({ body: { id: 999_999, icon: "star" } }),
    expect: iconHolders({ refused: sectionIconRefusals.sectionNotFound }),
  },
};

export const PAGE_ROWS: Record<string, PageRow> = {
  "routes/_shell.admin.icons": { url: () => "/admin/icons", expect: pageOfAdministrator },
  "routes/_shell.menu_.nav": {
    url: () => "/menu/nav",
    expect: { anonymous: "login", employee: 200, sectionEditor: 200, editor: 200, admin: 200 },
  },
};
