// Request bodies are bounded before they are read: a page form post (2 MB urlencoded, the route's
// upload limit multipart), an /api JSON call (1 MB unless the call says more) and the editor upload are
// refused with 413 and a Russian message as soon as the declared length or the counted bytes pass the
// limit, and the connection is closed instead of reading the rest. The real build behind the real app.
import http from "node:http";
import path from "node:path";
import { pathToFileURL } from "node:url";
import type { ServerBuild } from "@remix-run/node";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createPerson, createTestPortal, type TestPortal } from "./helpers/portal";
import { api, signInWithForm, startTestServer, type TestServer } from "./helpers/http";

const MB = 1024 * 1024;
const TOO_LARGE = "Запрос слишком большой";

interface BigPost {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: string;
  /** Bytes the client managed to hand to its socket before the answer came. */
  sent: number;
}

/**
 * Posts `bytes` bytes of body generated chunk by chunk (nothing is allocated whole), with a declared
 * Content-Length or chunked. Resolves with the answer as soon as it is complete, whatever the server
 * did with the rest of the body.
 */
function bigPost(
  url: string,
  options: {
    bytes: number;
    contentType: string;
    declareLength: boolean;
    prefix?: string;
    suffix?: string;
    headers?: Record<string, string>;
  },
): Promise<BigPost> {
  return new Promise((resolve, reject) => {
    const target = new URL(url);
    const headers: Record<string, string | number> = { "Content-Type": options.contentType, ...options.headers };
    if (options.declareLength) headers["Content-Length"] = options.bytes;
    const req = http.request({ host: target.hostname, port: target.port, path: target.pathname + target.search, method: "POST", headers });
    const chunk = Buffer.alloc(64 * 1024, "a");
    let sent = 0;
    let answered = false;
    req.on("response", (res) => {
      const parts: Buffer[] = [];
      res.on("data", (c: Buffer) => parts.push(c));
      res.on("end", () => {
        answered = true;
        resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(parts).toString("utf8"), sent });
        req.destroy();
      });
    });
    req.on("error", (error) => {
      if (!answered) setTimeout(() => !answered && reject(error), 2000);
    });
    const pump = () => {
      if (sent === 0 && options.prefix) {
        req.write(options.prefix);
        sent += options.prefix.length;
      }
      while (sent < options.bytes && !answered && !req.destroyed) {
        const piece = chunk.subarray(0, Math.min(chunk.length, options.bytes - sent));
        sent += piece.length;
        if (!req.write(piece)) {
          req.once("drain", pump);
          return;
        }
      }
      if (!req.destroyed && !answered) req.end(options.suffix);
    };
    pump();
  });
}

