// Sending web pushes (issue #13 point 6), in three steps, none of which can fail the change that
// caused the notification:
// 1. notify() (engine.server.ts), in the producer's transaction, calls queuePush: when some of the new
//    notifications' recipients have a device and want pushes of the type's family, it writes one
//    `notifications.push` outbox event naming those notifications.
// 2. The outbox delivers it to the `notifications.push` consumer at once: every process hears the commit
//    on the notification bus and kicks its consumer (startPushKicks); the outbox's claim makes one of
//    them handle it, and the housekeeping pass catches anything missed. The consumer reads, in its
//    delivery's transaction, the notifications still unread and their recipients' subscriptions whose
//    sign-in still lives (a terminal signed out gets no more of its last person's pushes), and builds
//    the messages.
// 3. After that transaction commits, the sender posts them to the push services with at most
//    CONCURRENCY in flight, encrypted (aes128gcm) and signed with the portal's VAPID keys, TTL 24 h.
//    404 and 410 mean the subscription is gone: it is deleted. Other failures are logged and dropped:
//    the notification is in the bell anyway, and retrying would hold the outbox on a slow service.
//    So a process stopping between steps 2 and 3 loses those pushes (not the notifications).
import https from "node:https";
import webpush, { WebPushError } from "web-push";
import type { Kysely, Transaction } from "kysely";
import type { Database } from "~/platform/db/schema";
import { deliverEvents, writeEvent, type EventConsumer } from "~/platform/events.server";
import { notifications as shown } from "../messages";
import { familyLabel, familyOf } from "../links";
import { linkOf } from "./engine.server";
import { renderNotificationText, type NotificationVariable } from "./notifications.server";
import type { NotificationBus } from "./bus.server";
import type { VapidKeys, WebPushSettings } from "./webpush.server";
import { liveFamilies } from "~/features/auth/index.server";
import { recordTechEvent } from "~/platform/audit.server";

export const PUSH_EVENT = "notifications.push";
export const PUSH_TTL_SECONDS = 24 * 3600;
/** Requests in flight to push services at once, per process. */
const CONCURRENCY = 16;
const SEND_TIMEOUT_MS = 10_000;
/** Notifications read per query when building messages. */
const CHUNK = 500;

/** What the service worker (public/sw.js) receives. `url` is the portal's path, without the base path. */
export interface PushPayload {
  title: string;
  body: string;
  url: string;
  tag: string;
  id: number;
}

export interface PushMessage {
  subscriptionId: number;
  endpoint: string;
  p256dh: string;
  auth: string;
  payload: PushPayload;
}

/**
 * In notify()'s transaction: an outbox event for the new notifications whose recipients have a device
 * and have not turned this family's pushes off (one query per batch of recipients).
 */
export async function queuePush(trx: Transaction<Database>, rows: readonly { id: number; user_id: number }[], family: string, at: string) {
  if (rows.length === 0) return;
  const wanting = await trx
    .selectFrom("web_push_subscriptions as s")
    .select("s.user_id")
    .distinct()
    .where("s.user_id", "in", [...new Set(rows.map((r) => r.user_id))])
    .where((eb) =>
      eb.not(
        eb.exists(
          eb
            .selectFrom("notification_preferences as p")
            .select("p.user_id")
            .whereRef("p.user_id", "=", "s.user_id")
            .where("p.family", "=", family)
            .where("p.push", "=", 0),
        ),
      ),
    )
    .execute();
  if (wanting.length === 0) return;
  const users = new Set(wanting.map((w) => w.user_id));
  await writeEvent(trx, PUSH_EVENT, { ids: rows.filter((r) => users.has(r.user_id)).map((r) => r.id) }, new Date(at));
}

/** The message of one stored notification for one device. */
function messageOf(row: {
  id: number;
  user_id: number;
  type: string;
  text: string;
  variables: string;
  group_key: string | null;
  group_count: number;
}): PushPayload {
  const variables = JSON.parse(row.variables) as NotificationVariable[];
  const family = familyOf(row.type)?.family;
  return {
    title: family ? familyLabel(family) : shown.title,
    body: renderNotificationText(row.text, variables, row.group_count),
    // Nowhere to lead: the person's notifications.
    url: linkOf({ type: row.type, variables }, row.user_id) ?? `/user/${row.user_id}/notification`,
    // A group's next push replaces its last one on the device.
    tag: row.group_key ? `${row.type}:${row.group_key}` : `notification-${row.id}`,
    id: row.id,
  };
}

export interface PushSender {
  send(messages: readonly PushMessage[]): void;
  /** Resolves when nothing is queued or in flight (tests, close). */
  idle(): Promise<void>;
  close(): void;
  readonly stats: { sent: number; gone: number; failed: number };
}

