// Web push subscriptions and the portal's VAPID keys (issue #13 point 6). The spec's /web-push/token
// `{token}` is the browser's PushSubscription as JSON, `{endpoint, keys: {p256dh, auth}}` (our reading):
// it is checked before it is kept, since the portal will send to that address. The endpoint must be
// https on a push service's host (WEB_PUSH_ALLOWED_HOSTS, comma-separated host[:port] or *.domain;
// default: the browsers' push services), so the portal cannot be made to post to arbitrary addresses.
// A subscription belongs to the sign-in it was added under (its auth_tokens family), see push.server.ts.
import crypto from "node:crypto";
import webpush from "web-push";
import * as z from "zod/mini";
import type { Actor } from "~/platform/actor";
import type { Deps, WebPushOverrides } from "~/platform/deps.server";
import { requireUser } from "~/platform/require-user";
import { validation } from "~/shared/messages";
import { notifications } from "~/features/notifications/messages.server";
import { sessionFamily } from "~/features/auth/index.server";

/** Chrome, Edge and Yandex Browser (FCM), Firefox, Edge on Windows (WNS), Safari. */
export const DEFAULT_PUSH_HOSTS = [
  "fcm.googleapis.com",
  "updates.push.services.mozilla.com",
  "*.notify.windows.com",
  "*.push.apple.com",
] as const;

export interface WebPushSettings {
  allowedHosts: readonly string[];
  subject: string;
  agent?: WebPushOverrides["agent"];
}

export function webPushSettings(env: NodeJS.ProcessEnv, overrides: WebPushOverrides = {}): WebPushSettings {
  const listed = (env.WEB_PUSH_ALLOWED_HOSTS ?? "")
    .split(",")
    .map((h) => h.trim().toLowerCase())
    .filter(Boolean);
  return {
    allowedHosts: overrides.allowedHosts ?? (listed.length > 0 ? listed : DEFAULT_PUSH_HOSTS),
    // Push services may write here about a misbehaving sender; an address the operator reads.
    subject: overrides.subject ?? env.WEB_PUSH_SUBJECT ?? "mailto:portal-admin@example.com",
    agent: overrides.agent,
  };
}

/**
 * Devices kept per person: the newest ones. Each is a request per notification, so a person with
 * hundreds (a script, or years of reinstalled browsers) made one thanks cost hundreds of pushes.
 */
export const MAX_PUSH_DEVICES = 10;

export interface PushSubscriptionKeys {
  endpoint: string;
  p256dh: string;
  auth: string;
}

const base64url = /^[A-Za-z0-9_-]+={0,2}$/;
const bytesOf = (value: unknown): Buffer | null =>
  typeof value === "string" && base64url.test(value) ? Buffer.from(value.replace(/=+$/, ""), "base64url") : null;

function hostAllowed(url: URL, allowed: readonly string[]): boolean {
  const host = url.host.toLowerCase();
  return allowed.some((entry) =>
    entry.startsWith("*.") ? !url.port && url.hostname.toLowerCase().endsWith(entry.slice(1)) : host === entry,
  );
}

/** The subscription in a token, or null when it is not one we may send to. */
export function parseSubscription(token: string, allowedHosts: readonly string[]): PushSubscriptionKeys | null {
  let json: unknown;
  try {
    json = JSON.parse(token);
  } catch {
    return null;
  }
  if (!json || typeof json !== "object") return null;
  const { endpoint, keys } = json as { endpoint?: unknown; keys?: { p256dh?: unknown; auth?: unknown } };
  if (typeof endpoint !== "string" || endpoint.length > 2048 || !keys || typeof keys !== "object") return null;
  let url: URL;
  try {
    url = new URL(endpoint);
  } catch {
    return null;
  }
  if (url.protocol !== "https:" || url.username || url.password || !hostAllowed(url, allowedHosts)) return null;
  // p256dh: an uncompressed P-256 point (65 bytes, 0x04 first); auth: a 16-byte secret.
  const p256dh = bytesOf(keys.p256dh);
  const auth = bytesOf(keys.auth);
  if (p256dh?.length !== 65 || p256dh[0] !== 4 || auth?.length !== 16) return null;
  return { endpoint: url.href, p256dh: p256dh.toString("base64url"), auth: auth.toString("base64url") };
}

/**
 * Whether 65 bytes (0x04, x, y) are a point on P-256. A key off the curve has the right length and would
 * be kept, then fail every push at send time (the browser's keys are always on it).
 */
