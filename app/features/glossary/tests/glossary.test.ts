// Contract tests of the glossary calls (ours, the feature's api.md "Glossary"): anonymous 401, everyone signed
// in reads, employees are refused every change; terms are unique whatever their case (Cyrillic too),
// filed under their initial letter (Ё under Е, Latin under "A–Z", digits under "#"). SQLite and PostgreSQL.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestPortal, dialects, type TestPortal } from "../../../../tests/helpers/portal";
import { api, startTestServer, type TestServer } from "../../../../tests/helpers/http";
import { ok, refused, unauthorized } from "../../../../tests/helpers/envelope";
import { knowledgePeople } from "../../../../tests/api/knowledge-fixture";
import { letterOf, termKey } from "~/features/glossary/terms";

const FORBIDDEN = "Изменять глоссарий могут только редакторы базы знаний";
const NOT_FOUND = "Термин не найден";
const TERM_REQUIRED = "Укажите термин";
const TERM_TOO_LONG = "Термин — не больше 255 символов";
const TERM_TAKEN = "Такой термин уже есть в глоссарии";
const DEFINITION_REQUIRED = "Напишите определение";

interface Term {
  id: number;
  term: string;
  definition: string;
  letter: string;
  status: string;
  createdAt: string;
}
interface List {
  total: number;
  letters: { letter: string; anchor: string; count: number }[];
  groups: { letter: string; anchor: string; terms: Term[] }[];
}

describe("glossary letters", () => {
  it("files a term under its upper-case initial: Ё as Е, Latin under A–Z, digits and the rest under #", () => {
    expect(letterOf("планограмма")).toBe("П");
    expect(letterOf("Ёмкость рынка")).toBe("Е");
    expect(letterOf("«Кросс-докинг»")).toBe("К");
    expect(letterOf("SKU")).toBe("A–Z");
    expect(letterOf("b2b")).toBe("A–Z");
    expect(letterOf("1С")).toBe("#");
    expect(letterOf("…")).toBe("#");
    expect(termKey("  Ёмкость   Рынка ")).toBe("емкость рынка");
  });
});

