// The live count: GET /api/notifications-v2/stream keeps a Server-Sent Events stream per open tab (the
// browser shares one between its tabs) and this process's hub feeds them from the notification bus.
//
// One hub per process: streams by person, one heartbeat timer over all of them (a timer per stream would be
// 2,000 timers at 2,000 streams), and re-counts coalesced: the bus marks people dirty, and once per tick
// one grouped count query per 500 of them answers everything that happened meanwhile.
import type { IncomingMessage, ServerResponse } from "node:http";
import type { Kysely } from "kysely";
import type { Actor, SignedIn } from "~/platform/actor";
import type { Database } from "~/platform/db/schema";
import type { NotificationBus, BusMessage } from "./bus.server";
import { renderNotificationText, type NotificationVariable, type NotificationView } from "./notifications.server";
import { liveTokenHashes } from "~/features/auth/index.server";

export const HEARTBEAT_MS = 25_000;
/** A person's streams in one process; a sixth closes the oldest (a forgotten tab, a leaked connection). */
export const MAX_STREAMS_PER_PERSON = 5;
/** Ids per grouped query (IN lists stay short and the statement shapes few). */
const BATCH = 500;

/** Runs `tick` every `ms` until the returned stop is called: setInterval, or the tests' hand-cranked one. */
export type Every = (ms: number, tick: () => void) => () => void;

const intervalEvery: Every = (ms, tick) => {
  const timer = setInterval(tick, ms);
  timer.unref();
  return () => clearInterval(timer);
};

/** The part of an HTTP response a stream writes to (tests pass a recording one). */
export type StreamResponse = Pick<ServerResponse, "writeHead" | "write" | "end" | "on" | "writableEnded">;

interface Stream {
  userId: number;
  tokenHash: string;
  res: StreamResponse;
  /** The count this stream was last sent; null before the first. */
  sent: number | null;
}

export interface LiveOptions {
  db: Kysely<Database>;
  bus: NotificationBus;
  /** Where a notification leads its recipient `me`. */
  linkOf(n: Pick<NotificationView, "type" | "variables">, me: number): string | null;
  every?: Every;
  heartbeatMs?: number;
}

