// Roles by positions (issue #32 point 2: /admin/roles-by-positions and its calls) on SQLite and PostgreSQL: a
// position added to a wiki role opens the role's sections to its holders at once, and removing it closes them;
// a change is in the audit log; refusals name what is wrong and change nothing; only ROLE_UPDATE_WIKI_ROLE
// holders and administrators change them.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createPerson, createTestPortal, dialects, type TestPortal } from "../../../../tests/helpers/portal";
import { api, startTestServer, type TestServer } from "../../../../tests/helpers/http";
import { ok, refused, unauthorized } from "../../../../tests/helpers/envelope";
import { rolePositionsRefusals as t } from "../messages.server";
import { buildGuideWorld, PASSWORD, type GuideWorld } from "./guide-fixture";

describe.each(await dialects())("roles by positions on %s", (dialect) => {
  let portal: TestPortal;
  let server: TestServer;
  let w: GuideWorld;
  let updater: string;
  let storekeeper: number;
  let section: number;
  beforeAll(async () => {
    portal = await createTestPortal(dialect);
    server = await startTestServer(portal);
    w = await buildGuideWorld(portal, server);
    const person = await createPerson(portal, { password: PASSWORD, roles: ["ROLE_UPDATE_WIKI_ROLE"], name: "Роман", surname: "Ролевой" });
    updater = ok(await api(server, "POST", "/login", { body: { username: person.phone, password: PASSWORD } })).accessToken;
    storekeeper = (
      await portal.db.kysely.selectFrom("users").select("position_id").where("id", "=", w.ids.outsider).executeTakeFirstOrThrow()
    ).position_id!;
    section = ok(
      await api(server, "POST", "/wiki/guide/categories/create-top", {
        token: w.tokens.guideEditor,
        body: { name: "Для кассиров", roleIds: [w.roles.cashiers] },
      }),
    ).id;
  });
  afterAll(async () => {
    await server?.close();
    await portal?.dispose();
  });

  const post = (token: string | undefined, path: string, body: Record<string, unknown>) => api(server, "POST", path, { token, body });
  const reads = async () =>
    (await api(server, "GET", "/wiki/guide/categories/get-top", { token: w.tokens.outsider, query: { id: String(section) } })).envelope
      .responseCode === 0;

  it("opens a role's sections to a position's holders at once, and closes them", async () => {
    expect(await reads()).toBe(false);
    const roles = ok(await post(updater, "/wiki-role/position/add", { roleId: w.roles.cashiers, positionId: storekeeper }));
    expect(roles.find((r: { id: number }) => r.id === w.roles.cashiers).positions.map((p: { name: string }) => p.name)).toEqual([
      "Кассир",
      "Кладовщик",
    ]);
    expect(await reads()).toBe(true);
    ok(await post(updater, "/wiki-role/position/remove", { roleId: w.roles.cashiers, positionId: storekeeper }));
    expect(await reads()).toBe(false);
    const entries = await portal.db.kysely.selectFrom("audit_log").select(["action", "entity", "entity_id"]).orderBy("id").execute();
    expect(entries).toEqual([
      { action: "WIKI_ROLE_POSITION_ADD", entity: "WIKI_ROLE", entity_id: String(w.roles.cashiers) },
      { action: "WIKI_ROLE_POSITION_REMOVE", entity: "WIKI_ROLE", entity_id: String(w.roles.cashiers) },
    ]);
  });

  it("refuses by name and changes nothing", async () => {
    const before = await portal.db.kysely.selectFrom("wiki_role_positions").selectAll().execute();
    unauthorized(await post(undefined, "/wiki-role/position/add", { roleId: w.roles.cashiers, positionId: storekeeper }));
    refused(await post(w.tokens.guideEditor, "/wiki-role/position/add", { roleId: w.roles.cashiers, positionId: storekeeper }), t.noRight);
    refused(await post(updater, "/wiki-role/position/add", { roleId: 987_654, positionId: storekeeper }), t.roleNotFound);
    refused(await post(updater, "/wiki-role/position/add", { roleId: w.roles.cashiers, positionId: 987_654 }), t.positionNotFound);
    refused(await post(updater, "/wiki-role/position/add", { roleId: w.roles.everyone, positionId: storekeeper }), t.everyone);
    refused(
      await post(updater, "/wiki-role/position/add", { roleId: w.roles.cashiers, positionId: w.positions.cashier }),
      t.already("Кассир"),
    );
    refused(await post(updater, "/wiki-role/position/remove", { roleId: w.roles.managers, positionId: storekeeper }), t.notThere);
    refused(await post(updater, "/wiki-role/position/add", { roleId: w.roles.cashiers }), t.positionRequired);
    expect(await portal.db.kysely.selectFrom("wiki_role_positions").selectAll().execute()).toEqual(before);
    ok(await post(w.tokens.admin, "/wiki-role/position/add", { roleId: w.roles.managers, positionId: storekeeper }));
  });
});
