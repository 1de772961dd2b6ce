// A person's one attempt: start, answer question by question (the progress kept here, so a reload or another
// device resumes at the next question), finish; and, after the deadline, the review with the right answers.
// Rules: one attempt per person (a second start after finishing is refused by name); no answer and no finish
// after the deadline, even for an attempt started before it (it stays unfinished and out of the results).
// The right answers' flags are read here for scoring only; a player's question never carries them.
import type { Kysely } from "kysely";
import type { Actor, SignedIn } from "~/platform/actor";
import type { Database } from "~/platform/db/schema";
import type { Deps } from "~/platform/deps.server";
import { conflict, invalid } from "~/platform/errors";
import { serverMessages as r } from "../messages.server";
import type { FinishResult, PlayStep, ReviewQuestion } from "./model";
import { publishedQuiz, requireSignedInActor } from "./quizzes.server";

const sameSet = (a: readonly number[], b: readonly number[]) => a.length === b.length && a.every((x, i) => x === b[i]);
const idsOf = (value: string) => (value ? value.split(",").map(Number) : []);

export function createAttempts({ db, now }: Deps) {
  const playable = (id: number) => publishedQuiz(db, id, now());

  const attemptOf = (trx: Kysely<Database>, quizId: number, person: SignedIn) =>
    trx
      .selectFrom("quiz_attempts")
      .where("quiz_id", "=", quizId)
      .where("user_id", "=", person.userId)
      .select(["id", "started_at", "finished_at", "answered"])
      .executeTakeFirst();

  /** The question at `position` as a player sees it: texts and ids only. */
  async function questionAt(quizId: number, position: number) {
    const question = await db
      .selectFrom("quiz_questions")
      .where("quiz_id", "=", quizId)
      .where("position", "=", position)
      .select(["id", "text", "multiple"])
      .executeTakeFirst();
    if (!question) return null;
    const options = await db
      .selectFrom("quiz_options")
      .where("question_id", "=", question.id)
      .select(["id", "text"])
      .orderBy("position")
      .execute();
    return { id: question.id, number: position + 1, text: question.text, multiple: question.multiple === 1, options };
  }

  async function step(actor: Actor, quizId: number): Promise<PlayStep> {
    const person = requireSignedInActor(actor);
    const quiz = await playable(quizId);
    const attempt = await attemptOf(db, quizId, person);
    if (!attempt) throw invalid(r.notStarted);
    const finished = attempt.finished_at !== null;
    return {
      quizId,
      title: quiz.title,
      total: quiz.total,
      answered: attempt.answered,
      finished,
      question: finished || attempt.answered >= quiz.total ? null : await questionAt(quizId, attempt.answered),
    };
  }

  return {
    step,

    /** Starts the person's attempt, or resumes the one in progress; refused after finishing or the deadline. */
    async start(actor: Actor, quizId: number): Promise<PlayStep> {
      const person = requireSignedInActor(actor);
      const quiz = await playable(quizId);
      const attempt = await attemptOf(db, quizId, person);
      if (attempt?.finished_at) throw conflict(r.secondAttempt);
      if (quiz.closed) throw invalid(r.deadlinePassed);
      if (!attempt) {
        // Two starts at once: the unique (quiz, person) key keeps one, and the loser resumes it.
        await db
          .insertInto("quiz_attempts")
          .values({ quiz_id: quizId, user_id: person.userId, started_at: now().toISOString(), answered: 0 })
          .onConflict((oc) => oc.columns(["quiz_id", "user_id"]).doNothing())
          .execute();
      }
      return step(actor, quizId);
    },

    /** Answers the current question (its id names it, so a form sent twice or from an old tab is refused). */
    async answer(actor: Actor, quizId: number, input: { questionId: number; optionIds: number[] }): Promise<PlayStep> {
      const person = requireSignedInActor(actor);
      const quiz = await playable(quizId);
      const attempt = await attemptOf(db, quizId, person);
      if (!attempt) throw invalid(r.notStarted);
      if (attempt.finished_at) throw conflict(r.alreadyFinished);
      if (quiz.closed) throw invalid(r.deadlinePassed);
      const question = await db
        .selectFrom("quiz_questions")
        .where("quiz_id", "=", quizId)
        .where("position", "=", attempt.answered)
        .select(["id", "multiple"])
        .executeTakeFirst();
      if (!question || question.id !== input.questionId) throw conflict(r.notYourQuestion);
      const options = await db.selectFrom("quiz_options").where("question_id", "=", question.id).select(["id", "correct"]).execute();
      const chosen = [...new Set(input.optionIds)].sort((a, b) => a - b);
      if (chosen.length === 0) throw invalid(question.multiple ? r.chooseSome : r.chooseOne);
      if (!question.multiple && chosen.length > 1) throw invalid(r.chooseOne);
      if (chosen.some((id) => !options.some((o) => o.id === id))) throw invalid(r.unknownOption);
      const right = options
        .filter((o) => o.correct === 1)
        .map((o) => o.id)
        .sort((a, b) => a - b);
      await db.transaction().execute(async (trx) => {
        // Moves on only from the position read above: a parallel answer to the same question changes nothing.
        const moved = await trx
          .updateTable("quiz_attempts")
          .set({ answered: attempt.answered + 1 })
          .where("id", "=", attempt.id)
          .where("answered", "=", attempt.answered)
          .where("finished_at", "is", null)
          .executeTakeFirst();
        if (Number(moved.numUpdatedRows) !== 1) throw conflict(r.notYourQuestion);
        await trx
          .insertInto("quiz_answers")
          .values({
            attempt_id: attempt.id,
            question_id: question.id,
            option_ids: chosen.join(","),
            correct: sameSet(chosen, right) ? 1 : 0,
          })
          .execute();
      });
      return step(actor, quizId);
    },

    /** Ends the attempt once every question is answered, before the deadline; the score and time are kept. */
    async finish(actor: Actor, quizId: number): Promise<FinishResult> {
      const person = requireSignedInActor(actor);
      const quiz = await playable(quizId);
      const attempt = await attemptOf(db, quizId, person);
      if (!attempt) throw invalid(r.notStarted);
      if (attempt.finished_at) throw conflict(r.alreadyFinished);
      if (quiz.closed) throw invalid(r.finishAfterDeadline);
      if (attempt.answered < quiz.total) throw invalid(r.notAllAnswered);
      const at = now();
      const scored = await db
        .selectFrom("quiz_answers")
        .where("attempt_id", "=", attempt.id)
        .select((eb) => eb.fn.countAll<number>().as("n"))
        .where("correct", "=", 1)
        .executeTakeFirstOrThrow();
      const score = Number(scored.n);
      const seconds = Math.max(0, Math.floor((at.getTime() - Date.parse(attempt.started_at)) / 1000));
      await db
        .updateTable("quiz_attempts")
        .set({ finished_at: at.toISOString(), score, seconds })
        .where("id", "=", attempt.id)
        .where("finished_at", "is", null)
        .execute();
      return { score, total: quiz.total, seconds };
    },

    /** After the deadline: every question with its right answers and the person's own choices. */
    async review(actor: Actor, quizId: number): Promise<ReviewQuestion[]> {
      const person = requireSignedInActor(actor);
      const quiz = await playable(quizId);
      if (!quiz.closed) throw invalid(r.resultsLater);
      const questions = await db
        .selectFrom("quiz_questions")
        .where("quiz_id", "=", quizId)
        .select(["id", "text", "multiple"])
        .orderBy("position")
        .execute();
      const ids = questions.map((q) => q.id);
      if (ids.length === 0) return [];
      const options = await db
        .selectFrom("quiz_options")
        .where("question_id", "in", ids)
        .select(["id", "question_id", "text", "correct"])
        .orderBy("question_id")
        .orderBy("position")
        .execute();
      const answers = await db
        .selectFrom("quiz_answers as an")
        .innerJoin("quiz_attempts as at", "at.id", "an.attempt_id")
        .where("at.quiz_id", "=", quizId)
        .where("at.user_id", "=", person.userId)
        .select(["an.question_id", "an.option_ids", "an.correct"])
        .execute();
      return questions.map((q) => {
        const answer = answers.find((a) => a.question_id === q.id);
        const chosen = idsOf(answer?.option_ids ?? "");
        return {
          id: q.id,
          text: q.text,
          multiple: q.multiple === 1,
          right: answer ? answer.correct === 1 : null,
          options: options
            .filter((o) => o.question_id === q.id)
            .map((o) => ({ id: o.id, text: o.text, correct: o.correct === 1, chosen: chosen.includes(o.id) })),
        };
      });
    },
  };
}

export type AttemptsService = ReturnType<typeof createAttempts>;