describe("request body limits", () => {
  let portal: TestPortal;
  let server: TestServer;
  let session: string;
  let token: string;
  let personId: number;

  beforeAll(async () => {
    const build = (await import(pathToFileURL(path.resolve("build/index.js")).href)) as ServerBuild;
    portal = await createTestPortal("sqlite", { realClock: true });
    const person = await createPerson(portal, { password: "limits-123" });
    personId = person.id;
    server = await startTestServer(portal, { build });
    session = await signInWithForm(server, person.phone, "limits-123");
    token = (await api(server, "POST", "/login", { body: { username: person.phone, password: "limits-123" } })).envelope.response
      .accessToken;
  });
  afterAll(async () => {
    await server?.close();
    await portal?.dispose();
  });

  it("answers an anonymous chunked 200 MB sign-in post with 413 without reading it or growing", async () => {
    global.gc?.();
    const before = process.memoryUsage().rss;
    const answer = await bigPost(`${server.url}/login`, {
      bytes: 200 * MB,
      contentType: "application/x-www-form-urlencoded",
      declareLength: false,
      prefix: "phone=",
    });
    const grown = process.memoryUsage().rss - before;
    expect(answer.status).toBe(413);
    expect(answer.headers["content-type"]).toContain("text/html");
    expect(answer.body).toContain(TOO_LARGE);
    expect(answer.headers.connection).toBe("close");
    expect(answer.sent).toBeLessThan(50 * MB);
    expect(grown).toBeLessThan(50 * MB);
  });

  it("refuses a declared 200 MB page post at once, before any of it is read", async () => {
    const answer = await bigPost(`${server.url}/login`, {
      bytes: 200 * MB,
      contentType: "application/x-www-form-urlencoded",
      declareLength: true,
    });
    expect(answer.status).toBe(413);
    expect(answer.body).toContain(TOO_LARGE);
    expect(answer.sent).toBeLessThan(50 * MB);
  });

  it("lets a page form post of 1.5 MB through and refuses one of 2.5 MB", async () => {
    const field = (n: number) => `phone=1&password=${"x".repeat(n)}`;
    const small = await fetch(`${server.url}/login`, {
      method: "POST",
      redirect: "manual",
      headers: { "Content-Type": "application/x-www-form-urlencoded" },
      body: field(1.5 * MB),
    });
    expect(small.status).not.toBe(413);
    const big = await bigPost(`${server.url}/login`, {
      bytes: 2.5 * MB,
      contentType: "application/x-www-form-urlencoded",
      declareLength: false,
      prefix: "phone=1&password=",
    });
    expect(big.status).toBe(413);
  });

  it("bounds a multipart page post by the route's upload limit (the photo: 10 MB)", async () => {
    const multipart = "multipart/form-data; boundary=XyZ";
    const declared = await bigPost(`${server.url}/user/${personId}`, {
      bytes: 12 * MB,
      contentType: multipart,
      declareLength: true,
      headers: { Cookie: session },
    });
    expect(declared.status).toBe(413);
    expect(declared.body).toContain(TOO_LARGE);
    const streamed = await bigPost(`${server.url}/user/${personId}`, {
      bytes: 40 * MB,
      contentType: multipart,
      declareLength: false,
      headers: { Cookie: session },
      prefix: '--XyZ\r\nContent-Disposition: form-data; name="avatar"; filename="a.jpg"\r\nContent-Type: image/jpeg\r\n\r\n',
    });
    expect(streamed.status).toBe(413);
    expect(streamed.sent).toBeLessThan(30 * MB);
    // Within the limit the photo is taken (streamed to a temporary file, then stored).
    const form = new FormData();
    const jpeg = await sharp({ create: { width: 200, height: 200, channels: 3, background: { r: 0, g: 80, b: 160 } } })
      .jpeg()
      .toBuffer();
    form.append("avatar", new Blob([jpeg], { type: "image/jpeg" }), "я.jpg");
    const taken = await fetch(`${server.url}/user/${personId}`, {
      method: "POST",
      redirect: "manual",
      headers: { Cookie: session },
      body: form,
    });
    expect(taken.status).toBe(302);
    expect(await (await fetch(`${server.url}/user/${personId}`, { headers: { Cookie: session } })).text()).toMatch(
      /\/avatars\/[\w.-]+\.jpg/,
    );
    // A form that takes no files keeps the 2 MB limit for multipart too.
    const noUploads = await bigPost(`${server.url}/settings/lite`, {
      bytes: 3 * MB,
      contentType: multipart,
      declareLength: true,
      headers: { Cookie: session },
    });
    expect(noUploads.status).toBe(413);
  });

  it("streams a composer's video to 500 MB to disk and answers a bigger one beside the video field", async () => {
    global.gc?.();
    const before = process.memoryUsage().rss;
    const streamed = await bigPost(`${server.url}/?index`, {
      bytes: 500 * MB + MB,
      contentType: "multipart/form-data; boundary=XyZ",
      declareLength: false,
      headers: { Cookie: session },
      prefix: '--XyZ\r\nContent-Disposition: form-data; name="videos"; filename="big.mp4"\r\nContent-Type: video/mp4\r\n\r\n',
      // The text typed comes after the file in the body: it is still read and shown again.
      suffix: '\r\n--XyZ\r\nContent-Disposition: form-data; name="text"\r\n\r\nТекст после видео\r\n--XyZ--\r\n',
    });
    // The composer again (400), its video field saying why; all of it was read, not refused at the door.
    expect(streamed.status).toBe(400);
    expect(streamed.body).toMatch(/Видео \(до 2 файлов[^<]*<\/span><input[^>]*name="videos"[^>]*aria-invalid="true"/);
    expect(streamed.body).toContain("Размер файла превышает 500 МБ");
    expect(streamed.body).toContain("Текст после видео</textarea>");
    expect(streamed.sent).toBeGreaterThan(500 * MB);
    // Not held in memory on its way (the server runs in this process).
    expect(process.memoryUsage().rss - before).toBeLessThan(100 * MB);
    // Half a gigabyte through the whole stack: seconds alone, more beside the other test files.
  }, 90_000);

  it("answers a multipart post cut short with 400, not a server error", async () => {
    const cut = await bigPost(`${server.url}/?index`, {
      bytes: MB,
      contentType: "multipart/form-data; boundary=XyZ",
      declareLength: false,
      headers: { Cookie: session },
      prefix: '--XyZ\r\nContent-Disposition: form-data; name="videos"; filename="cut.mp4"\r\nContent-Type: video/mp4\r\n\r\n',
    });
    expect(cut.status).toBe(400);
    expect(cut.body).not.toContain("malformed");
  });

  it("answers an /api JSON body over 1 MB with 413 and the envelope, declared or chunked", async () => {
    for (const declareLength of [true, false]) {
      const answer = await bigPost(`${server.url}/api/login`, {
        bytes: 200 * MB,
        contentType: "application/json",
        declareLength,
        prefix: '{"username":"',
      });
      expect(answer.status).toBe(413);
      expect(answer.sent).toBeLessThan(50 * MB);
      expect(JSON.parse(answer.body)).toEqual({ responseCode: 1, response: null, errorMessage: expect.stringContaining(TOO_LARGE) });
    }
  });

  it("keeps a call's larger limit for signed-in people only (POST /file/save: 45 MB)", async () => {
    const json = { contentType: "application/json", declareLength: true, bytes: 5 * MB };
    const anonymous = await bigPost(`${server.url}/api/file/save`, json);
    expect(anonymous.status).toBe(413);
    const signedIn = await bigPost(`${server.url}/api/file/save`, {
      ...json,
      headers: { Authorization: `Bearer ${token}` },
      prefix: '{"originalFileName":"a.pdf","fileType":"WIKI_DOCUMENT","base64File":"',
    });
    // Read whole and parsed: the body is cut short, so it is malformed JSON, not too large.
    expect(signedIn.status).toBe(400);
  });

  it("closes the connection of an editor upload past its limit instead of reading the rest", async () => {
    const answer = await bigPost(`${server.url}/api/froala/upload`, {
      bytes: 200 * MB,
      contentType: "multipart/form-data; boundary=XyZ",
      declareLength: false,
      headers: { Authorization: `Bearer ${token}` },
      prefix: '--XyZ\r\nContent-Disposition: form-data; name="file"; filename="a.pdf"\r\nContent-Type: application/pdf\r\n\r\n',
    });
    expect(answer.status).toBe(413);
    expect(answer.headers.connection).toBe("close");
    expect(answer.sent).toBeLessThan(80 * MB);
  });
});
