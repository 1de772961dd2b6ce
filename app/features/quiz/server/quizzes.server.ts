// The quizzes themselves: the list (keyset pages, newest first), one quiz as a person sees it, and the
// editors' changes (create, replace before anyone has started, publish, delete). Editors see drafts; others
// see published quizzes only, and a draft's address answers "not found" to them.
import type { Kysely } from "kysely";
import type { Actor, SignedIn } from "~/platform/actor";
import type { Database } from "~/platform/db/schema";
import type { Deps } from "~/platform/deps.server";
import { forbidden, invalid, notFound, unauthorized } from "~/platform/errors";
import { writeEvent } from "~/platform/events.server";
import { idCursor, idOfCursor } from "~/platform/cursor.server";
import { api as apiMessages } from "~/shared/messages.server";
import type { QuizDraft } from "../draft";
import { serverMessages as r } from "../messages.server";
import { moscowInputValue } from "~/shared/moscow-time";
import { canEditQuiz } from "../policy";
import type { QuizContent } from "./draft.server";
import { QUIZ_PUBLISHED, type QuizPublishedEvent } from "./events";
import type { QuizPage, QuizSummary, QuizView } from "./model";

export const QUIZ_PAGE = 20;

export function requireSignedInActor(actor: Actor): SignedIn {
  if (actor.kind !== "user") throw unauthorized(apiMessages.unauthorized);
  return actor;
}

export function requireQuizEditor(actor: Actor): SignedIn {
  const signedIn = requireSignedInActor(actor);
  if (!canEditQuiz(signedIn)) throw forbidden(r.forbidden);
  return signedIn;
}

/** The quizzes with the reader's own attempt and the question count, in one statement. */
export function summaries(db: Kysely<Database>, reader: SignedIn) {
  return db
    .selectFrom("quiz_quizzes as q")
    .leftJoin("quiz_attempts as a", (join) => join.onRef("a.quiz_id", "=", "q.id").on("a.user_id", "=", reader.userId))
    .select((eb) => [
      "q.id",
      "q.title",
      "q.description",
      "q.deadline",
      "q.published_at",
      "a.answered",
      "a.finished_at",
      "a.score",
      "a.seconds",
      eb
        .selectFrom("quiz_questions as qq")
        .whereRef("qq.quiz_id", "=", "q.id")
        .select(eb.fn.countAll<number>().as("n"))
        .as("question_count"),
    ])
    .$if(!canEditQuiz(reader), (qb) => qb.where("q.published_at", "is not", null));
}

/** A published quiz with its question count and whether its deadline has passed, or not found (drafts are not played). */
export async function publishedQuiz(db: Kysely<Database>, id: number, now: Date) {
  const quiz = await db
    .selectFrom("quiz_quizzes as q")
    .where("q.id", "=", id)
    .where("q.published_at", "is not", null)
    .select((eb) => [
      "q.id",
      "q.title",
      "q.deadline",
      eb.selectFrom("quiz_questions as qq").whereRef("qq.quiz_id", "=", "q.id").select(eb.fn.countAll<number>().as("n")).as("total"),
    ])
    .executeTakeFirst();
  if (!quiz) throw notFound(r.notFound);
  return { ...quiz, total: Number(quiz.total ?? 0), closed: quiz.deadline <= now.toISOString() };
}

type SummaryRow = Awaited<ReturnType<ReturnType<typeof summaries>["execute"]>>[number];

export function presentSummary(row: SummaryRow, now: Date): QuizSummary {
  const mine =
    row.answered === null
      ? null
      : row.finished_at !== null
        ? { state: "finished" as const, score: row.score ?? 0, seconds: row.seconds ?? 0 }
        : { state: "in_progress" as const, answered: row.answered };
  return {
    id: row.id,
    title: row.title,
    deadline: row.deadline,
    published: row.published_at !== null,
    closed: row.deadline <= now.toISOString(),
    questionCount: Number(row.question_count ?? 0),
    mine,
  };
}

