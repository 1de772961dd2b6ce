// Issue #38 point 6: what an outside probe found on the upload path. An image claiming more than 40
// megapixels is refused from its header before anything decodes it, on every path that decodes uploads;
// one person's uploads are limited per minute, across processes (the database's rate limiter).
import fs from "node:fs";
import path from "node:path";
import zlib from "node:zlib";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { createPerson, createTestPortal, dialects, type TestPortal } from "../../../../tests/helpers/portal";
import { api, startTestServer, type TestServer } from "../../../../tests/helpers/http";
import { ok, refused } from "../../../../tests/helpers/envelope";
import { checkedImageHeader, MAX_IMAGE_PIXELS } from "~/platform/files/images.server";
import { UPLOADS_PER_MINUTE } from "~/platform/files/upload-rate.server";

const PASSWORD = "limits-123";

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});
function crc32(bytes: Buffer): number {
  let c = 0xffffffff;
  for (const b of bytes) c = CRC_TABLE[(c ^ b) & 0xff]! ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
}
function pngChunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, "latin1"), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

/**
 * A valid black-and-white PNG of width × height: one bit a pixel, every row zero, so 81 megapixels
 * deflate to about 10 KB. Without `pixels` the image data stops after one row: the header reads, a decode would fail.
 */
function tinyButHugePng(width: number, height: number, pixels = true): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header[8] = 1; // bit depth
  header[9] = 0; // greyscale
  const rows = zlib.deflateSync(Buffer.alloc((1 + Math.ceil(width / 8)) * (pixels ? height : 1)), { level: 9 });
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    pngChunk("IHDR", header),
    pngChunk("IDAT", rows),
    pngChunk("IEND", Buffer.alloc(0)),
  ]);
}

/** A JPEG that is all header: its frame claims width × height, no pixel data follows. */
function hugeJpegHeader(width: number, height: number): Buffer {
  const frame = [0xff, 0xc0, 0, 17, 8, height >> 8, height & 255, width >> 8, width & 255, 3, 1, 0x22, 0, 2, 0x11, 1, 3, 0x11, 1];
  const scan = [0xff, 0xda, 0, 12, 3, 1, 0, 2, 0x11, 3, 0x11, 0, 63, 0];
  return Buffer.concat([Buffer.from([0xff, 0xd8, ...frame, ...scan]), Buffer.alloc(16), Buffer.from([0xff, 0xd9])]);
}

const pdf = () => Buffer.from("%PDF-1.4\n1 0 obj <</Type /Catalog>> endobj\ntrailer <</Root 1 0 R>>\n%%EOF\n");
const tooManyPixels = (width: number, height: number) =>
  `Изображение ${width}×${height} слишком большое: не больше 40 мегапикселей. Уменьшите его и загрузите снова`;
const TOO_MANY_UPLOADS = "Слишком много файлов подряд: не больше 60 в минуту. Подождите минуту и загрузите снова";

describe("the pixel cap", () => {
  it("is read from the header alone: up to 40 megapixels pass, one pixel row more is refused", async () => {
    expect(MAX_IMAGE_PIXELS).toBe(40_000_000);
    expect((await checkedImageHeader(tinyButHugePng(8000, 5000, false))).width).toBe(8000);
    await expect(checkedImageHeader(tinyButHugePng(8000, 5001, false))).rejects.toThrow(tooManyPixels(8000, 5001));
    await expect(checkedImageHeader(hugeJpegHeader(60000, 50000))).rejects.toThrow(tooManyPixels(60000, 50000));
  });
});

