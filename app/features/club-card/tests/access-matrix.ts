// The club card's rows of the access matrices (tests/security/): the /api calls and the pages × anonymous,
// employee, section editor, editor, administrator on the demo seed. Only the administrator holds the card
// admin's and the gate staff's roles (every role); a card is its holder's (the employee's own, others refused).
// Changes are asked of unknown people, partners and passes, so nothing changes; the feature's own tests make
// real ones, with a card admin and gate staff of their own. Type imports only from the matrices.
import type { Expectation, MatrixRow } from "../../../../tests/security/api-matrix";
import type { PageExpectation, PageRow } from "../../../../tests/security/page-matrix";
import type { ActorName } from "../../../../tests/security/world";
import {
  callOfSignedIn,
  FORBIDDEN,
  onlyAdministrator,
  pageOfAdministrator,
  pageOfSignedIn,
} from "../../../../tests/security/matrix-shapes";
import { gateMessages as g, serverMessages as r } from "../messages.server";

const UNKNOWN = 999_999;

/** The employee's own card: she and the administrator (a card admin) get `own`; anyone else is refused. */
const holderAndAdmin = (own: Expectation, refused: Expectation): Record<ActorName, Expectation> => ({
  ...callOfSignedIn(refused),
  employee: own,
  admin: own,
});

/** The CSV export: a file for card admins, the refusal as plain text for the rest (a file's address has no page). */
const textRefusal = { status: 403 as const, text: r.noStatisticRight };
const exportReaders = { ...pageOfAdministrator, employee: textRefusal, sectionEditor: textRefusal, editor: textRefusal };

export const API_ROWS: Record<string, MatrixRow> = {
  "GET /club-card/card": { input: () => ({}), expect: callOfSignedIn("ok") },
  "GET /club-card/card-of": {
    input: (_ids, c) => ({ query: { userId: String(c.userIds.employee) } }),
    expect: holderAndAdmin("ok", { refused: r.forbidden }),
  },
  "POST /club-card/use": { input: () => ({ body: { partnerId: UNKNOWN } }), expect: callOfSignedIn({ refused: r.unknownPartner }) },
  "POST /club-card/manage": {
    input: () => ({ body: { userId: UNKNOWN, action: "block" } }),
    expect: onlyAdministrator(r.notCardAdmin, { refused: r.noCard }),
  },
  "GET /club-card/statistic": { input: () => ({}), expect: onlyAdministrator(r.noStatisticRight, "ok") },
  "POST /club-card/gate/request": { input: () => ({ body: {} }), expect: callOfSignedIn({ refused: g.dayRequired }) },
  "GET /club-card/gate/mine": { input: () => ({}), expect: callOfSignedIn("ok") },
  "GET /club-card/gate/day": { input: () => ({}), expect: onlyAdministrator(g.notStaff, "ok") },
  "POST /club-card/gate/decide": {
    input: () => ({ body: { id: UNKNOWN, decision: "approve" } }),
    expect: onlyAdministrator(g.notStaff, { refused: g.noPass }),
  },
};

const cardPage: Record<ActorName, PageExpectation> = { ...pageOfSignedIn(200), sectionEditor: FORBIDDEN, editor: FORBIDDEN };

export const PAGE_ROWS: Record<string, PageRow> = {
  "routes/_shell.club_.card": { url: () => "/club/card", expect: pageOfSignedIn(200) },
  "routes/_shell.user.$id.club-card": { url: (_ids, userIds) => `/user/${userIds.employee}/club-card`, expect: cardPage },
  "routes/_shell.club_.maxi-club-kpp": { url: () => "/club/maxi-club-kpp", expect: pageOfSignedIn(200) },
  "routes/_shell.admin.club-card-statistic": { url: () => "/admin/club-card-statistic", expect: pageOfAdministrator },
  "routes/admin.club-card-statistic.export": { url: () => "/admin/club-card-statistic/export", expect: exportReaders },
};
