// The bench's quiz targets (issue #37 part 4): the leaderboard of a quiz with 2,000 players on the set of
// `npm run generate -- quiz` (scripts/lib/quiz-generate.ts): its first page and the next, with their statements
// (the same for 10 and 100 players: the quiz's tests).
//   BENCH_QUIZ: sqlite (default), postgres, both or off.
import { actingAs } from "../../app/platform/actor";
import { statementsOn } from "./generated-set";
import { quizPersonPhone } from "./quiz-generate";
import { defineSetBench } from "./set-bench";

interface QuizSetReport {
  quizId: number;
  players: number;
  ms: number;
}

export const quizBench = defineSetBench({
  name: "quiz",
  env: "QUIZ",
  markerPhone: quizPersonPhone(0),
  targetCount: 2,
  title: (set: { report: QuizSetReport }) =>
    `Quiz set (${set.report.players} players): generated in ${(set.report.ms / 1000).toFixed(1)} s`,
  async count(set) {
    // The second page's cursor comes from the first page, read first in the same portal.
    let next: string | null = null;
    const counted = await statementsOn(set, {
      first: async (portal) => (next = (await portal.services.quiz.results.board(actingAs(3), set.report.quizId, null)).next),
      later: (portal) => portal.services.quiz.results.board(actingAs(3), set.report.quizId, next),
    });
    return { ...counted, next: next as string | null };
  },
  targets: (set, counted) => [
    { label: `/quiz/{${set.report.players} players}/results`, path: `/quiz/${set.report.quizId}/results` },
    { label: "/quiz/{…}/results?after= (2nd page)", path: `/quiz/${set.report.quizId}/results?after=${counted.next ?? ""}` },
  ],
  statements: (counted) => `the first page ${counted.first}, a later page ${counted.later} (the count that numbers its places)`,
});
