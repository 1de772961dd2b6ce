// /admin/search-statistic (issue #16 point 9) through the real build, without JavaScript, on both databases:
// signed out to the sign-in page, an employee refused (403), a log reader and an administrator see it (and a
// log reader's /admin lists it alone); the figures of a known set of searches for the default period (the
// last 30 days by the portal's clock) and a chosen one, in Russian number format, never who searched; bad
// dates refused beside their field in Russian, what was typed kept; the same statements for 7 searches as
// for a thousand more.
import path from "node:path";
import { pathToFileURL } from "node:url";
import type { ServerBuild } from "@remix-run/node";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { actingAs } from "~/platform/actor";
import type { SearchRecord } from "~/features/search/index.server";
import { createPerson, createTestPortal, dialects, type TestPortal } from "../../../../tests/helpers/portal";
import { signInWithForm, startTestServer, type TestServer } from "../../../../tests/helpers/http";
import { formBrowser, inputValue, text } from "../../../../tests/helpers/form-browser";
import { isOutboxStatement } from "../../../../tests/helpers/statements";
import { ru } from "../../../../tests/helpers/ru";

const t = ru.searchStatistic;
const PASSWORD = "search-stats-2";
const HERE = "/admin/search-statistic";
type Who = "employee" | "logReader" | "admin";

/** The text of an element with this id up to its end (tags dropped, spaces collapsed; no-break spaces kept). */
const shown = (html: string, id: string, end = "</div>") => {
  const from = html.indexOf(`id="${id}"`);
  if (from < 0) return null;
  const part = html.slice(from, html.indexOf(end, from));
  return text(
    part
      .replace(/^[^>]*>/, "")
      .replace(/<!--.*?-->/g, "")
      .replace(/<[^>]+>/g, " "),
  )
    .replace(/[ \t\r\n]+/g, " ")
    .trim();
};
/** The rows of the table after the heading with this id, as "cell cell". */
const tableRows = (html: string, headingId: string) => {
  const from = html.indexOf(`id="${headingId}"`);
  const section = html.slice(from, html.indexOf("</section>", from));
  return [...section.matchAll(/<tr[^>]*>([\s\S]*?)<\/tr>/g)].slice(1).map((m) =>
    text(m[1]!.replace(/<[^>]+>/g, " "))
      .replace(/[ \t\r\n]+/g, " ")
      .trim(),
  );
};

