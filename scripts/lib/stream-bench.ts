// The live count's part of `npm run bench`: 2,000 idle GET /api/notifications-v2/stream streams held open on
// the real server, its RSS per stream, and change-to-event time (a notification read through
// POST /api/notifications-v2/show until its stream brings the new count; the HTTP call included, so an
// upper bound of commit-to-event). Sessions are written straight into the server's database: 400 people
// × 5 streams (the per-person cap), with no 400 sign-ins through the rate limits.
// On SQLite (the server's file) the change goes through the same server. On PostgreSQL (`databaseUrl`) it
// may go through another server process on the same database (`via`): the streams' process then hears it
// only through pg_notify and its LISTEN connection (bus.server.ts), which is what the time measures.
import http from "node:http";
import path from "node:path";
import { createHash, randomBytes } from "node:crypto";
import SQLite from "better-sqlite3";
import pg from "pg";
import type { RealServer } from "./real-server";

export interface StreamBench {
  streams: number;
  rssBeforeBytes: number | null;
  rssAfterBytes: number | null;
  rssPerStreamBytes: number | null;
  changeToEventMs: { p50: number; max: number; samples: number };
}

const PEOPLE = 400;
const PER_PERSON = 5;
const ROUNDS = 20;
const WARM_UP = 100;

/** The few writes the bench makes behind the servers' backs, on either database. */
interface Store {
  firstUsers(limit: number): Promise<number[]>;
  addSession(userId: number, hash: string, now: string, expires: string): Promise<void>;
  /** An unread notification of this person, written without telling any bus; its id. */
  addUnread(userId: number): Promise<number>;
  /** Deletes what the bench wrote (a generated set is kept and reused): its sessions and unread rows. */
  forget(hashes: string[], userId: number): Promise<void>;
  close(): Promise<void>;
}

const SESSION_SQL =
  "insert into auth_tokens (token_hash, kind, user_id, family, flash, created_at, expires_at, last_used_at) values ($1, 'web', $2, $1, null, $3, $4, $3)";
const FORGET_SQL = "delete from notifications where user_id = $1 and type = 'SYSTEM' and text = 'bench'";
const UNREAD_SQL =
  "insert into notifications (user_id, type, text, variables, showed, create_date) values ($1, 'SYSTEM', 'bench', '[]', 0, $2)";

function sqliteStore(file: string): Store {
  const db = new SQLite(file);
  db.pragma("busy_timeout = 5000");
  // better-sqlite3 binds by position or by name: the same statements with named parameters ($1 → @p1).
  const named = (text: string) => text.replace(/\$(\d)/g, "@p$1");
  const session = db.prepare(named(SESSION_SQL));
  const unread = db.prepare(named(UNREAD_SQL));
  return {
    firstUsers: async (limit) => (db.prepare("select id from users order by id limit ?").all(limit) as { id: number }[]).map((r) => r.id),
    addSession: async (userId, hash, now, expires) => void session.run({ p1: hash, p2: userId, p3: now, p4: expires }),
    addUnread: async (userId) => Number(unread.run({ p1: userId, p2: new Date().toISOString() }).lastInsertRowid),
    forget: async (hashes, userId) => {
      const drop = db.prepare("delete from auth_tokens where token_hash = ?");
      db.transaction(() => hashes.forEach((h) => drop.run(h)))();
      db.prepare(FORGET_SQL.replace("$1", "?")).run(userId);
    },
    close: async () => void db.close(),
  };
}

async function postgresStore(url: string): Promise<Store> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  return {
    firstUsers: async (limit) =>
      (await client.query<{ id: number }>("select id from users order by id limit $1", [limit])).rows.map((r) => r.id),
    addSession: async (userId, hash, now, expires) => void (await client.query(SESSION_SQL, [hash, userId, now, expires])),
    addUnread: async (userId) =>
      Number((await client.query<{ id: number }>(`${UNREAD_SQL} returning id`, [userId, new Date().toISOString()])).rows[0]!.id),
    forget: async (hashes, userId) => {
      await client.query("delete from auth_tokens where token_hash = any($1)", [hashes]);
      await client.query(FORGET_SQL, [userId]);
    },
    close: () => client.end(),
  };
}

