// GET /search/find-pagination and GET /search/find-index-with-grouping (ours, issue #16 point 6) as a JSON
// client sees them, on SQLite and PostgreSQL: the envelope with the page asked, odd paging values taken as
// the defaults, a page past the end empty with its true total, CONTACT's two groups (employees' cards and
// service records) with withoutMe, Russian refusals and 401 signed out.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ensureDepartmentCategories } from "~/features/contacts/index.server";
import { createTestPortal, dialects, type TestPortal } from "../../../../tests/helpers/portal";
import { api, startTestServer, type TestServer } from "../../../../tests/helpers/http";
import { UNAUTHORIZED, ok, refused } from "../../../../tests/helpers/envelope";

const TOO_SHORT = "Введите для поиска не менее 3 символов";
const NO_INDEX = "Не указан индекс поиска (indexName)";
const PASSWORD = "paged-calls-1";

interface Card {
  id: number;
  userId: number | null;
  kind: string;
  surname: string | null;
  name: string;
}

describe.each(await dialects())("the paging search calls on %s", (dialect) => {
  let portal: TestPortal;
  let server: TestServer;
  let cookie: string;
  let me: number;
  const kettles: number[] = [];
  let record: number;
  let linked: number;
  let phone = 9420000000;

  const call = (path: string, query: Record<string, string>, auth = { cookie }) => api(server, "GET", path, { query, ...auth });
  const page = (query: Record<string, string>) => call("/search/find-pagination", query);
  const grouped = (query: Record<string, string>) => call("/search/find-index-with-grouping", query);

  beforeAll(async () => {
    portal = await createTestPortal(dialect);
    server = await startTestServer(portal);
    const db = portal.db.kysely;
    const departmentId = (
      await db
        .insertInto("departments")
        .values({ name: "Склад чайников", city: "Тула", parent_id: null })
        .returning("id")
        .executeTakeFirstOrThrow()
    ).id;
    await ensureDepartmentCategories(db);
    const categoryId = (
      await db.selectFrom("contact_categories").select("id").where("department_id", "=", departmentId).executeTakeFirstOrThrow()
    ).id;
    const person = async (surname: string, name: string, password?: string, roles: string[] = []) =>
      (await portal.services.users.upsertPerson({ phone: String(++phone), surname, name, departmentId, password, roles })).id;
    me = await person("Чайникова", "Ада", PASSWORD, ["ROLE_EDIT_CONTACTS"]);
    for (const name of ["Белла", "Вика", "Галя", "Дина", "Ева"]) kettles.push(await person("Чайникова", name));
    await portal.outbox.deliver();
    const login = await api(server, "POST", "/login", { body: { username: String(9420000001), password: PASSWORD } });
    cookie = /portal_session=[^;]*/.exec(login.setCookie ?? "")![0];
    // The caller edits the directory: two service records by the /api, one linked to her.
    const post = async (path: string, body: Record<string, unknown>) => (ok(await api(server, "POST", path, { body, cookie })) as Card).id;
    record = await post("/contacts-v2/create-another", { categoryId, name: "Чайниковая комната" });
    linked = await post("/contacts-v2/create-another-with-user", { categoryId, userId: me, name: "Приёмная склада" });
    await portal.outbox.deliver();
  });
  afterAll(async () => {
    await server?.close();
    await portal?.dispose();
  });

  it("answers only the signed-in: 401 without a session", async () => {
    for (const path of ["/search/find-pagination", "/search/find-index-with-grouping"]) {
      const out = await call(path, { query: "чайникова", indexName: "USER" }, { cookie: "" });
      expect(out.status).toBe(401);
      expect(out.envelope).toEqual({ responseCode: 1, response: null, errorMessage: UNAUTHORIZED });
    }
  });

  it("find-pagination: the group of one index with the page asked, a page past the end empty with its true total", async () => {
    const first = ok(await page({ query: "чайникова", indexName: "user", pageNumber: "0", pageSize: "4" }));
    expect(first).toMatchObject({ indexName: "USER", total: 6, correctedQuery: null, pageNumber: 0, pageSize: 4 });
    expect(first.objects).toHaveLength(4);
    const second = ok(await page({ query: "чайникова", indexName: "USER", pageNumber: "1", pageSize: "4" }));
    expect(second).toMatchObject({ total: 6, pageNumber: 1, pageSize: 4 });
    const ids = [...first.objects, ...second.objects].map((o: { id: number }) => o.id);
    expect([...ids].sort((a, b) => a - b)).toEqual([me, ...kettles]);
    expect(ok(await page({ query: "чайникова", indexName: "USER", pageNumber: "9" }))).toMatchObject({
      total: 6,
      objects: [],
      pageNumber: 9,
    });
    // withoutMe leaves the caller out before the total.
    expect(ok(await page({ query: "чайникова", indexName: "USER", withoutMe: "true" })).total).toBe(5);
  });

  it("find-pagination: odd paging values are the defaults (page 0 of 10), a size above 50 is 50", async () => {
    const odds: Record<string, string>[] = [{}, { pageNumber: "-1", pageSize: "0" }, { pageNumber: "abc", pageSize: "x" }];
    for (const odd of odds) {
      expect(ok(await page({ query: "чайникова", indexName: "USER", ...odd }))).toMatchObject({ pageNumber: 0, pageSize: 10, total: 6 });
    }
    expect(ok(await page({ query: "чайникова", indexName: "USER", pageSize: "500" })).pageSize).toBe(50);
  });

  it("find-pagination: Russian refusals for a short query, a missing or unknown index", async () => {
    refused(await page({ query: "ча", indexName: "USER" }), TOO_SHORT);
    refused(await page({ query: "---", indexName: "CONTACT" }), TOO_SHORT);
    refused(await page({ query: "чайникова" }), NO_INDEX);
    const unknown = await page({ query: "чайникова", indexName: "KETTLES" });
    expect(unknown.envelope.errorMessage).toMatch(/^Неизвестный индекс поиска\. Допустимые: USER, /);
  });

  it("find-index-with-grouping: CONTACT's employees' cards and service records, a page of each", async () => {
    const groups = ok(await grouped({ query: "чайников", pageSize: "3" })) as {
      groupName: string;
      kind: string;
      total: number;
      objects: Card[];
    }[];
    expect(groups.map((g) => [g.groupName, g.kind, g.total])).toEqual([
      ["Контакты", "user", 6],
      ["Другие контакты", "another", 2],
    ]);
    expect(groups[0]!.objects).toHaveLength(3);
    expect(groups[0]!.objects.every((o) => o.kind === "user")).toBe(true);
    // The record found by its own name, and the one found by the name of the person it is linked to.
    expect(groups[1]!.objects.map((o) => o.id).sort((a, b) => a - b)).toEqual([record, linked].sort((a, b) => a - b));
    const next = ok(await grouped({ query: "чайников", pageSize: "3", pageNumber: "1" })) as { total: number; objects: Card[] }[];
    expect(next.map((g) => [g.total, g.objects.length])).toEqual([
      [6, 3],
      [2, 0],
    ]);
    const withoutMe = ok(await grouped({ query: "чайникова", withoutMe: "true" })) as { total: number; objects: Card[] }[];
    expect(withoutMe[0]!.total).toBe(5);
    expect(withoutMe[0]!.objects.map((o) => o.userId)).not.toContain(me);
  });

  it("find-index-with-grouping: a short query is refused in Russian", async () => {
    refused(await grouped({ query: "  ча%  " }), TOO_SHORT);
    refused(await grouped({}), TOO_SHORT);
  });
});
