// A service's requests for its administrators (/services/{key}/list; the spec's /services/statements/list) on
// SQLite and PostgreSQL, through the real build (`npm run build` first) as a browser without JavaScript: every
// person's requests newest first, each anchored by its number and leading to its page; the status filter;
// «Дальше» by keyset; the same statements for 1 request and for 25; refused to others, 404 for no service; a
// waiting request's due time, overdue ones said so; the
// service's administrators read each request the list leads to, without moves, and nobody else does.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { dialects } from "../../../../tests/helpers/portal";
import { ok } from "../../../../tests/helpers/envelope";
import { isOutboxStatement } from "../../../../tests/helpers/statements";
import { text } from "../../../../tests/helpers/form-browser";
import { adminRefusals } from "../messages.server";
import { ROLE_HR_SERVICES, ROLE_OFFICE_SERVICES } from "../policy";
import { openServices, type ServicesWorld } from "./fixture";

describe.each(await dialects())("a service's list on %s", (dialect) => {
  let w: ServicesWorld;
  let counting = false;
  let statements = 0;
  const ids: number[] = [];
  beforeAll(async () => {
    w = await openServices(dialect, { pages: true, onQuery: (sql) => void (counting && !isOutboxStatement(sql) && statements++) });
    await w.service({ key: "statements", name: "Справки", managerRole: ROLE_HR_SERVICES });
    ids.push(await w.ask("employee", "statements", { what: "Справка с места работы" }));
  });
  afterAll(async () => {
    await w?.close();
  });

  const list = (query = "") => w.page.html(`/services/statements/list${query}`, "hr1");
  const count = async () => {
    statements = 0;
    counting = true;
    await list();
    counting = false;
    return statements;
  };

  it("lists every person's requests newest first for the service's managers, in the same statements for 1 and 25", async () => {
    // The frame's read-mostly data is read on the first page and kept: count from the second.
    await list();
    const one = await count();
    for (let i = 0; i < 24; i++) ids.push(await w.ask(i % 2 ? "junior" : "loner", "statements", { what: `Справка ${i}` }));
    expect(await count()).toBe(one);
    const html = await list();
    const shown = [...html.matchAll(/<tr id="(\d+)"/g)].map((m) => Number(m[1]));
    expect(shown).toEqual([...ids].reverse().slice(0, 20));
    expect(html).toContain(`href="/user/${w.people.hr1.id}/approvement-requests/${ids.at(-1)}"`);
    expect(text(html)).toContain("Справка 23");
    // «Дальше» leads to the rest, from the last number shown.
    const next = /href="(\/services\/statements\/list\?after=(\d+))"/.exec(html);
    expect(Number(next?.[2])).toBe(shown.at(-1));
    const rest = [...(await w.page.html(next![1]!.replace(/&amp;/g, "&"), "hr1")).matchAll(/<tr id="(\d+)"/g)].map((m) => Number(m[1]));
    expect(rest).toEqual([...ids].reverse().slice(20));
  });

  it("filters by status, the filter kept on the next page", async () => {
    ok(await w.move("hr1", ids[0]!, "IN_WORK"));
    const html = await list("?status=IN_WORK");
    expect([...html.matchAll(/<tr id="(\d+)"/g)].map((m) => Number(m[1]))).toEqual([ids[0]]);
    expect(text(html)).toContain("В работе");
    expect(html).toMatch(/<option value="IN_WORK" selected/);
  });

  it("refuses everyone but the service's administrators, and says no service for an unknown one", async () => {
    const refused = await w.page.get("/services/statements/list", "employee");
    expect(refused.status).toBe(403);
    expect(text(await refused.text())).toContain(adminRefusals.forbidden);
    expect((await w.page.get("/services/statements/list", "configurer")).status).toBe(200);
    expect((await w.page.get("/services/nothing/list", "hr1")).status).toBe(404);
  });

  it("lets a service's administrators read its every request without moves, and no one else", async () => {
    // The office manages this service; HR handles it, so the office is on no request's route.
    await w.service({ key: "managed", managerRole: ROLE_OFFICE_SERVICES });
    const id = await w.ask("employee", "managed");
    for (const reader of ["office", "configurer", "hr1", "employee"] as const) {
      expect((ok(await w.claimOf(reader, id)) as { id: number }).id).toBe(id);
    }
    const moved = await w.move("office", id, "IN_WORK");
    expect(moved.envelope.errorMessage).toBe("Нельзя перевести заявку из статуса «Ждёт исполнителя» в статус «В работе»");
    for (const stranger of ["junior", "head"] as const) {
      expect((await w.claimOf(stranger, id)).envelope.errorMessage).toBe("Заявка не найдена");
    }
    // The page the list leads to opens for the office too.
    const html = await w.page.html(`/user/${w.people.office.id}/approvement-requests/${id}`, "office");
    expect(text(html)).toContain("Пять штук");
  });

  it("shows each waiting request's due time, and says which are overdue", async () => {
    // HR has 48 hours: in time at first.
    await w.service({
      key: "timed",
      managerRole: ROLE_HR_SERVICES,
      route: { approvals: [], handlers: { who: [{ kind: "role", role: ROLE_HR_SERVICES }], dueHours: 48 } },
    });
    const id = await w.ask("employee", "timed");
    const row = async () => {
      const html = await w.page.html("/services/timed/list", "hr1");
      return text(/<tr id="\d+"[\s\S]*?<\/tr>/.exec(html.slice(html.indexOf(`<tr id="${id}"`)))?.[0] ?? "");
    };
    expect(await row()).not.toContain("просрочена");
    expect(await row()).toMatch(/\d{2}\.\d{2}\.\d{4}, \d{2}:\d{2}/);
    // Its 48 hours gone (the clock stays: sessions would end), still waiting on HR: overdue.
    const past = new Date(w.portal.clock.now().getTime() - 3_600_000).toISOString();
    await w.db.updateTable("service_requests").set({ due_at: past }).where("claim_id", "=", id).execute();
    expect(await row()).toContain("просрочена");
    // Done, it waits on no one: no due time.
    ok(await w.move("hr1", id, "COMPLETED"));
    expect(await row()).not.toMatch(/\d{2}:\d{2}/);
  });
});
