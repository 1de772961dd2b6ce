// The bottom menu's «Поиск» and «Уведомления» pages as a browser without JavaScript meets them: the
// real Remix build (npm test builds before vitest) behind the real Express app.
import path from "node:path";
import { pathToFileURL } from "node:url";
import type { ServerBuild } from "@remix-run/node";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createPerson, createTestPortal, type TestPortal } from "./helpers/portal";
import { signInWithForm, startTestServer, type TestServer } from "./helpers/http";

describe("the shell's search and notifications pages", () => {
  let portal: TestPortal;
  let server: TestServer;
  let session: string;
  let me: { id: number; phone: string };
  let other: { id: number; phone: string };

  const get = (url: string, cookie?: string) =>
    fetch(`${server.url}${url}`, { redirect: "manual", headers: cookie ? { Cookie: cookie } : {} });

  /** Notifications of a person, oldest first, as the features that produce them will write them. */
  async function notify(userId: number, texts: string[], showed = 0) {
    const start = Date.now() - texts.length * 60_000;
    for (const [i, text] of texts.entries()) {
      await portal.db.kysely
        .insertInto("notifications")
        .values({
          user_id: userId,
          type: "SYSTEM",
          text,
          variables: "[]",
          object_id: null,
          claim_status: null,
          showed,
          create_date: new Date(start + i * 60_000).toISOString(),
        })
        .execute();
    }
  }

  beforeAll(async () => {
    const build = (await import(pathToFileURL(path.resolve("build/index.js")).href)) as ServerBuild;
    portal = await createTestPortal("sqlite", { realClock: true });
    me = await createPerson(portal, { password: "employee-1", name: "Ольга", surname: "Звонарёва" });
    other = await createPerson(portal, { password: "employee-2", name: "Пётр", surname: "Звягинцев" });
    await createPerson(portal, { name: "Анна", surname: "Соколова" });
    server = await startTestServer(portal, { build });
    session = await signInWithForm(server, me.phone, "employee-1");
  });
  afterAll(async () => {
    await server?.close();
    await portal?.dispose();
  });

  it("sends anonymous visitors of both pages to the login page", async () => {
    for (const url of ["/search?q=%D0%B7%D0%B2%D0%B0", `/user/${me.id}/notification`]) {
      const response = await get(url);
      expect(response.status).toBe(302);
      expect(response.headers.get("location")).toBe(`/login?next=${encodeURIComponent(url)}`);
    }
    // A client navigation's data request: Remix answers its redirect in a header, with the page as `next`.
    const data = await get(`/search?q=x&_data=${encodeURIComponent("routes/_shell.search")}`);
    expect(data.headers.get("x-remix-redirect")).toBe(`/login?next=${encodeURIComponent("/search?q=x")}`);
  });

  it("finds people by the start of a surname with a plain GET form", async () => {
    const empty = await get("/search", session);
    expect(empty.status).toBe(200);
    const start = await empty.text();
    expect(start).toContain('<h1 class="page-title">Поиск сотрудников</h1>');
    expect(start).toMatch(/<form method="get" action="\/search"[^>]*role="search"/);
    expect(start).toContain('name="q"');

    const html = await (await get(`/search?q=${encodeURIComponent("зв")}`, session)).text();
    expect(html).toContain("Введите для поиска не менее 3 символов");

    const found = await (await get(`/search?q=${encodeURIComponent("Звон")}`, session)).text();
    expect(found).toContain("Найдено сотрудников: 1");
    expect(found).toContain(`href="/user/${me.id}"`);
    expect(found).toContain("Звонарёва Ольга");
    expect(found).not.toContain("Звягинцев");

    const none = await (await get(`/search?q=${encodeURIComponent("Щукин")}`, session)).text();
    expect(none).toContain("По Вашему запросу ничего не найдено");
  });

  it("lists one's own notifications newest first, 20 a page, and reads them all with a form post", async () => {
    const texts = Array.from({ length: 23 }, (_, i) => `Уведомление номер ${i + 1}.`);
    await notify(me.id, texts);
    await notify(other.id, ["Чужое уведомление"]);

    const response = await get(`/user/${me.id}/notification`, session);
    expect(response.status).toBe(200);
    const first = await response.text();
    expect(first).toContain('<h1 class="page-title">Уведомления</h1>');
    expect(first).not.toContain("Чужое уведомление");
    expect(first.indexOf("Уведомление номер 23.")).toBeLessThan(first.indexOf("Уведомление номер 4."));
    expect(first).not.toContain("Уведомление номер 3.");
    expect(first).toContain(`href="/user/${me.id}/notification?page=2"`);
    expect(first).toContain("Новое</span>");
    expect(first).toContain('action="/notifications/read-all"');

    const second = await (await get(`/user/${me.id}/notification?page=2`, session)).text();
    expect(second).toContain("Уведомление номер 3.");
    expect(second).toContain("Уведомление номер 1.");
    expect(second).not.toContain(`notification?page=3`);

    const read = await fetch(`${server.url}/notifications/read-all`, {
      method: "POST",
      redirect: "manual",
      headers: { Cookie: session, "Content-Type": "application/x-www-form-urlencoded" },
      body: new URLSearchParams({ redirectTo: `/user/${me.id}/notification` }),
    });
    expect(read.headers.get("location")).toBe(`/user/${me.id}/notification`);
    const after = await (await get(`/user/${me.id}/notification`, session)).text();
    expect(after).toContain("Все уведомления прочитаны");
    expect(after).not.toContain("Новое</span>");
    expect(after).not.toContain('action="/notifications/read-all"');
  });

  it("leads from someone else's notifications address to one's own", async () => {
    const response = await get(`/user/${other.id}/notification`, session);
    expect(response.status).toBe(302);
    expect(response.headers.get("location")).toBe(`/user/${me.id}/notification`);
  });
});
