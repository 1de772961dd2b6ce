// The notification bus: a writer says "these people's notifications changed" inside its transaction, and
// every process's live streams (streams.server.ts) hear it once the change is visible.
//
// - PostgreSQL: `select pg_notify(channel, payload)` in the writing transaction. PostgreSQL delivers it at
//   commit and drops it on rollback, so a listener never re-counts before the change is visible and never
//   hears of a change that did not happen. Each process keeps ONE dedicated LISTEN connection (a pg.Client
//   outside the pool: a pooled connection would be handed to queries), opened when the first subscriber
//   comes, and reopened with backoff when lost. Whenever it (re)starts listening every subscriber is told to
//   re-count, since notifications sent while it was away are gone.
// - SQLite: one process, so the bus is in-process. publish() only queues the listeners (a macrotask);
//   kysely's SQLite driver has one connection behind a mutex, so a listener's re-count waits for the
//   writing transaction to end and reads what it committed (bus.server.test.ts proves it). A rolled-back
//   change costs a re-count that finds the count unchanged, nothing more.
import pg from "pg";
import { sql, type Kysely } from "kysely";
import type { Database } from "~/platform/db/schema";
import type { DatabaseFacts } from "~/platform/db/db.server";

/** What a subscriber hears: re-count these people (all: everyone, after missed messages), and the new notification. */
export interface BusMessage {
  userIds: readonly number[] | "all";
  notificationId?: number;
  /** These people's sessions ended somewhere: streams check theirs are still valid (sign-out). */
  sessionsEnded?: true;
}

export type BusListener = (message: BusMessage) => void;

export interface NotificationBus {
  /**
   * Call inside the writing transaction (or right after an autocommit write, with the database itself).
   * `notificationId`: the new row, sent as a `notification` event to its owner (only if she is among
   * `userIds`); a fan-out of one row per recipient publishes each (or none: the count still moves).
   */
  publish(trx: Kysely<Database>, userIds: readonly number[], notificationId?: number): Promise<void>;
  /** Tells every process that these people's sessions ended (after the sign-out's delete). */
  publishSessionsEnded(db: Kysely<Database>, userIds: readonly number[]): Promise<void>;
  subscribe(listener: BusListener): () => void;
  /** Resolves once messages from other processes are heard (at once in-process); tests wait on it. */
  listening(): Promise<void>;
  close(): Promise<void>;
}

// pg_notify refuses payloads of 8000 bytes or more. A chunk of 500 ids is at most ~6 KB of JSON; past
// MAX_CHUNKS the writer sends one "everyone re-counts" instead of dozens of messages per commit.
const IDS_PER_CHUNK = 500;
const MAX_CHUNKS = 10;
const RECONNECT_MIN_MS = 250;
const RECONNECT_MAX_MS = 30_000;

/** A channel per schema: parallel test files (one schema each) on one database never hear each other. */
export const channelOf = (schema: string | undefined) => `portal_notifications_${schema ?? "public"}`.slice(0, 63);

type Wire = { u?: number[]; all?: 1; n?: number; s?: 1 };

function wireMessages(userIds: readonly number[], notificationId: number | undefined, sessionsEnded: boolean): Wire[] {
  const extra: Wire = { ...(notificationId !== undefined ? { n: notificationId } : {}), ...(sessionsEnded ? { s: 1 } : {}) };
  const unique = [...new Set(userIds)];
  if (unique.length === 0) return [];
  if (unique.length > IDS_PER_CHUNK * MAX_CHUNKS) return [{ all: 1, ...extra }];
  const messages: Wire[] = [];
  for (let i = 0; i < unique.length; i += IDS_PER_CHUNK) messages.push({ u: unique.slice(i, i + IDS_PER_CHUNK), ...extra });
  return messages;
}

const fromWire = (wire: Wire): BusMessage => ({
  userIds: wire.all ? "all" : (wire.u ?? []),
  ...(wire.n !== undefined ? { notificationId: wire.n } : {}),
  ...(wire.s ? { sessionsEnded: true as const } : {}),
});