export function isP256Point(p256dh: string): boolean {
  const bytes = Buffer.from(p256dh, "base64url");
  const coordinate = (from: number) => bytes.subarray(from, from + 32).toString("base64url");
  try {
    crypto.createPublicKey({ key: { kty: "EC", crv: "P-256", x: coordinate(1), y: coordinate(33) }, format: "jwk" });
    return true;
  } catch {
    return false;
  }
}

/**
 * The body of /web-push/token/add and /delete: `token` is a subscription we may send to (parseSubscription),
 * given as the subscription's parts.
 */
export const tokenSchemaFor = (allowedHosts: readonly string[]) =>
  z.object({
    token: z.pipe(
      z
        .string({ error: validation.tokenRequired })
        .check(z.minLength(1, { error: validation.tokenRequired }), z.maxLength(4096, { error: notifications.badSubscription })),
      z.transform((token, ctx) => {
        const subscription = parseSubscription(token, allowedHosts);
        if (subscription && isP256Point(subscription.p256dh)) return subscription;
        const message = subscription ? notifications.badSubscriptionKey : notifications.badSubscription;
        ctx.issues.push({ code: "custom", message, input: token });
        return z.NEVER;
      }),
    ),
  });
export type TokenInput = z.output<ReturnType<typeof tokenSchemaFor>>;

export interface VapidKeys {
  publicKey: string;
  privateKey: string;
}

export function createWebPush({ db, now, webPush }: Pick<Deps, "db" | "now" | "webPush">) {
  const settings = webPushSettings(process.env, webPush);
  let keys: Promise<VapidKeys> | null = null;

  /** The one key pair: read, or made by the first process to get here (one insert wins, all read it). */
  async function loadKeys(): Promise<VapidKeys> {
    const read = () => db.selectFrom("web_push_keys").select(["public_key", "private_key"]).where("id", "=", 1).executeTakeFirst();
    let row = await read();
    if (!row) {
      const made = webpush.generateVAPIDKeys();
      await db
        .insertInto("web_push_keys")
        .values({ id: 1, public_key: made.publicKey, private_key: made.privateKey, created_at: now().toISOString() })
        .onConflict((oc) => oc.column("id").doNothing())
        .execute();
      row = await read();
    }
    if (!row) throw new Error("web_push_keys: no key pair after writing one");
    return { publicKey: row.public_key, privateKey: row.private_key };
  }

  return {
    settings,
    /** What /web-push/token/add and /delete take, with this portal's allowed hosts. */
    tokenSchema: tokenSchemaFor(settings.allowedHosts),
    /** The VAPID key pair (made on first use, then kept for the process). */
    keys(): Promise<VapidKeys> {
      keys ??= loadKeys().catch((error: unknown) => {
        keys = null;
        throw error;
      });
      return keys;
    },
    /**
     * Keeps this device's subscription for this person and sign-in; an endpoint seen before moves to
     * them (one device, one owner: the last to sign in on it). Past MAX_PUSH_DEVICES the person's oldest
     * are forgotten: a new device is the one in use, the oldest most likely gone.
     */
    async add(actor: Actor, { token: subscription }: TokenInput) {
      const user = requireUser(actor);
      await db.transaction().execute(async (trx) => {
        const family = await sessionFamily(trx, user.tokenHash);
        await trx.deleteFrom("web_push_subscriptions").where("endpoint", "=", subscription.endpoint).execute();
        await trx
          .insertInto("web_push_subscriptions")
          .values({ user_id: user.userId, family: family ?? user.tokenHash, ...subscription, created_at: now().toISOString() })
          .execute();
        const kept = trx
          .selectFrom("web_push_subscriptions")
          .select("id")
          .where("user_id", "=", user.userId)
          .orderBy("id", "desc")
          .limit(MAX_PUSH_DEVICES);
        await trx.deleteFrom("web_push_subscriptions").where("user_id", "=", user.userId).where("id", "not in", kept).execute();
      });
    },
    /** Forgets this device's subscription (only one's own). */
    async remove(actor: Actor, { token: { endpoint } }: TokenInput) {
      const user = requireUser(actor);
      await db.deleteFrom("web_push_subscriptions").where("endpoint", "=", endpoint).where("user_id", "=", user.userId).execute();
    },
    async countFor(userId: number) {
      const row = await db
        .selectFrom("web_push_subscriptions")
        .select((eb) => eb.fn.countAll<number>().as("n"))
        .where("user_id", "=", userId)
        .executeTakeFirstOrThrow();
      return Number(row.n);
    },
  };
}

export type WebPush = ReturnType<typeof createWebPush>;
