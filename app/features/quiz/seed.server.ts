// The quiz's demo data for an empty database: a finished quiz (its deadline two days ago) with the results of
// the demo accounts and the first employees (ties included), and an open one (two weeks left) nobody has
// started. Published directly, without the event: a demo start does not notify a thousand people.
import { actingAs } from "~/platform/actor";
import type { SeedContext } from "~/platform/feature";
import { moscowInput } from "./moscow";
import { demoQuizzes } from "./seed-texts.server";

const DAY = 86_400_000;

export async function seedQuiz({ deps: { db, now }, services, accounts, demoUserId }: SeedContext): Promise<void> {
  const admin = accounts[0];
  if (!admin) return;
  const editor = actingAs(await demoUserId(admin.phone), admin.roles);
  const at = now().getTime();
  const [finishedText, openText] = demoQuizzes;
  const created = [];
  for (const [text, deadline] of [
    [finishedText, at - 2 * DAY],
    [openText, at + 14 * DAY],
  ] as const) {
    if (!text) continue;
    const quiz = await services.quiz.quizzes.create(editor, { ...text, deadline: new Date(deadline).toISOString() });
    await db
      .updateTable("quiz_quizzes")
      .set({ published_at: new Date(at - 10 * DAY).toISOString() })
      .where("id", "=", quiz.id)
      .execute();
    created.push({ ...quiz, deadlineInput: moscowInput(new Date(deadline).toISOString()) });
  }
  const finished = created[0];
  if (!finished) return;
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