export function createNotificationBus(database: DatabaseFacts | undefined): NotificationBus {
  return database?.dialect === "postgres" && database.url ? postgresBus(database.url, channelOf(database.schema)) : inProcessBus();
}

function fanOut(listeners: Set<BusListener>, message: BusMessage) {
  for (const listener of listeners) {
    try {
      listener(message);
    } catch (error) {
      console.error("A notification bus listener failed:", error);
    }
  }
}

function inProcessBus(): NotificationBus {
  const listeners = new Set<BusListener>();
  // setImmediate, not a microtask: the writer's own awaits (its next statements, the commit) go first; the
  // driver's mutex would hold a re-count back anyway, this only saves it the wait.
  const queue = (wire: Wire[]) => {
    for (const w of wire) setImmediate(() => fanOut(listeners, fromWire(w)));
  };
  return {
    async publish(_trx, userIds, notificationId) {
      queue(wireMessages(userIds, notificationId, false));
    },
    async publishSessionsEnded(_db, userIds) {
      queue(wireMessages(userIds, undefined, true));
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    listening: async () => {},
    async close() {
      listeners.clear();
    },
  };
}

function postgresBus(url: string, channel: string): NotificationBus {
  const listeners = new Set<BusListener>();
  let client: pg.Client | null = null;
  let closed = false;
  let delay = RECONNECT_MIN_MS;
  let retry: NodeJS.Timeout | null = null;
  let ready: Promise<void> | null = null;
  let markReady: () => void = () => {};

  const notify = async (db: Kysely<Database>, wire: Wire[]) => {
    // A failing notify fails the writer's transaction: the change and its signal stay together. Callers
    // that must not fail on it (none yet) would catch around their own transaction.
    for (const w of wire) await sql`select pg_notify(${channel}, ${JSON.stringify(w)})`.execute(db);
  };

  function scheduleReconnect() {
    if (closed || retry) return;
    retry = setTimeout(() => {
      retry = null;
      void connect();
    }, delay);
    retry.unref();
    delay = Math.min(delay * 2, RECONNECT_MAX_MS);
  }

  async function connect() {
    const next = new pg.Client({ connectionString: url });
    client = next;
    // Lost connections come as 'error' and/or 'end': each drops this client and schedules one reconnect.
    const lost = (error?: unknown) => {
      if (client !== next) return;
      client = null;
      if (error) console.error("The notification bus lost its LISTEN connection:", error);
      next.removeAllListeners("notification");
      void next.end().catch(() => {});
      scheduleReconnect();
    };
    next.on("error", lost);
    next.on("end", () => lost());
    next.on("notification", (message) => {
      if (message.channel !== channel || !message.payload) return;
      try {
        fanOut(listeners, fromWire(JSON.parse(message.payload) as Wire));
      } catch (error) {
        console.error("A notification bus message could not be read:", error);
      }
    });
    try {
      await next.connect();
      await next.query(`listen "${channel}"`);
    } catch (error) {
      lost(error);
      return;
    }
    if (client !== next || closed) return void next.end().catch(() => {});
    delay = RECONNECT_MIN_MS;
    markReady();
    // Whatever was sent while no one listened (before the first connect, during an outage) is lost:
    // every subscriber re-counts.
    fanOut(listeners, { userIds: "all" });
  }

  function start() {
    if (ready) return ready;
    ready = new Promise<void>((resolve) => (markReady = resolve));
    void connect();
    return ready;
  }

  return {
    publish: (trx, userIds, notificationId) => notify(trx, wireMessages(userIds, notificationId, false)),
    publishSessionsEnded: (db, userIds) => notify(db, wireMessages(userIds, undefined, true)),
    subscribe(listener) {
      listeners.add(listener);
      void start();
      return () => listeners.delete(listener);
    },
    listening: () => start(),
    async close() {
      closed = true;
      listeners.clear();
      if (retry) clearTimeout(retry);
      const open = client;
      client = null;
      await open?.end().catch(() => {});
    },
  };
}
