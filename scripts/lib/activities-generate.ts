// The activities' large data set (issue #37 part 1): at scale 1 a 5,000-person company (the directory's people
// first, generated ones up to it) and 500 activities over a year around now — the first, upcoming, with all 5,000
// as participants, the rest with up to 40 people each, a fifth of the limited ones full with a waiting list.
// Deterministic (a seeded generator) apart from "now". Through bulkInsert.
import type { Portal } from "../../app/portal/open.server";
import { seededRandom } from "../../app/shared/random";
import { bulkInsert, int, stepLogger, text, type Value } from "./bulk-insert";
import { addGeneratedPeople } from "./generated-people";

export const activitiesPersonPhone = (n: number) => `93${String(n).padStart(8, "0")}`;

export interface ActivitiesSizes {
  people: number;
  activities: number;
}

export const activitiesSizes = (scale: number): ActivitiesSizes => ({
  people: Math.max(100, Math.round(5_000 * scale)),
  activities: Math.max(10, Math.round(500 * scale)),
});

export interface ActivitiesReport {
  sizes: ActivitiesSizes;
  rows: { people: number; activities: number; members: number };
  /** The activity every person takes part in, for the bench of its people's list. */
  biggestId: number;
  ms: number;
}

const DAY = 86_400_000;
const iso = (ms: number) => new Date(ms).toISOString();

export async function generateActivities(
  portal: Portal,
  sizes: ActivitiesSizes,
  options: { log: (line: string) => void },
): Promise<ActivitiesReport> {
  const started = performance.now();
  const step = stepLogger(options.log);
  const rnd = seededRandom(37);
  const db = portal.db;
  const now = Date.now();
  const existing = await db.kysely.selectFrom("users").select("id").where("blocked", "=", 0).orderBy("id").limit(sizes.people).execute();
  const added = await addGeneratedPeople(db, {
    count: Math.max(0, sizes.people - existing.length),
    phoneOf: activitiesPersonPhone,
    rnd,
    joined: iso(now - 30 * DAY),
  });
  step("people added", added.length);
  const people = [...existing.map((u) => u.id), ...added.map((p) => p.id)];
  const organiser = people[0] ?? null;
  // Each activity's people: the first everyone's; the others up to 40 drawn (the limited ones fill up first).
  const plans = Array.from({ length: sizes.activities }, (_, i) => {
    const startsAt = i === 0 ? now + 7 * DAY : now + Math.round((rnd() - 0.5) * 365) * DAY;
    const seats = i === 0 ? null : rnd() < 0.6 ? 5 + Math.floor(rnd() * 30) : null;
    const count = i === 0 ? people.length : Math.floor(rnd() * 41);
    return { startsAt, seats, count };
  });
  const activityRows = function* (): Generator<Value[]> {
    for (const [i, p] of plans.entries()) {
      const going = p.seats === null ? p.count : Math.min(p.count, p.seats);
      yield [
        `Активность №${i + 1}`,
        `<p>Описание активности №${i + 1}: встреча коллег.</p>`,
        iso(p.startsAt),
        iso(p.startsAt + 2 * 3_600_000),
        `Переговорная №${1 + (i % 20)}`,
        p.seats,
        going,
        organiser,
        iso(now - 60 * DAY),
        iso(now - 60 * DAY),
      ];
    }
  };
  const { ids } = await bulkInsert(
    db,
    "activities",
    [
      text("title"),
      text("description"),
      text("starts_at"),
      text("ends_at"),
      text("place"),
      int("seats"),
      int("taken"),
      int("created_by"),
      text("created_at"),
      text("updated_at"),
    ],
    activityRows(),
    { returning: true },
  );
  step("activities", ids.length);
  const memberRows = function* (): Generator<Value[]> {
    for (const [i, p] of plans.entries()) {
      const start = i === 0 ? 0 : Math.floor(rnd() * Math.max(1, people.length - p.count));
      for (let k = 0; k < p.count; k++) {
        const status = p.seats !== null && k >= p.seats ? "waiting" : "going";
        yield [ids[i]!, people[start + k]!, status, iso(now - 30 * DAY + k * 1000)];
      }
    }
  };
  const { count: members } = await bulkInsert(
    db,
    "activity_members",
    [int("activity_id"), int("user_id"), text("status"), text("created_at")],
    memberRows(),
  );
  step("people signed up", members);
  return {
    sizes,
    rows: { people: added.length, activities: ids.length, members },
    biggestId: ids[0]!,
    ms: Math.round(performance.now() - started),
  };
}
