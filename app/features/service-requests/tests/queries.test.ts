// The services' pages and hub call run the same SQL statements however many services and requests there are
// (the hub with 1 and 30 services, with 1 and 20 open requests; a service's page with 1 and 20 requests of
// the person), counted through the portal's onQuery, never timed. SQLite and PostgreSQL, the real build.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { dialects } from "../../../../tests/helpers/portal";
import { isOutboxStatement } from "../../../../tests/helpers/statements";
import { count } from "../../../../tests/helpers/form-browser";
import { ok } from "../../../../tests/helpers/envelope";
import { openServices, type ServicesWorld, type Who } from "./fixture";

/** A row of a request table (the hub's open requests, a service's page's requests). */
const ROW = '<td role="cell" data-label="№">';
const SERVICE = 'class="services__item"';

describe.each(await dialects())("the services' statements on %s", (dialect) => {
  let w: ServicesWorld;
  let statements: string[] = [];
  let counting = false;

  beforeAll(async () => {
    w = await openServices(dialect, { pages: true, onQuery: (sql) => counting && !isOutboxStatement(sql) && statements.push(sql) });
  });
  afterAll(async () => {
    await w?.close();
  });

  async function measure(url: string, who: Who) {
    await w.portal.outbox.deliver();
    statements = [];
    counting = true;
    const response = await w.page.get(url, who);
    const html = await response.text();
    counting = false;
    expect(response.status, url).toBe(200);
    return { html, count: statements.length };
  }
  async function measureCall(who: Who, path: string, query: Record<string, string> = {}) {
    await w.portal.outbox.deliver();
    statements = [];
    counting = true;
    const response = ok(await w.get(who, path, query));
    counting = false;
    return { response, count: statements.length };
  }
  const measureHubCall = (who: Who) => measureCall(who, "/service-requests/hub");

  it("reads the hub in as many statements with 30 services as with 1, and with 20 open requests as with 1", async () => {
    const first = await w.service();
    await measure("/services", "employee"); // a first visit warms what a process reads once
    const one = await measure("/services", "employee");
    expect(count(one.html, SERVICE)).toBe(1);
    const oneCall = await measureHubCall("employee");
    for (let i = 0; i < 29; i++) await w.service({ audience: { roles: i % 3 === 0 ? ["ROLE_OFFICE_SERVICES"] : [] } });
    const thirty = await measure("/services", "office");
    expect(count(thirty.html, SERVICE)).toBe(30);
    expect(thirty.count).toBe(one.count);
    // Those a third of them are not for: filtered in the same statements.
    const twentyShown = await measure("/services", "employee");
    expect(count(twentyShown.html, SERVICE)).toBe(20);
    expect(twentyShown.count).toBe(one.count);
    expect((await measureHubCall("office")).count).toBe(oneCall.count);

    await w.ask("employee", first.key);
    const oneOpen = await measure("/services", "employee");
    expect(count(oneOpen.html, ROW)).toBe(1);
    for (let i = 0; i < 24; i++) await w.ask("employee", first.key);
    const twenty = await measure("/services", "employee");
    expect(count(twenty.html, ROW)).toBe(20);
    expect(twenty.count).toBe(oneOpen.count);
    const call = await measureHubCall("employee");
    expect(call.response.open).toHaveLength(20);
    expect(call.count).toBe(oneCall.count);
  });

  it("reads a service's page in as many statements with 20 of the person's requests as with 1", async () => {
    const { key } = await w.service();
    await w.ask("junior", key);
    await measure(`/services/${key}`, "junior");
    const one = await measure(`/services/${key}`, "junior");
    expect(count(one.html, ROW)).toBe(1);
    const oneCall = await measureCall("junior", "/service-requests/service", { service: key });
    for (let i = 0; i < 24; i++) await w.ask("junior", key);
    const twenty = await measure(`/services/${key}`, "junior");
    expect(count(twenty.html, ROW)).toBe(20);
    expect(twenty.count).toBe(one.count);
    const call = await measureCall("junior", "/service-requests/service", { service: key });
    expect(call.response.requests).toHaveLength(20);
    expect(call.count).toBe(oneCall.count);
  });
});
