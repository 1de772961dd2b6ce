// Role groups over /api on SQLite and PostgreSQL (issue #32 point 1): a grant to a department reaches its
// people, and its sub-departments' only when asked; a grant to a position reaches whoever holds it; the roles
// work at once in the checks that exist (a group's role opens what the role opens, and claim handlers are read
// through groups too). Refusals are by name and change nothing; two administrators' changes never overwrite
// each other; no one revokes their own last right to distribute rights; the administrators' group is theirs.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { dialects } from "../../../../tests/helpers/portal";
import { ok, refused, unauthorized } from "../../../../tests/helpers/envelope";
import { activeHolders } from "~/features/users/index.server";
import { rightsRefusals } from "~/features/users/index.server";
import { openRights, type RightsWorld, type Who } from "./fixture";

describe.each(await dialects())("role groups on %s", (dialect) => {
  let w: RightsWorld;
  beforeAll(async () => {
    w = await openRights(dialect);
  });
  afterAll(async () => {
    await w?.close();
  });

  const grant = (who: Who, body: Record<string, unknown>) => w.post(who, "/role-group/grant", { type: "WIKI_DOCUMENT", ...body });
  const group = async (type = "WIKI_DOCUMENT") => ok(await w.get("admin", "/role-group/get", { type }));
  const grantsOf = async (type = "WIKI_DOCUMENT") => (await group(type)).grants as { id: number; label: string; hint: string }[];
  const audit = () => w.db.selectFrom("audit_log").selectAll().orderBy("id").execute();
  const holds = async (who: Who, role: string) => (await w.rolesOf(who)).includes(role);

  it("lists the features' groups with what they bundle, to the holders of the right only", async () => {
    const list = ok(await w.get("rights", "/role-group/list")) as { type: string; roles: string[]; grants: number }[];
    expect(list.find((g) => g.type === "WIKI_DOCUMENT")).toMatchObject({ roles: ["ROLE_EDIT_WIKI_DOCUMENT"], grants: 0 });
    expect(list.map((g) => g.type)).toEqual(
      expect.arrayContaining(["ROLE_MANAGEMENT", "ADMINISTRATION", "CLAIM_MANAGEMENT", "HR_SERVICES"]),
    );
    unauthorized(await w.get(null, "/role-group/list"));
    refused(await w.get("seller", "/role-group/list"), rightsRefusals.noRight);
    refused(await w.get("admin", "/role-group/get", { type: "NO_SUCH_GROUP" }), rightsRefusals.unknownGroup("NO_SUCH_GROUP"));
  });

  it("reaches a department's people, and its sub-departments' only when granted with them", async () => {
    const role = "ROLE_EDIT_WIKI_DOCUMENT";
    ok(await grant("rights", { subject: "DEPARTMENT", objectId: w.units.sales, withSubdepartments: false }));
    expect([await holds("seller", role), await holds("displayer", role), await holds("director", role)]).toEqual([true, false, false]);
    ok(await grant("rights", { subject: "DEPARTMENT", objectId: w.units.sales, withSubdepartments: true }));
    expect([await holds("seller", role), await holds("displayer", role), await holds("director", role)]).toEqual([true, true, false]);
    const [only] = await grantsOf();
    expect(only).toMatchObject({ label: "Отдел продаж", hint: "подразделение с подчинёнными" });
    const holders = ok(await w.get("rights", "/role-group/holders", { type: "WIKI_DOCUMENT" }));
    expect(holders.people.map((p: { id: number; through: number[] }) => [p.id, p.through])).toEqual([
      [w.people.seller.id, [only!.id]],
      [w.people.displayer.id, [only!.id]],
    ]);
    expect(holders.total).toBe(2);
    ok(await w.post("rights", "/role-group/revoke", { type: "WIKI_DOCUMENT", grantId: only!.id }));
    expect([await holds("seller", role), await holds("displayer", role)]).toEqual([false, false]);
    expect((await audit()).map((a) => [a.action, a.entity, a.entity_id, a.actor_id])).toEqual([
      ["ROLE_GROUP_GRANT", "ROLE_GROUP", "WIKI_DOCUMENT", w.people.rights.id],
      ["ROLE_GROUP_GRANT_CHANGE", "ROLE_GROUP", "WIKI_DOCUMENT", w.people.rights.id],
      ["ROLE_GROUP_REVOKE", "ROLE_GROUP", "WIKI_DOCUMENT", w.people.rights.id],
    ]);
    expect(JSON.parse((await audit()).at(-1)!.before!)).toMatchObject({
      subject: "DEPARTMENT",
      label: "Отдел продаж",
      withSubdepartments: true,
    });
  });

  it("reaches a position's holders and a person, and the checks that exist read the group's roles", async () => {
    // The claims' handlers are read through groups: whoever a CLAIM_MANAGEMENT grant reaches handles claims.
    ok(await w.post("rights", "/role-group/grant", { type: "CLAIM_MANAGEMENT", subject: "POSITION", objectId: w.storekeeperPosition }));
    ok(await w.post("rights", "/role-group/grant", { type: "ROLE_MANAGEMENT", subject: "USER", objectId: w.people.director.id }));
    expect(await activeHolders(w.db, ["ROLE_EDIT_USER_CLAIMS"])).toEqual([w.people.storekeeper.id]);
    expect(await holds("storekeeper", "ROLE_EDIT_USER_CLAIMS")).toBe(true);
    // The director distributes rights now: the rights' own check reads her group's role.
    ok(await w.get("director", "/role-group/list"));
    const grants = await grantsOf("CLAIM_MANAGEMENT");
    expect(grants).toMatchObject([{ label: "Кладовщик", hint: "должность, Склад" }]);
  });

  it("refuses a missing or blocked subject, a granted one and a malformed call by name, changing nothing", async () => {
    const before = await w.db.selectFrom("role_group_grants").selectAll().execute();
    const auditBefore = (await audit()).length;
    refused(await grant("rights", { subject: "USER", objectId: 987_654 }), rightsRefusals.personNotFound(987_654));
    refused(await grant("rights", { subject: "DEPARTMENT", objectId: 987_654 }), rightsRefusals.departmentNotFound(987_654));
    refused(await grant("rights", { subject: "POSITION", objectId: 987_654 }), rightsRefusals.positionNotFound(987_654));
    refused(await grant("rights", { subject: "TEAM", objectId: 1 }), "Выберите, кому выдать группу");
    refused(
      await w.post("rights", "/role-group/grant", { type: "NO_SUCH", subject: "USER", objectId: 1 }),
      rightsRefusals.unknownGroup("NO_SUCH"),
    );
    await w.db.updateTable("users").set({ blocked: 1 }).where("id", "=", w.people.storekeeper.id).execute();
    refused(await grant("rights", { subject: "USER", objectId: w.people.storekeeper.id }), rightsRefusals.personBlocked("Складов Семён"));
    await w.db.updateTable("users").set({ blocked: 0 }).where("id", "=", w.people.storekeeper.id).execute();
    refused(await grant("seller", { subject: "USER", objectId: w.people.seller.id }), rightsRefusals.noRight);
    unauthorized(await w.post(null, "/role-group/grant", { type: "WIKI_DOCUMENT", subject: "USER", objectId: 1 }));
    ok(await grant("rights", { subject: "USER", objectId: w.people.seller.id }));
    refused(await grant("rights", { subject: "USER", objectId: w.people.seller.id }), rightsRefusals.alreadyGranted("Продавцова Мария"));
    const after = await w.db.selectFrom("role_group_grants").selectAll().execute();
    expect(after.length).toBe(before.length + 1);
    expect((await audit()).length).toBe(auditBefore + 1);
  });

  it("refuses the second of two administrators working from one state, overwriting nothing", async () => {
    const { version } = await group("WIKI_FAQ");
    ok(await w.post("rights", "/role-group/grant", { type: "WIKI_FAQ", subject: "USER", objectId: w.people.seller.id, version }));
    refused(
      await w.post("rights2", "/role-group/grant", { type: "WIKI_FAQ", subject: "USER", objectId: w.people.director.id, version }),
      rightsRefusals.stale("Вопросы и ответы, глоссарий"),
    );
    const [first] = await grantsOf("WIKI_FAQ");
    refused(
      await w.post("rights2", "/role-group/revoke", { type: "WIKI_FAQ", grantId: first!.id, version }),
      rightsRefusals.stale("Вопросы и ответы, глоссарий"),
    );
    expect((await grantsOf("WIKI_FAQ")).map((g) => g.label)).toEqual(["Продавцова Мария"]);
  });

  it("keeps the last route to the rights: one's own is not revoked, another's is", async () => {
    // The seller distributes rights through her department's grant alone.
    ok(await w.post("rights", "/role-group/grant", { type: "ROLE_MANAGEMENT", subject: "DEPARTMENT", objectId: w.units.sales }));
    const sellerToken = ok(await w.post(null, "/login", { username: w.people.seller.phone, password: "rights-pass-1" })).accessToken;
    const grantId = (await grantsOf("ROLE_MANAGEMENT")).find((g) => g.label === "Отдел продаж")!.id;
    const asSeller = (path: string, body: Record<string, unknown>) =>
      fetch(`${w.server.url}/api${path}`, {
        method: "POST",
        headers: { "Content-Type": "application/json", Authorization: `Bearer ${sellerToken}` },
        body: JSON.stringify(body),
      }).then((r) => r.json());
    expect(await asSeller("/role-group/revoke", { type: "ROLE_MANAGEMENT", grantId })).toEqual({
      responseCode: 1,
      response: null,
      errorMessage: rightsRefusals.lastRoute,
    });
    expect((await grantsOf("ROLE_MANAGEMENT")).some((g) => g.id === grantId)).toBe(true);
    ok(await w.post("rights", "/role-group/revoke", { type: "ROLE_MANAGEMENT", grantId }));
  });

  it("leaves the administrators' group to administrators", async () => {
    const title = "Администраторы портала";
    refused(
      await w.post("rights", "/role-group/grant", { type: "ADMINISTRATION", subject: "USER", objectId: w.people.rights.id }),
      rightsRefusals.adminOnly(title),
    );
    expect(await holds("rights", "ROLE_ADMINISTRATOR")).toBe(false);
    ok(await w.post("admin", "/role-group/grant", { type: "ADMINISTRATION", subject: "USER", objectId: w.people.rights2.id }));
    expect(await holds("rights2", "ROLE_ADMINISTRATOR")).toBe(true);
    const view = ok(await w.get("rights", "/role-group/get", { type: "ADMINISTRATION" }));
    expect(view.canChange).toBe(false);
  });
});
