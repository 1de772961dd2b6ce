// Contract tests of the contacts directory calls (spec part 2 §7 "Contacts"): what a JSON client
// sees — HTTP status, the envelope, the Russian messages — for an employee, a contact editor and an
// administrator, on SQLite and PostgreSQL.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestPortal, dialects, type TestPortal } from "../../../../tests/helpers/portal";
import { api, startTestServer, type TestServer } from "../../../../tests/helpers/http";
import { buildDirectory, cardOf, ok, refused, unauthorized, type Directory } from "./contacts-fixture";

const CATEGORY_NOT_FOUND = "Категория контактов не найдена";
const CONTACT_NOT_FOUND = "Контакт не найден";
const SERVICE_NOT_FOUND = "Служебная запись не найдена";
const FORBIDDEN = "Изменять справочник контактов могут только редакторы контактов";
const NOT_SERVICE = "Это карточка сотрудника: её данные берутся из профиля и здесь не меняются";
const SORT_INVALID = "Порядок должен состоять из контактов этой категории, каждый по одному разу";

describe.each(await dialects())("Contacts API on %s", (dialect) => {
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
  const post = (path: string, token: string, body: unknown) => api(server, "POST", path, { token, body });
  const content = async (parentId: number, token = dir.tokens.employee) =>
    ok(await get("/contacts-v2/category/get-children-and-contacts", token, { parentId: String(parentId) }));
  const order = async (categoryId: number) => (await content(categoryId)).contacts.map((c: { id: number }) => c.id);

  it("answers 401 to every call without a session or token", async () => {
    const calls: [string, string][] = [
      ["GET", "/contacts-v2/category/get-all-list"],
      ["GET", "/contacts-v2/category/get-top"],
      ["GET", "/contacts-v2/category/get-children-and-contacts"],
      ["GET", "/contacts-v2/category/get-company-structure"],
      ["GET", "/contacts-v2/contact/get"],
      ["GET", "/contacts-v2/recent/get-contacts"],
      ["POST", "/contacts-v2/recent/add"],
      ["POST", "/contacts-v2/change-sort"],
      ["POST", "/contacts-v2/create-another"],
      ["POST", "/contacts-v2/create-another-with-user"],
      ["POST", "/contacts-v2/update-another"],
      ["POST", "/contacts-v2/delete-another"],
    ];
    for (const [method, path] of calls) {
      unauthorized(await api(server, method as "GET" | "POST", path, method === "POST" ? { body: {} } : {}));
      unauthorized(await api(server, method as "GET" | "POST", path, { token: "not-a-token", ...(method === "POST" ? { body: {} } : {}) }));
    }
    expect((await api(server, "POST", "/contacts-v2/category/get-top", { token: dir.tokens.employee, body: {} })).status).toBe(405);
  });

  describe("cards and recent contacts", () => {
    it("contact/get: one card; unknown, malformed or blocked ones are not found", async () => {
      const t = dir.tokens.employee;
      const card = ok(await get("/contacts-v2/contact/get", t, { id: String(dir.records.reception) }));
      expect(card).toMatchObject({ id: dir.records.reception, name: "Ресепшн", kind: "another" });
      refused(await get("/contacts-v2/contact/get", t, { id: "99999999" }), CONTACT_NOT_FOUND);
      refused(await get("/contacts-v2/contact/get", t, { id: "x" }), CONTACT_NOT_FOUND);
      refused(await get("/contacts-v2/contact/get", t, { id: String(await cardOf(portal, dir.people.blocked)) }), CONTACT_NOT_FOUND);
    });

    it("recent: opened cards, newest first, per person, the 10 newest kept; opening again moves a card up", async () => {
      const t = dir.tokens.admin;
      expect(ok(await get("/contacts-v2/recent/get-contacts", t))).toEqual([]);
      const seller1 = await cardOf(portal, dir.people.seller1);
      const seller2 = await cardOf(portal, dir.people.seller2);
      for (const id of [seller1, seller2, dir.records.reception]) {
        portal.clock.advance(1000);
        expect(ok(await post("/contacts-v2/recent/add", t, { contactId: id }))).toBeNull();
      }
      let recent = ok(await get("/contacts-v2/recent/get-contacts", t));
      expect(recent.map((c: { id: number }) => c.id)).toEqual([dir.records.reception, seller2, seller1]);
      expect(recent[2]).toMatchObject({ name: "Светлана", telephone: ["+7 (495) 111-11-11", "+7 (916) 222-22-22"] });
      portal.clock.advance(1000);
      ok(await post("/contacts-v2/recent/add", t, { contactId: seller1 }));
      recent = ok(await get("/contacts-v2/recent/get-contacts", t));
      expect(recent.map((c: { id: number }) => c.id)).toEqual([seller1, dir.records.reception, seller2]);
      // Another person's list is their own.
      expect(ok(await get("/contacts-v2/recent/get-contacts", dir.tokens.editor))).toEqual([]);

      // Twelve more service records opened: only the ten newest stay.
      const extra: number[] = [];
      for (let i = 0; i < 12; i++) {
        const card = ok(
          await post("/contacts-v2/create-another", dir.tokens.admin, { categoryId: dir.categories.hotlines, name: `Линия ${i + 1}` }),
        );
        extra.push(card.id);
        portal.clock.advance(1000);
        ok(await post("/contacts-v2/recent/add", t, { contactId: card.id }));
      }
      recent = ok(await get("/contacts-v2/recent/get-contacts", t));
      expect(recent.map((c: { id: number }) => c.id)).toEqual(extra.slice(2).reverse());
      const kept = await portal.db.kysely
        .selectFrom("contact_views")
        .select((eb) => eb.fn.countAll<number>().as("n"))
        .where("user_id", "=", dir.people.admin)
        .executeTakeFirstOrThrow();
      expect(Number(kept.n)).toBe(10);
      for (const id of extra) ok(await post("/contacts-v2/delete-another", dir.tokens.admin, { id }));
      expect(ok(await get("/contacts-v2/recent/get-contacts", t))).toEqual([]);
    });

    it("recent/add refuses an unknown or malformed contact", async () => {
      refused(await post("/contacts-v2/recent/add", dir.tokens.employee, { contactId: 99999999 }), CONTACT_NOT_FOUND);
      refused(await post("/contacts-v2/recent/add", dir.tokens.employee, {}), CONTACT_NOT_FOUND);
    });
  });

  describe("company structure", () => {
    it("the whole company: departments nested, heads, own and total headcounts (blocked people not counted)", async () => {
      const [root, ...others] = ok(await get("/contacts-v2/category/get-company-structure", dir.tokens.employee));
      expect(others).toEqual([]);
      const { departments: d, categories: c, people: p } = dir;
      expect(root).toMatchObject({
        id: d.office,
        name: "Главный офис",
        city: "Москва",
        categoryId: c.office,
        categoryIdBreadCrumb: String(c.office),
        head: {
          userId: p.head,
          contactId: await cardOf(portal, p.head),
          name: "Галина",
          surname: "Руководова",
          position: "Генеральный директор",
          avatarFile: null,
        },
        headcount: 1,
        totalHeadcount: 6,
      });
      expect(root.children.map((x: { name: string }) => x.name)).toEqual(["Отдел продаж", "Склад «Восток»"]);
      const [sales, warehouse] = root.children;
      expect(sales).toMatchObject({
        headcount: 3,
        totalHeadcount: 4,
        head: { userId: p.seller2 },
        categoryIdBreadCrumb: `${c.office}/${c.sales}`,
      });
      expect(sales.children).toEqual([
        expect.objectContaining({
          id: d.wholesale,
          headcount: 1,
          totalHeadcount: 1,
          head: null,
          children: [],
          categoryIdBreadCrumb: `${c.office}/${c.sales}/${c.wholesale}`,
        }),
      ]);
      expect(warehouse).toMatchObject({ city: "Подольск", headcount: 1, totalHeadcount: 1, head: null });
    });

    it("one department's subtree by id; an unknown or malformed id is refused", async () => {
      const t = dir.tokens.employee;
      const subtree = ok(await get("/contacts-v2/category/get-company-structure", t, { id: String(dir.departments.sales) }));
      expect(subtree).toHaveLength(1);
      expect(subtree[0]).toMatchObject({
        id: dir.departments.sales,
        totalHeadcount: 4,
        children: [expect.objectContaining({ id: dir.departments.wholesale })],
      });
      refused(await get("/contacts-v2/category/get-company-structure", t, { id: "99999999" }), "Подразделение не найдено");
      refused(await get("/contacts-v2/category/get-company-structure", t, { id: "x" }), "Подразделение не найдено");
    });
  });

  describe("change-sort", () => {
    it("refuses an employee; a contact editor and an administrator reorder, and the order persists", async () => {
      const { categories: c, tokens } = dir;
      const before = await order(c.sales);
      const reversed = [...before].reverse();
      refused(await post("/contacts-v2/change-sort", tokens.employee, { categoryId: c.sales, sortIdList: reversed }), FORBIDDEN);
      expect(await order(c.sales)).toEqual(before);

      const result = ok(await post("/contacts-v2/change-sort", tokens.editor, { categoryId: c.sales, sortIdList: reversed }));
      expect(result.categoryId).toBe(c.sales);
      // Hidden cards (the blocked employee's) keep their place after the listed ones.
      expect(result.sortIdList.slice(0, 3)).toEqual(reversed);
      expect(result.sortIdList).toHaveLength(4);
      expect(await order(c.sales)).toEqual(reversed);

      // A partial list puts the named cards first, the rest keep their order; ids as a comma string work too.
      ok(await post("/contacts-v2/change-sort", tokens.admin, { categoryId: String(c.sales), sortIdList: `${before[1]}` }));
      expect(await order(c.sales)).toEqual([before[1], before[2], before[0]]);
      ok(await post("/contacts-v2/change-sort", tokens.admin, { categoryId: c.sales, sortIdList: before }));
      expect(await order(c.sales)).toEqual(before);
    });

    it("refuses foreign ids, repeats, empty lists and unknown categories", async () => {
      const { categories: c, tokens } = dir;
      const sales = await order(c.sales);
      refused(
        await post("/contacts-v2/change-sort", tokens.editor, { categoryId: c.sales, sortIdList: [...sales, dir.records.reception] }),
        SORT_INVALID,
      );
      refused(
        await post("/contacts-v2/change-sort", tokens.editor, { categoryId: c.sales, sortIdList: [sales[0], sales[0]] }),
        SORT_INVALID,
      );
      refused(await post("/contacts-v2/change-sort", tokens.editor, { categoryId: c.sales, sortIdList: [] }), SORT_INVALID);
      refused(await post("/contacts-v2/change-sort", tokens.editor, { categoryId: c.sales, sortIdList: ["x"] }), SORT_INVALID);
      refused(await post("/contacts-v2/change-sort", tokens.editor, { categoryId: c.sales }), SORT_INVALID);
      refused(await post("/contacts-v2/change-sort", tokens.editor, { categoryId: 99999999, sortIdList: [1] }), CATEGORY_NOT_FOUND);
      expect(await order(c.sales)).toEqual(sales);
    });
  });

  describe("service records", () => {
    const record = {
      name: "  Пропускное бюро  ",
      position: "Пропуска для посетителей, 9:00–18:00",
      telephone: ["+7 (495) 100-30-01", " 8 (800) 200-00-03 доб. 12 ", ""],
      ipPhone: "3001",
      email: "passes@portal.example",
      address: "Москва, ул. Складочная, 1, подъезд 2",
    };

    it("create-another: refused to an employee; an editor adds a record at the end of the category", async () => {
      const { categories: c, tokens } = dir;
      refused(await post("/contacts-v2/create-another", tokens.employee, { categoryId: c.service, ...record }), FORBIDDEN);
      const before = await order(c.service);
      const card = ok(await post("/contacts-v2/create-another", tokens.editor, { categoryId: c.service, ...record }));
      expect(card).toMatchObject({
        userId: null,
        kind: "another",
        name: "Пропускное бюро",
        position: record.position,
        telephone: ["+7 (495) 100-30-01", "8 (800) 200-00-03 доб. 12"],
        ipPhone: "3001",
        emailUser: "passes@portal.example",
        address: record.address,
        avatarFile: null,
        categoryIdBreadCrumb: String(c.service),
        favorite: false,
      });
      expect(await order(c.service)).toEqual([...before, card.id]);
      // A form's textarea: one text, a number per line.
      const fromText = ok(
        await post("/contacts-v2/create-another", tokens.admin, {
          categoryId: c.hotlines,
          name: "Линия доверия",
          telephone: "8 800 200-00-02\r\n\r\n+7 495 100-00-00",
        }),
      );
      expect(fromText.telephone).toEqual(["8 800 200-00-02", "+7 495 100-00-00"]);
      expect(fromText).toMatchObject({ position: null, ipPhone: null, emailUser: null, address: null });
      ok(await post("/contacts-v2/delete-another", tokens.admin, { id: fromText.id }));
      ok(await post("/contacts-v2/delete-another", tokens.admin, { id: card.id }));
    });

    it("create-another validates: name, lengths, phone lines, e-mail, internal number, category", async () => {
      const t = dir.tokens.editor;
      const categoryId = dir.categories.hotlines;
      const cases: [Record<string, unknown>, string][] = [
        [{ categoryId }, "Укажите название"],
        [{ categoryId, name: "   " }, "Укажите название"],
        [{ categoryId, name: "я".repeat(256) }, "Название — не длиннее 255 символов"],
        [{ categoryId, name: "Линия", position: "я".repeat(256) }, "Описание — не длиннее 255 символов"],
        [
          { categoryId, name: "Линия", telephone: Array.from({ length: 11 }, (_, i) => `+7 495 100-00-${10 + i}`) },
          "Укажите не больше 10 телефонов",
        ],
        [{ categoryId, name: "Линия", telephone: ["1".repeat(51)] }, "Номер телефона — не длиннее 50 символов"],
        [
          { categoryId, name: "Линия", telephone: ["позвоните Ивану"] },
          "В номере телефона допустимы цифры, пробелы, скобки, дефис, знак + и «доб.»",
        ],
        [{ categoryId, name: "Линия", telephone: 42 }, "В номере телефона допустимы цифры, пробелы, скобки, дефис, знак + и «доб.»"],
        [{ categoryId, name: "Линия", email: "не-почта" }, "Введите адрес электронной почты, например name@company.ru"],
        [{ categoryId, name: "Линия", ipPhone: "двадцать" }, "Внутренний номер — только цифры, не длиннее 20 символов"],
        [{ categoryId, name: "Линия", address: "я".repeat(501) }, "Адрес — не длиннее 500 символов"],
        [{ name: "Линия" }, "Категория контактов не найдена"],
        [{ categoryId: 99999999, name: "Линия" }, "Категория контактов не найдена"],
      ];
      for (const [body, message] of cases) refused(await post("/contacts-v2/create-another", t, body), message);
      // Ten lines are fine.
      const ten = ok(
        await post("/contacts-v2/create-another", t, {
          categoryId,
          name: "Линия",
          telephone: Array.from({ length: 10 }, (_, i) => `+7 495 100-00-${10 + i}`),
        }),
      );
      expect(ten.telephone).toHaveLength(10);
      ok(await post("/contacts-v2/delete-another", t, { id: ten.id }));
    });

    it("create-another-with-user: linked to a person, whose data fills the fields left empty", async () => {
      const { categories: c, people: p, tokens } = dir;
      refused(
        await post("/contacts-v2/create-another-with-user", tokens.employee, { categoryId: c.service, userId: p.seller1 }),
        FORBIDDEN,
      );
      refused(await post("/contacts-v2/create-another-with-user", tokens.editor, { categoryId: c.service }), "Выберите сотрудника");
      refused(
        await post("/contacts-v2/create-another-with-user", tokens.editor, { categoryId: c.service, userId: 99999999 }),
        "Сотрудник не найден",
      );
      refused(
        await post("/contacts-v2/create-another-with-user", tokens.editor, { categoryId: c.service, userId: p.blocked }),
        "Сотрудник не найден",
      );
      const linked = ok(
        await post("/contacts-v2/create-another-with-user", tokens.editor, {
          categoryId: c.service,
          userId: p.seller1,
          position: "Секретарь приёмной",
        }),
      );
      expect(linked).toMatchObject({
        userId: p.seller1,
        kind: "another",
        name: "Светлана",
        surname: "Первая",
        position: "Секретарь приёмной",
        telephone: ["+7 (495) 111-11-11", "+7 (916) 222-22-22"],
        emailUser: "first@portal.example",
        avatarFile: { filePath: "/files/avatars/first.jpg" },
        workStatus: "VACATION",
        statuses: [{ statusName: "VACATION", statusDesc: "В отпуске" }],
        own: false,
      });
      const named = ok(
        await post("/contacts-v2/create-another-with-user", tokens.admin, {
          categoryId: c.service,
          userId: p.employee,
          name: "Приёмная",
          telephone: ["+7 495 100-40-00"],
        }),
      );
      expect(named).toMatchObject({ name: "Приёмная", surname: null, telephone: ["+7 495 100-40-00"], own: false });
      // The linked person sees the record as their own.
      expect(ok(await get("/contacts-v2/contact/get", tokens.employee, { id: String(named.id) })).own).toBe(true);
      ok(await post("/contacts-v2/delete-another", tokens.admin, { id: linked.id }));
      ok(await post("/contacts-v2/delete-another", tokens.admin, { id: named.id }));
    });

    it("update-another: replaces the fields, moves between categories; refuses employees' cards and strangers", async () => {
      const { categories: c, tokens } = dir;
      const card = ok(await post("/contacts-v2/create-another", tokens.editor, { categoryId: c.service, ...record }));
      refused(await post("/contacts-v2/update-another", tokens.employee, { id: card.id, name: "Взлом" }), FORBIDDEN);
      const updated = ok(
        await post("/contacts-v2/update-another", tokens.editor, { id: card.id, name: "Бюро пропусков", telephone: ["+7 495 100-30-09"] }),
      );
      expect(updated).toMatchObject({
        id: card.id,
        name: "Бюро пропусков",
        telephone: ["+7 495 100-30-09"],
        position: null,
        emailUser: null,
        ipPhone: null,
      });
      refused(await post("/contacts-v2/update-another", tokens.editor, { id: card.id, name: "" }), "Укажите название");
      refused(
        await post("/contacts-v2/update-another", tokens.editor, { id: card.id, name: "Бюро", email: "bad" }),
        "Введите адрес электронной почты, например name@company.ru",
      );

      const moved = ok(
        await post("/contacts-v2/update-another", tokens.admin, { id: card.id, categoryId: c.hotlines, name: "Бюро пропусков" }),
      );
      expect(moved.categoryIdBreadCrumb).toBe(`${c.service}/${c.hotlines}`);
      expect(await order(c.hotlines)).toEqual([card.id]);
      expect(await order(c.service)).not.toContain(card.id);
      refused(
        await post("/contacts-v2/update-another", tokens.admin, { id: card.id, categoryId: 99999999, name: "Бюро" }),
        CATEGORY_NOT_FOUND,
      );

      refused(
        await post("/contacts-v2/update-another", tokens.editor, { id: await cardOf(portal, dir.people.seller1), name: "Другое имя" }),
        NOT_SERVICE,
      );
      refused(await post("/contacts-v2/update-another", tokens.editor, { id: 99999999, name: "Нет" }), SERVICE_NOT_FOUND);
      refused(await post("/contacts-v2/update-another", tokens.editor, { name: "Нет" }), SERVICE_NOT_FOUND);
      ok(await post("/contacts-v2/delete-another", tokens.admin, { id: card.id }));
    });

    it("delete-another: refused to an employee; removes the record with its favourites and views; employees' cards stay", async () => {
      const { categories: c, tokens } = dir;
      const card = ok(await post("/contacts-v2/create-another", tokens.editor, { categoryId: c.service, name: "Временная запись" }));
      ok(
        await api(server, "POST", "/favorite/update", {
          token: tokens.employee,
          body: { type: "CONTACT", objectId: card.id, favorite: true },
        }),
      );
      ok(await post("/contacts-v2/recent/add", tokens.employee, { contactId: card.id }));

      refused(await post("/contacts-v2/delete-another", tokens.employee, { id: card.id }), FORBIDDEN);
      expect(ok(await post("/contacts-v2/delete-another", tokens.editor, { id: card.id }))).toBeNull();
      expect(await order(c.service)).not.toContain(card.id);
      refused(await post("/contacts-v2/delete-another", tokens.editor, { id: card.id }), SERVICE_NOT_FOUND);
      const db = portal.db.kysely;
      expect(
        await db.selectFrom("favorites").select("user_id").where("object_id", "=", card.id).where("type", "=", "CONTACT").execute(),
      ).toEqual([]);
      expect(await db.selectFrom("contact_views").select("user_id").where("contact_id", "=", card.id).execute()).toEqual([]);

      const employeeCard = await cardOf(portal, dir.people.seller2);
      refused(await post("/contacts-v2/delete-another", tokens.admin, { id: employeeCard }), NOT_SERVICE);
      refused(await post("/contacts-v2/delete-another", tokens.admin, {}), SERVICE_NOT_FOUND);
      expect(await cardOf(portal, dir.people.seller2)).toBe(employeeCard);
    });
  });
});