describe.each(await dialects())("Upload limits on %s", (dialect) => {
  let portal: TestPortal;
  let server: TestServer;
  let person: { id: number; token: string };

  beforeAll(async () => {
    portal = await createTestPortal(dialect);
    server = await startTestServer(portal);
  });
  afterAll(async () => {
    await server?.close();
    await portal?.dispose();
  });

  const signIn = async () => {
    const created = await createPerson(portal, { password: PASSWORD });
    const { accessToken } = ok(await api(server, "POST", "/login", { body: { username: created.phone, password: PASSWORD } }));
    return { id: created.id, token: accessToken as string };
  };
  // Sign-in attempts are limited per address and tokens live an hour: each test starts in a fresh window.
  beforeEach(async () => {
    portal.clock.advance(2 * 60 * 60_000);
    person = await signIn();
  });

  const save = (name: string, fileType: string, bytes: Buffer, token = person.token) =>
    api(server, "POST", "/file/save", { token, body: { originalFileName: name, fileType, base64File: bytes.toString("base64") } });
  const editorUpload = (field: string, name: string, bytes: Buffer, token = person.token) => {
    const form = new FormData();
    form.append(field, new Blob([new Uint8Array(bytes)]), name);
    return fetch(`${server.url}/api/froala/upload`, { method: "POST", body: form, headers: { Authorization: `Bearer ${token}` } });
  };
  const storedFiles = () => {
    const dir = path.join(portal.dataDir, "files");
    return fs.existsSync(dir) ? fs.readdirSync(dir, { recursive: true }).length : 0;
  };
  const rowsOf = async (userId: number) =>
    (await portal.db.kysely.selectFrom("files").select("id").where("user_id", "=", userId).execute()).length;

  it("refuses a 99-megapixel PNG of a few KB before decoding it, on /file/save and the editor's upload", async () => {
    const huge = tinyButHugePng(9950, 9950);
    expect(huge.length).toBeLessThan(50_000);
    const before = storedFiles();
    const started = Date.now();
    refused(await save("схема.png", "EDITOR_IMAGE", huge), tooManyPixels(9950, 9950));
    refused(await save("фото.png", "ATTACHMENT", huge), tooManyPixels(9950, 9950));
    const answer = await editorUpload("image", "схема.png", huge);
    expect(answer.status).toBe(400);
    expect(await answer.json()).toEqual({ error: tooManyPixels(9950, 9950), code: 3 });
    // Three decodes of 99 megapixels would take seconds; three header reads take milliseconds.
    expect(Date.now() - started).toBeLessThan(1500);
    refused(await save("кадр.jpg", "ATTACHMENT", hugeJpegHeader(60000, 50000)), tooManyPixels(60000, 50000));
    expect(storedFiles()).toBe(before);
    expect(await rowsOf(person.id)).toBe(0);
  });

  it("refuses a profile photo over the cap with the same message", async () => {
    const call = await api(server, "POST", "/user/update-avatar", {
      token: person.token,
      body: { image: tinyButHugePng(9000, 9000).toString("base64") },
    });
    refused(call, tooManyPixels(9000, 9000));
  });

  it(`takes ${UPLOADS_PER_MINUTE} files a minute from a person, then refuses and stores nothing until the minute has passed`, async () => {
    expect(UPLOADS_PER_MINUTE).toBe(60);
    // Half of them now, half 20 s later: the window frees when the first half leaves it, 40 s after that.
    for (let i = 0; i < UPLOADS_PER_MINUTE; i++) {
      if (i === UPLOADS_PER_MINUTE / 2) portal.clock.advance(20_000);
      ok(await save(`документ-${i}.pdf`, "ATTACHMENT", pdf()));
    }
    const before = storedFiles();

    refused(await save("лишний.pdf", "ATTACHMENT", pdf()), TOO_MANY_UPLOADS);
    const editor = await editorUpload("file", "лишний.pdf", pdf());
    expect(editor.status).toBe(429);
    expect(editor.headers.get("retry-after")).toBe("40");
    expect(await editor.json()).toEqual({ error: TOO_MANY_UPLOADS, code: 6 });
    const image = await editorUpload("image", "лишний.png", tinyButHugePng(8, 8));
    expect(image.status).toBe(429);
    expect(image.headers.get("retry-after")).toBe("40");
    refused(
      await api(server, "POST", "/user/update-avatar", { token: person.token, body: { image: tinyButHugePng(8, 8).toString("base64") } }),
      TOO_MANY_UPLOADS,
    );
    expect(storedFiles()).toBe(before);
    expect(await rowsOf(person.id)).toBe(UPLOADS_PER_MINUTE);

    // Someone else is not held back by it.
    const other = await signIn();
    ok(await save("чужой.pdf", "ATTACHMENT", pdf(), other.token));

    // As Retry-After said: 40 s later the first half has left the window, and there is room again.
    portal.clock.advance(40_000);
    expect((await editorUpload("file", "снова.pdf", pdf())).status).toBe(200);
    ok(await save("снова.pdf", "ATTACHMENT", pdf()));
  });
});
