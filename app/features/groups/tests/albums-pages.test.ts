// The album pages without JavaScript (the real build: run `npm run build` first), SQLite and PostgreSQL:
// create an album, upload photos (refusals named, the rest kept), the photo page (LARGE with MEDIUM in
// its srcset, neighbours, description), deletes asked again with ?dialog=delete, ids of another group's
// album "not found", and an album page making the same statements for 3 photos as for 50.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { pageDialects, type TestPortal } from "../../../../tests/helpers/portal";
import { isOutboxStatement } from "../../../../tests/helpers/statements";
import type { TestServer } from "../../../../tests/helpers/http";
import { ru } from "../../../../tests/helpers/ru";
import { jpeg, openAlbumPages, type AlbumsWorld, type Who } from "./albums-fixture";

const t = ru.groupAlbums;
const escape = (s: string) => s.replace(/&/g, "&amp;").replace(/"/g, "&quot;").replace(/</g, "&lt;");

describe.each(await pageDialects())("album pages without JavaScript on %s", (dialect) => {
  let portal: TestPortal;
  let server: TestServer;
  let w: AlbumsWorld;
  const cookies: Record<string, string> = {};
  let statements: string[] = [];
  let counting = false;

  beforeAll(async () => {
    ({ portal, server, w } = await openAlbumPages(dialect, cookies, {
      onQuery: (sql) => counting && !isOutboxStatement(sql) && statements.push(sql),
    }));
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

  const fill = async (n: number) => `/group/${w.groups.open}/albums/${await w.filledAlbum(n)}`;

  it("creates an album by the form, refusing a blank or too long name beside the field", async () => {
    const base = `/group/${w.groups.open}/albums`;
    expect(await html(base, "member")).toContain(`href="${base}/create"`);
    expect(await html(base, "outsider")).not.toContain(`href="${base}/create"`);
    expect(await html(`${base}/create`, "outsider", 403)).toContain(t.notMember);
    expect(await html(`${base}/create`, "member")).toContain('name="name"');

    const blank = await post(`${base}/create`, "member", { intent: "save", name: "  ", description: "Описание" });
    expect(blank.status).toBe(400);
    const blankPage = await blank.text();
    expect(blankPage).toContain(t.nameRequired);
    expect(blankPage).toContain("Описание");
    const long = await post(`${base}/create`, "member", { intent: "save", name: "я".repeat(256), description: "" });
    expect(long.status).toBe(400);
    expect(await long.text()).toContain(t.nameTooLong);

    const created = await post(`${base}/create`, "member", { intent: "save", name: "Субботник", description: "Во дворе офиса" });
    expect(created.status).toBe(302);
    const location = created.headers.get("location")!;
    expect(location).toMatch(new RegExp(`^${base}/\\d+$`));
    const page = await html(location, "member");
    expect(page).toContain("Субботник");
    expect(page).toContain("Во дворе офиса");
    expect(page).toContain('encType="multipart/form-data"');
  });

  it("uploads photos by the multipart form, naming each refused file and keeping the others", async () => {
    const albumId = await w.album("member", w.groups.open, "Загрузка");
    const url = `/group/${w.groups.open}/albums/${albumId}`;
    const form = await photoFiles([
      ["first.jpg", await jpeg(10)],
      ["page.png", "<html><script>alert(1)</script></html>"],
      ["second.JPG", await jpeg(20)],
      ["anim.gif", "GIF89a"],
    ]);
    const response = await post(`${url}?index`, "member", form);
    const page = await response.text();
    expect(response.status).toBe(200);
    expect(page).toContain(escape(t.uploadFailedOf("page.png", ru.files.contentMismatch("png"))));
    expect(page).toContain(escape(t.uploadFailedOf("anim.gif", t.notImage)));
    expect((page.match(/class="album-thumb"/g) ?? []).length).toBe(2);
    expect(page).toMatch(/loading="lazy"/);
    expect(page).toMatch(/srcSet="[^"]*\?size=THUMB 1x, [^"]*\?size=THUMB_2X 2x"/i);
    expect(page).toContain(t.photos(2));

    const clean = await post(`${url}?index`, "member", await photoFiles([["third.png", await jpeg(30)]]));
    // A .png holding a JPEG is not what its name says: refused, nothing added.
    expect(clean.status).toBe(400);
    expect(await clean.text()).toContain(escape(t.uploadFailedOf("third.png", ru.files.contentMismatch("png"))));
    const ok = await post(`${url}?index`, "member", await photoFiles([["third.jpeg", await jpeg(30)]]));
    expect(ok.status).toBe(302);
    expect(await html(ok.headers.get("location")!, "member")).toContain(t.photos(3));

    const outsider = await post(`${url}?index`, "outsider", await photoFiles([["x.jpg", await jpeg(40)]]));
    expect(outsider.status).toBe(403);
    const tooMany = await post(`${url}?index`, "member", await photoFiles(Array.from({ length: 21 }, (_, i) => [`p${i}.jpg`, "x"])));
    expect(await tooMany.text()).toContain(t.tooManyFiles);
    expect(await html(url, "outsider")).toContain(t.photos(3));
  });

  it("shows a photo with its neighbours and original, edits its description and deletes it after asking", async () => {
    const albumId = await w.album("member", w.groups.open, "Просмотр");
    const ids = [await w.photo("member", albumId), await w.photo("member", albumId), await w.photo("member", albumId)];
    const album = `/group/${w.groups.open}/albums/${albumId}`;
    const url = `${album}/${ids[1]}`;
    const page = await html(url, "outsider");
    expect(page).toMatch(/src="[^"]*\?size=LARGE"/);
    expect(page).toMatch(/srcSet="[^"]*\?size=MEDIUM 800w/i);
    expect(page).toContain(`href="${album}/${ids[0]}"`);
    expect(page).toContain(`href="${album}/${ids[2]}"`);
    expect(page).toContain(t.original);
    expect(page).not.toContain('name="description"');
    expect(page).not.toContain(t.deletePhoto);

    const tooLong = await post(url, "member", { intent: "describe", description: "я".repeat(1001) });
    expect(tooLong.status).toBe(400);
    expect(await tooLong.text()).toContain(t.descriptionTooLong);
    const saved = await post(url, "member", { intent: "describe", description: "Вид с крыши" });
    expect(saved.status).toBe(302);
    expect(await html(url, "outsider")).toContain("Вид с крыши");
    expect((await post(url, "outsider", { intent: "describe", description: "Взлом" })).status).toBe(403);

    expect(await html(`${url}?dialog=delete`, "member")).toContain(t.deletePhotoConfirm);
    expect((await post(url, "outsider", { intent: "delete" })).status).toBe(403);
    const deleted = await post(url, "manager", { intent: "delete" });
    expect(deleted.status).toBe(302);
    expect(deleted.headers.get("location")).toBe(album);
    expect(await html(album, "member")).toContain(t.photos(2));
    await html(url, "member", 404);

    expect(await html(`${album}?dialog=delete`, "member")).toContain(t.deleteAlbumConfirm);
    const gone = await post(`${album}?index`, "member", { intent: "delete" });
    expect(gone.status).toBe(302);
    expect(gone.headers.get("location")).toBe(`/group/${w.groups.open}/albums`);
    await html(album, "member", 404);
  });

  it("answers not found for an album or photo of another group or album, and refuses a closed group's to outsiders", async () => {
    const openAlbum = await w.album("member", w.groups.open, "Открытый");
    const photo = await w.photo("member", openAlbum);
    const closedAlbum = await w.album("member", w.groups.closed, "Закрытый");
    await html(`/group/${w.groups.closed}/albums/${openAlbum}`, "member", 404);
    await html(`/group/${w.groups.open}/albums/${closedAlbum}/${photo}`, "member", 404);
    await html(`/group/${w.groups.open}/albums/abc`, "member", 404);
    expect(await html(`/group/${w.groups.closed}/albums/${closedAlbum}`, "outsider", 403)).toContain(t.closed);
    expect(await html(`/group/${w.groups.closed}/albums`, "outsider", 403)).toContain(t.closed);
    expect(await html(`/group/${w.groups.closed}/albums/${closedAlbum}`, "admin")).toContain("Закрытый");
  });

  it("answers 404 to everyone, never 500 nor a refusal, for a closed group's album under another group's address", async () => {
    const closedAlbum = await w.album("member", w.groups.closed, "Тайный альбом");
    const photo = await w.photo("member", closedAlbum);
    const wrong = [`/group/${w.groups.open}/albums/${closedAlbum}`, `/group/${w.groups.open}/albums/${closedAlbum}/${photo}`];
    // The outsider reads the open group but not the closed one; the member and the administrator read both.
    for (const who of ["outsider", "member", "admin"] as const) {
      for (const url of wrong) {
        const page = await html(url, who, 404);
        expect(page, `${who} ${url}`).not.toContain("Тайный альбом");
        const posted = await post(url, who, { intent: "delete" });
        expect(posted.status, `${who} POST ${url}`).toBe(404);
      }
    }
    expect(await html(`/group/${w.groups.closed}/albums/${closedAlbum}`, "member")).toContain("Тайный альбом");
  });

  it("opens at the new photos after an upload past the album's first page, with a way back to its start", async () => {
    const url = await fill(50);
    const sent = await post(`${url}?index`, "member", await photoFiles([["late.jpg", await jpeg(60)]]));
    expect(sent.status).toBe(302);
    const location = sent.headers.get("location")!;
    const [, firstId] = location.match(/\?after=\d+&from=50#photo-(\d+)$/) ?? [];
    expect(firstId, location).toBeDefined();
    const page = await html(location.replace(/#.*/, ""), "member");
    expect((page.match(/class="album-thumb"/g) ?? []).length).toBe(1);
    expect(page).toContain(`id="photo-${firstId}"`);
    expect(page).toContain(`alt="${t.photoAlt(51)}"`);
    expect(page).toContain(`>${t.toAlbumStart}</a>`);
    // A small album shows the new photos on its first page: no detour.
    const small = await fill(2);
    const plain = await post(`${small}?index`, "member", await photoFiles([["early.jpg", await jpeg(70)]]));
    expect(plain.headers.get("location")).toBe(small);
  });

  it("makes the same statements for an album of 3 photos as for one of 50", async () => {
    const count = async (url: string) => {
      statements = [];
      counting = true;
      const page = await html(url, "member");
      counting = false;
      return { statements: statements.length, thumbs: (page.match(/class="album-thumb"/g) ?? []).length };
    };
    const [small, large] = [await fill(3), await fill(50)];
    await count(small); // warm caches a first request fills (the session's roles)
    const three = await count(small);
    const fifty = await count(large);
    expect(three.thumbs).toBe(3);
    expect(fifty.thumbs).toBe(50);
    expect(fifty.statements).toBe(three.statements);
  });
});
