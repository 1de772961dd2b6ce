// The hall of fame's and the best in profession's large sets (issue #36 points 3-4): at scale 1, 400 boards over
// 20 years (a year's board and nominations, a quarter in the archive) with 40 people each (16,000 entries), and
// 10 years of the contest with 1,200 winners each (30 professions × 40 regions). People are the database's own
// (the demo's 1,000 employees at least). Written directly, without outbox events (a generated past indexes
// nothing until `npm run search:reindex`). Deterministic apart from "now".
import type { Portal } from "../../app/portal/open.server";
import { chunks } from "../../app/shared/chunks";

export const walkfameSizes = (scale: number) => ({ boards: Math.max(10, Math.round(400 * scale)), perBoard: 40 });
export const professionalSizes = (scale: number) => ({
  years: Math.max(2, Math.round(10 * Math.min(scale, 1))),
  professions: 30,
  regions: Math.max(2, Math.round(40 * scale)),
});

const BATCH = 400;
const NOMINATIONS = ["Лучший наставник", "Душа коллектива", "Прорыв года", "Верность компании", "Лидер продаж"];

async function peopleIds(portal: Portal, at: number): Promise<number[]> {
  const rows = await portal.db.kysely.selectFrom("users").select("id").where("blocked", "=", 0).orderBy("id").limit(at).execute();
  if (rows.length === 0) throw new Error("No people in the database: seed the demo first (SEED_DEMO=1)");
  return rows.map((r) => r.id);
}

export async function generateWalkfame(portal: Portal, sizes: ReturnType<typeof walkfameSizes>) {
  const started = Date.now();
  const db = portal.db.kysely;
  const people = await peopleIds(portal, 10_000);
  const now = new Date().toISOString();
  const year = new Date().getUTCFullYear();
  let entries = 0;
  for (const part of chunks(
    Array.from({ length: sizes.boards }, (_, i) => i),
    BATCH,
  )) {
    const boards = await db
      .insertInto("walkfame_boards")
      .values(
        part.map((i) => ({
          title: i % 6 === 0 ? `Лучшие сотрудники ${year - (i % 20)}` : `${NOMINATIONS[i % NOMINATIONS.length]} ${year - (i % 20)}`,
          year: year - (i % 20),
          nomination: i % 6 === 0 ? null : NOMINATIONS[i % NOMINATIONS.length]!,
          description: `Доска почёта номер ${i + 1}: те, кем гордится компания.`,
          archived: i % 4 === 3 ? 1 : 0,
          created_at: now,
          updated_at: now,
          created_by: null,
        })),
      )
      .returning("id")
      .execute();
    const rows = boards.flatMap((b, k) =>
      Array.from({ length: Math.min(sizes.perBoard, people.length) }, (_, j) => ({
        board_id: b.id,
        user_id: people[((part[k] ?? 0) * 7 + j) % people.length]!,
        story: `За вклад в общее дело: история ${j + 1} доски ${b.id}.\n\nКоллеги благодарят за помощь и пример.`,
        created_at: now,
        updated_at: now,
      })),
    );
    for (const batch of chunks(rows, BATCH)) await db.insertInto("walkfame_people").values(batch).execute();
    entries += rows.length;
  }
  return { boards: sizes.boards, entries, ms: Date.now() - started };
}

export async function generateProfessional(portal: Portal, sizes: ReturnType<typeof professionalSizes>) {
  const started = Date.now();
  const db = portal.db.kysely;
  const people = await peopleIds(portal, 10_000);
  const now = new Date().toISOString();
  const existing = new Set((await db.selectFrom("professional_years").select("year").execute()).map((y) => y.year));
  const first = new Date().getUTCFullYear() - 1;
  let winners = 0;
  let years = 0;
  for (let y = 0, year = first; years < sizes.years && year > 1950; year--, y++) {
    if (existing.has(year)) continue;
    years++;
    const row = await db
      .insertInto("professional_years")
      .values({ year, title: "", description: "Ежегодный конкурс профессионального мастерства.", created_at: now, updated_at: now })
      .returning("id")
      .executeTakeFirstOrThrow();
    const rows = Array.from({ length: sizes.professions * sizes.regions }, (_, i) => ({
      year_id: row.id,
      user_id: people[(y * 131 + i) % people.length]!,
      profession: `Профессия ${String((i % sizes.professions) + 1).padStart(2, "0")}`,
      region: `Регион ${String(Math.floor(i / sizes.professions) + 1).padStart(2, "0")}`,
      place: (i % 3) + 1,
      nomination: null,
      text: "Победитель этапа конкурса.",
      created_at: now,
      updated_at: now,
    }));
    for (const batch of chunks(rows, BATCH)) await db.insertInto("professional_winners").values(batch).execute();
    winners += rows.length;
  }
  return { years, winners, ms: Date.now() - started };
}
