// The search statistics' recording (issue #16 point 9), on both databases, through the real build and /api:
// a results page and GET /search-v2/find count a search (query normalised, the blocks with results, whether
// it found anything), the finder, a refused query and the next pages of one index do not; a dropdown query
// its author extends within 10 s is dropped (the portal's clock); what is older than 180 days is deleted.
// Nothing is written until the portal's settled() (the batch), and a search never waits for it.
import path from "node:path";
import { pathToFileURL } from "node:url";
import type { ServerBuild } from "@remix-run/node";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { actingAs } from "~/platform/actor";
import { ensureDepartmentCategories } from "~/features/contacts/index.server";
import { createPerson, createTestPortal, dialects, type TestPortal } from "../../../../tests/helpers/portal";
import { api, signInWithForm, startTestServer, type TestServer } from "../../../../tests/helpers/http";
import { formBrowser } from "../../../../tests/helpers/form-browser";

const PASSWORD = "search-stats-1";
const enc = encodeURIComponent;

describe.each(await dialects())("search statistics' recording on %s", (dialect) => {
  let portal: TestPortal;
  let server: TestServer;
  let browser: ReturnType<typeof formBrowser<"reader">>;
  let readerId: number;
  let cookie: string;

  beforeAll(async () => {
    const build = (await import(pathToFileURL(path.resolve("build/index.js")).href)) as ServerBuild;
    portal = await createTestPortal(dialect);
    server = await startTestServer(portal, { build });
    // Three employees with contact cards (a department's category holds them): found as CONTACT and USER.
    const { id: departmentId } = await portal.db.kysely
      .insertInto("departments")
      .values({ parent_id: null, name: "Склад", city: "Вологда", sort: 0 })
      .returning("id")
      .executeTakeFirstOrThrow();
    await ensureDepartmentCategories(portal.db.kysely);
    for (const [i, name] of ["Анна", "Борис", "Вера"].entries())
      await portal.services.users.upsertPerson({
        phone: `97${String(process.pid % 1000).padStart(3, "0")}0000${i}`,
        name,
        surname: "Лампочкин",
        departmentId,
        roles: [],
      });
    const reader = await createPerson(portal, { password: PASSWORD, name: "Ольга", surname: "Читателева" });
    // The people's events reach the search index.
    await portal.outbox.deliver();
    readerId = reader.id;
    cookie = await signInWithForm(server, reader.phone, PASSWORD);
    browser = formBrowser(() => server, { reader: cookie }, { redirectStatus: 303 });
  }, 60_000);
  afterAll(async () => {
    await server?.close();
    await portal?.dispose();
  });
  beforeEach(async () => {
    await portal.settled();
    await portal.db.kysely.deleteFrom("search_statistics").execute();
    await portal.db.kysely.deleteFrom("search_statistic_blocks").execute();
  });

  const rows = () =>
    portal.db.kysely
      .selectFrom("search_statistics")
      .select(["user_id", "query", "source", "found", "corrected", "day"])
      .orderBy("id")
      .execute();
  const blocks = () => portal.db.kysely.selectFrom("search_statistic_blocks").select(["index_name"]).orderBy("index_name").execute();
  const today = () => portal.services.searchStats.today();

  it("counts a results page's search once it is written: normalised, with the blocks that found something", async () => {
    expect(await browser.html(`/search/all/${enc("  ЛАМПОЧКИН ")}`, "reader")).toContain("Лампочкин");
    // The answer did not wait for the write: the batch is written by settled() (or its timer).
    expect(await rows()).toEqual([]);
    await portal.settled();
    expect(await rows()).toEqual([{ user_id: readerId, query: "лампочкин", source: "page", found: 1, corrected: 0, day: today() }]);
    expect(await blocks()).toEqual([{ index_name: "CONTACT" }]);

    await browser.html(`/search-result/${enc("Ёлкин   Пётр")}`, "reader");
    await browser.html(`/search/CONTACT/${enc("лампочкин")}`, "reader");
    await portal.settled();
    expect((await rows()).slice(1).map((r) => [r.query, r.source, r.found])).toEqual([
      ["елкин петр", "page", 0],
      ["лампочкин", "page", 1],
    ]);
    expect(await blocks()).toEqual([{ index_name: "CONTACT" }, { index_name: "CONTACT" }]);
  });

  it("does not count the next pages of one index, a refused query or the finder", async () => {
    await browser.html(`/search/CONTACT/${enc("лампочкин")}?page=1`, "reader");
    await browser.html(`/search/all/ab`, "reader");
    const finder = await browser.get(`/finder?kinds=user&q=${enc("лампочкин")}`, "reader");
    expect(((await finder.json()) as { items: unknown[] }).items).toHaveLength(3);
    await portal.settled();
    expect(await rows()).toEqual([]);
  });

  it("counts GET /search-v2/find as an api search with its one index", async () => {
    const found = await api(server, "GET", "/search-v2/find", { cookie, query: { query: "Лампочкин", indexName: "contact" } });
    expect(found.envelope.response.total).toBe(3);
    const none = await api(server, "GET", "/search-v2/find", { cookie, query: { query: "Абажур", indexName: "USER" } });
    expect(none.envelope.response.total).toBe(0);
    const refused = await api(server, "GET", "/search-v2/find", { cookie, query: { query: "ab", indexName: "USER" } });
    expect(refused.envelope.responseCode).not.toBe(200);
    await portal.settled();
    expect((await rows()).map((r) => [r.query, r.source, r.found])).toEqual([
      ["лампочкин", "api", 1],
      ["абажур", "api", 0],
    ]);
    expect(await blocks()).toEqual([{ index_name: "CONTACT" }]);
  });

  it("counts the paging calls' first page as an api search, not the pages after it", async () => {
    const q = { query: "Лампочкин" };
    for (const pageNumber of ["0", "1"]) {
      const paged = await api(server, "GET", "/search/find-pagination", { cookie, query: { ...q, indexName: "CONTACT", pageNumber } });
      expect(paged.envelope.response.total).toBe(3);
      const grouped = await api(server, "GET", "/search/find-index-with-grouping", { cookie, query: { ...q, pageNumber } });
      expect(grouped.envelope.response[0].total).toBe(3);
    }
    await portal.settled();
    expect((await rows()).map((r) => [r.query, r.source, r.found])).toEqual([
      ["лампочкин", "api", 1],
      ["лампочкин", "api", 1],
    ]);
  });

  it("counts the header dropdown's search (/search/suggest) as the dropdown's, held its 10 s", async () => {
    const answer = await browser.get(`/search/suggest?q=${enc("Лампочкин")}`, "reader");
    expect(answer.status).toBe(200);
    await portal.settled();
    expect(await rows()).toEqual([]);
    portal.clock.advance(10_000);
    await portal.settled();
    expect((await rows()).map((r) => [r.query, r.source, r.found])).toEqual([["лампочкин", "dropdown", 1]]);
  });

  it("drops a dropdown query its author extends within 10 s, by the portal's clock", async () => {
    const stats = portal.services.searchStats;
    const a = actingAs(readerId);
    const b = actingAs(readerId + 1000);
    const dropdown = (reader: typeof a, query: string, total = 1) =>
      stats.record({ reader, query, source: "dropdown", blocks: [{ indexName: "WIKI_GUIDE", total }], corrected: false });
    dropdown(a, "отп");
    portal.clock.advance(3_000);
    dropdown(a, "Отпуск"); // extends "отп": that one is dropped
    dropdown(b, "склад"); // another person's: no effect on a's
    portal.clock.advance(10_000);
    dropdown(a, "отпуск по"); // 10 s after "отпуск", extending it: that one is dropped
    portal.clock.advance(10_001);
    dropdown(a, "отпуск по уходу"); // extends, but after 10 s: "отпуск по" counts
    portal.clock.advance(2_000);
    dropdown(a, "больничный", 0); // not an extension: "отпуск по уходу" counts
    portal.clock.advance(1_000);
    dropdown(a, "командир");
    stats.record({ reader: a, query: "командировка", source: "page", blocks: [], corrected: false }); // Enter on more text: the dropdown's dropped
    await portal.settled();
    // b's "склад" is over 10 s old: written too.
    expect((await rows()).map((r) => [r.user_id === readerId ? "a" : "b", r.query, r.source])).toEqual([
      ["a", "отпуск по", "dropdown"],
      ["a", "отпуск по уходу", "dropdown"],
      ["a", "больничный", "dropdown"],
      ["a", "командировка", "page"],
      ["b", "склад", "dropdown"],
    ]);
    // A dropdown query is held until its 10 s pass.
    dropdown(a, "итоги");
    await portal.settled();
    expect(await rows()).toHaveLength(5);
    portal.clock.advance(10_000);
    await portal.settled();
    expect((await rows()).map((r) => r.query)).toContain("итоги");
  });

  it("deletes what is older than 180 days, and keeps the rest", async () => {
    const stats = portal.services.searchStats;
    const search = (query: string) =>
      stats.record({ reader: actingAs(readerId), query, source: "page", blocks: [{ indexName: "CONTACT", total: 2 }], corrected: false });
    search("старый запрос");
    await portal.settled();
    portal.clock.advance(2 * 24 * 3600_000);
    search("недавний запрос");
    await portal.settled();
    portal.clock.advance(179 * 24 * 3600_000);
    await stats.prune();
    expect((await rows()).map((r) => r.query)).toEqual(["недавний запрос"]);
    expect(await blocks()).toEqual([{ index_name: "CONTACT" }]);
  });
});
