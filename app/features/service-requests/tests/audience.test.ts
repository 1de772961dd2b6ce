// A service's audience by department and position (issue #34: "who may ask: everyone, or by department,
// position or role group") on SQLite and PostgreSQL: a department reaches its sub-departments and no one above
// or beside it; a position reaches whoever holds it; the hub and the portal search show such a service to
// them alone and the form refuses everyone else; the settings save both, refusing a department or position
// the company does not have by its control; a cycle in the department tree ends the walk.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { dialects } from "../../../../tests/helpers/portal";
import { actingAs } from "~/platform/actor";
import { adminRefusals, serverMessages } from "../messages.server";
import { askerOf } from "../server/audience.server";
import { openServices, type ServicesWorld, type Who } from "./fixture";
import { formOf } from "./settings-form";

describe.each(await dialects())("a service's audience on %s", (dialect) => {
  let w: ServicesWorld;
  beforeAll(async () => {
    w = await openServices(dialect);
    await w.db.insertInto("positions").values({ name: "Кладовщик", department_id: null }).execute();
    await w.db.updateTable("users").set({ position: "Кладовщик" }).where("id", "=", w.people.loner.id).execute();
  });
  afterAll(async () => {
    await w?.close();
  });

  const hubKeys = async (who: Who) =>
    (await w.portal.services.serviceRequests.hub(w.actor(who), "")).categories.flatMap((c) => c.services.map((s) => s.key));
  const mayOpen = async (who: Who, key: string) => {
    try {
      await w.portal.services.serviceRequests.service(w.actor(who), key);
      return true;
    } catch (error) {
      expect(error).toMatchObject({ kind: "forbidden", message: serverMessages.notForYou });
      return false;
    }
  };
  const reach = async (key: string) => {
    const who: Who[] = ["employee", "junior", "head", "director", "loner"];
    const open = await Promise.all(who.map(async (p) => (await mayOpen(p, key)) && (await hubKeys(p)).includes(key)));
    return who.filter((_, i) => open[i]);
  };

  it("opens a department's service to its people and its sub-departments' only", async () => {
    await w.service({ key: "sales-only", audience: { roles: [], departments: [w.units.sales] } });
    expect(await reach("sales-only")).toEqual(["employee", "junior", "head"]);
    expect(
      (await w.post("loner", "/service-requests/create", { service: "sales-only", answers: { what: "Да" } })).envelope.errorMessage,
    ).toBe(serverMessages.notForYou);
  });

  it("opens a position's service to whoever holds it, besides the audience's roles", async () => {
    await w.service({ key: "storekeepers", audience: { roles: ["ROLE_OFFICE_SERVICES"], positions: ["Кладовщик"] } });
    expect(await reach("storekeepers")).toEqual(["loner"]);
    expect(await mayOpen("office", "storekeepers")).toBe(true);
  });

  it("shows such a service in the portal search to its audience alone", async () => {
    await w.service({ key: "sales-parking", name: "Парковка отдела продаж", audience: { roles: [], departments: [w.units.sales] } });
    await w.portal.outbox.deliver();
    const found = async (who: Who) => {
      const page = await w.portal.services.search.results.all(actingAs(w.people[who].id, []), "парковка отдела");
      return page.blocks.flatMap((b) => b.objects.map((o) => String((o as { key?: unknown }).key)));
    };
    expect(await found("junior")).toContain("sales-parking");
    expect(await found("loner")).not.toContain("sales-parking");
  });

  it("saves departments and positions from the settings, refusing unknown ones by their control", async () => {
    const { key } = await w.service({ key: "set-audience" });
    const admin = w.portal.services.serviceAdmin;
    const form = () => admin.settings(w.actor("configurer"), key).then((s) => formOf(s.settings));
    await admin.save(w.actor("configurer"), key, {
      ...(await form()),
      audienceDepartments: [String(w.units.warehouse)],
      audiencePositions: "Кладовщик\n",
    });
    const { settings, departments } = await admin.settings(w.actor("configurer"), key);
    expect(settings.audience).toEqual({ roles: [], departments: [w.units.warehouse], positions: ["Кладовщик"] });
    // The structure offered in tree order, the sub-department under its own.
    expect(departments.map((d) => d.label)).toEqual([
      "Дирекция",
      "\u00a0\u00a0Отдел продаж",
      "\u00a0\u00a0\u00a0\u00a0Группа выкладки",
      "Склад",
    ]);
    expect(await reach(key)).toEqual(["loner"]);

    await expect(
      admin.save(w.actor("configurer"), key, { ...(await form()), audiencePositions: "Кладовщик\nКосмонавт" }),
    ).rejects.toMatchObject({
      message: adminRefusals.audiencePosition("Космонавт"),
      fieldErrors: { audiencePositions: adminRefusals.audiencePosition("Космонавт") },
    });
    await expect(admin.save(w.actor("configurer"), key, { ...(await form()), audienceDepartments: ["999999"] })).rejects.toMatchObject({
      fieldErrors: { audienceDepartments: adminRefusals.audienceDepartment },
    });
    expect((await admin.settings(w.actor("configurer"), key)).settings.audience.positions).toEqual(["Кладовщик"]);
  });

  it("walks a department tree with a cycle once", async () => {
    const a = await w.db
      .insertInto("departments")
      .values({ name: "Петля А", parent_id: null, head_user_id: null })
      .returning("id")
      .executeTakeFirstOrThrow();
    const b = await w.db
      .insertInto("departments")
      .values({ name: "Петля Б", parent_id: a.id, head_user_id: null })
      .returning("id")
      .executeTakeFirstOrThrow();
    await w.db.updateTable("departments").set({ parent_id: b.id }).where("id", "=", a.id).execute();
    await w.db.updateTable("users").set({ department_id: b.id }).where("id", "=", w.people.hr2.id).execute();
    expect([...(await askerOf(w.db, w.people.hr2.id)).departments].sort()).toEqual([a.id, b.id].sort());
  });
});