export function createPushSender(
  db: Kysely<Database>,
  settings: WebPushSettings,
  keys: () => Promise<VapidKeys>,
  log: (message: string, error: unknown) => void = (m, e) => console.error(m, e),
): PushSender {
  const queue: PushMessage[] = [];
  const stats = { sent: 0, gone: 0, failed: 0 };
  // Connections to a push service are kept and reused: its hosts are few (FCM carries most browsers), and a
  // TLS handshake per push cost more than the push itself.
  const agent = settings.agent ?? new https.Agent({ keepAlive: true, maxSockets: CONCURRENCY });
  let active = 0;
  let waiters: (() => void)[] = [];

  async function sendOne(message: PushMessage) {
    try {
      const vapid = await keys();
      await webpush.sendNotification(
        { endpoint: message.endpoint, keys: { p256dh: message.p256dh, auth: message.auth } },
        JSON.stringify(message.payload),
        {
          TTL: PUSH_TTL_SECONDS,
          timeout: SEND_TIMEOUT_MS,
          vapidDetails: { subject: settings.subject, publicKey: vapid.publicKey, privateKey: vapid.privateKey },
          agent,
        },
      );
      stats.sent++;
    } catch (error) {
      if (error instanceof WebPushError && (error.statusCode === 404 || error.statusCode === 410)) {
        stats.gone++;
        await db
          .deleteFrom("web_push_subscriptions")
          .where("id", "=", message.subscriptionId)
          .where("endpoint", "=", message.endpoint)
          .execute()
          .catch((e: unknown) => log("A gone push subscription could not be deleted:", e));
      } else {
        stats.failed++;
        const status = error instanceof WebPushError ? ` (${error.statusCode})` : "";
        const host = new URL(message.endpoint).host;
        log(`A push to ${host} failed${status}:`, error instanceof WebPushError ? error.body : error);
        await recordTechEvent(db, {
          kind: "PUSH_FAILED",
          details: { host, status: error instanceof WebPushError ? error.statusCode : null, subscriptionId: message.subscriptionId },
          at: new Date(),
        });
      }
    }
  }

  function pump() {
    while (active < CONCURRENCY && queue.length > 0) {
      active++;
      void sendOne(queue.shift()!).finally(() => {
        active--;
        pump();
      });
    }
    if (active === 0 && queue.length === 0) {
      const done = waiters;
      waiters = [];
      done.forEach((resolve) => resolve());
    }
  }

  return {
    stats,
    /** Drops the kept connections (the portal's close). */
    close: () => {
      if (!settings.agent) agent.destroy();
    },
    send(messages) {
      queue.push(...messages);
      pump();
    },
    idle: () => (active === 0 && queue.length === 0 ? Promise.resolve() : new Promise((resolve) => waiters.push(resolve))),
  };
}

/** The outbox consumer: builds the messages in its delivery's transaction and hands them to the sender after commit. */
export function pushConsumer(now: () => Date, sender: PushSender): EventConsumer {
  return {
    name: "notifications.push",
    types: [PUSH_EVENT],
    async handle(payload, trx) {
      const { ids } = payload as { ids: number[] };
      const at = now().toISOString();
      const messages: PushMessage[] = [];
      for (let i = 0; i < ids.length; i += CHUNK) {
        const rows = await trx
          .selectFrom("notifications as n")
          .innerJoin("web_push_subscriptions as s", "s.user_id", "n.user_id")
          .select([
            "n.id",
            "n.user_id",
            "n.type",
            "n.text",
            "n.variables",
            "n.group_key",
            "n.group_count",
            "s.id as sid",
            "s.endpoint",
            "s.p256dh",
            "s.auth",
          ])
          .where("n.id", "in", ids.slice(i, i + CHUNK))
          .where("n.showed", "=", 0)
          .where("s.family", "in", liveFamilies(trx, at))
          .execute();
        for (const row of rows)
          messages.push({ subscriptionId: row.sid, endpoint: row.endpoint, p256dh: row.p256dh, auth: row.auth, payload: messageOf(row) });
      }
      return () => sender.send(messages);
    },
  };
}

/**
 * Delivers the push consumer whenever the bus says notifications changed (any process's commit), one
 * run at a time per process, a run again if more came meanwhile. Returns the stop (before the database closes).
 */
export function startPushKicks(db: Kysely<Database>, now: () => Date, bus: NotificationBus, consumer: EventConsumer): () => Promise<void> {
  let running: Promise<unknown> | null = null;
  let again = false;
  let stopped = false;
  const run = () => {
    if (stopped) return;
    if (running) return void (again = true);
    running = deliverEvents(db, now, [consumer])
      .catch((error: unknown) => console.error("Delivering pushes failed:", error))
      .finally(() => {
        running = null;
        if (again) {
          again = false;
          run();
        }
      });
  };
  const unsubscribe = bus.subscribe((message) => {
    if (!message.sessionsEnded) run();
  });
  return async () => {
    stopped = true;
    unsubscribe();
    await running;
  };
}
