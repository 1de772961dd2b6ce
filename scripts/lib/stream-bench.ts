// The live count's part of `npm run bench`: 2,000 idle GET /api/notifications-v2/stream streams held open on
// the real server (SQLite), its RSS per stream, and change-to-event time (a notification read through
// POST /api/notifications-v2/show until its stream brings the new count; the HTTP call included, so an
// upper bound of commit-to-event). Sessions are written straight into the server's database: 400 people
// × 5 streams (the per-person cap), with no 400 sign-ins through the rate limits.
import http from "node:http";
import path from "node:path";
import { createHash, randomBytes } from "node:crypto";
import SQLite from "better-sqlite3";
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

export async function measureStreams(server: RealServer): Promise<StreamBench> {
  const db = new SQLite(path.join(server.dataDir, "portal.sqlite"));
  db.pragma("busy_timeout = 5000");
  const now = new Date();
  const expires = new Date(now.getTime() + 86_400_000).toISOString();
  const users = db.prepare("select id from users order by id limit ?").all(PEOPLE) as { id: number }[];
  const insert = db.prepare(
    "insert into auth_tokens (token_hash, kind, user_id, family, flash, created_at, expires_at, last_used_at) values (?, 'web', ?, ?, null, ?, ?, ?)",
  );
  const cookies = users.map(({ id }) => {
    const secret = randomBytes(32).toString("base64url");
    const hash = createHash("sha256").update(secret).digest("hex");
    insert.run(hash, id, hash, now.toISOString(), expires, now.toISOString());
    return { userId: id, cookie: `portal_session=${secret}` };
  });
  const url = `${server.url}/api/notifications-v2/stream`;
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
  const add = db.prepare(
    "insert into notifications (user_id, type, text, variables, showed, create_date) values (?, 'SYSTEM', 'bench', '[]', 0, ?)",
  );
  const watched = streams[0]!;
  const times: number[] = [];
  for (let i = 0; i < ROUNDS; i++) {
    // Two unread written behind the server's back, one read through it: the count it then sends is new.
    add.run(userId, new Date().toISOString());
    const id = Number(add.run(userId, new Date().toISOString()).lastInsertRowid);
    const started = performance.now();
    const event = watched.nextCount();
    const answer = await fetch(`${server.url}/api/notifications-v2/show`, {
      method: "POST",
      headers: { Cookie: cookie, "Content-Type": "application/json" },
      body: JSON.stringify({ id }),
    });
    await answer.arrayBuffer();
    await event;
    times.push(performance.now() - started);
  }
  for (const s of streams) s.request.destroy();
  db.close();
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
