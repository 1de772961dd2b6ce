// The partners club's pages as a browser without JavaScript meets them (SQLite; the domain runs on both in
// club-api.test.ts): the landing with the person's own city, the catalogue by city and category, the GET search
// form's redirect and the search page, a partner's page with «Показать карту»; the editors' partner form (a
// multipart post: a refused field comes back as typed, a file that is not an image refused by its content, a
// real logo kept and served), its deletion after asking, the categories page's refusal of one in use, and 403s.
import path from "node:path";
import { pathToFileURL } from "node:url";
import type { ServerBuild } from "@remix-run/node";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { actingAs } from "~/platform/actor";
import { createPerson, createTestPortal, pageDialects, type TestPortal } from "../../../../tests/helpers/portal";
import { signInWithForm, startTestServer, type TestServer } from "../../../../tests/helpers/http";
import { formBrowser, text } from "../../../../tests/helpers/form-browser";
import { messages as t } from "../messages";
import { serverMessages as r } from "../messages.server";
import { ROLE_EDIT_CLUB } from "../policy";

const build = (await import(pathToFileURL(path.resolve("build/index.js")).href)) as ServerBuild;
const PASSWORD = "club-pages-1";

describe.each(await pageDialects())("club pages on %s", (dialect) => {
  let portal: TestPortal;
  let server: TestServer;
  const cookies = { employee: "", editor: "" };
  const ids = { moscow: 0, kazan: 0, food: 0, sport: 0, coffee: 0 };
  const browser = formBrowser(() => server, cookies, { redirectStatus: 303 });

  beforeAll(async () => {
    portal = await createTestPortal(dialect);
    server = await startTestServer(portal, { build });
    const employee = await createPerson(portal, { password: PASSWORD, name: "Семён", surname: "Простов" });
    const editor = await createPerson(portal, { password: PASSWORD, name: "Ольга", surname: "Редакторова", roles: [ROLE_EDIT_CLUB] });
    await portal.db.kysely.updateTable("users").set({ address: "г. Казань, ул. Баумана, 1" }).where("id", "=", employee.id).execute();
    const club = portal.services.club;
    const editing = actingAs(editor.id, [ROLE_EDIT_CLUB]);
    ids.moscow = (await club.places.save(editing, "city", null, { name: "Москва" })).id;
    ids.kazan = (await club.places.save(editing, "city", null, { name: "Казань" })).id;
    ids.food = (await club.places.save(editing, "category", null, { name: "Кафе" })).id;
    ids.sport = (await club.places.save(editing, "category", null, { name: "Спорт" })).id;
    const partner = {
      categoryId: ids.food,
      discount: 10,
      description: "Кофе и выпечка",
      conditions: "Кроме акций",
      website: "",
      phone: "",
      logoFileId: undefined,
    };
    ids.coffee = await club.partners.save(
      editing,
      null,
      { ...partner, name: "Кофейня «Зерно»", addresses: [{ cityId: ids.kazan, address: "ул. Баумана, 5" }] },
      portal.services.files,
    );
    await club.partners.save(
      editing,
      null,
      { ...partner, name: "Чайная «Лист»", addresses: [{ cityId: ids.moscow, address: "Арбат, 3" }] },
      portal.services.files,
    );
    cookies.employee = await signInWithForm(server, employee.phone, PASSWORD);
    cookies.editor = await signInWithForm(server, editor.phone, PASSWORD);
  });
  afterAll(async () => {
    await server?.close();
    await portal?.dispose();
  });

  const multipart = (fields: Record<string, string>, file?: { name: string; bytes: Buffer | string; type: string }) => {
    const form = new FormData();
    for (const [k, v] of Object.entries(fields)) form.append(k, v);
    if (file)
      form.append(
        "logo",
        new File([typeof file.bytes === "string" ? file.bytes : new Uint8Array(file.bytes)], file.name, { type: file.type }),
      );
    return form;
  };

  it("shows the landing with the person's own city, the catalogue, the search and a partner, with no editing links", async () => {
    expect((await browser.get("/club")).status).toBe(302);
    const landing = await browser.html("/club", "employee");
    expect(text(landing)).toContain(t.highlights("Казань"));
    expect(landing).toContain(`href="/club/partner/${ids.coffee}"`);
    expect(landing).not.toContain("Чайная");
    expect(landing).toContain('href="/club/card"');
    expect(landing).not.toContain('href="/club/admin/partner"');
    const cities = text(await browser.html("/club/partners", "employee"));
    expect(cities.indexOf("Казань")).toBeLessThan(cities.indexOf("Москва"));
    expect(cities).toContain(t.yourCity);
    const city = await browser.html(`/club/partners/${ids.kazan}`, "employee");
    expect(city).toContain(`href="/club/partners/${ids.kazan}/${ids.food}"`);
    expect(text(await browser.html(`/club/partners/${ids.kazan}/${ids.food}`, "employee"))).toContain("Кофейня «Зерно»");
    expect(text(await browser.html(`/club/partners/${ids.kazan}/${ids.sport}`, "employee"))).toContain(t.noPartners);
    for (const missing of [`/club/partners/999999`, `/club/partners/${ids.kazan}/999999`, "/club/partner/999999", "/club/partner/x"])
      expect((await browser.get(missing, "employee")).status, missing).toBe(404);
    const searched = await browser.get(`/club/search?city=${ids.kazan}&q=${encodeURIComponent(" выпечка ")}`, "employee");
    expect(searched.headers.get("location")).toBe(`/club/${ids.kazan}/search/${encodeURIComponent("выпечка")}`);
    expect(text(await browser.html(searched.headers.get("location")!, "employee"))).toContain("Кофейня «Зерно»");
    expect(text(await browser.html(`/club/${ids.moscow}/search/${encodeURIComponent("выпечка")}`, "employee"))).toContain("Чайная «Лист»");
    expect(text(await browser.html(`/club/${ids.kazan}/search/z`, "employee"))).toContain(t.searchTooShort);
    const partner = await browser.html(`/club/partner/${ids.coffee}`, "employee");
    expect(text(partner)).toContain(t.discount(10));
    expect(text(partner)).toContain("ул. Баумана, 5");
    expect(partner).toContain(`href="/club/card?partner=${ids.coffee}"`);
    expect(partner).not.toContain("/club/admin/partner/edit/");
    for (const page of [
      "/club/admin/partner",
      "/club/admin/partner/create",
      "/club/admin/categories",
      `/club/admin/partner/edit/${ids.coffee}`,
    ])
      expect((await browser.get(page, "employee")).status, page).toBe(403);
    expect((await browser.post("/club/admin/categories", "employee", { intent: "delete-category", id: String(ids.sport) })).status).toBe(
      403,
    );
  });

  it("adds a partner without JavaScript: refusals by field as typed, a fake logo refused by content, a real one kept", async () => {
    const fields = {
      name: "Пиццерия «Печь»",
      categoryId: String(ids.food),
      discount: "12",
      "addresses[0].cityId": String(ids.moscow),
      "addresses[0].address": "Тверская, 7",
    };
    const refusedDiscount = await browser.post("/club/admin/partner/create", "editor", multipart({ ...fields, discount: "120" }));
    expect(refusedDiscount.status).toBe(400);
    const page = text(await refusedDiscount.text());
    expect(page).toContain(t.discountInvalid);
    expect(page).toContain('value="Тверская, 7"');
    const fake = await browser.post(
      "/club/admin/partner/create",
      "editor",
      multipart(fields, { name: "logo.png", bytes: "<svg/>", type: "image/png" }),
    );
    expect(fake.status).toBe(400);
    expect(text(await fake.text())).toContain('value="Пиццерия «Печь»"');
    const png = await sharp({ create: { width: 60, height: 40, channels: 3, background: "#345678" } })
      .png()
      .toBuffer();
    const halfAddress = await browser.post(
      "/club/admin/partner/create",
      "editor",
      multipart({ ...fields, "addresses[1].cityId": String(ids.kazan) }, { name: "logo.png", bytes: png, type: "image/png" }),
    );
    expect(halfAddress.status).toBe(400);
    const kept = await halfAddress.text();
    expect(text(kept)).toContain(t.addressesInvalid);
    const keptId = /name="logoFileId" value="(\d+)"/.exec(kept)?.[1];
    expect(keptId).toBeDefined();
    const { page: saved, location } = await browser.postAndFollow(
      "/club/admin/partner/create",
      "editor",
      multipart({ ...fields, logoFileId: keptId! }),
      /^\/club\/partner\/\d+$/,
    );
    expect(text(saved)).toContain(r.partnerCreated);
    const logo = /src="(\/files\/[^"]+)"/.exec(saved)![1]!.replace(/&amp;/g, "&");
    expect((await browser.get(logo, "employee")).status).toBe(200);
    expect(await browser.html(`/club/partners/${ids.moscow}`, "employee")).toContain(`href="${location}"`);
    const id = location.split("/").pop()!;
    expect(text(await browser.html(`/club/admin/partner/edit/${id}?delete`, "editor"))).toContain(t.removePartnerTitle);
    await browser.postAndFollow(`/club/admin/partner/edit/${id}`, "editor", multipart({ intent: "delete" }), "/club/admin/partner");
    expect((await browser.get(location, "employee")).status).toBe(404);
  });

  it("keeps categories and cities on one page: one in use is refused with the reason, a free one renamed and deleted", async () => {
    const inUse = await browser.post("/club/admin/categories", "editor", { intent: "delete-category", id: String(ids.food) });
    expect(inUse.status).toBe(400);
    expect(text(await inUse.text())).toContain(r.categoryInUse);
    const taken = await browser.post("/club/admin/categories", "editor", { intent: "save-city", id: "", name: "Москва" });
    expect(text(await taken.text())).toContain(r.nameTaken);
    await browser.postAndFollow(
      "/club/admin/categories",
      "editor",
      { intent: "save-category", id: String(ids.sport), name: "Фитнес" },
      "/club/admin/categories",
    );
    const { page } = await browser.postAndFollow(
      "/club/admin/categories",
      "editor",
      { intent: "delete-category", id: String(ids.sport) },
      "/club/admin/categories",
    );
    expect(text(page)).toContain(r.categoryRemoved);
    expect(text(page)).not.toContain("Фитнес");
    const list = text(await browser.html(`/club/admin/partner?q=${encodeURIComponent("зерно")}`, "editor"));
    expect(list).toContain("Кофейня «Зерно»");
    expect(list).not.toContain("Чайная");
  });
});
