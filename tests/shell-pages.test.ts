// The bottom menu's «Поиск» and «Уведомления» pages as a browser without JavaScript meets them: the
// real Remix build (npm test builds before vitest) behind the real Express app.
import path from "node:path";
import { pathToFileURL } from "node:url";
import type { ServerBuild } from "@remix-run/node";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createPerson, createTestPortal, type TestPortal } from "./helpers/portal";
import { pageParts, signInWithForm, startTestServer, type TestServer } from "./helpers/http";

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
    const data = await get(`/search?q=x&_data=${encodeURIComponent("routes/_shell.search._index")}`);
    expect(data.headers.get("x-remix-redirect")).toBe(`/login?next=${encodeURIComponent("/search?q=x")}`);
  });

  it("sends the header's GET /search?q= on to the results page, and shows the mobile search form at /search", async () => {
    const sent = await get(`/search?q=${encodeURIComponent("Звон")}`, session);
    expect(sent.status).toBe(303);
    expect(sent.headers.get("location")).toBe(`/search/all/${encodeURIComponent("Звон")}`);
    // Everyone's header form still GETs /search (the results pages are tested in app/features/search/tests).
    const start = await (await get("/search", session)).text();
    expect(start).toMatch(/<form method="get" action="\/search"[^>]*role="search"/);
    // The page's own form leads to the same results as the header's.
    expect(start).toMatch(/<form method="get" action="\/search" role="search" aria-label="[^"]*" class="card search-page__form"/);
  });

  /** The ids of a person's notifications with these texts, in the order given. */
  async function idsOf(userId: number, texts: string[]) {
    const rows = await portal.db.kysely.selectFrom("notifications").select(["id", "text"]).where("user_id", "=", userId).execute();
    return texts.map((text) => rows.find((r) => r.text === text)!.id);
  }

  it("lists one's own notifications newest first, 20 a page by keyset, in tabs, and reads them all with a form post", async () => {
    const texts = Array.from({ length: 23 }, (_, i) => `Уведомление номер ${i + 1}.`);
    await notify(me.id, texts);
    await notify(other.id, ["Чужое уведомление"]);
    const [fourth, last] = await idsOf(me.id, ["Уведомление номер 4.", "Уведомление номер 23."]);

    const response = await get(`/user/${me.id}/notification`, session);
    expect(response.status).toBe(200);
    const first = await response.text();
    expect(first).toContain('<h1 class="page-title">Уведомления</h1>');
    expect(first).not.toContain("Чужое уведомление");
    expect(first.indexOf("Уведомление номер 23.")).toBeLessThan(first.indexOf("Уведомление номер 4."));
    expect(first).not.toContain("Уведомление номер 3.");
    expect(first).toContain(`href="/user/${me.id}/notification?before=${fourth}">Показать ещё</a>`);
    expect(first).toMatch(new RegExp(`aria-current="page"[^>]*href="/user/${me.id}/notification">Все</a>`));
    expect(first).toContain("Новое </span>");
    expect(first).toContain('action="/notifications/read-all"');

    // A notification arriving meanwhile does not shift the next page (keyset, not offset).
    await notify(me.id, ["Пришло между страницами."]);
    const second = await (await get(`/user/${me.id}/notification?before=${fourth}`, session)).text();
    expect(second).toContain("Уведомление номер 3.");
    expect(second).toContain("Уведомление номер 1.");
    expect(second).not.toContain("Уведомление номер 4.");
    expect(second).not.toContain("Показать ещё");
    expect(second).toContain(`href="/user/${me.id}/notification">← К последним</a>`);

    // Read one by its form: the unread tab no longer lists it.
    await postForm("/notifications/read", { id: String(last), redirectTo: `/user/${me.id}/notification` });
    const unread = await (await get(`/user/${me.id}/notification?tab=unread`, session)).text();
    expect(unread).toMatch(new RegExp(`aria-current="page"[^>]*href="/user/${me.id}/notification\\?tab=unread">Непрочитанные</a>`));
    expect(unread).toContain("Уведомление номер 22.");
    expect(unread).not.toContain("Уведомление номер 23.");

    const read = await postForm("/notifications/read-all", { redirectTo: `/user/${me.id}/notification` });
    expect(read.headers.get("location")).toBe(`/user/${me.id}/notification`);
    const after = await (await get(`/user/${me.id}/notification`, session)).text();
    expect(after).toContain("Все уведомления прочитаны");
    expect(after).not.toContain("Новое </span>");
    expect(after).not.toContain('action="/notifications/read-all"');
    expect(await (await get(`/user/${me.id}/notification?tab=unread`, session)).text()).toContain("Новых уведомлений нет");
  });

  /** A form post as this page's person, without following the answer. */
  const postForm = (url: string, fields: Record<string, string>, cookie = session) =>
    fetch(`${server.url}${url}`, {
      method: "POST",
      redirect: "manual",
      headers: { Cookie: cookie, "Content-Type": "application/x-www-form-urlencoded" },
      body: new URLSearchParams(fields),
    });

  it("opens a notification by its row's form: marked read, then where the stored notification leads", async () => {
    await portal.db.kysely
      .insertInto("notifications")
      .values({
        user_id: me.id,
        type: "POST_OFFER",
        text: "Ваша новость {post} опубликована",
        variables: JSON.stringify([{ text: "«Субботник»", objectId: 77 }]),
        showed: 0,
        create_date: new Date().toISOString(),
      })
      .execute();
    const [offer] = await idsOf(me.id, ["Ваша новость {post} опубликована"]);
    await notify(me.id, ["Системное сообщение."]);
    const [system] = await idsOf(me.id, ["Системное сообщение."]);

    // The page and the bell's panel list it as the same form.
    const page = await (await get(`/user/${me.id}/notification`, session)).text();
    expect(page).toMatch(
      new RegExp(`<form method="post" action="/notifications/read"[^>]*><input type="hidden" name="id" value="${offer}"/>`),
    );

    // The destination comes from the stored row: a forged redirectTo only matters when it leads nowhere.
    const opened = await postForm("/notifications/read", { id: String(offer), redirectTo: "/knowledge/faq" });
    expect(opened.status).toBe(303);
    expect(opened.headers.get("location")).toBe("/news/77");
    const stored = await portal.db.kysely.selectFrom("notifications").select("showed").where("id", "=", offer!).executeTakeFirstOrThrow();
    expect(stored.showed).toBe(1);

    const nowhere = await postForm("/notifications/read", { id: String(system), redirectTo: `/user/${me.id}/notification` });
    expect(nowhere.status).toBe(303);
    expect(nowhere.headers.get("location")).toBe(`/user/${me.id}/notification`);
  });

  it("lists the bell's notifications in the page once, not again as every page's hydration data", async () => {
    await notify(me.id, ["Колокольчик: новое для вас."]);
    const { markup, scripts } = pageParts(await (await get("/knowledge/faq", session)).text());
    expect(markup).toMatch(/<div id="bell-list">[\s\S]*Колокольчик: новое для вас\./);
    expect(scripts).toContain("window.__remixContext.streamController.enqueue");
    expect(scripts).not.toContain("Колокольчик");
    // A client navigation's data (Remix's single fetch) carries the list itself: the bell renders from it.
    const data = await (await get("/knowledge/faq.data", session)).text();
    expect(data).toContain("Колокольчик: новое для вас.");
    expect(data).not.toContain("pageOnly");
  });

  it("refuses someone else's notification and a bad id without reading anything, and signed-out people", async () => {
    await notify(other.id, ["Чужое, не читать."]);
    const [foreign] = await idsOf(other.id, ["Чужое, не читать."]);
    for (const id of [String(foreign), "abc", ""]) {
      const refused = await postForm("/notifications/read", { id, redirectTo: `/user/${me.id}/notification` });
      expect(refused.status).toBe(303);
      expect(refused.headers.get("location")).toBe(`/user/${me.id}/notification`);
      expect(await (await get(`/user/${me.id}/notification`, session)).text()).toContain("Уведомление не найдено");
    }
    const stored = await portal.db.kysely.selectFrom("notifications").select("showed").where("id", "=", foreign!).executeTakeFirstOrThrow();
    expect(stored.showed).toBe(0);
    const anonymous = await fetch(`${server.url}/notifications/read`, {
      method: "POST",
      redirect: "manual",
      headers: { "Content-Type": "application/x-www-form-urlencoded" },
      body: new URLSearchParams({ id: String(foreign) }),
    });
    expect(anonymous.status).toBe(302);
    expect(anonymous.headers.get("location")).toMatch(/^\/login/);
  });

  it("refuses someone else's notifications page (403)", async () => {
    const response = await get(`/user/${other.id}/notification`, session);
    expect(response.status).toBe(403);
    expect(await response.text()).toContain("Уведомления видит только их получатель.");
  });
});
