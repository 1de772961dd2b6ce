// The spec's addresses of services by number (part 1 §2.3) on SQLite and PostgreSQL, as a browser without
// JavaScript (`npm run build` first): /services/{kind}/{id} leads to the service numbered id by its key, /admin to
// its settings, /{categoryId} to its form; /services/trips/{id}/trip/{tripId} to the request's page, its owner's
// or the approver's; an unknown or malformed number to «not found»; signed out, to the sign-in.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { dialects } from "../../../../tests/helpers/portal";
import { openServices, type ServicesWorld, type Who } from "./fixture";

describe.each(await dialects())("the spec's service addresses on %s", (dialect) => {
  let w: ServicesWorld;
  let passes: { id: number; key: string };
  let trips: { id: number; key: string };
  beforeAll(async () => {
    w = await openServices(dialect, { pages: true });
    passes = await w.service({ key: "office-passes", family: "PASS" });
    trips = await w.service({ key: "trips", family: "TRIP" });
  });
  afterAll(async () => {
    await w?.close();
  });

  const leadsTo = async (url: string, who: Who | null) => {
    const response = await w.page.get(url, who);
    expect(response.status, url).toBe(302);
    return response.headers.get("location");
  };

  it("leads to the service numbered by its key, its settings and its form", async () => {
    expect(await leadsTo(`/services/passes/${passes.id}`, "employee")).toBe("/services/office-passes");
    expect(await leadsTo(`/services/passes/${passes.id}/admin`, "configurer")).toBe("/services/office-passes/admin");
    expect(await leadsTo(`/services/passes/${passes.id}/3`, "employee")).toBe("/services/office-passes");
    expect(await leadsTo(`/services/statements/${trips.id}`, "employee")).toBe("/services/trips");
    // Its settings still refuse whoever does not configure it.
    expect((await w.page.get("/services/office-passes/admin", "employee")).status).toBe(403);
  });

  it("leads a trip's number to its owner's page of it, and to the approver's for others", async () => {
    const id = await w.ask("employee", "trips");
    expect(await leadsTo(`/services/trips/${trips.id}/trip/${id}`, "employee")).toBe(`/user/${w.people.employee.id}/claims/${id}`);
    expect(await leadsTo(`/services/trips/${trips.id}/trip/${id}`, "hr1")).toBe(`/user/${w.people.hr1.id}/approvement-requests/${id}`);
  });

  it("leads an unknown or malformed number to «not found», and the signed out to the sign-in", async () => {
    for (const url of ["/services/passes/999999", "/services/passes/abc/admin", "/services/passes/0/3", "/services/trips/1/trip/999999"]) {
      expect(await leadsTo(url, "employee"), url).toBe("/404");
    }
    expect(await leadsTo(`/services/passes/${passes.id}`, null)).toMatch(/^\/login/);
  });
});
