// Recording what the statistics count (issue #33 point 4): each page read, /api call and sign-in is added to
// a buffer in memory and the call returns, so a request never waits for a write. The buffer is written as
// per-day aggregate rows (tables.ts) in one transaction every WRITE_EVERY_MS, at once when it holds BATCH
// entries, when a test awaits the recorder's settled() and when the portal stops. Not the portal's settled(): the
// security suites await that before every call, and a write after each call made them hash the whole database
// again for every call (the SQLite fuzz took 64 s instead of 20). A failed write is logged and its counts
// are dropped: statistics are not worth failing or slowing a request for. Several processes add to the same
// rows (upserts), and a person is counted active once per day, week and month whichever process sees her.
import type { Kysely, Transaction } from "kysely";
import type { SeenRequest } from "~/platform/activity.server";
import type { Database } from "~/platform/db/schema";
import { settingValue } from "~/features/settings/index.server";
import { departmentChainsOf } from "~/features/users/index.server";
import { moscowDay, monthOf, shiftDay, weekOf } from "../days";

/**
 * How often the buffer is written while it holds something. The tests set STATISTICS_WRITE_MS_OVERRIDE
 * (vitest.config.ts) to an hour and write by settled(): a write falling inside a slow test's count of a page's
 * statements would add its own.
 */
export const WRITE_EVERY_MS = Number(process.env.STATISTICS_WRITE_MS_OVERRIDE) || 5_000;
/** A buffer of this many distinct rows is written at once. */
export const BATCH = 2_000;
/** The setting that says how many days aggregates are kept (400 when unset). */
export const RETENTION_SETTING = "STATISTICS_RETENTION_DAYS";
export const DEFAULT_RETENTION_DAYS = 400;
/** Who was counted active is kept this long: longer than a month, so a month's person is counted once. */
const SEEN_DAYS = 40;
const DAY_MS = 86_400_000;
/** Rows of one statement (5 parameters each: far under either database's limit). */
const ROWS_PER_STATEMENT = 500;

type Kind = "page" | "api" | "signin";
interface Pending {
  day: string;
  kind: Kind;
  section: string;
  userId: number | null;
  count: number;
}

function chunks<T>(list: readonly T[], size = ROWS_PER_STATEMENT): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < list.length; i += size) out.push(list.slice(i, i + size));
  return out;
}

