// The events outbox (ARCHITECTURE.md, docs/decisions/0012-events-outbox.md). A change writes its side
// effect as an `events` row in its own transaction; every consumer registered for the event's type
// (features name theirs in their manifests: notifications, search, push...) gets it once.
//
// How each consumer keeps its own progress: writeEvent inserts, in the same transaction as the event,
// one `event_deliveries` row per consumer subscribed to its type (`event_subscriptions`, written at
// start-up from the manifests). So:
// - a consumer only ever touches its own rows: one never takes another's events;
// - a delivery becomes visible exactly when its event commits. On PostgreSQL ids are allocated before
//   commit, so event 7 may commit after event 8; a "last processed id" cursor would jump over 7.
//   Pending rows have no cursor: 7's row is simply found by the next run after its commit;
// - a handler runs in one transaction with the claim of its row (processed_at from null to now), so two
//   processes never handle the same delivery and a failed handler leaves nothing half-done;
// - a failure is logged and counted (attempts, last_error), retried after a growing pause
//   (RETRY_BASE_MS × 2^(attempts-1), at most RETRY_MAX_MS), and after MAX_ATTEMPTS given up (failed_at,
//   kept for a person to look at). It never blocks the other deliveries of the run.
// events.processed_at is set once every delivery of the event is done (or at once when no one
// subscribes to its type): a summary for people reading the table.
import { sql, type Kysely, type Transaction } from "kysely";
import type { Database } from "./db/schema";

type Db = Kysely<Database> | Transaction<Database>;

/**
 * Handles one event in its delivery's transaction. It may return what to do once that transaction has
 * committed (push notifications sent over the network: no transaction waits on a remote service).
 */
export type EventHandler = (payload: unknown, trx: Transaction<Database>) => Promise<void | AfterCommit>;
export type AfterCommit = () => void;

/** A side effect of events: a unique name (its progress is kept under it), the types it handles, how. */
export interface EventConsumer {
  /** Unique and stable across releases, e.g. "guide.notifyPublished": renaming it starts a new consumer. */
  name: string;
  types: readonly string[];
  handle: EventHandler;
}

export const MAX_ATTEMPTS = 8;
export const RETRY_BASE_MS = 60_000;
export const RETRY_MAX_MS = 6 * 3600_000;
/** Deliveries taken per consumer and run (the rest wait for the next run). */
const BATCH = 500;

export type EventLog = (message: string, error: unknown) => void;
const consoleLog: EventLog = (message, error) => console.error(message, error);

/** How often the server's outbox pass runs: what no feature delivers itself is handled within this of its commit. */
export const OUTBOX_PASS_EVERY_MS = 2_000;

/** Writes an event and its deliveries; call it with the transaction of the change it describes. */
export async function writeEvent(trx: Db, type: string, payload: unknown, at: Date): Promise<number> {
  const row = await trx
    .insertInto("events")
    .values({ type, payload: JSON.stringify(payload), created_at: at.toISOString(), processed_at: null })
    .returning("id")
    .executeTakeFirstOrThrow();
  const inserted = await trx
    .insertInto("event_deliveries")
    .columns(["event_id", "consumer"])
    .expression((eb) =>
      eb
        .selectFrom("event_subscriptions")
        .select([sql.lit(row.id).as("event_id"), "consumer"])
        .where("type", "=", type),
    )
    .executeTakeFirst();
  if (Number(inserted.numInsertedOrUpdatedRows ?? 0) === 0) {
    await trx.updateTable("events").set({ processed_at: at.toISOString() }).where("id", "=", row.id).execute();
  }
  return row.id;
}

/**
 * Records who handles which types (at start-up, before anything is written). A consumer new to a type
 * also gets that type's events still pending (written before it subscribed and not yet fully
 * handled), so the first start after the outbox migration loses nothing. Subscriptions of consumers
 * no longer registered are removed; their undelivered rows stay, untouched, for a person to look at.
 */
export async function subscribeConsumers(db: Kysely<Database>, consumers: readonly EventConsumer[]): Promise<void> {
  const names = new Set<string>();
  for (const consumer of consumers) {
    if (names.has(consumer.name)) throw new Error(`Two event consumers are named ${consumer.name}`);
    names.add(consumer.name);
  }
  await db.transaction().execute(async (trx) => {
    const wanted = consumers.flatMap((c) => c.types.map((type) => ({ consumer: c.name, type })));
    const existing = await trx.selectFrom("event_subscriptions").select(["consumer", "type"]).execute();
    const key = (s: { consumer: string; type: string }) => `${s.consumer}\u0000${s.type}`;
    const had = new Set(existing.map(key));
    const keep = new Set(wanted.map(key));
    for (const gone of existing.filter((s) => !keep.has(key(s)))) {
      await trx.deleteFrom("event_subscriptions").where("consumer", "=", gone.consumer).where("type", "=", gone.type).execute();
    }
    for (const added of wanted.filter((s) => !had.has(key(s)))) {
      await trx.insertInto("event_subscriptions").values(added).execute();
      await trx
        .insertInto("event_deliveries")
        .columns(["event_id", "consumer"])
        .expression((eb) =>
          eb
            .selectFrom("events as e")
            .select(["e.id as event_id", sql.lit(added.consumer).as("consumer")])
            .where("e.type", "=", added.type)
            .where("e.processed_at", "is", null)
            .where((w) =>
              w.not(
                w.exists(
                  w
                    .selectFrom("event_deliveries as d")
                    .select("d.event_id")
                    .whereRef("d.event_id", "=", "e.id")
                    .where("d.consumer", "=", added.consumer),
                ),
              ),
            ),
        )
        .execute();
    }
  });
}

