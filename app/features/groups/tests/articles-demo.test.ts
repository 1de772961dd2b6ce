// The demo's group articles as a fresh `npm start` shows them: articles in the photo club, the running
// group, IT support and the closed Nevsky shop, one draft of the demo employee's that only she and the
// group's managers see, bodies sanitized and findable in the portal search from the first start. SQLite and
// PostgreSQL.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { actingAs, type SignedIn } from "~/platform/actor";
import { DEMO_ACCOUNTS } from "~/portal/seed.server";
import { createTestPortal, dialects, type TestPortal } from "../../../../tests/helpers/portal";
import { DEMO_ARTICLES } from "../seed-articles.server";

describe.each(await dialects())("the group articles' demo on %s", (dialect) => {
  let portal: TestPortal;
  const person = async (phone: string): Promise<SignedIn> => {
    const row = await portal.db.kysely.selectFrom("users").select("id").where("phone", "=", phone).executeTakeFirstOrThrow();
    const roles = DEMO_ACCOUNTS.find((a) => a.phone === phone)?.roles ?? [];
    return actingAs(row.id, roles);
  };
  const groupId = async (name: string) =>
    (await portal.db.kysely.selectFrom("groups").select("id").where("name", "=", name).executeTakeFirstOrThrow()).id;

  beforeAll(async () => {
    portal = await createTestPortal(dialect, { seedDemo: true });
  }, 120_000);
  afterAll(async () => {
    await portal?.dispose();
  });

  it("has every demo article in its group, one of them a draft", async () => {
    const rows = await portal.db.kysely
      .selectFrom("group_articles as a")
      .innerJoin("groups as g", "g.id", "a.group_id")
      .select(["a.name", "g.name as group", "a.status", "a.content"])
      .execute();
    expect(rows).toHaveLength(DEMO_ARTICLES.length);
    expect(rows.filter((r) => r.status === "DRAFT")).toHaveLength(1);
    for (const demo of DEMO_ARTICLES) expect(rows.find((r) => r.name === demo.name)?.group).toBe(demo.group);
    expect(rows.every((r) => r.content.startsWith("<"))).toBe(true);
  });

  it("shows the draft to its author and the group's managers only", async () => {
    const running = await groupId("Бег и ЗОЖ");
    const employee = await person("9000000003");
    const admin = await person("9000000001");
    const editor = await person("9000000002");
    const names = async (who: SignedIn) =>
      (await portal.services.groupArticles.findByGroup(who, { groupId: running, pageNumber: 0, pageSize: 20 })).items.map((i) => [
        i.name,
        i.status,
      ]);
    expect(await names(employee)).toContainEqual(["Маршруты для пробежек рядом с офисом", "DRAFT"]);
    expect(await names(admin)).toContainEqual(["Маршруты для пробежек рядом с офисом", "DRAFT"]);
    expect((await names(editor)).map(([name]) => name)).not.toContain("Маршруты для пробежек рядом с офисом");
    expect(await names(editor)).toHaveLength(2);
  });

  it("indexes the demo's published articles in the portal search at the first start", async () => {
    const db = portal.db.kysely;
    // Nothing delivered from the outbox here: the engine built the empty index whole at start.
    const indexed = await db.selectFrom("search_items").select("object_id").where("index_name", "=", "ARTICLE").execute();
    const published = await db.selectFrom("group_articles").select("id").where("status", "=", "PUBLISH").execute();
    expect(indexed.map((r) => r.object_id).sort((x, y) => x - y)).toEqual(published.map((r) => r.id).sort((x, y) => x - y));
    expect(published).toHaveLength(DEMO_ARTICLES.length - 1);
  });

  it("finds published demo articles in the search by another form of a word, a closed group's for its members only", async () => {
    const employee = await person("9000000003");
    const editor = await person("9000000002");
    const find = async (who: SignedIn, query: string) =>
      ((await portal.services.search.find(who, { indexName: "ARTICLE", query })).objects as { name: string }[]).map((o) => o.name);
    expect(await find(editor, "полумарафону")).toEqual(["Готовимся к первому полумарафону: план на 12 недель"]);
    expect(await find(editor, "полумарафоны")).toEqual(["Готовимся к первому полумарафону: план на 12 недель"]);
    expect(await find(employee, "выкладка сезону")).toEqual(["Новая выкладка к сезону: что изменилось"]);
    expect(await find(editor, "выкладка сезону")).toEqual([]);
    expect(await find(employee, "маршруты пробежек")).toEqual([]);
  });
});
