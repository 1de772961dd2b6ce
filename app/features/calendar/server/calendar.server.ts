// The calendar's domain functions: (actor, input) -> result, or a typed domain error. The pages and the /api
// call the same ones. A person's entries come from every feature's CalendarSource (the manifest's
// calendarSources, collected by the portal): each source answers a range in one statement, so a month costs
// the same statements for 1 entry as for 100. The calendar's own table holds only the secret .ics link.
import { createHash, randomBytes } from "node:crypto";
import type { Actor } from "~/platform/actor";
import type { CalendarEvent, CalendarSource } from "~/platform/calendar";
import type { Deps } from "~/platform/deps.server";
import { forbidden, invalid } from "~/platform/errors";
import { requireUser } from "~/platform/require-user";
import { moscowDay, shiftDay } from "~/shared/dates";
import { canSeeCalendar } from "../policy";
import { serverMessages as r } from "../messages.server";
import { gridDays, monthKey, parseMonth } from "../month";
import { icsOf, type FeedEntry } from "./ics.server";

/** The .ics feed's range around today: a month back, a year ahead. */
export const FEED_DAYS_BACK = 31;
export const FEED_DAYS_AHEAD = 366;

/** One entry as a day of the month shows it. */
export interface DayEntry {
  kind: string;
  /** The legend's place of its source (its colour). */
  tone: number;
  id: string;
  title: string;
  note: string | null;
  href: string | null;
  allDay: boolean;
  /** "14:30" (Moscow) on the day a timed entry starts; null for whole days and the days it runs on. */
  time: string | null;
}

export interface MonthView {
  userId: number;
  /** "2026-12" */
  month: string;
  today: string;
  legend: { kind: string; label: string; tone: number }[];
  /** The grid's days, Monday first; `inMonth` false for the neighbours' days that fill its weeks. */
  days: { day: string; inMonth: boolean; entries: DayEntry[] }[];
}

const MOSCOW_MS = 3 * 3_600_000;
const moscowTime = (iso: string) => new Date(Date.parse(iso) + MOSCOW_MS).toISOString().slice(11, 16);
/** The Moscow days a timed entry touches: from its start's day to the day of the moment before its end. */
const timedDays = (e: { startsAt: string; endsAt: string }) => {
  const first = moscowDay(new Date(e.startsAt));
  const last = moscowDay(new Date(Math.max(Date.parse(e.startsAt), Date.parse(e.endsAt) - 1)));
  return { first, last };
};
const hashOf = (token: string) => createHash("sha256").update(token).digest("hex");
/** A feed's address carries its token: 32 random bytes, base64url. */
const TOKEN = /^[A-Za-z0-9_-]{43}$/;

export function createCalendar(deps: Deps, sources: readonly CalendarSource[]) {
  const { db, now } = deps;

  /** Every source's entries of [fromDay, toDay], each with its source: one statement a source. */
  async function entriesOf(userId: number, fromDay: string, toDay: string): Promise<{ source: CalendarSource; event: CalendarEvent }[][]> {
    const lists = await Promise.all(sources.map((source) => source.eventsOf(userId, fromDay, toDay)));
    return lists.map((events, i) => events.map((event) => ({ source: sources[i]!, event })));
  }

  function requireOwn(actor: Actor, userId: number) {
    const user = requireUser(actor);
    if (!canSeeCalendar(user, userId)) throw forbidden(r.notYours);
    return user;
  }

  return {
    /** Person `userId`'s month ("yyyy-mm"; none: this month): its grid's days and their entries. Hers alone. */
    async month(actor: Actor, userId: number, month: string | null): Promise<MonthView> {
      requireOwn(actor, userId);
      const today = moscowDay(now());
      const shown = month === null ? parseMonth(today.slice(0, 7)) : parseMonth(month);
      if (!shown) throw invalid(r.monthInvalid, { month: r.monthInvalid });
      const grid = gridDays(shown);
      const from = grid[0]!;
      const to = grid.at(-1)!;
      const byDay = new Map(grid.map((day) => [day, [] as (DayEntry & { sortKey: string })[]]));
      const lists = await entriesOf(userId, from, to);
      lists.forEach((list, tone) => {
        for (const { source, event } of list) {
          const span = event.allDay ? { first: event.fromDay, last: event.toDay } : timedDays(event);
          const startTime = event.allDay ? null : moscowTime(event.startsAt);
          for (let day = span.first < from ? from : span.first; day <= span.last && day <= to; day = shiftDay(day, 1)) {
            const time = day === span.first ? startTime : null;
            byDay.get(day)?.push({
              kind: source.kind,
              tone,
              id: event.id,
              title: event.title,
              note: event.note,
              href: event.href,
              allDay: event.allDay,
              time,
              // Whole days first, then by the time they start, then by title.
              sortKey: `${time === null ? "0" : `1${time}`}|${event.title}`,
            });
          }
        }
      });
      return {
        userId,
        month: monthKey(shown),
        today,
        legend: sources.map((s, tone) => ({ kind: s.kind, label: s.label, tone })),
        days: grid.map((day) => ({
          day,
          inMonth: day.slice(0, 7) === monthKey(shown),
          entries: byDay
            .get(day)!
            .sort((a, b) => a.sortKey.localeCompare(b.sortKey))
            .map(({ sortKey: _, ...entry }) => entry),
        })),
      };
    },

    /** When her .ics link was made (null: none yet). The link itself cannot be shown again: only its hash is kept. */
    async feedMadeAt(actor: Actor, userId: number): Promise<string | null> {
      requireOwn(actor, userId);
      const row = await db.selectFrom("calendar_feeds").select("created_at").where("user_id", "=", userId).executeTakeFirst();
      return row?.created_at ?? null;
    },

    /** A new secret .ics link for her own calendar; the old one stops working. Its path, shown this once. */
    async renewFeed(actor: Actor, userId: number): Promise<{ path: string; createdAt: string }> {
      requireOwn(actor, userId);
      const token = randomBytes(32).toString("base64url");
      const createdAt = now().toISOString();
      await db.transaction().execute(async (trx) => {
        await trx.deleteFrom("calendar_feeds").where("user_id", "=", userId).execute();
        await trx
          .insertInto("calendar_feeds")
          .values({ user_id: userId, token_hash: hashOf(token), created_at: createdAt })
          .execute();
      });
      return { path: `/calendar/ics/${token}.ics`, createdAt };
    },

    /** The .ics file of the link's token (no session: the token is the key); null when no link has it. */
    async feed(token: string, origin: string): Promise<string | null> {
      if (!TOKEN.test(token)) return null;
      // A blocked person's days are no one's to read: her link answers as an unknown one until she is unblocked.
      const row = await db
        .selectFrom("calendar_feeds as f")
        .innerJoin("users as u", "u.id", "f.user_id")
        .select("f.user_id")
        .where("f.token_hash", "=", hashOf(token))
        .where("u.blocked", "=", 0)
        .executeTakeFirst();
      if (!row) return null;
      const today = moscowDay(now());
      const lists = await entriesOf(row.user_id, shiftDay(today, -FEED_DAYS_BACK), shiftDay(today, FEED_DAYS_AHEAD));
      const entries: FeedEntry[] = lists.flat().map(({ source, event }) => ({ kind: source.kind, label: source.label, event }));
      return icsOf(entries, { name: r.feedName, origin, now: now() });
    },
  };
}

export type CalendarService = ReturnType<typeof createCalendar>;
