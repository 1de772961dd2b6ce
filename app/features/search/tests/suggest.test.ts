// The header dropdown's GET /search/suggest (issue #16 point 7) through the real build, as its client reads
// it: 401 JSON signed out, 400 with the Russian message under 3 characters after cleaning, the blocks of
// /search/all (header, total, ≤ 10 items, «Все результаты» address only above 10), nothing found said in
// Russian, and the same SQL statements whether a block finds 1 item or 15; over the demo data, the blocks'
// order of /search/all and highlights that are escaped text with <mark> only. Both databases.
import path from "node:path";
import { pathToFileURL } from "node:url";
import type { ServerBuild } from "@remix-run/node";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DEMO_PASSWORD } from "~/portal/seed.server";
import { createTestPortal, dialects, type TestPortal } from "../../../../tests/helpers/portal";
import { signInWithForm, startTestServer, type TestServer } from "../../../../tests/helpers/http";
import { ru } from "../../../../tests/helpers/ru";
import { isOutboxStatement } from "../../../../tests/helpers/statements";
import { openSearchPages, SURNAMES, type SearchPages } from "./pages-fixture";

const enc = encodeURIComponent;

interface Item {
  title: string;
  highlight: string | null;
  hint: string | null;
  target: string;
}
interface Block {
  indexName: string;
  header: string;
  total: number;
  items: Item[];
  allUrl: string | null;
}
interface Answer {
  query: string;
  correctedQuery: string | null;
  blocks: Block[];
  message: string | null;
}

describe.each(await dialects())("the search dropdown's /search/suggest on %s", (dialect) => {
  let s: SearchPages;
  let statements: string[] = [];
  let counting = false;

  beforeAll(async () => {
    s = await openSearchPages(dialect, { onQuery: (sql) => void (counting && !isOutboxStatement(sql) && statements.push(sql)) });
  }, 60_000);
  afterAll(async () => {
    await s?.server.close();
    await s?.portal.dispose();
  });

  async function suggest(q: string | null, who: "reader" | null = "reader") {
    const response = await s.get(q === null ? "/search/suggest" : `/search/suggest?q=${enc(q)}`, who);
    expect(response.headers.get("content-type")).toContain("application/json");
    expect(response.headers.get("cache-control")).toBe("no-store");
    return { status: response.status, body: (await response.json()) as Answer };
  }

  it("answers a visitor not signed in 401 with the message, as JSON (no sign-in redirect)", async () => {
    expect(await suggest("Лампочкин", null)).toEqual({ status: 401, body: { message: ru.api.unauthorized } });
  });

  it("refuses a query under 3 characters after stripping \\ % # ^ & and spaces with 400 and the Russian message", async () => {
    for (const q of ["ab", "%%ab##", "  a  ", "\\^&#%", "", null]) {
      expect(await suggest(q), String(q)).toEqual({ status: 400, body: { message: ru.search.queryTooShort } });
    }
  });

  it("answers the blocks of /search/all: header, total, at most 10 items, the «Все результаты» address only above 10", async () => {
    const { status, body } = await suggest("Лампочкин");
    expect(status).toBe(200);
    expect(body.blocks.map(({ indexName, header, total, allUrl }) => ({ indexName, header, total, allUrl }))).toEqual([
      { indexName: "CONTACT", header: ru.searchBlocks.CONTACT, total: 25, allUrl: `/search/CONTACT/${enc("Лампочкин")}` },
      { indexName: "DEPARTMENT", header: ru.searchBlocks.DEPARTMENT, total: 1, allUrl: null },
    ]);
    const [contacts, departments] = body.blocks;
    expect(contacts!.items).toHaveLength(10);
    for (const item of contacts!.items) {
      expect(item.title).toMatch(/^Лампочкин /);
      expect(item.target).toMatch(/^\/v2\/contacts\/\d+/);
    }
    expect(departments!.items.map((i) => i.title)).toEqual(["Лампочкинский склад"]);
    expect(body).toMatchObject({ query: "Лампочкин", correctedQuery: null, message: null });
    // The same blocks, totals and first items as the results page shows.
    const page = await s.html(`/search/all/${enc("Лампочкин")}`, "reader");
    for (const item of [...contacts!.items, ...departments!.items]) expect(page).toContain(`href="${item.target}"`);
  });

  it("gives a block of exactly 10 no «Все результаты» address and one of 11 its address, with the cleaned query", async () => {
    const ten = (await suggest("торшерова")).body.blocks;
    expect(ten.map((b) => [b.total, b.items.length, b.allUrl])).toEqual([[SURNAMES.Торшерова, 10, null]]);
    const eleven = await suggest("  Абажуров%# ");
    expect(eleven.body.query).toBe("Абажуров");
    expect(eleven.body.blocks.map((b) => [b.total, b.items.length, b.allUrl])).toEqual([
      [SURNAMES.Абажуров, 10, `/search/CONTACT/${enc("Абажуров")}`],
    ]);
  });

  it("says in Russian that nothing was found, with 200 and no blocks", async () => {
    expect(await suggest("Несуществующий")).toEqual({
      status: 200,
      body: { query: "Несуществующий", correctedQuery: null, blocks: [], message: ru.searchDropdown.nothingFound },
    });
  });

  it("runs the same SQL statements when a block finds 1 card as when it finds 15", async () => {
    const person = (i: number) =>
      s.portal.services.users.upsertPerson({
        phone: `97${String(process.pid % 1000).padStart(3, "0")}${String(i).padStart(5, "0")}`,
        name: `Имя${"абвгдежзиклмноп"[i]}`,
        surname: "Светильникова",
        departmentId: s.departmentId,
        position: "Кладовщик",
        roles: [],
      });
    async function measure() {
      await s.portal.outbox.deliver();
      await s.portal.services.searchEngine.settled();
      statements = [];
      counting = true;
      const { body } = await suggest("Светильникова");
      counting = false;
      return { total: body.blocks[0]?.total, count: statements.length };
    }
    await person(0);
    await measure(); // a first search warms what a process reads once
    const one = await measure();
    for (let i = 1; i < 15; i++) await person(i);
    const fifteen = await measure();
    expect([one.total, fifteen.total]).toEqual([1, 15]);
    expect(fifteen.count).toBe(one.count);
  });
});

