// Recording the searches people make (issue #16 point 9), for /admin/search-statistic: the results pages,
// the header's dropdown and GET /search-v2/find call record() once per search they answer (the finder
// does not). record() only buffers in memory and returns: a search never waits for the write, and a
// failed write is logged and dropped (statistics are not worth failing or slowing a search for). The
// buffer is written in one transaction every few seconds, when the portal's settled() is awaited (tests)
// and when it stops.
//
// A dropdown query is held back 10 s: the dropdown asks at every settled input, so "отп", "отпуск",
// "отпуск по уходу" typed in a row are one search. When the same person's next query within 10 s starts
// with the held one (extends it; the same text again included), the held one is dropped; otherwise it is
// kept. The next query may be the dropdown's or the page Enter opens on the same text. Held queries are
// kept per process: with several processes behind a balancer, a person's queries landing on two of them
// are both counted.
import { format, subDays } from "date-fns";
import type { Kysely } from "kysely";
import type { Actor } from "~/platform/actor";
import type { Database } from "~/platform/db/schema";
import { cleanQuery } from "../query";
import { foldCase, QUERY_MAX_CHARACTERS } from "../text";
import { searchStatistics, type Period } from "./queries.server";

/** Where a search was made: a results page, the header's dropdown, GET /search-v2/find. */
export type SearchOrigin = "page" | "dropdown" | "api";

/** One search answered: the blocks it answered with (an /api call: its one index) and whether a retry answered. */
export interface SearchRecord {
  reader: Actor;
  query: string;
  source: SearchOrigin;
  blocks: readonly { indexName: string; total: number }[];
  corrected: boolean;
  /** The page of a paged answer (from 0): only the first counts, the next ones read on in the same search. */
  page?: number;
}

/** A dropdown query extended within this time by its author does not count. */
export const EXTEND_WITHIN_MS = 10_000;
/** How often the buffer is written while it holds something. */
export const WRITE_EVERY_MS = 5_000;
/** Statistics older than this many days are deleted (at start and daily). */
export const KEEP_DAYS = 180;
/** A buffer this long is written at once rather than at the next tick. */
const BATCH = 500;
const DAY_MS = 24 * 60 * 60_000;

interface Pending {
  at: number;
  day: string;
  userId: number;
  query: string;
  source: SearchOrigin;
  found: boolean;
  corrected: boolean;
  /** The blocks that had results. */
  indexNames: string[];
}

/** The query as the statistics group it: cleaned as searches are, lower case, ё as е, spaces collapsed, cut at 200. */
export function statisticsQuery(typed: string): string {
  return foldCase(cleanQuery(typed)).replace(/\s+/g, " ").trim().slice(0, QUERY_MAX_CHARACTERS);
}

/** yyyy-MM-dd in the server's time zone: the portal's day a search belongs to. */
export const dayOf = (date: Date) => format(date, "yyyy-MM-dd");

export function createSearchStats(db: Kysely<Database>, now: () => Date) {
  let buffer: Pending[] = [];
  /** Each person's last dropdown query, for EXTEND_WITHIN_MS. */
  const held = new Map<number, Pending>();
  /** The writes, one after another; never rejects (a failure is logged). */
  let writing: Promise<void> = Promise.resolve();
  let tick: ReturnType<typeof setTimeout> | null = null;
  let daily: ReturnType<typeof setInterval> | null = null;
  let stopped = false;

  async function write(batch: Pending[]) {
    await db.transaction().execute(async (trx) => {
      for (let i = 0; i < batch.length; i += BATCH) {
        const rows = batch.slice(i, i + BATCH);
        await trx
          .insertInto("search_statistics")
          .values(
            rows.map((p) => ({
              day: p.day,
              user_id: p.userId,
              query: p.query,
              source: p.source,
              found: p.found ? 1 : 0,
              corrected: p.corrected ? 1 : 0,
            })),
          )
          .execute();
        const blocks = rows.flatMap((p) => p.indexNames.map((indexName) => ({ day: p.day, index_name: indexName })));
        if (blocks.length > 0) await trx.insertInto("search_statistic_blocks").values(blocks).execute();
      }
    });
  }

  /** Writes the buffer and the held queries whose 10 s are over (all of them when the portal stops). */
  function flush(all: boolean): Promise<void> {
    const time = now().getTime();
    for (const [userId, pending] of held) {
      if (all || time - pending.at >= EXTEND_WITHIN_MS) {
        buffer.push(pending);
        held.delete(userId);
      }
    }
    const batch = buffer;
    buffer = [];
    if (held.size > 0) schedule();
    if (batch.length > 0) {
      writing = writing.then(() => write(batch)).catch((error: unknown) => console.error("Search statistics not written:", error));
    }
    return writing;
  }

  function schedule() {
    if (tick || stopped) return;
    tick = setTimeout(() => {
      tick = null;
      void flush(false);
    }, WRITE_EVERY_MS);
    // Statistics never keep a process (a script, a test) alive; the portal's stop writes what is left.
    tick.unref();
  }

  /** Deletes the statistics of days older than KEEP_DAYS. */
  async function prune(): Promise<void> {
    const oldest = dayOf(subDays(now(), KEEP_DAYS));
    await db.deleteFrom("search_statistics").where("day", "<", oldest).execute();
    await db.deleteFrom("search_statistic_blocks").where("day", "<", oldest).execute();
  }
  const pruneLogged = () => prune().catch((error: unknown) => console.error("Old search statistics not deleted:", error));

  return {
    /** Counts one search; returns at once and never throws. */
    record(search: SearchRecord): void {
      try {
        if (search.reader.kind !== "user" || (search.page ?? 0) > 0) return;
        const query = statisticsQuery(search.query);
        if (!query) return;
        const at = now();
        const userId = search.reader.userId;
        const found = search.blocks.filter((b) => b.total > 0).map((b) => b.indexName);
        const entry: Pending = {
          at: at.getTime(),
          day: dayOf(at),
          userId,
          query,
          source: search.source,
          found: found.length > 0,
          corrected: search.corrected,
          indexNames: [...new Set(found)],
        };
        const previous = held.get(userId);
        if (previous) {
          held.delete(userId);
          const extended = entry.at - previous.at <= EXTEND_WITHIN_MS && query.startsWith(previous.query);
          if (!extended) buffer.push(previous);
        }
        if (search.source === "dropdown") held.set(userId, entry);
        else buffer.push(entry);
        if (buffer.length >= BATCH) void flush(false);
        else schedule();
      } catch (error) {
        console.error("Search not counted:", error);
      }
    },
    /** The page's figures for a period of days (yyyy-MM-dd, both included). */
    report: (period: Period) => searchStatistics(db, period),
    /** Today in the portal's time zone (yyyy-MM-dd): the default period ends with it. */
    today: () => dayOf(now()),
    prune,
    /** Deletes what is older than KEEP_DAYS now and once a day. */
    async start(): Promise<void> {
      await pruneLogged();
      daily = setInterval(() => void pruneLogged(), DAY_MS);
      daily.unref();
    },
    /** Writes what is buffered and the held dropdown queries already final: what a test reads after. */
    settled: () => flush(false),
    /** Writes everything left, held dropdown queries included, before the database closes. */
    async stop(): Promise<void> {
      stopped = true;
      if (tick) clearTimeout(tick);
      if (daily) clearInterval(daily);
      tick = daily = null;
      await flush(true);
    },
  };
}

export type SearchStats = ReturnType<typeof createSearchStats>;
