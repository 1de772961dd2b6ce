// The club card's pages as a browser without JavaScript meets them (the real build: `npm run build` first):
// the card with its QR code as an image, the partner's «used» button posted once (a second time refused by
// name, an unknown partner refused by name), another's card refused, the card admin's block, the gate pass
// form refused with its messages and what was typed kept, the staff's day list, and the statistics with CSV.
import path from "node:path";
import { pathToFileURL } from "node:url";
import type { ServerBuild } from "@remix-run/node";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { moscowDay, shiftDay, formatDate } from "~/shared/dates";
import { createPerson, createTestPortal, pageDialects, type TestPortal } from "../../../../tests/helpers/portal";
import { pageParts, signInWithForm, startTestServer, type TestServer } from "../../../../tests/helpers/http";
import { ROLE_CLUB_CARD_ADMIN, ROLE_CLUB_GATE } from "../policy";
import { messages as t, gate as gt } from "../messages";
import { gateMessages as g, serverMessages as r } from "../messages.server";
import { createPartner } from "./partners";

const PASSWORD = "club-card-pages-1";
const build = (await import(pathToFileURL(path.resolve("build/index.js")).href)) as ServerBuild;
const escaped = (s: string) => s.replace(/&/g, "&amp;").replace(/"/g, "&quot;").replace(/«/g, "«");

describe.each(await pageDialects())("club card pages on %s", (dialect) => {
  let portal: TestPortal;
  let server: TestServer;
  const cookies: Record<"holder" | "other" | "cardAdmin" | "gate", string> = { holder: "", other: "", cardAdmin: "", gate: "" };
  const ids = { holder: 0, other: 0 };
  let partner: number;

  beforeAll(async () => {
    portal = await createTestPortal(dialect);
    server = await startTestServer(portal, { build });
    const roles = { holder: [], other: [], cardAdmin: [ROLE_CLUB_CARD_ADMIN], gate: [ROLE_CLUB_GATE] };
    for (const who of Object.keys(roles) as (keyof typeof roles)[]) {
      const person = await createPerson(portal, { password: PASSWORD, roles: roles[who] });
      if (who === "holder" || who === "other") ids[who] = person.id;
      cookies[who] = await signInWithForm(server, person.phone, PASSWORD);
    }
    const admin = await createPerson(portal, { roles: ["ROLE_ADMINISTRATOR"] });
    partner = await createPartner(portal, admin.id, "Бассейн «Волна»");
  });
  afterAll(async () => {
    await server?.close();
    await portal?.dispose();
  });

  const get = (who: keyof typeof cookies | null, url: string) =>
    fetch(`${server.url}${url}`, { redirect: "manual", headers: who ? { Cookie: cookies[who] } : {} });
  const post = (who: keyof typeof cookies, url: string, body: Record<string, string>) =>
    fetch(`${server.url}${url}`, {
      method: "POST",
      redirect: "manual",
      headers: { Cookie: cookies[who], "Content-Type": "application/x-www-form-urlencoded" },
      body: new URLSearchParams(body),
    });
  const markup = async (response: Response) => pageParts(await response.text()).markup;

  it("shows the person's card with its QR code as an image, and records a use once a day", async () => {
    expect((await get(null, "/club/card")).status).toBe(302);
    const page = await get("holder", `/club/card?partner=${partner}`);
    expect(page.status).toBe(200);
    const html = await markup(page);
    expect(html).toMatch(/role="img" aria-label="[^"]*27\d{11}"><svg/);
    expect(html).toContain("Бассейн «Волна»");
    expect(html).toContain(t.used);
    const used = await post("holder", `/club/card?partner=${partner}`, { intent: "use", partnerId: String(partner) });
    expect(used.status).toBe(303);
    expect(used.headers.get("location")).toBe(`/club/card?partner=${partner}`);
    const after = await markup(await get("holder", `/club/card?partner=${partner}`));
    expect(after).toContain(t.usedToday);
    expect(after).not.toContain(`>${t.used}<`);
    const again = await post("holder", `/club/card?partner=${partner}`, { intent: "use", partnerId: String(partner) });
    expect(again.status).toBe(400);
    expect(await markup(again)).toContain(r.onceADay);
  });

  it("links the profile's owner, and only her, to her card", async () => {
    expect(await markup(await get("holder", `/user/${ids.holder}`))).toContain(`href="/user/${ids.holder}/club-card"`);
    expect(await markup(await get("other", `/user/${ids.holder}`))).not.toContain("/club-card");
  });

  it("refuses an unknown partner by name", async () => {
    const page = await get("holder", "/club/card?partner=424242");
    expect(page.status).toBe(404);
    expect(await markup(page)).toContain(r.unknownPartner);
    const posted = await post("holder", "/club/card", { intent: "use", partnerId: "424242" });
    expect(posted.status).toBe(404);
    expect(await markup(posted)).toContain(r.unknownPartner);
  });

  it("shows a card to its holder and card admins only; the card admin blocks it", async () => {
    expect((await get("holder", `/user/${ids.holder}/club-card`)).status).toBe(200);
    expect((await get("other", `/user/${ids.holder}/club-card`)).status).toBe(403);
    expect((await get("gate", `/user/${ids.holder}/club-card`)).status).toBe(403);
    expect((await post("other", `/user/${ids.holder}/club-card`, { intent: "block" })).status).toBe(403);
    const admin = await markup(await get("cardAdmin", `/user/${ids.holder}/club-card`));
    expect(admin).toContain(t.block);
    expect((await post("cardAdmin", `/user/${ids.holder}/club-card`, { intent: "block" })).status).toBe(303);
    expect(await markup(await get("holder", "/club/card"))).toContain(t.blocked);
    expect((await get("cardAdmin", "/user/0/club-card")).status).toBe(404);
  });

  it("refuses a bad pass with its messages and keeps what was typed; a good one goes to the staff's day", async () => {
    const today = moscowDay(portal.clock.now());
    const bad = await post("holder", "/club/maxi-club-kpp", {
      intent: "request",
      day: formatDate(shiftDay(today, -1)),
      guests: "",
      car: "",
    });
    expect(bad.status).toBe(400);
    expect(await markup(bad)).toContain(g.pastDay);
    const badCar = await post("holder", "/club/maxi-club-kpp", { intent: "request", day: formatDate(today), guests: "Гость", car: "ZZZ" });
    const html = await markup(badCar);
    expect(html).toContain(escaped(g.badCar));
    expect(html).toContain('value="ZZZ"');
    expect(html).toContain(">Гость</textarea>");
    const good = await post("holder", "/club/maxi-club-kpp", { intent: "request", day: formatDate(today), guests: "Гость", car: "" });
    expect(good.status).toBe(303);
    expect(await markup(await get("holder", "/club/maxi-club-kpp"))).not.toContain(gt.staffTitle);
    const staff = await markup(await get("gate", "/club/maxi-club-kpp"));
    expect(staff).toContain(gt.staffTitle);
    expect(staff).toContain(gt.approve);
    const passId = /id="pass-(\d+)"/.exec(staff)?.[1] ?? "";
    expect((await post("holder", "/club/maxi-club-kpp", { intent: "approve", id: passId })).status).toBe(403);
    const approved = await post("gate", "/club/maxi-club-kpp", { intent: "approve", id: passId });
    expect(approved.status).toBe(303);
    expect(await markup(await get("holder", "/club/maxi-club-kpp"))).toContain(gt.status.APPROVED);
  });

  it("draws the statistics for card admins with a CSV export; refuses others and a reversed period", async () => {
    expect((await get("holder", "/admin/club-card-statistic")).status).toBe(403);
    const page = await markup(await get("cardAdmin", "/admin/club-card-statistic"));
    expect(page).toContain('id="chart-partners"');
    expect(page).toContain('id="table-partner-months"');
    expect(page).toContain("Бассейн «Волна»");
    const reversed = await markup(await get("cardAdmin", "/admin/club-card-statistic?from=02.02.2026&to=01.01.2026"));
    expect(reversed).toContain(r.reversed);
    const csv = await get("cardAdmin", "/admin/club-card-statistic/export");
    expect(csv.headers.get("content-type")).toContain("text/csv");
    expect(await csv.text()).toContain("Бассейн «Волна»;1");
    expect((await get("holder", "/admin/club-card-statistic/export")).status).toBe(403);
  });
});
