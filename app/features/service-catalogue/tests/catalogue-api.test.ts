// The catalogues on SQLite and PostgreSQL, on the demo seed (its IT and education trees and services): the
// /api for anonymous, an employee and an editor; asking at a leaf (a claim of the IT family with the leaf's
// name, waiting on the IT support, its ticket row); the tree's changes (a move with its subtree, a cycle and a
// non-empty delete refused by name, an archive); education's lists; the IT_SERVICE search; and a node's page
// in the same statements for 10 or 100 children and for depth 2 or 6.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { actingAs } from "~/platform/actor";
import { ROLE_IT_SUPPORT, ROLE_SERVICES_ADMIN } from "~/features/service-requests/index.server";
import { createTestPortal, dialects, type TestPortal } from "../../../../tests/helpers/portal";
import { api, startTestServer, type TestServer } from "../../../../tests/helpers/http";
import { ok, refused, unauthorized } from "../../../../tests/helpers/envelope";
import { addDepartment, signedInPeople } from "../../../../tests/helpers/company";
import { isOutboxStatement } from "../../../../tests/helpers/statements";
import { ROLE_SERVICE_CATALOGUE_ADMIN } from "../policy";
import { serverMessages as r } from "../messages.server";
import { writeDemoTree, type DemoNode } from "../seed.server";

const PASSWORD = "catalogue-pass-1";
type Who = "employee" | "editor" | "it" | "boss" | "learner";
interface Node {
  id: number;
  name: string;
  path: string;
  href: string;
  isLeaf: boolean;
  parentId: number | null;
}

