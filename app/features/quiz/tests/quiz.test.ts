// The quiz on SQLite and PostgreSQL through /api: who may make and change a quiz (anonymous, an employee, an
// editor), a draft hidden from players, publishing (its outbox event), one attempt question by question with
// every refusal by name (a second attempt, a wrong answer shape, an answer or a finish after the deadline),
// editing locked once started, the right answers absent from every player's call before the deadline, the
// review and the leaderboard after it (ties share a place; the same statements for 10 and 100 players).
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { actingAs } from "~/platform/actor";
import { createTestPortal, dialects, type TestPortal } from "../../../../tests/helpers/portal";
import { startTestServer, type TestServer } from "../../../../tests/helpers/http";
import { ok, refused, unauthorized } from "../../../../tests/helpers/envelope";
import { signedInPeople } from "../../../../tests/helpers/people";
import { isOutboxStatement } from "../../../../tests/helpers/statements";
import { serverMessages as r } from "../messages.server";
import { ROLE_EDIT_QUIZ } from "../policy";
import { QUIZ_PUBLISHED } from "../server/events";
import type { BoardPage, PlayStep, QuizView } from "../server/model";
import { BOARD_PAGE } from "../server/results.server";
import { moscowInputValue } from "~/shared/moscow-time";
import { addPlayers, sampleQuiz } from "./fixtures";

const PASSWORD = "quiz-test-1";
const DAY = 86_400_000;

