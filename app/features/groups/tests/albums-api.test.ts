// Contract tests of /api/groups/albums/* (issue #14 point 9) on SQLite and PostgreSQL: every call as
// anonymous, outsider, member, manager and administrator; bad input; photo_count; keyset paging; the
// photo's neighbours; GROUP_PHOTO uploads judged by content, leaving nothing behind.
import fs from "node:fs";
import path from "node:path";
import zlib from "node:zlib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { dialects, type TestPortal } from "../../../../tests/helpers/portal";
import type { TestServer } from "../../../../tests/helpers/http";
import { ok, refused, unauthorized } from "../../../../tests/helpers/envelope";
import { ru } from "../../../../tests/helpers/ru";
import { jpeg, openAlbums, type AlbumsWorld } from "./albums-fixture";

const t = ru.groupAlbums;

/** Every file under a folder, recursively (what the file store holds). */
const filesUnder = (dir: string): string[] =>
  fs.existsSync(dir)
    ? fs
        .readdirSync(dir, { recursive: true })
        .map(String)
        .filter((f) => fs.statSync(path.join(dir, f)).isFile())
    : [];

describe.each(await dialects())("group albums /api on %s", (dialect) => {
  let portal: TestPortal;
  let server: TestServer;
  let w: AlbumsWorld;

  beforeAll(async () => {
    ({ portal, server, w } = await openAlbums(dialect));
  });
  afterAll(async () => {
    await server?.close();
    await portal?.dispose();
  });

  it("refuses every call without a session", async () => {
    for (const call of ["list", "get", "photos", "photos/get"]) unauthorized(await w.get(null, `/groups/albums/${call}`, { id: 1 }));
    for (const call of ["create", "update", "delete", "photos/add", "photos/update", "photos/delete"])
      unauthorized(await w.post(null, `/groups/albums/${call}`, { id: 1 }));
  });

  it("lets members of an open group add albums and photos; outsiders read only", async () => {
    const { open } = w.groups;
    refused(await w.post("outsider", "/groups/albums/create", { groupId: open, name: "Моё" }), t.notMember);
    const albumId = await w.album("member", open, "  Лето  ");
    const album = ok(await w.get("outsider", "/groups/albums/get", { id: albumId }));
    expect(album).toMatchObject({ name: "Лето", groupId: open, photoCount: 0, cover: null, canEdit: false, canAdd: false });
    expect(ok(await w.get("member", "/groups/albums/get", { id: albumId }))).toMatchObject({ canEdit: true, canAdd: true });
    expect(ok(await w.get("manager", "/groups/albums/get", { id: albumId }))).toMatchObject({ canEdit: true, canAdd: true });
    expect(ok(await w.get("admin", "/groups/albums/get", { id: albumId }))).toMatchObject({ canEdit: true, canAdd: true });

    const outsiderFile = await w.upload("outsider");
    refused(await w.post("outsider", "/groups/albums/photos/add", { albumId, fileIds: [outsiderFile] }), t.notMember);
    const added = ok(
      await w.post("member", "/groups/albums/photos/add", { albumId, fileIds: [await w.upload("member"), await w.upload("member")] }),
    );
    expect(added).toHaveLength(2);
    expect(added[0].image.thumb).toMatch(/\?size=THUMB$/);
    const listed = ok(await w.get("outsider", "/groups/albums/list", { groupId: open }));
    expect(listed.items.map((a: { id: number }) => a.id)).toContain(albumId);
    const card = listed.items.find((a: { id: number }) => a.id === albumId);
    expect(card.photoCount).toBe(2);
    expect(card.cover.fileId).toBe(added[0].image.fileId);
    expect(ok(await w.get("outsider", "/groups/albums/photos", { albumId })).items).toHaveLength(2);
    // Administrators add to any group; managers are members.
    await w.photo("admin", albumId);
    await w.photo("manager", albumId);
    expect(ok(await w.get("member", "/groups/albums/get", { id: albumId })).photoCount).toBe(4);
  });

  it("lets the author, the managers and administrators edit and delete; no one else", async () => {
    const { open } = w.groups;
    const albumId = await w.album("member", open, "Чужой");
    const managersAlbum = await w.album("manager", open, "Руководителя");
    const edit = (who: Parameters<AlbumsWorld["post"]>[0], id: number, name: string) =>
      w.post(who, "/groups/albums/update", { id, name, description: "Описание" });
    refused(await edit("outsider", albumId, "Взлом"), t.notEditor);
    refused(await edit("member", managersAlbum, "Взлом"), t.notEditor);
    expect(ok(await edit("member", albumId, "Своё"))).toMatchObject({ name: "Своё", description: "Описание" });
    expect(ok(await edit("manager", albumId, "Руководитель"))).toMatchObject({ name: "Руководитель" });
    expect(ok(await edit("admin", albumId, "Админ"))).toMatchObject({ name: "Админ" });

    const memberPhoto = await w.photo("member", managersAlbum);
    const managerPhoto = await w.photo("manager", managersAlbum);
    const describe = (who: Parameters<AlbumsWorld["post"]>[0], id: number) =>
      w.post(who, "/groups/albums/photos/update", { id, description: ` ${who} ` });
    refused(await describe("outsider", memberPhoto), t.notEditor);
    refused(await describe("member", managerPhoto), t.notEditor);
    expect(ok(await describe("member", memberPhoto)).description).toBe("member");
    expect(ok(await describe("manager", memberPhoto)).description).toBe("manager");
    expect(ok(await describe("admin", managerPhoto)).description).toBe("admin");
    refused(
      await w.post("member", "/groups/albums/photos/update", { id: memberPhoto, description: "я".repeat(1001) }),
      t.descriptionTooLong,
    );

    refused(await w.post("outsider", "/groups/albums/photos/delete", { id: memberPhoto }), t.notEditor);
    refused(await w.post("member", "/groups/albums/photos/delete", { id: managerPhoto }), t.notEditor);
    ok(await w.post("member", "/groups/albums/photos/delete", { id: memberPhoto }));
    refused(await w.get("member", "/groups/albums/photos/get", { id: memberPhoto }), t.photoNotFound);
    expect(ok(await w.get("member", "/groups/albums/get", { id: managersAlbum })).photoCount).toBe(1);
    ok(await w.post("admin", "/groups/albums/photos/delete", { id: managerPhoto }));
    expect(ok(await w.get("member", "/groups/albums/get", { id: managersAlbum })).photoCount).toBe(0);

    refused(await w.post("outsider", "/groups/albums/delete", { id: albumId }), t.notEditor);
    refused(await w.post("member", "/groups/albums/delete", { id: managersAlbum }), t.notEditor);
    ok(await w.post("member", "/groups/albums/delete", { id: albumId }));
    refused(await w.get("member", "/groups/albums/get", { id: albumId }), t.albumNotFound);
    ok(await w.post("manager", "/groups/albums/delete", { id: managersAlbum }));
    const adminsTarget = await w.album("member", open, "Для администратора");
    ok(await w.post("admin", "/groups/albums/delete", { id: adminsTarget }));
  });

  it("shows a closed group's albums to its members and administrators only", async () => {
    const { closed } = w.groups;
    const albumId = await w.album("member", closed, "Закрытый альбом");
    const photoId = await w.photo("member", albumId);
    for (const [method, call, input] of [
      ["GET", "list", { groupId: closed }],
      ["GET", "get", { id: albumId }],
      ["GET", "photos", { albumId }],
      ["GET", "photos/get", { id: photoId }],
      ["POST", "create", { groupId: closed, name: "Моё" }],
      ["POST", "update", { id: albumId, name: "Моё" }],
      ["POST", "delete", { id: albumId }],
      ["POST", "photos/add", { albumId, fileIds: [1] }],
      ["POST", "photos/update", { id: photoId, description: "" }],
      ["POST", "photos/delete", { id: photoId }],
    ] as const) {
      const call2 =
        method === "GET" ? w.get("outsider", `/groups/albums/${call}`, input) : w.post("outsider", `/groups/albums/${call}`, input);
      refused(await call2, t.closed);
    }
    for (const who of ["member", "manager", "admin"] as const) {
      expect(ok(await w.get(who, "/groups/albums/list", { groupId: closed })).items).toHaveLength(1);
      expect(ok(await w.get(who, "/groups/albums/photos/get", { id: photoId })).photo.id).toBe(photoId);
    }
  });

  it("refuses bad input with its message", async () => {
    const { open } = w.groups;
    refused(await w.post("member", "/groups/albums/create", { groupId: open, name: "   " }), t.nameRequired);
    refused(await w.post("member", "/groups/albums/create", { groupId: open, name: "я".repeat(256) }), t.nameTooLong);
    ok(await w.post("member", "/groups/albums/create", { groupId: open, name: "я".repeat(255) }));
    refused(
      await w.post("member", "/groups/albums/create", { groupId: open, name: "Да", description: "я".repeat(1001) }),
      t.descriptionTooLong,
    );
    refused(await w.post("member", "/groups/albums/create", { groupId: 999999, name: "Да" }), t.groupNotFound);
    refused(await w.get("member", "/groups/albums/get", { id: 999999 }), t.albumNotFound);
    refused(await w.get("member", "/groups/albums/get", { id: "abc" }), t.albumNotFound);
    refused(await w.get("member", "/groups/albums/photos/get", { id: 999999 }), t.photoNotFound);

    const albumId = await w.album("member", open, "Проверки");
    refused(await w.post("member", "/groups/albums/photos/add", { albumId, fileIds: [] }), t.filesRequired);
    refused(
      await w.post("member", "/groups/albums/photos/add", { albumId, fileIds: Array.from({ length: 21 }, (_, i) => i + 1) }),
      t.tooManyFiles,
    );
    // Someone else's file, a file of another type, an unknown id, a file already in an album: none is added.
    const others = await w.upload("manager");
    refused(await w.post("member", "/groups/albums/photos/add", { albumId, fileIds: [others] }), t.fileNotPhoto);
    const attachment = ok(
      await w.post("member", "/file/save", {
        originalFileName: "a.jpg",
        fileType: "ATTACHMENT",
        base64File: (await jpeg()).toString("base64"),
      }),
    ).id;
    refused(await w.post("member", "/groups/albums/photos/add", { albumId, fileIds: [attachment] }), t.fileNotPhoto);
    const mine = await w.upload("member");
    refused(await w.post("member", "/groups/albums/photos/add", { albumId, fileIds: [mine, 999999] }), t.fileNotPhoto);
    ok(await w.post("member", "/groups/albums/photos/add", { albumId, fileIds: [mine] }));
    refused(await w.post("member", "/groups/albums/photos/add", { albumId, fileIds: [mine] }), t.fileNotPhoto);
    expect(ok(await w.get("member", "/groups/albums/get", { id: albumId })).photoCount).toBe(1);
  });

  it("judges GROUP_PHOTO uploads by content and leaves nothing behind", async () => {
    const stored = filesUnder(portal.dataDir).length;
    const count = async () =>
      Number(
        (
          await portal.db.kysely
            .selectFrom("files")
            .select((eb) => eb.fn.countAll().as("n"))
            .executeTakeFirstOrThrow()
        ).n,
      );
    const before = await count();
    const save = (originalFileName: string, bytes: Buffer) =>
      w.post("member", "/file/save", { originalFileName, fileType: "GROUP_PHOTO", base64File: bytes.toString("base64") });
    refused(await save("page.png", Buffer.from("<html><script>alert(1)</script></html>")), ru.files.contentMismatch("png"));
    refused(
      await save("logo.jpg", Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>')),
      ru.files.contentMismatch("jpg"),
    );
    refused(await save("doc.pdf", Buffer.from("%PDF-1.4\n%%EOF\n")), ru.files.extension("jpeg, jpg, png"));
    // A valid PNG header (its CRC right) claiming 100 000 × 100 000 pixels: refused before it is decoded.
    const png = Buffer.from("iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==", "base64");
    png.writeUInt32BE(100_000, 16);
    png.writeUInt32BE(100_000, 20);
    png.writeUInt32BE(zlib.crc32(png.subarray(12, 29)), 29);
    refused(await save("bomb.png", png), ru.files.imageTooManyPixels(100_000, 100_000, 40));
    expect(await count()).toBe(before);
    expect(filesUnder(portal.dataDir).length).toBe(stored);
  });

  it("pages photos by keyset, 50 a page, and names a photo's neighbours", async () => {
    const albumId = await w.filledAlbum(55);
    const first = ok(await w.get("outsider", "/groups/albums/photos", { albumId }));
    expect(first.items).toHaveLength(50);
    expect(first.nextCursor).toBe(String(first.items[49].id));
    const second = ok(await w.get("outsider", "/groups/albums/photos", { albumId, after: first.nextCursor }));
    expect(second.items).toHaveLength(5);
    expect(second.nextCursor).toBeNull();
    const ids: number[] = [...first.items, ...second.items].map((p: { id: number }) => p.id);
    expect(ids).toEqual([...ids].sort((a, b) => a - b));
    const middle = ok(await w.get("outsider", "/groups/albums/photos/get", { id: ids[10]! }));
    expect(middle).toMatchObject({ prevId: ids[9], nextId: ids[11] });
    expect(ok(await w.get("outsider", "/groups/albums/photos/get", { id: ids[0]! })).prevId).toBeNull();
    expect(ok(await w.get("outsider", "/groups/albums/photos/get", { id: ids[54]! })).nextId).toBeNull();
  });
});
