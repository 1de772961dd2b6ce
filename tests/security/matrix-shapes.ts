// Shapes of access-matrix rows that several features' rows share (app/features/<f>/tests/access-matrix.ts).
// Values only, with the matrices' types imported as types: the matrices import the features' rows, so the rows
// import nothing of theirs but types.
import type { Expectation } from "./api-matrix";
import type { PageExpectation } from "./page-matrix";
import type { ActorName } from "./world";

/** The refusal page of a signed-in person without the page's role. */
export const FORBIDDEN = { status: 403 as const, text: "Нет доступа" };

/** A call that only the demo's administrator gets through: anyone else signed in is refused with `refusal`. */
export const onlyAdministrator = (refusal: string, admin: Expectation): Record<ActorName, Expectation> => ({
  anonymous: "401",
  employee: { refused: refusal },
  sectionEditor: { refused: refusal },
  editor: { refused: refusal },
  admin,
});

/** A page that only the demo's administrator opens. */
export const pageOfAdministrator: Record<ActorName, PageExpectation> = {
  anonymous: "login",
  employee: FORBIDDEN,
  sectionEditor: FORBIDDEN,
  editor: FORBIDDEN,
  admin: 200,
};

/** A call everyone signed in gets the same answer to (`e`); anonymous, 401. */
export const callOfSignedIn = (e: Expectation): Record<ActorName, Expectation> => ({
  anonymous: "401",
  employee: e,
  sectionEditor: e,
  editor: e,
  admin: e,
});

/** A page everyone signed in opens alike (`e`); anonymous, the sign-in page. */
export const pageOfSignedIn = (e: PageExpectation): Record<ActorName, PageExpectation> => ({
  anonymous: "login",
  employee: e,
  sectionEditor: e,
  editor: e,
  admin: e,
});