describe.each(await dialects())("the service catalogue on %s", (dialect) => {
  let portal: TestPortal;
  let server: TestServer;
  let counting = false;
  let queries = 0;
  let s: Awaited<ReturnType<typeof signedInPeople<Who>>>;
  const token = (who: Who | null) => (who ? s.tokens[who] : undefined);
  const get = (who: Who | null, path: string, query: Record<string, string | number> = {}) =>
    api(server, "GET", path, { token: token(who), query: Object.fromEntries(Object.entries(query).map(([k, v]) => [k, String(v)])) });
  const post = (who: Who | null, path: string, body: unknown) => api(server, "POST", path, { token: token(who), body });
  const byName = (name: string) =>
    portal.db.kysely
      .selectFrom("service_catalogue_nodes")
      .select(["id", "path", "archived"])
      .where("name", "=", name)
      .executeTakeFirstOrThrow();

  beforeAll(async () => {
    portal = await createTestPortal(dialect, { seedDemo: true, onQuery: (sql) => void (counting && !isOutboxStatement(sql) && queries++) });
    server = await startTestServer(portal);
    const team = await addDepartment(portal.db.kysely, "Отдел обучаемых", null);
    s = await signedInPeople(
      portal,
      server,
      {
        employee: { name: "Семён", surname: "Простов" },
        editor: { name: "Ольга", surname: "Каталогова", roles: [ROLE_SERVICE_CATALOGUE_ADMIN] },
        it: { name: "Пётр", surname: "Админов", roles: [ROLE_IT_SUPPORT] },
        boss: { name: "Вера", surname: "Начальникова", departmentId: team },
        learner: { name: "Нина", surname: "Учёбина", departmentId: team },
      },
      PASSWORD,
      false,
    );
    await portal.db.kysely.updateTable("departments").set({ head_user_id: s.people.boss.id }).where("id", "=", team).execute();
  });
  afterAll(async () => {
    await server?.close();
    await portal?.dispose();
  });

  it("answers 401 to every call without a session, and refuses an employee every change by the editors' rule", async () => {
    unauthorized(await get(null, "/service-catalogue/tree", { kind: "IT" }));
    unauthorized(await get(null, "/service-catalogue/node", { id: 1 }));
    unauthorized(await post(null, "/service-catalogue/ticket", { nodeId: 4, answers: {} }));
    unauthorized(await post(null, "/service-catalogue/admin/create", { parentId: 1, name: "Чужой" }));
    const root = await byName("IT-сервисы");
    const before = await portal.db.kysely
      .selectFrom("service_catalogue_nodes")
      .select(["id", "path", "name", "sort"])
      .orderBy("id")
      .execute();
    refused(await post("employee", "/service-catalogue/admin/create", { parentId: root.id, name: "Чужой" }), r.forbidden);
    refused(await post("employee", "/service-catalogue/admin/update", { id: root.id, name: "Чужой" }), r.forbidden);
    refused(await post("employee", "/service-catalogue/admin/order", { id: root.id, direction: "down" }), r.forbidden);
    refused(await post("employee", "/service-catalogue/admin/move", { id: (await byName("1С")).id, parentId: root.id }), r.forbidden);
    refused(await post("employee", "/service-catalogue/admin/delete", { id: (await byName("Ошибка в 1С")).id }), r.forbidden);
    expect(
      await portal.db.kysely.selectFrom("service_catalogue_nodes").select(["id", "path", "name", "sort"]).orderBy("id").execute(),
    ).toEqual(before);
  });

  it("reads a catalogue's roots and a node with its trail and children; refuses a ticket at a category by name", async () => {
    const roots = ok(await get("employee", "/service-catalogue/tree", { kind: "EDUCATION" })) as { roots: Node[]; canEdit: boolean };
    expect(roots.roots.map((n) => n.name)).toEqual(["Внутреннее обучение", "Внешнее обучение"]);
    expect(roots.canEdit).toBe(false);
    refused(await get("employee", "/service-catalogue/tree", { kind: "HR" }), r.kindUnknown);
    const place = await byName("Принтеры и МФУ");
    const page = ok(await get("employee", "/service-catalogue/node", { id: place.id })) as { trail: Node[]; children: Node[] };
    expect(page.trail.map((n) => n.name)).toEqual(["IT-сервисы", "Рабочее место", "Принтеры и МФУ"]);
    expect(page.children.map((n) => [n.name, n.href])).toEqual([
      ["Не печатает принтер", `/v2/services${place.path}/ticket/${(await byName("Не печатает принтер")).id}`],
      ["Картридж для принтера", `/v2/services${place.path}/ticket/${(await byName("Картридж для принтера")).id}`],
    ]);
    refused(await post("employee", "/service-catalogue/ticket", { nodeId: place.id, answers: {} }), r.notALeaf("Принтеры и МФУ"));
    refused(await get("employee", "/service-catalogue/node", { id: "abc" }), r.nodeNotFound);
  });

  it("asks at a leaf: a claim of the IT family named by the leaf, waiting on the IT support, with its ticket row", async () => {
    const leaf = await byName("Не печатает принтер");
    refused(await post("employee", "/service-catalogue/ticket", { nodeId: leaf.id, answers: {} }), "Заполните поле «Что нужно сделать»");
    const { id } = ok(
      await post("employee", "/service-catalogue/ticket", { nodeId: leaf.id, answers: { problem: "Замялась бумага", urgency: "Обычная" } }),
    ) as { id: number };
    const db = portal.db.kysely;
    expect(await db.selectFrom("claims").select(["type", "subject", "owner_id"]).where("id", "=", id).executeTakeFirstOrThrow()).toEqual({
      type: "IT",
      subject: "Не печатает принтер",
      owner_id: s.people.employee.id,
    });
    const handlers = (await db.selectFrom("claim_handlers").select("user_id").where("claim_id", "=", id).execute()).map((h) => h.user_id);
    expect(handlers).toContain(s.people.it.id);
    expect(await db.selectFrom("service_catalogue_tickets").select(["node_id", "owner_id"]).where("claim_id", "=", id).execute()).toEqual([
      { node_id: leaf.id, owner_id: s.people.employee.id },
    ]);
    // The catalogue's services are off the services' hub.
    const hub = await portal.services.serviceRequests.hub(actingAs(s.people.employee.id), "");
    const keys = hub.categories.flatMap((c) => c.services.map((x) => x.key));
    expect(keys).toContain("statements");
    expect(keys.filter((k) => ["it-request", "it-access", "education-request"].includes(k))).toEqual([]);
  });

  it("makes a service created in the IT category one of the IT family (its leaves name it once it is configured)", async () => {
    const { id: categoryId } = await portal.db.kysely
      .selectFrom("service_categories")
      .select("id")
      .where("name", "=", "ИТ")
      .executeTakeFirstOrThrow();
    const configurer = actingAs(s.people.employee.id, [ROLE_SERVICES_ADMIN]);
    await portal.services.serviceAdmin.create(configurer, { key: "it-mobile", name: "Мобильная связь", categoryId });
    const made = await portal.db.kysely
      .selectFrom("service_types")
      .select("family")
      .where("key", "=", "it-mobile")
      .executeTakeFirstOrThrow();
    expect(made.family).toBe("IT");
  });

  it("lets an editor add, rename, reorder and move a node with its subtree; a cycle is refused by name", async () => {
    const root = await byName("IT-сервисы");
    const added = ok(await post("editor", "/service-catalogue/admin/create", { parentId: root.id, name: "  Мобильная связь " })) as Node;
    expect(added).toMatchObject({
      name: "Мобильная связь",
      isLeaf: false,
      path: `${root.path}/${added.id}`,
      href: `/v2/services${root.path}/${added.id}`,
    });
    refused(await post("editor", "/service-catalogue/admin/create", { parentId: added.id, name: "SIM", leaf: "1" }), r.serviceUnknown);
    refused(
      await post("editor", "/service-catalogue/admin/create", { parentId: added.id, name: "SIM", serviceKey: "statements" }),
      r.serviceUnknown,
    );
    const leaf = ok(
      await post("editor", "/service-catalogue/admin/create", { parentId: added.id, name: "Новая SIM-карта", serviceKey: "it-request" }),
    ) as Node;
    refused(
      await post("editor", "/service-catalogue/admin/create", { parentId: leaf.id, name: "Внутри формы" }),
      r.leafHasNoChildren("Новая SIM-карта"),
    );
    ok(await post("editor", "/service-catalogue/admin/update", { id: added.id, name: "Связь", description: "Телефоны и SIM" }));
    ok(await post("editor", "/service-catalogue/admin/order", { id: added.id, direction: "up" }));
    const roots = (ok(await get("editor", "/service-catalogue/node", { id: root.id })) as { children: Node[] }).children.map((n) => n.name);
    expect(roots).toEqual(["Рабочее место", "Доступы", "Связь", "1С"]);
    // Under itself, under its descendant: refused by name; under «Доступы»: it and its leaf follow.
    refused(await post("editor", "/service-catalogue/admin/move", { id: added.id, parentId: added.id }), r.cycle("Связь"));
    const workplace = await byName("Рабочее место");
    refused(
      await post("editor", "/service-catalogue/admin/move", { id: workplace.id, parentId: (await byName("Телефония")).id }),
      r.cycle("Рабочее место"),
    );
    const access = await byName("Доступы");
    ok(await post("editor", "/service-catalogue/admin/move", { id: added.id, parentId: access.id }));
    expect((await byName("Новая SIM-карта")).path).toBe(`${access.path}/${added.id}/${leaf.id}`);
    const moved = ok(await get("employee", "/service-catalogue/node", { id: leaf.id })) as { trail: Node[] };
    expect(moved.trail.map((n) => n.name)).toEqual(["IT-сервисы", "Доступы", "Связь", "Новая SIM-карта"]);
  });

  it("deletes an empty node, archives one tickets hold, and refuses one with children by name", async () => {
    const category = await byName("Связь");
    refused(await post("editor", "/service-catalogue/admin/delete", { id: category.id }), r.notEmpty("Связь"));
    const held = await byName("Не печатает принтер");
    ok(await post("editor", "/service-catalogue/admin/delete", { id: held.id }));
    expect((await byName("Не печатает принтер")).archived).toBe(1);
    refused(await post("employee", "/service-catalogue/ticket", { nodeId: held.id, answers: {} }), r.nodeNotFound);
    const empty = await byName("Новая SIM-карта");
    expect(ok(await post("editor", "/service-catalogue/admin/delete", { id: empty.id }))).toEqual({
      archived: false,
      parentId: category.id,
    });
    ok(await post("editor", "/service-catalogue/admin/delete", { id: category.id }));
    expect(
      await portal.db.kysely.selectFrom("service_catalogue_nodes").select("id").where("name", "in", ["Связь", "Новая SIM-карта"]).execute(),
    ).toEqual([]);
  });

  it("lists a person's education requests and those waiting on her manager", async () => {
    const training = await byName("Excel для аналитиков");
    const { id } = ok(
      await post("learner", "/service-catalogue/ticket", {
        nodeId: training.id,
        answers: { goal: "Сводные таблицы", when: "Ближайшая группа" },
      }),
    ) as { id: number };
    const mine = ok(await get("learner", "/service-catalogue/education-requests")) as {
      mine: { id: number; subject: string; status: string }[];
    };
    expect(mine.mine[0]).toMatchObject({ id, subject: "Excel для аналитиков", status: "ON_APPROVAL" });
    const boss = ok(await get("boss", "/service-catalogue/education-requests")) as { waiting: { id: number }[]; mine: unknown[] };
    expect(boss.waiting.map((w) => w.id)).toEqual([id]);
    expect(boss.mine).toEqual([]);
    expect((ok(await get("employee", "/service-catalogue/education-requests")) as { waiting: unknown[] }).waiting).toEqual([]);
  });

  it("finds IT services in the portal search: a category opens its page, a leaf its form", async () => {
    await portal.outbox.deliver();
    const find = async (query: string) =>
      (ok(await get("employee", "/search-v2/find", { query, indexName: "IT_SERVICE" })) as { objects: { name: string; href: string }[] })
        .objects;
    const printers = await byName("Принтеры и МФУ");
    const cartridge = await byName("Картридж для принтера");
    const found = await find("принтер");
    expect(found.map((o) => [o.name, o.href])).toEqual(
      expect.arrayContaining([
        ["Принтеры и МФУ", `/v2/services${printers.path}`],
        ["Картридж для принтера", `/v2/services${printers.path}/ticket/${cartridge.id}`],
      ]),
    );
  });

  it("reads a node's page in the same statements for 10 or 100 children and for depth 2 or 6", async () => {
    const db = portal.db.kysely;
    const at = new Date().toISOString();
    const leaves = (n: number): DemoNode[] => Array.from({ length: n }, (_, i) => ({ name: `Форма ${i}`, service: "it-request" }));
    const chain = (depth: number, last: DemoNode): DemoNode =>
      depth === 1 ? last : { name: `Уровень ${depth}`, children: [chain(depth - 1, last)] };
    await writeDemoTree(db, "IT", { name: "Узкий", children: leaves(10) }, null, 10, at);
    await writeDemoTree(db, "IT", { name: "Широкий", children: leaves(100) }, null, 11, at);
    await writeDemoTree(db, "IT", chain(2, { name: "Дно 2", children: leaves(3) }), null, 12, at);
    await writeDemoTree(db, "IT", chain(6, { name: "Дно 6", children: leaves(3) }), null, 13, at);
    const reader = actingAs(s.people.employee.id);
    const count = async (name: string) => {
      const { path } = await byName(name);
      const ids = path.split("/").filter(Boolean).map(Number);
      queries = 0;
      counting = true;
      const page = await portal.services.catalogue.nodePage(reader, "IT", ids);
      counting = false;
      return { queries, children: page.children.length, depth: page.trail.length };
    };
    const narrow = await count("Узкий");
    expect(narrow.children).toBe(10);
    expect(await count("Широкий")).toEqual({ ...narrow, children: 100 });
    const shallow = await count("Дно 2");
    expect(shallow.depth).toBe(2);
    expect(await count("Дно 6")).toEqual({ ...shallow, depth: 6 });
    expect(shallow.queries).toBe(narrow.queries);
    expect(narrow.queries).toBe(2);
  });
});
