// The quiz's demo data for an empty database: a finished quiz (1, its deadline two days ago) with the results of
// the demo accounts and the first employees (ties included), an open one (2, two weeks left) the demo
// administrator has half answered, and a draft (3). Published directly, without the event: a demo start does
// not notify a thousand people.
import { actingAs } from "~/platform/actor";
import type { SeedContext } from "~/platform/feature";
import { demoQuizzes } from "./seed-texts.server";

const DAY = 86_400_000;

export async function seedQuiz({ deps: { db, now }, services, accounts, demoUserId }: SeedContext): Promise<void> {
  const admin = accounts[0];
  if (!admin) return;
  const editor = actingAs(await demoUserId(admin.phone), admin.roles);
  const at = now().getTime();
  const created = [];
  for (const [i, text] of demoQuizzes.entries()) {
    const deadline = new Date(at + [-2, 14, 30][i]! * DAY).toISOString();
    const quiz = await services.quiz.quizzes.create(editor, { ...text, deadline });
    if (i < 2)
      await db
        .updateTable("quiz_quizzes")
        .set({ published_at: new Date(at - 10 * DAY).toISOString() })
        .where("id", "=", quiz.id)
        .execute();
    created.push(quiz);
  }
  const [finished, open] = created;
  if (!finished || !open) return;
  // The administrator's attempt of the open quiz, its first question answered: the question page to show.
  const firstOpen = await db
    .selectFrom("quiz_questions")
    .where("quiz_id", "=", open.id)
    .where("position", "=", 0)
    .select("id")
    .executeTakeFirstOrThrow();
  const pending = await db
    .insertInto("quiz_attempts")
    .values({ quiz_id: open.id, user_id: editor.userId, started_at: new Date(at - 60_000).toISOString(), answered: 1 })
    .returning("id")
    .executeTakeFirstOrThrow();
  const chosen = await db
    .selectFrom("quiz_options")
    .where("question_id", "=", firstOpen.id)
    .where("correct", "=", 1)
    .select("id")
    .executeTakeFirstOrThrow();
  await db
    .insertInto("quiz_answers")
    .values({ attempt_id: pending.id, question_id: firstOpen.id, option_ids: String(chosen.id), correct: 1 })
    .execute();
  // Players: the demo accounts, then the first employees; every third one misses a question, pairs tie.
  const demo = await Promise.all(accounts.map((a) => demoUserId(a.phone)));
  const others = await db.selectFrom("users").where("id", "not in", demo).select("id").orderBy("id").limit(20).execute();
  const players = [...demo, ...others.map((u) => u.id)];
  const questions = await db.selectFrom("quiz_questions").where("quiz_id", "=", finished.id).select("id").orderBy("position").execute();
  const options = await db
    .selectFrom("quiz_options")
    .where(
      "question_id",
      "in",
      questions.map((q) => q.id),
    )
    .select(["id", "question_id", "correct"])
    .orderBy("position")
    .execute();
  const started = at - 3 * DAY;
  for (const [i, userId] of players.entries()) {
    const misses = i % 3;
    const seconds = 40 + Math.floor(i / 2) * 7;
    const attempt = await db
      .insertInto("quiz_attempts")
      .values({
        quiz_id: finished.id,
        user_id: userId,
        started_at: new Date(started).toISOString(),
        finished_at: new Date(started + seconds * 1000).toISOString(),
        answered: questions.length,
        score: questions.length - misses,
        seconds,
      })
      .returning("id")
      .executeTakeFirstOrThrow();
    const answers = questions.map((q, n) => {
      const own = options.filter((o) => o.question_id === q.id);
      const right = n >= misses;
      const chosen = right ? own.filter((o) => o.correct === 1) : own.filter((o) => o.correct === 0).slice(0, 1);
      return { attempt_id: attempt.id, question_id: q.id, option_ids: chosen.map((o) => o.id).join(","), correct: right ? 1 : 0 };
    });
    await db.insertInto("quiz_answers").values(answers).execute();
  }
}
