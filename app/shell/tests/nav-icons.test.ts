// The sections' icons over /api on SQLite and PostgreSQL (issue #32 point 1): a glyph of the set chosen and taken
// away; a PNG and an SVG uploaded through /file/save and named as a section's icon, the SVG stored without
// anything but its drawing and served with a CSP of its own; files refused by their content; who may (the
// right held directly or through the ROLE_MANAGEMENT group, administrators) and who may not; every change in
// the audit log; the menu's HTML drawn anew after a change.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { dialects } from "../../../tests/helpers/portal";
import { ok, refused, unauthorized } from "../../../tests/helpers/envelope";
import { keyedPath } from "../../../tests/helpers/file-path";
import { fileRefusals } from "~/shared/messages.server";
import { files as fileMessages } from "~/shared/messages";
import { sectionIconRefusals as r } from "~/shell/messages.server";
import { sectionIconsPage as t } from "~/shell/icons/messages";
import { SECTION_ICONS } from "~/shell/ui/section-icons";
import { gif, HOSTILE_SVG, jpeg, openIcons, png, type IconsWorld, type Who } from "./fixture";

describe.each(await dialects())("section icons on %s", (dialect) => {
  let w: IconsWorld;
  beforeAll(async () => {
    w = await openIcons(dialect);
  });
  afterAll(async () => {
    await w?.close();
  });

  const save = (who: Who, originalFileName: string, bytes: Buffer | string) =>
    w.post(who, "/file/save", { originalFileName, fileType: "NAV_ICON", base64File: Buffer.from(bytes).toString("base64") });
  const navItem = async (id: number) =>
    (ok(await w.get("employee", "/nav/list")) as { id: number; icon: string | null; iconUrl: string | null }[]).find((i) => i.id === id);
  const audit = () => w.db.selectFrom("audit_log").selectAll().orderBy("id").execute();

  it("chooses a glyph of the set, shows it in the menu at once, and takes it away", async () => {
    const { news } = w.sections;
    // The kept menu is drawn once before the change: the change must not leave it stale.
    expect(await w.menuHtml()).not.toContain("nav-icon");
    expect(ok(await w.post("rights", "/nav/icon", { id: news, icon: "star" }))).toEqual({
      id: news,
      name: "Новости",
      link: "/news",
      icon: "star",
      iconUrl: null,
    });
    expect(await navItem(news)).toMatchObject({ icon: "star", iconUrl: null });
    const menu = await w.menuHtml();
    expect(menu).toContain(SECTION_ICONS.star);
    // Before the name in the desktop header and in the phone menu, decorative, at 20 px.
    expect(menu.match(/<svg class="nav-icon" width="20" height="20" viewBox="0 0 24 24" aria-hidden="true"/g)).toHaveLength(2);
    const listed = ok(await w.get("rights", "/nav/icons"));
    expect(listed.icons).toEqual(Object.keys(SECTION_ICONS));
    expect(listed.sections.map((s: { id: number; icon: string | null }) => [s.id, s.icon])).toEqual([
      [news, "star"],
      [w.sections.knowledge, null],
      [w.sections.vacancies, null],
    ]);

    expect(ok(await w.post("rights", "/nav/icon", { id: news, icon: null }))).toMatchObject({ icon: null, iconUrl: null });
    expect(await w.menuHtml()).not.toContain("nav-icon");
    expect((await audit()).slice(-2).map((a) => [a.action, a.entity, a.entity_id, a.actor_id, JSON.parse(a.after!)])).toEqual([
      ["NAV_ICON_SET", "NAV_ITEM", String(news), w.people.rights.id, { name: "Новости", icon: "star", fileId: null }],
      ["NAV_ICON_RESET", "NAV_ITEM", String(news), w.people.rights.id, { name: "Новости", icon: null, fileId: null }],
    ]);
  });

  it("names an uploaded PNG as a section's icon, which everyone's menu may load", async () => {
    const { knowledge } = w.sections;
    const file = ok(await save("rights", "иконка.png", await png(40)));
    const section = ok(await w.post("rights", "/nav/icon", { id: knowledge, fileId: file.id }));
    expect(section).toMatchObject({ icon: null, iconUrl: keyedPath(file.id, `${encodeURIComponent("иконка")}.png`) });
    expect(await navItem(knowledge)).toMatchObject({ icon: null, iconUrl: section.iconUrl });
    expect(await w.menuHtml()).toContain(`<img class="nav-icon" src="${section.iconUrl}" alt="" width="20" height="20"/>`);
    // Not the uploader's only: the employee's menu shows it too.
    const seen = await w.download("employee", section.iconUrl);
    expect([seen.status, seen.headers.get("content-type"), seen.headers.get("x-content-type-options")]).toEqual([
      200,
      "image/png",
      "nosniff",
    ]);
    // A glyph chosen later replaces the file.
    expect(ok(await w.post("admin", "/nav/icon", { id: knowledge, icon: "book" }))).toMatchObject({ icon: "book", iconUrl: null });
  });

  it("stores an uploaded SVG with nothing but its drawing, and serves it under a CSP of its own", async () => {
    const { vacancies } = w.sections;
    const file = ok(await save("admin", "logo.svg", HOSTILE_SVG));
    const section = ok(await w.post("admin", "/nav/icon", { id: vacancies, fileId: file.id }));
    const served = await w.download("employee", section.iconUrl);
    expect(served.status).toBe(200);
    expect(served.headers.get("content-type")).toBe("image/svg+xml");
    expect(served.headers.get("x-content-type-options")).toBe("nosniff");
    expect(served.headers.get("content-security-policy")).toBe("default-src 'none'; style-src 'unsafe-inline'");
    const svg = served.body.toString("utf8");
    for (const gone of [
      "script",
      "alert",
      "onload",
      "onclick",
      "foreignObject",
      "html",
      "href",
      "javascript",
      "evil",
      "<image",
      "<use",
      "style",
      "DOCTYPE",
      "ENTITY",
    ]) {
      expect(svg, gone).not.toContain(gone);
    }
    expect(svg).toMatch(/^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg" viewBox="0 0 24 24">/);
    expect(svg).toContain('<path d="M2 2h20v20H2z" fill="url(#g)"></path>');
    expect(svg).toContain('<linearGradient id="g"><stop offset="0" stop-color="#0b5cad"></stop></linearGradient>');
    expect(svg).toContain('<circle cx="12" cy="12" r="4"></circle>');
    expect((await w.db.selectFrom("files").select("size").where("id", "=", file.id).executeTakeFirstOrThrow()).size).toBe(
      served.body.length,
    );
  });

  it("refuses by content a text file named .svg, a JPEG and a GIF named .png, and a JPEG as itself", async () => {
    refused(await save("rights", "notes.svg", "это просто текст, а не рисунок"), fileRefusals.contentMismatch("svg"));
    refused(await save("rights", "page.svg", "<html><body><svg></svg></body></html>"), fileRefusals.contentMismatch("svg"));
    refused(await save("rights", "photo.png", await jpeg()), fileRefusals.contentMismatch("png"));
    refused(await save("rights", "anim.png", await gif()), fileRefusals.contentMismatch("png"));
    refused(await save("rights", "photo.jpg", await jpeg()), fileMessages.extension("png, svg"));
    refused(await save("rights", "big.svg", `<svg xmlns="http://www.w3.org/2000/svg">${" ".repeat(70 * 1024)}</svg>`), t.tooBig);
  });

  it("refuses a section not on top, a glyph not in the set, both or neither, and another person's upload", async () => {
    const { news, guide } = w.sections;
    refused(await w.post("rights", "/nav/icon", { id: guide, icon: "star" }), r.notTopLevel);
    refused(await w.post("rights", "/nav/icon", { id: 999_999, icon: "star" }), r.sectionNotFound);
    refused(await w.post("rights", "/nav/icon", { id: news, icon: "unicorn" }), r.unknownIcon("unicorn"));
    refused(await w.post("rights", "/nav/icon", { id: news }), r.iconOrFile);
    const mine = ok(await save("admin", "mine.png", await png()));
    refused(await w.post("rights", "/nav/icon", { id: news, icon: "star", fileId: mine.id }), r.iconOrFile);
    refused(await w.post("rights", "/nav/icon", { id: news, fileId: mine.id }), r.fileNotFound);
    // An upload of another kind is no icon either.
    const attachment = ok(
      await w.post("rights", "/file/save", {
        originalFileName: "a.png",
        fileType: "ATTACHMENT",
        base64File: (await png()).toString("base64"),
      }),
    );
    refused(await w.post("rights", "/nav/icon", { id: news, fileId: attachment.id }), r.fileNotFound);
  });

  it("refuses the signed-out and those without the right by its name; the ROLE_MANAGEMENT group gives it", async () => {
    const { news } = w.sections;
    const before = await audit();
    unauthorized(await w.get(null, "/nav/icons"));
    unauthorized(await w.post(null, "/nav/icon", { id: news, icon: "star" }));
    refused(await w.get("employee", "/nav/icons"), r.noRight);
    refused(await w.post("employee", "/nav/icon", { id: news, icon: "star" }), r.noRight);
    refused(await w.post("grouped", "/nav/icon", { id: news, icon: "star" }), r.noRight);
    expect(await audit()).toEqual(before);
    ok(await w.post("admin", "/role-group/grant", { type: "ROLE_MANAGEMENT", subject: "DEPARTMENT", objectId: w.office }));
    expect(ok(await w.post("grouped", "/nav/icon", { id: news, icon: "calendar" }))).toMatchObject({ icon: "calendar" });
    expect((await audit()).at(-1)).toMatchObject({ action: "NAV_ICON_SET", actor_id: w.people.grouped.id });
  });
});
