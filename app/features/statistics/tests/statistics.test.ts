// The statistics over /api on SQLite and PostgreSQL (issue #33 point 4): requests and sign-ins are counted
// in memory and written as per-day aggregate rows only when the buffer is flushed (a request never waits on
// a write); people active per day, week and month, counted once each, for the portal and by department (with
// its sub-departments); the feed's and the claims' figures; the period's refusals by name; the retention's
// sweep; and /api/statistic/summary in the same statements over 1 day of aggregates as over 365.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createPerson, createTestPortal, dialects, type TestPortal } from "../../../../tests/helpers/portal";
import { ok, refused, unauthorized } from "../../../../tests/helpers/envelope";
import { api, startTestServer, type TestServer } from "../../../../tests/helpers/http";
import { addDepartment, signedInPeople } from "../../../../tests/helpers/company";
import { statisticsRefusals as r } from "../messages.server";
import { moscowDay, shiftDay } from "../days";

type Who = "seller" | "cashier" | "reader" | "admin";

describe.each(await dialects())("the statistics on %s", (dialect) => {
  let portal: TestPortal;
  let server: TestServer;
  let signedIn: Awaited<ReturnType<typeof signedInPeople<Who>>>;
  let counting = false;
  let statements = 0;
  let shop = 0;
  let hall = 0;
  beforeAll(async () => {
    portal = await createTestPortal(dialect, { onQuery: () => void (counting && statements++) });
    server = await startTestServer(portal);
    shop = await addDepartment(portal.db.kysely, "Магазин", null);
    hall = await addDepartment(portal.db.kysely, "Торговый зал", shop);
    signedIn = await signedInPeople<Who>(
      portal,
      server,
      {
        seller: { name: "Мария", surname: "Продавцова", departmentId: hall },
        cashier: { name: "Ирина", surname: "Кассирова", departmentId: shop },
        reader: { name: "Лидия", surname: "Журналова", roles: ["ROLE_GET_LOG"] },
        admin: { name: "Анна", surname: "Админова", roles: ["ROLE_ADMINISTRATOR"] },
      },
      "stat-pass-1",
      false,
    );
    await portal.services.statistics.recorder.settled();
  });
  afterAll(async () => {
    await server?.close();
    await portal?.dispose();
  });

  const db = () => portal.db.kysely;
  const today = () => moscowDay(portal.clock.now());
  const summary = (query: Record<string, string> = {}, who: Who = "reader") =>
    api(server, "GET", "/statistic/summary", { query, token: signedIn.tokens[who] });
  const viewRows = () => db().selectFrom("stat_views").select(["department_id", "kind", "section", "count"]).execute();

  it("counts requests in memory and writes them as aggregate rows at the flush, never in a request's way", async () => {
    await db().deleteFrom("stat_views").execute();
    // Told directly: not one statement until the flush.
    statements = 0;
    counting = true;
    for (let i = 0; i < 50; i++) portal.activity.request({ kind: "page", section: "knowledge/guide", userId: signedIn.people.seller.id });
    counting = false;
    expect(statements).toBe(0);
    // Over HTTP: each call is answered while its count still waits in memory.
    for (let i = 0; i < 5; i++)
      await api(server, "GET", "/user-claims/list-statuses", { token: signedIn.tokens.cashier, query: { type: "GENERAL_REQUEST" } });
    expect(await viewRows()).toEqual([]);
    await portal.services.statistics.recorder.settled();
    const rows = await viewRows();
    const sum = (where: (row: (typeof rows)[number]) => boolean) => rows.filter(where).reduce((n, row) => n + Number(row.count), 0);
    // 50 page views: one row for the portal, one for the seller's hall and one for the shop above it, not 50 rows.
    expect(rows.filter((row) => row.kind === "page")).toHaveLength(3);
    for (const department of [0, hall, shop]) expect(sum((row) => row.kind === "page" && row.department_id === department)).toBe(50);
    expect(sum((row) => row.kind === "api" && row.section === "user-claims" && row.department_id === shop)).toBe(5);
  });

  it("counts a person active once a day, week and month, for the portal and her department's tree", async () => {
    for (let i = 0; i < 3; i++) portal.activity.request({ kind: "api", section: "posts", userId: signedIn.people.seller.id });
    portal.activity.request({ kind: "api", section: "posts", userId: signedIn.people.cashier.id });
    await portal.services.statistics.recorder.settled();
    portal.activity.request({ kind: "api", section: "posts", userId: signedIn.people.cashier.id });
    await portal.services.statistics.recorder.settled();
    const all = ok(await summary());
    const day = all.figures.days.find((d: { day: string }) => d.day === today());
    expect(day.active).toBe(2);
    expect(all.figures.weeks.at(-1).active).toBe(2);
    expect(all.figures.months.at(-1).active).toBe(2);
    // The shop with its hall: both; the hall alone: the seller.
    expect(ok(await summary({ departmentId: String(shop) })).figures.days.at(-1).active).toBe(2);
    const hallOnly = ok(await summary({ departmentId: String(hall) }));
    expect(hallOnly.figures.days.at(-1).active).toBe(1);
    expect(hallOnly.figures.pagesBySection).toEqual([{ section: "knowledge/guide", count: 50 }]);
  });

  it("counts sign-ins, and the feed's posts and likes", async () => {
    const before = ok(await summary()).figures.totals.signIns;
    ok(await api(server, "POST", "/login", { body: { username: signedIn.people.seller.phone, password: "stat-pass-1" } }));
    await portal.services.statistics.recorder.settled();
    const after = ok(await summary());
    expect(after.figures.totals.signIns).toBe(before + 1);
    expect(after.figures.feed).toEqual({ posts: 0, comments: 0, likes: 0 });
    expect(after.figures.push).toEqual({ devices: 0, people: 0 });
  });

  it("counts a registration's sign-in too: it starts a session as a password does", async () => {
    const before = ok(await summary()).figures.totals.signIns;
    const { phone } = await createPerson(portal);
    const claimUuid = ok(await api(server, "POST", "/registration/start", { body: { phoneNumber: phone } })).startRegistrationResult
      .claimUuid;
    ok(await api(server, "POST", "/registration/confirm", { body: { claimUuid, confirmationCode: portal.sms.lastCodeFor(phone) } }));
    ok(await api(server, "POST", "/registration/complete", { body: { claimUuid, newPassword: "stat-pass-2", rulesAccepted: true } }));
    await portal.services.statistics.recorder.settled();
    expect(ok(await summary()).figures.totals.signIns).toBe(before + 1);
  });

  it("refuses everyone but log readers and administrators, and a period it cannot take, by name", async () => {
    unauthorized(await api(server, "GET", "/statistic/summary"));
    refused(await summary({}, "seller"), r.noRight);
    refused(await api(server, "GET", "/request-statistic/summary", { token: signedIn.tokens.seller }), r.noRight);
    ok(await summary({}, "admin"));
    refused(await summary({ from: "31.02.2026" }), r.badDate);
    refused(await summary({ from: "2026-03-01", to: "2026-02-01" }), r.reversed);
    refused(await summary({ from: "01.01.2020", to: "02.01.2023" }), r.tooLong);
    expect(ok(await summary({ from: "01.01.2020", to: "01.01.2023" })).period).toEqual({ from: "2020-01-01", to: "2023-01-01" });
    refused(await summary({ departmentId: "x" }), r.badDepartment);
    // The end left empty is today: a start four years ago is too long a period too.
    refused(await summary({ from: shiftDay(today(), -4 * 366) }), r.tooLong);
  });

  it("counts claims by type, status and handler, and the time to close", async () => {
    const filed = ok(
      await api(server, "POST", "/user-claims/create", {
        token: signedIn.tokens.seller,
        body: { type: "GENERAL_REQUEST", subject: "Касса", text: "Не печатает чек" },
      }),
    );
    expect(filed.id).toBeGreaterThan(0);
    const figures = ok(await api(server, "GET", "/request-statistic/summary", { token: signedIn.tokens.reader })).figures;
    expect(figures.byTypeStatus).toEqual([expect.objectContaining({ type: "GENERAL_REQUEST", status: "NEW", final: false, count: 1 })]);
    expect(figures.closing).toEqual([]);
    expect(figures.overdue).toEqual([]);
    // By department: the seller's hall and the shop above it count her claim; the cashier's own (a shop with no
    // sub-department of hers) does not when the hall is chosen.
    ok(
      await api(server, "POST", "/user-claims/create", {
        token: signedIn.tokens.cashier,
        body: { type: "GENERAL_REQUEST", subject: "Витрина", text: "Не горит подсветка" },
      }),
    );
    const of = async (departmentId: number) =>
      ok(
        await api(server, "GET", "/request-statistic/summary", {
          query: { departmentId: String(departmentId) },
          token: signedIn.tokens.reader,
        }),
      ).figures.byTypeStatus;
    expect(await of(hall)).toEqual([expect.objectContaining({ type: "GENERAL_REQUEST", count: 1 })]);
    expect(await of(shop)).toEqual([expect.objectContaining({ type: "GENERAL_REQUEST", count: 2 })]);
  });

  it("reads a year of aggregates in the same statements as a day", async () => {
    const fill = async (days: number) => {
      await db().deleteFrom("stat_views").execute();
      await db().deleteFrom("stat_active").execute();
      const rows = Array.from({ length: days }, (_, i) => shiftDay(today(), -i)).flatMap((day) =>
        [0, hall].map((department_id) => ({ day, department_id, kind: "page" as const, section: "news", count: 7 })),
      );
      for (let i = 0; i < rows.length; i += 200)
        await db()
          .insertInto("stat_views")
          .values(rows.slice(i, i + 200))
          .execute();
      await db()
        .insertInto("stat_active")
        .values(
          Array.from({ length: days }, (_, i) => ({ period: "d" as const, period_key: shiftDay(today(), -i), department_id: 0, count: 3 })),
        )
        .execute();
    };
    const read = async () => {
      statements = 0;
      counting = true;
      const figures = ok(await summary({ from: shiftDay(today(), -364), to: today() })).figures;
      counting = false;
      return { statements, pages: figures.totals.pages };
    };
    await fill(1);
    const one = await read();
    await fill(365);
    const year = await read();
    expect([one.pages, year.pages]).toEqual([7, 7 * 365]);
    expect(year.statements).toBe(one.statements);
  });

  it("deletes the days older than the retention", async () => {
    const old = shiftDay(today(), -401);
    await db().insertInto("stat_views").values({ day: old, department_id: 0, kind: "api", section: "old", count: 1 }).execute();
    await portal.services.statistics.recorder.sweep();
    expect((await viewRows()).some((row) => row.section === "old")).toBe(false);
    expect((await viewRows()).length).toBeGreaterThan(0);
  });
});
