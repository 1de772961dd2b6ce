// Server-rendered pages as a browser without JavaScript meets them: the real Remix build (npm test
// builds before vitest) behind the real Express app.
import path from "node:path";
import { pathToFileURL } from "node:url";
import type { ServerBuild } from "@remix-run/node";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createPerson, createTestPortal, type TestPortal } from "./helpers/portal";
import { signInWithForm, startTestServer, type TestServer } from "./helpers/http";

describe("pages", () => {
  let portal: TestPortal;
  let server: TestServer;
  let session: string;
  let admin: string;

  const signIn = (phone: string, password: string) => signInWithForm(server, phone, password);

  const get = (url: string, cookie?: string, headers: Record<string, string> = {}) =>
    fetch(`${server.url}${url}`, { redirect: "manual", headers: { ...(cookie ? { Cookie: cookie } : {}), ...headers } });

  beforeAll(async () => {
    const build = (await import(pathToFileURL(path.resolve("build/index.js")).href)) as ServerBuild;
    portal = await createTestPortal("sqlite", { realClock: true });
    const employee = await createPerson(portal, { password: "employee-1", name: "Ольга" });
    const boss = await createPerson(portal, { password: "admin-123", roles: ["ROLE_ADMINISTRATOR"] });
    server = await startTestServer(portal, { build });
    session = await signIn(employee.phone, "employee-1");
    admin = await signIn(boss.phone, "admin-123");
  });
  afterAll(async () => {
    await server?.close();
    await portal?.dispose();
  });

  it("titles pages '<page> — <portal name>' and sends security headers with a per-request CSP nonce", async () => {
    const first = await get("/login");
    const html = await first.text();
    expect(html).toContain("<title>Вход — Портал сотрудников</title>");
    const csp = first.headers.get("content-security-policy")!;
    const nonce = csp.match(/'nonce-([^']+)'/)![1];
    expect(html).toContain(`nonce="${nonce}"`);
    expect(first.headers.get("x-content-type-options")).toBe("nosniff");
    expect(first.headers.get("x-frame-options")).toBe("DENY");
    const second = await get("/login");
    expect(second.headers.get("content-security-policy")).not.toBe(csp);
  });

  it("shows old Internet Explorer a notice instead of the app", async () => {
    const html = await (
      await get("/login", undefined, { "User-Agent": "Mozilla/5.0 (Windows NT 10.0; Trident/7.0; rv:11.0) like Gecko" })
    ).text();
    expect(html).toContain("Браузер не поддерживается");
    expect(html).not.toContain("Вход на портал");
    expect(html).not.toContain("<script");
  });

  it("sends a signed-in visitor of the entry area to /", async () => {
    const response = await get("/register", session);
    expect(response.status).toBe(302);
    expect(response.headers.get("location")).toBe("/");
  });

  it("refuses an off-site next after sign-in", async () => {
    const person = await createPerson(portal, { password: "next-check-1" });
    const response = await fetch(`${server.url}/login`, {
      method: "POST",
      redirect: "manual",
      headers: { "Content-Type": "application/x-www-form-urlencoded" },
      body: new URLSearchParams({ phone: person.phone, password: "next-check-1", next: "//evil.example/x" }),
    });
    expect(response.headers.get("location")).toBe("/");
  });

  it("renders the shell with the person, the unread count and the welcome message", async () => {
    const html = await (await get("/", session)).text();
    expect(html).toContain("Ольга");
    expect(html).toContain("Добро пожаловать, Ольга!");
    expect(html).toContain("Новых уведомлений нет");
    expect(html).not.toContain("Администратор</a>");
  });

  it("closes the welcome message with a plain form post", async () => {
    const person = await createPerson(portal, { password: "welcome-12", name: "Вера" });
    const cookie = await signIn(person.phone, "welcome-12");
    const response = await fetch(`${server.url}/welcome/hide`, {
      method: "POST",
      redirect: "manual",
      headers: { Cookie: cookie, "Content-Type": "application/x-www-form-urlencoded" },
      body: new URLSearchParams({ redirectTo: "/main" }),
    });
    expect(response.headers.get("location")).toBe("/main");
    expect(await (await get("/main", cookie)).text()).not.toContain("Добро пожаловать, Вера!");
  });

  it("offers the Administrator item only to administrators; the admin area opens to its pages' role holders too", async () => {
    // ADR 0023: the spec gives the link to ROLE_ADMINISTRATOR alone; /admin lists a holder's own pages.
    const holder = await createPerson(portal, { password: "stickers-1", roles: ["ROLE_UPDATE_STICKER"] });
    const stickers = await signIn(holder.phone, "stickers-1");
    const anonymous = await get("/");
    expect(anonymous.status).toBe(302);
    expect(anonymous.headers.get("location")).toMatch(/^\/login/);
    for (const [who, cookie, link] of [
      ["employee", session, false],
      ["role holder", stickers, false],
      ["administrator", admin, true],
    ] as const) {
      for (const url of ["/", "/menu"])
        expect((await (await get(url, cookie)).text()).includes('href="/admin"'), `${who} ${url}`).toBe(link);
    }
    expect((await get("/admin", session)).status).toBe(403);
    const holderAdmin = await get("/admin", stickers);
    expect(holderAdmin.status).toBe(200);
    expect(await holderAdmin.text()).toContain('href="/admin/stickers"');
    expect((await get("/admin", admin)).status).toBe(200);
  });

  it("shows unknown paths as a 404 inside the shell and unbuilt sections as coming soon", async () => {
    const missing = await get("/no-such-page", session);
    expect(missing.status).toBe(404);
    const missingHtml = await missing.text();
    expect(missingHtml).toContain("Страница не найдена");
    expect(missingHtml).toContain("bottom-menu");
    const soon = await get("/socket", session);
    expect(soon.status).toBe(200);
    expect(await soon.text()).toContain("Медиа: раздел скоро появится");
    expect((await get("/404", session)).status).toBe(404);
    expect((await get("/forbidden", session)).status).toBe(403);
  });

  it("answers an address in a built section that no page answers with the 404, one in a section to come with its page", async () => {
    // A built section: some page of the build lives under it (sections.ts). JavaScript off: the HTML alone.
    for (const url of ["/vacancies/1/2/3", "/news/1/2/3", "/structure/1", "/favorites/x", "/admin/no-such-page", "/user/1/x"]) {
      const response = await get(url, session);
      expect(response.status, url).toBe(404);
      const html = await response.text();
      expect(html, url).toContain("Страница не найдена");
      expect(html, url).not.toContain("раздел скоро появится");
    }
    // The spec's addresses still to come keep their page, also inside built areas (/admin, /user/{id}).
    for (const [url, title, cookie] of [
      ["/socket/1", "Медиа", session],
      ["/admin/test", "Администрирование", admin],
    ] as const) {
      const response = await get(url, cookie);
      expect(response.status, url).toBe(200);
      expect(await response.text(), url).toContain(`${title}: раздел скоро появится`);
    }
    // An admin page to come is refused like /admin to those who open none of the area's pages.
    expect((await get("/admin/test", session)).status).toBe(403);
  });

  it("draws a page's refusal, or a request it cannot answer, inside the shell with the page's title", async () => {
    const admin403 = await get("/admin", session);
    const adminHtml = await admin403.text();
    expect(adminHtml).toContain("bottom-menu");
    expect(adminHtml).toContain("<title>Администрирование");
    const unknownTab = await get("/favorites?type=NO_SUCH_TYPE", session);
    expect(unknownTab.status).toBe(404);
    const tabHtml = await unknownTab.text();
    expect(tabHtml).toContain("Страница не найдена");
    expect(tabHtml).toContain("bottom-menu");
    expect(tabHtml).toContain("<title>Избранное");
    // A form posted to a page that takes none (405): no loader runs after a refused post, so there is no
    // shell to draw; the page still says what happened and leads back to the main page.
    const post = await fetch(`${server.url}/favorites?type=CONTACT`, {
      method: "POST",
      redirect: "manual",
      headers: { Cookie: session, "Content-Type": "application/x-www-form-urlencoded" },
      body: "x=1",
    });
    expect(post.status).toBe(405);
    const postHtml = await post.text();
    expect(postHtml).toContain("<title>Ошибка");
    expect(postHtml).toContain("На главную");
  });

  it("serves lite mode without a single script, and switches it by a form post", async () => {
    const on = await fetch(`${server.url}/settings/lite`, {
      method: "POST",
      redirect: "manual",
      headers: { Cookie: session, "Content-Type": "application/x-www-form-urlencoded" },
      body: new URLSearchParams({ lite: "on", redirectTo: "/vacancies" }),
    });
    expect(on.headers.get("location")).toBe("/vacancies");
    const lite = on.headers.get("set-cookie")!.split(";")[0]!;
    expect(lite).toBe("portal_lite=1");
    const html = await (await get("/vacancies", `${session}; ${lite}`)).text();
    expect(html).not.toMatch(/<script|modulepreload/);
    expect(html).toContain("Облегчённый режим включён");
    const normal = await (await get("/vacancies", session)).text();
    expect(normal).toMatch(/<script/);
  });

  it("shows a toast left in the session once", async () => {
    const person = await createPerson(portal, { password: "toast-1234" });
    const cookie = await signIn(person.phone, "toast-1234");
    await fetch(`${server.url}/notifications/read-all`, {
      method: "POST",
      redirect: "manual",
      headers: { Cookie: cookie, "Content-Type": "application/x-www-form-urlencoded" },
      body: new URLSearchParams({ redirectTo: "/main" }),
    });
    expect(await (await get("/main", cookie)).text()).toContain("Все уведомления прочитаны");
    expect(await (await get("/main", cookie)).text()).not.toContain("Все уведомления прочитаны");
  });

  it("refuses a cross-site form post", async () => {
    const response = await fetch(`${server.url}/logout`, {
      method: "POST",
      redirect: "manual",
      headers: { Cookie: session, Origin: "https://evil.example", "Content-Type": "application/x-www-form-urlencoded" },
      body: "",
    });
    expect(response.status).toBe(403);
    expect((await get("/", session)).status).toBe(200);
  });

  it("logs out with a form post and the session is gone", async () => {
    const person = await createPerson(portal, { password: "logout-123" });
    const cookie = await signIn(person.phone, "logout-123");
    const response = await fetch(`${server.url}/logout`, {
      method: "POST",
      redirect: "manual",
      headers: { Cookie: cookie, "Content-Type": "application/x-www-form-urlencoded" },
      body: "",
    });
    expect(response.headers.get("location")).toBe("/login");
    expect(response.headers.get("set-cookie")).toContain("Max-Age=0");
    const after = await get("/main", cookie);
    expect(after.status).toBe(302);
    expect(after.headers.get("location")).toBe("/login?next=%2Fmain");
  });
});
