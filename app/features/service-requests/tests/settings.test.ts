// Configuring services through the context services (portal.services.serviceAdmin), on SQLite and PostgreSQL:
// who configures what (the services' administrators every service, a type's manager_role holders that type,
// nobody else), a new service (its key's rules, archived until opened), a save (the card, the audience, the
// fields by their rows, the route) and its refusals that change nothing, and the versions: a save in place
// while no request holds the form, a new version once one does, a stale form refused.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { dialects } from "../../../../tests/helpers/portal";
import { ok } from "../../../../tests/helpers/envelope";
import type { ServiceField } from "../fields";
import { adminRefusals as t, serverMessages } from "../messages.server";
import { ROLE_HR_SERVICES, ROLE_OFFICE_SERVICES } from "../policy";
import { openServices, type ServicesWorld, type Who } from "./fixture";
import { formOf, type SettingsForm } from "./settings-form";

const refusal = (kind: string, message: string, fieldErrors?: Record<string, string>) =>
  expect.objectContaining({ name: "DomainError", kind, message, ...(fieldErrors ? { fieldErrors } : {}) });

describe.each(await dialects())("configuring services on %s", (dialect) => {
  let w: ServicesWorld;
  let hr: { id: number; key: string; name: string };
  let office: { id: number; key: string; name: string };
  let archived: { id: number; key: string; name: string };
  beforeAll(async () => {
    w = await openServices(dialect);
    hr = await w.service({ name: "Справка для визы", managerRole: ROLE_HR_SERVICES });
    office = await w.service({ name: "Ключи от переговорной", managerRole: ROLE_OFFICE_SERVICES });
    archived = await w.service({ name: "Старый сервис" });
    await w.db.updateTable("service_types").set({ archived: 1 }).where("id", "=", archived.id).execute();
  });
  afterAll(async () => {
    await w?.close();
  });

  const admin = () => w.portal.services.serviceAdmin;
  const settingsOf = async (key: string, who: Who = "configurer") => (await admin().settings(w.actor(who), key)).settings;
  const formFor = async (key: string) => formOf(await settingsOf(key));
  const save = (who: Who, key: string, form: SettingsForm | Record<string, unknown>) => admin().save(w.actor(who), key, form);
  /** What a save may change: the type's row and its versions. */
  const stateOf = async (key: string) => ({
    type: await w.db.selectFrom("service_types").selectAll().where("key", "=", key).executeTakeFirstOrThrow(),
    versions: await w.db
      .selectFrom("service_versions as v")
      .innerJoin("service_types as t", "t.id", "v.type_id")
      .select(["v.id", "v.number", "v.fields", "v.route"])
      .where("t.key", "=", key)
      .orderBy("v.number")
      .execute(),
  });
  const hubKeys = async (who: Who) =>
    (await w.portal.services.serviceRequests.hub(w.actor(who), "")).categories.flatMap((c) => c.services.map((s) => s.key));

  it("lets the services' administrators configure every service, archived too, and a type's managers that type alone", async () => {
    const all = (await admin().catalogue(w.actor("configurer"))).rows.map((r) => r.key);
    expect(all).toEqual(expect.arrayContaining([hr.key, office.key, archived.key]));
    expect((await admin().catalogue(w.actor("configurer"))).rows.find((r) => r.key === archived.key)).toMatchObject({
      archived: true,
      versionNumber: 1,
    });
    expect((await admin().catalogue(w.actor("configurer"))).canCreate).toBe(true);
    expect((await admin().catalogue(w.actor("admin"))).rows.map((r) => r.key)).toEqual(all);
    expect(await admin().catalogue(w.actor("hr1"))).toMatchObject({ rows: [{ key: hr.key, name: hr.name }], canCreate: false });
    expect(await admin().catalogue(w.actor("office"))).toMatchObject({ rows: [{ key: office.key }], canCreate: false });
    expect(await admin().catalogue(w.actor("employee"))).toMatchObject({ rows: [], canCreate: false });

    expect((await settingsOf(hr.key, "hr1")).name).toBe(hr.name);
    expect((await settingsOf(archived.key, "admin")).archived).toBe(true);
    for (const who of ["employee", "office", "head"] as const) {
      await expect(admin().settings(w.actor(who), hr.key), who).rejects.toEqual(refusal("forbidden", t.forbidden));
    }
    await expect(admin().settings(w.actor("configurer"), "no-such")).rejects.toEqual(refusal("not_found", serverMessages.serviceNotFound));
  });

  it("refuses a save to anyone but the type's configurers and changes nothing; its manager saves it", async () => {
    const form = await formFor(hr.key);
    const before = await stateOf(hr.key);
    for (const who of ["employee", "office"] as const) {
      await expect(save(who, hr.key, { ...form, name: "Чужое" }), who).rejects.toEqual(refusal("forbidden", t.forbidden));
    }
    expect(await stateOf(hr.key)).toEqual(before);
    await save("hr1", hr.key, { ...form, name: "Справка для визы (Шенген)" });
    expect(await settingsOf(hr.key)).toMatchObject({ name: "Справка для визы (Шенген)", version: before.type.version + 1 });
    // The save is in the audit log (issue #32), the refused ones are not.
    const saves = await w.db.selectFrom("audit_log").selectAll().where("entity", "=", "SERVICE").where("entity_id", "=", hr.key).execute();
    expect(saves).toHaveLength(1);
    expect(saves[0]).toMatchObject({ action: "SERVICE_SETTINGS", actor_id: w.people.hr1.id });
    expect(JSON.parse(saves[0]!.after!)).toMatchObject({ name: "Справка для визы (Шенген)" });
    await expect(admin().create(w.actor("hr1"), { key: "hr-new", name: "Новый", categoryId: w.category })).rejects.toEqual(
      refusal("forbidden", t.forbidden),
    );
  });

  it("creates a service only with a good key, a name and a known category; archived until it is opened", async () => {
    const create = (input: Record<string, unknown>) =>
      admin().create(w.actor("configurer"), { key: "parking", name: "Парковка", categoryId: String(w.category), ...input });
    for (const key of ["Парковка", "a", "admin", "1parking", "park ing", "p".repeat(41)]) {
      await expect(create({ key }), key).rejects.toEqual(refusal("invalid", t.key, { key: t.key }));
    }
    await expect(create({ key: hr.key })).rejects.toEqual(refusal("invalid", t.keyTaken, { key: t.keyTaken }));
    await expect(create({ name: "  " })).rejects.toEqual(refusal("invalid", t.nameRequired, { name: t.nameRequired }));
    await expect(create({ categoryId: "999999" })).rejects.toEqual(refusal("invalid", t.category, { categoryId: t.category }));
    expect(await w.db.selectFrom("service_types").select("id").where("key", "=", "parking").executeTakeFirst()).toBeUndefined();

    expect(await create({ key: " parking " })).toEqual({ key: "parking" });
    const made = await settingsOf("parking");
    expect(made).toMatchObject({
      name: "Парковка",
      archived: true,
      categoryId: w.category,
      audience: { roles: [], departments: [], positions: [] },
      versionNumber: 1,
      held: false,
    });
    expect(made.fields).toEqual([{ key: "f1", kind: "longtext", label: t.firstField, required: true, max: 2000 }]);
    expect(await hubKeys("employee")).not.toContain("parking");
    await expect(w.portal.services.serviceRequests.service(w.actor("employee"), "parking")).rejects.toEqual(
      refusal("not_found", serverMessages.serviceNotFound),
    );

    await save("configurer", "parking", { ...formOf(made), archived: false });
    expect(await hubKeys("employee")).toContain("parking");
  });

  it("saves the card and the audience: the hub and the service's page show them", async () => {
    const { key } = await w.service({ name: "Визитки" });
    const other = await w.db.insertInto("service_categories").values({ name: "Печать", sort: 5 }).returning("id").executeTakeFirstOrThrow();
    const form = await formFor(key);
    await save("configurer", key, {
      ...form,
      name: "Визитки сотрудника",
      description: "Сто штук на плотной бумаге",
      icon: "card",
      categoryId: String(other.id),
      audience: [ROLE_OFFICE_SERVICES],
    });
    expect(await settingsOf(key)).toMatchObject({
      name: "Визитки сотрудника",
      icon: "card",
      categoryId: other.id,
      audience: { roles: [ROLE_OFFICE_SERVICES], departments: [], positions: [] },
    });
    const hub = await w.portal.services.serviceRequests.hub(w.actor("office"), "");
    expect(hub.categories.find((c) => c.id === other.id)?.services).toEqual([
      expect.objectContaining({ key, name: "Визитки сотрудника", description: "Сто штук на плотной бумаге", icon: "card" }),
    ]);
    expect(await hubKeys("employee")).not.toContain(key);
    await expect(w.portal.services.serviceRequests.service(w.actor("employee"), key)).rejects.toEqual(
      refusal("forbidden", serverMessages.notForYou),
    );
    expect((await w.portal.services.serviceRequests.service(w.actor("office"), key)).form.name).toBe("Визитки сотрудника");
  });

  it("adds a field through a blank row with a key no field has, removes one and reorders by «Порядок»", async () => {
    const start: ServiceField[] = [
      { key: "f1", kind: "text", label: "Фамилия", required: true },
      { key: "f3", kind: "date", label: "Дата", required: false },
      { key: "what", kind: "longtext", label: "Что нужно", required: false },
    ];
    const { key } = await w.service({ fields: start });
    const form = await formFor(key);
    const fields = { ...form.fields };
    fields[3] = { key: "", label: "Этаж", kind: "choice", options: "Первый\n\n Второй \nПервый", required: true, order: "5" };
    fields[4] = { key: "", label: "Количество", kind: "number", min: "1", max: "5", order: "25" };
    fields[5] = { key: "", label: "", kind: "text", order: "60" };
    fields[1] = { ...fields[1]!, order: "7" };
    fields[2] = { ...fields[2]!, remove: true };
    await save("configurer", key, { ...form, fields });
    expect((await settingsOf(key)).fields).toEqual([
      { key: "f2", kind: "choice", label: "Этаж", required: true, options: ["Первый", "Второй"] },
      { key: "f3", kind: "date", label: "Дата", required: false },
      { key: "f1", kind: "text", label: "Фамилия", required: true },
      { key: "f4", kind: "number", label: "Количество", required: false, min: 1, max: 5 },
    ]);
    // The request's form is the saved one.
    expect((await w.portal.services.serviceRequests.service(w.actor("employee"), key)).form.fields.map((f) => f.key)).toEqual([
      "f2",
      "f3",
      "f1",
      "f4",
    ]);
  });

  it("refuses a bad row by its control and changes nothing", async () => {
    const { key } = await w.service({ fields: [{ key: "kind", kind: "choice", label: "Вид", required: true, options: ["А", "Б"] }] });
    const form = await formFor(key);
    const before = await stateOf(key);
    const row = form.fields[0]!;
    const cases: [Record<string, string | boolean>, string, string][] = [
      [{ options: "Только один" }, "fields.0.options", t.options("Вид")],
      [{ options: "  \n\n" }, "fields.0.options", t.options("Вид")],
      [{ kind: "number", min: "10", max: "2" }, "fields.0.min", t.minAboveMax],
      [{ kind: "photo" }, "fields.0.kind", t.kind("Вид")],
      [{ label: "Д".repeat(101) }, "fields.0.label", t.labelTooLong(100)],
      [{ kind: "number", max: "много" }, "fields.0.max", t.number],
    ];
    for (const [over, control, message] of cases) {
      await expect(save("configurer", key, { ...form, fields: { 0: { ...row, ...over } } }), control).rejects.toEqual(
        refusal("invalid", message, { [control]: message }),
      );
    }
    await expect(save("configurer", key, { ...form, name: "" })).rejects.toEqual(refusal("invalid", t.nameRequired));
    expect(await stateOf(key)).toEqual(before);
    // A hundred characters are a label; a choice of two is a choice.
    await save("configurer", key, { ...form, fields: { 0: { ...row, label: "Д".repeat(100), options: "А\nБ" } } });
    expect((await settingsOf(key)).fields[0]?.label).toBe("Д".repeat(100));
  });

  it("saves the route: a request filed afterwards waits on the department's head, then the HR service", async () => {
    const { key } = await w.service({ route: { approvals: [], handlers: { who: [] } } });
    const form = await formFor(key);
    for (const due of ["0", "2161", "1.5", "сутки"]) {
      await expect(save("configurer", key, { ...form, handlers: { roles: [], dueHours: due } }), due).rejects.toEqual(
        refusal("invalid", t.dueHours(2160), { "handlers.dueHours": t.dueHours(2160) }),
      );
      await expect(
        save("configurer", key, { ...form, approvals: { 0: { who: "manager", dueHours: due } } }),
        `approval ${due}`,
      ).rejects.toEqual(refusal("invalid", t.dueHours(2160), { "approvals.0.dueHours": t.dueHours(2160) }));
    }
    expect((await settingsOf(key)).version).toBe(Number(form.version));

    await save("configurer", key, {
      ...form,
      approvals: { 0: { who: "manager", dueHours: "24" }, 1: { who: "", dueHours: "" } },
      handlers: { roles: [ROLE_HR_SERVICES], dueHours: "2160" },
    });
    expect((await settingsOf(key)).route).toEqual({
      approvals: [{ who: [{ kind: "manager" }], dueHours: 24 }],
      handlers: { who: [{ kind: "role", role: ROLE_HR_SERVICES }], dueHours: 2160 },
    });
    const id = await w.ask("employee", key);
    const claim = ok(await w.claimOf("employee", id));
    expect(claim.status.name).toBe("ON_APPROVAL");
    expect((claim.handlers as { id: number }[]).map((h) => h.id)).toEqual([w.people.head.id]);
    ok(await w.move("head", id, "APPROVED"));
    const approved = ok(await w.claimOf("employee", id));
    expect(approved.status.name).toBe("NEW");
    expect((approved.handlers as { id: number }[]).filter((h) => h.id !== w.people.head.id).map((h) => h.id)).toEqual([
      w.people.hr1.id,
      w.people.hr2.id,
    ]);
  });

  it("keeps version 1 in place while no request holds it; after one, a save makes version 2 and the request keeps its form", async () => {
    const { key } = await w.service();
    const v1 = (await stateOf(key)).versions;
    await save("configurer", key, { ...(await formFor(key)), description: "Поправили до первой заявки" });
    const inPlace = await stateOf(key);
    expect(inPlace.versions.map((v) => [v.id, v.number])).toEqual(v1.map((v) => [v.id, v.number]));
    expect(await settingsOf(key)).toMatchObject({ versionNumber: 1, held: false });

    const old = await w.ask("employee", key, { what: "Бумага", copies: 2 });
    const held = await settingsOf(key);
    expect(held).toMatchObject({ versionNumber: 1, held: true });
    const form = formOf(held);
    await save("configurer", key, { ...form, fields: { 0: { ...form.fields[0]!, label: "Что именно нужно" } } });
    const after = await stateOf(key);
    expect(after.versions.map((v) => v.number)).toEqual([1, 2]);
    expect(after.type.current_version_id).toBe(after.versions[1]!.id);
    expect(JSON.parse(after.versions[0]!.fields)).toEqual(JSON.parse(v1[0]!.fields));
    expect(await settingsOf(key)).toMatchObject({ versionNumber: 2, held: false, fields: [{ key: "what", label: "Что именно нужно" }] });
    expect((await admin().catalogue(w.actor("configurer"))).rows.find((r) => r.key === key)?.versionNumber).toBe(2);
    const row = await w.db.selectFrom("service_requests").select("version_id").where("claim_id", "=", old).executeTakeFirstOrThrow();
    expect(row.version_id).toBe(v1[0]!.id);
    expect(ok(await w.claimOf("employee", old)).text).toBe("Что нужно: Бумага\nКоличество: 2");
  });

  it("refuses the save of a form opened before another administrator's save, and changes nothing", async () => {
    const { key } = await w.service();
    const first = await formFor(key);
    const second = await formFor(key);
    await save("configurer", key, { ...first, name: "Первый администратор" });
    const before = await stateOf(key);
    await expect(save("admin", key, { ...second, name: "Второй администратор", archived: true })).rejects.toEqual(
      refusal("conflict", t.stale),
    );
    expect(await stateOf(key)).toEqual(before);
    expect(await settingsOf(key)).toMatchObject({ name: "Первый администратор", archived: false });
    // Without its version the form is refused the same way.
    await expect(save("admin", key, { ...second, version: "" })).rejects.toEqual(refusal("invalid", t.stale));
  });
});