export function createLiveNotifications({ db, bus, linkOf, every = intervalEvery, heartbeatMs = HEARTBEAT_MS }: LiveOptions) {
  const byUser = new Map<number, Stream[]>();
  let total = 0;
  let stopHeartbeat: (() => void) | null = null;
  let unsubscribe: (() => void) | null = null;
  let closed = false;

  // What the bus asked for since the last drain: people to re-count, with the new notifications' ids.
  const dirty = new Map<number, Set<number>>();
  let everyone = false;
  const revalidate = new Set<number>();
  let pump: Promise<void> | null = null;

  const write = (stream: Stream, chunk: string) => {
    if (!stream.res.writableEnded) stream.res.write(chunk);
  };

  function remove(stream: Stream) {
    const list = byUser.get(stream.userId);
    const at = list?.indexOf(stream) ?? -1;
    if (!list || at < 0) return;
    list.splice(at, 1);
    total--;
    if (list.length === 0) byUser.delete(stream.userId);
    if (total === 0 && stopHeartbeat) {
      stopHeartbeat();
      stopHeartbeat = null;
    }
  }

  function end(stream: Stream) {
    remove(stream);
    if (!stream.res.writableEnded) stream.res.end();
  }

  function onBus(message: BusMessage) {
    if (message.sessionsEnded) {
      for (const userId of message.userIds === "all" ? byUser.keys() : message.userIds) if (byUser.has(userId)) revalidate.add(userId);
    } else if (message.userIds === "all") everyone = true;
    else {
      for (const userId of message.userIds) {
        if (!byUser.has(userId)) continue;
        const ids = dirty.get(userId) ?? new Set<number>();
        if (message.notificationId !== undefined) ids.add(message.notificationId);
        dirty.set(userId, ids);
      }
    }
    schedule();
  }

  function schedule() {
    if (pump || closed) return;
    pump = new Promise<void>((resolve) => setImmediate(resolve))
      .then(drain)
      .catch((error: unknown) => console.error("Live notification counts failed:", error))
      .finally(() => {
        pump = null;
        if (dirty.size > 0 || everyone || revalidate.size > 0) schedule();
      });
  }

  async function drain() {
    const users = everyone ? [...byUser.keys()] : [...dirty.keys()].filter((id) => byUser.has(id));
    const fresh = new Map(dirty);
    const ending = [...revalidate];
    dirty.clear();
    revalidate.clear();
    everyone = false;
    if (ending.length > 0) await closeEndedSessions(ending);
    const newIds = [...fresh.values()].flatMap((ids) => [...ids]);
    const [counts, rows] = await Promise.all([countsOf(users), notificationsOf(newIds)]);
    for (const row of rows) {
      // Only to its owner, and only if the bus named her with it: an id is never trusted to route itself.
      if (!fresh.get(row.user_id)?.has(row.id)) continue;
      const data = JSON.stringify({ id: row.id, text: row.text, link: row.link });
      for (const stream of byUser.get(row.user_id) ?? []) write(stream, `event: notification\ndata: ${data}\n\n`);
    }
    for (const userId of users) {
      const count = counts.get(userId) ?? 0;
      for (const stream of byUser.get(userId) ?? []) {
        if (stream.sent === count) continue;
        stream.sent = count;
        write(stream, `event: count\ndata: {"count":${count}}\n\n`);
      }
    }
  }

  async function countsOf(users: number[]): Promise<Map<number, number>> {
    const counts = new Map<number, number>();
    for (let i = 0; i < users.length; i += BATCH) {
      const rows = await db
        .selectFrom("notifications")
        .select((eb) => ["user_id", eb.fn.countAll<number>().as("n")])
        .where("user_id", "in", users.slice(i, i + BATCH))
        .where("showed", "=", 0)
        .groupBy("user_id")
        .execute();
      for (const row of rows) counts.set(row.user_id, Number(row.n));
    }
    return counts;
  }

  async function notificationsOf(ids: number[]) {
    if (ids.length === 0) return [];
    const rows = await db
      .selectFrom("notifications")
      .select(["id", "user_id", "type", "text", "variables", "group_count"])
      .where("id", "in", ids.slice(0, BATCH))
      .orderBy("id")
      .execute();
    return rows.map((row) => {
      const variables = JSON.parse(row.variables) as NotificationVariable[];
      return {
        id: row.id,
        user_id: row.user_id,
        text: renderNotificationText(row.text, variables, row.group_count),
        link: linkOf({ type: row.type, variables }, row.user_id),
      };
    });
  }

  /** Streams opened with a session or token that is gone (signed out, ended, expired) end. */
  async function closeEndedSessions(userIds: number[]) {
    const streams = userIds.flatMap((id) => byUser.get(id) ?? []);
    const hashes = [...new Set(streams.map((s) => s.tokenHash))];
    const alive = new Set<string>();
    for (let i = 0; i < hashes.length; i += BATCH) {
      for (const hash of await liveTokenHashes(db, hashes.slice(i, i + BATCH))) alive.add(hash);
    }
    for (const stream of streams) if (!alive.has(stream.tokenHash)) end(stream);
  }

  function heartbeat() {
    // A comment line: proxies and browsers see traffic, EventSource ignores it.
    for (const list of byUser.values()) for (const stream of list) write(stream, ":\n\n");
    // Sessions also end without a sign-out (blocking, a password change, recovery, expiry): each beat
    // checks every open stream's session, so such a stream ends within a heartbeat.
    for (const userId of byUser.keys()) revalidate.add(userId);
    schedule();
  }

  return {
    /** Opens a stream for a signed-in person; its first `count` comes on the next tick. */
    open(actor: SignedIn, req: Pick<IncomingMessage, "socket">, res: StreamResponse) {
      res.writeHead(200, {
        "Content-Type": "text/event-stream; charset=utf-8",
        "Cache-Control": "no-store",
        "X-Accel-Buffering": "no",
        Connection: "keep-alive",
      });
      // A failed EventSource reconnects after this long (the browser's default is 3 s).
      res.write("retry: 5000\n\n");
      req.socket?.setNoDelay(true);
      if (closed) return void res.end();
      const stream: Stream = { userId: actor.userId, tokenHash: actor.tokenHash, res, sent: null };
      const list = byUser.get(actor.userId) ?? [];
      list.push(stream);
      byUser.set(actor.userId, list);
      total++;
      res.on("close", () => remove(stream));
      while (list.length > MAX_STREAMS_PER_PERSON) end(list[0]!);
      unsubscribe ??= bus.subscribe(onBus);
      stopHeartbeat ??= every(heartbeatMs, heartbeat);
      // Registered first, then counted: a change between the two is in the count or comes after it.
      dirty.set(actor.userId, dirty.get(actor.userId) ?? new Set());
      schedule();
    },

    /** After a sign-out: every process closes the streams of sessions that are gone. Never fails the sign-out. */
    async signedOut(actor: Actor) {
      if (actor.kind !== "user") return;
      await bus.publishSessionsEnded(db, [actor.userId]).catch((error: unknown) => console.error("Closing live streams failed:", error));
    },

    /** Open streams in this process (the bench, tests). */
    size: () => total,
    /** Resolves when what the bus said so far has been sent (tests). */
    settled: async () => {
      while (pump) await pump;
    },

    async close() {
      closed = true;
      unsubscribe?.();
      for (const list of [...byUser.values()]) for (const stream of [...list]) end(stream);
      await pump;
    },
  };
}

export type LiveNotifications = ReturnType<typeof createLiveNotifications>;
