// Contract tests of the normative documents calls (spec part 1 §7 "Normative documents") and our read
// acknowledgement: what a JSON client sees — HTTP status, the envelope, the Russian messages — for an
// anonymous client, an employee, a document editor and an administrator, on SQLite and PostgreSQL.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestPortal, dialects, type TestPortal } from "../../../../tests/helpers/portal";
import { api, startTestServer, type TestServer } from "../../../../tests/helpers/http";
import { ok, refused, unauthorized } from "../../../../tests/helpers/envelope";

const PASSWORD = "secret-pass-1";
const FORBIDDEN = "Изменять нормативные документы могут только редакторы документов";
const REPORT_FORBIDDEN = "Отчёт об ознакомлении доступен только редакторам документов";
const NOT_FOUND = "Документ не найден";
const THEME_NOT_FOUND = "Тема документов не найдена";
const CONTENT_CREATE = "Необходимо указать содержание статьи";
const CONTENT_UPDATE = "Необходимо указать содержание документа";

describe.each(await dialects())("Normative documents API on %s", (dialect) => {
  let portal: TestPortal;
  let server: TestServer;
  const tokens = { employee: "", editor: "", admin: "", other: "" };
  const ids = { employee: 0, other: 0, sales: 0, office: 0 };

  beforeAll(async () => {
    portal = await createTestPortal(dialect);
    server = await startTestServer(portal);
    const db = portal.db.kysely;
    ids.sales = (await db.insertInto("departments").values({ name: "Отдел продаж" }).returning("id").executeTakeFirstOrThrow()).id;
    ids.office = (await db.insertInto("departments").values({ name: "Бухгалтерия" }).returning("id").executeTakeFirstOrThrow()).id;
    const person = async (phone: string, surname: string, roles: string[], departmentId: number) =>
      (await portal.services.users.upsertPerson({ phone, name: "Тест", surname, password: PASSWORD, roles, departmentId })).id;
    ids.employee = await person("9310000001", "Сотрудникова", [], ids.sales);
    ids.other = await person("9310000002", "Бухгалтерова", [], ids.office);
    await person("9310000003", "Редакторов", ["ROLE_EDIT_WIKI_DOCUMENT"], ids.office);
    await person("9310000004", "Админов", ["ROLE_ADMINISTRATOR"], ids.office);
    const token = async (phone: string) =>
      ok(await api(server, "POST", "/login", { body: { username: phone, password: PASSWORD } })).accessToken as string;
    tokens.employee = await token("9310000001");
    tokens.other = await token("9310000002");
    tokens.editor = await token("9310000003");
    tokens.admin = await token("9310000004");
  });
  afterAll(async () => {
    await server?.close();
    await portal?.dispose();
  });

  const get = (path: string, token: string, query: Record<string, string> = {}) => api(server, "GET", path, { token, query });
  const post = (path: string, token: string, body: unknown) => api(server, "POST", path, { token, body });
  const newTheme = async (title: string) => ok(await post("/wiki/documents/theme/create", tokens.editor, { title }));
  const newDoc = async (themeId: number, name: string, extra: Record<string, unknown> = {}) =>
    ok(
      await post("/wiki/documents/add", tokens.editor, {
        name,
        themeId,
        startDate: "2026-01-01",
        contentNewEditor: "<p>Текст</p>",
        ...extra,
      }),
    );

  it("answers 401 to every call without a session or token", async () => {
    const calls: ["GET" | "POST", string][] = [
      ["GET", "/wiki/documents/list"],
      ["GET", "/wiki/documents/get"],
      ["POST", "/wiki/documents/add"],
      ["POST", "/wiki/documents/update"],
      ["POST", "/wiki/documents/delete"],
      ["POST", "/wiki/documents/sort"],
      ["POST", "/wiki/documents/acknowledge"],
      ["GET", "/wiki/documents/acknowledgements"],
      ["GET", "/wiki/documents/theme/list"],
      ["GET", "/wiki/documents/theme/get"],
      ["POST", "/wiki/documents/theme/create"],
      ["POST", "/wiki/documents/theme/update"],
      ["POST", "/wiki/documents/theme/inc-sort"],
      ["POST", "/wiki/documents/theme/dec-sort"],
      ["POST", "/wiki/documents/theme/delete"],
    ];
    for (const [method, path] of calls) {
      unauthorized(await api(server, method, path, method === "POST" ? { body: {} } : {}));
      unauthorized(await api(server, method, path, { token: "not-a-token", ...(method === "POST" ? { body: {} } : {}) }));
    }
  });

  it("an employee reads but every edit is refused, and nothing changes", async () => {
    const theme = await newTheme("Охрана труда");
    const doc = await newDoc(theme.id, "Инструкция по пожарной безопасности");
    const e = tokens.employee;
    refused(await post("/wiki/documents/theme/create", e, { title: "Чужая тема" }), FORBIDDEN);
    refused(await post("/wiki/documents/theme/update", e, { id: theme.id, title: "Переименована" }), FORBIDDEN);
    refused(await post("/wiki/documents/theme/inc-sort", e, { id: theme.id }), FORBIDDEN);
    refused(await post("/wiki/documents/theme/dec-sort", e, { id: theme.id }), FORBIDDEN);
    refused(await post("/wiki/documents/theme/delete", e, { id: theme.id }), FORBIDDEN);
    refused(
      await post("/wiki/documents/add", e, { name: "Х", themeId: theme.id, startDate: "2026-01-01", contentNewEditor: "х" }),
      FORBIDDEN,
    );
    refused(
      await post("/wiki/documents/update", e, { id: doc.id, name: "Х", themeId: theme.id, startDate: "2026-01-01", contentNewEditor: "х" }),
      FORBIDDEN,
    );
    refused(await post("/wiki/documents/delete", e, { id: doc.id }), FORBIDDEN);
    refused(await post("/wiki/documents/sort", e, { sortIdList: [doc.id] }), FORBIDDEN);
    refused(await get("/wiki/documents/acknowledgements", e, { id: String(doc.id) }), REPORT_FORBIDDEN);
    const read = ok(await get("/wiki/documents/get", e, { id: String(doc.id) }));
    expect(read).toMatchObject({ id: doc.id, wikiName: "Инструкция по пожарной безопасности", canEdit: false, acknowledged: false });
    const themes = ok(await get("/wiki/documents/theme/list", e));
    expect(themes.find((th: { id: number }) => th.id === theme.id)).toMatchObject({ title: "Охрана труда", count: 1, canEdit: false });
  });

  it("add: the spec's shape, sanitized content, plain text as paragraphs, and wikiName accepted", async () => {
    const theme = await newTheme("Кадровые документы");
    const doc = await newDoc(theme.id, "  Правила внутреннего трудового распорядка  ", {
      endDate: "31.12.2030",
      contentNewEditor: '<p onclick="x()">Рабочий день <script>alert(1)</script>с 9:00</p>',
    });
    expect(doc).toMatchObject({
      wikiName: "Правила внутреннего трудового распорядка",
      startDate: "2026-01-01",
      endDate: "2030-12-31",
      themeId: theme.id,
      newEditor: true,
      content: null,
      inForce: true,
      acknowledged: false,
      acknowledgedAt: null,
      canEdit: true,
      themeTitle: "Кадровые документы",
    });
    expect(doc.contentNewEditor).toBe("<p>Рабочий день с 9:00</p>");
    expect(doc.html).toBe(doc.contentNewEditor);
    expect(typeof doc.lastUpdateDate).toBe("string");
    const plain = ok(
      await post("/wiki/documents/add", tokens.admin, {
        wikiName: "Положение об оплате",
        themeId: theme.id,
        startDate: "2026-02-01",
        content: "Первый абзац\n\nВторой",
      }),
    );
    expect(plain).toMatchObject({ wikiName: "Положение об оплате", contentNewEditor: "<p>Первый абзац</p><p>Второй</p>", endDate: null });
  });

  it("add refuses bad input with the exact Russian messages and adds nothing", async () => {
    const theme = await newTheme("Проверки");
    const base = { name: "Документ", themeId: theme.id, startDate: "2026-01-01", contentNewEditor: "<p>Текст</p>" };
    const add = (patch: Record<string, unknown>) => post("/wiki/documents/add", tokens.editor, { ...base, ...patch });
    refused(await add({ contentNewEditor: "" }), CONTENT_CREATE);
    refused(await add({ contentNewEditor: "<p> </p><script>x</script>" }), CONTENT_CREATE);
    refused(await add({ name: "   " }), "Укажите название документа");
    refused(await add({ name: "я".repeat(256) }), "Название документа — не более 255 символов");
    refused(await add({ startDate: "" }), "Укажите дату начала действия");
    refused(await add({ startDate: "2026-02-30" }), "Укажите существующую дату в формате дд.мм.гггг");
    refused(await add({ endDate: "2025-12-31" }), "Дата окончания не может быть раньше даты начала");
    refused(await add({ themeId: 999999 }), THEME_NOT_FOUND);
    refused(await add({ themeId: "abc" }), "Выберите тему");
    expect(ok(await get("/wiki/documents/list", tokens.editor, { themeId: String(theme.id) }))).toEqual([]);
    // 255 characters are allowed.
    expect((await newDoc(theme.id, "я".repeat(255))).wikiName).toHaveLength(255);
  });

  it("update: changes fields, moves between themes, refuses with the update message; get of a missing id", async () => {
    const a = await newTheme("Тема А");
    const b = await newTheme("Тема Б");
    const doc = await newDoc(a.id, "Старое название");
    const upd = (patch: Record<string, unknown>) =>
      post("/wiki/documents/update", tokens.editor, {
        id: doc.id,
        name: "Новое название",
        themeId: b.id,
        startDate: "2026-03-01",
        contentNewEditor: "<p>Новый</p>",
        ...patch,
      });
    refused(await upd({ contentNewEditor: "   " }), CONTENT_UPDATE);
    refused(await upd({ id: 999999 }), NOT_FOUND);
    expect(ok(await get("/wiki/documents/get", tokens.editor, { id: String(doc.id) })).wikiName).toBe("Старое название");
    const updated = ok(await upd({}));
    expect(updated).toMatchObject({
      id: doc.id,
      wikiName: "Новое название",
      themeId: b.id,
      startDate: "2026-03-01",
      contentNewEditor: "<p>Новый</p>",
    });
    expect(ok(await get("/wiki/documents/list", tokens.editor, { themeId: String(a.id) }))).toEqual([]);
    expect(ok(await get("/wiki/documents/list", tokens.editor, { themeId: String(b.id) })).map((d: { id: number }) => d.id)).toEqual([
      doc.id,
    ]);
    refused(await get("/wiki/documents/get", tokens.employee, { id: "999999" }), NOT_FOUND);
    refused(await get("/wiki/documents/get", tokens.employee, { id: "x" }), "Укажите идентификатор документа");
    refused(await get("/wiki/documents/list", tokens.employee, { themeId: "999999" }), THEME_NOT_FOUND);
  });

  it("inForce is false once the end date has passed (the test clock is 2026-11-21)", async () => {
    const theme = await newTheme("Сроки");
    const old = await newDoc(theme.id, "Старая программа", { startDate: "2025-01-01", endDate: "2026-11-20" });
    const lastDay = await newDoc(theme.id, "Последний день", { startDate: "2025-01-01", endDate: "2026-11-21" });
    expect(old.inForce).toBe(false);
    expect(lastDay.inForce).toBe(true);
    const list = ok(await get("/wiki/documents/list", tokens.employee, { themeId: String(theme.id) }));
    expect(list.map((d: { inForce: boolean }) => d.inForce)).toEqual([false, true]);
    expect(list[0]).not.toHaveProperty("content");
  });

  it("delete is soft: gone from lists and get, the row stays; the spec's message is in ru", async () => {
    const theme = await newTheme("Удаление");
    const doc = await newDoc(theme.id, "Удаляемый");
    expect(ok(await post("/wiki/documents/delete", tokens.editor, { id: doc.id }))).toEqual({ id: doc.id, themeId: theme.id });
    refused(await get("/wiki/documents/get", tokens.editor, { id: String(doc.id) }), NOT_FOUND);
    refused(await post("/wiki/documents/delete", tokens.editor, { id: doc.id }), NOT_FOUND);
    expect(ok(await get("/wiki/documents/list", tokens.editor, { themeId: String(theme.id) }))).toEqual([]);
    const row = await portal.db.kysely
      .selectFrom("documents")
      .select(["is_deleted", "name"])
      .where("id", "=", doc.id)
      .executeTakeFirstOrThrow();
    expect(row).toEqual({ is_deleted: 1, name: "Удаляемый" });
    const { ru } = await import("../../../../tests/helpers/ru");
    expect(ru.documents.deleted).toBe("Документ удалён");
  });

  it("sort: the whole theme, each once; anything else is refused and the order stays", async () => {
    const theme = await newTheme("Порядок");
    const other = await newTheme("Другая");
    const [d1, d2, d3] = [await newDoc(theme.id, "Первый"), await newDoc(theme.id, "Второй"), await newDoc(theme.id, "Третий")];
    const foreign = await newDoc(other.id, "Чужой");
    const order = async () =>
      ok(await get("/wiki/documents/list", tokens.employee, { themeId: String(theme.id) })).map((d: { id: number }) => d.id);
    expect(await order()).toEqual([d1.id, d2.id, d3.id]);
    const SORT = "Порядок должен состоять из документов одной темы, каждый по одному разу";
    refused(await post("/wiki/documents/sort", tokens.editor, { sortIdList: [d3.id, d1.id] }), SORT);
    refused(await post("/wiki/documents/sort", tokens.editor, { sortIdList: [d3.id, d1.id, d1.id] }), SORT);
    refused(await post("/wiki/documents/sort", tokens.editor, { sortIdList: [d3.id, d1.id, d2.id, foreign.id] }), SORT);
    refused(await post("/wiki/documents/sort", tokens.editor, { sortIdList: "1,2" }), SORT);
    expect(await order()).toEqual([d1.id, d2.id, d3.id]);
    const sorted = ok(await post("/wiki/documents/sort", tokens.admin, { sortIdList: [d3.id, d1.id, d2.id] }));
    expect(sorted.map((d: { id: number }) => d.id)).toEqual([d3.id, d1.id, d2.id]);
    expect(await order()).toEqual([d3.id, d1.id, d2.id]);
  });

  it("themes: create, get, rename, move up and down, delete (refused while it has documents)", async () => {
    const before = ok(await get("/wiki/documents/theme/list", tokens.employee)).length;
    const x = await newTheme("  Икс  ");
    const y = await newTheme("Игрек");
    expect(x).toMatchObject({ title: "Икс", count: 0, canEdit: true });
    refused(await post("/wiki/documents/theme/create", tokens.editor, { title: " " }), "Укажите название темы");
    refused(await post("/wiki/documents/theme/create", tokens.editor, { title: "т".repeat(256) }), "Название темы — не более 255 символов");
    expect(ok(await get("/wiki/documents/theme/get", tokens.employee, { id: String(x.id) }))).toMatchObject({
      id: x.id,
      title: "Икс",
      canEdit: false,
    });
    refused(await get("/wiki/documents/theme/get", tokens.employee, { id: "999999" }), THEME_NOT_FOUND);
    expect(ok(await post("/wiki/documents/theme/update", tokens.editor, { id: x.id, title: "Икс новый" })).title).toBe("Икс новый");
    refused(await post("/wiki/documents/theme/update", tokens.editor, { id: 999999, title: "Нет" }), THEME_NOT_FOUND);
    const titles = async () => ok(await get("/wiki/documents/theme/list", tokens.employee)).map((th: { title: string }) => th.title);
    expect((await titles()).slice(-2)).toEqual(["Икс новый", "Игрек"]);
    ok(await post("/wiki/documents/theme/inc-sort", tokens.editor, { id: x.id }));
    expect((await titles()).slice(-2)).toEqual(["Игрек", "Икс новый"]);
    ok(await post("/wiki/documents/theme/inc-sort", tokens.editor, { id: x.id })); // already last: nothing moves
    expect((await titles()).slice(-2)).toEqual(["Игрек", "Икс новый"]);
    ok(await post("/wiki/documents/theme/dec-sort", tokens.admin, { id: x.id }));
    expect((await titles()).slice(-2)).toEqual(["Икс новый", "Игрек"]);
    const doc = await newDoc(y.id, "Живой документ");
    refused(
      await post("/wiki/documents/theme/delete", tokens.editor, { id: y.id }),
      "В теме есть документы: перенесите или удалите их, затем удалите тему",
    );
    ok(await post("/wiki/documents/delete", tokens.editor, { id: doc.id }));
    expect(ok(await post("/wiki/documents/theme/delete", tokens.editor, { id: y.id }))).toBeNull();
    ok(await post("/wiki/documents/theme/delete", tokens.editor, { id: x.id }));
    expect(ok(await get("/wiki/documents/theme/list", tokens.employee)).length).toBe(before);
    refused(await post("/wiki/documents/theme/delete", tokens.editor, { id: x.id }), THEME_NOT_FOUND);
  });

  it("theme/list: per theme, how many documents in force the asking person has still to acknowledge", async () => {
    const theme = await newTheme("Ознакомление");
    const first = await newDoc(theme.id, "Первый регламент");
    await newDoc(theme.id, "Второй регламент");
    await newDoc(theme.id, "Отменённый регламент", { endDate: "2026-06-30" });
    const removed = await newDoc(theme.id, "Удалённый регламент");
    ok(await post("/wiki/documents/delete", tokens.editor, { id: removed.id }));
    const toAcknowledge = async (token: string) =>
      (ok(await get("/wiki/documents/theme/list", token)) as { id: number; count: number; toAcknowledge: number }[]).find(
        (th) => th.id === theme.id,
      )!;
    expect(await toAcknowledge(tokens.employee)).toMatchObject({ count: 3, toAcknowledge: 2 });
    ok(await post("/wiki/documents/acknowledge", tokens.employee, { id: first.id }));
    expect((await toAcknowledge(tokens.employee)).toAcknowledge).toBe(1);
    expect((await toAcknowledge(tokens.other)).toAcknowledge).toBe(2);
    expect((await toAcknowledge(tokens.employee)).count).toBe(3);
  });

  it("acknowledge, then the editor's report per department with counts and names", async () => {
    const theme = await newTheme("Ознакомление");
    const doc = await newDoc(theme.id, "Стандарты обслуживания");
    const first = ok(await post("/wiki/documents/acknowledge", tokens.employee, { id: doc.id }));
    expect(first).toMatchObject({ id: doc.id, acknowledged: true });
    portal.clock.advance(60_000);
    const again = ok(await post("/wiki/documents/acknowledge", tokens.employee, { id: doc.id }));
    expect(again.acknowledgedAt).toBe(first.acknowledgedAt);
    refused(await post("/wiki/documents/acknowledge", tokens.employee, { id: 999999 }), NOT_FOUND);
    const seen = ok(await get("/wiki/documents/get", tokens.employee, { id: String(doc.id) }));
    expect(seen).toMatchObject({ acknowledged: true, acknowledgedAt: first.acknowledgedAt });
    expect(ok(await get("/wiki/documents/get", tokens.other, { id: String(doc.id) })).acknowledged).toBe(false);

    const report = ok(await get("/wiki/documents/acknowledgements", tokens.editor, { id: String(doc.id) }));
    expect(report).toMatchObject({ documentId: doc.id, total: 4, acknowledgedCount: 1 });
    const sales = report.departments.find((d: { departmentId: number }) => d.departmentId === ids.sales);
    expect(sales).toMatchObject({
      departmentName: "Отдел продаж",
      total: 1,
      acknowledgedCount: 1,
      notAcknowledgedCount: 0,
      acknowledged: [{ userId: ids.employee, name: "Сотрудникова Тест", acknowledgedAt: first.acknowledgedAt }],
      notAcknowledged: [],
    });
    const office = report.departments.find((d: { departmentId: number }) => d.departmentId === ids.office);
    expect(office).toMatchObject({ departmentName: "Бухгалтерия", total: 3, acknowledgedCount: 0, notAcknowledgedCount: 3 });
    expect(office.notAcknowledged.map((p: { name: string }) => p.name)).toEqual(["Админов Тест", "Бухгалтерова Тест", "Редакторов Тест"]);
    expect(ok(await get("/wiki/documents/acknowledgements", tokens.admin, { id: String(doc.id) })).acknowledgedCount).toBe(1);
    refused(await get("/wiki/documents/acknowledgements", tokens.editor, { id: "999999" }), NOT_FOUND);
  });
});
