// The services' demo as a fresh `npm start` shows it (seed.server.ts): six services in two categories, open to
// everyone, each form readable; the demo employee (9000000003) has the statement in work and the pass waiting
// among her open requests, the business card and a certificate of income done, HR's scan attached to the
// certificate. SQLite and PostgreSQL.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestPortal, dialects, type TestPortal } from "../../../../tests/helpers/portal";
import { api, startTestServer, type TestServer } from "../../../../tests/helpers/http";
import { ok } from "../../../../tests/helpers/envelope";
import { DEMO_PASSWORD } from "~/portal/seed.server";

describe.each(await dialects())("the services' demo on %s", (dialect) => {
  let portal: TestPortal;
  let server: TestServer;
  let token: string;
  beforeAll(async () => {
    portal = await createTestPortal(dialect, { seedDemo: true });
    server = await startTestServer(portal);
    token = ok(await api(server, "POST", "/login", { body: { username: "9000000003", password: DEMO_PASSWORD } })).accessToken;
    // The whole demo (1,000 employees) is seeded: on a shared, busy machine that passed 30 s.
  }, 120_000);
  afterAll(async () => {
    await server?.close();
    await portal?.dispose();
  });

  it("offers the employee seven services in two categories, each with its form", async () => {
    const hub = ok(await api(server, "GET", "/service-requests/hub", { token }));
    expect(hub.categories.map((c: { name: string; services: { key: string }[] }) => [c.name, c.services.map((s) => s.key)])).toEqual([
      ["Кадровые сервисы", ["statements", "vacation", "business-card"]],
      ["Офис и хозяйство", ["trips", "passes", "courier", "carFix"]],
    ]);
    for (const key of ["statements", "vacation", "business-card", "trips", "passes", "courier", "carFix"]) {
      const { form } = ok(await api(server, "GET", "/service-requests/service", { token, query: { service: key } }));
      expect(form.key).toBe(key);
      expect(form.fields.length, key).toBeGreaterThan(0);
    }
    // Her open requests, newest first: one in each open status.
    expect(hub.open.map((r: { serviceKey: string; status: string }) => `${r.serviceKey}:${r.status}`)).toEqual([
      "vacation:ON_APPROVAL",
      "passes:NEW",
      "vacation:NEW",
      "statements:IN_WORK",
      "trips:IN_WORK",
      "courier:ON_FIX",
    ]);
    // And the closed ones, on the claims' list: every status of a request is in the demo.
    const mine = ok(await api(server, "GET", "/user-claims-v2/list-for-cur-user", { token, query: { pageSize: "100" } })) as {
      status: { name: string };
    }[];
    expect(new Set(mine.map((c) => c.status.name))).toEqual(
      new Set(["ON_APPROVAL", "NEW", "IN_WORK", "ON_FIX", "COMPLETED", "REJECTED", "CANCELLED"]),
    );
  });

  it("has HR's scan attached to her done certificate of income, for her to download", async () => {
    const mine = ok(await api(server, "GET", "/user-claims-v2/list-for-cur-user", { token, query: { pageSize: "100" } })) as {
      id: number;
      status: { name: string };
    }[];
    const done = await Promise.all(
      mine
        .filter((c) => c.status.name === "COMPLETED")
        .map(async (c) => ok(await api(server, "GET", "/user-claims/get", { token, query: { id: String(c.id) } }))),
    );
    const income = done.find((c: { text: string }) => c.text.includes("2-НДФЛ")) as {
      files: { label: string; name: string; href: string }[];
    };
    expect(income.files.map((f) => `${f.label}: ${f.name}`)).toEqual(["Готовый документ: Справка 2-НДФЛ.pdf"]);
    const download = await fetch(`${server.url}${income.files[0]!.href}`, { headers: { Authorization: `Bearer ${token}` } });
    expect(download.status).toBe(200);
    expect((await download.text()).startsWith("%PDF")).toBe(true);
  });
});
