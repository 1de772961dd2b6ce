// A busy process is slow, never broken (issue #38, point 3): it serves a bounded number of requests at
// once, lets a short queue wait, and answers the rest 503 with Retry-After and a plain Russian page (the
// envelope on /api); a page still being rendered for someone who waits is never cut into a 500. The real
// Remix build behind the real Express app, with the gate's limits set small so one held request fills it.
import http from "node:http";
import net from "node:net";
import path from "node:path";
import { pathToFileURL } from "node:url";
import type { ServerBuild } from "@remix-run/node";
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { createPerson, createTestPortal, type TestPortal } from "./helpers/portal";
import { api, startTestServer, type TestServer } from "./helpers/http";
import type { LoadGate } from "../server/load-gate";
import { overload } from "../app/shared/messages.server";
import { failure } from "../app/shared/envelope";

describe("a process at its limit", () => {
  let portal: TestPortal;
  let server: TestServer;
  let gate: LoadGate;
  let token: string;
  const held: net.Socket[] = [];

  beforeAll(async () => {
    const build = (await import(pathToFileURL(path.resolve("build/index.js")).href)) as ServerBuild;
    portal = await createTestPortal("sqlite", { realClock: true });
    const me = await createPerson(portal, { password: "employee-1" });
    server = await startTestServer(portal, {
      build,
      requestLimits: { maxActive: 1, maxQueued: 2, maxWaitMs: 400, maxWaitWriteMs: 400 },
      onGate: (g) => (gate = g),
    });
    token = (await api(server, "POST", "/login", { body: { username: me.phone, password: "employee-1" } })).envelope.response
      .accessToken as string;
  });
  afterEach(() => {
    for (const socket of held.splice(0)) socket.destroy();
  });
  afterAll(async () => {
    await server?.close();
    await portal?.dispose();
  });

  /** A form post whose body never finishes arriving: it holds the one place until its socket closes. */
  async function holdThePlace(): Promise<void> {
    const { port } = new URL(server.url);
    const socket = net.connect(Number(port), "127.0.0.1");
    held.push(socket);
    await new Promise((resolve) => socket.once("connect", resolve));
    socket.write(
      "POST /login HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/x-www-form-urlencoded\r\nContent-Length: 1000\r\n\r\nphone=9",
    );
    await vi.waitFor(() => expect(gate.stats().active).toBe(1));
    // Still held a moment later: the page waits for the rest of the body.
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(gate.stats().active).toBe(1);
  }

  it("serves what arrives while it has room", async () => {
    const answers = await Promise.all([1, 2, 3].map(() => fetch(`${server.url}/login`)));
    expect(answers.map((a) => a.status)).toEqual([200, 200, 200]);
    await Promise.all(answers.map((a) => a.text()));
    await vi.waitFor(() => expect(gate.stats()).toMatchObject({ active: 0, queued: 0 }));
  });

  it("lets a page wait its turn, then answers 503 with Retry-After and a page that reloads itself", async () => {
    await holdThePlace();
    const answer = await fetch(`${server.url}/login?next=%2Fcontacts`);
    expect(answer.status).toBe(503);
    expect(answer.headers.get("retry-after")).toBe("5");
    const html = await answer.text();
    expect(html).toContain(overload.title);
    expect(html).toContain(overload.read);
    // Reloads without a script (lite mode, JavaScript off), and the link asks the same address again.
    expect(html).toContain('<meta http-equiv="refresh" content="5">');
    expect(html).toContain('href="/login?next=%2Fcontacts"');
    expect(html).not.toContain("<script");
  });

  it("answers /api with the envelope, and a refused form post tells the person to send it again", async () => {
    await holdThePlace();
    const call = await api(server, "GET", "/notifications-v2/list", { token });
    expect(call.status).toBe(503);
    expect(call.envelope).toEqual(failure(overload.api));

    const post = await fetch(`${server.url}/login`, {
      method: "POST",
      headers: { "Content-Type": "application/x-www-form-urlencoded" },
      body: new URLSearchParams({ phone: "9000000001", password: "x" }),
    });
    expect(post.status).toBe(503);
    const html = await post.text();
    expect(html).toContain(overload.write);
    expect(html).not.toContain("http-equiv");
  });

  it("refuses at once what the full queue has no room for, and serves the queue when the place frees", async () => {
    await holdThePlace();
    const waiting = [fetch(`${server.url}/login`), fetch(`${server.url}/login`)];
    await vi.waitFor(() => expect(gate.stats().queued).toBe(2));
    const started = Date.now();
    const refused = await fetch(`${server.url}/login`);
    expect(refused.status).toBe(503);
    expect(Date.now() - started).toBeLessThan(300);
    for (const socket of held.splice(0)) socket.destroy();
    const served = await Promise.all(waiting);
    expect(served.map((a) => a.status)).toEqual([200, 200]);
    await Promise.all(served.map((a) => a.text()));
    await vi.waitFor(() => expect(gate.stats()).toMatchObject({ active: 0, queued: 0 }));
  });

  it("forgets a request whose person left while it waited", async () => {
    await holdThePlace();
    const leaving = new AbortController();
    const gone = fetch(`${server.url}/login`, { signal: leaving.signal }).catch(() => "left");
    await vi.waitFor(() => expect(gate.stats().queued).toBe(1));
    leaving.abort();
    expect(await gone).toBe("left");
    await vi.waitFor(() => expect(gate.stats().queued).toBe(0));
  });

  it("keeps live streams out of the count: the bell's stream opens while every place is taken", async () => {
    await holdThePlace();
    const stream = new AbortController();
    const answer = await fetch(`${server.url}/api/notifications-v2/stream`, {
      headers: { Authorization: `Bearer ${token}` },
      signal: stream.signal,
    });
    expect(answer.status).toBe(200);
    expect(answer.headers.get("content-type")).toContain("text/event-stream");
    stream.abort();
  });
});

describe("a page rendered on a busy machine", () => {
  let portal: TestPortal;
  let server: TestServer;

  beforeAll(async () => {
    const build = (await import(pathToFileURL(path.resolve("build/index.js")).href)) as ServerBuild;
    portal = await createTestPortal("sqlite", { realClock: true });
    server = await startTestServer(portal, { build });
  });
  afterAll(async () => {
    vi.useRealTimers();
    await server?.close();
    await portal?.dispose();
  });

  it("is sent whole however long its render takes by the clock, never cut into a 500", async () => {
    // The clock runs ahead of the work, as on a machine where 200 people wait: every turn of the event loop
    // the render spends, six seconds pass. The render once stopped itself after five.
    // (node:http as the client: fetch keeps its own timeouts on the same clock.)
    vi.useFakeTimers({ toFake: ["setTimeout", "clearTimeout"] });
    let done = false;
    const answer = new Promise<{ status: number; body: string }>((resolve, reject) => {
      http
        .get(`${server.url}/login`, (res) => {
          let body = "";
          res.setEncoding("utf8");
          res.on("data", (chunk: string) => (body += chunk));
          res.on("end", () => resolve({ status: res.statusCode ?? 0, body }));
        })
        .on("error", reject);
    }).finally(() => (done = true));
    for (let turn = 0; !done && turn < 1_000; turn++) {
      vi.advanceTimersByTime(6_000);
      await new Promise((resolve) => setImmediate(resolve));
    }
    vi.useRealTimers();
    expect(done, "the page was answered").toBe(true);
    const page = await answer;
    expect(page.status).toBe(200);
    expect(page.body).toContain("</html>");
  });
});
