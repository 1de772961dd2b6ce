// The catalogues' pages as a browser without JavaScript meets them (the real build: `npm run build` first), on
// the demo seed: the trail to a leaf's form, the form posted (refused: 400 with the field's message and the
// typed text kept; sent: 303 to the request's page), addresses that are not a chain of the tree and a form
// asked at a category refused (404, by name), /education/list's anchors, and the editors' page.
import path from "node:path";
import { pathToFileURL } from "node:url";
import type { ServerBuild } from "@remix-run/node";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestPortal, pageDialects, type TestPortal } from "../../../../tests/helpers/portal";
import { startTestServer, type TestServer } from "../../../../tests/helpers/http";
import { signedInPeople } from "../../../../tests/helpers/company";
import { formBrowser, formTokenOf } from "../../../../tests/helpers/form-browser";
import { ROLE_SERVICE_CATALOGUE_ADMIN } from "../policy";
import { serverMessages as r } from "../messages.server";

const PASSWORD = "catalogue-pages-1";
const build = (await import(pathToFileURL(path.resolve("build/index.js")).href)) as ServerBuild;

describe.each(await pageDialects())("the catalogues' pages on %s", (dialect) => {
  let portal: TestPortal;
  let server: TestServer;
  let browser: ReturnType<typeof formBrowser<"employee" | "editor">>;
  let employeeId = 0;
  const byName = (name: string) =>
    portal.db.kysely.selectFrom("service_catalogue_nodes").select(["id", "path"]).where("name", "=", name).executeTakeFirstOrThrow();

  beforeAll(async () => {
    portal = await createTestPortal(dialect, { seedDemo: true });
    server = await startTestServer(portal, { build });
    const { people, cookies } = await signedInPeople(
      portal,
      server,
      {
        employee: { name: "Семён", surname: "Простов" },
        editor: { name: "Ольга", surname: "Каталогова", roles: [ROLE_SERVICE_CATALOGUE_ADMIN] },
      },
      PASSWORD,
      true,
    );
    employeeId = people.employee.id;
    browser = formBrowser(() => server, cookies, { redirectStatus: 303 });
  });
  afterAll(async () => {
    await server?.close();
    await portal?.dispose();
  });

  it("leads from the root through a category to a leaf's form; refuses broken chains and a form at a category", async () => {
    const category = await byName("Компьютер и ноутбук");
    const leaf = await byName("Не включается компьютер");
    const root = await browser.html("/v2/services/1", "employee");
    expect(root).toContain(`href="/v2/services/1/2"`);
    expect(await browser.html(`/v2/services${category.path}`, "employee")).toContain(
      `href="/v2/services${category.path}/ticket/${leaf.id}"`,
    );
    const form = await browser.html(`/v2/services${category.path}/ticket/${leaf.id}`, "employee");
    expect(form).toContain('name="a.problem"');
    expect((await browser.get(`/v2/services/1/${leaf.id}`, "employee")).status).toBe(404);
    expect((await browser.get(`/v2/services${category.path}/99999`, "employee")).status).toBe(404);
    expect((await browser.get("/v2/services/1/x", "employee")).status).toBe(404);
    const atCategory = await browser.get(`/v2/services/1/ticket/2`, "employee");
    expect(atCategory.status).toBe(404);
    expect(await atCategory.text()).toContain(r.notALeaf("Рабочее место"));
    expect((await browser.get("/v2/services/1", null)).status).toBe(302);
  });

  it("posts a leaf's form: refused with 400 and the text kept, then sent to the request's page with a flash", async () => {
    const category = await byName("Компьютер и ноутбук");
    const leaf = await byName("Ремонт или замена ноутбука");
    const url = `/v2/services${category.path}/ticket/${leaf.id}`;
    const formToken = formTokenOf(await browser.html(url, "employee"));
    const refusedPost = await browser.post(url, "employee", { formToken, "a.problem": "", "a.place": "Кабинет 305" });
    expect(refusedPost.status).toBe(400);
    const html = await refusedPost.text();
    expect(html).toContain("Заполните поле «Что нужно сделать»");
    expect(html).toContain('value="Кабинет 305"');
    const { page, location } = await browser.postAndFollow(
      url,
      "employee",
      { formToken, "a.problem": "Трещина на экране", "a.urgency": "Обычная" },
      new RegExp(`^/user/${employeeId}/claims/\\d+$`),
    );
    expect(page).toContain("Ремонт или замена ноутбука");
    expect(page).toContain("Заявка отправлена");
    const claimId = Number(location.split("/").at(-1));
    const claim = await portal.db.kysely
      .selectFrom("claims")
      .select(["type", "subject"])
      .where("id", "=", claimId)
      .executeTakeFirstOrThrow();
    expect(claim).toEqual({ type: "IT", subject: "Ремонт или замена ноутбука" });
  });

  it("lists a person's training requests on /education/list, each its own anchor", async () => {
    const course = await byName("Деловой английский");
    const url = `/education${course.path.slice(0, course.path.lastIndexOf("/"))}/ticket/${course.id}`;
    const formToken = formTokenOf(await browser.html(url, "employee"));
    const { location } = await browser.postAndFollow(
      url,
      "employee",
      { formToken, "a.goal": "Переписка с поставщиками", "a.when": "Ближайшая группа" },
      new RegExp(`^/user/${employeeId}/claims/\\d+$`),
    );
    const list = await browser.html("/education/list", "employee");
    expect(list).toContain(`<article id="${location.split("/").at(-1)}"`);
    expect(list).toContain("Деловой английский");
  });

  it("keeps the editors' page for editors: a cycle is refused by name on the page, a move redirects", async () => {
    expect((await browser.get("/service-catalogue", "employee")).status).toBe(403);
    expect(await browser.html("/service-catalogue/2", "editor")).toContain('name="parentId"');
    const telephony = await byName("Телефония");
    const refusedMove = await browser.post("/service-catalogue/2", "editor", { intent: "move", id: "2", parentId: String(telephony.id) });
    expect(refusedMove.status).toBe(400);
    expect(await refusedMove.text()).toContain(r.cycle("Рабочее место"));
    const moved = await browser.post(`/service-catalogue/${telephony.id}`, "editor", {
      intent: "move",
      id: String(telephony.id),
      parentId: "1",
    });
    expect(moved.status).toBe(302);
    expect(moved.headers.get("location")).toBe(`/service-catalogue/${telephony.id}`);
    expect((await byName("Телефония")).path).toBe(`/1/${telephony.id}`);
    // The hub leaves the catalogues' services off.
    expect(await browser.html("/services", "employee")).not.toContain(`href="/services/it-request"`);
  });
});
