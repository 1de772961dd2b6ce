// The rights pages without JavaScript (issue #32 point 1), on the Remix build: the groups' list, a group's page
// with its grants and holders, the finder's «Найти» by GET keeping the sub-departments' box, a grant and a
// revocation posted as plain forms, and refusals that keep what was chosen and show the group as it is now.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { count, formBrowser, text } from "../../../../tests/helpers/form-browser";
import { rightsRefusals } from "~/features/users/index.server";
import { rights as t } from "../messages";
import { openRights, type RightsWorld, type Who } from "./fixture";

describe("the rights pages without JavaScript", () => {
  let w: RightsWorld;
  const browser = formBrowser<Who>(() => w.server, {} as Record<Who, string>, { redirectStatus: 303 });
  beforeAll(async () => {
    w = await openRights("sqlite", { pages: true });
    Object.assign(
      browser,
      formBrowser<Who>(() => w.server, w.cookies, { redirectStatus: 303 }),
    );
  });
  afterAll(async () => {
    await w?.close();
  });

  const PAGE = "/admin/rights/WIKI_DOCUMENT";
  const versionOn = (html: string) => /name="version" value="(\d+)"/.exec(html)?.[1] ?? "";

  it("lists the groups for the holders of the right, and refuses everyone else", async () => {
    const list = text(await browser.html("/admin/rights", "rights"));
    expect(list).toContain("Нормативные документы");
    expect(list).toContain("ROLE_EDIT_WIKI_DOCUMENT");
    expect((await browser.get("/admin/rights", "seller")).status).toBe(403);
    expect((await browser.get(PAGE, "seller")).status).toBe(403);
    expect((await browser.get("/admin/rights/NO_SUCH_GROUP", "rights")).status).toBe(404);
    expect((await browser.get("/admin/rights", null)).status).toBe(302);
    // The admin area's start lists it for them.
    expect(text(await browser.html("/admin", "rights"))).toContain(t.title);
  });

  it("finds a department by GET with the box kept, grants it with its sub-departments and shows who holds it", async () => {
    const found = text(await browser.html(`${PAGE}?finder_who_q=${encodeURIComponent("отдел прод")}&withSubdepartments=on`, "rights"));
    expect(found).toContain("Отдел продаж");
    const page = await browser.html(`${PAGE}?finder_who_q=${encodeURIComponent("отдел прод")}&withSubdepartments=on`, "rights");
    expect(page).toMatch(/name="withSubdepartments"[^>]*checked/);
    const { page: after } = await browser.postAndFollow(
      PAGE,
      "rights",
      { intent: "grant", who: `department:${w.units.sales}`, withSubdepartments: "on", version: versionOn(page) },
      PAGE,
    );
    const shown = text(after);
    expect(shown).toContain(t.granted);
    expect(shown).toContain("подразделение с подчинёнными");
    expect(shown).toContain("Всего: 2");
    expect(shown).toContain("Продавцова Мария");
    expect(shown).toContain("Выкладкин Никита");
  });

  it("refuses a stale form with the group as it is now, and a missing subject with the chosen one kept", async () => {
    const page = await browser.html(PAGE, "rights");
    const stale = String(Number(versionOn(page)) - 1);
    const refused = await browser.post(PAGE, "rights2", { intent: "grant", who: `user:${w.people.director.id}`, version: stale });
    expect(refused.status).toBe(400);
    const html = await refused.text();
    expect(text(html)).toContain(rightsRefusals.stale("Нормативные документы"));
    // The current state: the one grant made before is listed (the director's was not made)…
    expect(count(html, 'name="grantId"')).toBe(1);
    expect(text(html)).toContain("Отдел продаж");
    // …and the chosen person stays chosen, to send again.
    expect(html).toMatch(new RegExp(`name="who" checked="" value="user:${w.people.director.id}"`));
    const missing = await browser.post(PAGE, "rights2", { intent: "grant", who: "", version: versionOn(page) });
    expect(missing.status).toBe(400);
    expect(text(await missing.text())).toContain(t.whoRequired);
  });

  it("revokes a grant by its form", async () => {
    const page = await browser.html(PAGE, "rights");
    const grantId = /name="grantId" value="(\d+)"/.exec(page)?.[1];
    const { page: after } = await browser.postAndFollow(
      PAGE,
      "rights",
      { intent: "revoke", grantId: grantId!, version: versionOn(page) },
      PAGE,
    );
    expect(text(after)).toContain(t.revoked);
    expect(text(after)).toContain(t.noGrants);
  });
});