describe.each(await dialects())("quiz on %s", (dialect) => {
  let portal: TestPortal;
  let server: TestServer;
  let counting = false;
  let queries = 0;
  let people: Awaited<ReturnType<typeof signedInPeople<"player" | "late" | "editor">>>;
  let quiz: QuizView;

  beforeAll(async () => {
    portal = await createTestPortal(dialect, { onQuery: (sql) => void (counting && !isOutboxStatement(sql) && queries++) });
    server = await startTestServer(portal);
    people = await signedInPeople(
      portal,
      server,
      {
        player: { name: "Павел", surname: "Игроков" },
        late: { name: "Лев", surname: "Опоздалов" },
        editor: { name: "Ольга", surname: "Редакторова", roles: [ROLE_EDIT_QUIZ] },
      },
      PASSWORD,
    );
  });
  afterAll(async () => {
    await server?.close();
    await portal?.dispose();
  });

  const deadline = () => moscowInputValue(new Date(portal.clock.now().getTime() + DAY).toISOString());
  const step = async (who: "player" | "late", call: Promise<Awaited<ReturnType<typeof people.post>>>) => {
    const answer = ok(await call) as PlayStep;
    expect(JSON.stringify(answer)).not.toMatch(/correct/i);
    return answer;
  };

  it("lets only editors make a quiz, checks every field by name, and keeps a draft from players", async () => {
    unauthorized(await people.get(null, "/quiz/list"));
    unauthorized(await people.post(null, "/quiz/save", sampleQuiz(deadline())));
    refused(await people.post("player", "/quiz/save", sampleQuiz(deadline())), r.forbidden);
    const bad = sampleQuiz(deadline());
    bad.questions[0]!.options = bad.questions[0]!.options.map((o) => ({ ...o, correct: true }));
    refused(await people.post("editor", "/quiz/save", bad), r.oneCorrect);
    refused(await people.post("editor", "/quiz/save", { ...sampleQuiz(deadline()), title: " " }), r.titleRequired);
    refused(await people.post("editor", "/quiz/save", { ...sampleQuiz(deadline()), deadline: "завтра" }), r.deadlineInvalid);
    quiz = ok(await people.post("editor", "/quiz/save", sampleQuiz(deadline()))) as QuizView;
    expect(quiz).toMatchObject({ published: false, questionCount: 3, mine: null, locked: false });
    refused(await people.get("player", "/quiz/get", { id: quiz.id }), r.notFound);
    refused(await people.post("player", "/quiz/start", { id: quiz.id }), r.notFound);
  });

  it("publishes once, with its event, and tells everyone; only editors publish", async () => {
    refused(await people.post("player", "/quiz/publish", { id: quiz.id }), r.forbidden);
    ok(await people.post("editor", "/quiz/publish", { id: quiz.id }));
    refused(await people.post("editor", "/quiz/publish", { id: quiz.id }), r.alreadyPublished);
    const events = await portal.db.kysely.selectFrom("events").select("payload").where("type", "=", QUIZ_PUBLISHED).execute();
    expect(events.map((e) => JSON.parse(e.payload))).toContainEqual({ quizId: quiz.id });
    await portal.outbox.deliver();
    const told = await portal.db.kysely
      .selectFrom("notifications")
      .select(["type", "variables", "object_id"])
      .where("user_id", "=", people.people.player.id)
      .where("type", "=", QUIZ_PUBLISHED)
      .execute();
    expect(told).toEqual([
      { type: QUIZ_PUBLISHED, variables: JSON.stringify([{ text: "Проверка знаний", objectId: quiz.id }]), object_id: quiz.id },
    ]);
    const list = ok(await people.get("player", "/quiz/list")) as { quizzes: QuizView[] };
    expect(list.quizzes.map((q) => q.id)).toContain(quiz.id);
  });

  it("plays one attempt question by question, never showing a right answer, and refuses a second", async () => {
    refused(await people.post("player", "/quiz/answer", { id: quiz.id, questionId: 1, optionIds: [1] }), r.notStarted);
    let at = await step("player", people.post("player", "/quiz/start", { id: quiz.id }));
    expect(at).toMatchObject({ total: 3, answered: 0, finished: false, question: { number: 1, multiple: false } });
    // A reload resumes at the same question; so does a second start.
    expect(await step("player", people.get("player", "/quiz/question", { id: quiz.id }))).toEqual(at);
    expect(await step("player", people.post("player", "/quiz/start", { id: quiz.id }))).toEqual(at);
    const q1 = at.question!;
    refused(await people.post("player", "/quiz/answer", { id: quiz.id, questionId: q1.id, optionIds: [] }), r.chooseOne);
    const two = q1.options.map((o) => o.id).slice(0, 2);
    refused(await people.post("player", "/quiz/answer", { id: quiz.id, questionId: q1.id, optionIds: two }), r.chooseOne);
    refused(await people.post("player", "/quiz/answer", { id: quiz.id, questionId: q1.id, optionIds: [999_999] }), r.unknownOption);
    refused(await people.post("player", "/quiz/finish", { id: quiz.id }), r.notAllAnswered);
    // Editing is locked as soon as someone has started.
    refused(await people.post("editor", "/quiz/save", { id: quiz.id, ...sampleQuiz(deadline()) }), r.locked);
    const right = (question: NonNullable<PlayStep["question"]>) => question.options.filter((o) => o.text.startsWith("Да")).map((o) => o.id);
    at = await step("player", people.post("player", "/quiz/answer", { id: quiz.id, questionId: q1.id, optionIds: right(q1) }));
    refused(await people.post("player", "/quiz/answer", { id: quiz.id, questionId: q1.id, optionIds: right(q1) }), r.notYourQuestion);
    const q2 = at.question!;
    expect(q2).toMatchObject({ number: 2, multiple: true });
    at = await step("player", people.post("player", "/quiz/answer", { id: quiz.id, questionId: q2.id, optionIds: right(q2) }));
    const q3 = at.question!;
    const wrong = q3.options
      .filter((o) => !o.text.startsWith("Да"))
      .map((o) => o.id)
      .slice(0, 1);
    at = await step("player", people.post("player", "/quiz/answer", { id: quiz.id, questionId: q3.id, optionIds: wrong }));
    expect(at).toMatchObject({ answered: 3, question: null, finished: false });
    portal.clock.advance(65_000);
    expect(ok(await people.post("player", "/quiz/finish", { id: quiz.id }))).toEqual({ score: 2, total: 3, seconds: 65 });
    refused(await people.post("player", "/quiz/start", { id: quiz.id }), r.secondAttempt);
    refused(await people.post("player", "/quiz/finish", { id: quiz.id }), r.alreadyFinished);
    const view = ok(await people.get("player", "/quiz/get", { id: quiz.id })) as QuizView;
    expect(view.mine).toEqual({ state: "finished", score: 2, seconds: 65 });
    expect(JSON.stringify(view)).not.toMatch(/correct/i);
    // Before the deadline: neither the review nor the results.
    refused(await people.get("player", "/quiz/review", { id: quiz.id }), r.resultsLater);
    refused(await people.get("player", "/quiz/results", { id: quiz.id }), r.resultsLater);
  });

  it("refuses an answer and a finish after the deadline, then shows the right answers and the results", async () => {
    const first = await step("late", people.post("late", "/quiz/start", { id: quiz.id }));
    // The deadline moved into the past (the sessions' tokens would not outlive a clock moved by days).
    const past = new Date(portal.clock.now().getTime() - 1000).toISOString();
    await portal.db.kysely.updateTable("quiz_quizzes").set({ deadline: past }).where("id", "=", quiz.id).execute();
    const q1 = first.question!;
    refused(
      await people.post("late", "/quiz/answer", { id: quiz.id, questionId: q1.id, optionIds: [q1.options[0]!.id] }),
      r.deadlinePassed,
    );
    refused(await people.post("late", "/quiz/finish", { id: quiz.id }), r.finishAfterDeadline);
    refused(await people.post("late", "/quiz/start", { id: quiz.id }), r.deadlinePassed);
    const review = ok(await people.get("player", "/quiz/review", { id: quiz.id })) as {
      right: boolean;
      options: { correct: boolean; chosen: boolean }[];
    }[];
    expect(review.map((q) => q.right)).toEqual([true, true, false]);
    expect(review[0]!.options.some((o) => o.correct && o.chosen)).toBe(true);
    const board = ok(await people.get("late", "/quiz/results", { id: quiz.id })) as BoardPage;
    // The unfinished attempt is not on the board.
    expect(board.rows).toEqual([{ place: 1, userId: people.people.player.id, name: "Игроков Павел", score: 2, seconds: 65 }]);
  });

  it("ranks ties fairly and reads a page in the same statements for 10 and 100 players", async () => {
    const reader = actingAs(people.people.player.id);
    const count = async (after?: string | null) => {
      queries = 0;
      counting = true;
      const page = await portal.services.quiz.results.board(reader, quiz.id, after);
      counting = false;
      return { queries, page };
    };
    await addPlayers(portal, quiz.id, 10, 0);
    const few = await count();
    await addPlayers(portal, quiz.id, 90, 10);
    const many = await count();
    expect(many.queries).toBe(few.queries);
    expect(many.page.rows).toHaveLength(BOARD_PAGE);
    const all = [...many.page.rows];
    for (let next = many.page.next; next;) {
      const later = await count(next);
      // Past the first page, one more: the count that numbers its places.
      expect(later.queries).toBe(few.queries + 1);
      all.push(...later.page.rows);
      next = later.page.next;
    }
    expect(all).toHaveLength(101);
    expect(new Set(all.map((row) => row.userId)).size).toBe(101);
    // Places: 1 + how many are strictly better; equal score and time share one, across the page break too.
    for (const row of all) {
      const better = all.filter((o) => o.score > row.score || (o.score === row.score && o.seconds < row.seconds)).length;
      expect(row.place).toBe(better + 1);
    }
    expect(all.some((row, i) => i > 0 && all[i - 1]!.place === row.place)).toBe(true);
  });

  it("lists quizzes by keyset in the same statements for 10 and 100", async () => {
    const reader = actingAs(people.people.player.id);
    const count = async (after?: string | null) => {
      queries = 0;
      counting = true;
      const page = await portal.services.quiz.quizzes.list(reader, after);
      counting = false;
      return { queries, page };
    };
    const at = portal.clock.now().toISOString();
    const add = (n: number) =>
      portal.db.kysely
        .insertInto("quiz_quizzes")
        .values(
          Array.from({ length: n }, (_, i) => ({
            title: `Викторина ${i}`,
            description: "",
            deadline: at,
            published_at: at,
            created_at: at,
            updated_at: at,
            created_by: null,
          })),
        )
        .execute();
    await add(9);
    const few = await count();
    await add(90);
    const many = await count();
    expect(many.queries).toBe(few.queries);
    expect(few.queries).toBe(1);
    const seen = [...many.page.quizzes];
    for (let next = many.page.next; next;) {
      const later = await count(next);
      expect(later.queries).toBe(1);
      seen.push(...later.page.quizzes);
      next = later.page.next;
    }
    expect(new Set(seen.map((q) => q.id)).size).toBe(100);
  });

  it("deletes a quiz with its attempts; only editors delete", async () => {
    refused(await people.post("player", "/quiz/delete", { id: quiz.id }), r.forbidden);
    ok(await people.post("editor", "/quiz/delete", { id: quiz.id }));
    refused(await people.get("player", "/quiz/get", { id: quiz.id }), r.notFound);
    const left = await portal.db.kysely.selectFrom("quiz_attempts").select("id").where("quiz_id", "=", quiz.id).execute();
    expect(left).toEqual([]);
  });
});
