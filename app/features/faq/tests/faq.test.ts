// Contract tests of the FAQ calls (ours, the feature's api.md "FAQ"): anonymous 401, everyone signed in reads,
// employees are refused every change, FAQ editors and administrators change; exact Russian messages;
// bad input changes nothing. SQLite and PostgreSQL.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestPortal, dialects, type TestPortal } from "../../../../tests/helpers/portal";
import { api, startTestServer, type TestServer } from "../../../../tests/helpers/http";
import { ok, refused, unauthorized } from "../../../../tests/helpers/envelope";
import { knowledgePeople } from "../../../../tests/api/knowledge-fixture";

const FORBIDDEN = "Изменять вопросы и ответы могут только редакторы FAQ";
const CATEGORY_NOT_FOUND = "Раздел FAQ не найден";
const QUESTION_NOT_FOUND = "Вопрос не найден";
const NAME_REQUIRED = "Укажите название раздела";
const NAME_TOO_LONG = "Название раздела — не больше 255 символов";
const QUESTION_REQUIRED = "Укажите вопрос";
const QUESTION_TOO_LONG = "Вопрос — не больше 500 символов";
const ANSWER_REQUIRED = "Напишите ответ";
const HELP_NOT_DELETABLE = "Этот раздел открывается по ссылке «Помощь» в шапке портала, поэтому его нельзя удалить";
const SORT_INVALID = "Порядок должен состоять из вопросов этого раздела, каждый по одному разу";

