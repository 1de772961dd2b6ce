// The portal search's POST index as a JSON client sees it (GET /search-v2/find, indexName POST; issue #16
// points 2, 3, 8): published company news and posts of the groups the reader reads, found by another form of
// the word, `ё` as `е`, every word matching; a closed group's posts for its members only, and for a new member
// at once (no reindex); deferred posts once the schedule's pass publishes them, offers and deleted posts never,
// editors included; each item opening its group's page or /news; the «Публикации» block of the results pages.
// The outbox is delivered after writes, as the server does within 2 s. SQLite and PostgreSQL.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { actingAs } from "~/platform/actor";
import { dialects, type TestPortal } from "../../../../tests/helpers/portal";
import { type TestServer } from "../../../../tests/helpers/http";
import { ok, refused, unauthorized } from "../../../../tests/helpers/envelope";
import { type Who, openFeed, type FeedPeople } from "./fixture";

const TOO_SHORT = "Введите для поиска не менее 3 символов";

interface Found {
  indexName: string;
  total: number;
  correctedQuery: string | null;
  objects: {
    id: number;
    title: string | null;
    text: string;
    publishDate: string;
    groupId: number | null;
    groupName: string | null;
    target: string;
    highlight: string;
  }[];
}

/** People: the employee runs «Бег» (open) and «Склад» (closed); «other» belongs to neither; the editor writes news. */
describe.each(await dialects())("search-v2 POST on %s", (dialect) => {
  let portal: TestPortal;
  let server: TestServer;
  let f: FeedPeople;
  const ids = { opening: 0, schedule: 0, deleted: 0, deferred: 0, offer: 0, run: 0, store: 0, untitled: 0 };
  const g = { run: 0, store: 0 };

  const search = async (who: Who, query: string, limit?: number) =>
    ok(await f.get(who, "/search-v2/find", { query, indexName: "post", ...(limit ? { limit } : {}) })) as Found;
  const idsOf = (found: Found) => found.objects.map((o) => o.id);
  const create = async (who: Who, body: Record<string, unknown>, path = "/posts/create") =>
    (ok(await f.post(who, path, body)) as { id: number }).id;

  beforeAll(async () => {
    ({ portal, server, f } = await openFeed(dialect));
    const group = async (name: string, configClose: boolean) =>
      (ok(await f.post("employee", "/groups/create", { name, description: "", configClose })) as { id: number }).id;
    g.run = await group("Бег и ЗОЖ", false);
    g.store = await group("Склад", true);
    ids.opening = await create("editor", {
      title: "Открытие магазина в Казани",
      text: "Новый гипермаркет на улице Баумана открывает двери в субботу.",
    });
    ids.schedule = await create("editor", { title: "График на праздники", text: "Магазины в Казани работают с 10 до 20. Ёлка в холле." });
    ids.deleted = await create("editor", { title: "Открытие склада в Казани", text: "Склад откроется позже." });
    ok(await f.post("editor", "/posts/delete", { id: ids.deleted }));
    ids.deferred = await create(
      "editor",
      { title: "Открытие в Казани", text: "Скоро", plannedPublishDate: "2026-11-22T12:00" },
      "/posts/delayed/create",
    );
    ids.offer = await create("employee", { title: "Открытие кафе в Казани", text: "Предлагаю" }, "/posts/offer-post");
    ids.run = await create("employee", { groupId: g.run, title: "Забег по набережной", text: "Собираемся у моста в субботу." });
    ids.store = await create("employee", { groupId: g.store, title: "Инвентаризация склада", text: "Пересчитываем остатки в субботу." });
    ids.untitled = await create("editor", { text: "Субботник во дворе офиса: грабли и перчатки выдадим на месте." });
    await portal.outbox.deliver();
  });
  afterAll(async () => {
    await server?.close();
    await portal?.dispose();
  });

  it("answers 401 without a session and refuses a query under 3 characters", async () => {
    unauthorized(await f.get(null, "/search-v2/find", { query: "казань", indexName: "POST" }));
    refused(await f.get("employee", "/search-v2/find", { query: "ка", indexName: "POST" }), TOO_SHORT);
  });

  it("finds published posts by another form of their words, every word, ё as е, with the spec's fields", async () => {
    const found = await search("employee", "казань");
    expect(found.indexName).toBe("POST");
    expect(idsOf(found).sort((a, b) => a - b)).toEqual([ids.opening, ids.schedule].sort((a, b) => a - b));
    expect(found.total).toBe(2);
    // «открытия магазинов» holds neither word as typed: the stems find «Открытие магазина».
    const [opening] = (await search("employee", "открытия магазинов")).objects;
    expect(opening).toMatchObject({
      id: ids.opening,
      title: "Открытие магазина в Казани",
      text: "Новый гипермаркет на улице Баумана открывает двери в субботу.",
      publishDate: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/),
      groupId: null,
      groupName: null,
    });
    expect(opening?.highlight).toContain("<mark>");
    expect(idsOf(await search("employee", "баумана открытие"))).toEqual([ids.opening]);
    expect(idsOf(await search("employee", "елка"))).toEqual([ids.schedule]);
    expect(await search("employee", "открытие самолёта")).toMatchObject({ indexName: "POST", total: 0, objects: [] });
  });

  it("never finds deleted, deferred or offered posts, not even for their author or a news editor", async () => {
    for (const who of ["editor", "admin", "employee"] as const) {
      const found = await search(who, "открытие казани");
      expect(idsOf(found), who).toEqual([ids.opening]);
      expect(found.total, who).toBe(1);
    }
  });

  it("finds a deferred post once the schedule's pass publishes it, and loses a post once deleted", async () => {
    expect(idsOf(await search("editor", "скоро"))).toEqual([]);
    expect(await portal.services.feed.publishDue(new Date("2026-11-22T09:00:30.000Z"))).toEqual([ids.deferred]);
    await portal.outbox.deliver();
    expect(idsOf(await search("other", "скоро"))).toEqual([ids.deferred]);
    ok(await f.post("editor", "/posts/delete", { id: ids.deferred }));
    await portal.outbox.deliver();
    expect(idsOf(await search("editor", "скоро"))).toEqual([]);
    ok(await f.post("editor", "/posts/recovery", { id: ids.deferred }));
    await portal.outbox.deliver();
    expect(idsOf(await search("other", "скоро"))).toEqual([ids.deferred]);
  });

  it("finds a changed post by its new words only", async () => {
    const id = await create("editor", { title: "Конкурс рисунков", text: "Приносите акварели." });
    await portal.outbox.deliver();
    expect(idsOf(await search("other", "акварелью"))).toEqual([id]);
    ok(await f.post("editor", "/posts/update", { id, title: "Конкурс рисунков", text: "Приносите карандаши." }));
    await portal.outbox.deliver();
    expect(idsOf(await search("other", "акварелью"))).toEqual([]);
    expect(idsOf(await search("other", "карандашами"))).toEqual([id]);
  });

  it("finds an open group's posts for everyone and a closed group's for its members only, a new member at once", async () => {
    expect(await search("other", "набережная")).toMatchObject({
      total: 1,
      objects: [{ id: ids.run, groupId: g.run, groupName: "Бег и ЗОЖ", target: `/group/${g.run}/${ids.run}` }],
    });
    expect(await search("other", "инвентаризацию")).toMatchObject({ total: 0, objects: [] });
    expect(await search("editor", "инвентаризацию")).toMatchObject({ total: 0, objects: [] });
    expect(await search("employee", "инвентаризацию")).toMatchObject({
      total: 1,
      objects: [{ id: ids.store, groupId: g.store, groupName: "Склад", target: `/group/${g.store}/${ids.store}` }],
    });
    // Administrators read every group.
    expect(idsOf(await search("admin", "инвентаризацию"))).toEqual([ids.store]);
    // «other» asks to join; once the manager accepts, she finds it with nothing reindexed (no delivery between).
    ok(await f.post("other", "/groups/subscribe", { groupId: g.store }));
    const [request] = ok(await f.get("employee", "/groups/requests", { groupId: g.store })) as { claimId: number }[];
    ok(await f.post("employee", "/groups/requests/resolve", { claimId: request!.claimId, accept: true }));
    expect(idsOf(await search("other", "инвентаризацию"))).toEqual([ids.store]);
    // And loses it as she leaves.
    ok(await f.post("other", "/groups/unsubscribe", { groupId: g.store }));
    expect(idsOf(await search("other", "инвентаризацию"))).toEqual([]);
  });

  it("finds no post of a deleted group, its members included", async () => {
    const group = (ok(await f.post("employee", "/groups/create", { name: "Велоклуб", description: "" })) as { id: number }).id;
    const id = await create("employee", { groupId: group, title: "Велопрогулка", text: "Маршрут вдоль реки." });
    await portal.outbox.deliver();
    expect(idsOf(await search("employee", "велопрогулку"))).toEqual([id]);
    ok(await f.post("employee", "/groups/delete", { id: group, name: "Велоклуб" }));
    for (const who of ["employee", "other", "admin"] as const) expect(idsOf(await search(who, "велопрогулку")), who).toEqual([]);
  });

  it("counts every match in total and gives at most limit of them, company news opening at /news", async () => {
    const found = await search("other", "субботу", 1);
    expect(found.total).toBe(2);
    expect(found.objects).toHaveLength(1);
    const all = await search("employee", "субботу");
    expect(idsOf(all).sort((a, b) => a - b)).toEqual([ids.opening, ids.run, ids.store].sort((a, b) => a - b));
    expect(all.objects.find((o) => o.id === ids.opening)?.target).toBe(`/news/${ids.opening}`);
  });

  it("shows the «Публикации» block on the results pages, a post without a title named by its text", async () => {
    const reader = actingAs(f.people.other.id, []);
    const page = await portal.services.search.results.all(reader, "субботник");
    expect(page.blocks.map((b) => [b.indexName, b.header, b.total])).toEqual([["POST", "Публикации", 1]]);
    expect(page.blocks[0]!.objects).toMatchObject([
      { id: ids.untitled, title: "Субботник во дворе офиса: грабли и перчатки выдадим на месте.", target: `/news/${ids.untitled}` },
    ]);
    const one = await portal.services.search.results.index(reader, "POST", "набережной", 0);
    expect(one.blocks[0]!.objects).toMatchObject([{ id: ids.run, title: "Забег по набережной", target: `/group/${g.run}/${ids.run}` }]);
  });
});
