// The events outbox with consumers, on both databases: every consumer of a type gets each event once,
// keeps its own progress, retries a failing handler with backoff without blocking others, and on
// PostgreSQL does not skip an event committed after a later-numbered one.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { createTestPortal, dialects, type TestPortal } from "../../tests/helpers/portal";
import {
  deliverEvents,
  MAX_ATTEMPTS,
  retryDelay,
  subscribeConsumers,
  writeEvent,
  type EventConsumer,
  type EventLog,
} from "./events.server";

interface Seen {
  consumer: string;
  n: number;
}

describe.each(await dialects())("events outbox on %s", (dialect) => {
  let portal: TestPortal;
  const db = () => portal.db.kysely;
  let seen: Seen[];
  let logged: string[];
  const log: EventLog = (message) => logged.push(message);
  /** A consumer that records the payload's n (and fails while `failing` says so). */
  const consumer = (name: string, types: string[], failing: (n: number) => boolean = () => false): EventConsumer => ({
    name,
    types,
    handle: async (payload, trx) => {
      const n = (payload as { n: number }).n;
      // A write of the handler: rolled back with it when it fails.
      await trx
        .insertInto("settings")
        .values({ key: `${name}:${n}`, value: "handled" })
        .execute();
      if (failing(n)) throw new Error(`${name} cannot take ${n}`);
      seen.push({ consumer: name, n });
    },
  });
  const write = (type: string, n: number) =>
    db()
      .transaction()
      .execute((trx) => writeEvent(trx, type, { n }, portal.clock.now()));
  const deliveriesOf = (eventId: number) =>
    db().selectFrom("event_deliveries").selectAll().where("event_id", "=", eventId).orderBy("consumer").execute();
  const eventRow = (id: number) => db().selectFrom("events").select(["processed_at"]).where("id", "=", id).executeTakeFirstOrThrow();

  beforeAll(async () => {
    portal = await createTestPortal(dialect);
  });
  afterAll(async () => {
    await portal?.dispose();
  });
  beforeEach(async () => {
    seen = [];
    logged = [];
    await db().deleteFrom("event_deliveries").execute();
    await db().deleteFrom("events").execute();
    await db().deleteFrom("settings").execute();
  });

  it("registers the features' consumers at start-up (the guide's notifications)", async () => {
    expect(portal.outbox.consumers.map((c) => c.name)).toContain("guide.notifyPublished");
    const subscribed = await db().selectFrom("event_subscriptions").selectAll().where("consumer", "=", "guide.notifyPublished").execute();
    expect(subscribed).toEqual([{ consumer: "guide.notifyPublished", type: "GUIDE_ARTICLE_PUBLISHED" }]);
  });

  it("delivers each event to every consumer of its type, each keeping its own progress", async () => {
    const search = consumer("search", ["A", "B"]);
    const push = consumer("push", ["A"]);
    await subscribeConsumers(db(), [search, push]);
    const a = await write("A", 1);
    const b = await write("B", 2);
    const other = await write("C", 3);
    expect((await deliveriesOf(a)).map((d) => d.consumer)).toEqual(["push", "search"]);
    expect((await deliveriesOf(b)).map((d) => d.consumer)).toEqual(["search"]);
    // Nobody subscribes to C: it is done with at once.
    expect(await deliveriesOf(other)).toEqual([]);
    expect((await eventRow(other)).processed_at).not.toBeNull();

    // One consumer's run takes only its own deliveries: the other's stay pending.
    expect(await deliverEvents(db(), portal.clock.now, [push], log)).toBe(1);
    expect(seen).toEqual([{ consumer: "push", n: 1 }]);
    expect((await eventRow(a)).processed_at).toBeNull();
    expect(await deliverEvents(db(), portal.clock.now, [search, push], log)).toBe(2);
    expect(seen).toEqual([
      { consumer: "push", n: 1 },
      { consumer: "search", n: 1 },
      { consumer: "search", n: 2 },
    ]);
    expect((await eventRow(a)).processed_at).not.toBeNull();
    // Again: nothing is handled twice.
    expect(await deliverEvents(db(), portal.clock.now, [search, push], log)).toBe(0);
    expect(seen).toHaveLength(3);
  });

  it("runs a handler's after-commit step once its delivery has committed, and not when the handler fails", async () => {
    const afterwards: string[] = [];
    const sender = (fail: boolean): EventConsumer => ({
      name: fail ? "failing-sender" : "sender",
      types: ["S"],
      async handle(payload, trx) {
        await trx
          .insertInto("settings")
          .values({ key: `sent:${fail}`, value: "built" })
          .execute();
        if (fail) throw new Error("cannot build");
        return () => void afterwards.push(`${(payload as { n: number }).n}`);
      },
    });
    await subscribeConsumers(db(), [sender(false), sender(true)]);
    await write("S", 7);
    expect(afterwards).toEqual([]);
    expect(await deliverEvents(db(), portal.clock.now, [sender(false), sender(true)], log)).toBe(1);
    // After the commit, once; the failing handler (rolled back) has no step to run.
    expect(afterwards).toEqual(["7"]);
    const rows = await db().selectFrom("settings").select("key").where("key", "like", "sent:%").execute();
    expect(rows.map((r) => r.key)).toEqual(["sent:false"]);
  });

  it("retries a failing handler with a growing pause, counts and logs the attempts, gives up after the last, blocks nobody", async () => {
    let broken = true;
    const flaky = consumer("flaky", ["A"], (n) => broken && n === 1);
    const steady = consumer("steady", ["A"]);
    await subscribeConsumers(db(), [flaky, steady]);
    const first = await write("A", 1);
    await write("A", 2);

    expect(await deliverEvents(db(), portal.clock.now, [flaky, steady], log)).toBe(3);
    expect(seen).toEqual([
      { consumer: "flaky", n: 2 },
      { consumer: "steady", n: 1 },
      { consumer: "steady", n: 2 },
    ]);
    expect(logged).toEqual([`Event ${first} (A) failed in flaky, attempt 1:`]);
    let row = (await deliveriesOf(first)).find((d) => d.consumer === "flaky")!;
    expect(row).toMatchObject({ attempts: 1, processed_at: null, failed_at: null });
    expect(row.last_error).toContain("flaky cannot take 1");
    expect(row.next_attempt_at).toBe(new Date(portal.clock.now().getTime() + retryDelay(1)).toISOString());
    // The failed handler's own write was rolled back with it.
    expect(await db().selectFrom("settings").select("key").where("key", "=", "flaky:1").executeTakeFirst()).toBeUndefined();

    // Not before its time; then once more, and the pause doubles.
    expect(await deliverEvents(db(), portal.clock.now, [flaky], log)).toBe(0);
    portal.clock.advance(retryDelay(1));
    expect(await deliverEvents(db(), portal.clock.now, [flaky], log)).toBe(0);
    row = (await deliveriesOf(first)).find((d) => d.consumer === "flaky")!;
    expect(row.attempts).toBe(2);
    expect(retryDelay(2)).toBe(2 * retryDelay(1));
    expect(row.next_attempt_at).toBe(new Date(portal.clock.now().getTime() + retryDelay(2)).toISOString());

    // It recovers: the next try handles it, and the event is done for everyone.
    broken = false;
    portal.clock.advance(retryDelay(2));
    expect(await deliverEvents(db(), portal.clock.now, [flaky], log)).toBe(1);
    expect((await eventRow(first)).processed_at).not.toBeNull();

    // A handler that always fails is given up after MAX_ATTEMPTS and kept for a person to look at.
    broken = true;
    const third = await write("A", 1);
    for (let attempt = 1; attempt <= MAX_ATTEMPTS + 1; attempt++) {
      await deliverEvents(db(), portal.clock.now, [flaky], log);
      portal.clock.advance(retryDelay(attempt));
    }
    row = (await deliveriesOf(third)).find((d) => d.consumer === "flaky")!;
    expect(row.attempts).toBe(MAX_ATTEMPTS);
    expect(row.failed_at).not.toBeNull();
    expect(logged.at(-1)).toBe(`Event ${third} (A) failed in flaky, attempt ${MAX_ATTEMPTS}, given up:`);
    expect((await eventRow(third)).processed_at).toBeNull();
  });

  it("gives a consumer new to a type the events still pending; one unsubscribed gets no new ones", async () => {
    const early = consumer("early", ["A"]);
    await subscribeConsumers(db(), [early]);
    await write("A", 1);
    const late = consumer("late", ["A"]);
    await subscribeConsumers(db(), [early, late]);
    await subscribeConsumers(db(), [early, late]); // a restart: nothing twice
    expect(await deliverEvents(db(), portal.clock.now, [late], log)).toBe(1);
    await subscribeConsumers(db(), [late]);
    await write("A", 2);
    expect(await deliverEvents(db(), portal.clock.now, [early, late], log)).toBe(2);
    expect(seen).toEqual([
      { consumer: "late", n: 1 },
      { consumer: "early", n: 1 },
      { consumer: "late", n: 2 },
    ]);
    await expect(subscribeConsumers(db(), [early, consumer("early", ["B"])])).rejects.toThrow("Two event consumers are named early");
  });

  it.runIf(dialect === "postgres")("does not skip an event committed after a later-numbered one (two connections)", async () => {
    const search = consumer("search", ["A"]);
    await subscribeConsumers(db(), [search]);
    let commitSlow!: () => void;
    let slowWritten!: (id: number) => void;
    const slowId = new Promise<number>((resolve) => (slowWritten = resolve));
    // Connection 1: writes its event (taking the lower id) and stays open.
    const slow = db()
      .transaction()
      .execute(async (trx) => {
        slowWritten(await writeEvent(trx, "A", { n: 1 }, portal.clock.now()));
        await new Promise<void>((resolve) => (commitSlow = resolve));
      });
    const early = await slowId;
    // Connection 2: a later event commits first and is delivered.
    const later = await write("A", 2);
    expect(later).toBeGreaterThan(early);
    expect(await deliverEvents(db(), portal.clock.now, [search], log)).toBe(1);
    expect(seen).toEqual([{ consumer: "search", n: 2 }]);
    // The first commits now: the next run delivers it.
    commitSlow();
    await slow;
    expect(await deliverEvents(db(), portal.clock.now, [search], log)).toBe(1);
    expect(seen).toEqual([
      { consumer: "search", n: 2 },
      { consumer: "search", n: 1 },
    ]);
    expect((await eventRow(early)).processed_at).not.toBeNull();
  });
});
