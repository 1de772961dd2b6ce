// /services/admin and /services/{key}/admin through the real build (run `npm run build` first), read and posted
// the way a browser without JavaScript does (the form's controls read from the page's HTML), on SQLite and
// PostgreSQL: who opens and saves what; a new service, archived until opened; a save of the card, audience,
// fields and route, and its refusals answering the form again with each message by its control and all that
// was typed, changing nothing; the versions and a stale form; the links to the settings.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { pageDialects } from "../../../../tests/helpers/portal";
import { ok } from "../../../../tests/helpers/envelope";
import { formTokenOf, inputValue, text } from "../../../../tests/helpers/form-browser";
import { adminMessages as m } from "../messages/admin";
import { messages as services } from "../messages/services";
import { adminRefusals as t, serverMessages } from "../messages.server";
import { ROLE_HR_SERVICES, ROLE_OFFICE_SERVICES } from "../policy";
import { openServices, type ServicesWorld, type Who } from "./fixture";
import { blankRowOf, changed, controlsOf, rowOf, type Controls } from "./settings-form";

const CATALOGUE = "/services/admin";
const settingsUrl = (key: string) => `/services/${key}/admin`;
/** What the page shows: its HTML without the scripts (the data they carry repeats every message). */
const shown = (html: string) => text(html.replace(/<script\b[\s\S]*?<\/script>/g, ""));
/** The message PlainField shows under the control `id`. */
const errorBy = (html: string, id: string) => text(new RegExp(`id="${id}-error">([^<]*)<`).exec(html)?.[1] ?? "");

