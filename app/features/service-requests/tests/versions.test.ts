// A service's versions (ADR 0034) on SQLite and PostgreSQL: saving a form that a request holds makes version
// 2, which the form shows from then on, while the old request keeps its version, its text and its route;
// saving a form no request holds changes it in place.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { dialects } from "../../../../tests/helpers/portal";
import { ok, refused } from "../../../../tests/helpers/envelope";
import type { ServiceField } from "../fields";
import { saveVersion } from "../server/catalogue.server";
import { managerRoute, openServices, ROLE_NOBODY, SIMPLE_FIELDS, type ServicesWorld } from "./fixture";

const NEW_FIELDS: ServiceField[] = [
  { key: "guest", kind: "text", label: "ФИО гостя", required: true },
  { key: "day", kind: "date", label: "Дата визита", required: true },
];

describe.each(await dialects())("a service's versions on %s", (dialect) => {
  let w: ServicesWorld;
  beforeAll(async () => {
    w = await openServices(dialect);
  });
  afterAll(async () => {
    await w?.close();
  });

  const formOf = async (key: string) => ok(await w.get("employee", "/service-requests/service", { service: key })).form;
  const versionOf = async (typeId: number) =>
    (await w.db.selectFrom("service_types").select("current_version_id").where("id", "=", typeId).executeTakeFirstOrThrow())
      .current_version_id;
  const save = (typeId: number, fields: readonly ServiceField[], route = managerRoute()) =>
    saveVersion(w.db, typeId, { fields, route }, w.people.admin.id, w.portal.clock.now());

  it("makes version 2 once a request holds the form; the old request keeps its version, text and route", async () => {
    const { id: typeId, key } = await w.service({ route: managerRoute() });
    const v1 = await versionOf(typeId);
    const old = await w.ask("employee", key, { what: "Бумага А4", copies: 3 });
    const oldText = ok(await w.claimOf("employee", old)).text;
    expect(oldText).toBe("Что нужно: Бумага А4\nКоличество: 3");

    // Version 2 has other fields, and a route whose handlers' role nobody holds (its requests go to administrators).
    const v2 = await save(typeId, NEW_FIELDS, managerRoute(ROLE_NOBODY));
    expect(v2).not.toBe(v1);
    expect(await versionOf(typeId)).toBe(v2);
    const numbers = await w.db
      .selectFrom("service_versions")
      .select(["id", "number"])
      .where("type_id", "=", typeId)
      .orderBy("number")
      .execute();
    expect(numbers).toEqual([
      { id: v1, number: 1 },
      { id: v2, number: 2 },
    ]);
    expect(await formOf(key)).toMatchObject({ versionId: v2, fields: NEW_FIELDS });

    const row = await w.db.selectFrom("service_requests").select("version_id").where("claim_id", "=", old).executeTakeFirstOrThrow();
    expect(row.version_id).toBe(v1);
    const claim = await w.db.selectFrom("claims").select("object_id").where("id", "=", old).executeTakeFirstOrThrow();
    expect(claim.object_id).toBe(v1);
    expect(ok(await w.claimOf("employee", old)).text).toBe(oldText);
    // Approved, the old request follows its own version's route: the HR role, not the administrators.
    ok(await w.move("head", old, "APPROVED"));
    expect((ok(await w.claimOf("employee", old)).handlers as { id: number }[]).map((h) => h.id)).toEqual([
      w.people.hr1.id,
      w.people.hr2.id,
    ]);

    // A new request answers version 2's fields and is held by it.
    refused(
      await w.post("employee", "/service-requests/create", { service: key, answers: { what: "Бумага" } }),
      "Заполните поле «ФИО гостя»",
    );
    const fresh = await w.ask("employee", key, { guest: "Иванов Пётр", day: "2027-01-15" });
    expect(ok(await w.claimOf("employee", fresh)).text).toBe("ФИО гостя: Иванов Пётр\nДата визита: 15.01.2027");
    const freshRow = await w.db.selectFrom("service_requests").select("version_id").where("claim_id", "=", fresh).executeTakeFirstOrThrow();
    expect(freshRow.version_id).toBe(v2);
  });

  it("changes a version no request holds in place", async () => {
    const { id: typeId, key } = await w.service();
    const v1 = await versionOf(typeId);
    expect(await save(typeId, NEW_FIELDS)).toBe(v1);
    expect(await versionOf(typeId)).toBe(v1);
    expect(await formOf(key)).toMatchObject({ versionId: v1, fields: NEW_FIELDS });
    const versions = await w.db.selectFrom("service_versions").select(["id", "number", "fields"]).where("type_id", "=", typeId).execute();
    expect(versions.map((v) => [v.id, v.number, JSON.parse(v.fields)])).toEqual([[v1, 1, NEW_FIELDS]]);
    // Its route changed with it: no approvals now, straight to the handlers.
    expect(await save(typeId, SIMPLE_FIELDS, { approvals: [], handlers: managerRoute().handlers })).toBe(v1);
    const id = await w.ask("employee", key);
    expect(ok(await w.claimOf("employee", id)).status.name).toBe("NEW");
  });
});
