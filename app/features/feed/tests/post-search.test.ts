// The portal search's POST index (GET /search-v2/find, indexName POST; issue #12 point 14): published
// company news whose title or text hold every word, newest first, with the whole count in `total`;
// deferred, offered and deleted posts never, their authors and editors included. SQLite and PostgreSQL.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { dialects, type TestPortal } from "../../../../tests/helpers/portal";
import { type TestServer } from "../../../../tests/helpers/http";
import { ok, refused, unauthorized } from "../../../../tests/helpers/envelope";
import { type Who, openFeed, type FeedPeople } from "./fixture";

const TOO_SHORT = "Введите для поиска не менее 3 символов";

interface Found {
  indexName: string;
  total: number;
  objects: { id: number; title: string | null; text: string; publishDate: string; groupId: number | null }[];
}

describe.each(await dialects())("search-v2 POST on %s", (dialect) => {
  let portal: TestPortal;
  let server: TestServer;
  let f: FeedPeople;
  const ids: Record<string, number> = {};

  const search = async (who: Who, query: string, limit?: number) =>
    ok(await f.get(who, "/search-v2/find", { query, indexName: "post", ...(limit ? { limit } : {}) })) as Found;
  const idsOf = (found: Found) => found.objects.map((o) => o.id);

  beforeAll(async () => {
    ({ portal, server, f } = await openFeed(dialect));
    const create = async (title: string, text: string) =>
      (ok(await f.post("editor", "/posts/create", { title, text })) as { id: number }).id;
    ids.opening = await create("Открытие магазина в Казани", "Новый гипермаркет на улице Баумана открывает двери в субботу.");
    ids.schedule = await create("График на праздники", "Магазины в Казани работают с 10 до 20. Ёлка в холле.");
    ids.deleted = await create("Открытие склада в Казани", "Склад откроется позже.");
    ok(await f.post("editor", "/posts/delete", { id: ids.deleted }));
    ids.deferred = (
      ok(
        await f.post("editor", "/posts/delayed/create", {
          title: "Открытие в Казани",
          text: "Скоро",
          plannedPublishDate: "2026-11-22T12:00",
        }),
      ) as { id: number }
    ).id;
    ids.offer = (
      ok(await f.post("employee", "/posts/offer-post", { title: "Открытие кафе в Казани", text: "Предлагаю" })) as { id: number }
    ).id;
  });
  afterAll(async () => {
    await server?.close();
    await portal?.dispose();
  });

  it("answers 401 without a session and refuses a query under 3 characters", async () => {
    unauthorized(await f.get(null, "/search-v2/find", { query: "казань", indexName: "POST" }));
    refused(await f.get("employee", "/search-v2/find", { query: "ка", indexName: "POST" }), TOO_SHORT);
  });

  it("finds published news by every word of title and text, newest first, with its fields", async () => {
    const found = await search("employee", "казани");
    expect(found.indexName).toBe("POST");
    expect(idsOf(found)).toEqual([ids.schedule, ids.opening]);
    expect(found.total).toBe(2);
    expect(found.objects[1]).toEqual({
      id: ids.opening,
      title: "Открытие магазина в Казани",
      text: "Новый гипермаркет на улице Баумана открывает двери в субботу.",
      publishDate: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/),
      groupId: null,
      groupName: null,
    });
    // Every word must match, in any order; title and text alike; ё as е.
    expect(idsOf(await search("employee", "баумана открытие"))).toEqual([ids.opening]);
    expect(idsOf(await search("employee", "елка"))).toEqual([ids.schedule]);
    expect(await search("employee", "открытие самолёта")).toEqual({ indexName: "POST", total: 0, objects: [] });
  });

  it("never lists deleted, deferred or offered posts, not even to their author or a news editor", async () => {
    for (const who of ["editor", "admin", "employee"] as const) {
      const found = await search(who, "открытие казани");
      expect(idsOf(found)).toEqual([ids.opening]);
      expect(found.total).toBe(1);
    }
  });

  it("counts every match in total and gives at most limit of them", async () => {
    const found = await search("other", "казани", 1);
    expect(found.total).toBe(2);
    expect(idsOf(found)).toEqual([ids.schedule]);
  });
});
