// The hall of fame's pages as a browser without JavaScript meets them (SQLite; the domain runs on both in
// walkfame-api.test.ts): the current boards and the archive, the board form (a multipart post: a refused field
// comes back as typed, a file that is not an image refused by its content, a real cover kept), a person put on
// a board with the finder's GET search, her page, the board's album (an editor's upload, everyone's view), the
// confirmation pages of deletion (the album going with its board), and the refusals.
import path from "node:path";
import { pathToFileURL } from "node:url";
import type { ServerBuild } from "@remix-run/node";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createPerson, createTestPortal, pageDialects, type TestPortal } from "../../../../tests/helpers/portal";
import { signInWithForm, startTestServer, type TestServer } from "../../../../tests/helpers/http";
import { formBrowser, text } from "../../../../tests/helpers/form-browser";
import { messages as t } from "../messages";
import { serverMessages as r } from "../messages.server";
import { ROLE_EDIT_WALKFAME } from "../policy";
import { albumMessages as ta } from "~/features/albums/index";

const build = (await import(pathToFileURL(path.resolve("build/index.js")).href)) as ServerBuild;
const PASSWORD = "walkfame-pages-1";

describe.each(await pageDialects())("walkfame pages on %s", (dialect) => {
  let portal: TestPortal;
  let server: TestServer;
  const cookies = { employee: "", editor: "" };
  let heroId = 0;
  const browser = formBrowser(() => server, cookies, { redirectStatus: 303 });

  beforeAll(async () => {
    portal = await createTestPortal(dialect);
    server = await startTestServer(portal, { build });
    const employee = await createPerson(portal, { password: PASSWORD, name: "Семён", surname: "Простов" });
    const editor = await createPerson(portal, { password: PASSWORD, name: "Ольга", surname: "Редакторова", roles: [ROLE_EDIT_WALKFAME] });
    heroId = (await createPerson(portal, { password: PASSWORD, name: "Герой", surname: "Трудолюбов" })).id;
    await portal.outbox.deliver();
    cookies.employee = await signInWithForm(server, employee.phone, PASSWORD);
    cookies.editor = await signInWithForm(server, editor.phone, PASSWORD);
  });
  afterAll(async () => {
    await server?.close();
    await portal?.dispose();
  });

  const multipart = (fields: Record<string, string>, file?: { name: string; field: string; bytes: Buffer | string; type: string }) => {
    const form = new FormData();
    for (const [k, v] of Object.entries(fields)) form.append(k, v);
    if (file)
      form.append(
        file.field,
        new File([typeof file.bytes === "string" ? file.bytes : new Uint8Array(file.bytes)], file.name, { type: file.type }),
      );
    return form;
  };

  it("keeps editing to editors: an employee sees no links and gets 403 on the forms", async () => {
    expect((await browser.get("/walkfame")).status).toBe(302);
    const html = await browser.html("/walkfame", "employee");
    expect(text(html)).toContain(t.empty);
    expect(html).not.toContain('href="/walkfame/create"');
    expect((await browser.get("/walkfame/create", "employee")).status).toBe(403);
    expect((await browser.post("/walkfame/create", "employee", multipart({ title: "Чужая", year: "2025" }))).status).toBe(403);
    expect(await portal.db.kysely.selectFrom("walkfame_boards").select("id").execute()).toEqual([]);
  });

  it("creates a board without JavaScript: refusals by field as typed, a fake image refused by content, a cover kept", async () => {
    expect(await browser.html("/walkfame", "editor")).toContain('href="/walkfame/create"');
    const refusedTitle = await browser.post("/walkfame/create", "editor", multipart({ title: "", year: "2025", description: "Мой текст" }));
    expect(refusedTitle.status).toBe(400);
    const page = text(await refusedTitle.text());
    expect(page).toContain(t.titleRequired);
    expect(page).toContain("Мой текст");
    const fake = await browser.post(
      "/walkfame/create",
      "editor",
      multipart({ title: "Доска", year: "2025" }, { field: "cover", name: "c.png", bytes: "<svg/>", type: "image/png" }),
    );
    expect(fake.status).toBe(400);
    expect(text(await fake.text())).toContain('value="Доска"');
    const png = await sharp({ create: { width: 60, height: 40, channels: 3, background: "#345678" } })
      .png()
      .toBuffer();
    const { page: board, location } = await browser.postAndFollow(
      "/walkfame/create",
      "editor",
      multipart(
        { title: "Лучшие 2025", year: "2025", description: "Итоги года" },
        { field: "cover", name: "c.png", bytes: png, type: "image/png" },
      ),
      /^\/walkfame\/\d+$/,
    );
    expect(text(board)).toContain(r.boardCreated);
    expect(board).toMatch(/src="\/files\/\d+-[^"]+\?size=MEDIUM"/);
    const cover = /src="(\/files\/[^"]+)"/.exec(board)![1]!.replace(/&amp;/g, "&");
    expect((await browser.get(cover, "employee")).status).toBe(200);
    expect(await browser.html("/walkfame/all", "employee")).toContain(`href="${location}"`);
  });

  it("keeps a board's album: the board links it, an editor uploads without JavaScript, everyone signed in sees it", async () => {
    const row = await portal.db.kysely.selectFrom("walkfame_boards").select("id").executeTakeFirstOrThrow();
    const album = `/walkfame/${row.id}/album`;
    expect(await browser.html(`/walkfame/${row.id}`, "employee")).toContain(`href="${album}"`);
    const empty = await browser.html(album, "employee");
    expect(text(empty)).toContain(t.noPhotos);
    expect(empty).not.toContain('name="files"');
    const photo = await sharp({ create: { width: 64, height: 48, channels: 3, background: "#c9a227" } })
      .jpeg()
      .toBuffer();
    const upload = () => multipart({ intent: "upload" }, { field: "files", name: "award.jpg", bytes: photo, type: "image/jpeg" });
    const refusedUpload = await browser.post(album, "employee", upload());
    expect(refusedUpload.status).toBe(403);
    expect(text(await refusedUpload.text())).toContain(r.forbidden);
    expect(await portal.db.kysely.selectFrom("albums").select("id").execute()).toEqual([]);
    expect(await browser.html(album, "editor")).toContain('name="files"');
    const { page } = await browser.postAndFollow(album, "editor", upload(), album);
    expect(text(page)).toContain(ta.uploaded(1));
    const seen = await browser.html(album, "employee");
    const photoId = Number(/data-photo="(\d+)"/.exec(seen)?.[1]);
    expect(photoId).toBeGreaterThan(0);
    expect(text(seen)).not.toContain(t.noPhotos);
    const single = await browser.html(`${album}?photo=${photoId}`, "employee");
    expect(single).toMatch(/src="\/files\/[^"]+"/);
    expect((await browser.get(`${album}?photo=999999`, "employee")).status).toBe(404);
    // Its caption and deletion: the editor's, an employee refused and nothing changed.
    expect((await browser.post(`${album}?photo=${photoId}`, "employee", { description: "Чужая подпись" })).status).toBe(403);
    expect((await browser.post(`${album}?photo=${photoId}`, "employee", { intent: "delete" })).status).toBe(403);
    const captioned = await browser.postAndFollow(
      `${album}?photo=${photoId}`,
      "editor",
      { description: "Награждение" },
      `${album}?photo=${photoId}`,
    );
    expect(text(captioned.page)).toContain("Награждение");
    expect(text(captioned.page)).not.toContain("Чужая подпись");
    await browser.postAndFollow(`${album}?photo=${photoId}`, "editor", { intent: "delete" }, album);
    expect(text(await browser.html(album, "employee"))).toContain(t.noPhotos);
    expect((await browser.get("/walkfame/999999/album", "employee")).status).toBe(404);
  });

  it("puts a person on a board with the finder's search, shows her page, and removes her after asking", async () => {
    const row = await portal.db.kysely.selectFrom("walkfame_boards").select("id").executeTakeFirstOrThrow();
    const form = `/walkfame/${row.id}/edit/new`;
    const found = await browser.html(
      `${form}?finder_userId_q=${encodeURIComponent("Трудолюбов")}&story=${encodeURIComponent("Набранный текст")}`,
      "editor",
    );
    expect(found).toContain(`<input type="radio" name="userId" value="${heroId}"/>`);
    expect(text(found)).toContain("Набранный текст");
    const none = await browser.post(form, "editor", multipart({ story: "За труд" }));
    expect(none.status).toBe(400);
    expect(text(await none.text())).toContain(t.personRequired);
    const { page } = await browser.postAndFollow(
      form,
      "editor",
      multipart({ userId: String(heroId), story: "За труд\n\nИ за честность" }),
      `/walkfame/${row.id}/${heroId}`,
    );
    expect(text(page)).toContain("Трудолюбов Герой");
    expect(text(page)).toContain("И за честность");
    const again = await browser.post(form, "editor", multipart({ userId: String(heroId), story: "Ещё" }));
    expect(text(await again.text())).toContain(r.alreadyOnBoard);
    expect(text(await browser.html(`/walkfame/${row.id}`, "employee"))).toContain(t.people(1));
    expect((await browser.get(`/walkfame/${row.id}/999999`, "employee")).status).toBe(404);
    const ask = await browser.html(`/walkfame/${row.id}/edit/${heroId}?delete`, "editor");
    expect(text(ask)).toContain(t.removePersonTitle);
    expect((await browser.post(`/walkfame/${row.id}/edit/${heroId}`, "employee", multipart({ intent: "delete" }))).status).toBe(403);
    await browser.postAndFollow(`/walkfame/${row.id}/edit/${heroId}`, "editor", multipart({ intent: "delete" }), `/walkfame/${row.id}`);
    expect((await browser.get(`/walkfame/${row.id}/${heroId}`, "employee")).status).toBe(404);
    expect(text(await browser.html(`/walkfame/edit/${row.id}?delete`, "editor"))).toContain(t.removeBoardTitle);
    await browser.postAndFollow(`/walkfame/edit/${row.id}`, "editor", multipart({ intent: "delete" }), "/walkfame");
    expect((await browser.get(`/walkfame/${row.id}`, "employee")).status).toBe(404);
    // The board's album went with it (the albums service's remove, in the board's delete).
    expect(await portal.db.kysely.selectFrom("albums").select("id").where("owner_kind", "=", "walkfame").execute()).toEqual([]);
    expect((await browser.get(`/walkfame/${row.id}/album`, "employee")).status).toBe(404);
  });
});
