// What the features' admin pages expect of the five actors (their tests/access-matrix.ts rows): on the demo seed
// only the administrator holds the role, everyone else is refused by the call's message or shown the 403 page.
// Its own module, with type imports only, because the matrices import the features' rows: a value imported
// from api-matrix.ts there would be read before that module has run.
import type { MatrixRow } from "./api-matrix";
import type { PageRow } from "./page-matrix";

/** A call of an admin page: anonymous 401, the others refused by `message`, the administrator `admin`. */
export const adminOnlyCall = (message: string, admin: MatrixRow["expect"]["admin"]): MatrixRow["expect"] => ({
  anonymous: "401",
  employee: { refused: message },
  sectionEditor: { refused: message },
  editor: { refused: message },
  admin,
});

const FORBIDDEN = { status: 403 as const, text: "Нет доступа" };

/** An admin page: anonymous sent to sign in, the others the 403 page, the administrator the page. */
export const ADMIN_ONLY_PAGE: PageRow["expect"] = {
  anonymous: "login",
  employee: FORBIDDEN,
  sectionEditor: FORBIDDEN,
  editor: FORBIDDEN,
  admin: 200,
};
