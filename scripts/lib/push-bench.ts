// Push throughput for `npm run bench` (issue #13 "Scale and speed"): 2,000 devices of 2,000 distinct
// people (their subscriptions written straight into web_push_subscriptions, each with a browser's P-256
// key and auth secret, under a sign-in that lives in auth_tokens), one SYSTEM_WELCOME notification to
// all of them through the portal's engine (notify() in one transaction, as a producer's outbox handler
// does), and the time from its commit until a local HTTPS push service has received all 2,000 pushes.
// The push service is a child process (its TLS and reading off the sender's CPU budget); it only counts,
// and the first push it got is decrypted here as the browser would and its VAPID signature checked, so
// what is counted is what a real service would accept.
// Who sends:
// - PostgreSQL: the real server. The bench opens the portal on the same database only to write (its own
//   push kicks stopped, so it sends nothing); notify()'s pg_notify reaches the server at commit, whose
//   push consumer builds the messages and sends them. The server runs with WEB_PUSH_ALLOWED_HOSTS and
//   NODE_EXTRA_CA_CERTS naming the receiver (see pushServerEnv).
// - SQLite: the bus is in-process (bus.server.ts), so a server would only see the event on its minutely
//   outbox pass: the portal opened in the bench process sends, with webPush {allowedHosts, agent}. The
//   same engine and sender, in another process; no server runs on that file meanwhile.
import fs from "node:fs";
import https from "node:https";
import os from "node:os";
import path from "node:path";
import { openPortal } from "../../app/portal/open.server";
import { notify } from "../../app/features/notifications/index.server";
import {
  browserSubscription,
  decryptPush,
  verifyVapid,
  writeSelfSignedCertificate,
  type BrowserSubscription,
} from "../../tests/helpers/push";
import { claimsPersonPhone } from "./claims-generate";
import { freePort, startNode, type Child } from "./real-server";
import { createHash, randomBytes } from "node:crypto";

export const PUSH_DEVICES = 2_000;
const TIMEOUT_MS = 180_000;

export interface PushBench {
  devices: number;
  received: number;
  /** notify()'s transaction for all of them. */
  notifyMs: number;
  /** From that commit until the first and the last push arrived. */
  firstPushMs: number | null;
  lastPushMs: number | null;
  pushesPerSecond: number | null;
  sentBy: "server" | "bench process";
}

// Counts what arrives and reports on stdout: "first <json>" for the first push, "got <n>" every 100.
const RECEIVER = `const fs = require("node:fs");
let n = 0;
require("node:https").createServer({ key: fs.readFileSync(process.env.KEY), cert: fs.readFileSync(process.env.CERT) }, (req, res) => {
  const chunks = [];
  req.on("data", (c) => chunks.push(c));
  req.on("end", () => {
    res.writeHead(201).end();
    n++;
    if (n === 1) console.log("first " + JSON.stringify({ path: req.url, authorization: req.headers.authorization, body: Buffer.concat(chunks).toString("base64") }));
    if (n % 100 === 0) console.log("got " + n);
  });
}).listen(Number(process.env.PORT), "127.0.0.1", () => console.log("ready"));`;

export interface PushReceiverProcess {
  host: string;
  /** The receiver's self-signed certificate (for NODE_EXTRA_CA_CERTS) and an agent that trusts it. */
  certFile: string;
  agent: https.Agent;
  child: Child;
  /** Resolves with the time each count was reported, and the first push. */
  until(count: number): Promise<{ first: { path: string; authorization: string; body: string }; firstAt: number; lastAt: number }>;
  stop(): Promise<void>;
}

