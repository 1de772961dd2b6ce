// Profile photos (spec part 2 §7, POST /user/update-avatar, GET /avatars/{name}) on SQLite and PostgreSQL,
// with the files on the local disk and in an S3-compatible bucket (s3rver): a photo is kept in the portal's
// file store, so every process behind a balancer serves it, and replacing it deletes the old objects. A
// photo saved in DATA_DIR/avatars before the store is still served, and removed when replaced.
import fs from "node:fs";
import path from "node:path";
import sharp from "sharp";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { createPerson, createTestPortal, dialects, type TestPortal } from "../../../../tests/helpers/portal";
import { api, startTestServer, type TestServer } from "../../../../tests/helpers/http";
import { ok, refused } from "../../../../tests/helpers/envelope";
import { startTestS3, type TestS3 } from "../../../../tests/helpers/s3";
import { createLocalDiskStorage, type FileStorage } from "~/platform/files/storage.server";
import { createS3Storage, type S3FileStorage } from "~/platform/files/s3-storage.server";

const FORBIDDEN = "Вы можете изменять только свой профиль";
const PASSWORD = "profile-123";

const png = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: { r: 200, g: 30, b: 30 } } })
    .png()
    .toBuffer();
/** The store's key of a photo's address: «avatar-» and the file name without «.jpg». */
const keyOf = (filePath: string) => `avatar-${path.basename(filePath, ".jpg")}`;

const cases = (await dialects()).flatMap((dialect) => (["disk", "bucket"] as const).map((store) => [dialect, store] as const));

