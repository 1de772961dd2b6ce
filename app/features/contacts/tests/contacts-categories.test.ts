// Contract tests of the contacts directory's category calls (spec part 2 §7 "Contacts"): the tree,
// the top categories and one category's content as a JSON client reads them, on SQLite and PostgreSQL.
// Read-only, on a directory of their own; the calls that change it are in contacts.test.ts.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestPortal, dialects, type TestPortal } from "../../../../tests/helpers/portal";
import { api, startTestServer, type TestServer } from "../../../../tests/helpers/http";
import { buildDirectory, cardOf, ok, refused, type Directory } from "./contacts-fixture";

const CATEGORY_NOT_FOUND = "Категория контактов не найдена";

describe.each(await dialects())("Contacts category API on %s", (dialect) => {
  let portal: TestPortal;
  let server: TestServer;
  let dir: Directory;

  beforeAll(async () => {
    portal = await createTestPortal(dialect);
    server = await startTestServer(portal);
    dir = await buildDirectory(portal, server);
  });
  afterAll(async () => {
    await server?.close();
    await portal?.dispose();
  });

  const get = (path: string, token: string, query: Record<string, string> = {}) => api(server, "GET", path, { token, query });
  const content = async (parentId: number, token = dir.tokens.employee) =>
    ok(await get("/contacts-v2/category/get-children-and-contacts", token, { parentId: String(parentId) }));

  describe("categories", () => {
    it("get-all-list: the whole tree, parents before children, with hasChildren, parent and departmentId", async () => {
      const list = ok(await get("/contacts-v2/category/get-all-list", dir.tokens.employee));
      const { categories: c, departments: d } = dir;
      expect(list.map((x: { id: number }) => x.id)).toEqual([c.office, c.sales, c.wholesale, c.warehouse, c.service, c.hotlines]);
      expect(list[0]).toEqual({ id: c.office, name: "Главный офис", hasChildren: true, parent: null, departmentId: d.office, sort: 0 });
      expect(list[2]).toMatchObject({
        id: c.wholesale,
        name: "Группа оптовых продаж",
        hasChildren: false,
        parent: c.sales,
        departmentId: d.wholesale,
      });
      expect(list[4]).toMatchObject({ id: c.service, name: "Служебные телефоны", hasChildren: true, parent: null, departmentId: null });
    });

    it("get-top: the categories without a parent, in order", async () => {
      const top = ok(await get("/contacts-v2/category/get-top", dir.tokens.employee));
      expect(top.map((x: { name: string }) => x.name)).toEqual(["Главный офис", "Служебные телефоны"]);
      expect(top[1]).toEqual({
        id: dir.categories.service,
        name: "Служебные телефоны",
        hasChildren: true,
        parent: null,
        departmentId: null,
        sort: 1,
      });
    });

    it("get-children-and-contacts: the category with its breadcrumb, its subcategories and its cards in sort order", async () => {
      const { categories: c, people: p } = dir;
      const result = await content(c.sales);
      expect(result.category).toMatchObject({
        id: c.sales,
        name: "Отдел продаж",
        parent: c.office,
        hasChildren: true,
        breadcrumb: [
          { id: c.office, name: "Главный офис" },
          { id: c.sales, name: "Отдел продаж" },
        ],
        categoryIdBreadCrumb: `${c.office}/${c.sales}`,
      });
      expect(result.children).toEqual([
        {
          id: c.wholesale,
          name: "Группа оптовых продаж",
          hasChildren: false,
          parent: c.sales,
          departmentId: dir.departments.wholesale,
          sort: 0,
        },
      ]);
      // The blocked employee's card is not shown.
      expect(result.contacts.map((x: { userId: number }) => x.userId)).toEqual([p.seller1, p.seller2, p.employee]);
      expect(result.contacts[0]).toEqual({
        id: await cardOf(portal, p.seller1),
        userId: p.seller1,
        name: "Светлана",
        surname: "Первая",
        middlename: "Ивановна",
        position: "Менеджер по продажам",
        telephone: ["+7 (495) 111-11-11", "+7 (916) 222-22-22"],
        address: "Москва, ул. Складочная, 1",
        emailUser: "first@portal.example",
        avatarFile: { filePath: "/files/avatars/first.jpg" },
        ipPhone: "2101",
        categoryIdBreadCrumb: `${c.office}/${c.sales}`,
        workStatus: "VACATION",
        statuses: [{ statusName: "VACATION", statusDesc: "В отпуске" }],
        favorite: false,
        kind: "user",
        own: false,
        sort: 0,
        category: { id: c.sales, name: "Отдел продаж" },
      });
      expect(result.contacts[1]).toMatchObject({ telephone: [], avatarFile: null, workStatus: null, statuses: [] });
      // The person's own card says so.
      expect(result.contacts[2]).toMatchObject({ userId: p.employee, own: true, position: "Продавец-консультант" });
    });

    it("service records: their own name, description and phone lines; a three-level breadcrumb", async () => {
      const { categories: c } = dir;
      const service = await content(c.service);
      expect(service.contacts.map((x: { name: string }) => x.name)).toEqual(["Ресепшн", "Охрана"]);
      expect(service.contacts[1]).toMatchObject({
        id: dir.records.security,
        userId: null,
        kind: "another",
        surname: null,
        position: "Круглосуточно",
        telephone: ["+7 (495) 100-10-02", "+7 (495) 100-10-03"],
        ipPhone: "1001",
        avatarFile: null,
        categoryIdBreadCrumb: String(c.service),
      });
      const deep = await content(c.wholesale);
      expect(deep.category.categoryIdBreadCrumb).toBe(`${c.office}/${c.sales}/${c.wholesale}`);
      expect(deep.contacts[0].categoryIdBreadCrumb).toBe(`${c.office}/${c.sales}/${c.wholesale}`);
      expect((await content(c.hotlines)).contacts).toEqual([]);
    });

    it("refuses a missing, malformed or unknown parentId with a Russian message", async () => {
      const t = dir.tokens.employee;
      refused(await get("/contacts-v2/category/get-children-and-contacts", t), CATEGORY_NOT_FOUND);
      refused(await get("/contacts-v2/category/get-children-and-contacts", t, { parentId: "abc" }), CATEGORY_NOT_FOUND);
      refused(await get("/contacts-v2/category/get-children-and-contacts", t, { parentId: "-3" }), CATEGORY_NOT_FOUND);
      refused(await get("/contacts-v2/category/get-children-and-contacts", t, { parentId: "99999999" }), CATEGORY_NOT_FOUND);
    });
  });
});
