// The quiz's large data set (issue #37 part 4): at scale 1 one finished quiz of 10 questions with 2,000 players on
// its leaderboard (the directory's people first, generated ones up to the count), scores drawn around the middle
// and times in whole seconds, so ties are many, as in a real quiz. Deterministic (a seeded generator) apart from
// "now". Its answers are not written: the leaderboard reads the attempts only. Through bulkInsert.
import type { Portal } from "../../app/portal/open.server";
import { actingAs } from "../../app/platform/actor";
import { seededRandom } from "../../app/shared/random";
import { bulkInsert, int, stepLogger, text, type Value } from "./bulk-insert";
import { addGeneratedPeople } from "./generated-people";

export const quizPersonPhone = (n: number) => `97${String(n).padStart(8, "0")}`;

export const quizSizes = (scale: number) => ({ players: Math.max(100, Math.round(2_000 * scale)), questions: 10 });

const DAY = 86_400_000;
const iso = (ms: number) => new Date(ms).toISOString();

export async function generateQuiz(portal: Portal, sizes: ReturnType<typeof quizSizes>, options: { log: (line: string) => void }) {
  const started = performance.now();
  const step = stepLogger(options.log);
  const rnd = seededRandom(37);
  const db = portal.db;
  const now = Date.now();
  const existing = await db.kysely.selectFrom("users").select("id").where("blocked", "=", 0).orderBy("id").limit(sizes.players).execute();
  const added = await addGeneratedPeople(db, {
    count: Math.max(0, sizes.players - existing.length),
    phoneOf: quizPersonPhone,
    rnd,
    joined: iso(now - 30 * DAY),
  });
  step("people added", added.length);
  const people = [...existing.map((u) => u.id), ...added.map((p) => p.id)];
  const editor = actingAs(people[0]!, ["ROLE_ADMINISTRATOR"]);
  const quiz = await portal.services.quiz.quizzes.create(editor, {
    title: `Большая викторина (${sizes.players} участников)`,
    description: "Сгенерированный набор: таблица результатов на тысячи участников.",
    deadline: iso(now - DAY),
    questions: Array.from({ length: sizes.questions }, (_, q) => ({
      text: `Вопрос ${q + 1}`,
      multiple: q % 3 === 2,
      options: [
        { text: "Верный ответ", correct: true },
        { text: "Неверный ответ", correct: false },
        { text: "Ещё один", correct: q % 3 === 2 },
      ],
    })),
  });
  await db.kysely
    .updateTable("quiz_quizzes")
    .set({ published_at: iso(now - 10 * DAY) })
    .where("id", "=", quiz.id)
    .execute();
  const attempts = function* (): Generator<Value[]> {
    for (const person of people) {
      // The sum of three draws: most scores near the middle, few at the ends.
      const score = Math.min(sizes.questions, Math.round(((rnd() + rnd() + rnd()) / 3) * sizes.questions));
      const seconds = 30 + Math.floor(rnd() * 240);
      const begun = now - 5 * DAY + Math.floor(rnd() * 3 * DAY);
      yield [quiz.id, person, iso(begun), iso(begun + seconds * 1000), sizes.questions, score, seconds];
    }
  };
  const { count } = await bulkInsert(
    db,
    "quiz_attempts",
    [int("quiz_id"), int("user_id"), text("started_at"), text("finished_at"), int("answered"), int("score"), int("seconds")],
    attempts(),
  );
  step("finished attempts", count);
  return { quizId: quiz.id, players: count, addedPeople: added.length, ms: Math.round(performance.now() - started) };
}