describe.each(await dialects())("/admin/search-statistic on %s", (dialect) => {
  let portal: TestPortal;
  let server: TestServer;
  let browser: ReturnType<typeof formBrowser<Who>>;
  let statements: string[] = [];
  let counting = false;
  const people: number[] = [];

  beforeAll(async () => {
    const build = (await import(pathToFileURL(path.resolve("build/index.js")).href)) as ServerBuild;
    portal = await createTestPortal(dialect, { onQuery: (sql) => counting && !isOutboxStatement(sql) && statements.push(sql) });
    server = await startTestServer(portal, { build });
    const person = (roles: string[], surname: string) => createPerson(portal, { password: PASSWORD, roles, surname });
    const accounts = {
      employee: await person([], "Сотрудникова"),
      logReader: await person(["ROLE_GET_LOG"], "Журналова"),
      admin: await person(["ROLE_ADMINISTRATOR"], "Админова"),
    };
    const cookies = {} as Record<Who, string>;
    for (const [who, account] of Object.entries(accounts)) cookies[who as Who] = await signInWithForm(server, account.phone, PASSWORD);
    browser = formBrowser(() => server, cookies, { redirectStatus: 303 });
    people.push(accounts.employee.id, accounts.logReader.id, accounts.admin.id);

    // The known searches: 21.11.2026 (the test clock's first day) and 22.11.2026.
    const record = (who: number, query: string, more: Partial<SearchRecord> = {}) =>
      portal.services.searchStats.record({ reader: actingAs(who), query, source: "page", blocks: [], corrected: false, ...more });
    const [one, two, three] = people as [number, number, number];
    record(one, "Отпуск", {
      blocks: [
        { indexName: "CONTACT", total: 3 },
        { indexName: "WIKI_FAQ", total: 0 },
      ],
    });
    record(two, "отпуск", { source: "api", blocks: [{ indexName: "WIKI_FAQ", total: 2 }] });
    record(one, "jngecr", { blocks: [{ indexName: "WIKI_GUIDE", total: 1 }], corrected: true });
    record(three, "ёлка", { blocks: [{ indexName: "WIKI_GLOSSARY", total: 0 }] });
    portal.clock.advance(24 * 3600_000);
    record(two, "Ёлка", { source: "dropdown" });
    portal.clock.advance(10_000);
    record(one, "отпуск  ", { blocks: [{ indexName: "CONTACT", total: 1 }] });
    record(three, "Склад", { source: "dropdown", blocks: [{ indexName: "CONTACT", total: 1 }] });
    portal.clock.advance(10_000);
    await portal.settled();
  }, 60_000);
  afterAll(async () => {
    await server?.close();
    await portal?.dispose();
  });

  it("sends the signed out to the sign-in page and refuses an employee (403)", async () => {
    const anonymous = await browser.get(HERE);
    expect(anonymous.status).toBe(302);
    expect(anonymous.headers.get("location")).toBe(`/login?next=${encodeURIComponent(HERE)}`);
    const employee = await browser.get(HERE, "employee");
    expect(employee.status).toBe(403);
    expect(text(await employee.text())).toContain(ru.pages.forbiddenTitle);
  });

  it("opens for a log reader, whose /admin lists it and not the administrators' pages, and for an administrator", async () => {
    expect(text(await browser.html(HERE, "logReader"))).toContain(`<h1 class="page-title">${t.title}</h1>`);
    const admin = text(await browser.html("/admin", "logReader"));
    expect(admin).toContain(`href="${HERE}"`);
    expect(admin).toContain(t.hint);
    expect(admin).not.toContain('href="/admin/search"');
    expect((await browser.get("/admin/search", "logReader")).status).toBe(403);
    expect(text(await browser.html(HERE, "admin"))).toContain(`<h1 class="page-title">${t.title}</h1>`);
    expect(text(await browser.html("/admin", "admin"))).toContain(`href="${HERE}"`);
  });

  it("shows the last 30 days' figures by default, aggregated, and never who searched", async () => {
    const page = await browser.html(HERE, "logReader");
    expect(inputValue(page, "from")).toBe("24.10.2026");
    expect(inputValue(page, "to")).toBe("22.11.2026");
    expect(shown(page, "stats-searches")).toBe(`${t.searches} 7`);
    expect(shown(page, "stats-people")).toBe(`${t.people} 3`);
    expect(shown(page, "stats-nothing-found")).toBe(`${t.nothingFound} 2 · 28,6\u00a0%`);
    expect(shown(page, "stats-corrected")).toBe(`${t.corrected} (${t.correctedHint}) 1 · 14,3\u00a0%`);
    expect(shown(page, "stats-source-page")).toBe(`${t.sources.page} 4`);
    expect(shown(page, "stats-source-dropdown")).toBe(`${t.sources.dropdown} 2`);
    expect(shown(page, "stats-source-api")).toBe(`${t.sources.api} 1`);
    // Every day of the period (30 rows), those without searches at 0.
    const days = tableRows(page, "stats-days");
    expect(days).toHaveLength(30);
    expect(days[0]).toBe("24.10.2026, сб 0");
    expect(days.slice(-2)).toEqual(["21.11.2026, сб 4", "22.11.2026, вс 3"]);
    expect(tableRows(page, "stats-top")).toEqual(["отпуск 3", "елка 2", "jngecr 1", "склад 1"]);
    expect(tableRows(page, "stats-nothing")).toEqual(["елка 2"]);
    // Every block of the results pages, most searches with results first (ties in the pages' order).
    const header = (indexName: string) => portal.services.search.results.blocks.find((b) => b.indexName === indexName)?.header;
    const blocks = tableRows(page, "stats-blocks");
    expect(blocks).toHaveLength(portal.services.search.results.blocks.length);
    expect(blocks.slice(0, 4)).toEqual([
      `${header("CONTACT")} CONTACT 3 42,9\u00a0%`,
      `${header("WIKI_FAQ")} WIKI_FAQ 1 14,3\u00a0%`,
      `${header("WIKI_GUIDE")} WIKI_GUIDE 1 14,3\u00a0%`,
      `${header("WIKI_GLOSSARY")} WIKI_GLOSSARY 0 0\u00a0%`,
    ]);
    // The page names nobody: none of the people who searched.
    for (const surname of ["Сотрудникова", "Админова"]) expect(text(page)).not.toContain(surname);
    for (const id of people) expect(page).not.toMatch(new RegExp(`"(userId|user_id)":${id}\\b`));
  });

  it("shows a chosen period, and refuses bad dates beside their field in Russian, keeping what was typed", async () => {
    const day = await browser.html(`${HERE}?from=22.11.2026&to=22.11.2026`, "admin");
    expect(shown(day, "stats-searches")).toBe(`${t.searches} 3`);
    expect(tableRows(day, "stats-top")).toEqual(["елка 1", "отпуск 1", "склад 1"]);

    const invalid = await browser.html(`${HERE}?from=31.02.2026&to=${encodeURIComponent("1 марта")}`, "admin");
    expect(inputValue(invalid, "from")).toBe("31.02.2026");
    expect(inputValue(invalid, "to")).toBe("1 марта");
    expect(shown(invalid, "stats-from-error", "</p>")).toBe(t.dateInvalid);
    expect(shown(invalid, "stats-to-error", "</p>")).toBe(t.dateInvalid);
    expect(invalid).toContain('aria-describedby="stats-from-error"');
    expect(text(invalid)).toContain(t.fixPeriod);
    expect(invalid).not.toContain('id="stats-searches"');

    const reversed = await browser.html(`${HERE}?from=10.11.2026&to=01.11.2026`, "admin");
    expect(shown(reversed, "stats-to-error", "</p>")).toBe(t.endBeforeStart);
    expect(reversed).not.toContain('id="stats-from-error"');
    expect(inputValue(reversed, "to")).toBe("01.11.2026");
  });

  it("runs the same statements for 7 searches as for a thousand more, and formats the numbers in Russian", async () => {
    const measure = async () => {
      await portal.outbox.deliver();
      statements = [];
      counting = true;
      const page = await browser.html(HERE, "admin");
      counting = false;
      return { page, count: statements.length };
    };
    await measure(); // a first visit warms what a process reads once
    const few = await measure();
    for (let i = 0; i < 1000; i++)
      portal.services.searchStats.record({
        reader: actingAs(people[i % 3]!),
        query: `запрос ${i % 60}`,
        source: "api",
        blocks: [{ indexName: "CONTACT", total: i % 2 }],
        corrected: false,
      });
    await portal.settled();
    const many = await measure();
    expect(many.count).toBe(few.count);
    expect(shown(many.page, "stats-searches")).toBe(`${t.searches} 1\u00a0007`);
    expect(tableRows(many.page, "stats-top")).toHaveLength(50);
  });
});
