// Web push in tests: a browser's side of a subscription (its P-256 key pair and auth secret, so what the
// portal sends can be decrypted) and a local HTTPS push service that records, decrypts and answers.
// The receiver's certificate is made by openssl for 127.0.0.1; the portal trusts it through the agent
// the tests hand to openPortal (webPush.agent), as production trusts the real push services.
import { execFileSync } from "node:child_process";
import crypto from "node:crypto";
import fs from "node:fs";
import https from "node:https";
import os from "node:os";
import path from "node:path";
import type { AddressInfo } from "node:net";
// web-push's own encryption library (RFC 8188); it also decrypts.
import ece from "http_ece";

export interface BrowserSubscription {
  /** The PushSubscription JSON a browser hands to token/add. */
  token: string;
  endpoint: string;
  ecdh: crypto.ECDH;
  auth: Buffer;
}

/**
 * A subscription as a browser makes it, at `endpoint`: by default at this process's local push service,
 * which every test portal accepts and pushes to (tests/helpers/portal.ts), so no push leaves the machine.
 */
export function browserSubscription(endpoint?: string): BrowserSubscription {
  if (!endpoint) {
    if (!local) throw new Error("no local push service yet: create a test portal first, or pass an endpoint");
    endpoint = local.endpoint(crypto.randomUUID());
  }
  const ecdh = crypto.createECDH("prime256v1");
  ecdh.generateKeys();
  const auth = crypto.randomBytes(16);
  const token = JSON.stringify({
    endpoint,
    expirationTime: null,
    keys: { p256dh: ecdh.getPublicKey().toString("base64url"), auth: auth.toString("base64url") },
  });
  return { token, endpoint, ecdh, auth };
}

export interface ReceivedPush {
  path: string;
  headers: Record<string, string | string[] | undefined>;
  body: Buffer;
}

export interface PushReceiver {
  /** "127.0.0.1:port": what WEB_PUSH_ALLOWED_HOSTS must list. */
  host: string;
  /** An agent that trusts the receiver's certificate. */
  agent: https.Agent;
  received: ReceivedPush[];
  /** The status to answer at a path (default 201). */
  answer: Map<string, number>;
  /** Resolves when `count` pushes have arrived in all. */
  waitFor(count: number): Promise<ReceivedPush[]>;
  endpoint(name: string): string;
  close(): Promise<void>;
}

/** A certificate for 127.0.0.1 and its key, made by openssl, as files in `dir` (a local push service's). */
export function writeSelfSignedCertificate(dir: string): { keyFile: string; certFile: string } {
  const keyFile = path.join(dir, "key.pem");
  const certFile = path.join(dir, "cert.pem");
  execFileSync(
    "openssl",
    ["req", "-x509", "-newkey", "ec", "-pkeyopt", "ec_paramgen_curve:prime256v1", "-nodes", "-keyout", keyFile, "-out", certFile].concat([
      "-days",
      "2",
      "-subj",
      "/CN=127.0.0.1",
      "-addext",
      "subjectAltName=IP:127.0.0.1",
    ]),
    { stdio: "ignore" },
  );
  return { keyFile, certFile };
}

let certificate: { key: Buffer; cert: Buffer } | undefined;
function selfSigned(): { key: Buffer; cert: Buffer } {
  if (certificate) return certificate;
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "push-cert-"));
  const { keyFile, certFile } = writeSelfSignedCertificate(dir);
  certificate = { key: fs.readFileSync(keyFile), cert: fs.readFileSync(certFile) };
  fs.rmSync(dir, { recursive: true, force: true });
  return certificate;
}

export async function startPushReceiver({ keep = true }: { keep?: boolean } = {}): Promise<PushReceiver> {
  const tls = selfSigned();
  const received: ReceivedPush[] = [];
  const answer = new Map<string, number>();
  let waiters: { count: number; resolve: (r: ReceivedPush[]) => void }[] = [];
  const server = https.createServer(tls, (req, res) => {
    const chunks: Buffer[] = [];
    req.on("data", (c: Buffer) => chunks.push(c));
    req.on("end", () => {
      if (keep) received.push({ path: req.url ?? "", headers: req.headers, body: Buffer.concat(chunks) });
      res.writeHead(answer.get(req.url ?? "") ?? 201).end();
      waiters = waiters.filter((w) => (received.length >= w.count ? (w.resolve([...received]), false) : true));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  // The shared local service must not keep a worker alive after its tests.
  if (!keep) server.unref();
  const host = `127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    host,
    agent: new https.Agent({ ca: tls.cert }),
    received,
    answer,
    waitFor: (count) =>
      received.length >= count ? Promise.resolve([...received]) : new Promise((resolve) => waiters.push({ count, resolve })),
    endpoint: (name) => `https://${host}/push/${name}`,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

let local: PushReceiver | undefined;
let starting: Promise<PushReceiver> | undefined;

/**
 * This process's push service for portals a test does not give one of its own: it answers every push
 * with 201 and keeps nothing, so the pushes a test causes along the way go nowhere outside the machine.
 */
export function localPushService(): Promise<PushReceiver> {
  starting ??= startPushReceiver({ keep: false }).then((receiver) => (local = receiver));
  return starting;
}

/** The payload as the browser would read it (aes128gcm, RFC 8291). */
export function decryptPush(push: ReceivedPush, subscription: BrowserSubscription): unknown {
  const plain = ece.decrypt(push.body, {
    version: "aes128gcm",
    privateKey: subscription.ecdh,
    authSecret: subscription.auth.toString("base64url"),
  });
  return JSON.parse(plain.toString("utf8"));
}

/**
 * Checks the VAPID Authorization header ("vapid t=<JWT>, k=<public key>") as a push service does: the
 * ES256 signature under k, the audience of the endpoint's origin, an expiry within 24 h. Returns k.
 */
export function verifyVapid(push: ReceivedPush, endpoint: string, now = Date.now()): string {
  const header = String(push.headers.authorization ?? "");
  const match = /^vapid t=([\w-]+\.[\w-]+\.[\w-]+), k=([\w-]+)$/.exec(header);
  if (!match) throw new Error(`no VAPID authorization: ${header}`);
  const [jwt, k] = [match[1]!, match[2]!];
  const [head, claims, signature] = jwt.split(".") as [string, string, string];
  const point = Buffer.from(k, "base64url");
  const key = crypto.createPublicKey({
    key: { kty: "EC", crv: "P-256", x: point.subarray(1, 33).toString("base64url"), y: point.subarray(33).toString("base64url") },
    format: "jwk",
  });
  const valid = crypto.verify(
    "sha256",
    Buffer.from(`${head}.${claims}`),
    { key, dsaEncoding: "ieee-p1363" },
    Buffer.from(signature, "base64url"),
  );
  if (!valid) throw new Error("VAPID signature does not verify");
  const body = JSON.parse(Buffer.from(claims, "base64url").toString()) as { aud: string; exp: number; sub: string };
  if (body.aud !== new URL(endpoint).origin) throw new Error(`VAPID audience ${body.aud}`);
  if (body.exp * 1000 <= now || body.exp * 1000 > now + 24 * 3600_000 + 60_000) throw new Error(`VAPID expiry ${body.exp}`);
  return k;
}
