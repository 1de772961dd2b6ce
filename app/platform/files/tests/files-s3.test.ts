// The portal with its files in an S3-compatible bucket (issue #38 point 2), on SQLite and PostgreSQL:
// an image through /api with its variants read back at /files/…, a byte range, and a video stored from
// disk in parts, converted by ffmpeg from the bucket and served from it. Nothing lands in DATA_DIR/files.
import fs from "node:fs";
import path from "node:path";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createPerson, createTestPortal, dialects, type TestPortal } from "../../../../tests/helpers/portal";
import { api, startTestServer, type TestServer } from "../../../../tests/helpers/http";
import { ok } from "../../../../tests/helpers/envelope";
import { startTestS3, type TestS3 } from "../../../../tests/helpers/s3";
import { actingAs } from "~/platform/actor";
import { createS3Storage, type S3FileStorage } from "~/platform/files/s3-storage.server";
import { testVideo } from "./video-fixture";

const PASSWORD = "files-s3-123";

describe.each(await dialects())("files in an S3-compatible bucket on %s", (dialect) => {
  let s3: TestS3;
  let bucket: S3FileStorage;
  let portal: TestPortal;
  let server: TestServer;
  let token: string;
  let userId: number;

  beforeAll(async () => {
    s3 = await startTestS3();
    bucket = await createS3Storage(s3.settings("portal"));
    portal = await createTestPortal(dialect, { filesS3: s3.settings("portal") });
    server = await startTestServer(portal);
    const person = await createPerson(portal, { password: PASSWORD });
    userId = person.id;
    token = ok(await api(server, "POST", "/login", { body: { username: person.phone, password: PASSWORD } })).accessToken;
  });
  afterAll(async () => {
    await server?.close();
    await portal?.dispose();
    bucket?.close();
    await s3?.close();
  });

  const get = (filePath: string, headers: Record<string, string> = {}) =>
    fetch(`${server.url}${filePath}`, { headers: { Authorization: `Bearer ${token}`, ...headers } });
  const keysInBucket = async () => {
    const keys: string[] = [];
    for await (const { key } of bucket.list()) keys.push(key);
    return keys;
  };
  const storageKeyOf = async (id: number) =>
    (await portal.db.kysely.selectFrom("files").select("storage_key").where("id", "=", id).executeTakeFirstOrThrow()).storage_key;

  it("stores an image and its variants in the bucket and serves them at /files/…", async () => {
    const photo = await sharp({ create: { width: 2400, height: 1200, channels: 3, background: { r: 20, g: 90, b: 160 } } })
      .jpeg()
      .toBuffer();
    const record = ok(
      await api(server, "POST", "/file/save", {
        token,
        body: { originalFileName: "Склад.jpg", fileType: "EDITOR_IMAGE", base64File: photo.toString("base64") },
      }),
    );
    const key = await storageKeyOf(record.id);
    expect((await keysInBucket()).filter((k) => k.startsWith(key)).sort()).toEqual([key, `${key}-large`, `${key}-medium`]);
    expect(fs.existsSync(path.join(portal.dataDir, "files"))).toBe(false);

    const original = await get(record.filePath);
    expect(original.status).toBe(200);
    expect(Number(original.headers.get("content-length"))).toBe(record.fileSize);
    expect((await sharp(Buffer.from(await original.arrayBuffer())).metadata()).width).toBe(2400);
    for (const [size, width] of [
      ["MEDIUM", 800],
      ["LARGE", 1600],
    ] as const) {
      const variant = await get(`${record.filePath}?size=${size}`);
      expect(variant.headers.get("content-type")).toBe("image/jpeg");
      expect((await sharp(Buffer.from(await variant.arrayBuffer())).metadata()).width).toBe(width);
    }
    const head = await get(record.filePath, { Range: "bytes=0-2" });
    expect(head.status).toBe(206);
    expect(head.headers.get("content-range")).toBe(`bytes 0-2/${record.fileSize}`);
    expect([...Buffer.from(await head.arrayBuffer())]).toEqual([0xff, 0xd8, 0xff]);
  });

  it("stores a video from disk, converts it from the bucket and serves the MP4 and its poster from there", async () => {
    const clip = testVideo("mov");
    const upload = path.join(portal.dataDir, "upload.mov");
    fs.writeFileSync(upload, clip);
    const record = await portal.services.files.saveUpload(actingAs(userId), {
      fileType: "FAQ_VIDEO",
      originalFileName: "Корпоратив.mov",
      path: upload,
      size: clip.length,
    });
    expect((await bucket.getBuffer(await storageKeyOf(record.id)))?.equals(clip)).toBe(true);
    const part = await get(record.filePath, { Range: "bytes=4-11" });
    expect(part.status).toBe(206);
    expect(Buffer.from(await part.arrayBuffer()).equals(clip.subarray(4, 12))).toBe(true);

    expect(await portal.services.files.videos.work()).toBe(1);
    const job = await portal.db.kysely
      .selectFrom("video_jobs")
      .select(["status", "converted_file_id", "poster_file_id", "last_error"])
      .where("file_id", "=", record.id)
      .executeTakeFirstOrThrow();
    expect(job).toMatchObject({ status: "DONE", last_error: null });
    const mp4 = (await portal.services.files.record(job.converted_file_id!))!;
    const poster = (await portal.services.files.record(job.poster_file_id!))!;
    expect(await bucket.exists(await storageKeyOf(mp4.id))).toBe(true);
    const video = await get(mp4.filePath);
    expect(video.headers.get("content-type")).toBe("video/mp4");
    const bytes = Buffer.from(await video.arrayBuffer());
    expect(bytes.length).toBe(mp4.fileSize);
    expect(bytes.subarray(4, 8).toString("latin1")).toBe("ftyp");
    const image = await get(poster.filePath);
    expect(image.headers.get("content-type")).toBe("image/jpeg");
    expect((await sharp(Buffer.from(await image.arrayBuffer())).metadata()).format).toBe("jpeg");
    expect(fs.existsSync(path.join(portal.dataDir, "files"))).toBe(false);
  });
});
