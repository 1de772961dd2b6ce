// The notification bus on both databases (what a listener hears, and when), its LISTEN connection's
// recovery, and the stream hub's one heartbeat timer with a hand-cranked interval.
import { PassThrough } from "node:stream";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createPerson, createTestPortal, dialects, PG_URL, type TestPortal } from "../../../../tests/helpers/portal";
import type { SignedIn } from "../../../platform/actor";
import { createNotificationBus, type BusMessage } from "../server/bus.server";
import { createLiveNotifications, type Every, type StreamResponse } from "../server/live.server";

const unread = (portal: TestPortal, userId: number) =>
  portal.db.kysely
    .selectFrom("notifications")
    .select((eb) => eb.fn.countAll<number>().as("n"))
    .where("user_id", "=", userId)
    .where("showed", "=", 0)
    .executeTakeFirstOrThrow()
    .then((r) => Number(r.n));

const row = (userId: number) => ({ user_id: userId, type: "SYSTEM", text: "x", variables: "[]", create_date: new Date().toISOString() });
const tick = () => new Promise((resolve) => setImmediate(resolve));

describe.each(await dialects())("the notification bus on %s", (dialect) => {
  let portal: TestPortal;
  beforeAll(async () => {
    portal = await createTestPortal(dialect);
  });
  afterAll(async () => {
    await portal?.dispose();
  });

  it("has a listener's re-count read what the writing transaction committed, never what it rolled back", async () => {
    const { id: userId } = await createPerson(portal);
    const bus = portal.services.notifications.bus;
    await bus.listening();
    const seen: number[] = [];
    let heard: () => void = () => {};
    const stop = bus.subscribe((m) => {
      if (m.userIds !== "all" && m.userIds.includes(userId)) void unread(portal, userId).then((n) => (seen.push(n), heard()));
    });
    const recount = () => new Promise<void>((resolve) => (heard = resolve));
    try {
      // Committed: the re-count, queued while the transaction is still open, sees the row.
      let done = recount();
      await portal.db.kysely.transaction().execute(async (trx) => {
        await trx.insertInto("notifications").values(row(userId)).execute();
        await bus.publish(trx, [userId]);
        for (let i = 0; i < 5; i++) await tick(); // the listener runs now on SQLite; its query waits
        await trx.insertInto("notifications").values(row(userId)).execute();
      });
      await done;
      expect(seen).toEqual([2]);
      // Rolled back: on PostgreSQL nothing is heard; on SQLite the re-count finds the count unchanged.
      await portal.db.kysely
        .transaction()
        .execute(async (trx) => {
          await trx.insertInto("notifications").values(row(userId)).execute();
          await bus.publish(trx, [userId]);
          for (let i = 0; i < 5; i++) await tick();
          throw new Error("rolled back");
        })
        .catch(() => {});
      done = recount();
      await bus.publish(portal.db.kysely, [userId]);
      await done;
      expect(seen.at(-1)).toBe(2);
      expect(seen.every((n) => n === 2)).toBe(true);
    } finally {
      stop();
    }
  });

  it("splits a large fan-out into messages under 8000 bytes, and a huge one into one 'everyone re-counts'", async () => {
    const bus = portal.services.notifications.bus;
    await bus.listening();
    const heard: BusMessage[] = [];
    // Only this test's messages: an earlier test's may still be on their way.
    const stop = bus.subscribe((m) => (m.userIds === "all" || m.userIds.some((u) => u > 1_000)) && heard.push(m));
    try {
      const many = Array.from({ length: 1_200 }, (_, i) => 1_000_000_000 + i);
      await portal.db.kysely.transaction().execute((trx) => bus.publish(trx, many, 7));
      const huge = Array.from({ length: 6_000 }, (_, i) => 2_000_000_000 + i);
      await portal.db.kysely.transaction().execute((trx) => bus.publish(trx, huge));
      while (heard.length < 4) await new Promise((resolve) => setTimeout(resolve, 10));
      expect(heard.slice(0, 3).flatMap((m) => (m.userIds === "all" ? [] : m.userIds))).toEqual(many);
      expect(heard.slice(0, 3).every((m) => m.notificationId === 7)).toBe(true);
      expect(heard[3]).toEqual({ userIds: "all" });
    } finally {
      stop();
    }
  });
});

