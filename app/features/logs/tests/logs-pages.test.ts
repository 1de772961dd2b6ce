// The logs pages without JavaScript, on the Remix build (issue #32 point 7): a GET form's filters read from the
// address (a broken date by its field, never a 500), «Дальше» by keyset, the CSV export of the same filters
// (a byte-order mark, ";" cells, formulas defused), and the retention form, the administrators' only.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import path from "node:path";
import { pathToFileURL } from "node:url";
import type { ServerBuild } from "@remix-run/node";
import { createTestPortal, type TestPortal } from "../../../../tests/helpers/portal";
import { startTestServer, type TestServer } from "../../../../tests/helpers/http";
import { signedInPeople } from "../../../../tests/helpers/company";
import { count, formBrowser, text } from "../../../../tests/helpers/form-browser";
import { recordAudit } from "~/platform/audit.server";
import { logsRefusals } from "../messages.server";
import { logs as t } from "../messages";

const PEOPLE = {
  reader: { name: "Лидия", surname: "Журналова", roles: ["ROLE_GET_LOG"] },
  admin: { name: "Анна", surname: "Админова", roles: ["ROLE_ADMINISTRATOR"] },
  seller: { name: "Мария", surname: "Продавцова" },
};
type Who = keyof typeof PEOPLE;

describe("the logs pages without JavaScript", () => {
  let portal: TestPortal;
  let server: TestServer;
  let cookies = {} as Record<Who, string>;
  const browser = formBrowser<Who>(() => server, new Proxy({} as Record<Who, string>, { get: (_t, who) => cookies[who as Who] }), {
    redirectStatus: 303,
  });
  beforeAll(async () => {
    const build = (await import(pathToFileURL(path.resolve("build/index.js")).href)) as ServerBuild;
    portal = await createTestPortal("sqlite");
    server = await startTestServer(portal, { build });
    ({ cookies } = await signedInPeople<Who>(portal, server, PEOPLE, "logs-pass-1", true));
    const at = new Date("2026-11-25T09:00:00Z");
    for (let i = 1; i <= 55; i++) {
      await recordAudit(portal.db.kysely, {
        actorId: null,
        action: "SETTING_CHANGE",
        entity: "SETTING",
        entityId: `K${i}`,
        after: { value: i === 55 ? "=HYPERLINK()" : String(i) },
        at,
      });
    }
  });
  afterAll(async () => {
    await server?.close();
    await portal?.close();
  });

  it("lists 50 entries newest first and the rest behind «Дальше», for readers only", async () => {
    const first = await browser.html("/admin/logi?entity=SETTING", "reader");
    expect(count(first, 'role="rowheader"')).toBe(50);
    expect(text(first)).toContain("Изменение настройки");
    const next = /href="(\/admin\/logi\?[^"]*before=\d+[^"]*)"/.exec(first)?.[1]?.replace(/&amp;/g, "&");
    expect(next).toBeDefined();
    expect(count(await browser.html(next!, "reader"), 'role="rowheader"')).toBe(5);
    expect((await browser.get("/admin/logi", "seller")).status).toBe(403);
    expect((await browser.get("/admin/ts-logs", "seller")).status).toBe(403);
    expect(text(await browser.html("/admin/ts-logs", "reader"))).toContain(t.empty);
  });

  it("shows a filter it cannot read by its field, not a failure", async () => {
    const page = text(await browser.html("/admin/logi?from=31.02.2026", "reader"));
    expect(page).toContain(logsRefusals.badDate);
    expect(page).toContain(t.empty);
  });

  it("exports the filtered entries as CSV with formulas defused", async () => {
    const response = await browser.get("/admin/logi/export?entity=SETTING&entityId=K55", "reader");
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toContain("text/csv");
    const bytes = new Uint8Array(await response.arrayBuffer());
    // The byte-order mark Excel needs to read the Cyrillic as UTF-8.
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const lines = new TextDecoder().decode(bytes).trim().split("\r\n");
    expect(lines).toHaveLength(2);
    expect(lines[0]).toBe("№;Когда;Кто;Действие;Что;Номер;Было;Стало");
    expect(lines[1]).toContain(`;SETTING_CHANGE;SETTING;K55;;"{""value"":""=HYPERLINK()""}"`);
    expect((await browser.get("/admin/logi/export", "seller")).status).toBe(403);
  });

  it("changes the retention for administrators, keeping a refused number", async () => {
    expect((await browser.post("/admin/logi", "reader", { days: "100" })).status).toBe(403);
    const refused = await browser.post("/admin/logi", "admin", { days: "7" });
    expect(refused.status).toBe(400);
    const html = await refused.text();
    expect(text(html)).toContain(logsRefusals.badRetention);
    expect(html).toMatch(/name="days"[^>]*value="7"/);
    const { page } = await browser.postAndFollow("/admin/logi", "admin", { days: "90" }, "/admin/logi");
    expect(text(page)).toContain(t.retention(90));
  });
});
