// Group photos' files (issue #14 point 9): GROUP_PHOTO images get THUMB and THUMB_2X (by height) beside
// MEDIUM and LARGE, and the groups' read guard lets a photo's group readers download it and nobody else.
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { dialects, type TestPortal } from "../../../../tests/helpers/portal";
import type { TestServer } from "../../../../tests/helpers/http";
import { ok } from "../../../../tests/helpers/envelope";
import { jpeg, openAlbums, type AlbumsWorld, type Who } from "./albums-fixture";

describe.each(await dialects())("group photo files on %s", (dialect) => {
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

  const download = (who: Who, url: string) => fetch(`${server.url}${url}`, { headers: { Authorization: `Bearer ${w.tokens[who]}` } });
  const sizeOf = async (response: Response) => {
    expect(response.status).toBe(200);
    const meta = await sharp(Buffer.from(await response.arrayBuffer())).metadata();
    return [meta.width, meta.height];
  };

  it("makes thumbnails 150 and 300 px high, and MEDIUM and LARGE by the longest side", async () => {
    const albumId = await w.album("member", w.groups.open, "Размеры");
    const fileId = await w.upload("member", "wide.jpg", await jpeg(40, 2400, 1200));
    const [photo] = ok(await w.post("member", "/groups/albums/photos/add", { albumId, fileIds: [fileId] }));
    const image = photo.image as Record<string, string>;
    expect(await sizeOf(await download("outsider", image.thumb!))).toEqual([300, 150]);
    expect(await sizeOf(await download("outsider", image.thumb2x!))).toEqual([600, 300]);
    expect(await sizeOf(await download("outsider", image.medium!))).toEqual([800, 400]);
    expect(await sizeOf(await download("outsider", image.large!))).toEqual([1600, 800]);
    expect(await sizeOf(await download("outsider", image.original!))).toEqual([2400, 1200]);
    // Other file types have no thumbnails: the original is sent.
    const attachment = ok(
      await w.post("member", "/file/save", {
        originalFileName: "a.jpg",
        fileType: "ATTACHMENT",
        base64File: (await jpeg(5, 400, 200)).toString("base64"),
      }),
    );
    expect(await sizeOf(await download("member", `${attachment.filePath}?size=THUMB`))).toEqual([400, 200]);
  });

  it("serves a closed group's photo to its readers only", async () => {
    const albumId = await w.album("member", w.groups.closed, "Тайное");
    const [photo] = ok(await w.post("member", "/groups/albums/photos/add", { albumId, fileIds: [await w.upload("member")] }));
    const image = photo.image as Record<string, string>;
    for (const url of [image.original!, image.thumb!, image.large!]) {
      expect((await download("outsider", url)).status).toBe(404);
      for (const who of ["member", "manager", "admin"] as const) expect((await download(who, url)).status).toBe(200);
    }
    expect((await fetch(`${server.url}${image.original}`)).status).toBe(401);
  });

  it("keeps a photo not in an album (yet, or any more) to its uploader", async () => {
    const fileId = await w.upload("member");
    const file = (await portal.services.files.record(fileId))!;
    expect((await download("member", file.filePath)).status).toBe(200);
    expect((await download("manager", file.filePath)).status).toBe(404);
    const albumId = await w.album("member", w.groups.open, "Открытое");
    const [photo] = ok(await w.post("member", "/groups/albums/photos/add", { albumId, fileIds: [fileId] }));
    expect((await download("outsider", file.filePath)).status).toBe(200);
    ok(await w.post("manager", "/groups/albums/photos/delete", { id: photo.id }));
    expect((await download("outsider", file.filePath)).status).toBe(404);
    expect((await download("member", file.filePath)).status).toBe(200);
  });
});
