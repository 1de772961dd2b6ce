// The calendar's rows of the access matrices (tests/security/): the /api calls and the pages × anonymous,
// employee, section editor, editor, administrator on the demo seed. A calendar is its person's alone, the
// administrator included: every call and page names the demo employee's, so she passes and the rest are
// refused. The .ics file needs no session: an unknown token is a 404 for everyone. Type imports only from the
// matrices.
import type { MatrixRow } from "../../../../tests/security/api-matrix";
import type { PageRow } from "../../../../tests/security/page-matrix";
import { serverMessages as r } from "../messages.server";

const hersAlone = {
  anonymous: "401",
  employee: "ok",
  sectionEditor: { refused: r.notYours },
  editor: { refused: r.notYours },
  admin: { refused: r.notYours },
} as const;
const notYours = { status: 403 as const, text: r.notYours };
const noFeed = { status: 404 as const, text: r.feedNotFound };

export const API_ROWS: Record<string, MatrixRow> = {
  "GET /calendar/month": { input: (_ids, ctx) => ({ query: { id: String(ctx.userIds.employee), month: "2026-12" } }), expect: hersAlone },
  "POST /calendar/ics/renew": { input: (_ids, ctx) => ({ body: { id: ctx.userIds.employee } }), expect: hersAlone },
};

export const PAGE_ROWS: Record<string, PageRow> = {
  "routes/_shell.calendar.$id": {
    url: (_ids, userIds) => `/calendar/${userIds.employee}`,
    expect: { anonymous: "login", employee: 200, sectionEditor: notYours, editor: notYours, admin: notYours },
  },
  "routes/_shell.calendar._index": {
    url: () => "/calendar",
    expect: {
      anonymous: "login",
      employee: { redirect: "/calendar/" },
      sectionEditor: { redirect: "/calendar/" },
      editor: { redirect: "/calendar/" },
      admin: { redirect: "/calendar/" },
    },
  },
  "routes/calendar.ics.$file": {
    url: () => `/calendar/ics/${"A".repeat(43)}.ics`,
    expect: { anonymous: noFeed, employee: noFeed, sectionEditor: noFeed, editor: noFeed, admin: noFeed },
  },
};
