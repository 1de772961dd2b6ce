// Development goals and mentoring (issue #37 parts 2-3): at scale 1, three goals of this year for each of the
// first 1,000 people with a progress update and a comment each, and 200 of them mentors with two or three
// topics. Enough for a person's page, the team and HR lists' keyset pages and the mentors' filter to be
// measured. Through bulkInsert.
import type { Portal } from "../../app/portal/open.server";
import { seededRandom } from "../../app/shared/random";
import { searchKey } from "../../app/shared/search-key";
import { bulkInsert, int, stepLogger, text } from "./bulk-insert";

export const goalsSizes = (scale: number) => ({
  people: Math.max(10, Math.round(1_000 * scale)),
  goalsEach: 3,
  mentors: Math.max(2, Math.round(200 * scale)),
});

const GOALS = ["Пройти курс", "Освоить кассу", "Провести инвентаризацию", "Подготовить преемника", "Снизить потери", "Выучить ассортимент"];
const TOPICS = ["Продажи", "Логистика", "Работа с покупателями", "Касса", "Маркетинг", "Управление сменой", "Excel", "Переговоры"];

export async function generateGoals(portal: Portal, sizes: ReturnType<typeof goalsSizes>, options: { log: (line: string) => void }) {
  const started = performance.now();
  const step = stepLogger(options.log);
  const random = seededRandom(37);
  const db = portal.db.kysely;
  const people = (await db.selectFrom("users").select("id").orderBy("id").limit(sizes.people).execute()).map((u) => u.id);
  const year = new Date().getUTCFullYear();
  const at = new Date().toISOString();
  function* goals() {
    for (const id of people) {
      for (let g = 0; g < sizes.goalsEach; g++) {
        const progress = Math.floor(random() * 101);
        const status = progress === 100 ? "COMPLETED" : random() < 0.05 ? "CANCELLED" : "IN_PROGRESS";
        yield [
          id,
          year,
          g % 3,
          `${GOALS[(id + g) % GOALS.length]} №${g + 1}`,
          "",
          `${year}-12-${String(1 + (g % 28)).padStart(2, "0")}`,
          progress,
          status,
          id,
          at,
          at,
        ];
      }
    }
  }
  const made = await bulkInsert(
    portal.db,
    "goals",
    [
      int("user_id"),
      int("year"),
      int("half"),
      text("title"),
      text("description"),
      text("due_on"),
      int("progress"),
      text("status"),
      int("created_by"),
      text("created_at"),
      text("updated_at"),
    ],
    goals(),
    { returning: true },
  );
  step("goals", made.count);
  const ids = made.ids ?? [];
  const ownerOf = (i: number) => people[Math.floor(i / sizes.goalsEach)] ?? null;
  const updates = await bulkInsert(
    portal.db,
    "goal_updates",
    [int("goal_id"), int("author_id"), int("progress"), text("note"), text("created_at")],
    ids.map((goalId, i) => [goalId, ownerOf(i), 50, "Сделана половина", at]),
  );
  step("updates", updates.count);
  const comments = await bulkInsert(
    portal.db,
    "goal_comments",
    [int("goal_id"), int("author_id"), text("text"), text("created_at")],
    ids.map((goalId) => [goalId, people[0] ?? null, "Хороший темп", at]),
  );
  step("comments", comments.count);
  // The demo's mentors keep their offers.
  const already = new Set((await db.selectFrom("mentoring_mentors").select("user_id").execute()).map((r) => r.user_id));
  const mentors = people.filter((id) => !already.has(id)).slice(0, sizes.mentors);
  const m = await bulkInsert(
    portal.db,
    "mentoring_mentors",
    [int("user_id"), text("about"), int("capacity"), int("accepting"), text("created_at"), text("updated_at")],
    mentors.map((id) => [id, "Помогу новичкам", 3, 1, at, at]),
  );
  step("mentors", m.count);
  const topics = mentors.flatMap((id, i) =>
    [TOPICS[i % TOPICS.length]!, TOPICS[(i + 3) % TOPICS.length]!].map((topic) => [id, topic, searchKey(topic)]),
  );
  step("topics", (await bulkInsert(portal.db, "mentoring_topics", [int("mentor_id"), text("topic"), text("topic_key")], topics)).count);
  return {
    sizes,
    rows: made.count + updates.count + comments.count + m.count + topics.length,
    ms: Math.round(performance.now() - started),
  };
}
