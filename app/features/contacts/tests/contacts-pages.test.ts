// The directory's pages as a browser without JavaScript meets them (the real build behind the real
// Express app): statuses of good and bad addresses, the star and the arrows as plain form posts, the
// service-record form keeping what was typed. Bad input is a page or a message, never a 500.
import path from "node:path";
import { pathToFileURL } from "node:url";
import type { ServerBuild } from "@remix-run/node";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestPortal, pageDialects, type TestPortal } from "../../../../tests/helpers/portal";
import { signInWithForm, startTestServer, type TestServer } from "../../../../tests/helpers/http";
import { buildDirectory, cardOf, PASSWORD, type Directory } from "./contacts-fixture";

describe("contacts pages", () => {
  let portal: TestPortal;
  let server: TestServer;
  let dir: Directory;
  let employee: string;
  let editor: string;

  async function signIn(userId: number) {
    const { phone } = await portal.db.kysely.selectFrom("users").select("phone").where("id", "=", userId).executeTakeFirstOrThrow();
    return signInWithForm(server, phone, PASSWORD);
  }

  const get = (url: string, cookie?: string) =>
    fetch(`${server.url}${url}`, { redirect: "manual", headers: cookie ? { Cookie: cookie } : {} });
  const post = (url: string, cookie: string, form: Record<string, string>) =>
    fetch(`${server.url}${url}`, {
      method: "POST",
      redirect: "manual",
      headers: { Cookie: cookie, "Content-Type": "application/x-www-form-urlencoded" },
      body: new URLSearchParams(form),
    });
  const salesPath = () => `/v2/contacts/${dir.categories.office}/${dir.categories.sales}`;
  const servicePath = () => `/v2/contacts/${dir.categories.service}`;
  /** Names of the cards on a category page, in order (the h3 links). */
  const cardNames = (html: string) => [...html.matchAll(/<h[23] class="contact-card__name"><a [^>]*>([^<]+)<\/a>/g)].map((m) => m[1]);

  beforeAll(async () => {
    const build = (await import(pathToFileURL(path.resolve("build/index.js")).href)) as ServerBuild;
    portal = await createTestPortal("sqlite", { realClock: true });
    server = await startTestServer(portal, { build });
    dir = await buildDirectory(portal, server);
    employee = await signIn(dir.people.employee);
    editor = await signIn(dir.people.editor);
  });
  afterAll(async () => {
    await server?.close();
    await portal?.dispose();
  });

  it("sends a signed-out visitor to sign-in and back", async () => {
    for (const url of ["/v2/contacts", salesPath(), "/favorites?type=CONTACT", "/structure"]) {
      const response = await get(url);
      expect(response.status).toBe(302);
      expect(response.headers.get("location")).toBe(`/login?next=${encodeURIComponent(url)}`);
    }
  });

  it("draws the cards of a revalidation (a data request) for the page's own address, not the request's", async () => {
    const routes = encodeURIComponent("routes/_shell.v2.contacts.$");
    const body = await (await get(`${salesPath()}.data?_routes=${routes}`, employee)).text();
    expect(body).toContain("contact-card");
    expect(body).toContain(`sourceURL=${encodeURIComponent(`${salesPath()}#contact-`)}`);
    expect(body).not.toContain("_routes");
  });

  it("renders the start page, a category with its cards, and redirects a stale path to the real one", async () => {
    const start = await (await get("/v2/contacts", employee)).text();
    expect(start).toContain("<title>Контакты — Портал сотрудников</title>");
    expect(start).toContain("Отдел продаж");
    expect(start).toContain("Недавние контакты");

    const response = await get(salesPath(), employee);
    expect(response.status).toBe(200);
    const html = await response.text();
    expect(cardNames(html)).toEqual(["Первая Светлана Ивановна", "Вторая Вера Ивановна", "Сотрудникова Мария Ивановна"]);
    expect(html).toContain('href="tel:+74951111111"');
    expect(html).toContain('href="mailto:first@portal.example"');
    expect(html).toContain("Это вы");
    const card = await cardOf(portal, dir.people.seller1);
    expect(html).toContain(`href="/suggest-correction?sourceURL=${encodeURIComponent(`${salesPath()}#contact-${card}`)}"`);
    // The cards come once, as HTML: the page's hydration data holds their ids, not the cards again.
    const scripts = [...html.matchAll(/<script[^>]*>([\s\S]*?)<\/script>/g)].map((m) => m[1]).join("\n");
    expect(scripts).toContain("cardIds");
    expect(scripts).not.toContain("first@portal.example");
    // An employee gets no editing controls.
    expect(html).not.toContain("Добавить служебную запись");
    expect(html).not.toContain("Переместить");

    const stale = await get(`/v2/contacts/${dir.categories.sales}`, employee);
    expect(stale.status).toBe(302);
    expect(stale.headers.get("location")).toBe(salesPath());
  });

  it("searches the directory with a plain GET form: cards by name, a Russian message for a short query", async () => {
    const found = await (await get(`/v2/contacts?q=${encodeURIComponent("вторая вер")}`, employee)).text();
    expect(found).toContain("Найдено по запросу «вторая вер»");
    expect(cardNames(found)).toEqual(["Вторая Вера Ивановна"]);
    expect(found).toMatch(/<input[^>]*name="q"[^>]*value="вторая вер"/);
    const short = await (await get("/v2/contacts?q=вт", employee)).text();
    expect(short).toContain("Введите для поиска не менее 3 символов");
    expect(cardNames(short)).toEqual([]);
    const none = await (await get(`/v2/contacts?q=${encodeURIComponent("никаковых")}`, employee)).text();
    expect(none).toContain("По Вашему запросу ничего не найдено");
  });

  it("answers 404 or 403 pages to addresses that do not exist or are not allowed", async () => {
    for (const url of [
      "/v2/contacts/abc",
      "/v2/contacts/99999999",
      "/v2/contacts/1/2/3/99999999",
      "/v2/contacts/card/abc",
      "/v2/contacts/card/99999999",
      `/v2/contacts/card/${await cardOf(portal, dir.people.blocked)}`,
      "/structure?id=abc",
      "/structure?id=99999999",
      "/favorites?type=NEWS",
    ]) {
      const response = await get(url, employee);
      expect(response.status, url).toBe(404);
      expect(await response.text()).toContain("Страница не найдена");
    }
    for (const url of [
      "/v2/contacts/another/new?categoryId=abc",
      "/v2/contacts/another/99999999",
      `/v2/contacts/another/${await cardOf(portal, dir.people.seller1)}`,
    ]) {
      expect((await get(url, editor)).status, url).toBe(404);
    }
    expect((await get(`/v2/contacts/another/new?categoryId=${dir.categories.service}`, employee)).status).toBe(403);
    expect((await get(`/v2/contacts/another/${dir.records.reception}`, employee)).status).toBe(403);
    expect((await post(`/v2/contacts/another/${dir.records.reception}`, employee, { intent: "delete" })).status).toBe(403);
    expect(
      await portal.db.kysely.selectFrom("contacts").select("id").where("id", "=", dir.records.reception).executeTakeFirst(),
    ).toBeTruthy();
  });

  it("the star is a form: it goes back with a toast, and the favourites page lists the card", async () => {
    const card = await cardOf(portal, dir.people.seller2);
    const star = await post("/favorites/update", employee, {
      type: "CONTACT",
      objectId: String(card),
      favorite: "1",
      redirectTo: `${salesPath()}#contact-${card}`,
    });
    expect(star.status).toBe(302);
    expect(star.headers.get("location")).toBe(`${salesPath()}#contact-${card}`);
    const favorites = await (await get("/favorites?type=CONTACT", employee)).text();
    expect(favorites).toContain("Добавлено в Избранное");
    expect(cardNames(favorites)).toEqual(["Вторая Вера Ивановна"]);
    expect(favorites).toContain("Удалить «Вторая Вера Ивановна» из Избранного");

    // A bad star is a toast, not an error page; an off-site redirectTo is not followed.
    const bad = await post("/favorites/update", employee, {
      type: "CONTACT",
      objectId: "99999999",
      favorite: "1",
      redirectTo: "//evil.example",
    });
    expect(bad.status).toBe(302);
    expect(bad.headers.get("location")).toBe("/");
    expect(await (await get("/favorites?type=CONTACT", employee)).text()).toContain("Контакт не найден");

    await post("/favorites/update", employee, {
      type: "CONTACT",
      objectId: String(card),
      favorite: "0",
      redirectTo: "/favorites?type=CONTACT",
    });
    const after = await (await get("/favorites?type=CONTACT", employee)).text();
    expect(after).toContain("Удалено из Избранного");
    expect(cardNames(after)).toEqual([]);
  });

  it("the arrows: refused to an employee, an editor moves a card; the order is saved", async () => {
    const [first, second] = [await cardOf(portal, dir.people.seller1), await cardOf(portal, dir.people.seller2)];
    const refused = await post(salesPath(), employee, { intent: "move", contactId: String(first), direction: "down" });
    expect(refused.status).toBe(302);
    expect(await (await get(salesPath(), employee)).text()).toContain("Изменять справочник контактов могут только редакторы контактов");

    const moved = await post(salesPath(), editor, { intent: "move", contactId: String(first), direction: "down" });
    expect(moved.status).toBe(302);
    expect(moved.headers.get("location")).toBe(`${salesPath()}#contact-${first}`);
    const html = await (await get(salesPath(), editor)).text();
    expect(html).toContain("Порядок контактов изменён");
    expect(cardNames(html).slice(0, 2)).toEqual(["Вторая Вера Ивановна", "Первая Светлана Ивановна"]);
    await post(salesPath(), editor, { intent: "move", contactId: String(second), direction: "down" });
    expect(cardNames(await (await get(salesPath(), editor)).text()).slice(0, 2)).toEqual([
      "Первая Светлана Ивановна",
      "Вторая Вера Ивановна",
    ]);
    // Garbage is a message.
    expect((await post(salesPath(), editor, { intent: "move", contactId: "x", direction: "sideways" })).status).toBe(302);
    expect((await post(salesPath(), editor, { intent: "drop-table" })).status).toBe(302);
  });

  it("the service-record form keeps what was typed, shows errors under fields, and saves", async () => {
    const url = `/v2/contacts/another/new?categoryId=${dir.categories.service}`;
    const refusedPage = await post(url, editor, { intent: "save", name: "", telephone: "8 800 100-00-00", email: "плохой" });
    expect(refusedPage.status).toBe(200);
    const html = await refusedPage.text();
    expect(html).toContain("Укажите название");
    expect(html).toContain("Введите адрес электронной почты, например name@company.ru");
    expect(html).toContain("8 800 100-00-00</textarea>");
    expect(html).toContain('value="плохой"');

    const saved = await post(url, editor, { intent: "save", name: "Справочная склада", telephone: "8 800 100-00-00\n+7 495 100-00-01" });
    expect(saved.status).toBe(302);
    const location = saved.headers.get("location")!;
    expect(location).toMatch(new RegExp(`^${servicePath()}#contact-\\d+$`));
    const id = Number(location.split("#contact-")[1]);
    const page = await (await get(servicePath(), editor)).text();
    expect(page).toContain("Служебная запись добавлена");
    expect(cardNames(page)).toEqual(["Ресепшн", "Охрана", "Справочная склада"]);

    // Delete is a second step.
    const confirm = await (await get(`/v2/contacts/another/${id}?delete`, editor)).text();
    expect(confirm).toContain("Удалить служебную запись?");
    expect(confirm).toContain("Да, удалить");
    const deleted = await post(`/v2/contacts/another/${id}`, editor, { intent: "delete" });
    expect(deleted.status).toBe(302);
    expect(deleted.headers.get("location")).toBe(servicePath());
    expect(cardNames(await (await get(servicePath(), editor)).text())).toEqual(["Ресепшн", "Охрана"]);
    expect((await get(`/v2/contacts/another/${id}`, editor)).status).toBe(404);
  });

  it("shows the company structure with heads and headcounts", async () => {
    const html = await (await get("/structure", employee)).text();
    expect(html).toContain("Главный офис");
    expect(html).toContain("Руководова Галина Ивановна");
    expect(html).toContain("всего 6 с подразделениями");
    expect(html).toContain(`href="/v2/contacts/${dir.categories.office}/${dir.categories.sales}/${dir.categories.wholesale}"`);
    const subtree = await (await get(`/structure?id=${dir.departments.sales}`, employee)).text();
    expect(subtree).toContain("Группа оптовых продаж");
    expect(subtree).not.toContain("Склад «Восток»");
  });
});

describe.each(await pageDialects())("the correction page on %s", (dialect) => {
  let portal: TestPortal;
  let server: TestServer;
  let dir: Directory;
  let employee: string;

  beforeAll(async () => {
    const build = (await import(pathToFileURL(path.resolve("build/index.js")).href)) as ServerBuild;
    portal = await createTestPortal(dialect, { realClock: true });
    server = await startTestServer(portal, { build });
    dir = await buildDirectory(portal, server);
    const { phone } = await portal.db.kysely
      .selectFrom("users")
      .select("phone")
      .where("id", "=", dir.people.employee)
      .executeTakeFirstOrThrow();
    employee = await signInWithForm(server, phone, PASSWORD);
  });
  afterAll(async () => {
    await server?.close();
    await portal?.dispose();
  });

  const formUrl = (sourceURL: string) => `/suggest-correction?sourceURL=${encodeURIComponent(sourceURL)}`;
  const get = (url: string) => fetch(`${server.url}${url}`, { redirect: "manual", headers: { Cookie: employee } });
  const post = (url: string, form: Record<string, string>) =>
    fetch(`${server.url}${url}`, {
      method: "POST",
      redirect: "manual",
      headers: { Cookie: employee, "Content-Type": "application/x-www-form-urlencoded" },
      body: new URLSearchParams(form),
    });
  const suggestions = async () => (await portal.db.kysely.selectFrom("suggestions").select("id").execute()).length;

  it("names the card it is about and says thanks once", async () => {
    const sourceURL = `/v2/contacts/${dir.categories.service}#contact-${dir.records.reception}`;
    const form = await (await get(formUrl(sourceURL))).text();
    expect(form).toMatch(new RegExp(`<a [^>]*href="${sourceURL}">Ресепшн</a>`));
    const person = `/v2/contacts/${dir.categories.office}/${dir.categories.sales}#contact-${await cardOf(portal, dir.people.seller1)}`;
    expect(await (await get(formUrl(person))).text()).toContain(">Первая Светлана Ивановна</a>");

    const sent = await post(formUrl(sourceURL), { sourceURL, message: "Сменился телефон" });
    expect(sent.status).toBe(302);
    const thanks = await (await get(sent.headers.get("location")!)).text();
    expect(thanks.match(/Спасибо/g)).toHaveLength(1);
  });

  it("refuses a card or category that does not exist or cannot be seen, on the page and on posting", async () => {
    const before = await suggestions();
    const cases: [sourceURL: string, message: string][] = [
      [`/v2/contacts/${dir.categories.service}#contact-987654`, "Карточка, о которой вы пишете, не найдена: возможно, её уже удалили"],
      [
        `/v2/contacts/card/${await cardOf(portal, dir.people.blocked)}`,
        "Карточка, о которой вы пишете, не найдена: возможно, её уже удалили",
      ],
      ["/v2/contacts/987654", "Раздел справочника, о котором вы пишете, не найден"],
    ];
    for (const [sourceURL, message] of cases) {
      const page = await get(formUrl(sourceURL));
      expect(page.status, sourceURL).toBe(404);
      const html = await page.text();
      expect(html).toContain(message);
      expect(html).not.toContain('name="message"');
      const posted = await post(formUrl(sourceURL), { sourceURL, message: "Ошибка" });
      expect(posted.status, sourceURL).toBe(400);
      expect(await posted.text()).toContain(message);
    }
    expect(await suggestions()).toBe(before);
  });
});
