// /admin/avatars without JavaScript, on the Remix build (issue #32 point 6): the photos newest first with the
// person's name, department and when it was set; a removal is a plain POST answered by a redirect and a toast,
// after which the profile shows no photo; a refused one comes back with the typed reason and its message; only
// administrators open the page or post to it.
import path from "node:path";
import { pathToFileURL } from "node:url";
import sharp from "sharp";
import type { ServerBuild } from "@remix-run/node";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createPerson, createTestPortal, type TestPortal } from "../../../../tests/helpers/portal";
import { startTestServer, type TestServer } from "../../../../tests/helpers/http";
import { signedInPeople } from "../../../../tests/helpers/company";
import { count, formBrowser, text } from "../../../../tests/helpers/form-browser";
import { actingAs } from "~/platform/actor";
import { avatarsAdmin as t } from "../messages";
import { avatarRefusals as r } from "../messages.server";

const PEOPLE = {
  admin: { name: "Анна", surname: "Админова", roles: ["ROLE_ADMINISTRATOR"] },
  seller: { name: "Мария", surname: "Продавцова" },
};
type Who = keyof typeof PEOPLE;

describe("/admin/avatars without JavaScript", () => {
  let portal: TestPortal;
  let server: TestServer;
  let cookies = {} as Record<Who, string>;
  const browser = formBrowser<Who>(() => server, new Proxy({} as Record<Who, string>, { get: (_t, who) => cookies[who as Who] }), {
    redirectStatus: 303,
  });
  const owners: { id: number; path: string }[] = [];
  beforeAll(async () => {
    const build = (await import(pathToFileURL(path.resolve("build/index.js")).href)) as ServerBuild;
    portal = await createTestPortal("sqlite");
    server = await startTestServer(portal, { build });
    ({ cookies } = await signedInPeople<Who>(portal, server, PEOPLE, "avatars-pass-1", true));
    const image = await sharp({ create: { width: 8, height: 8, channels: 3, background: "#2e7d32" } })
      .png()
      .toBuffer();
    for (const surname of ["Первова", "Вторая"]) {
      portal.clock.advance(60_000);
      const { id } = await createPerson(portal, { name: "Ольга", surname });
      const { filePath } = await portal.services.profile.updateAvatar(actingAs(id), { image: new Uint8Array(image) });
      owners.push({ id, path: filePath });
    }
  });
  afterAll(async () => {
    await server?.close();
    await portal?.dispose();
  });

  it("shows the photos newest first, each with its person and a removal form, to administrators only", async () => {
    const page = await browser.html("/admin/avatars", "admin");
    expect(count(page, "<h1")).toBe(1);
    const plain = text(page);
    expect(plain.indexOf("Вторая Ольга")).toBeGreaterThan(-1);
    expect(plain.indexOf("Вторая Ольга")).toBeLessThan(plain.indexOf("Первова Ольга"));
    expect(page).toContain(`href="/user/${owners[0]!.id}"`);
    expect(page).toContain(owners[1]!.path.replace("-large.jpg", "-small.jpg"));
    expect(plain).toContain(t.noDepartment);
    expect(count(page, 'name="reason"')).toBe(2);

    expect((await browser.get("/admin/avatars")).status).toBe(302);
    expect((await browser.get("/admin/avatars")).headers.get("location")).toMatch(/^\/login/);
    const refused = await browser.get("/admin/avatars", "seller");
    expect(refused.status).toBe(403);
    expect(text(await refused.text())).toContain("Нет доступа");
  });

  it("refuses a post by anyone but an administrator, and one without a reason, keeping what was typed", async () => {
    const [first] = owners;
    const anonymous = await browser.post("/admin/avatars", null, { userId: String(first!.id), reason: "Причина" });
    expect([302, 303]).toContain(anonymous.status);
    expect(anonymous.headers.get("location")).toMatch(/^\/login/);
    expect((await browser.post("/admin/avatars", "seller", { userId: String(first!.id), reason: "Причина" })).status).toBe(403);

    const blank = await browser.post("/admin/avatars", "admin", { userId: String(first!.id), reason: "  " });
    expect(blank.status).toBe(400);
    expect(text(await blank.text())).toContain(r.reasonRequired);
    const long = "Очень длинная причина. ".repeat(14);
    const tooLong = await browser.post("/admin/avatars", "admin", { userId: String(first!.id), reason: long });
    expect(tooLong.status).toBe(400);
    const html = await tooLong.text();
    expect(text(html)).toContain(r.reasonTooLong);
    expect(text(html)).toContain(long.trim());
    const missing = await browser.post("/admin/avatars", "admin", { userId: "987654", reason: "Причина" });
    expect(missing.status).toBe(400);
    expect(text(await missing.text())).toContain(r.notFound);
    expect(count(await browser.html("/admin/avatars", "admin"), 'name="reason"')).toBe(2);
  });

  it("removes a photo: a redirect with the toast, the profile without it, a second removal refused", async () => {
    const [first] = owners;
    const { page } = await browser.postAndFollow(
      "/admin/avatars",
      "admin",
      { userId: String(first!.id), reason: "Не фото" },
      "/admin/avatars",
    );
    expect(text(page)).toContain(t.removed);
    expect(count(page, 'name="reason"')).toBe(1);
    expect(page).not.toContain(`href="/user/${first!.id}"`);
    const profile = await browser.html(`/user/${first!.id}`, "admin");
    expect(profile).not.toContain(first!.path.replace("-large.jpg", ""));
    const again = await browser.post("/admin/avatars", "admin", { userId: String(first!.id), reason: "Ещё раз" });
    expect(again.status).toBe(400);
    expect(text(await again.text())).toContain(r.noPhoto);
  });
});
