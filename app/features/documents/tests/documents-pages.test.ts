// The normative-document pages as a browser without JavaScript meets them (the real build behind the
// real Express app): reading and acknowledging, creating with an error that keeps every typed value,
// and deleting only after the exact name is typed. Run `npx remix build` first.
import path from "node:path";
import { pathToFileURL } from "node:url";
import type { ServerBuild } from "@remix-run/node";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { actingAs } from "~/platform/actor";
import { createTestPortal, createPerson, type TestPortal } from "../../../../tests/helpers/portal";
import { pageParts, signInWithForm, startTestServer, type TestServer } from "../../../../tests/helpers/http";

const PASSWORD = "secret-pass-1";

describe("normative document pages without JavaScript", () => {
  let portal: TestPortal;
  let server: TestServer;
  let employee: string;
  let editor: string;
  let themeId: number;
  let docId: number;

  const get = (url: string, cookie?: string) =>
    fetch(`${server.url}${url}`, { redirect: "manual", headers: cookie ? { Cookie: cookie } : {} });
  const post = (url: string, cookie: string, form: Record<string, string>) =>
    fetch(`${server.url}${url}`, {
      method: "POST",
      redirect: "manual",
      headers: { Cookie: cookie, "Content-Type": "application/x-www-form-urlencoded", Origin: server.url },
      body: new URLSearchParams(form),
    });

  beforeAll(async () => {
    const build = (await import(pathToFileURL(path.resolve("build/index.js")).href)) as ServerBuild;
    portal = await createTestPortal("sqlite", { realClock: true });
    server = await startTestServer(portal, { build });
    const e = await createPerson(portal, { password: PASSWORD, surname: "Читателева" });
    const ed = await createPerson(portal, { password: PASSWORD, roles: ["ROLE_EDIT_WIKI_DOCUMENT"], surname: "Редакторова" });
    employee = await signInWithForm(server, e.phone, PASSWORD);
    editor = await signInWithForm(server, ed.phone, PASSWORD);
    const actor = actingAs(ed.id, ["ROLE_EDIT_WIKI_DOCUMENT"]);
    themeId = (await portal.services.documents.createTheme(actor, { title: "Охрана труда" })).id;
    docId = (
      await portal.services.documents.add(actor, {
        name: "Инструкция по пожарной безопасности",
        themeId,
        startDate: "2024-01-15",
        contentNewEditor: "<p>Знайте, где огнетушитель.</p><script>alert(1)</script>",
      })
    ).id;
    await portal.services.documents.add(actor, {
      name: "Старая программа",
      themeId,
      startDate: "2023-01-01",
      endDate: "2024-01-09",
      contentNewEditor: "Текст",
    });
  });
  afterAll(async () => {
    await server?.close();
    await portal?.dispose();
  });

  it("lists themes and documents; an expired one says so with its date", async () => {
    const index = await (await get("/knowledge/documents", employee)).text();
    expect(index).toContain("Охрана труда");
    expect(index).toContain("2 документа");
    // What is left to acknowledge: the document in force, not the expired one.
    expect(index).toContain("Вам ознакомиться: 1");
    expect(index).not.toContain("Добавить тему");
    const theme = await get(`/knowledge/documents/theme/${themeId}`, employee);
    expect(theme.status).toBe(200);
    const html = await theme.text();
    expect(html.replace(/<!-- -->/g, "")).toContain("Не действует с 09.01.2024");
    expect((await get("/knowledge/documents/theme/999999", employee)).status).toBe(404);
    expect((await get("/knowledge/documents", undefined)).status).toBe(302);
  });

  it("view: sanitized content, no edit link for an employee, acknowledge by a plain form post", async () => {
    const view = `/knowledge/documents/view/1/${docId}`; // search links use theme 1 by default
    let html = await (await get(view, employee)).text();
    expect(html).toContain("<p>Знайте, где огнетушитель.</p>");
    expect(html).not.toContain("alert(1)");
    expect(html).not.toContain(`/knowledge/documents/edit/`);
    expect(html).toContain("Ознакомлен(а)");
    const done = await post(view, employee, {});
    expect(done.status).toBe(302);
    html = await (await get(view, employee)).text();
    expect(html).toMatch(/Вы ознакомились \d{2}\.\d{2}\.\d{4}/);
    expect(await (await get("/knowledge/documents", employee)).text()).not.toContain("Вам ознакомиться");
    const editorView = await (await get(view, editor)).text();
    expect(editorView).toContain(`/knowledge/documents/edit/${themeId}/${docId}`);
    expect(editorView).toContain("Ознакомление по подразделениям");
    expect(editorView).toContain("Читателева");
    expect((await get(`/knowledge/documents/view/1/999999`, employee)).status).toBe(404);
  });

  it("the text and the report are in the page once, not again as its hydration data; a client navigation's data carries them", async () => {
    const view = `/knowledge/documents/view/${themeId}/${docId}`;
    const { markup, scripts } = pageParts(await (await get(view, editor)).text());
    expect(markup).toContain("<p>Знайте, где огнетушитель.</p>");
    expect(markup).toContain("Читателева"); // the employee who acknowledged it, in the report
    expect(scripts).toContain("window.__remixContext.streamController.enqueue"); // the hydration data...
    expect(scripts).toContain("Инструкция по пожарной безопасности"); // ...with what the page's code reads...
    expect(scripts).not.toContain("огнетушитель"); // ...but not the text
    expect(scripts).not.toContain("Читателева"); // ...nor the report's names
    // What the browser fetches when it comes to the page by a link (Remix's single fetch): everything.
    const data = await get(`${view}.data`, editor);
    expect(data.status).toBe(200);
    const body = await data.text();
    expect(body).toContain("<p>Знайте, где огнетушитель.</p>");
    expect(body).toContain("Читателева");
    expect(body).not.toContain("pageOnly");
  });

  it("create: an employee is refused; an error keeps every typed value; success returns to the theme", async () => {
    expect((await get(`/knowledge/documents/create/${themeId}`, employee)).status).toBe(403);
    // The plain textarea (no JavaScript) says what it accepts: the tags and an example, tied to the field.
    const blank = (await (await get(`/knowledge/documents/create/${themeId}`, editor)).text()).replace(/<!-- -->/g, "");
    expect(blank).toMatch(/<textarea[^>]*aria-describedby="[^"]*contentNewEditor-format"/);
    expect(blank).toContain("Можно использовать теги: &lt;p&gt; &lt;br&gt; &lt;h1&gt;");
    expect(blank).toContain("&lt;p&gt;&lt;strong&gt;Важно:&lt;/strong&gt;");
    const form = {
      intent: "save",
      name: "Порядок эвакуации",
      startDate: "2026-02-01",
      endDate: "2026-01-01",
      themeId: String(themeId),
      contentNewEditor: "Выходите спокойно",
    };
    const bad = await post(`/knowledge/documents/create/${themeId}`, editor, form);
    expect(bad.status).toBe(200);
    const html = await bad.text();
    expect(html).toContain("Дата окончания не может быть раньше даты начала");
    expect(html).toContain('value="Порядок эвакуации"');
    expect(html).toContain('value="2026-02-01"');
    expect(html).toContain("Выходите спокойно</textarea>");
    const empty = await (
      await post(`/knowledge/documents/create/${themeId}`, editor, { ...form, endDate: "", contentNewEditor: "" })
    ).text();
    expect(empty).toContain("Необходимо указать содержание статьи");
    const good = await post(`/knowledge/documents/create/${themeId}`, editor, { ...form, endDate: "" });
    expect(good.status).toBe(302);
    expect(good.headers.get("location")).toBe(`/knowledge/documents/theme/${themeId}`);
    expect(await (await get(`/knowledge/documents/theme/${themeId}`, editor)).text()).toContain("Порядок эвакуации");
  });

  it("update goes to the view page; delete needs the exact name, a wrong one deletes nothing", async () => {
    const edit = `/knowledge/documents/edit/${themeId}/${docId}`;
    const updated = await post(edit, editor, {
      intent: "save",
      name: "Инструкция по пожарной безопасности",
      startDate: "2024-01-15",
      endDate: "",
      themeId: String(themeId),
      contentNewEditor: " ",
    });
    expect(await updated.text()).toContain("Необходимо указать содержание документа");
    const ok = await post(edit, editor, {
      intent: "save",
      name: "Инструкция по пожарной безопасности",
      startDate: "2024-01-15",
      endDate: "",
      themeId: String(themeId),
      contentNewEditor: "Новое",
    });
    expect(ok.headers.get("location")).toBe(`/knowledge/documents/view/${themeId}/${docId}`);

    const step = await (await get(`${edit}?delete`, editor)).text();
    expect(step).toContain("Название документа для подтверждения");
    const wrong = await post(`${edit}?delete`, editor, { intent: "delete", confirmName: "Инструкция" });
    expect(wrong.status).toBe(400);
    const wrongHtml = await wrong.text();
    expect(wrongHtml).toContain("Название введено неверно: документ не удалён");
    expect(wrongHtml).toContain('aria-invalid="true"');
    expect(wrongHtml).toContain('value="Инструкция"');
    expect((await get(`/knowledge/documents/view/${themeId}/${docId}`, editor)).status).toBe(200);
    const right = await post(`${edit}?delete`, editor, { intent: "delete", confirmName: "Инструкция по пожарной безопасности" });
    expect(right.status).toBe(302);
    expect(right.headers.get("location")).toBe(`/knowledge/documents/theme/${themeId}`);
    expect(await (await get(`/knowledge/documents/theme/${themeId}`, editor)).text()).toContain("Документ удалён");
    expect((await get(`/knowledge/documents/view/${themeId}/${docId}`, editor)).status).toBe(404);
  });

  it("themes: an editor creates, renames (blank title keeps the form with an error), moves and deletes", async () => {
    const created = await post("/knowledge/documents?index", editor, { intent: "create", title: "Новая тема" });
    expect(created.status).toBe(302);
    const blank = await (await post("/knowledge/documents?index", editor, { intent: "create", title: "  " })).text();
    expect(blank).toContain("Укажите название темы");
    const themes = await portal.db.kysely.selectFrom("document_themes").select(["id", "title"]).orderBy("sort").execute();
    const fresh = themes.find((th) => th.title === "Новая тема")!;
    expect(
      (await post("/knowledge/documents?index", editor, { intent: "rename", id: String(fresh.id), title: "Переименованная" })).status,
    ).toBe(302);
    expect((await post("/knowledge/documents?index", editor, { intent: "up", id: String(fresh.id) })).status).toBe(302);
    const order = await portal.db.kysely.selectFrom("document_themes").select("title").orderBy("sort").execute();
    expect(order.map((o) => o.title)).toEqual(["Переименованная", "Охрана труда"]);
    const notEmpty = await (await post("/knowledge/documents?index", editor, { intent: "delete", id: String(themeId) })).text();
    expect(notEmpty).toContain("В теме есть документы");
    expect((await post("/knowledge/documents?index", editor, { intent: "delete", id: String(fresh.id) })).status).toBe(302);
    expect((await post("/knowledge/documents?index", employee, { intent: "create", title: "Чужая" })).status).toBe(200);
    expect(
      await portal.db.kysely.selectFrom("document_themes").select("title").where("title", "=", "Чужая").executeTakeFirst(),
    ).toBeUndefined();
  });
});
