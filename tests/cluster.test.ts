// Three production processes on one PostgreSQL database behind nginx, round robin, no sticky sessions
// (`npm run cluster`, issue #38 point 1): what one process learns, the others know, because it lives in the
// database. Every request below names the process that answered (nginx's X-Portal-Upstream), so each claim
// is checked across processes, not within one. Needs nginx (scripts/test.sh installs it) and PostgreSQL.
import fs from "node:fs";
import path from "node:path";
import pg from "pg";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { NGINX, startCluster, type Cluster } from "../scripts/lib/cluster";
import { DEMO_ADMIN, DEMO_EDITOR, DEMO_EMPLOYEE } from "../scripts/lib/real-server";
import { createScratchDatabase, postgresAnswers, type ScratchDatabase } from "../scripts/lib/scratch-db";
import { cookieOf } from "./helpers/http";

const ready = fs.existsSync(NGINX) && (await postgresAnswers());

describe.runIf(ready)("three processes behind nginx", () => {
  let database: ScratchDatabase;
  let cluster: Cluster;
  let sql: pg.Client;

  beforeAll(async () => {
    database = await createScratchDatabase("cluster");
    // Cheap password hashes: the lockout below signs in eleven times.
    cluster = await startCluster({ databaseUrl: database.url, env: { PASSWORD_HASH_LOG2_N: "12" } });
    sql = new pg.Client({ connectionString: database.url });
    await sql.connect();
  }, 180_000);
  afterAll(async () => {
    await sql?.end();
    await cluster?.stop();
    await database?.drop();
  }, 60_000);

  const upstreamOf = (response: Response) => response.headers.get("x-portal-upstream") ?? "";

  async function call(method: "GET" | "POST", path: string, options: { token?: string; body?: unknown } = {}) {
    const response = await fetch(`${cluster.url}/api${path}`, {
      method,
      headers: {
        ...(options.token ? { Authorization: `Bearer ${options.token}` } : {}),
        ...(options.body ? { "Content-Type": "application/json" } : {}),
      },
      body: options.body ? JSON.stringify(options.body) : undefined,
    });
    const envelope = (await response.json()) as { responseCode: number; response: Record<string, unknown>; errorMessage: string | null };
    return { status: response.status, envelope, upstream: upstreamOf(response) };
  }

  it("keeps a person signed in whichever process answers", async () => {
    const signIn = await fetch(`${cluster.url}/login`, {
      method: "POST",
      redirect: "manual",
      headers: { "Content-Type": "application/x-www-form-urlencoded" },
      body: new URLSearchParams({ phone: DEMO_EMPLOYEE.username, password: DEMO_EMPLOYEE.password, next: "/" }),
    });
    expect(signIn.status).toBe(302);
    const cookie = cookieOf(signIn.headers.get("set-cookie"), "portal_session");
    const served = new Set<string>();
    for (let i = 0; i < 6; i++) {
      const page = await fetch(`${cluster.url}/`, { headers: { Cookie: cookie }, redirect: "manual" });
      expect(page.status, `${upstreamOf(page)} knows the session`).toBe(200);
      await page.arrayBuffer();
      served.add(upstreamOf(page));
    }
    expect([...served].sort()).toEqual([...cluster.upstreams].sort());
  });

  it("creates once from a form posted again to another process", async () => {
    const signIn = await call("POST", "/login", { body: { username: DEMO_EDITOR.username, password: DEMO_EDITOR.password } });
    const token = signIn.envelope.response.accessToken as string;
    const form = await fetch(`${cluster.url}/knowledge/glossary/add`, { headers: { Authorization: `Bearer ${token}` } });
    expect(form.status).toBe(200);
    const formToken = /name="formToken" value="([^"]+)"/.exec(await form.text())?.[1];
    expect(formToken).toBeTruthy();
    const post = async () => {
      const response = await fetch(`${cluster.url}/knowledge/glossary/add`, {
        method: "POST",
        redirect: "manual",
        headers: { Authorization: `Bearer ${token}`, "Content-Type": "application/x-www-form-urlencoded" },
        body: new URLSearchParams({ intent: "save", formToken: formToken!, term: "Кластер", definition: "Несколько процессов портала." }),
      });
      await response.arrayBuffer();
      return { status: response.status, location: response.headers.get("location"), upstream: upstreamOf(response) };
    };
    const first = await post();
    expect(first.status).toBe(302);
    // Posted again until each other process has had it: every one sends it to the first result.
    const served = new Set([first.upstream]);
    for (let i = 0; i < 6 && served.size < 3; i++) {
      const again = await post();
      expect(again).toMatchObject({ status: 302, location: first.location });
      served.add(again.upstream);
    }
    expect(served.size).toBe(3);
    const terms = await sql.query("select count(*)::int as n from glossary_terms where term = 'Кластер'");
    expect(terms.rows[0].n).toBe(1);
  });

  it("tells a stream held by one process of a notification written by another, and writes it once", async () => {
    const employee = (await call("POST", "/login", { body: { username: DEMO_EMPLOYEE.username, password: DEMO_EMPLOYEE.password } }))
      .envelope.response.accessToken as string;
    const admin = await sql.query("select id from users where phone = $1", [DEMO_ADMIN.username]);
    const adminId = admin.rows[0].id as number;
    const { rows } = await sql.query(
      `select p.id from posts p where p.group_id is null and p.status = 'PUBLISHED' and p.is_delete = 0 and p.author_id <> $1
         and not exists (select 1 from post_comments c where c.post_id = p.id and c.author_id = $1) order by p.id limit 1`,
      [adminId],
    );
    const postId = rows[0].id as number;
    const before = (await sql.query("select count(*)::int as n from notifications where user_id = $1", [adminId])).rows[0].n as number;

    // The administrator's live count, open on every process (round robin gives each stream the next one).
    const adminToken = (await call("POST", "/login", { body: { username: DEMO_ADMIN.username, password: DEMO_ADMIN.password } })).envelope
      .response.accessToken as string;
    const open = async () => {
      const stop = new AbortController();
      const opened = await fetch(`${cluster.url}/api/notifications-v2/stream`, {
        headers: { Authorization: `Bearer ${adminToken}` },
        signal: stop.signal,
      });
      expect(opened.status).toBe(200);
      const events = readEvents(opened.body!);
      expect((await events.next()).event).toBe("count");
      return { stop, events, upstream: upstreamOf(opened) };
    };
    const streams: Awaited<ReturnType<typeof open>>[] = [];
    for (let i = 0; i < 6 && new Set(streams.map((s) => s.upstream)).size < 3; i++) streams.push(await open());
    expect(new Set(streams.map((s) => s.upstream)).size).toBe(3);

    const comment = await call("POST", "/posts/comments/create", {
      token: employee,
      body: { postId, note: "Посмотрите, пожалуйста", notifyUserIds: [adminId] },
    });
    expect(comment.envelope.responseCode).toBe(0);
    // Two of the three streams are held by processes that did not write the comment.
    for (const stream of streams) {
      let heard = await stream.events.next();
      while (heard.event !== "notification") heard = await stream.events.next();
      stream.stop.abort();
    }

    // Three processes pass over the outbox every 2 s: the event still makes one notification.
    await new Promise((resolve) => setTimeout(resolve, 4_500));
    const after = (await sql.query("select count(*)::int as n from notifications where user_id = $1", [adminId])).rows[0].n as number;
    expect(after - before).toBe(1);
  }, 30_000);

  it("serves an editor image and a profile photo uploaded through one process from every process, with no shared disk", async () => {
    const tokenOf = async (account: { username: string; password: string }) =>
      (await call("POST", "/login", { body: account })).envelope.response.accessToken as string;
    const [employee, admin] = await Promise.all([tokenOf(DEMO_EMPLOYEE), tokenOf(DEMO_ADMIN)]);
    const jpeg = (background: string) =>
      sharp({ create: { width: 64, height: 48, channels: 3, background } })
        .jpeg()
        .toBuffer();
    /** Reads `address` until each process has answered it, every time with the same JPEG of this width. */
    async function readEverywhere(address: string, token: string, width: number) {
      const served = new Set<string>();
      let first: Buffer | null = null;
      for (let i = 0; i < 6 && served.size < 3; i++) {
        const response = await fetch(`${cluster.url}${address}`, { headers: { Authorization: `Bearer ${token}` } });
        expect(response.status, `${upstreamOf(response)} has ${address}`).toBe(200);
        const bytes = Buffer.from(await response.arrayBuffer());
        first ??= bytes;
        expect(bytes.equals(first), upstreamOf(response)).toBe(true);
        served.add(upstreamOf(response));
      }
      expect(served.size).toBe(3);
      expect((await sharp(first!).metadata()).width).toBe(width);
    }

    // The editor's multipart upload; read back by its uploader (the only reader of an image not yet in a text).
    const image = await jpeg("#2255aa");
    const form = new FormData();
    form.append("image", new Blob([image], { type: "image/jpeg" }), "схема.jpg");
    const uploaded = await fetch(`${cluster.url}/api/froala/upload`, {
      method: "POST",
      headers: { Authorization: `Bearer ${employee}` },
      body: form,
    });
    expect(uploaded.status).toBe(200);
    const { link } = (await uploaded.json()) as { link: string };
    await readEverywhere(link, employee, 64);

    // A profile photo: made into 400 and 96 px JPEGs by one process, shown to any signed-in person by all.
    const photo = await call("POST", "/user/update-avatar", {
      token: employee,
      body: { image: (await jpeg("#aa5522")).toString("base64") },
    });
    expect(photo.envelope.responseCode).toBe(0);
    const { filePath, smallPath } = photo.envelope.response as { filePath: string; smallPath: string };
    for (const [address, width] of [
      [filePath, 400],
      [smallPath, 96],
    ] as const) {
      await readEverywhere(address, admin, width);
    }

    // Nothing of either on any process's disk: all in the bucket.
    for (const process of cluster.processes) {
      expect(fs.readdirSync(process.dataDir).filter((name) => ["files", "avatars"].includes(name))).toEqual([]);
    }
    expect(fs.existsSync(path.join(cluster.dir, "s3rver"))).toBe(true);
  });

  it("counts failed sign-ins across processes: the eleventh attempt is refused wherever it lands (last: it locks the employee out)", async () => {
    const served = new Set<string>();
    for (let i = 0; i < 10; i++) {
      const wrong = await call("POST", "/login", { body: { username: DEMO_EMPLOYEE.username, password: "not-the-password" } });
      expect(wrong.envelope.responseCode).not.toBe(0);
      served.add(wrong.upstream);
    }
    expect(served.size).toBe(3);
    const right = await call("POST", "/login", { body: { username: DEMO_EMPLOYEE.username, password: DEMO_EMPLOYEE.password } });
    expect(right.envelope.errorMessage).toBe("Слишком много неудачных попыток входа. Попробуйте через 15 минут.");
  });
});

/** Server-Sent Events of a stream, one at a time. */
function readEvents(body: ReadableStream<Uint8Array>) {
  const reader = body.getReader();
  const decoder = new TextDecoder();
  let buffer = "";
  return {
    async next(): Promise<{ event: string; data: string }> {
      for (;;) {
        const end = buffer.indexOf("\n\n");
        if (end >= 0) {
          const block = buffer.slice(0, end);
          buffer = buffer.slice(end + 2);
          const event = /^event: (.*)$/m.exec(block)?.[1];
          if (event) return { event, data: /^data: (.*)$/m.exec(block)?.[1] ?? "" };
          continue;
        }
        const { value, done } = await reader.read();
        if (done) throw new Error("the stream ended");
        buffer += decoder.decode(value, { stream: true });
      }
    },
  };
}
