// The rules' daily job (issue #36 point 2): once a day it grants the kinds that have a rule — full years at the
// company (the users' hire dates) and thanks received (the feed's counts, never its tables) — to everyone who
// has reached the threshold and does not hold the kind yet. It runs once across processes and restarts: the
// (job, day) row of achievement_job_runs is inserted first in the run's own transaction, so a second run —
// another process at the same moment (on PostgreSQL it waits for the first, then skips), or this one after a
// restart — finds it and does nothing. The unique (kind, person) key means nothing is ever granted twice.
import type { Transaction } from "kysely";
import type { Database } from "~/platform/db/schema";
import type { Deps } from "~/platform/deps.server";
import { writeEvent } from "~/platform/events.server";
import { peopleHiredBy } from "~/features/users/index.server";
import { thanksReceivedAtLeast } from "~/features/feed/index.server";
import { fullYears, hiredByFor, yearsAfter } from "./days";
import { moscowDay } from "~/shared/dates";
import { ACHIEVEMENT_GRANTED, type AchievementGranted } from "./events";

export const RULES_JOB = "achievements.rules";
/** How often server.ts looks whether today's run is done (a missed day is made at the next look). */
export const RULES_CHECK_EVERY_MS = 10 * 60_000;
/** People read (and awards written) per statement. */
const PAGE = 1000;
/** Award ids per ACHIEVEMENT_GRANTED event. */
const EVENT_IDS = 5000;

interface RuleKind {
  id: number;
  threshold: number;
}
interface Candidate {
  kind_id: number;
  user_id: number;
  awarded_on: string;
}

export function createRules({ db, now }: Deps) {
  return {
    /**
     * Grants what the rules say on the Moscow day of `at` (now by default), once: how many awards it made, or
     * null when that day's run was already done. The demo seed runs it unannounced (`notify: false`).
     */
    async run(at: Date = now(), { notify = true }: { notify?: boolean } = {}): Promise<number | null> {
      const day = moscowDay(at);
      return db.transaction().execute(async (trx) => {
        const claimed = await trx
          .insertInto("achievement_job_runs")
          .values({ job: RULES_JOB, day, ran_at: at.toISOString(), made: 0 })
          .onConflict((oc) => oc.columns(["job", "day"]).doNothing())
          .executeTakeFirst();
        if (Number(claimed.numInsertedOrUpdatedRows ?? 0) === 0) return null;
        const kinds = await trx
          .selectFrom("achievement_kinds")
          .select(["id", "rule", "rule_threshold"])
          .where("archived", "=", 0)
          .where("rule", "is not", null)
          .where("rule_threshold", "is not", null)
          .orderBy("id")
          .execute();
        const of = (rule: string): RuleKind[] =>
          kinds.filter((k) => k.rule === rule).map((k) => ({ id: k.id, threshold: k.rule_threshold ?? Number.MAX_SAFE_INTEGER }));
        const ids = [...(await grantYears(trx, of("YEARS"), day, at)), ...(await grantThanks(trx, of("THANKS"), day, at))];
        await trx
          .updateTable("achievement_job_runs")
          .set({ made: ids.length })
          .where("job", "=", RULES_JOB)
          .where("day", "=", day)
          .execute();
        if (notify) {
          for (let i = 0; i < ids.length; i += EVENT_IDS) {
            const event: AchievementGranted = { ids: ids.slice(i, i + EVENT_IDS) };
            await writeEvent(trx, ACHIEVEMENT_GRANTED, event, at);
          }
        }
        return ids.length;
      });
    },
  };
}

/** Writes the candidates not held yet (the unique key skips the others): the new awards' ids. */
async function insertAwards(trx: Transaction<Database>, candidates: Candidate[], at: Date): Promise<number[]> {
  const ids: number[] = [];
  for (let i = 0; i < candidates.length; i += 300) {
    const rows = await trx
      .insertInto("achievement_awards")
      .values(
        candidates.slice(i, i + 300).map((c) => ({ ...c, granted_by: null, by_rule: 1, comment: null, created_at: at.toISOString() })),
      )
      .onConflict((oc) => oc.columns(["kind_id", "user_id"]).doNothing())
      .returning("id")
      .execute();
    ids.push(...rows.map((r) => r.id));
  }
  return ids;
}

/** Years at the company: everyone hired at least the smallest threshold ago, dated on the anniversary. */
async function grantYears(trx: Transaction<Database>, kinds: RuleKind[], day: string, at: Date): Promise<number[]> {
  if (kinds.length === 0) return [];
  const least = Math.min(...kinds.map((k) => k.threshold));
  const ids: number[] = [];
  for (let afterId = 0; ;) {
    const people = await peopleHiredBy(trx, { day: hiredByFor(day, least), afterId, limit: PAGE });
    const candidates: Candidate[] = [];
    for (const p of people) {
      const years = fullYears(p.hiredOn, day);
      for (const k of kinds)
        if (k.threshold <= years) candidates.push({ kind_id: k.id, user_id: p.id, awarded_on: yearsAfter(p.hiredOn, k.threshold) });
    }
    ids.push(...(await insertAwards(trx, candidates, at)));
    if (people.length < PAGE) return ids;
    afterId = people.at(-1)!.id;
  }
}

/** Thanks received: everyone with at least the smallest threshold, dated on the run's day. */
async function grantThanks(trx: Transaction<Database>, kinds: RuleKind[], day: string, at: Date): Promise<number[]> {
  if (kinds.length === 0) return [];
  const least = Math.min(...kinds.map((k) => k.threshold));
  const ids: number[] = [];
  for (let afterId = 0; ;) {
    const people = await thanksReceivedAtLeast(trx, { min: least, afterId, limit: PAGE });
    const candidates: Candidate[] = [];
    for (const p of people)
      for (const k of kinds) if (k.threshold <= p.received) candidates.push({ kind_id: k.id, user_id: p.userId, awarded_on: day });
    ids.push(...(await insertAwards(trx, candidates, at)));
    if (people.length < PAGE) return ids;
    afterId = people.at(-1)!.userId;
  }
}

export type Rules = ReturnType<typeof createRules>;