/** The pause before the next try after `attempts` failures. */
export function retryDelay(attempts: number): number {
  return Math.min(RETRY_BASE_MS * 2 ** Math.max(0, attempts - 1), RETRY_MAX_MS);
}

/**
 * Handles the due deliveries of these consumers, oldest event first; returns how many it handled.
 * Safe to run from several processes at once and again at any time.
 */
export async function deliverEvents(
  db: Kysely<Database>,
  now: () => Date,
  consumers: readonly EventConsumer[],
  log: EventLog = consoleLog,
): Promise<number> {
  let handled = 0;
  for (const consumer of consumers) {
    const at = now().toISOString();
    const due = await db
      .selectFrom("event_deliveries as d")
      .innerJoin("events as e", "e.id", "d.event_id")
      .select(["d.event_id", "d.attempts", "e.type", "e.payload"])
      .where("d.consumer", "=", consumer.name)
      .where("d.processed_at", "is", null)
      .where("d.failed_at", "is", null)
      .where((eb) => eb.or([eb("d.next_attempt_at", "is", null), eb("d.next_attempt_at", "<=", at)]))
      .orderBy("d.event_id")
      .limit(BATCH)
      .execute();
    for (const delivery of due) {
      if (await deliverOne(db, now, consumer, delivery, log)) handled++;
    }
  }
  return handled;
}

async function deliverOne(
  db: Kysely<Database>,
  now: () => Date,
  consumer: EventConsumer,
  delivery: { event_id: number; attempts: number; type: string; payload: string },
  log: EventLog,
): Promise<boolean> {
  const mine = (trx: Db) =>
    trx
      .updateTable("event_deliveries")
      .where("event_id", "=", delivery.event_id)
      .where("consumer", "=", consumer.name)
      .where("processed_at", "is", null);
  try {
    const afterCommit: { run?: AfterCommit | void } = {};
    const done = await db.transaction().execute(async (trx) => {
      const claimed = await mine(trx).set({ processed_at: now().toISOString() }).executeTakeFirst();
      if (Number(claimed.numUpdatedRows) === 0) return false; // another process took it
      // Its own subscription says which types it gets; a type it no longer handles is done with.
      if (consumer.types.includes(delivery.type)) afterCommit.run = await consumer.handle(JSON.parse(delivery.payload), trx);
      return true;
    });
    if (done) {
      afterCommit.run?.();
      await markEventDone(db, now, delivery.event_id);
    }
    return done;
  } catch (error) {
    const attempts = delivery.attempts + 1;
    const at = now();
    const givingUp = attempts >= MAX_ATTEMPTS;
    log(
      `Event ${delivery.event_id} (${delivery.type}) failed in ${consumer.name}, attempt ${attempts}${givingUp ? ", given up" : ""}:`,
      error,
    );
    await mine(db)
      .set({
        attempts,
        last_error: String(error instanceof Error ? (error.stack ?? error.message) : error).slice(0, 2000),
        next_attempt_at: new Date(at.getTime() + retryDelay(attempts)).toISOString(),
        failed_at: givingUp ? at.toISOString() : null,
      })
      .execute();
    return false;
  }
}

async function markEventDone(db: Kysely<Database>, now: () => Date, eventId: number): Promise<void> {
  await db
    .updateTable("events")
    .set({ processed_at: now().toISOString() })
    .where("id", "=", eventId)
    .where("processed_at", "is", null)
    .where((eb) =>
      eb.not(
        eb.exists(eb.selectFrom("event_deliveries").select("event_id").where("event_id", "=", eventId).where("processed_at", "is", null)),
      ),
    )
    .execute();
}

/** The outbox of a running portal: every registered consumer. */
export interface Outbox {
  consumers: readonly EventConsumer[];
  /** Delivers what is due to every consumer (housekeeping, and after changes that wrote events). */
  deliver(): Promise<number>;
}

export function createOutbox(db: Kysely<Database>, now: () => Date, consumers: readonly EventConsumer[], log?: EventLog): Outbox {
  return { consumers, deliver: () => deliverEvents(db, now, consumers, log) };
}

/**
 * Writes an event naming the objects a change touched (`{ids}`, distinct, ascending), in the change's
 * transaction; no ids, no event. The search's indexers follow their features through these.
 */
export async function writeIdsEvent(trx: Db, type: string, ids: readonly number[], at: Date): Promise<void> {
  const distinct = [...new Set(ids)].sort((a, b) => a - b);
  if (distinct.length > 0) await writeEvent(trx, type, { ids: distinct }, at);
}

/** The ids an `{ids}` event names; a payload of any other shape names none (its delivery then changes nothing). */
export function idsOfEvent(payload: unknown): number[] {
  if (typeof payload !== "object" || payload === null || !("ids" in payload)) return [];
  const { ids } = payload as { ids: unknown };
  return Array.isArray(ids) && ids.every((id) => Number.isSafeInteger(id) && (id as number) > 0) ? (ids as number[]) : [];
}