export async function startPushReceiverProcess(): Promise<PushReceiverProcess> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "push-bench-"));
  const { keyFile: key, certFile } = writeSelfSignedCertificate(dir);
  const port = await freePort();
  const child = startNode(["-e", RECEIVER], { ...process.env, KEY: key, CERT: certFile, PORT: String(port) });
  let first: { path: string; authorization: string; body: string } | null = null;
  let firstAt = 0;
  let got = 0;
  let gotAt = 0;
  let buffer = "";
  const listeners = new Set<() => void>();
  child.process.stdout!.on("data", (chunk: Buffer) => {
    buffer += chunk.toString("utf8");
    let cut: number;
    while ((cut = buffer.indexOf("\n")) >= 0) {
      const line = buffer.slice(0, cut);
      buffer = buffer.slice(cut + 1);
      if (line.startsWith("first ")) [first, firstAt] = [JSON.parse(line.slice(6)) as typeof first, performance.now()];
      else if (line.startsWith("got ")) [got, gotAt] = [Number(line.slice(4)), performance.now()];
      listeners.forEach((l) => l());
    }
  });
  await new Promise<void>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`push receiver did not start:\n${child.output()}`)), 10_000);
    listeners.add(() => child.output().includes("ready") && (clearTimeout(timer), resolve()));
  });
  listeners.clear();
  return {
    host: `127.0.0.1:${port}`,
    certFile,
    // Kept connections, as the portal's own agent keeps them with the real push services.
    agent: new https.Agent({ ca: fs.readFileSync(certFile), keepAlive: true, maxSockets: 16 }),
    child,
    until: (count) =>
      new Promise((resolve, reject) => {
        const timer = setTimeout(
          () => reject(new Error(`the push service got ${got} of ${count} pushes in ${TIMEOUT_MS / 1000} s`)),
          TIMEOUT_MS,
        );
        const check = () => {
          if (got < count || !first) return;
          clearTimeout(timer);
          listeners.delete(check);
          resolve({ first, firstAt, lastAt: gotAt });
        };
        listeners.add(check);
        check();
      }),
    async stop() {
      await child.stop();
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
}

/** What the server under test needs in its environment to send to this receiver. */
export const pushServerEnv = (receiver: PushReceiverProcess): Record<string, string> => ({
  WEB_PUSH_ALLOWED_HOSTS: receiver.host,
  NODE_EXTRA_CA_CERTS: receiver.certFile,
});

/**
 * Measures push throughput on the set's database. PostgreSQL: the real server (started with
 * pushServerEnv) sends; SQLite: the bench process does, and no server may run on the file.
 */
export async function measurePush(set: { dataDir: string; databaseUrl?: string }, receiver: PushReceiverProcess): Promise<PushBench> {
  const byServer = Boolean(set.databaseUrl);
  const portal = await openPortal(
    { databaseUrl: set.databaseUrl, sqliteFile: path.join(set.dataDir, "portal.sqlite"), dataDir: set.dataDir, seedDemo: false },
    { sms: { send: async () => {} }, webPush: { allowedHosts: [receiver.host], agent: receiver.agent } },
  );
  const db = portal.db.kysely;
  const ours = `https://${receiver.host.split(":")[0]}:%`;
  const at = new Date().toISOString();
  try {
    if (byServer) await portal.services.webPush.stop(); // the server's consumer sends, not this process's
    // Generated people (phones 96…): no notification preferences, so every one of them wants the push.
    const people = (
      await db
        .selectFrom("users")
        .select("id")
        .where("phone", ">=", claimsPersonPhone(0))
        .where("phone", "<=", claimsPersonPhone(99_999_999))
        .where("blocked", "=", 0)
        .orderBy("id")
        .limit(PUSH_DEVICES)
        .execute()
    ).map((r) => r.id);
    if (people.length < PUSH_DEVICES) throw new Error(`only ${people.length} generated people for ${PUSH_DEVICES} devices`);
    const devices = new Map<string, BrowserSubscription>();
    const expires = new Date(Date.now() + 86_400_000).toISOString();
    await db.deleteFrom("web_push_subscriptions").where("endpoint", "like", ours).execute(); // an interrupted run's
    await db.transaction().execute(async (trx) => {
      for (let i = 0; i < people.length; i += 500) {
        const rows = people.slice(i, i + 500).map((userId) => {
          const family = createHash("sha256").update(randomBytes(32)).digest("hex");
          const device = browserSubscription(`https://${receiver.host}/push/${userId}`);
          devices.set(`/push/${userId}`, device);
          const keys = (JSON.parse(device.token) as { keys: { p256dh: string; auth: string } }).keys;
          return { userId, family, endpoint: device.endpoint, ...keys };
        });
        await trx
          .insertInto("auth_tokens")
          .values(
            rows.map((r) => ({
              token_hash: r.family,
              kind: "web",
              user_id: r.userId,
              family: r.family,
              flash: null,
              created_at: at,
              expires_at: expires,
              last_used_at: at,
            })),
          )
          .execute();
        await trx
          .insertInto("web_push_subscriptions")
          .values(
            rows.map((r) => ({
              user_id: r.userId,
              family: r.family,
              endpoint: r.endpoint,
              p256dh: r.p256dh,
              auth: r.auth,
              created_at: at,
            })),
          )
          .execute();
      }
    });
    const arrived = receiver.until(people.length);
    const started = performance.now();
    await db.transaction().execute((trx) => notify(trx, { recipients: people, type: "SYSTEM_WELCOME", variables: [], at }));
    const committed = performance.now();
    const { first, firstAt, lastAt } = await arrived;
    // The first push as the browser reads it: decrypted with its device's keys, signed with the portal's VAPID key.
    const device = devices.get(first.path);
    if (!device) throw new Error(`a push to an unknown endpoint ${first.path}`);
    const push = { path: first.path, headers: { authorization: first.authorization }, body: Buffer.from(first.body, "base64") };
    verifyVapid(push, device.endpoint);
    const payload = decryptPush(push, device) as { id?: unknown };
    if (typeof payload.id !== "number") throw new Error(`a push without a notification: ${JSON.stringify(payload)}`);
    const seconds = (lastAt - committed) / 1000;
    return {
      devices: people.length,
      received: people.length,
      notifyMs: Number((committed - started).toFixed(1)),
      firstPushMs: Number((firstAt - committed).toFixed(1)),
      lastPushMs: Number((lastAt - committed).toFixed(1)),
      pushesPerSecond: seconds > 0 ? Math.round(people.length / seconds) : null,
      sentBy: byServer ? "server" : "bench process",
    };
  } finally {
    if (!byServer) await portal.services.webPush.sender.idle();
    // The cached set stays as it was built: these devices, their sign-ins and the welcome go.
    const gone = await db.deleteFrom("web_push_subscriptions").where("endpoint", "like", ours).returning("family").execute();
    for (let i = 0; i < gone.length; i += 500)
      await db
        .deleteFrom("auth_tokens")
        .where(
          "family",
          "in",
          gone.slice(i, i + 500).map((g) => g.family),
        )
        .execute();
    await db.deleteFrom("notifications").where("type", "=", "SYSTEM_WELCOME").where("create_date", "=", at).execute();
    await portal.close();
  }
}
