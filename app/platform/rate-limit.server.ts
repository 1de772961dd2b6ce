// Sliding-window limits kept in the database, so several processes share them.
import type { Kysely, Transaction } from "kysely";
import type { Database } from "./db/schema";
import { recordTechEvent } from "./audit.server";

/** A window and how many events it may hold. */
export interface RateWindow {
  windowMs: number;
  limit: number;
}

export type Taken =
  | {
      allowed: true;
      /** Takes the event back (an attempt that turned out not to count); after any transaction it was taken in. */
      release(): Promise<void>;
    }
  | { allowed: false; /** The first window that was full. */ windowMs: number };

export interface RateLimiter {
  /**
   * Records an event for key if every window still has room for it, in one step: the event is written
   * first, then the events up to it are counted, and it is taken back if that passes a limit. So of
   * callers racing each other no more than the limit pass (the old count-then-record let a parallel
   * burst through). Given a transaction, the event is part of it (and gone if it rolls back).
   */
  take(key: string, windows: RateWindow[], trx?: Transaction<Database>): Promise<Taken>;
  /**
   * Takes an event under several keys, all or none: the first key whose window is full gives back
   * what the ones before it took. `release` gives back all of them.
   */
  takeAll(keys: { key: string; windows: RateWindow[] }[]): Promise<Taken & { key?: string }>;
  /** Seconds until the oldest event inside the window leaves it (0 when the window is empty). */
  retryAfter(key: string, windowMs: number): Promise<number>;
  clear(key: string): Promise<void>;
}

export function createRateLimiter(db: Kysely<Database>, now: () => Date): RateLimiter {
  const since = (windowMs: number) => new Date(now().getTime() - windowMs).toISOString();
  const limiter: RateLimiter = {
    async take(key, windows, trx) {
      const q = trx ?? db;
      const { id } = await q
        .insertInto("rate_events")
        .values({ key, created_at: now().toISOString() })
        .returning("id")
        .executeTakeFirstOrThrow();
      // Later, outside any transaction: the event is committed by then.
      const release = async () => {
        await db.deleteFrom("rate_events").where("id", "=", id).execute();
      };
      for (const { windowMs, limit } of windows) {
        const row = await q
          .selectFrom("rate_events")
          .select((eb) => eb.fn.countAll<number>().as("n"))
          .where("key", "=", key)
          .where("id", "<=", id)
          .where("created_at", ">", since(windowMs))
          .executeTakeFirstOrThrow();
        if (Number(row.n) > limit) {
          await q.deleteFrom("rate_events").where("id", "=", id).execute();
          // The operators' record (/admin/ts-logs), not within a caller's transaction: that one rolls back
          // on the refusal, and on SQLite's one connection a write beside it would wait for it.
          if (!trx) {
            const kind = key.startsWith("login:") ? "SIGN_IN_BURST" : "RATE_LIMITED";
            await recordTechEvent(db, { kind, details: { limiter: key, windowMs, limit }, at: now() });
          }
          return { allowed: false, windowMs };
        }
      }
      return { allowed: true, release };
    },
    async takeAll(keys) {
      const taken: (() => Promise<void>)[] = [];
      const release = async () => {
        await Promise.all(taken.map((giveBack) => giveBack()));
      };
      for (const { key, windows } of keys) {
        const one = await limiter.take(key, windows);
        if (!one.allowed) {
          await release();
          return { ...one, key };
        }
        taken.push(one.release);
      }
      return { allowed: true, release };
    },
    async retryAfter(key, windowMs) {
      const row = await db
        .selectFrom("rate_events")
        .select((eb) => eb.fn.min("created_at").as("first"))
        .where("key", "=", key)
        .where("created_at", ">", since(windowMs))
        .executeTakeFirst();
      if (!row?.first) return 0;
      const leaves = new Date(String(row.first)).getTime() + windowMs;
      return Math.max(1, Math.ceil((leaves - now().getTime()) / 1000));
    },
    async clear(key) {
      await db.deleteFrom("rate_events").where("key", "=", key).execute();
    },
  };
  return limiter;
}

/** Drops events older than a day; called on a timer by server.ts. */
export async function pruneRateEvents(db: Kysely<Database>, now: Date): Promise<void> {
  const dayAgo = new Date(now.getTime() - 24 * 3600_000).toISOString();
  await db.deleteFrom("rate_events").where("created_at", "<", dayAgo).execute();
}