describe.runIf((await dialects()).includes("postgres"))("the LISTEN connection", () => {
  it("comes back after it is killed, and has everyone re-count", async () => {
    const schema = `t_bus_${Math.random().toString(36).slice(2, 10)}`;
    const bus = createNotificationBus({ dialect: "postgres", url: PG_URL, schema });
    const heard: BusMessage[] = [];
    bus.subscribe((m) => heard.push(m));
    await bus.listening();
    const admin = new (await import("pg")).default.Client({ connectionString: PG_URL });
    await admin.connect();
    try {
      heard.length = 0;
      const channel = `portal_notifications_${schema}`;
      await admin.query("select pg_terminate_backend(pid) from pg_stat_activity where pid <> pg_backend_pid() and query ilike $1", [
        `listen "${channel}"`,
      ]);
      // The reconnect announces itself with "everyone re-counts"; then messages flow again.
      while (!heard.some((m) => m.userIds === "all")) await new Promise((resolve) => setTimeout(resolve, 20));
      await admin.query("select pg_notify($1, $2)", [channel, JSON.stringify({ u: [5] })]);
      while (!heard.some((m) => m.userIds !== "all" && m.userIds.includes(5))) await new Promise((resolve) => setTimeout(resolve, 20));
    } finally {
      await admin.end();
      await bus.close();
    }
  }, 20_000);
});

describe("the stream hub", () => {
  let portal: TestPortal;
  beforeAll(async () => {
    portal = await createTestPortal("sqlite");
  });
  afterAll(async () => {
    await portal?.dispose();
  });

  function recording() {
    const out = new PassThrough();
    let text = "";
    out.on("data", (chunk: Buffer) => (text += chunk.toString()));
    const res = Object.assign(out, { writeHead: () => res }) as unknown as StreamResponse;
    return { res, text: () => text };
  }

  /** A person with a live session whose token hash is `tokenHash`. */
  async function withSession(tokenHash: string): Promise<SignedIn> {
    const { id } = await createPerson(portal);
    const at = new Date().toISOString();
    const expires = new Date(Date.now() + 3600_000).toISOString();
    await portal.db.kysely
      .insertInto("auth_tokens")
      .values({
        token_hash: tokenHash,
        kind: "access",
        user_id: id,
        family: tokenHash,
        flash: null,
        created_at: at,
        expires_at: expires,
        last_used_at: null,
      })
      .execute();
    return { kind: "user", userId: id, roles: [], tokenHash, via: "access", flash: null };
  }

  /** A hand-cranked `every`: the timers the hub started, ticked by the test. */
  function handCranked() {
    const timers: { ms: number; tick: () => void; stopped: boolean }[] = [];
    const every: Every = (ms, tick) => {
      const timer = { ms, tick, stopped: false };
      timers.push(timer);
      return () => (timer.stopped = true);
    };
    return { timers, every };
  }

  it("ends a stream at the next beat once its session is gone without a sign-out (blocking, a new password)", async () => {
    const { timers, every } = handCranked();
    const bus = createNotificationBus(undefined);
    const live = createLiveNotifications({ db: portal.db.kysely, bus, linkOf: () => null, every, heartbeatMs: 1000 });
    const ending = await withSession("ending-session");
    const staying = await withSession("staying-session");
    const a = recording();
    const b = recording();
    live.open(ending, {} as never, a.res);
    live.open(staying, {} as never, b.res);
    await live.settled();
    timers[0]!.tick();
    await live.settled();
    expect(live.size()).toBe(2);
    await portal.services.auth.endAllSessions(ending.userId);
    timers[0]!.tick();
    await live.settled();
    expect(live.size()).toBe(1);
    expect((a.res as unknown as PassThrough).writableEnded).toBe(true);
    expect((b.res as unknown as PassThrough).writableEnded).toBe(false);
    (b.res as unknown as PassThrough).destroy();
    await live.close();
    await bus.close();
  });

  it("beats every stream from one timer, started with the first stream and stopped after the last", async () => {
    const { timers, every } = handCranked();
    const bus = createNotificationBus(undefined);
    const live = createLiveNotifications({ db: portal.db.kysely, bus, linkOf: () => null, every, heartbeatMs: 1234 });
    const actor = await withSession("beating-session");
    const a = recording();
    const b = recording();
    live.open(actor, {} as never, a.res);
    live.open(actor, {} as never, b.res);
    await live.settled();
    expect(timers).toHaveLength(1);
    expect(timers[0]!.ms).toBe(1234);
    expect(a.text()).toContain('event: count\ndata: {"count":0}\n\n');
    timers[0]!.tick();
    expect(a.text().endsWith(":\n\n")).toBe(true);
    expect(b.text().endsWith(":\n\n")).toBe(true);
    (a.res as unknown as PassThrough).destroy();
    (b.res as unknown as PassThrough).destroy();
    await tick();
    expect(live.size()).toBe(0);
    expect(timers[0]!.stopped).toBe(true);
    await live.close();
    await bus.close();
  });
});
