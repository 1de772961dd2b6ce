// The notifications demo (issue #13 point 10) as a fresh `npm start` shows it: the demo employee has at
// least 45 notifications over 30 days, at least 8 unread, one grouped, of several registered types, each
// naming a real object and leading somewhere; newest first on the list and the page. SQLite and PostgreSQL.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { actingAs } from "~/platform/actor";
import { createTestPortal, dialects, type TestPortal } from "../../../../tests/helpers/portal";
import { DEMO_EMPLOYEE_PHONE } from "../seed.server";

describe.each(await dialects())("the notifications demo on %s", (dialect) => {
  let portal: TestPortal;
  beforeAll(async () => {
    portal = await createTestPortal(dialect, { seedDemo: true });
  }, 120_000);
  afterAll(() => portal?.dispose());

  it("gives the demo employee 45 or more notifications over 30 days, 8 or more unread, one grouped", async () => {
    const db = portal.db.kysely;
    const me = (await db.selectFrom("users").select("id").where("phone", "=", DEMO_EMPLOYEE_PHONE).executeTakeFirstOrThrow()).id;
    const actor = actingAs(me);
    const all = await portal.services.notifications.list(actor, { pageNumber: 0, pageSize: 100, onlyNotShowed: false });
    expect(all.length).toBeGreaterThanOrEqual(45);
    // The welcome tops the list (the journeys look for it on the first page).
    expect(all[0]).toMatchObject({ type: "SYSTEM_WELCOME", showed: false });
    expect(all.filter((n) => !n.showed).length).toBeGreaterThanOrEqual(8);
    const grouped = all.filter((n) => n.groupCount > 1);
    expect(grouped).toHaveLength(1);
    expect(grouped[0]).toMatchObject({ type: "WIKI_GUIDE", showed: false, groupCount: 3 });
    // The claims' demo adds what the demo administrator's moves of the employee's requests told her.
    expect(new Set(all.map((n) => n.type))).toEqual(
      new Set([
        "SYSTEM_WELCOME",
        "POST_COMMENT_MENTION",
        // A colleague's comment under her post in «Магазин на Невском» (groups' seed-posts.server.ts).
        "POST_COMMENT",
        "WIKI_GUIDE",
        "THANKS",
        "CLAIM_IN_WORK_FOR_OWNER",
        "CLAIM_ON_FIX_FOR_OWNER",
        "CLAIM_COMPLETED",
        // The vacancies' demo: the editor took her reply into work.
        "VACANCY_REPLY_IN_WORK_FOR_OWNER",
        // The services' demo: her business cards and her certificate of income are done, another certificate
        // is being prepared, her manager approved her leave and her trip (which the office booked), returned the
        // courier for a fix and rejected the car repair.
        "BUSINESS_CARD_COMPLETED",
        "STATEMENT_COMPLETED",
        "STATEMENT_IN_WORK_FOR_OWNER",
        "TRIP_APPROVED_FOR_OWNER",
        "TRIP_IN_WORK_FOR_OWNER",
        "VACATION_APPROVED_FOR_OWNER",
        "COURIER_ON_FIX_FOR_OWNER",
        "SERVICE_REJECTED_FOR_OWNER",
      ]),
    );
    const days = all.map((n) => new Date(n.createDate).getTime());
    expect((Math.max(...days) - Math.min(...days)) / 86_400_000).toBeGreaterThanOrEqual(29);
    // Every one but the welcome leads to a real object.
    for (const n of all.filter((x) => x.type !== "SYSTEM_WELCOME")) expect(n.link, n.type).not.toBeNull();
    const postIds = all.filter((n) => n.type === "POST_COMMENT_MENTION").map((n) => n.variables[1]!.objectId!);
    const posts = await db.selectFrom("posts").select("id").where("id", "in", postIds).execute();
    expect(posts.length).toBe(new Set(postIds).size);
    const articleIds = all.filter((n) => n.type === "WIKI_GUIDE").map((n) => n.variables[0]!.objectId!);
    const articles = await db.selectFrom("guide_articles").select("id").where("id", "in", articleIds).execute();
    expect(articles.length).toBe(new Set(articleIds).size);
  });

  it("lists the demo employee's notifications newest first, on the /api list and on the page's keyset pages", async () => {
    const db = portal.db.kysely;
    const me = (await db.selectFrom("users").select("id").where("phone", "=", DEMO_EMPLOYEE_PHONE).executeTakeFirstOrThrow()).id;
    const actor = actingAs(me);
    const newestFirst = (dates: string[]) => dates.every((d, i) => i === 0 || dates[i - 1]! >= d);
    const all = await portal.services.notifications.list(actor, { pageNumber: 0, pageSize: 100, onlyNotShowed: false });
    expect(newestFirst(all.map((n) => n.createDate)), all.map((n) => `${n.id} ${n.createDate}`).join("\n")).toBe(true);
    // The page walks by id (`beforeId`): its pages, joined, are the same list in the same order.
    const walked: { id: number; createDate: string }[] = [];
    for (let beforeId: number | null = null; ;) {
      const page = await portal.services.notifications.page(actor, { unreadOnly: false, beforeId, limit: 7 });
      walked.push(...page);
      if (page.length < 7) break;
      beforeId = page.at(-1)!.id;
    }
    expect(walked.map((n) => n.id)).toEqual(all.map((n) => n.id));
    expect(newestFirst(walked.map((n) => n.createDate))).toBe(true);
  });
});
