// The leaderboard after the deadline: finished attempts by score (higher first), then time taken (shorter
// first); equal score and time share a place ("1, 2, 2, 4"), listed among themselves by person id so the
// keyset order is total. A page is two statements whatever the number of players: the page itself (index
// quiz_attempts_board) and, past the first page, one count of who stands before it to number its places.
import type { ExpressionBuilder } from "kysely";
import type { Actor } from "~/platform/actor";
import type { Database } from "~/platform/db/schema";
import type { Deps } from "~/platform/deps.server";
import { invalid } from "~/platform/errors";
import { serverMessages as r } from "../messages.server";
import type { BoardPage, BoardRow } from "./model";
import { publishedQuiz, requireSignedInActor } from "./quizzes.server";

export const BOARD_PAGE = 50;

interface Key {
  score: number;
  seconds: number;
  userId: number;
}

const cursorOf = (k: Key) => Buffer.from(`${k.score}.${k.seconds}.${k.userId}`).toString("base64url");

/** The cursor's key, or null (a malformed one reads as none: the board starts again). */
function keyOf(cursor: string | null | undefined): Key | null {
  if (!cursor || cursor.length > 60) return null;
  const m = /^(\d{1,6})\.(\d{1,9})\.(\d{1,12})$/.exec(Buffer.from(cursor, "base64url").toString("latin1"));
  return m ? { score: Number(m[1]), seconds: Number(m[2]), userId: Number(m[3]) } : null;
}

type Attempts = ExpressionBuilder<Database & { a: Database["quiz_attempts"] }, "a">;

/** Attempts strictly better than `k` (a higher score, or the same in less time). */
const better = (eb: Attempts, k: Key) =>
  eb.or([eb("a.score", ">", k.score), eb.and([eb("a.score", "=", k.score), eb("a.seconds", "<", k.seconds)])]);

/** Attempts listed before `k`: better, or tied and of a smaller person id. */
const before = (eb: Attempts, k: Key) =>
  eb.or([better(eb, k), eb.and([eb("a.score", "=", k.score), eb("a.seconds", "=", k.seconds), eb("a.user_id", "<", k.userId)])]);

/** Attempts listed after `k`: the keyset page's condition. */
const listedAfter = (eb: Attempts, k: Key) =>
  eb.or([
    eb("a.score", "<", k.score),
    eb.and([eb("a.score", "=", k.score), eb("a.seconds", ">", k.seconds)]),
    eb.and([eb("a.score", "=", k.score), eb("a.seconds", "=", k.seconds), eb("a.user_id", ">", k.userId)]),
  ]);

export function createResults({ db, now }: Deps) {
  return {
    async board(actor: Actor, quizId: number, after: string | null | undefined): Promise<BoardPage> {
      requireSignedInActor(actor);
      const quiz = await publishedQuiz(db, quizId, now());
      if (!quiz.closed) throw invalid(r.resultsLater);
      const key = keyOf(after);
      const finished = db
        .selectFrom("quiz_attempts as a")
        .where("a.quiz_id", "=", quizId)
        .where("a.finished_at", "is not", null)
        .where("a.score", "is not", null)
        .where("a.seconds", "is not", null);
      const rows = await finished
        .innerJoin("users as u", "u.id", "a.user_id")
        .$if(key !== null, (qb) => qb.where((eb) => listedAfter(eb as unknown as Attempts, key as Key)))
        .select(["a.user_id", "a.score", "a.seconds", "u.name", "u.surname"])
        .orderBy("a.score", "desc")
        .orderBy("a.seconds", "asc")
        .orderBy("a.user_id", "asc")
        .limit(BOARD_PAGE + 1)
        .execute();
      // Who stands before this page: all of them ahead (listed before), and those strictly better.
      let listedBefore = 0;
      let betterThanFirst = 0;
      const first = rows[0];
      if (key !== null && first) {
        const k = { score: first.score ?? 0, seconds: first.seconds ?? 0, userId: first.user_id };
        const counts = await finished
          .select((eb) => [
            eb.fn.countAll<number>().as("listed"),
            eb.fn
              .sum<number>(
                eb
                  .case()
                  .when(better(eb as unknown as Attempts, k))
                  .then(1)
                  .else(0)
                  .end(),
              )
              .as("better"),
          ])
          .where((eb) => before(eb as unknown as Attempts, k))
          .executeTakeFirstOrThrow();
        listedBefore = Number(counts.listed);
        betterThanFirst = Number(counts.better ?? 0);
      }
      const shown = rows.slice(0, BOARD_PAGE);
      const board: BoardRow[] = [];
      shown.forEach((row, i) => {
        const previous = board[i - 1];
        const score = row.score ?? 0;
        const seconds = row.seconds ?? 0;
        const tied = previous !== undefined && previous.score === score && previous.seconds === seconds;
        const place = tied ? previous.place : i === 0 ? betterThanFirst + 1 : listedBefore + i + 1;
        board.push({ place, userId: row.user_id, name: `${row.surname} ${row.name}`.trim(), score, seconds });
      });
      const last = board.at(-1);
      return {
        quizId,
        title: quiz.title,
        questionCount: quiz.total,
        rows: board,
        next: rows.length > BOARD_PAGE && last ? cursorOf(last) : null,
      };
    },
  };
}

export type ResultsService = ReturnType<typeof createResults>;