export function createRecorder(db: Kysely<Database>, now: () => Date) {
  let buffer = new Map<string, Pending>();
  let writing: Promise<void> = Promise.resolve();
  let tick: ReturnType<typeof setTimeout> | null = null;
  let daily: ReturnType<typeof setInterval> | null = null;
  let stopped = false;

  function add(day: string, kind: Kind, section: string, userId: number | null) {
    const key = `${day}\u0000${kind}\u0000${section}\u0000${userId ?? ""}`;
    const pending = buffer.get(key);
    if (pending) pending.count++;
    else buffer.set(key, { day, kind, section, userId, count: 1 });
    if (buffer.size >= BATCH) void flush();
    else schedule();
  }

  async function write(batch: Pending[]) {
    const people = [...new Set(batch.flatMap((p) => (p.userId === null ? [] : [p.userId])))];
    await db.transaction().execute(async (trx) => {
      const department = await departmentChainsOf(trx, people);
      // Counts by (day, department, kind, section): the portal's row (0) and the person's department's.
      const views = new Map<string, { day: string; department_id: number; kind: Kind; section: string; count: number }>();
      const count = (p: Pending, departmentId: number) => {
        const key = `${p.day}\u0000${departmentId}\u0000${p.kind}\u0000${p.section}`;
        const row = views.get(key);
        if (row) row.count += p.count;
        else views.set(key, { day: p.day, department_id: departmentId, kind: p.kind, section: p.section, count: p.count });
      };
      for (const p of batch) {
        count(p, 0);
        for (const id of p.userId === null ? [] : (department.get(p.userId) ?? [])) count(p, id);
      }
      for (const rows of chunks([...views.values()])) {
        await trx
          .insertInto("stat_views")
          .values(rows)
          .onConflict((oc) =>
            oc
              .columns(["department_id", "day", "kind", "section"])
              .doUpdateSet((eb) => ({ count: eb("stat_views.count", "+", eb.ref("excluded.count")) })),
          )
          .execute();
      }
      await countActive(trx, batch, department);
    });
  }

  /** Takes each person's first row of her day, week and month; each row taken adds one to its counts. */
  async function countActive(trx: Transaction<Database>, batch: Pending[], department: Map<number, number[]>) {
    const seen = new Map<string, { period: "d" | "w" | "m"; period_key: string; user_id: number }>();
    for (const p of batch) {
      if (p.userId === null || p.kind === "signin") continue;
      for (const [period, key] of [
        ["d", p.day],
        ["w", weekOf(p.day)],
        ["m", monthOf(p.day)],
      ] as const) {
        seen.set(`${period}${key}\u0000${p.userId}`, { period, period_key: key, user_id: p.userId });
      }
    }
    const counts = new Map<string, { period: "d" | "w" | "m"; period_key: string; department_id: number; count: number }>();
    const bump = (period: "d" | "w" | "m", key: string, departmentId: number) => {
      const k = `${period}${key}\u0000${departmentId}`;
      const row = counts.get(k);
      if (row) row.count++;
      else counts.set(k, { period, period_key: key, department_id: departmentId, count: 1 });
    };
    for (const rows of chunks([...seen.values()])) {
      const taken = await trx
        .insertInto("stat_active_seen")
        .values(rows)
        .onConflict((oc) => oc.doNothing())
        .returning(["period", "period_key", "user_id"])
        .execute();
      for (const t of taken) {
        bump(t.period, t.period_key, 0);
        for (const id of department.get(t.user_id) ?? []) bump(t.period, t.period_key, id);
      }
    }
    for (const rows of chunks([...counts.values()])) {
      await trx
        .insertInto("stat_active")
        .values(rows)
        .onConflict((oc) =>
          oc
            .columns(["department_id", "period", "period_key"])
            .doUpdateSet((eb) => ({ count: eb("stat_active.count", "+", eb.ref("excluded.count")) })),
        )
        .execute();
    }
  }

  /** Writes what the buffer holds (after the writes before it); never rejects. */
  function flush(): Promise<void> {
    const batch = [...buffer.values()];
    buffer = new Map();
    if (batch.length > 0) {
      writing = writing.then(() => write(batch)).catch((error: unknown) => console.error("Statistics not written:", error));
    }
    return writing;
  }

  function schedule() {
    if (tick || stopped) return;
    tick = setTimeout(() => {
      tick = null;
      void flush();
    }, WRITE_EVERY_MS);
    // Counting never keeps a process (a script, a test) alive; the portal's stop writes what is left.
    tick.unref();
  }

  async function retentionDays(): Promise<number> {
    const stored = Number(await settingValue(db, RETENTION_SETTING));
    return Number.isInteger(stored) && stored > 0 ? stored : DEFAULT_RETENTION_DAYS;
  }

  /** Deletes the days older than the retention, and who was seen active before SEEN_DAYS. */
  async function sweep(): Promise<void> {
    const today = moscowDay(now());
    const oldest = shiftDay(today, -(await retentionDays()));
    await db.deleteFrom("stat_views").where("day", "<", oldest).execute();
    // A month's key (yyyy-mm) sorts before its days: the month of `oldest` goes only when it is wholly older.
    await db.deleteFrom("stat_active").where("period_key", "<", monthOf(oldest)).execute();
    await db
      .deleteFrom("stat_active_seen")
      .where("period_key", "<", monthOf(shiftDay(today, -SEEN_DAYS)))
      .execute();
  }
  const sweepLogged = () => sweep().catch((error: unknown) => console.error("Old statistics not deleted:", error));

  return {
    /** Counts a request answered; returns at once and never throws. */
    request(seen: SeenRequest): void {
      add(moscowDay(now()), seen.kind, seen.section, seen.userId);
    },
    signIn(userId: number, at: Date): void {
      add(moscowDay(at), "signin", "", userId);
    },
    retentionDays,
    sweep,
    /** Deletes what is older than the retention now and once a day. */
    async start(): Promise<void> {
      await sweepLogged();
      daily = setInterval(() => void sweepLogged(), DAY_MS);
      daily.unref();
    },
    /** Writes what is buffered: what a statistics test reads after (not the portal's settled(), see above). */
    settled: () => flush(),
    /** Writes everything left before the database closes. */
    async stop(): Promise<void> {
      stopped = true;
      if (tick) clearTimeout(tick);
      if (daily) clearInterval(daily);
      tick = daily = null;
      await flush();
    },
  };
}

export type Recorder = ReturnType<typeof createRecorder>;
