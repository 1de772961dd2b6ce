// A domain error a route let through (server/domain-refusals.ts): the real build behind the real Express
// app, with a service made to throw as one does when its record went away or its rule refused. Before the
// wrapper each of these was Remix's 500 «Произошла ошибка» and the error logged with its stack. On SQLite
// and PostgreSQL.
import path from "node:path";
import { pathToFileURL } from "node:url";
import type { ServerBuild } from "@remix-run/node";
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { actingAs } from "../app/platform/actor";
import { forbidden, invalid, notFound, rateLimited } from "../app/platform/errors";
import { ROLE_EDIT_WIKI_FAQ_CATEGORIES } from "../app/features/faq/policy";
import { createPerson, createTestPortal, dialects, type TestPortal } from "./helpers/portal";
import { signInWithForm, startTestServer, type TestServer } from "./helpers/http";

describe.each(await dialects())("a domain error a route did not catch, on %s", (dialect) => {
  let portal: TestPortal;
  let server: TestServer;
  let cookie: string;
  let categoryId: number;
  let questionId: number;

  const get = (url: string) => fetch(`${server.url}${url}`, { redirect: "manual", headers: { Cookie: cookie } });

  beforeAll(async () => {
    const build = (await import(pathToFileURL(path.resolve("build/index.js")).href)) as ServerBuild;
    portal = await createTestPortal(dialect, { realClock: true });
    const editor = await createPerson(portal, { password: "refusal-pass-1", roles: [ROLE_EDIT_WIKI_FAQ_CATEGORIES] });
    server = await startTestServer(portal, { build });
    cookie = await signInWithForm(server, editor.phone, "refusal-pass-1");
    const actor = actingAs(editor.id, [ROLE_EDIT_WIKI_FAQ_CATEGORIES]);
    categoryId = (await portal.services.faq.createCategory(actor, { name: "Помощь", description: "" })).id;
    for (const question of ["Первый вопрос?", "Второй вопрос?"])
      questionId = (await portal.services.faq.createQuestion(actor, { categoryId, question, answer: "Ответ." })).id;
  });
  afterEach(() => vi.restoreAllMocks());
  afterAll(async () => {
    await server?.close();
    await portal?.dispose();
  });

  it("a not-found from a loader is the 404 page with the service's words, nothing logged", async () => {
    const logged = vi.spyOn(console, "error").mockImplementation(() => {});
    vi.spyOn(portal.services.faq, "categories").mockRejectedValue(notFound("Раздел удалён"));
    const response = await get("/knowledge/faq");
    expect(response.status).toBe(404);
    const html = await response.text();
    expect(html).toContain("Раздел удалён");
    expect(html).not.toContain("DomainError");
    expect(html).not.toMatch(/\bat .*\.js:\d+/);
    expect(logged).not.toHaveBeenCalled();
    // A client navigation's data request keeps the status too.
    expect((await get("/knowledge/faq.data")).status).toBe(404);
  });

  it("a forbidden is the 403 page, a refused input the 400 page with its message", async () => {
    vi.spyOn(portal.services.faq, "categories").mockRejectedValueOnce(forbidden("Раздел закрыт"));
    const refused = await get("/knowledge/faq");
    expect(refused.status).toBe(403);
    expect(await refused.text()).toContain("Раздел закрыт");

    vi.spyOn(portal.services.faq, "categories").mockRejectedValueOnce(invalid("Неверный номер раздела"));
    const bad = await get("/knowledge/faq");
    expect(bad.status).toBe(400);
    expect(await bad.text()).toContain("Неверный номер раздела");
  });

  it("an action's escaped refusal is its status too (the order of questions changed meanwhile)", async () => {
    vi.spyOn(portal.services.faq, "sortQuestions").mockRejectedValue(invalid("Список вопросов изменился: обновите страницу"));
    const response = await fetch(`${server.url}/knowledge/faq/${categoryId}/edit`, {
      method: "POST",
      redirect: "manual",
      headers: { Cookie: cookie, "Content-Type": "application/x-www-form-urlencoded" },
      body: new URLSearchParams({ intent: "move", questionId: String(questionId), direction: "up" }),
    });
    expect(response.status).toBe(400);
    expect(await response.text()).toContain("Список вопросов изменился: обновите страницу");
  });

  it("a limit's refusal is a 429 that says when to come back (the upload limit knows the seconds)", async () => {
    vi.spyOn(portal.services.faq, "categories").mockRejectedValueOnce(rateLimited("Слишком много загрузок", undefined, 17));
    const response = await get("/knowledge/faq");
    expect(response.status).toBe(429);
    expect(response.headers.get("retry-after")).toBe("17");
    expect(await response.text()).toContain("Слишком много загрузок");
  });

  it("an error that is not a refusal is still the 500 page", async () => {
    vi.spyOn(console, "error").mockImplementation(() => {});
    vi.spyOn(portal.services.faq, "categories").mockRejectedValueOnce(new Error("диск отвалился"));
    const response = await get("/knowledge/faq");
    expect(response.status).toBe(500);
    expect(await response.text()).not.toContain("диск отвалился");
  });
});