describe.each(cases)("Profile photos on %s, files on the %s", (dialect, where) => {
  let s3: TestS3 | undefined;
  let bucket: S3FileStorage | undefined;
  let store: FileStorage;
  let portal: TestPortal;
  let server: TestServer;

  beforeAll(async () => {
    if (where === "bucket") {
      s3 = await startTestS3();
      bucket = await createS3Storage(s3.settings("portal"));
    }
    portal = await createTestPortal(dialect, { filesS3: s3?.settings("portal") });
    server = await startTestServer(portal);
    store = bucket ?? createLocalDiskStorage(path.join(portal.dataDir, "files"));
  });
  afterAll(async () => {
    await server?.close();
    await portal?.dispose();
    bucket?.close();
    await s3?.close();
  });
  // Sign-in attempts and uploads are rate limited: every test starts in a fresh window.
  beforeEach(() => portal.clock.advance(2 * 60 * 60_000));

  async function signedIn(options: { roles?: string[] } = {}) {
    const person = await createPerson(portal, { password: PASSWORD, ...options });
    const call = await api(server, "POST", "/login", { body: { username: person.phone, password: PASSWORD } });
    return { ...person, token: ok(call).accessToken as string };
  }
  const info = async (token: string, id: number) =>
    ok(await api(server, "GET", "/user/full-user-info", { token, query: { id: String(id) } }));
  const setPhoto = (token: string, image: string, id?: number) =>
    api(server, "POST", "/user/update-avatar", { token, body: { image, ...(id ? { id } : {}) } });
  const get = (filePath: string, token?: string, headers: Record<string, string> = {}) =>
    fetch(`${server.url}${filePath}`, { headers: { ...(token ? { Authorization: `Bearer ${token}` } : {}), ...headers } });
  /** The photos' keys in the store, sorted. */
  async function photoKeys(): Promise<string[]> {
    const keys: string[] = [];
    if (bucket) for await (const { key } of bucket.list()) keys.push(key);
    else {
      const dir = path.join(portal.dataDir, "files", "av");
      if (fs.existsSync(dir)) keys.push(...fs.readdirSync(dir));
    }
    return keys.filter((k) => k.startsWith("avatar-")).sort();
  }

  it("stores an uploaded photo as a 400 px and a 96 px JPEG, serves it to signed-in people and drops the old files", async () => {
    const me = await signedIn();
    const first = ok(await setPhoto(me.token, `data:image/png;base64,${(await png(300, 200)).toString("base64")}`));
    expect(first.filePath).toMatch(new RegExp(`^/avatars/${me.id}-[0-9a-f]{16}-large\\.jpg$`));
    expect(first.smallPath).toBe(first.filePath.replace("-large.jpg", "-small.jpg"));
    const large = await sharp((await store.getBuffer(keyOf(first.filePath)))!).metadata();
    const small = await sharp((await store.getBuffer(keyOf(first.smallPath)))!).metadata();
    expect([large.format, large.width, large.height]).toEqual(["jpeg", 400, 400]);
    expect([small.format, small.width, small.height]).toEqual(["jpeg", 96, 96]);
    // Nothing of it on this process's disk but in the store.
    expect(fs.existsSync(path.join(portal.dataDir, "avatars"))).toBe(false);
    expect(fs.existsSync(path.join(portal.dataDir, "files"))).toBe(where === "disk");
    expect((await info(me.token, me.id)).avatarFile).toEqual(first);
    expect(ok(await api(server, "GET", "/user/short-cur-user-info", { token: me.token })).avatarFile).toEqual({ filePath: first.filePath });

    // Served as image/jpeg to signed-in people, never to anonymous visitors, never cached.
    const served = await get(first.smallPath, me.token);
    expect(served.status).toBe(200);
    expect(served.headers.get("content-type")).toBe("image/jpeg");
    expect(served.headers.get("x-content-type-options")).toBe("nosniff");
    expect(served.headers.get("cache-control")).toBe("no-store");
    const etag = served.headers.get("etag");
    expect((await sharp(Buffer.from(await served.arrayBuffer())).metadata()).width).toBe(96);
    expect((await get(first.smallPath)).status).toBe(401);
    expect((await get("/avatars/..%2Fportal.sqlite", me.token)).status).toBe(404);
    // The name never changes its bytes: a browser that kept them is told so.
    const again = await get(first.smallPath, me.token, { "If-None-Match": etag! });
    expect([again.status, again.headers.get("cache-control")]).toEqual([304, "no-store"]);

    // A bare base64 JPEG replaces it; the old pair is removed from the store.
    const jpeg = await sharp({ create: { width: 120, height: 500, channels: 3, background: "#0b5cad" } })
      .jpeg()
      .toBuffer();
    const second = ok(await setPhoto(me.token, jpeg.toString("base64")));
    expect(second.filePath).not.toBe(first.filePath);
    const mine = (await photoKeys()).filter((k) => k.startsWith(`avatar-${me.id}-`));
    expect(mine).toEqual([keyOf(second.filePath), keyOf(second.smallPath)].sort());
    expect((await get(first.filePath, me.token)).status).toBe(404);
    expect((await get(second.filePath, me.token)).status).toBe(200);
  });

  it("refuses what is not a JPEG or PNG, or is too big, and keeps the photo as it was", async () => {
    const me = await signedIn();
    const upload = (image: unknown, id?: number) =>
      api(server, "POST", "/user/update-avatar", { token: me.token, body: { image, ...(id ? { id } : {}) } });
    const before = await photoKeys();
    refused(
      await upload(Buffer.from("just some text, named avatar.png").toString("base64")),
      "Загрузите изображение в формате JPEG или PNG",
    );
    refused(
      await upload(`data:image/png;base64,${Buffer.from("<svg xmlns='http://www.w3.org/2000/svg'/>").toString("base64")}`),
      "Загрузите изображение в формате JPEG или PNG",
    );
    const gif = await sharp({ create: { width: 10, height: 10, channels: 3, background: "#fff" } })
      .gif()
      .toBuffer();
    refused(await upload(gif.toString("base64")), "Загрузите изображение в формате JPEG или PNG");
    // A PNG signature with nothing readable after it.
    refused(
      await upload(Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.alloc(64, 1)]).toString("base64")),
      "Не удалось прочитать изображение. Попробуйте другой файл",
    );
    refused(await upload("%%% not base64 %%%"), "Загрузите изображение в формате JPEG или PNG");
    refused(await upload(""), "Выберите изображение");
    refused(await upload(undefined), "Выберите изображение");
    // 11 MB: over the 10 MB limit, but within what the call reads.
    const big = Buffer.alloc(11 * 1024 * 1024, 0);
    big.set([0xff, 0xd8, 0xff], 0);
    refused(await upload(big.toString("base64")), "Изображение больше 10 МБ. Уменьшите его и попробуйте снова");
    // Someone else's photo: administrators only.
    const other = await createPerson(portal);
    refused(await upload((await png(10, 10)).toString("base64"), other.id), FORBIDDEN);
    expect(await photoKeys()).toEqual(before);
    expect((await info(me.token, me.id)).avatarFile).toBeNull();
  });

  it("lets an administrator change another person's photo", async () => {
    const admin = await signedIn({ roles: ["ROLE_ADMINISTRATOR"] });
    const other = await createPerson(portal);
    const result = ok(await setPhoto(admin.token, (await png(50, 50)).toString("base64"), other.id));
    expect(result.filePath).toMatch(new RegExp(`^/avatars/${other.id}-`));
    expect((await info(admin.token, other.id)).avatarFile.filePath).toBe(result.filePath);
    expect(await photoKeys()).toEqual(expect.arrayContaining([keyOf(result.filePath), keyOf(result.smallPath)]));
  });

  it("serves a photo kept in DATA_DIR/avatars before the store, and removes it when the photo is replaced", async () => {
    const me = await signedIn();
    const old = `${me.id}-0123456789abcdef`;
    const dir = path.join(portal.dataDir, "avatars");
    fs.mkdirSync(dir, { recursive: true });
    const oldLarge = await sharp({ create: { width: 400, height: 400, channels: 3, background: "#333" } })
      .jpeg()
      .toBuffer();
    fs.writeFileSync(path.join(dir, `${old}-large.jpg`), oldLarge);
    fs.writeFileSync(path.join(dir, `${old}-small.jpg`), Buffer.from("small"));
    await portal.db.kysely
      .updateTable("users")
      .set({ avatar_path: `/avatars/${old}-large.jpg` })
      .where("id", "=", me.id)
      .execute();

    const served = await get(`/avatars/${old}-large.jpg`, me.token);
    expect([served.status, served.headers.get("content-type")]).toEqual([200, "image/jpeg"]);
    expect(Buffer.from(await served.arrayBuffer()).equals(oldLarge)).toBe(true);

    const replaced = ok(await setPhoto(me.token, (await png(20, 20)).toString("base64")));
    expect((await get(replaced.filePath, me.token)).status).toBe(200);
    expect(fs.readdirSync(dir).filter((f) => f.startsWith(`${me.id}-`))).toEqual([]);
    expect((await get(`/avatars/${old}-large.jpg`, me.token)).status).toBe(404);
    fs.rmSync(dir, { recursive: true });
  });
});