/** Session cookies of the first `people` people, written into the database (valid on every process of it). */
export async function benchSessions(store: Store, people: number): Promise<{ userId: number; cookie: string; hash: string }[]> {
  const now = new Date();
  const expires = new Date(now.getTime() + 86_400_000).toISOString();
  const cookies: { userId: number; cookie: string; hash: string }[] = [];
  for (const id of await store.firstUsers(people)) {
    const secret = randomBytes(32).toString("base64url");
    const hash = createHash("sha256").update(secret).digest("hex");
    await store.addSession(id, hash, now.toISOString(), expires);
    cookies.push({ userId: id, cookie: `portal_session=${secret}`, hash });
  }
  return cookies;
}

interface Open {
  request: http.ClientRequest;
  /** Resolves with each `count` event's data, in order. */
  nextCount(): Promise<string>;
}

function openStream(url: string, cookie: string): Promise<Open> {
  return new Promise((resolve, reject) => {
    const counts: string[] = [];
    const waiting: ((data: string) => void)[] = [];
    const request = http.get(url, { agent: false, headers: { Cookie: cookie, Accept: "text/event-stream" } }, (response) => {
      if (response.statusCode !== 200) return reject(new Error(`stream answered ${response.statusCode}`));
      let buffer = "";
      response.setEncoding("utf8");
      response.on("data", (chunk: string) => {
        buffer += chunk;
        let cut: number;
        while ((cut = buffer.indexOf("\n\n")) >= 0) {
          const block = buffer.slice(0, cut);
          buffer = buffer.slice(cut + 2);
          if (!block.startsWith("event: count")) continue;
          const data = block.split("\n")[1]!.slice(6);
          const waiter = waiting.shift();
          if (waiter) waiter(data);
          else counts.push(data);
        }
      });
      resolve({
        request,
        nextCount: () => (counts.length > 0 ? Promise.resolve(counts.shift()!) : new Promise((r) => waiting.push(r))),
      });
    });
    request.on("error", reject);
  });
}

export async function measureStreams(server: RealServer, options: { databaseUrl?: string; via?: RealServer } = {}): Promise<StreamBench> {
  const store = options.databaseUrl ? await postgresStore(options.databaseUrl) : sqliteStore(path.join(server.dataDir, "portal.sqlite"));
  const changer = options.via ?? server;
  const cookies = await benchSessions(store, PEOPLE);
  const url = `${server.url}/api/notifications-v2/stream`;
  // A warm-up of WARM_UP streams opened and closed, so the RSS before counts the stream code's first load
  // (and, on PostgreSQL, the LISTEN connection and the pool's) and the difference is the streams' own.
  const warm = await Promise.all(cookies.slice(0, WARM_UP).map(({ cookie }) => openStream(url, cookie)));
  await Promise.all(warm.map((s) => s.nextCount()));
  for (const s of warm) s.request.destroy();
  await new Promise((resolve) => setTimeout(resolve, 1000));
  const rssBefore = server.rssBytes();
  const streams: Open[] = [];
  for (const { cookie } of cookies) {
    const mine = await Promise.all(Array.from({ length: PER_PERSON }, () => openStream(url, cookie)));
    await Promise.all(mine.map((s) => s.nextCount()));
    streams.push(...mine);
  }
  await new Promise((resolve) => setTimeout(resolve, 2000));
  const rssAfter = server.rssBytes();

  // Change-to-event: a notification of the first person read through the API, until her stream's count moves.
  const { userId, cookie } = cookies[0]!;
  const watched = streams[0]!;
  const times: number[] = [];
  for (let i = 0; i < ROUNDS; i++) {
    // Two unread written behind the server's back, one read through it: the count it then sends is new.
    await store.addUnread(userId);
    const id = await store.addUnread(userId);
    const started = performance.now();
    const event = watched.nextCount();
    const answer = await fetch(`${changer.url}/api/notifications-v2/show`, {
      method: "POST",
      headers: { Cookie: cookie, "Content-Type": "application/json" },
      body: JSON.stringify({ id }),
    });
    await answer.arrayBuffer();
    await event;
    times.push(performance.now() - started);
  }
  for (const s of streams) s.request.destroy();
  await store.forget(
    cookies.map((c) => c.hash),
    userId,
  );
  await store.close();
  times.sort((a, b) => a - b);
  return {
    streams: streams.length,
    rssBeforeBytes: rssBefore,
    rssAfterBytes: rssAfter,
    rssPerStreamBytes: rssBefore === null || rssAfter === null ? null : Math.round((rssAfter - rssBefore) / streams.length),
    changeToEventMs: {
      p50: Number(times[Math.floor(times.length / 2)]!.toFixed(1)),
      max: Number(times.at(-1)!.toFixed(1)),
      samples: times.length,
    },
  };
}
