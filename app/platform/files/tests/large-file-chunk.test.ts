// The spec's WebSocket /large-file/chunk (issue #36) on a real server listening on a port: a 500 MB video in
// chunks over a connection dropped half-way and resumed (streamed from a generator, never held: a real MP4
// padded by a `free` box, so the content check and ffprobe pass), stored as /file/save's record and taken by
// a video; 501 MB, a lying stream, wrong offsets and frames too large refused in Russian with the upload left
// consistent; the process's RSS grows by less than 50 MB meanwhile. SQLite only: the transport holds no SQL
// of its own (the files service's store is proven on both databases by files.test.ts).
import { execFile } from "node:child_process";
import fs from "node:fs";
import { promisify } from "node:util";
import http from "node:http";
import type { AddressInfo } from "node:net";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestPortal, type TestPortal } from "../../../../tests/helpers/portal";
import { api, startTestServer, type TestServer } from "../../../../tests/helpers/http";
import { ok } from "../../../../tests/helpers/envelope";
import { signedInPeople } from "../../../../tests/helpers/people";
import { actingAs } from "~/platform/actor";
import { CHUNK_MAX_BYTES, createChunkUploads, UPLOAD_IDLE_MS } from "../chunk-upload.server";
import { FAQ_VIDEO, LARGE_FILE_MAX_BYTES } from "~/shared/files/rules";
import { connect, paddedVideo, sendRange, type ChunkConnection, type Reply } from "./chunk-client";
import { testVideo } from "./video-fixture";

const run = promisify(execFile);
const PASSWORD = "chunks-test-1";
const MB = 1024 * 1024;

