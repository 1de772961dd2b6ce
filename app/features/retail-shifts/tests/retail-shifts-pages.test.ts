// Смены в магазине's pages as a browser without JavaScript meets them (SQLite; the domain runs on both in
// retail-shifts-api.test.ts): the week with its links and marks, the routes outranking the services' /services/$key,
// the manager's form (a refused field comes back under it as typed), and a swap made of plain posts from the
// offer to the approval, each answered with a toast.
import path from "node:path";
import { pathToFileURL } from "node:url";
import type { ServerBuild } from "@remix-run/node";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createPerson, createTestPortal, pageDialects, type TestPortal } from "../../../../tests/helpers/portal";
import { signInWithForm, startTestServer, type TestServer } from "../../../../tests/helpers/http";
import { formBrowser, inputValue, text } from "../../../../tests/helpers/form-browser";
import { messages as t } from "../messages";
import { serverMessages as r } from "../messages.server";

const build = (await import(pathToFileURL(path.resolve("build/index.js")).href)) as ServerBuild;
const PASSWORD = "retail-shifts-pages-1";
const BASE = "/services/retail-shifts";
// The test clock starts on Saturday 21 November 2026 (Moscow): the next week starts on the 23rd.
const MONDAY = "2026-11-23";

describe.each(await pageDialects())("retail shifts pages on %s", (dialect) => {
  let portal: TestPortal;
  let server: TestServer;
  const cookies = { manager: "", anna: "", boris: "" };
  let shop = 0;
  const browser = formBrowser(() => server, cookies, { redirectStatus: 303 });

  beforeAll(async () => {
    portal = await createTestPortal(dialect);
    server = await startTestServer(portal, { build });
    const db = portal.db.kysely;
    shop = (
      await db
        .insertInto("departments")
        .values({ name: "Магазин на Пушкинской", city: "Тверь", parent_id: null })
        .returning("id")
        .executeTakeFirstOrThrow()
    ).id;
    await db.insertInto("retail_shops").values({ department_id: shop, created_at: portal.clock.now().toISOString() }).execute();
    const manager = await createPerson(portal, { password: PASSWORD, name: "Марина", surname: "Начальникова", departmentId: shop });
    const anna = await createPerson(portal, { password: PASSWORD, name: "Анна", surname: "Первова", departmentId: shop });
    const boris = await createPerson(portal, { password: PASSWORD, name: "Борис", surname: "Второв", departmentId: shop });
    await db.updateTable("departments").set({ head_user_id: manager.id }).where("id", "=", shop).execute();
    cookies.manager = await signInWithForm(server, manager.phone, PASSWORD);
    cookies.anna = await signInWithForm(server, anna.phone, PASSWORD);
    cookies.boris = await signInWithForm(server, boris.phone, PASSWORD);
    Object.assign(ids, { anna: anna.id, boris: boris.id });
  });
  afterAll(async () => {
    await server?.close();
    await portal?.dispose();
  });
  const ids = { anna: 0, boris: 0 };
  const editUrl = () => `${BASE}/edit?shop=${shop}&week=${MONDAY}`;

  it("answers its own addresses before the services' /services/{key}, and refuses the manager's page to others", async () => {
    expect((await browser.get(BASE)).status).toBe(302);
    const week = text(await browser.html(`${BASE}?week=${MONDAY}`, "anna"));
    expect(week).toContain(`<h1 class="page-title">${t.title}</h1>`);
    expect(week).toContain("Магазин на Пушкинской");
    expect(week).toContain(`href="${BASE}?week=2026-11-16"`);
    expect(week).toContain(`href="${BASE}?week=2026-11-30"`);
    expect(week).not.toContain(t.edit);
    expect((await browser.get(`${BASE}?week=вчера`, "anna")).status).toBe(200);
    expect((await browser.get(`${BASE}/abc`, "anna")).status).toBe(404);
    expect((await browser.get(`${BASE}/999999`, "anna")).status).toBe(404);
    expect((await browser.get(`${BASE}?shop=abc`, "anna")).status).toBe(404);
    const refused = await browser.get(`${BASE}/edit`, "anna");
    expect(refused.status).toBe(403);
    expect(text(await refused.text())).toContain(r.notManager);
    expect(text(await browser.html(`${BASE}/edit`, "manager"))).toContain(t.addTitle);
  });

  let shift = 0;
  it("adds a shift from the manager's form; a refused one comes back under its field as typed", async () => {
    const fields = {
      intent: "add",
      shopId: String(shop),
      week: MONDAY,
      userId: String(ids.anna),
      day: "2026-11-24",
      from: "15:00",
      to: "09:00",
    };
    const refused = await browser.post(`${BASE}/edit`, "manager", fields);
    expect(refused.status).toBe(400);
    const html = text(await refused.text());
    expect(html).toContain(r.endsBeforeStart);
    expect(inputValue(html, "from")).toBe("15:00");
    expect(inputValue(html, "to")).toBe("09:00");
    const bad = text(await (await browser.post(`${BASE}/edit`, "manager", { ...fields, from: "", to: "25:00" })).text());
    expect(bad).toContain(t.timeRequired);
    expect(bad).toContain(t.timeInvalid);

    const { page } = await browser.postAndFollow(`${BASE}/edit`, "manager", { ...fields, to: "21:00" }, editUrl());
    expect(text(page)).toContain(r.addedDone);
    shift = (await portal.db.kysely.selectFrom("retail_shifts").select("id").where("user_id", "=", ids.anna).executeTakeFirstOrThrow()).id;
    expect(page).toContain(`href="${BASE}/${shift}"`);
    const week = text(await browser.html(`${BASE}?week=${MONDAY}`, "anna"));
    expect(week).toContain("15:00–21:00");
    expect(week).toContain(t.mine);
  });

  it("swaps with plain posts: offered, taken, approved on the manager's page; the shift shows its new person", async () => {
    const card = `${BASE}/${shift}`;
    expect(text(await browser.html(card, "boris"))).not.toContain(t.take);
    const offered = await browser.postAndFollow(card, "anna", { intent: "offer" }, card);
    expect(text(offered.page)).toContain(r.offeredDone);
    expect(text(offered.page)).toContain(t.withdraw);
    expect(text(await browser.html(`${BASE}?week=${MONDAY}`, "boris"))).toContain(t.offeredBy("Первова Анна"));
    const self = await browser.postAndFollow(card, "anna", { intent: "take" }, card);
    expect(text(self.page)).toContain(r.self);
    const taken = await browser.postAndFollow(card, "boris", { intent: "take" }, card);
    expect(text(taken.page)).toContain(r.takenDone);
    expect((await browser.post(card, "boris", { intent: "steal" })).status).toBe(404);

    const pending = text(await browser.html(editUrl(), "manager"));
    expect(pending).toContain(t.pendingItem("Первова Анна", "Второв Борис"));
    const approved = await browser.postAndFollow(
      `${BASE}/edit`,
      "manager",
      { intent: "approve", id: String(shift), shopId: String(shop), week: MONDAY },
      editUrl(),
    );
    expect(text(approved.page)).toContain(r.approvedDone);
    const after = text(await browser.html(card, "anna"));
    expect(after).toContain("Второв Борис");
    expect(after).toContain(t.status.APPROVED);
  });
});
