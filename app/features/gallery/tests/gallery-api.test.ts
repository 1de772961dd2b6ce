// The company gallery's calls on SQLite and PostgreSQL (issue #36): who creates and edits (anonymous, an
// employee, the gallery's editor, an administrator) with the Russian refusals and nothing changed; a group's
// album is not the gallery's; /media shows a closed group's photos to its members only, never their files'
// URLs to an outsider; and /media and an album of 2,000 photos make the statements of 20.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { actingAs } from "~/platform/actor";
import { dialects, type TestPortal } from "../../../../tests/helpers/portal";
import type { TestServer } from "../../../../tests/helpers/http";
import { ok, refused, unauthorized } from "../../../../tests/helpers/envelope";
import { isOutboxStatement } from "../../../../tests/helpers/statements";
import { albumMessages as ta } from "~/features/albums/index.server";
import { serverMessages as s } from "../messages.server";
import { galleryWorld } from "./fixture";

interface Album {
  id: number;
  name: string;
  photoCount: number;
  canEdit: boolean;
}

describe.each(await dialects())("the gallery's calls on %s", (dialect) => {
  let portal: TestPortal;
  let server: TestServer;
  let w: Awaited<ReturnType<typeof galleryWorld>>["w"];
  let counting = false;
  let statements = 0;

  beforeAll(async () => {
    ({ portal, server, w } = await galleryWorld(dialect, { onQuery: (sql) => void (counting && !isOutboxStatement(sql) && statements++) }));
  });
  afterAll(async () => {
    await server?.close();
    await portal?.dispose();
  });

  const list = async () => (ok(await w.get("employee", "/gallery/albums/list")) as { items: Album[] }).items;

  it("refuses every call without a session, and creating to all but editors and administrators", async () => {
    unauthorized(await w.get(null, "/gallery/albums/list"));
    unauthorized(await w.post(null, "/gallery/albums/create", { name: "Чужой" }));
    unauthorized(await w.get(null, "/media/list"));
    const before = await list();
    refused(await w.post("employee", "/gallery/albums/create", { name: "Чужой", description: "" }), s.forbidden);
    refused(await w.post("editor", "/gallery/albums/create", { name: "  ", description: "" }), ta.nameRequired);
    refused(await w.post("editor", "/gallery/albums/create", { name: "Я".repeat(256), description: "" }), ta.nameTooLong);
    expect(await list()).toEqual(before);
    const { canAdd } = ok(await w.get("employee", "/gallery/albums/list")) as { canAdd: boolean };
    expect(canAdd).toBe(false);
  });

  it("lets an editor create and fill an album everyone reads; another's album is edited by editors and administrators only", async () => {
    const albumId = await w.album("editor", "Корпоратив");
    const [photo] = await w.photos("editor", albumId, 2);
    const seen = ok(await w.get("employee", "/gallery/albums/get", { id: albumId })) as Album;
    expect(seen).toMatchObject({ name: "Корпоратив", photoCount: 2, canEdit: false });
    // The employee may not rename, caption, delete, nor add to it.
    refused(await w.post("employee", "/gallery/albums/update", { id: albumId, name: "Моё", description: "" }), s.notEditor);
    refused(await w.post("employee", "/gallery/albums/photos/update", { id: photo!.id, description: "Моё" }), s.notEditor);
    refused(await w.post("employee", "/gallery/albums/photos/delete", { id: photo!.id }), s.notEditor);
    refused(await w.post("employee", "/gallery/albums/delete", { id: albumId }), s.notEditor);
    refused(await w.post("employee", "/gallery/albums/photos/add", { albumId, fileIds: [await w.upload("employee")] }), s.forbidden);
    expect(ok(await w.get("employee", "/gallery/albums/get", { id: albumId }))).toMatchObject({ name: "Корпоратив", photoCount: 2 });
    // The administrator edits the editor's album; the editor the administrator's.
    ok(await w.post("admin", "/gallery/albums/update", { id: albumId, name: "Корпоратив 2026", description: "Зал" }));
    const adminAlbum = await w.album("admin", "Альбом администратора");
    ok(await w.post("editor", "/gallery/albums/update", { id: adminAlbum, name: "Поправлено", description: "" }));
    ok(await w.post("editor", "/gallery/albums/photos/delete", { id: photo!.id }));
    expect(ok(await w.get("employee", "/gallery/albums/get", { id: albumId }))).toMatchObject({ name: "Корпоратив 2026", photoCount: 1 });
  });

  it("finds no group album among the gallery's, and adds no group photo file to it", async () => {
    refused(await w.get("admin", "/gallery/albums/get", { id: w.closed.album }), ta.albumNotFound);
    refused(await w.get("member", "/gallery/albums/photos/get", { id: w.closed.photo.id }), ta.photoNotFound);
    const albumId = await w.album("editor");
    refused(
      await w.post("editor", "/gallery/albums/photos/add", { albumId, fileIds: [await w.upload("editor", "GROUP_PHOTO")] }),
      ta.fileNotPhoto,
    );
  });

  it("shows a closed group's photos on /media to its members only, and never their files' URLs to an outsider", async () => {
    const media = async (who: "member" | "employee") =>
      (ok(await w.get(who, "/media/list", { pageSize: 100 })) as { items: { id: number; ownerKind: string; href: string }[] }).items;
    const mine = await media("member");
    expect(mine.map((p) => p.id)).toContain(w.closed.photo.id);
    expect(mine.find((p) => p.id === w.closed.photo.id)!.href).toBe(
      `/group/${w.closed.group}/albums/${w.closed.album}#p0_i${w.closed.photo.id}`,
    );
    const outsider = await media("employee");
    expect(outsider.length).toBeGreaterThan(0);
    expect(outsider.map((p) => p.id)).not.toContain(w.closed.photo.id);
    expect(JSON.stringify(outsider)).not.toContain(w.closed.photo.image.original);
    expect(outsider.every((p) => p.ownerKind === "gallery")).toBe(true);
  });

  it("shows the company's videos beside the photos: on /media's first page and in the landing's strip", async () => {
    const video = ok(
      await w.post("admin", "/videos/create", { title: "Открытие магазина", link: "https://www.youtube.com/watch?v=dQw4w9WgXcQ" }),
    ) as {
      id: number;
    };
    const items = (
      ok(await w.get("employee", "/media/list", { pageSize: 100 })) as { items: { type: string; id: number; title?: string }[] }
    ).items;
    expect(items).toContainEqual(expect.objectContaining({ type: "video", id: video.id, title: "Открытие магазина" }));
    const landing = await portal.services.gallery.landing(actingAs(w.people.employee.id));
    expect(landing.videos.map((v) => v.id)).toContain(video.id);
    ok(await w.post("admin", "/videos/delete", { id: video.id }));
  });

  it("finds albums in the portal search: the gallery's by everyone, a closed group's by its members only", async () => {
    const open = await w.album("editor", "Сплав по Вуоксе");
    ok(await w.post("owner", "/groups/albums/update", { id: w.closed.album, name: "Сплав закрытого клуба", description: "" }));
    await portal.outbox.deliver();
    type Item = { id: number; name: string; href: string };
    const found = async (who: "employee" | "member" | "admin") =>
      (ok(await w.get(who, "/search-v2/find", { query: "сплав", indexName: "ALBUM" })) as { objects: Item[] }).objects;
    expect((await found("employee")).map((o) => o.id)).toEqual([open]);
    expect((await found("member")).map((o) => o.id).sort()).toEqual([open, w.closed.album].sort());
    expect((await found("admin")).map((o) => o.id).sort()).toEqual([open, w.closed.album].sort());
    expect((await found("member")).find((o) => o.id === w.closed.album)!.href).toBe(`/group/${w.closed.group}/albums/${w.closed.album}`);
    // A deleted album leaves the index.
    ok(await w.post("editor", "/gallery/albums/delete", { id: open }));
    await portal.outbox.deliver();
    expect(await found("employee")).toEqual([]);
  });

  it("makes the same statements for /media and an album page with 20 photos as with 2,000", async () => {
    const editor = actingAs(w.people.editor.id, ["ROLE_EDIT_GALLERY"]);
    const reader = actingAs(w.people.employee.id);
    const albumId = await w.album("editor", "Большой альбом");
    await w.photos("editor", albumId, 1);
    await portal.services.gallery.repeatPhotos(albumId, editor.userId, 19);
    const count = async () => {
      statements = 0;
      counting = true;
      const media = await portal.services.gallery.media(reader, { after: null, pageSize: 60 });
      const album = await portal.services.gallery.albumWithPhotos(reader, { albumId, after: null, pageSize: 50 });
      counting = false;
      return { statements, media: media.items.length, photos: album.photos.items.length, count: album.album.photoCount };
    };
    const small = await count();
    await portal.services.gallery.repeatPhotos(albumId, editor.userId, 1980);
    const large = await count();
    expect(small.count).toBe(20);
    expect(large.count).toBe(2000);
    expect(large.photos).toBe(50);
    expect(large.media).toBe(60);
    expect(large.statements).toBe(small.statements);
  });
});
