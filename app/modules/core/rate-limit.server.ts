// Sliding-window limits kept in the database, so several processes share them.
import type { Kysely } from "kysely";
import type { Database } from "../db/schema";

export interface RateLimiter {
  /** How many events were recorded for key within the window. */
  count(key: string, windowMs: number): Promise<number>;
  /** Seconds until the oldest event inside the window leaves it (0 when the window is empty). */
  retryAfter(key: string, windowMs: number): Promise<number>;
  record(key: string): Promise<void>;
  clear(key: string): Promise<void>;
}

export function createRateLimiter(db: Kysely<Database>, now: () => Date): RateLimiter {
  const since = (windowMs: number) => new Date(now().getTime() - windowMs).toISOString();
  return {
    async count(key, windowMs) {
      const row = await db
        .selectFrom("rate_events")
        .select((eb) => eb.fn.countAll<number>().as("n"))
        .where("key", "=", key)
        .where("created_at", ">", since(windowMs))
        .executeTakeFirstOrThrow();
      return Number(row.n);
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
    async record(key) {
      await db.insertInto("rate_events").values({ key, created_at: now().toISOString() }).execute();
    },
    async clear(key) {
      await db.deleteFrom("rate_events").where("key", "=", key).execute();
    },
  };
}

/** Drops events older than a day; called on a timer by server.ts. */
export async function pruneRateEvents(db: Kysely<Database>, now: Date): Promise<void> {
  const dayAgo = new Date(now.getTime() - 24 * 3600_000).toISOString();
  await db.deleteFrom("rate_events").where("created_at", "<", dayAgo).execute();
}