describe.each(await dialects())("the search dropdown over the demo data on %s", (dialect) => {
  let portal: TestPortal;
  let server: TestServer;
  let cookie: string;

  beforeAll(async () => {
    const build = (await import(pathToFileURL(path.resolve("build/index.js")).href)) as ServerBuild;
    portal = await createTestPortal(dialect, { seedDemo: true, realClock: true });
    server = await startTestServer(portal, { build });
    cookie = await signInWithForm(server, "9000000003", DEMO_PASSWORD);
  }, 120_000);
  afterAll(async () => {
    await server?.close();
    await portal?.dispose();
  });

  const get = (url: string) => fetch(`${server.url}${url}`, { headers: { Cookie: cookie } });
  const suggest = async (q: string) => (await (await get(`/search/suggest?q=${enc(q)}`)).json()) as Answer;

  it("lists the blocks in the order of /search/all, the knowledge items' matches in <mark> and nothing else as HTML", async () => {
    const answer = await suggest("отпуск");
    const page = await (await get(`/search/all/${enc("отпуск")}`)).text();
    const pageOrder = [...page.matchAll(/id="search-block-([A-Z_]+)"/g)].map((m) => m[1]);
    expect(answer.blocks.map((b) => b.indexName)).toEqual(pageOrder);
    const knowledge = answer.blocks.filter((b) => b.indexName.startsWith("WIKI_")).flatMap((b) => b.items);
    expect(knowledge.length).toBeGreaterThan(0);
    for (const item of knowledge) {
      expect(item.highlight).toContain("<mark>");
      expect(item.highlight!.replace(/<\/?mark>/g, "")).not.toMatch(/[<>]/);
      expect(item.hint).toBeNull();
    }
  });

  it("finds the demo's many Ivans: ten cards and the address of all of them", async () => {
    const [contacts] = (await suggest("иван")).blocks.filter((b) => b.indexName === "CONTACT");
    expect(contacts!.total).toBeGreaterThan(10);
    expect(contacts!.items).toHaveLength(10);
    expect(contacts!.allUrl).toBe(`/search/CONTACT/${enc("иван")}`);
  });
});