describe.each(await pageDialects())("the services' settings pages on %s", (dialect) => {
  let w: ServicesWorld;
  let visa: { id: number; key: string; name: string };
  let keys: { id: number; key: string; name: string };
  beforeAll(async () => {
    w = await openServices(dialect, { pages: true });
    visa = await w.service({ key: "visa", name: "Справка для визы", managerRole: ROLE_HR_SERVICES });
    keys = await w.service({ key: "keys", name: "Ключи от переговорной", managerRole: ROLE_OFFICE_SERVICES });
  });
  afterAll(async () => {
    await w?.close();
  });

  const open = async (key: string, who: Who = "configurer") => {
    const html = await w.page.html(settingsUrl(key), who);
    return { html, controls: controlsOf(html) };
  };
  /** Posts the settings, expects the redirect to the page again and answers that page (with its toast). */
  const saved = async (key: string, who: Who, controls: Controls) => {
    const response = await w.page.post(settingsUrl(key), who, controls);
    expect(response.status, shown(await response.clone().text())).toBe(303);
    expect(response.headers.get("location")).toBe(settingsUrl(key));
    const page = await w.page.html(settingsUrl(key), who);
    expect(shown(page)).toContain(t.saved);
    return page;
  };
  /** A refused post: 200, the form again. */
  const refused = async (key: string, who: Who, controls: Controls) => {
    const response = await w.page.post(settingsUrl(key), who, controls);
    expect(response.status).toBe(200);
    return response.text();
  };
  const stateOf = async (key: string) => ({
    type: await w.db.selectFrom("service_types").selectAll().where("key", "=", key).executeTakeFirst(),
    versions: await w.db
      .selectFrom("service_versions as v")
      .innerJoin("service_types as t", "t.id", "v.type_id")
      .select(["v.id", "v.number", "v.fields", "v.route"])
      .where("t.key", "=", key)
      .orderBy("v.number")
      .execute(),
  });
  const typeCount = async () => (await w.db.selectFrom("service_types").select("id").execute()).length;
  const hub = async (who: Who) => shown(await w.page.html("/services", who));

  it("sends the signed-out to the login page", async () => {
    for (const url of [CATALOGUE, settingsUrl(visa.key)]) {
      for (const response of [await w.page.get(url, null), await w.page.post(url, null, { name: "Чужое" })]) {
        expect(response.status, url).toBe(302);
        expect(response.headers.get("location")).toBe(`/login?next=${encodeURIComponent(url)}`);
      }
    }
  });

  it("answers an employee and another service's manager 403 for the settings, GET and POST, and changes nothing", async () => {
    const { controls } = await open(visa.key);
    const before = await stateOf(visa.key);
    for (const who of ["employee", "office"] as const) {
      const page = await w.page.get(settingsUrl(visa.key), who);
      expect(page.status, who).toBe(403);
      expect(shown(await page.text())).toContain(t.forbidden);
      for (const form of [changed(controls, { name: "Чужое название", archived: "on" }), {}]) {
        const posted = await w.page.post(settingsUrl(visa.key), who, form);
        expect(posted.status, `POST as ${who}`).toBe(403);
        expect(shown(await posted.text())).toContain(t.forbidden);
      }
    }
    expect(await stateOf(visa.key)).toEqual(before);
    const catalogue = await w.page.get(CATALOGUE, "employee");
    expect(catalogue.status).toBe(403);
    expect(shown(await catalogue.text())).toContain(t.forbidden);
  });

  it("lets a type's manager open and save its settings, but not see other services nor create one", async () => {
    const { controls } = await open(visa.key, "hr1");
    const page = await saved(visa.key, "hr1", changed(controls, { description: "Для консульства, на русском и английском" }));
    expect(inputValue(page, "name")).toBe("Справка для визы");
    expect(shown(page)).toContain("Для консульства, на русском и английском");

    const catalogue = shown(await w.page.html(CATALOGUE, "hr1"));
    expect(catalogue).toContain(`href="${settingsUrl(visa.key)}"`);
    expect(catalogue).not.toContain(`href="${settingsUrl(keys.key)}"`);
    expect(catalogue).not.toContain(m.newService);
    const before = await typeCount();
    const create = await w.page.post(CATALOGUE, "hr1", { key: "hr-new", name: "Новый", categoryId: String(w.category) });
    expect(create.status).toBe(403);
    expect(shown(await create.text())).toContain(t.forbidden);
    expect(await typeCount()).toBe(before);
    expect((await w.page.get(settingsUrl(keys.key), "hr1")).status).toBe(403);
  });

  it("shows a services' administrator every service, archived too, and refuses a new one's bad key, name or section", async () => {
    const old = await w.service({ key: "old-one", name: "Старый сервис" });
    await w.db.updateTable("service_types").set({ archived: 1 }).where("id", "=", old.id).execute();
    const html = await w.page.html(CATALOGUE, "configurer");
    for (const key of [visa.key, keys.key, old.key]) expect(shown(html)).toContain(`href="${settingsUrl(key)}"`);
    expect(shown(html)).toMatch(/Старый сервис<\/a><\/th><td[^>]*>[^<]*<\/td><td role="cell" data-label="Состояние">В архиве</);
    expect(shown(html)).toContain(m.newService);

    const before = await typeCount();
    const token = formTokenOf(html);
    const good = { formToken: token, key: "parking", name: "Парковка", categoryId: String(w.category) };
    const cases: [Record<string, string>, string, string][] = [
      [{ key: "Парковка" }, "new-key", t.key],
      [{ key: "a" }, "new-key", t.key],
      [{ key: "admin" }, "new-key", t.key],
      [{ key: visa.key }, "new-key", t.keyTaken],
      [{ name: " " }, "new-name", t.nameRequired],
      [{ categoryId: "999999" }, "new-category", t.category],
    ];
    for (const [over, id, message] of cases) {
      const response = await w.page.post(CATALOGUE, "configurer", { ...good, ...over });
      expect(response.status, JSON.stringify(over)).toBe(200);
      const page = await response.text();
      expect(errorBy(page, id)).toBe(message);
      expect(inputValue(page, "key")).toBe(over.key ?? good.key);
      expect(inputValue(page, "name")).toBe(over.name ?? good.name);
    }
    expect(await typeCount()).toBe(before);
  });

  it("creates a service archived until an administrator unticks «В архиве» and saves; then it is on the hub", async () => {
    const token = formTokenOf(await w.page.html(CATALOGUE, "configurer"));
    const response = await w.page.post(CATALOGUE, "configurer", {
      formToken: token,
      key: "bikes",
      name: "Велопарковка",
      categoryId: String(w.category),
    });
    expect(response.status).toBe(303);
    expect(response.headers.get("location")).toBe(settingsUrl("bikes"));
    const { html, controls } = await open("bikes");
    expect(shown(html)).toContain(t.created);
    expect(controls).toMatchObject({ name: "Велопарковка", archived: "on", "fields.0.key": "f1", "fields.0.label": t.firstField });
    expect(await hub("employee")).not.toContain('href="/services/bikes"');
    const missing = await w.page.get("/services/bikes", "employee");
    expect(missing.status).toBe(404);
    expect(shown(await missing.text())).toContain(serverMessages.serviceNotFound);

    await saved("bikes", "configurer", changed(controls, { archived: null }));
    expect(await hub("employee")).toContain('href="/services/bikes"');
    expect(shown(await w.page.html("/services/bikes", "employee"))).toContain(t.firstField);
  });

  it("saves the card and the audience: the hub and the service's page show them", async () => {
    const { key } = await w.service({ key: "cards", name: "Визитки" });
    const print = await w.db.insertInto("service_categories").values({ name: "Печать", sort: 5 }).returning("id").executeTakeFirstOrThrow();
    const { controls } = await open(key);
    const page = await saved(key, "configurer", {
      ...changed(controls, { name: "Визитки сотрудника", description: "Сто штук на плотной бумаге", icon: "card" }),
      categoryId: String(print.id),
      audience: ROLE_OFFICE_SERVICES,
    });
    expect(controlsOf(page)).toMatchObject({
      name: "Визитки сотрудника",
      icon: "card",
      categoryId: String(print.id),
      audience: ROLE_OFFICE_SERVICES,
    });
    const officeHub = await hub("office");
    expect(officeHub.indexOf("Печать")).toBeGreaterThan(0);
    expect(officeHub.indexOf("Визитки сотрудника")).toBeGreaterThan(officeHub.indexOf("Печать"));
    expect(officeHub).toContain("Сто штук на плотной бумаге");
    expect(await hub("employee")).not.toContain("Визитки сотрудника");
    expect((await w.page.get(`/services/${key}`, "employee")).status).toBe(403);
    const service = shown(await w.page.html(`/services/${key}`, "office"));
    expect(service).toContain("Визитки сотрудника");
    expect(service).toContain("Сто штук на плотной бумаге");
  });

  it("saves an audience by department from the list of the structure and keeps a refused position typed", async () => {
    const { key } = await w.service({ key: "by-unit" });
    const { controls } = await open(key);
    const page = await saved(key, "configurer", { ...controls, audienceDepartments: [String(w.units.sales)] });
    expect(controlsOf(page).audienceDepartments).toBe(String(w.units.sales));
    expect(await hub("junior")).toContain(`href="/services/${key}"`);
    expect(await hub("loner")).not.toContain(`href="/services/${key}"`);
    const refused = await w.page.post(`/services/${key}/admin`, "configurer", { ...controlsOf(page), audiencePositions: "Космонавт" });
    expect(refused.status).toBe(200);
    const html = await refused.text();
    expect(shown(html)).toContain(t.audiencePosition("Космонавт"));
    expect(controlsOf(html)).toMatchObject({ audiencePositions: "Космонавт", audienceDepartments: String(w.units.sales) });
  });

  it("adds a field through a blank row, removes one with «Удалить поле» and reorders by «Порядок»", async () => {
    const { key } = await w.service({
      key: "reorder",
      fields: [
        { key: "f1", kind: "text", label: "Фамилия", required: true },
        { key: "what", kind: "longtext", label: "Что нужно", required: false },
        { key: "f3", kind: "date", label: "Дата", required: false },
      ],
    });
    const { controls } = await open(key);
    const blank = blankRowOf(controls);
    expect(blank).toBe(3);
    const page = await saved(
      key,
      "configurer",
      changed(controls, {
        [`fields.${blank}.label`]: "Этаж",
        [`fields.${blank}.kind`]: "choice",
        [`fields.${blank}.options`]: "Первый\r\nВторой",
        [`fields.${blank}.required`]: "on",
        [`fields.${rowOf(controls, "Что нужно")}.remove`]: "on",
        [`fields.${rowOf(controls, "Дата")}.order`]: "5",
      }),
    );
    const after = controlsOf(page);
    expect([0, 1, 2, 3, 4].map((n) => [after[`fields.${n}.key`], after[`fields.${n}.label`]])).toEqual([
      ["f3", "Дата"],
      ["f1", "Фамилия"],
      ["f2", "Этаж"],
      ["", ""],
      ["", ""],
    ]);
    expect(after).toMatchObject({ "fields.2.kind": "choice", "fields.2.options": "Первый\nВторой", "fields.2.required": "on" });
    const form = await w.page.html(`/services/${key}`, "employee");
    expect(form).toContain('<option value="Первый">Первый</option><option value="Второй">Второй</option>');
    expect(form).not.toContain('name="a.what"');
  });

  it("answers a refused save with each message by its control and all typed values, and changes nothing", async () => {
    const { key } = await w.service({
      key: "refusals",
      fields: [{ key: "kind", kind: "choice", label: "Вид", required: true, options: ["А", "Б"] }],
    });
    const { controls } = await open(key);
    const before = await stateOf(key);
    const typed = changed(controls, {
      name: "Новое название",
      "fields.0.options": "Только один",
      "fields.1.label": "Вес",
      "fields.1.kind": "number",
      "fields.1.min": "10",
      "fields.1.max": "2",
      "fields.2.label": "Д".repeat(101),
      "approvals.0.who": "manager",
      "approvals.0.dueHours": "0",
      "handlers.dueHours": "2161",
    });
    const page = await refused(key, "configurer", typed);
    expect(errorBy(page, "field-0-options")).toBe(t.options("Вид"));
    expect(errorBy(page, "field-1-min")).toBe(t.minAboveMax);
    expect(errorBy(page, "field-2-label")).toBe(t.labelTooLong(100));
    expect(errorBy(page, "approval-0-due")).toBe(t.dueHours(2160));
    expect(errorBy(page, "handlers-due")).toBe(t.dueHours(2160));
    expect(controlsOf(page)).toEqual(typed);
    expect(await stateOf(key)).toEqual(before);

    const kind = await refused(key, "configurer", changed(controls, { "fields.0.kind": "photo" }));
    expect(errorBy(kind, "field-0-kind")).toBe(t.kind("Вид"));
    expect(await stateOf(key)).toEqual(before);
  });

  it("saves the route from the form: a request filed afterwards waits on the department's head, then HR", async () => {
    const { key } = await w.service({ key: "route", route: { approvals: [], handlers: { who: [] } } });
    const { controls } = await open(key);
    const route = changed(controls, { "approvals.0.who": "manager", "approvals.0.dueHours": "24", "handlers.roles": ROLE_HR_SERVICES });
    const page = await saved(key, "configurer", route);
    expect(controlsOf(page)).toMatchObject({
      "approvals.0.who": "manager",
      "approvals.0.dueHours": "24",
      "handlers.roles": ROLE_HR_SERVICES,
    });

    const ids = (claim: { handlers: unknown }) => (claim.handlers as { id: number }[]).map((h) => h.id);
    const mine = ok(await w.claimOf("employee", await w.ask("employee", key)));
    expect(mine.status.name).toBe("ON_APPROVAL");
    expect(ids(mine)).toEqual([w.people.head.id]);
    // The group has no head: its parent's head approves. The warehouse has none at all: straight to HR.
    expect(ids(ok(await w.claimOf("junior", await w.ask("junior", key))))).toEqual([w.people.head.id]);
    const loner = ok(await w.claimOf("loner", await w.ask("loner", key)));
    expect(loner.status.name).toBe("NEW");
    expect(ids(loner)).toEqual([w.people.hr1.id, w.people.hr2.id]);
  });

  it("keeps version 1 while no request holds the form; after one, says so and saves version 2, the request keeping its form", async () => {
    const { key } = await w.service({ key: "versions", name: "Бумага" });
    const versionCell = async () =>
      new RegExp(`Бумага</a></th>(?:<td[^>]*>[^<]*</td>){2}<td role="cell" data-label="${m.column.version}"[^>]*>(\\d+)<`).exec(
        await w.page.html(CATALOGUE, "configurer"),
      )?.[1];
    const first = await open(key);
    expect(shown(first.html)).not.toContain("По этой форме уже подавали заявки");
    await saved(key, "configurer", changed(first.controls, { description: "До первой заявки" }));
    const v1 = (await stateOf(key)).versions;
    expect(v1.map((v) => v.number)).toEqual([1]);
    expect(await versionCell()).toBe("1");

    const old = await w.ask("employee", key, { what: "Пачка А4" });
    const held = await open(key);
    expect(shown(held.html)).toContain(m.held(1));
    await saved(key, "configurer", changed(held.controls, { [`fields.${rowOf(held.controls, "Что нужно")}.label`]: "Какая бумага" }));
    const after = await stateOf(key);
    expect(after.versions.map((v) => [v.id, v.number])).toEqual([
      [v1[0]!.id, 1],
      [after.type!.current_version_id, 2],
    ]);
    expect(after.versions[0]!.fields).toBe(v1[0]!.fields);
    expect(await versionCell()).toBe("2");
    expect(shown((await open(key)).html)).not.toContain("По этой форме уже подавали заявки");
    expect(ok(await w.claimOf("employee", old)).text).toBe("Что нужно: Пачка А4");
    const row = await w.db.selectFrom("service_requests").select("version_id").where("claim_id", "=", old).executeTakeFirstOrThrow();
    expect(row.version_id).toBe(v1[0]!.id);
  });

  it("refuses the second of two administrators who opened the page before the first saved", async () => {
    const { key } = await w.service({ key: "race", name: "Гонка" });
    const mine = await open(key, "configurer");
    const theirs = await open(key, "admin");
    await saved(key, "configurer", changed(mine.controls, { name: "Гонка: первый" }));
    const before = await stateOf(key);
    const page = await refused(key, "admin", changed(theirs.controls, { name: "Гонка: второй", archived: "on" }));
    expect(shown(page)).toMatch(new RegExp(`role="alert">${t.stale}<`));
    expect(inputValue(page, "name")).toBe("Гонка: второй");
    expect(await stateOf(key)).toEqual(before);
    expect(before.type).toMatchObject({ name: "Гонка: первый", archived: 0 });
    // Sent again as it came back, the stale form is refused again: only a reopened form saves.
    const again = await refused(key, "admin", controlsOf(page));
    expect(shown(again)).toMatch(new RegExp(`role="alert">${t.stale}<`));
    expect(await stateOf(key)).toEqual(before);
  });

  it("links the hub to «Настройка сервисов» for those who configure, and a service to «Настройки сервиса» for its own", async () => {
    for (const who of ["configurer", "hr1", "admin"] as const) {
      expect(await hub(who), who).toMatch(new RegExp(`href="${CATALOGUE}">${services.links.catalogue}<`));
    }
    expect(await hub("employee")).not.toContain(`href="${CATALOGUE}"`);
    expect(await hub("employee")).not.toContain(services.links.catalogue);
    for (const [who, sees] of [
      ["configurer", true],
      ["admin", true],
      ["hr1", true],
      ["office", false],
      ["employee", false],
    ] as const) {
      const page = shown(await w.page.html(`/services/${visa.key}`, who));
      expect(page.includes(`href="${settingsUrl(visa.key)}">${services.links.settings}<`), who).toBe(sees);
      expect(page.includes(services.links.settings), who).toBe(sees);
    }
  });
});
