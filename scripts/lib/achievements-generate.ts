// The achievements' large data set (issue #36 point 2): at scale 1 a 10,000-person company (the directory's people
// first, generated ones with hire dates up to it) with a catalogue of 200 kinds (a tenth of them archived) and
// 100,000 awards — one kind held by 10,000 people, the rest spread unevenly — then the rules' daily job run once
// over it (years at the company from the hire dates). Deterministic (a seeded generator) apart from "now".
// Through bulkInsert.
import type { Portal } from "../../app/portal/open.server";
import { seededRandom } from "../../app/shared/random";
import { bulkInsert, int, stepLogger, text, type Value } from "./bulk-insert";
import { addGeneratedPeople } from "./generated-people";

export const achievementsPersonPhone = (n: number) => `98${String(n).padStart(8, "0")}`;

export interface AchievementsSizes {
  people: number;
  kinds: number;
  awards: number;
}

export const achievementsSizes = (scale: number): AchievementsSizes => ({
  people: Math.max(100, Math.round(10_000 * scale)),
  kinds: Math.max(10, Math.round(200 * scale)),
  awards: Math.max(1_000, Math.round(100_000 * scale)),
});

export interface AchievementsReport {
  sizes: AchievementsSizes;
  rows: { people: number; kinds: number; awards: number; byRules: number };
  /** The kind every generated person holds, for a bench of its holders' pages. */
  biggestKindId: number;
  ms: number;
}

const DAY = 86_400_000;
const iso = (ms: number) => new Date(ms).toISOString();

export async function generateAchievements(
  portal: Portal,
  sizes: AchievementsSizes,
  options: { log: (line: string) => void },
): Promise<AchievementsReport> {
  const started = performance.now();
  const step = stepLogger(options.log);
  const rnd = seededRandom(36);
  const db = portal.db;
  const now = Date.now();
  const existing = await db.kysely.selectFrom("users").select("id").where("blocked", "=", 0).orderBy("id").limit(sizes.people).execute();
  const added = await addGeneratedPeople(db, {
    count: Math.max(0, sizes.people - existing.length),
    phoneOf: achievementsPersonPhone,
    rnd,
    joined: iso(now - 30 * DAY),
  });
  step("people added", added.length);
  const people = [...existing.map((u) => u.id), ...added.map((p) => p.id)];
  const image = await db.kysely
    .selectFrom("files")
    .select("id")
    .where("file_type", "=", "ACHIEVEMENT_IMAGE")
    .orderBy("id")
    .executeTakeFirst();
  const kindRows = function* (): Generator<Value[]> {
    for (let i = 0; i < sizes.kinds; i++) {
      const at = iso(now - (sizes.kinds - i) * DAY);
      yield [
        `Достижение №${i + 1}`,
        `Описание достижения №${i + 1}: за вклад в общее дело.`,
        image?.id ?? null,
        i % 10 === 9 ? 1 : 0,
        at,
        at,
      ];
    }
  };
  const { ids: kinds } = await bulkInsert(
    db,
    "achievement_kinds",
    [text("title"), text("description"), int("image_file_id"), int("archived"), text("created_at"), text("updated_at")],
    kindRows(),
    { returning: true },
  );
  step("kinds", kinds.length);
  // The first kind is everyone's (up to the awards' count); the rest are drawn, the first kinds more often.
  const taken = new Set<string>();
  const awardRows = function* (): Generator<Value[]> {
    let made = 0;
    for (const person of people.slice(0, Math.min(people.length, Math.floor(sizes.awards / 2)))) {
      taken.add(`${kinds[0]}:${person}`);
      made++;
      yield [kinds[0]!, person, iso(now - Math.floor(rnd() * 365) * DAY).slice(0, 10), text_(made), iso(now)];
    }
    for (let tries = 0; made < sizes.awards && tries < sizes.awards * 3; tries++) {
      const kind = kinds[Math.floor(rnd() * rnd() * kinds.length)]!;
      const person = people[Math.floor(rnd() * people.length)]!;
      const key = `${kind}:${person}`;
      if (taken.has(key)) continue;
      taken.add(key);
      made++;
      yield [kind, person, iso(now - Math.floor(rnd() * 3650) * DAY).slice(0, 10), text_(made), iso(now)];
    }
  };
  const { count: awards } = await bulkInsert(
    db,
    "achievement_awards",
    [int("kind_id"), int("user_id"), text("awarded_on"), text("comment"), text("created_at")],
    awardRows(),
  );
  step("awards", awards);
  // The rules over the hire dates: a run of today (unannounced), unless today's already ran.
  const byRules = (await portal.services.achievements.rules.run(new Date(), { notify: false })) ?? 0;
  step("awards by the rules", byRules);
  return {
    sizes,
    rows: { people: added.length, kinds: kinds.length, awards, byRules },
    biggestKindId: kinds[0]!,
    ms: Math.round(performance.now() - started),
  };
}

/** Every tenth award carries a comment. */
const text_ = (n: number): string | null => (n % 10 === 0 ? "За вклад в общий результат команды" : null);
