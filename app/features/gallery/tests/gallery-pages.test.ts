// The gallery's pages without JavaScript (the real build: run `npm run build` first), SQLite: creating an album
// (editors only, refusals beside the field), the multipart upload (each refused file named, the rest kept), the
// photo's page at ?photo= with previous and next links, the edit page (another's album refused to an employee,
// captions and deletes in one post), /media without a closed group's photos for an outsider, and /media and an
// album page making the same statements with 20 photos as with 2,000.
import path from "node:path";
import { pathToFileURL } from "node:url";
import type { ServerBuild } from "@remix-run/node";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { actingAs } from "~/platform/actor";
import { pageDialects, type TestPortal } from "../../../../tests/helpers/portal";
import { signInWithForm, type TestServer } from "../../../../tests/helpers/http";
import { isOutboxStatement } from "../../../../tests/helpers/statements";
import { albumMessages as ta } from "~/features/albums/index.server";
import { messages as t } from "../messages";
import { serverMessages as s } from "../messages.server";
import { galleryWorld, jpeg, PASSWORD, type Who } from "./fixture";

const build = (await import(pathToFileURL(path.resolve("build/index.js")).href)) as ServerBuild;
const escape = (v: string) => v.replace(/&/g, "&amp;").replace(/"/g, "&quot;").replace(/</g, "&lt;");

describe.each(await pageDialects())("the gallery's pages without JavaScript on %s", (dialect) => {
  let portal: TestPortal;
  let server: TestServer;
  let w: Awaited<ReturnType<typeof galleryWorld>>["w"];
  const cookies: Partial<Record<Who, string>> = {};
  let statements = 0;
  let counting = false;

  beforeAll(async () => {
    ({ portal, server, w } = await galleryWorld(dialect, {
      build,
      onQuery: (sql) => void (counting && !isOutboxStatement(sql) && statements++),
    }));
    for (const who of ["editor", "employee", "member"] as const) cookies[who] = await signInWithForm(server, w.people[who].phone, PASSWORD);
  });
  afterAll(async () => {
    await server?.close();
    await portal?.dispose();
  });

  const get = (url: string, who: Who) => fetch(`${server.url}${url}`, { redirect: "manual", headers: { Cookie: cookies[who]! } });
  const html = async (url: string, who: Who, status = 200) => {
    const response = await get(url, who);
    expect(response.status, url).toBe(status);
    return response.text();
  };
  const post = (url: string, who: Who, body: FormData | Record<string, string>) =>
    fetch(`${server.url}${url}`, {
      method: "POST",
      redirect: "manual",
      headers: { Cookie: cookies[who]! },
      body: body instanceof FormData ? body : new URLSearchParams(body),
    });
  const photoFiles = async (files: [string, Buffer | string][]) => {
    const form = new FormData();
    form.append("intent", "upload");
    for (const [name, bytes] of files)
      form.append("files", new Blob([typeof bytes === "string" ? bytes : new Uint8Array(bytes)], { type: "image/jpeg" }), name);
    return form;
  };

  it("lets editors create an album by the form, refusing a blank name beside the field; others are refused the page", async () => {
    expect(await html("/gallery/photos", "editor")).toContain('href="/gallery/photos/create"');
    expect(await html("/gallery/photos", "employee")).not.toContain('href="/gallery/photos/create"');
    expect(await html("/gallery/photos/create", "employee", 403)).toContain(s.forbidden);
    const blank = await post("/gallery/photos/create", "editor", { intent: "save", name: " ", description: "Пикник" });
    expect(blank.status).toBe(400);
    const blankPage = await blank.text();
    expect(blankPage).toContain(ta.nameRequired);
    expect(blankPage).toContain("Пикник");
    const created = await post("/gallery/photos/create", "editor", { intent: "save", name: "Пикник", description: "На заливе" });
    expect(created.status).toBe(302);
    expect(created.headers.get("location")).toMatch(/^\/gallery\/photos\/\d+$/);
    const landing = await html("/gallery", "employee");
    expect(landing).toContain("Пикник");
    expect(landing).toContain(t.noVideos);
  });

  it("uploads photos by the multipart form, naming a refused file, and shows a photo's page with its neighbours", async () => {
    const albumId = await w.album("editor", "Загрузка");
    const url = `/gallery/photos/${albumId}`;
    const form = await photoFiles([
      ["first.jpg", await jpeg(10)],
      ["page.png", "<html><script>alert(1)</script></html>"],
      ["second.jpg", await jpeg(20)],
      ["third.jpg", await jpeg(30)],
    ]);
    const response = await post(`${url}?index`, "editor", form);
    expect(response.status).toBe(200);
    const page = await response.text();
    expect(page).toContain(escape(ta.uploadFailedOf("page.png", "")).slice(0, 10));
    expect((page.match(/class="album-thumb"/g) ?? []).length).toBe(3);
    expect(page).toContain("data-viewer");
    expect((await post(`${url}?index`, "employee", await photoFiles([["x.jpg", await jpeg(40)]]))).status).toBe(403);

    const ids = [...page.matchAll(/data-photo="(\d+)"/g)].map((m) => Number(m[1]));
    expect(ids).toHaveLength(3);
    const middle = await html(`${url}?photo=${ids[1]}`, "employee");
    expect(middle).toContain(`href="/gallery/photos/${albumId}?photo=${ids[0]}"`);
    expect(middle).toContain(`href="/gallery/photos/${albumId}?photo=${ids[2]}"`);
    expect(middle).toContain("?size=LARGE");
    expect(middle).not.toContain('name="description"');
    expect(await html(`${url}?photo=${w.closed.photo.id}`, "member", 404)).toContain(ta.photoNotFound);
  });

  it("refuses another's album's edit page to an employee, and saves captions and deletes by one post", async () => {
    const albumId = await w.album("editor", "Правка");
    const [first, second] = await w.photos("editor", albumId, 2);
    const edit = `/gallery/photos/${albumId}/edit`;
    expect(await html(edit, "employee", 403)).toContain(s.notEditor);
    expect((await post(edit, "employee", { intent: "photos", ids: String(first!.id) })).status).toBe(403);
    const form = await html(edit, "editor");
    expect(form).toContain(`name="caption-${first!.id}"`);
    const tooLong = "Ж".repeat(1001);
    const body = new URLSearchParams({ intent: "photos" });
    body.append("ids", String(first!.id));
    body.append("ids", String(second!.id));
    body.append(`caption-${first!.id}`, tooLong);
    body.append(`caption-${second!.id}`, "");
    const bad = await fetch(`${server.url}${edit}`, { method: "POST", redirect: "manual", headers: { Cookie: cookies.editor! }, body });
    expect(bad.status).toBe(400);
    const badPage = await bad.text();
    expect(badPage).toContain(ta.descriptionTooLong);
    expect(badPage).toContain(tooLong);
    const good = new URLSearchParams({ intent: "photos" });
    good.append("ids", String(first!.id));
    good.append("ids", String(second!.id));
    good.append(`caption-${first!.id}`, "Вид на залив");
    good.append("delete", String(second!.id));
    const saved = await fetch(`${server.url}${edit}`, {
      method: "POST",
      redirect: "manual",
      headers: { Cookie: cookies.editor! },
      body: good,
    });
    expect(saved.status).toBe(302);
    const album = await html(`/gallery/photos/${albumId}`, "employee");
    expect(album).toContain(ta.photos(1));
    expect(album).toContain("Вид на залив");
  });

  it("shows /media without a closed group's photos to an outsider, with the same statements for 20 photos as for 2,000", async () => {
    const closedUrl = w.closed.photo.image.original;
    expect(await html("/media", "member")).toContain(closedUrl);
    expect(await html("/media", "employee")).not.toContain(closedUrl);

    const albumId = await w.album("editor", "Две тысячи");
    await w.photos("editor", albumId, 1);
    const editor = actingAs(w.people.editor.id);
    await portal.services.gallery.repeatPhotos(albumId, editor.userId, 19);
    const count = async (url: string) => {
      await portal.outbox.deliver();
      statements = 0;
      counting = true;
      const page = await html(url, "employee");
      counting = false;
      return { statements, thumbs: (page.match(/class="album-thumb"/g) ?? []).length };
    };
    await count("/media"); // warm what a first request fills (the session's roles)
    const small = { media: await count("/media"), album: await count(`/gallery/photos/${albumId}`) };
    await portal.services.gallery.repeatPhotos(albumId, editor.userId, 1980);
    const large = { media: await count("/media"), album: await count(`/gallery/photos/${albumId}`) };
    expect(large.media.thumbs).toBe(60);
    expect(large.album.thumbs).toBe(50);
    expect(large.media.statements).toBe(small.media.statements);
    expect(large.album.statements).toBe(small.album.statements);
  });
});
