// Contract tests of GET /search-v2/find and GET /tags/find-by-value (spec part 1 §3, §5, §7 "Search"):
// what a JSON client sees, on SQLite and on PostgreSQL.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { actingAs } from "~/platform/actor";
import { createTestPortal, dialects, type TestPortal } from "../../../../tests/helpers/portal";
import { api, startTestServer, type TestServer } from "../../../../tests/helpers/http";
import { UNAUTHORIZED, ok, refused } from "../../../../tests/helpers/envelope";

const TOO_SHORT = "Введите для поиска не менее 3 символов";
const UNKNOWN_INDEX =
  "Неизвестный индекс поиска. Допустимые: USER, USER_POSITION, DEPARTMENT, WIKI_ROLE, TAG, CONTACT, POST, ARTICLE, VACANCY, WIKI_FAQ, WIKI_GUIDE, WIKI_DOCUMENT, WIKI_GLOSSARY, COMPANY_PAGE, WALKFAME_BOARD, WALKFAME_PERSON, PROFESSIONAL_WINNER, VIDEO, ACHIEVEMENT, ALBUM, CLUB_PARTNER, ACTIVITY, IT_SERVICE";
const PASSWORD = "search-test-1";

describe.each(await dialects())("Search API on %s", (dialect) => {
  let portal: TestPortal;
  let server: TestServer;
  let cookie: string;
  let me: number;
  /** Filled in beforeAll: the ids of the records the cases find. */
  const ids = {} as Record<
    "blocked" | "company" | "editor" | "it" | "north" | "petrov" | "reception" | "semenova" | "serviceCategory",
    number
  >;
  let phone = 9300000000;

  async function person(
    surname: string,
    name: string,
    middlename: string | null,
    extra: { position?: string; departmentId?: number; password?: string; workStatus?: string } = {},
  ) {
    const { id } = await portal.services.users.upsertPerson({
      phone: String(++phone),
      surname,
      name,
      middlename,
      position: extra.position ?? null,
      departmentId: extra.departmentId ?? null,
      workPhone: "+7 (495) 111-22-33",
      password: extra.password,
      workStatus: extra.workStatus,
    });
    return id;
  }

  const find = (query: Record<string, string>, auth = { cookie }) => api(server, "GET", "/search-v2/find", { query, ...auth });

  beforeAll(async () => {
    portal = await createTestPortal(dialect);
    server = await startTestServer(portal);
    const db = portal.db.kysely;
    const dept = async (name: string, city: string, parentId: number | null = null) =>
      (await db.insertInto("departments").values({ name, city, parent_id: parentId }).returning("id").executeTakeFirstOrThrow()).id;
    ids.company = await dept("Управляющая компания", "Москва");
    ids.north = await dept("Отдел продаж «Север»", "Москва", ids.company);
    ids.it = await dept("ИТ-департамент", "Казань", ids.company);
    const { ensureDepartmentCategories } = await import("~/features/contacts/index.server");
    await ensureDepartmentCategories(db);

    me = await person("Иванов", "Иван", "Иванович", { password: PASSWORD, position: "Аналитик", departmentId: ids.it });
    ids.petrov = await person("Петров", "Иван", "Сергеевич", {
      position: "Менеджер по продажам",
      departmentId: ids.north,
      workStatus: "VACATION",
    });
    ids.semenova = await person("Семёнова", "Алёна", "Петровна", { position: "Программист", departmentId: ids.it });
    ids.blocked = await person("Иванченко", "Борис", null, { position: "Кассир", departmentId: ids.north });
    await db.updateTable("users").set({ blocked: 1 }).where("id", "=", ids.blocked).execute();
    for (let i = 0; i < 12; i++) await person("Многоликий", `Клон${String(i).padStart(2, "0")}`, null);

    for (const name of ["Руководители подразделений", "ИТ-специалисты", "Все сотрудники"])
      await db.insertInto("wiki_roles").values({ name }).execute();
    // Tags are the guide's articles' tags: these on an open article, the secret ones on a restricted one.
    const editorId = await person("Гидова", "Гида", null, { position: "Редактор" });
    const editor = actingAs(editorId, ["ROLE_UPDATE_WIKI_GUIDE_TOP_CATEGORY"]);
    const guide = portal.services.guide;
    const open = (await guide.createSection(editor, { name: "Кадры" })).id;
    await guide.createArticle(editor, {
      name: "Отпуск",
      categoryId: open,
      contentNewEditor: "<p>Текст</p>",
      tags: ["отпуск", "отпускные", "обучение", "Ёлка корпоратив"],
    });
    const closed = (await guide.createSection(editor, { name: "Для руководителей", userIds: [editorId] })).id;
    await guide.createArticle(editor, {
      name: "Сокращения",
      categoryId: closed,
      contentNewEditor: "<p>Текст</p>",
      tags: ["отпуск без содержания", "оптимизация штата"],
    });
    ids.editor = editorId;
    const service = await db
      .insertInto("contact_categories")
      .values({ name: "Ресепшн и охрана", parent_id: null })
      .returning("id")
      .executeTakeFirstOrThrow();
    ids.serviceCategory = service.id;
    const at = new Date().toISOString();
    ids.reception = (
      await db
        .insertInto("contacts")
        .values({
          category_id: service.id,
          kind: "another",
          name: "Ресепшн офиса",
          position: "Пропуска",
          telephone: "+7 (495) 100-10-01\n+7 (495) 100-10-02",
          ip_phone: "1001",
          created_at: at,
          updated_at: at,
        })
        .returning("id")
        .executeTakeFirstOrThrow()
    ).id;

    const login = await api(server, "POST", "/login", { body: { username: String(9300000001), password: PASSWORD } });
    cookie = /portal_session=[^;]*/.exec(login.setCookie ?? "")![0];
    // Departments, roles and the service record were written straight into their tables, with no event:
    // a rebuild indexes them (the domain writes' events are tested in search-events.test.ts).
    await portal.services.searchEngine.rebuild(null);
    await portal.settled();
  });
  afterAll(async () => {
    await server?.close();
    await portal?.dispose();
  });

  it("answers only the signed-in: 401 without a session", async () => {
    const call = await find({ query: "иван", indexName: "USER" }, { cookie: "" });
    expect(call.status).toBe(401);
    expect(call.envelope).toEqual({ responseCode: 1, response: null, errorMessage: UNAUTHORIZED });
    const tags = await api(server, "GET", "/tags/find-by-value", { query: { value: "отп" } });
    expect(tags.status).toBe(401);
  });

  it("finds people by the start of every word, in any order: 'иван пет' finds Петров Иван", async () => {
    const group = ok(await find({ query: "иван пет", indexName: "USER" }));
    expect(group).toEqual({
      indexName: "USER",
      total: 1,
      correctedQuery: null,
      objects: [
        {
          id: ids.petrov,
          name: "Иван",
          surname: "Петров",
          middlename: "Сергеевич",
          position: "Менеджер по продажам",
          department: { id: ids.north, name: "Отдел продаж «Север»" },
          avatarFile: null,
          userWorkStatus: "VACATION",
          snippet: "Петров Иван Сергеевич.",
          highlight: "<mark>Петров</mark> <mark>Иван</mark> Сергеевич.",
          target: `/user/${ids.petrov}`,
        },
      ],
    });
    // The middle of a word is not its start.
    expect(ok(await find({ query: "етров", indexName: "USER" })).total).toBe(0);
  });

  it("matches Cyrillic case-insensitively, with ё and е alike", async () => {
    const names = async (query: string) => ok(await find({ query, indexName: "USER" })).objects.map((o: { surname: string }) => o.surname);
    // "петров" starts Петров and Петровна alike.
    expect(await names("ПЕТРОВ")).toEqual(["Петров", "Семёнова"]);
    expect(await names("пЕтРоВ иВАН")).toEqual(["Петров"]);
    expect(await names("семенова")).toEqual(["Семёнова"]);
    expect(await names("СЕМЁН")).toEqual(["Семёнова"]);
    expect(await names("Алена")).toEqual(["Семёнова"]);
  });

  it("needs at least 3 characters after trimming and stripping \\ % # ^ &", async () => {
    refused(await find({ query: "ив", indexName: "USER" }), TOO_SHORT);
    refused(await find({ query: "   ив   ", indexName: "USER" }), TOO_SHORT);
    refused(await find({ query: "ив%#", indexName: "USER" }), TOO_SHORT);
    refused(await find({ query: "\\^&%", indexName: "USER" }), TOO_SHORT);
    refused(await find({ indexName: "USER" } as Record<string, string>), TOO_SHORT);
    // Stripped, the rest is searched: "п%е#т^р&\\ов серг" is "петров серг".
    expect(ok(await find({ query: "п%е#т^р&\\ов серг", indexName: "USER" })).objects.map((o: { id: number }) => o.id)).toEqual([
      ids.petrov,
    ]);
    // "_" is not a wildcard: "_ва" finds nobody (as a LIKE pattern it would find "ива…").
    expect(ok(await find({ query: "_ва", indexName: "USER" })).total).toBe(0);
  });

  it("leaves the caller out with withoutMe", async () => {
    const all = ok(await find({ query: "иван", indexName: "USER" })).objects.map((o: { id: number }) => o.id);
    expect(all).toContain(me);
    expect(all).toContain(ids.petrov);
    const others = ok(await find({ query: "иван", indexName: "USER", withoutMe: "true" })).objects.map((o: { id: number }) => o.id);
    expect(others).not.toContain(me);
    expect(others).toContain(ids.petrov);
  });

  it("limits to 10 by default, to `limit` when given, and not at all with noLimit; total counts every match", async () => {
    const byDefault = ok(await find({ query: "многоликий", indexName: "USER" }));
    expect(byDefault.total).toBe(12);
    expect(byDefault.objects).toHaveLength(10);
    // Equal matches: the freshest first, then the newest (the engine's order, no longer alphabetical).
    expect(byDefault.objects[0].name).toBe("Клон11");
    const three = ok(await find({ query: "многоликий", indexName: "USER", limit: "3" }));
    expect(three).toMatchObject({ total: 12 });
    expect(three.objects.map((o: { name: string }) => o.name)).toEqual(["Клон11", "Клон10", "Клон09"]);
    expect(ok(await find({ query: "многоликий", indexName: "USER", noLimit: "true" })).objects).toHaveLength(12);
  });

  it("does not find blocked people, nor their contact cards", async () => {
    expect(ok(await find({ query: "иванченко", indexName: "USER" })).total).toBe(0);
    expect(ok(await find({ query: "иванченко", indexName: "CONTACT" })).total).toBe(0);
    const ivans = ok(await find({ query: "иван", indexName: "CONTACT", noLimit: "true" })).objects.map((o: { userId: number }) => o.userId);
    expect(ivans).toContain(me);
    expect(ivans).not.toContain(ids.blocked);
  });

  it("finds positions with their department", async () => {
    const group = ok(await find({ query: "менеджер прод", indexName: "USER_POSITION" }));
    expect(group.indexName).toBe("USER_POSITION");
    expect(group.objects).toMatchObject([{ id: expect.any(Number), name: "Менеджер по продажам", departmentName: "Отдел продаж «Север»" }]);
    expect(group.objects).toHaveLength(1);
  });

  it("finds departments by any word, also after «» and hyphens, with the breadcrumb of their contact category", async () => {
    const categories = await portal.db.kysely.selectFrom("contact_categories").select(["id", "department_id"]).execute();
    const categoryOf = (departmentId: number) => categories.find((c) => c.department_id === departmentId)!.id;
    const north = ok(await find({ query: "север", indexName: "DEPARTMENT" }));
    expect(north).toMatchObject({
      indexName: "DEPARTMENT",
      total: 1,
      objects: [
        {
          id: ids.north,
          name: "Отдел продаж «Север»",
          city: "Москва",
          categoryIdBreadCrumb: `${categoryOf(ids.company)}/${categoryOf(ids.north)}`,
        },
      ],
    });
    expect(ok(await find({ query: "ит-деп", indexName: "DEPARTMENT" })).objects.map((o: { id: number }) => o.id)).toEqual([ids.it]);
    expect(ok(await find({ query: "департамент", indexName: "DEPARTMENT" })).objects.map((o: { id: number }) => o.id)).toEqual([ids.it]);
  });

  it("notices a renamed department once the rename's event is delivered", async () => {
    const { departmentsChanged } = await import("~/features/contacts/index.server");
    await portal.db.kysely.transaction().execute(async (trx) => {
      await trx.updateTable("departments").set({ name: "ИТ-дирекция" }).where("id", "=", ids.it).execute();
      await departmentsChanged(trx, [ids.it], new Date());
    });
    expect(ok(await find({ query: "дирекция", indexName: "DEPARTMENT" })).total).toBe(0);
    await portal.outbox.deliver();
    expect(ok(await find({ query: "департамент", indexName: "DEPARTMENT" })).total).toBe(0);
    expect(ok(await find({ query: "дирекция", indexName: "DEPARTMENT" })).objects.map((o: { id: number }) => o.id)).toEqual([ids.it]);
  });

  it("finds wiki roles and tags as {id, name}", async () => {
    const roles = ok(await find({ query: "руковод", indexName: "WIKI_ROLE" })).objects;
    expect(roles).toMatchObject([{ id: expect.any(Number), name: "Руководители подразделений" }]);
    expect(roles).toHaveLength(1);
    expect(ok(await find({ query: "спец", indexName: "wiki_role" })).objects.map((o: { name: string }) => o.name)).toEqual([
      "ИТ-специалисты",
    ]);
    const tags = ok(await find({ query: "ОТПУСК", indexName: "TAG" }));
    expect(tags).toMatchObject({ indexName: "TAG", total: 2 });
    expect(tags.objects.map((o: { name: string }) => o.name)).toEqual(["отпуск", "отпускные"]);
    expect(ok(await find({ query: "елка", indexName: "TAG" })).objects.map((o: { name: string }) => o.name)).toEqual(["Ёлка корпоратив"]);
  });

  it("finds contact cards: employees and service records, with phones, breadcrumb and status", async () => {
    const reception = ok(await find({ query: "ресепшн", indexName: "CONTACT" }));
    // The items are the directory's own contact cards (the same presenter as /contacts-v2/*).
    expect(reception).toMatchObject({
      indexName: "CONTACT",
      total: 1,
      objects: [
        {
          id: ids.reception,
          userId: null,
          kind: "another",
          name: "Ресепшн офиса",
          surname: null,
          middlename: null,
          position: "Пропуска",
          telephone: ["+7 (495) 100-10-01", "+7 (495) 100-10-02"],
          ipPhone: "1001",
          emailUser: null,
          address: null,
          avatarFile: null,
          categoryIdBreadCrumb: String(ids.serviceCategory),
          workStatus: null,
          favorite: false,
        },
      ],
    });
    expect(reception.objects).toHaveLength(1);
    const petrov = ok(await find({ query: "петров серг", indexName: "CONTACT" })).objects;
    expect(petrov).toHaveLength(1);
    expect(petrov[0]).toMatchObject({
      userId: ids.petrov,
      kind: "user",
      surname: "Петров",
      telephone: ["+7 (495) 111-22-33"],
      workStatus: "VACATION",
    });
    const withoutMe = ok(await find({ query: "иванов", indexName: "CONTACT", withoutMe: "true" }));
    expect(withoutMe.objects.map((o: { userId: number }) => o.userId)).not.toContain(me);
    expect(ok(await find({ query: "иванов", indexName: "CONTACT" })).total).toBe(withoutMe.total + 1);
  });

  it("refuses an unknown or missing index name in Russian", async () => {
    refused(await find({ query: "иван", indexName: "POSTS" }), UNKNOWN_INDEX);
    refused(await find({ query: "иван" }), "Не указан индекс поиска (indexName)");
  });

  it("GET /tags/find-by-value: tags whose value starts with the text", async () => {
    const tags = (value: string) => api(server, "GET", "/tags/find-by-value", { query: { value }, cookie });
    expect(ok(await tags("Отп"))).toEqual([
      { id: expect.any(Number), value: "отпуск" },
      { id: expect.any(Number), value: "отпускные" },
    ]);
    expect(ok(await tags("пуск"))).toEqual([]);
    expect(ok(await tags("о")).map((t: { value: string }) => t.value)).toEqual(["обучение", "отпуск", "отпускные"]);
    refused(await tags("  %  "), "Введите начало тега");
  });

  it("shows a restricted article's tags to its readers only: find-by-value, indexName=TAG and the finder", async () => {
    const actor = actingAs(me);
    const values = async (value: string, auth: { cookie?: string; token?: string }) =>
      (ok(await api(server, "GET", "/tags/find-by-value", { query: { value }, ...auth })) as { value: string }[]).map((t) => t.value);
    expect(await values("опт", { cookie })).toEqual([]);
    expect(ok(await find({ query: "оптимизация", indexName: "TAG" }))).toMatchObject({ indexName: "TAG", total: 0, objects: [] });
    expect(ok(await find({ query: "отпуск", indexName: "TAG" })).objects.map((o: { name: string }) => o.name)).toEqual([
      "отпуск",
      "отпускные",
    ]);
    expect(await portal.services.search.finderSearch(actor, { kinds: ["tag"], query: "оптимиз" })).toEqual([]);
    // The section's reader finds them.
    const reader = { ...actor, userId: ids.editor, roles: [] };
    expect((await portal.services.search.finderSearch(reader, { kinds: ["tag"], query: "оптимиз" })).map((i) => i.label)).toEqual([
      "оптимизация штата",
    ]);
    expect(
      (await portal.services.search.find(reader, { query: "отпуск", indexName: "TAG" })).objects.map((o) => (o as { name: string }).name),
      // The engine's order: the tag named exactly so, then the other holding the whole word, then the word it starts.
    ).toEqual(["отпуск", "отпуск без содержания", "отпускные"]);
  });
});