export function createQuizzes({ db, now }: Deps) {
  async function view(actor: Actor, id: number): Promise<QuizView> {
    const reader = requireSignedInActor(actor);
    const row = await summaries(db, reader)
      .select((eb) => eb.exists(eb.selectFrom("quiz_attempts as s").whereRef("s.quiz_id", "=", "q.id").select("s.id")).as("locked"))
      .where("q.id", "=", id)
      .executeTakeFirst();
    if (!row) throw notFound(r.notFound);
    return { ...presentSummary(row, now()), description: row.description, locked: Boolean(row.locked) };
  }

  async function editable(actor: Actor, id: number): Promise<QuizView> {
    requireQuizEditor(actor);
    const quiz = await view(actor, id);
    if (quiz.locked) throw invalid(r.locked);
    return quiz;
  }

  async function writeQuestions(trx: Kysely<Database>, quizId: number, content: QuizContent) {
    for (const [position, question] of content.questions.entries()) {
      const { id } = await trx
        .insertInto("quiz_questions")
        .values({ quiz_id: quizId, position, text: question.text, multiple: question.multiple ? 1 : 0 })
        .returning("id")
        .executeTakeFirstOrThrow();
      await trx
        .insertInto("quiz_options")
        .values(question.options.map((o, i) => ({ question_id: id, position: i, text: o.text, correct: o.correct ? 1 : 0 })))
        .execute();
    }
  }

  async function clearQuestions(trx: Kysely<Database>, quizId: number) {
    const questions = trx.selectFrom("quiz_questions").where("quiz_id", "=", quizId).select("id");
    await trx.deleteFrom("quiz_options").where("question_id", "in", questions).execute();
    await trx.deleteFrom("quiz_questions").where("quiz_id", "=", quizId).execute();
  }

  return {
    /** A page of quizzes, newest first (ids grow with time), by keyset: the same statement for any count. */
    async list(actor: Actor, after: string | null | undefined): Promise<QuizPage> {
      const reader = requireSignedInActor(actor);
      const afterId = idOfCursor(after);
      const rows = await summaries(db, reader)
        .$if(afterId !== null, (qb) => qb.where("q.id", "<", afterId as number))
        .orderBy("q.id", "desc")
        .limit(QUIZ_PAGE + 1)
        .execute();
      const at = now();
      const shown = rows.slice(0, QUIZ_PAGE);
      const last = shown.at(-1);
      return { quizzes: shown.map((row) => presentSummary(row, at)), next: rows.length > QUIZ_PAGE && last ? idCursor(last.id) : null };
    },

    view,

    /** The editor's form of a quiz nobody has started: every field, right answers included. */
    async draft(actor: Actor, id: number): Promise<{ quiz: QuizView; draft: QuizDraft }> {
      const quiz = await editable(actor, id);
      const questions = await db
        .selectFrom("quiz_questions")
        .where("quiz_id", "=", id)
        .select(["id", "text", "multiple"])
        .orderBy("position")
        .execute();
      const options = questions.length
        ? await db
            .selectFrom("quiz_options")
            .where(
              "question_id",
              "in",
              questions.map((q) => q.id),
            )
            .select(["question_id", "text", "correct"])
            .orderBy("question_id")
            .orderBy("position")
            .execute()
        : [];
      return {
        quiz,
        draft: {
          title: quiz.title,
          description: quiz.description,
          deadline: moscowInputValue(quiz.deadline),
          questions: questions.map((q) => ({
            text: q.text,
            multiple: q.multiple === 1,
            options: options.filter((o) => o.question_id === q.id).map((o) => ({ text: o.text, correct: o.correct === 1 })),
          })),
        },
      };
    },

    /** Creates a draft quiz (published separately, so an editor can check it first). */
    async create(actor: Actor, content: QuizContent): Promise<QuizView> {
      const editor = requireQuizEditor(actor);
      const at = now().toISOString();
      const id = await db.transaction().execute(async (trx) => {
        const row = await trx
          .insertInto("quiz_quizzes")
          .values({
            title: content.title,
            description: content.description,
            deadline: content.deadline,
            published_at: null,
            created_at: at,
            updated_at: at,
            created_by: editor.userId,
          })
          .returning("id")
          .executeTakeFirstOrThrow();
        await writeQuestions(trx, row.id, content);
        return row.id;
      });
      return view(actor, id);
    },

    /** Replaces a quiz's content while nobody has started it (after that, answers would lose their questions). */
    async update(actor: Actor, id: number, content: QuizContent): Promise<QuizView> {
      await editable(actor, id);
      await db.transaction().execute(async (trx) => {
        // Checked again inside the transaction: a person may have started since.
        const started = await trx.selectFrom("quiz_attempts").where("quiz_id", "=", id).select("id").executeTakeFirst();
        if (started) throw invalid(r.locked);
        await trx
          .updateTable("quiz_quizzes")
          .set({ title: content.title, description: content.description, deadline: content.deadline, updated_at: now().toISOString() })
          .where("id", "=", id)
          .execute();
        await clearQuestions(trx, id);
        await writeQuestions(trx, id, content);
      });
      return view(actor, id);
    },

    /** Opens a draft to everyone; QUIZ_PUBLISHED goes to the outbox in the same transaction. */
    async publish(actor: Actor, id: number): Promise<QuizView> {
      requireQuizEditor(actor);
      const quiz = await view(actor, id);
      if (quiz.published) throw invalid(r.alreadyPublished);
      if (quiz.closed) throw invalid(r.publishPast);
      const at = now();
      await db.transaction().execute(async (trx) => {
        await trx.updateTable("quiz_quizzes").set({ published_at: at.toISOString() }).where("id", "=", id).execute();
        const event: QuizPublishedEvent = { quizId: id };
        await writeEvent(trx, QUIZ_PUBLISHED, event, at);
      });
      return view(actor, id);
    },

    /** Deletes a quiz with its questions, attempts and answers. */
    async remove(actor: Actor, id: number): Promise<void> {
      requireQuizEditor(actor);
      await view(actor, id);
      await db.transaction().execute(async (trx) => {
        const attempts = trx.selectFrom("quiz_attempts").where("quiz_id", "=", id).select("id");
        await trx.deleteFrom("quiz_answers").where("attempt_id", "in", attempts).execute();
        await trx.deleteFrom("quiz_attempts").where("quiz_id", "=", id).execute();
        await clearQuestions(trx, id);
        await trx.deleteFrom("quiz_quizzes").where("id", "=", id).execute();
      });
    },
  };
}

export type QuizzesService = ReturnType<typeof createQuizzes>;