describe.each(await dialects())("Glossary API on %s", (dialect) => {
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

  const post = (path: string, token: string, body: unknown) => api(server, "POST", path, { token, body });
  const list = async (token = tokens.employee) => ok(await api(server, "GET", "/wiki/glossary/list", { token })) as List;
  const add = async (term: string, definition = "Определение", token = tokens.editor) =>
    ok(await post("/wiki/glossary/add", token, { term, definition })) as Term;
  const terms = async () => (await list()).groups.flatMap((g) => g.terms.map((t) => t.term));

  it("answers 401 to every call without a session or token", async () => {
    for (const [method, path] of [
      ["GET", "/wiki/glossary/list"],
      ["GET", "/wiki/glossary/get"],
      ["POST", "/wiki/glossary/add"],
      ["POST", "/wiki/glossary/update"],
      ["POST", "/wiki/glossary/delete"],
    ] as const) {
      unauthorized(await api(server, method, path, method === "POST" ? { body: {} } : {}));
      unauthorized(await api(server, method, path, { token: "not-a-token", ...(method === "POST" ? { body: {} } : {}) }));
    }
  });

  it("list: an empty glossary still has the whole letter index, every letter empty", async () => {
    const empty = await list();
    expect(empty.total).toBe(0);
    expect(empty.groups).toEqual([]);
    expect(empty.letters.map((l) => l.letter).join("")).toBe("АБВГДЕЖЗИЙКЛМНОПРСТУФХЦЧШЩЭЮЯA–Z#");
    expect(empty.letters[0]).toEqual({ letter: "А", anchor: "letter-А", count: 0 });
    expect(empty.letters.at(-2)).toEqual({ letter: "A–Z", anchor: "letter-latin", count: 0 });
    expect(empty.letters.at(-1)).toEqual({ letter: "#", anchor: "letter-other", count: 0 });
  });

  it("add: an editor or an administrator adds a published term; everyone reads it in its letter", async () => {
    const term = await add("  Планограмма ", "Схема выкладки товара");
    expect(term).toEqual({
      id: expect.any(Number),
      term: "Планограмма",
      definition: "<p>Схема выкладки товара</p>",
      letter: "П",
      status: "PUBLISHED",
      createdAt: expect.any(String),
      version: 1,
    });
    await add("Ёмкость рынка", "Объём продаж", tokens.admin);
    await add("SKU", "<p>Складская <em>единица</em></p><script>alert(1)</script>");
    await add("1С", "Учётная система");
    await add("Поставщик");
    await add("Адаптация");
    const got = await list();
    expect(got.total).toBe(6);
    expect(got.groups.map((g) => g.letter)).toEqual(["А", "Е", "П", "A–Z", "#"]);
    expect(got.groups.find((g) => g.letter === "П")!.terms.map((t) => t.term)).toEqual(["Планограмма", "Поставщик"]);
    expect(got.groups.find((g) => g.letter === "A–Z")!.terms[0]!.definition).toBe("<p>Складская <em>единица</em></p>");
    expect(got.letters.find((l) => l.letter === "П")).toEqual({ letter: "П", anchor: "letter-П", count: 2 });
    expect(got.letters.find((l) => l.letter === "Б")!.count).toBe(0);
    expect(ok(await api(server, "GET", "/wiki/glossary/get", { token: tokens.employee, query: { id: String(term.id) } }))).toEqual(term);
    refused(await api(server, "GET", "/wiki/glossary/get", { token: tokens.employee, query: { id: "999999" } }), NOT_FOUND);
  });

  it("add: validated with Russian messages, nothing stored on a refusal", async () => {
    const before = await terms();
    refused(await post("/wiki/glossary/add", tokens.editor, { definition: "Текст" }), TERM_REQUIRED);
    refused(await post("/wiki/glossary/add", tokens.editor, { term: "   ", definition: "Текст" }), TERM_REQUIRED);
    refused(await post("/wiki/glossary/add", tokens.editor, { term: "Т".repeat(256), definition: "Текст" }), TERM_TOO_LONG);
    refused(await post("/wiki/glossary/add", tokens.editor, { term: "Маржа" }), DEFINITION_REQUIRED);
    refused(await post("/wiki/glossary/add", tokens.editor, { term: "Маржа", definition: "<p>  </p>" }), DEFINITION_REQUIRED);
    refused(await post("/wiki/glossary/add", tokens.editor, { term: 5, definition: "Текст" }), TERM_REQUIRED);
    expect(await terms()).toEqual(before);
    expect((await add("Т".repeat(255))).term).toHaveLength(255);
  });

  it("add and update: a term is unique whatever its case, Cyrillic included (ё as е)", async () => {
    await add("Маржа", "Разница между ценой и себестоимостью");
    await add("KPI", "Ключевые показатели");
    const before = await terms();
    refused(await post("/wiki/glossary/add", tokens.editor, { term: "маржа", definition: "x" }), TERM_TAKEN);
    refused(await post("/wiki/glossary/add", tokens.editor, { term: "МАРЖА", definition: "x" }), TERM_TAKEN);
    refused(await post("/wiki/glossary/add", tokens.editor, { term: "kpi", definition: "x" }), TERM_TAKEN);
    refused(await post("/wiki/glossary/add", tokens.admin, { term: "емкость РЫНКА", definition: "x" }), TERM_TAKEN);
    expect(await terms()).toEqual(before);
    const other = await add("Наценка");
    refused(await post("/wiki/glossary/update", tokens.editor, { id: other.id, term: "мАРЖА", definition: "x" }), TERM_TAKEN);
    // The same term with another case is its own name: allowed.
    expect((ok(await post("/wiki/glossary/update", tokens.editor, { id: other.id, term: "НАЦЕНКА", definition: "x" })) as Term).term).toBe(
      "НАЦЕНКА",
    );
  });

  it("update: replaces the term and definition and refiles it under its new letter", async () => {
    const term = await add("Опт", "Продажа партиями");
    refused(await post("/wiki/glossary/update", tokens.editor, { id: term.id, term: "", definition: "x" }), TERM_REQUIRED);
    refused(await post("/wiki/glossary/update", tokens.editor, { id: term.id, term: "Опт", definition: "" }), DEFINITION_REQUIRED);
    refused(await post("/wiki/glossary/update", tokens.editor, { id: 999999, term: "Опт", definition: "x" }), NOT_FOUND);
    const updated = ok(
      await post("/wiki/glossary/update", tokens.admin, { id: term.id, term: "Дистрибьютор", definition: "Оптовый посредник" }),
    ) as Term;
    expect(updated).toMatchObject({
      id: term.id,
      term: "Дистрибьютор",
      definition: "<p>Оптовый посредник</p>",
      letter: "Д",
      status: "PUBLISHED",
    });
    const got = await list();
    expect(got.groups.find((g) => g.letter === "Д")!.terms.map((t) => t.id)).toContain(term.id);
    expect(got.groups.find((g) => g.letter === "О")).toBeUndefined();
  });

  it("delete: removes a term; refuses a missing one", async () => {
    const term = await add("Логистика");
    expect(ok(await post("/wiki/glossary/delete", tokens.editor, { id: term.id }))).toBeNull();
    refused(await post("/wiki/glossary/delete", tokens.editor, { id: term.id }), NOT_FOUND);
    refused(await post("/wiki/glossary/delete", tokens.editor, {}), NOT_FOUND);
    expect(await terms()).not.toContain("Логистика");
    // The term may be added again once deleted.
    await add("логистика");
  });

  it("list?q: only the terms containing the text, any case and ё as е, % and _ taken literally; the index counts them", async () => {
    await add("Ёлочная выкладка");
    await add("Выкладка товара");
    await add("Кросс-мерчендайзинг");
    await add("100%_скидка");
    const filtered = async (q: string) =>
      ok(await api(server, "GET", "/wiki/glossary/list", { token: tokens.employee, query: { q } })) as List & { q: string };
    const found = (l: List) => l.groups.flatMap((g) => g.terms.map((t) => t.term));
    const byLayout = await filtered("  ВЫКЛАДК ");
    expect(byLayout.q).toBe("ВЫКЛАДК");
    expect(found(byLayout)).toEqual(["Выкладка товара", "Ёлочная выкладка"]);
    expect(byLayout.total).toBe(2);
    expect(byLayout.letters.find((l) => l.letter === "В")!.count).toBe(1);
    expect(byLayout.letters.find((l) => l.letter === "К")!.count).toBe(0);
    expect(found(await filtered("елоч"))).toEqual(["Ёлочная выкладка"]);
    expect(found(await filtered("%"))).toEqual(["100%_скидка"]);
    expect(found(await filtered("_"))).toEqual(["100%_скидка"]);
    expect((await filtered("нет такого")).total).toBe(0);
    expect((await filtered("")).total).toBe((await list()).total);
    refused(
      await api(server, "GET", "/wiki/glossary/list", { token: tokens.employee, query: { q: "я".repeat(101) } }),
      "Запрос — не больше 100 символов",
    );
  });

  it("refuses every change to an employee and changes nothing", async () => {
    const term = await add("Аутсорсинг");
    const before = await list();
    for (const [path, body] of [
      ["/wiki/glossary/add", { term: "Мой термин", definition: "x" }],
      ["/wiki/glossary/add", {}],
      ["/wiki/glossary/update", { id: term.id, term: "Изменён", definition: "x" }],
      ["/wiki/glossary/delete", { id: term.id }],
    ] as const) {
      refused(await post(path, tokens.employee, body), FORBIDDEN);
    }
    expect(await list()).toEqual(before);
  });
});
