// The statistics pages without JavaScript, on the Remix build (issue #33 point 4), on SQLite (pageDialects):
// the period read from the address (a reversed or too long one said by its field, which keeps what was typed,
// never a 500), SVG charts with their titles and tables, the CSV exports, refusals for a plain employee; and a
// page read counted by the section it is in. /admin/statistic reads a year of aggregates in the statements of a day.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import path from "node:path";
import { pathToFileURL } from "node:url";
import type { ServerBuild } from "@remix-run/node";
import { createTestPortal, pageDialects, type TestPortal } from "../../../../tests/helpers/portal";
import { startTestServer, type TestServer } from "../../../../tests/helpers/http";
import { signedInPeople } from "../../../../tests/helpers/company";
import { count, formBrowser, text } from "../../../../tests/helpers/form-browser";
import { statisticsRefusals as r } from "../messages.server";
import { statistics as t } from "../messages";
import { moscowDay, shiftDay } from "../days";

const PEOPLE = {
  reader: { name: "Лидия", surname: "Журналова", roles: ["ROLE_GET_LOG"] },
  seller: { name: "Мария", surname: "Продавцова" },
};
type Who = keyof typeof PEOPLE;

describe.each(await pageDialects())("the statistics pages without JavaScript on %s", (dialect) => {
  let portal: TestPortal;
  let server: TestServer;
  let cookies = {} as Record<Who, string>;
  let counting = false;
  let statements = 0;
  const browser = formBrowser<Who>(() => server, new Proxy({} as Record<Who, string>, { get: (_t, who) => cookies[who as Who] }));
  beforeAll(async () => {
    const build = (await import(pathToFileURL(path.resolve("build/index.js")).href)) as ServerBuild;
    portal = await createTestPortal(dialect, { onQuery: () => void (counting && statements++) });
    server = await startTestServer(portal, { build });
    ({ cookies } = await signedInPeople<Who>(portal, server, PEOPLE, "stat-pass-1", true));
  });
  afterAll(async () => {
    await server?.close();
    await portal?.dispose();
  });
  const today = () => moscowDay(portal.clock.now());

  it("draws the figures as SVG charts with their tables, and counts the page read by its section", async () => {
    await browser.html("/admin/statistic", "reader");
    await portal.services.statistics.recorder.settled();
    const page = await browser.html("/admin/statistic", "reader");
    expect(count(page, 'class="chart__svg" role="img"')).toBe(5);
    expect(page).toContain('aria-labelledby="chart-active-days-title"');
    expect(page).toContain(`<title id="chart-active-days-title">${t.activeByDay}</title>`);
    expect(count(page, '<details class="chart__table">')).toBe(5);
    // The first read of the page is in its own section's bar.
    expect(text(page)).toContain("/admin/statistic");
    expect((await browser.get("/admin/statistic", "seller")).status).toBe(403);
    expect((await browser.get("/admin/request-statistic", "seller")).status).toBe(403);
    expect(text(await browser.html("/admin/request-statistic", "reader"))).toContain(t.byType);
  });

  it("says a period it cannot take by its field, keeping what was typed", async () => {
    const reversed = await browser.html("/admin/statistic?from=10.03.2026&to=01.03.2026", "reader");
    expect(text(reversed)).toContain(r.reversed);
    expect(reversed).toContain('value="01.03.2026"');
    expect(text(reversed)).toContain(t.fixPeriod);
    expect(text(await browser.html("/admin/request-statistic?from=01.01.2020&to=01.01.2024", "reader"))).toContain(r.tooLong);
  });

  it("exports each page's figures as CSV", async () => {
    const response = await browser.get(`/admin/statistic/export?from=${shiftDay(today(), -1)}&to=${today()}`, "reader");
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toContain("text/csv");
    const lines = (await response.text())
      .replace(/^\uFEFF/, "")
      .trim()
      .split("\r\n");
    expect(lines[0]).toBe("Показатель;Ключ;Значение");
    expect(lines).toContain(`${t.activeByDay};${today()};1`);
    const requests = await browser.get("/admin/request-statistic/export", "reader");
    expect(requests.status).toBe(200);
    expect((await browser.get("/admin/statistic/export", "seller")).status).toBe(403);
    expect(await (await browser.get("/admin/statistic/export?from=x", "reader")).text()).toBe(r.badDate);
  });

  it("reads a year of aggregates in the statements of a day", async () => {
    const db = portal.db.kysely;
    const fill = async (days: number) => {
      await db.deleteFrom("stat_views").execute();
      const rows = Array.from({ length: days }, (_, i) => ({
        day: shiftDay(today(), -i),
        department_id: 0,
        kind: "page" as const,
        section: "news",
        count: 7,
      }));
      for (let i = 0; i < rows.length; i += 200)
        await db
          .insertInto("stat_views")
          .values(rows.slice(i, i + 200))
          .execute();
    };
    const read = async () => {
      statements = 0;
      counting = true;
      const page = await browser.html(`/admin/statistic?from=${shiftDay(today(), -364)}&to=${today()}`, "reader");
      counting = false;
      expect(page).toContain('id="chart-pages"');
      return statements;
    };
    await fill(1);
    const day = await read();
    await fill(365);
    expect(await read()).toBe(day);
  });
});