describe("WebSocket /large-file/chunk", () => {
  let portal: TestPortal;
  let server: TestServer;
  let people: Awaited<ReturnType<typeof signedInPeople<"uploader" | "other">>>;
  let wsUrl: string;
  const opened: ChunkConnection[] = [];

  beforeAll(async () => {
    portal = await createTestPortal("sqlite");
    server = await startTestServer(portal);
    people = await signedInPeople(
      portal,
      server,
      { uploader: { name: "Вера", surname: "Загрузкина", roles: ["ROLE_EDIT_VIDEOS"] }, other: { name: "Пётр", surname: "Чужой" } },
      PASSWORD,
    );
    wsUrl = `${server.url.replace(/^http/, "ws")}/api/large-file/chunk`;
  });
  afterAll(async () => {
    for (const c of opened) c.close();
    await server?.close();
    await portal?.dispose();
  });

  const open = async (who: "uploader" | "other" = "uploader", url = wsUrl) => {
    const c = await connect(url, { Authorization: `Bearer ${people.tokens[who]}` }, { zeroMask: true });
    opened.push(c);
    return c;
  };
  const start = async (c: ChunkConnection, size: number, fileName = "clip.mp4") => {
    c.send({ type: "start", fileName, fileType: "FAQ_VIDEO", size });
    return c.next();
  };

  it("answers only the signed-in, and not a page of another site", async () => {
    await expect(connect(wsUrl, {})).rejects.toMatchObject({ status: 401 });
    await expect(
      connect(wsUrl, { Authorization: `Bearer ${people.tokens.uploader}`, Origin: "https://evil.example" }),
    ).rejects.toMatchObject({
      status: 403,
    });
    // A browser's session cookie opens it as well, from the portal's own page.
    const login = await api(server, "POST", "/login", { body: { username: people.people.other.phone, password: PASSWORD } });
    const cookie = login.setCookie!.split(";")[0]!;
    const browser = await connect(wsUrl, { Cookie: cookie, Origin: new URL(server.url).origin }, { zeroMask: true });
    opened.push(browser);
    expect(await start(browser, 10)).toMatchObject({ type: "ready", offset: 0 });
    browser.close();
    // The spec's path without /api is the same socket.
    const plain = await open("uploader", `${server.url.replace(/^http/, "ws")}/large-file/chunk`);
    expect(await start(plain, 10)).toMatchObject({ type: "ready", offset: 0 });
    plain.close();
  });

  it("takes 500 MB over a dropped and resumed connection, stores it as /file/save does, and a video takes it; RSS stays within 50 MB", async () => {
    const size = LARGE_FILE_MAX_BYTES;
    // The client is its own process: the RSS sampled here is the server's.
    const baseline = process.memoryUsage().rss;
    let peak = baseline;
    const sampler = setInterval(() => (peak = Math.max(peak, process.memoryUsage().rss)), 20);
    const began = Date.now();
    let out: string;
    try {
      const client = path.join(import.meta.dirname, "chunk-upload-child.ts");
      const { stdout } = await run(process.execPath, [
        "--import",
        "tsx",
        client,
        wsUrl,
        people.tokens.uploader,
        String(size),
        String(200 * MB),
      ]);
      out = stdout;
    } finally {
      clearInterval(sampler);
    }
    const { ready, half, resumed, rest, done } = JSON.parse(out) as Record<string, Reply>;
    expect(ready).toMatchObject({ type: "ready", offset: 0, size, chunkMaxBytes: CHUNK_MAX_BYTES });
    expect(half).toEqual({ acked: 200 * MB, error: null });
    // After the drop the server tells what it holds, and the rest goes from there.
    expect(resumed).toMatchObject({ type: "ready", uploadId: ready!.uploadId, offset: 200 * MB });
    expect(rest).toEqual({ acked: size, error: null });
    expect(done).toMatchObject({
      type: "done",
      uploadId: ready!.uploadId,
      file: { id: expect.any(Number), fileSize: size, fileType: "FAQ_VIDEO" },
    });
    const file = done!.file as { id: number; filePath: string; originalFileName: string };
    expect(file.originalFileName).toBe("clip.mp4");
    expect(file.filePath).toMatch(/^\/files\/\d+-[0-9a-f]+\/clip\.mp4$/);
    // The same record a video takes by its fileId.
    const video = ok(await people.post("uploader", "/videos/create", { title: "Большое видео", fileId: file.id })) as {
      processing: boolean;
    };
    expect(video.processing).toBe(true);
    const grown = (peak - baseline) / MB;
    console.log(`500 MB chunked upload: ${((Date.now() - began) / 1000).toFixed(1)} s, server RSS +${grown.toFixed(1)} MB`);
    expect(grown).toBeLessThan(50);
  }, 120_000);

  it("refuses 501 MB, a lying stream, wrong offsets and frames too large in Russian, keeping the upload consistent", async () => {
    const baseline = process.memoryUsage().rss;
    const c = await open();
    const tooBig = await start(c, LARGE_FILE_MAX_BYTES + MB);
    expect(tooBig).toMatchObject({ type: "error", message: "Размер файла превышает 500 МБ" });

    const size = 3 * MB;
    const bytesAt = paddedVideo(testVideo("mp4"), size);
    const ready = await start(c, size);
    const uploadId = ready.uploadId as string;
    expect((await sendRange(c, { from: 0, stopAt: MB, chunkBytes: MB, bytesAt })).acked).toBe(MB);

    const refusal = async (offset: number, length: number) => {
      c.chunk(offset, Buffer.alloc(length));
      return (await c.next()) as Reply;
    };
    expect(await refusal(0, 10)).toMatchObject({
      type: "error",
      message: `Часть файла не с того места: ожидается смещение ${MB}, получено 0`,
      offset: MB,
    });
    expect(await refusal(MB, 2 * MB + 1)).toMatchObject({
      type: "error",
      message: "Часть файла выходит за объявленный размер",
      offset: MB,
    });
    expect(await refusal(MB, CHUNK_MAX_BYTES + 1)).toMatchObject({
      type: "error",
      message: `Слишком большая часть файла: не больше ${CHUNK_MAX_BYTES} байт за раз`,
    });
    // A stream that says 3 MB and ends at 2: refused, and still resumable from where it is.
    expect((await sendRange(c, { from: MB, stopAt: 2 * MB, chunkBytes: MB, bytesAt })).acked).toBe(2 * MB);
    c.send({ type: "finish" });
    expect(await c.next()).toMatchObject({
      type: "error",
      message: `Файл передан не полностью: получено ${2 * MB} из ${size} байт`,
      offset: 2 * MB,
    });
    // Another person cannot take it over.
    const stranger = await open("other");
    stranger.send({ type: "resume", uploadId });
    expect(await stranger.next()).toMatchObject({ type: "error", message: "Загрузка не найдена или устарела: начните её заново" });
    // A frame past the WebSocket's own limit ends the connection; the upload stays at 2 MB.
    c.ws.send(Buffer.alloc(2 * CHUNK_MAX_BYTES + 16));
    expect(await c.next()).toMatchObject({ type: "closed", code: 1009 });
    const again = await open();
    again.send({ type: "resume", uploadId });
    expect(await again.next()).toMatchObject({ type: "ready", offset: 2 * MB });
    expect((await sendRange(again, { from: 2 * MB, stopAt: size, chunkBytes: MB, bytesAt })).error).toBeNull();
    again.send({ type: "finish" });
    expect(await again.next()).toMatchObject({ type: "done", file: { fileSize: size } });
    expect((process.memoryUsage().rss - baseline) / MB).toBeLessThan(50);
  });

  it("checks the finished file by its content like a form upload, and expires what is left unfinished", async () => {
    const c = await open();
    const ready = await start(c, 4, "fake.mp4");
    c.chunk(0, Buffer.from("text"));
    expect(await c.next()).toMatchObject({ type: "ack", offset: 4 });
    c.send({ type: "finish" });
    expect(await c.next()).toMatchObject({
      type: "error",
      message: "Содержимое файла не соответствует формату .mp4. Выберите другой файл",
      final: true,
    });
    c.send({ type: "resume", uploadId: ready.uploadId });
    expect(await c.next()).toMatchObject({ type: "error", message: "Загрузка не найдена или устарела: начните её заново" });
    // The plain form upload keeps working beside it: /file/save takes a small video as before.
    const saved = ok(
      await api(server, "POST", "/file/save", {
        token: people.tokens.uploader,
        body: { originalFileName: "small.mp4", fileType: "FAQ_VIDEO", base64File: testVideo("mp4").toString("base64") },
      }),
    );
    expect(saved).toMatchObject({ fileType: "FAQ_VIDEO", originalFileName: "small.mp4" });
  });

  it("drops an upload idle for an hour with its temporary file", async () => {
    let clock = Date.now();
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), "chunks-expiry-"));
    const uploads = createChunkUploads({
      paths: ["/large-file/chunk"],
      dir,
      now: () => clock,
      crossSite: () => false,
      resolveActor: async () => actingAs(people.people.uploader.id),
      store: () => Promise.reject(new Error("not here")),
      kindOf: () => FAQ_VIDEO,
    });
    const plain = http.createServer();
    uploads.attach(plain);
    await new Promise<void>((resolve) => plain.listen(0, "127.0.0.1", resolve));
    try {
      const url = `ws://127.0.0.1:${(plain.address() as AddressInfo).port}/large-file/chunk`;
      const c = await connect(url, {});
      opened.push(c);
      expect(await start(c, 100)).toMatchObject({ type: "ready" });
      c.chunk(0, Buffer.alloc(10));
      expect(await c.next()).toMatchObject({ type: "ack", offset: 10 });
      expect(fs.readdirSync(dir)).toHaveLength(1);
      clock += UPLOAD_IDLE_MS - 1000;
      expect(await uploads.sweep()).toBe(0);
      clock += 2000;
      expect(await uploads.sweep()).toBe(1);
      expect(fs.readdirSync(dir)).toHaveLength(0);
      expect(uploads.open()).toBe(0);
    } finally {
      await uploads.close();
      await new Promise((resolve) => plain.close(resolve));
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });
});
