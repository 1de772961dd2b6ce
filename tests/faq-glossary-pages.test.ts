// The FAQ and glossary pages as a browser without JavaScript meets them (the real build behind the
// real Express app): anchors of questions and letters, editors' controls, forms that keep what was
// typed after a refusal, statuses of bad addresses. Run `npx remix build` first.
import path from "node:path";
import { pathToFileURL } from "node:url";
import type { ServerBuild } from "@remix-run/node";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestPortal, type TestPortal } from "./helpers/portal";
import { api, signInWithForm, startTestServer, type TestServer } from "./helpers/http";
import { ok } from "./helpers/envelope";
import { knowledgePeople, PASSWORD } from "./api/knowledge-fixture";

describe("FAQ and glossary pages", () => {
  let portal: TestPortal;
  let server: TestServer;
  let employee: string;
  let editor: string;
  let editorToken: string;
  let help: { id: number };
  let questions: { id: number }[];

  const get = (url: string, cookie?: string) =>
    fetch(`${server.url}${url}`, { redirect: "manual", headers: cookie ? { Cookie: cookie } : {} });
  const post = (url: string, cookie: string, form: Record<string, string>) =>
    fetch(`${server.url}${url}`, {
      method: "POST",
      redirect: "manual",
      headers: { Cookie: cookie, "Content-Type": "application/x-www-form-urlencoded" },
      body: new URLSearchParams(form),
    });
  const apiPost = async (p: string, body: unknown) => ok(await api(server, "POST", p, { token: editorToken, body }));
  const questionTexts = async (id: number) =>
    ok(await api(server, "GET", "/wiki/faq/category", { token: editorToken, query: { id: String(id) } })).questions as {
      id: number;
      question: string;
    }[];

  beforeAll(async () => {
    const build = (await import(pathToFileURL(path.resolve("build/index.js")).href)) as ServerBuild;
    portal = await createTestPortal("sqlite", { realClock: true });
    server = await startTestServer(portal, { build });
    const { people, tokens } = await knowledgePeople(portal, server);
    editorToken = tokens.editor;
    employee = await signInWithForm(server, people.employee.phone, PASSWORD);
    editor = await signInWithForm(server, people.editor.phone, PASSWORD);
    help = await apiPost("/wiki/faq/category/create", { name: "Помощь по порталу", description: "Как пользоваться порталом" });
    await apiPost("/wiki/faq/category/create", { name: "Пустой раздел" });
    questions = [
      await apiPost("/wiki/faq/question/create", {
        categoryId: help.id,
        question: "Как войти на портал?",
        answer: "Введите телефон и пароль.",
      }),
      await apiPost("/wiki/faq/question/create", {
        categoryId: help.id,
        question: "Как восстановить пароль?",
        answer: "Нажмите «Забыли пароль?»",
      }),
    ];
    await apiPost("/wiki/glossary/add", { term: "Планограмма", definition: "Схема выкладки" });
    await apiPost("/wiki/glossary/add", { term: "SKU", definition: "Складская единица" });
  });
  afterAll(async () => {
    await server?.close();
    await portal?.dispose();
  });

  it("sends a signed-out visitor to sign-in and back", async () => {
    for (const url of ["/knowledge/faq", `/knowledge/faq/${help.id}`, "/knowledge/glossary", "/knowledge/glossary/add"]) {
      const response = await get(url);
      expect(response.status).toBe(302);
      expect(response.headers.get("location")).toBe(`/login?next=${encodeURIComponent(url)}`);
    }
  });

  it("lists the categories with question counts; pencils only for editors", async () => {
    const html = await (await get("/knowledge/faq", employee)).text();
    expect(html).toContain("<title>Вопросы и ответы — Портал сотрудников</title>");
    expect(html).toContain(`href="/knowledge/faq/${help.id}"`);
    expect(html).toContain("2 вопроса");
    expect(html).toContain("0 вопросов");
    expect(html).not.toContain(`/knowledge/faq/${help.id}/edit`);
    expect(html).not.toContain("/knowledge/faq/create");
    const editorHtml = await (await get("/knowledge/faq", editor)).text();
    expect(editorHtml).toContain(`href="/knowledge/faq/${help.id}/edit"`);
    expect(editorHtml).toContain('aria-label="Изменить раздел «Помощь по порталу»"');
    expect(editorHtml).toContain('href="/knowledge/faq/create"');
  });

  it("shows a category's questions as <details> with #question- anchors; bad ids are 404", async () => {
    const response = await get(`/knowledge/faq/${help.id}`, employee);
    expect(response.status).toBe(200);
    const html = await response.text();
    for (const q of questions) {
      expect(html).toMatch(new RegExp(`<details id="question-${q.id}" class="faq-question card">`));
      expect(html).toContain(`href="#question-${q.id}"`);
    }
    expect(html).toContain("<p>Введите телефон и пароль.</p>");
    expect(html).not.toContain(`/knowledge/faq/${help.id}/add`);
    // The trail ends with the category itself, not with a dangling "/" after the FAQ link.
    expect(html).toMatch(
      /<nav class="breadcrumbs"[^>]*><ol><li><a [^>]*href="\/knowledge\/faq">Вопросы и ответы<\/a><\/li><li><span aria-current="page">Помощь по порталу<\/span><\/li><\/ol><\/nav>/,
    );
    const empty = await (await get(`/knowledge/faq/${help.id + 1}`, employee)).text();
    expect(empty).toContain("В этом разделе пока нет вопросов.");
    for (const bad of [
      "/knowledge/faq/999999",
      "/knowledge/faq/abc",
      "/knowledge/faq/999999/add",
      `/knowledge/faq/${help.id}/question/999999`,
    ]) {
      expect((await get(bad, editor)).status).toBe(404);
    }
    // Sections not built here keep their "coming soon" page.
    expect((await get("/knowledge/guide", employee)).status).toBe(200);
  });

  it("refuses the editing pages and posts to an employee", async () => {
    for (const url of [
      "/knowledge/faq/create",
      `/knowledge/faq/${help.id}/add`,
      `/knowledge/faq/${help.id}/edit`,
      "/knowledge/glossary/add",
    ]) {
      expect((await get(url, employee)).status).toBe(403);
    }
    const response = await post(`/knowledge/faq/${help.id}/add`, employee, { intent: "save", question: "Чужой вопрос?", answer: "Ответ" });
    expect(response.status).toBe(403);
    expect((await questionTexts(help.id)).map((q) => q.question)).not.toContain("Чужой вопрос?");
  });

  it("adds a question: a refusal keeps what was typed; success opens the question at its anchor", async () => {
    const refused = await post(`/knowledge/faq/${help.id}/add`, editor, { intent: "save", question: "Как сменить статус?", answer: "   " });
    expect(refused.status).toBe(200);
    const html = await refused.text();
    expect(html).toContain("Напишите ответ");
    expect(html).toContain(">Как сменить статус?</textarea>");
    const tooLong = await (
      await post(`/knowledge/faq/${help.id}/add`, editor, { intent: "save", question: "В".repeat(501), answer: "Мой ответ" })
    ).text();
    expect(tooLong).toContain("Вопрос — не больше 500 символов");
    expect(tooLong).toContain(">Мой ответ</textarea>");
    expect(await questionTexts(help.id)).toHaveLength(2);

    const saved = await post(`/knowledge/faq/${help.id}/add`, editor, {
      intent: "save",
      question: "Как сменить статус?",
      answer: "Откройте профиль.",
    });
    expect(saved.status).toBe(302);
    const list = await questionTexts(help.id);
    const added = list.at(-1)!;
    expect(added.question).toBe("Как сменить статус?");
    expect(saved.headers.get("location")).toBe(`/knowledge/faq/${help.id}#question-${added.id}`);
  });

  it("orders questions with the up/down forms and edits a question", async () => {
    const [first, second] = await questionTexts(help.id);
    const moved = await post(`/knowledge/faq/${help.id}/edit`, editor, { intent: "move", questionId: String(second!.id), direction: "up" });
    expect(moved.status).toBe(302);
    expect((await questionTexts(help.id)).slice(0, 2).map((q) => q.id)).toEqual([second!.id, first!.id]);
    const editPage = await (await get(`/knowledge/faq/${help.id}/question/${first!.id}`, editor)).text();
    expect(editPage).toContain(">Как войти на портал?</textarea>");
    const refused = await (
      await post(`/knowledge/faq/${help.id}/question/${first!.id}`, editor, { intent: "save", question: "", answer: "Новый ответ" })
    ).text();
    expect(refused).toContain("Укажите вопрос");
    expect(refused).toContain(">Новый ответ</textarea>");
    const saved = await post(`/knowledge/faq/${help.id}/question/${first!.id}`, editor, {
      intent: "save",
      question: "Как войти?",
      answer: "Новый ответ",
    });
    expect(saved.headers.get("location")).toBe(`/knowledge/faq/${help.id}#question-${first!.id}`);
    expect((await questionTexts(help.id)).find((q) => q.id === first!.id)!.question).toBe("Как войти?");
  });

  it("does not offer to delete the header's Help category, and a forged delete leaves it in place", async () => {
    await portal.services.settings.set("FAQ_PORTAL_ID", String(help.id));
    const page = await (await get(`/knowledge/faq/${help.id}/edit`, editor)).text();
    expect(page).toContain("поэтому его нельзя удалить");
    expect(page).not.toContain('value="delete"');
    const forged = await post(`/knowledge/faq/${help.id}/edit`, editor, { intent: "delete" });
    expect(forged.status).toBe(302);
    expect(forged.headers.get("location")).toBe(`/knowledge/faq/${help.id}/edit`);
    expect((await get(`/knowledge/faq/${help.id}`, editor)).status).toBe(200);
  });

  it("shows the glossary: a letter index linking to #letter- anchors, empty letters disabled", async () => {
    const html = await (await get("/knowledge/glossary", employee)).text();
    expect(html).toContain("<title>Глоссарий — Портал сотрудников</title>");
    expect(html).toContain('href="#letter-П"');
    expect(html).toContain('id="letter-П"');
    expect(html).toContain('href="#letter-latin"');
    expect(html).toMatch(/<span class="glossary-index__letter glossary-index__letter--empty" aria-disabled="true"[^>]*>Б<\/span>/);
    expect(html).toContain("Планограмма");
    expect(html).toContain("<p>Схема выкладки</p>");
    expect(html).not.toContain('href="/knowledge/glossary/add"');
    expect(await (await get("/knowledge/glossary", editor)).text()).toContain('href="/knowledge/glossary/add"');
  });

  it("filters the glossary with ?q= without JavaScript: a labelled search form, the terms found, a way back to all", async () => {
    const all = await (await get("/knowledge/glossary", employee)).text();
    expect(all).toMatch(/<form method="get" [^>]*role="search"[^>]*>/);
    expect(all).toMatch(/<label for="glossary-q">Найти термин<\/label>/);
    expect(all).toContain('<button type="submit" class="button button--primary">Найти</button>');
    const found = await (await get(`/knowledge/glossary?q=${encodeURIComponent("ПЛАНО")}`, employee)).text();
    expect(found).toContain("Найдено по «ПЛАНО»: 1");
    expect(found).toContain("Планограмма");
    expect(found).toContain('value="ПЛАНО"');
    expect(found).toMatch(/href="\/knowledge\/glossary">Показать все<\/a>/);
    expect(found).toMatch(/<span class="glossary-index__letter glossary-index__letter--empty" aria-disabled="true"[^>]*>A–Z<\/span>/);
    const none = await (await get(`/knowledge/glossary?q=${encodeURIComponent("нет такого")}`, employee)).text();
    expect(none).toContain("Терминов с «нет такого» нет");
    expect(none).not.toContain("Планограмма");
    const tooLong = await get(`/knowledge/glossary?q=${"я".repeat(101)}`, employee);
    expect(tooLong.status).toBe(200);
    const tooLongHtml = await tooLong.text();
    expect(tooLongHtml).toContain("Запрос — не больше 100 символов");
    expect(tooLongHtml).toContain("Планограмма");
  });

  it("adds a glossary term: a duplicate is refused with the typed values kept", async () => {
    const dup = await post("/knowledge/glossary/add", editor, { intent: "save", term: "планограмма", definition: "Моё определение" });
    expect(dup.status).toBe(200);
    const html = await dup.text();
    expect(html).toContain("Такой термин уже есть в глоссарии");
    expect(html).toContain('value="планограмма"');
    expect(html).toContain(">Моё определение</textarea>");
    const saved = await post("/knowledge/glossary/add", editor, {
      intent: "save",
      term: "Мерчендайзинг",
      definition: "Выкладка и продвижение",
    });
    expect(saved.status).toBe(302);
    expect(saved.headers.get("location")).toMatch(/^\/knowledge\/glossary#term-\d+$/);
    const page = await (await get("/knowledge/glossary", employee)).text();
    expect(page).toContain('id="letter-М"');
    expect(page).toContain("Мерчендайзинг");
  });
});
