// The finder's pages as a browser meets them (the real Remix build behind the real Express app): the
// /finder JSON route the enhanced finder calls, and the no-JS round trip of its host form.
import path from "node:path";
import { pathToFileURL } from "node:url";
import type { ServerBuild } from "@remix-run/node";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createPerson, createTestPortal, type TestPortal } from "../../../../tests/helpers/portal";
import { signInWithForm, startTestServer, type TestServer } from "../../../../tests/helpers/http";

describe("finder pages", () => {
  let portal: TestPortal;
  let server: TestServer;
  let editor: string;
  let employee: string;
  let categoryId: number;
  let petrovId: number;

  const signIn = (phone: string, password: string) => signInWithForm(server, phone, password);

  const get = (url: string, cookie?: string) =>
    fetch(`${server.url}${url}`, { redirect: "manual", headers: cookie ? { Cookie: cookie } : {} });

  beforeAll(async () => {
    const build = (await import(pathToFileURL(path.resolve("build/index.js")).href)) as ServerBuild;
    portal = await createTestPortal("sqlite", { realClock: true });
    const boss = await createPerson(portal, { password: "editor-123", roles: ["ROLE_EDIT_CONTACTS"], surname: "Редакторова" });
    const worker = await createPerson(portal, { password: "employee-1", surname: "Работникова" });
    petrovId = (await createPerson(portal, { name: "Иван", surname: "Петров" })).id;
    const category = await portal.db.kysely
      .insertInto("contact_categories")
      .values({ name: "Приёмные", parent_id: null })
      .returning("id")
      .executeTakeFirstOrThrow();
    categoryId = category.id;
    // The people's events reach the search's indexes.
    await portal.outbox.deliver();
    server = await startTestServer(portal, { build });
    editor = await signIn(boss.phone, "editor-123");
    employee = await signIn(worker.phone, "employee-1");
  });
  afterAll(async () => {
    await server?.close();
    await portal?.dispose();
  });

  it("/finder answers JSON items to the signed-in, and refuses others", async () => {
    const anonymous = await get("/finder?kinds=user&q=петров");
    expect(anonymous.status).toBe(401);
    expect((await get("/finder?kinds=people&q=петров", employee)).status).toBe(400);
    expect(await (await get("/finder?kinds=user&q=пе", employee)).json()).toEqual({
      items: [],
      message: "Введите для поиска не менее 3 символов",
    });
    expect(await (await get("/finder?kinds=user&q=яяя", employee)).json()).toEqual({
      items: [],
      message: "По Вашему запросу ничего не найдено",
    });
    const found = await get(`/finder?kinds=user&q=${encodeURIComponent("ПЕТРОВ ив")}`, employee);
    expect(found.headers.get("content-type")).toContain("application/json");
    expect(await found.json()).toEqual({
      items: [{ kind: "user", id: petrovId, value: String(petrovId), label: "Петров Иван", hint: null }],
      message: null,
    });
  });

  it("the form is the contact editor's: 403 page for others, 404 for an unknown category", async () => {
    const forbidden = await get(`/v2/contacts/another/new-with-user?categoryId=${categoryId}`, employee);
    expect(forbidden.status).toBe(403);
    expect(await forbidden.text()).toContain("Нет доступа");
    expect((await get("/v2/contacts/another/new-with-user?categoryId=999999", editor)).status).toBe(404);
    expect((await get("/v2/contacts/another/new-with-user", editor)).status).toBe(404);
  });

  it("without JavaScript, 'Найти' brings back the found people as radios and every typed field", async () => {
    const query = new URLSearchParams({
      categoryId: String(categoryId),
      name: "Секретарь приёмной",
      ipPhone: "1050",
      finder_userId_q: "петров",
    });
    const response = await get(`/v2/contacts/another/new-with-user?${query}`, editor);
    expect(response.status).toBe(200);
    const html = await response.text();
    expect(html).toMatch(new RegExp(`<input type="radio" name="userId" value="${petrovId}"/>`));
    expect(html).toContain("Петров Иван");
    expect(html).toMatch(/name="name"[^>]*value="Секретарь приёмной"/);
    expect(html).toMatch(/name="ipPhone"[^>]*value="1050"/);
    expect(html).toMatch(
      /<button type="submit" class="button" formMethod="get" formaction="\/v2\/contacts\/another\/new-with-user\?[^"]*" formnovalidate="">Найти<\/button>/,
    );
  });

  it("saving without a person shows the error and keeps the fields; with one it redirects to the category with a toast", async () => {
    const url = `${server.url}/v2/contacts/another/new-with-user?categoryId=${categoryId}`;
    const post = (body: Record<string, string>) =>
      fetch(url, {
        method: "POST",
        redirect: "manual",
        headers: { Cookie: editor, "Content-Type": "application/x-www-form-urlencoded" },
        body: new URLSearchParams(body),
      });
    const failed = await post({ categoryId: String(categoryId), name: "Приёмная", userId: "" });
    expect(failed.status).toBe(400);
    const html = await failed.text();
    expect(html).toContain("Выберите сотрудника");
    expect(html).toMatch(/name="name"[^>]*value="Приёмная"/);

    const saved = await post({ categoryId: String(categoryId), name: "", userId: String(petrovId), telephone: "+7 (495) 100-00-09" });
    expect(saved.status).toBe(302);
    expect(saved.headers.get("location")).toBe(`/v2/contacts/${categoryId}`);
    const next = await (await get(`/v2/contacts/${categoryId}`, editor)).text();
    expect(next).toContain("Служебная запись добавлена");
    // A record linked to a person keeps an empty name empty and shows the person's name instead.
    expect(next).toContain("Петров Иван");
    const row = await portal.db.kysely
      .selectFrom("contacts")
      .select(["name", "user_id", "telephone"])
      .where("category_id", "=", categoryId)
      .executeTakeFirstOrThrow();
    expect(row).toEqual({ name: null, user_id: petrovId, telephone: "+7 (495) 100-00-09" });
  });
});