describe.each(await dialects())("FAQ API on %s", (dialect) => {
  let portal: TestPortal;
  let server: TestServer;
  let tokens: { employee: string; editor: string; admin: string };

  beforeAll(async () => {
    portal = await createTestPortal(dialect);
    server = await startTestServer(portal);
    ({ tokens } = await knowledgePeople(portal, server));
  });
  afterAll(async () => {
    await server?.close();
    await portal?.dispose();
  });

  const get = (path: string, token: string, query: Record<string, string> = {}) => api(server, "GET", path, { token, query });
  const post = (path: string, token: string, body: unknown) => api(server, "POST", path, { token, body });
  const categories = async () =>
    ok(await get("/wiki/faq/categories", tokens.employee)) as { id: number; name: string; questionCount: number }[];
  const category = async (id: number) => ok(await get("/wiki/faq/category", tokens.employee, { id: String(id) }));
  const newCategory = async (name: string, token = tokens.editor) =>
    ok(await post("/wiki/faq/category/create", token, { name })) as { id: number };
  const newQuestion = async (categoryId: number, question: string, answer = "Ответ") =>
    ok(await post("/wiki/faq/question/create", tokens.editor, { categoryId, question, answer })) as { id: number };

  it("answers 401 to every call without a session or token", async () => {
    const calls: [string, string][] = [
      ["GET", "/wiki/faq/categories"],
      ["GET", "/wiki/faq/category"],
      ["POST", "/wiki/faq/category/create"],
      ["POST", "/wiki/faq/category/update"],
      ["POST", "/wiki/faq/category/delete"],
      ["POST", "/wiki/faq/question/create"],
      ["POST", "/wiki/faq/question/update"],
      ["POST", "/wiki/faq/question/delete"],
      ["POST", "/wiki/faq/question/sort"],
    ];
    for (const [method, path] of calls) {
      unauthorized(await api(server, method as "GET" | "POST", path, method === "POST" ? { body: {} } : {}));
      unauthorized(await api(server, method as "GET" | "POST", path, { token: "not-a-token", ...(method === "POST" ? { body: {} } : {}) }));
    }
  });

  it("refuses every change to an employee and changes nothing", async () => {
    const { id } = await newCategory("Для проверки прав");
    const question = await newQuestion(id, "Вопрос редактора?");
    const before = await category(id);
    const attempts: [string, unknown][] = [
      ["/wiki/faq/category/create", { name: "Моя категория" }],
      ["/wiki/faq/category/update", { id, name: "Переименовано" }],
      ["/wiki/faq/category/delete", { id }],
      ["/wiki/faq/question/create", { categoryId: id, question: "Мой вопрос?", answer: "Ответ" }],
      ["/wiki/faq/question/update", { id: question.id, question: "Изменено?", answer: "Ответ" }],
      ["/wiki/faq/question/delete", { id: question.id }],
      ["/wiki/faq/question/sort", { categoryId: id, sortIdList: [question.id] }],
      // Bad input too: the right is checked first.
      ["/wiki/faq/category/create", {}],
    ];
    for (const [path, body] of attempts) refused(await post(path, tokens.employee, body), FORBIDDEN);
    expect(await category(id)).toEqual(before);
    expect((await categories()).map((c) => c.name)).not.toContain("Моя категория");
  });

  it("category/create, categories and category: an editor adds, everyone reads, in order with question counts", async () => {
    const created = ok(
      await post("/wiki/faq/category/create", tokens.editor, { name: "  Зарплата и отпуск  ", description: "Сроки выплат" }),
    );
    expect(created).toEqual({
      id: expect.any(Number),
      name: "Зарплата и отпуск",
      description: "Сроки выплат",
      sort: expect.any(Number),
      questionCount: 0,
      version: 1,
    });
    const byAdmin = await newCategory("ИТ и оборудование", tokens.admin);
    await newQuestion(created.id, "Когда зарплата?", "10-го и 25-го числа");
    await newQuestion(created.id, "Как взять отпуск?", "По графику");
    const list = await categories();
    const names = list.map((c) => c.name);
    expect(names.indexOf("Зарплата и отпуск")).toBeLessThan(names.indexOf("ИТ и оборудование"));
    expect(list.find((c) => c.id === created.id)).toMatchObject({ questionCount: 2, description: "Сроки выплат" });
    expect(list.find((c) => c.id === byAdmin.id)).toMatchObject({ questionCount: 0, description: null });
    const full = await category(created.id);
    expect(full).toMatchObject({ id: created.id, name: "Зарплата и отпуск", questionCount: 2 });
    expect(full.questions.map((q: { question: string }) => q.question)).toEqual(["Когда зарплата?", "Как взять отпуск?"]);
    expect(full.questions[0]).toEqual({
      id: expect.any(Number),
      categoryId: created.id,
      question: "Когда зарплата?",
      answer: "<p>10-го и 25-го числа</p>",
      sort: 0,
      createdAt: expect.any(String),
      updatedAt: expect.any(String),
      version: 1,
    });
  });

  it("category: a missing or bad id is refused", async () => {
    refused(await get("/wiki/faq/category", tokens.employee, { id: "999999" }), CATEGORY_NOT_FOUND);
    refused(await get("/wiki/faq/category", tokens.employee, { id: "abc" }), CATEGORY_NOT_FOUND);
    refused(await get("/wiki/faq/category", tokens.employee), CATEGORY_NOT_FOUND);
  });

  it("category/create and update: the name is required, at most 255 characters", async () => {
    const count = (await categories()).length;
    refused(await post("/wiki/faq/category/create", tokens.editor, {}), NAME_REQUIRED);
    refused(await post("/wiki/faq/category/create", tokens.editor, { name: "   " }), NAME_REQUIRED);
    refused(await post("/wiki/faq/category/create", tokens.editor, { name: "Я".repeat(256) }), NAME_TOO_LONG);
    expect(await categories()).toHaveLength(count);
    const { id } = await newCategory("Старое название");
    refused(await post("/wiki/faq/category/update", tokens.editor, { id, name: "" }), NAME_REQUIRED);
    refused(await post("/wiki/faq/category/update", tokens.editor, { id: 999999, name: "Новое" }), CATEGORY_NOT_FOUND);
    expect((await category(id)).name).toBe("Старое название");
    const updated = ok(await post("/wiki/faq/category/update", tokens.admin, { id, name: "Новое название", description: "" }));
    expect(updated).toMatchObject({ id, name: "Новое название", description: null });
  });

  it("category/delete: removes the category with its questions", async () => {
    const { id } = await newCategory("Удаляемый раздел");
    const q = await newQuestion(id, "Исчезнет?");
    expect(ok(await post("/wiki/faq/category/delete", tokens.editor, { id }))).toBeNull();
    refused(await get("/wiki/faq/category", tokens.employee, { id: String(id) }), CATEGORY_NOT_FOUND);
    refused(await post("/wiki/faq/question/update", tokens.editor, { id: q.id, question: "?", answer: "!" }), QUESTION_NOT_FOUND);
    refused(await post("/wiki/faq/category/delete", tokens.editor, { id }), CATEGORY_NOT_FOUND);
  });

  it("category/delete: refuses the header's Help category (FAQ_PORTAL_ID) and keeps it", async () => {
    const { id } = await newCategory("Помощь по порталу (тест)");
    await portal.services.settings.set("FAQ_PORTAL_ID", String(id));
    refused(await post("/wiki/faq/category/delete", tokens.admin, { id }), HELP_NOT_DELETABLE);
    expect((await category(id)).deletable).toBe(false);
    await portal.services.settings.set("FAQ_PORTAL_ID", "0");
    expect((await category(id)).deletable).toBe(true);
    expect(ok(await post("/wiki/faq/category/delete", tokens.admin, { id }))).toBeNull();
  });

  it("question/create: validated with Russian messages; the answer is sanitized HTML or plain text made paragraphs", async () => {
    const { id } = await newCategory("Проверка вопросов");
    refused(await post("/wiki/faq/question/create", tokens.editor, { categoryId: id, answer: "Ответ" }), QUESTION_REQUIRED);
    refused(await post("/wiki/faq/question/create", tokens.editor, { categoryId: id, question: "  ", answer: "Ответ" }), QUESTION_REQUIRED);
    refused(
      await post("/wiki/faq/question/create", tokens.editor, { categoryId: id, question: "В".repeat(501), answer: "Ответ" }),
      QUESTION_TOO_LONG,
    );
    refused(await post("/wiki/faq/question/create", tokens.editor, { categoryId: id, question: "Вопрос?" }), ANSWER_REQUIRED);
    refused(
      await post("/wiki/faq/question/create", tokens.editor, { categoryId: id, question: "Вопрос?", answer: "<p> </p><script>x</script>" }),
      ANSWER_REQUIRED,
    );
    refused(
      await post("/wiki/faq/question/create", tokens.editor, { categoryId: 999999, question: "Вопрос?", answer: "Ответ" }),
      CATEGORY_NOT_FOUND,
    );
    refused(await post("/wiki/faq/question/create", tokens.editor, { question: "Вопрос?", answer: "Ответ" }), CATEGORY_NOT_FOUND);
    expect((await category(id)).questions).toEqual([]);

    const max = ok(
      await post("/wiki/faq/question/create", tokens.editor, {
        categoryId: id,
        question: "В".repeat(500),
        answer: "Первая строка\nвторая\n\nЕсли 2 < 3",
      }),
    );
    expect(max.answer).toBe("<p>Первая строка<br />вторая</p><p>Если 2 &lt; 3</p>");
    const inline = ok(
      await post("/wiki/faq/question/create", tokens.editor, {
        categoryId: id,
        question: "Жирный?",
        answer: "Строка <b>жирно</b>\n\nВторой абзац",
      }),
    );
    expect(inline.answer).toBe("<p>Строка <b>жирно</b></p><p>Второй абзац</p>");
    const html = ok(
      await post("/wiki/faq/question/create", tokens.admin, {
        categoryId: id,
        question: "Где инструкция?",
        answer: '<p>Смотрите <a href="https://example.com" onclick="evil()">здесь</a></p><script>alert(1)</script>',
      }),
    );
    expect(html.answer).not.toContain("script");
    expect(html.answer).not.toContain("onclick");
    expect(html.answer).toContain("здесь</a>");
    expect((await category(id)).questions.map((q: { sort: number }) => q.sort)).toEqual([0, 1, 2]);
  });

  it("question/update: replaces the text, may move the question to another category", async () => {
    const a = await newCategory("Раздел А");
    const b = await newCategory("Раздел Б");
    const q = await newQuestion(a.id, "Исходный вопрос?", "Исходный ответ");
    refused(await post("/wiki/faq/question/update", tokens.editor, { id: q.id, question: "", answer: "x" }), QUESTION_REQUIRED);
    refused(await post("/wiki/faq/question/update", tokens.editor, { id: q.id, question: "Вопрос?", answer: " " }), ANSWER_REQUIRED);
    refused(await post("/wiki/faq/question/update", tokens.editor, { id: 999999, question: "Вопрос?", answer: "x" }), QUESTION_NOT_FOUND);
    refused(
      await post("/wiki/faq/question/update", tokens.editor, { id: q.id, question: "Вопрос?", answer: "x", categoryId: 999999 }),
      CATEGORY_NOT_FOUND,
    );
    expect((await category(a.id)).questions[0]).toMatchObject({ question: "Исходный вопрос?", answer: "<p>Исходный ответ</p>" });

    const updated = ok(
      await post("/wiki/faq/question/update", tokens.editor, { id: q.id, question: "Новый вопрос?", answer: "Новый ответ" }),
    );
    expect(updated).toMatchObject({ id: q.id, categoryId: a.id, question: "Новый вопрос?", answer: "<p>Новый ответ</p>" });
    const moved = ok(
      await post("/wiki/faq/question/update", tokens.admin, {
        id: q.id,
        question: "Новый вопрос?",
        answer: "Новый ответ",
        categoryId: b.id,
      }),
    );
    expect(moved.categoryId).toBe(b.id);
    expect((await category(a.id)).questions).toEqual([]);
    expect((await category(b.id)).questions.map((x: { id: number }) => x.id)).toEqual([q.id]);
  });

  it("question/delete: removes one question", async () => {
    const { id } = await newCategory("Удаление вопросов");
    const keep = await newQuestion(id, "Останется?");
    const gone = await newQuestion(id, "Уйдёт?");
    expect(ok(await post("/wiki/faq/question/delete", tokens.editor, { id: gone.id }))).toBeNull();
    refused(await post("/wiki/faq/question/delete", tokens.editor, { id: gone.id }), QUESTION_NOT_FOUND);
    refused(await post("/wiki/faq/question/delete", tokens.editor, {}), QUESTION_NOT_FOUND);
    expect((await category(id)).questions.map((q: { id: number }) => q.id)).toEqual([keep.id]);
  });

  it("question/sort: sets the order; a list that is not exactly the category's questions is refused", async () => {
    const { id } = await newCategory("Порядок");
    const other = await newCategory("Другой");
    const [q1, q2, q3] = [await newQuestion(id, "Первый?"), await newQuestion(id, "Второй?"), await newQuestion(id, "Третий?")];
    const foreign = await newQuestion(other.id, "Чужой?");
    const order = async () => (await category(id)).questions.map((q: { id: number }) => q.id);
    for (const sortIdList of [
      [q1.id, q2.id],
      [q1.id, q2.id, q3.id, foreign.id],
      [q1.id, q1.id, q2.id],
      [q3.id, q2.id, foreign.id],
      "abc",
      [],
      [-1],
    ]) {
      refused(await post("/wiki/faq/question/sort", tokens.editor, { categoryId: id, sortIdList }), SORT_INVALID);
    }
    refused(await post("/wiki/faq/question/sort", tokens.editor, { categoryId: 999999, sortIdList: [q1.id] }), CATEGORY_NOT_FOUND);
    expect(await order()).toEqual([q1.id, q2.id, q3.id]);
    expect(ok(await post("/wiki/faq/question/sort", tokens.editor, { categoryId: id, sortIdList: [q3.id, q1.id, q2.id] }))).toEqual({
      categoryId: id,
      sortIdList: [q3.id, q1.id, q2.id],
    });
    expect(await order()).toEqual([q3.id, q1.id, q2.id]);
    ok(await post("/wiki/faq/question/sort", tokens.admin, { categoryId: id, sortIdList: `${q2.id},${q3.id},${q1.id}` }));
    expect(await order()).toEqual([q2.id, q3.id, q1.id]);
    // A new question goes last.
    const q4 = await newQuestion(id, "Четвёртый?");
    expect((await order()).at(-1)).toBe(q4.id);
  });
});
