// The bench's quiz targets (issue #37 part 4): the leaderboard of a quiz with 2,000 players, its first page and a
// later one, on the set of `npm run generate -- quiz` (scripts/lib/quiz-generate.ts), built once per database into
// .cache/quiz-set/ and reused while its report is there. On a real server, as the demo administrator: GET / (the
// reference) and the two pages. Then the statements of both, counted in-process on the same database (the same
// for 10 and 100 players: the quiz's tests).
//   BENCH_QUIZ: sqlite (default), postgres, both or off.
import { openPortal } from "../../app/portal/open.server";
import { actingAs } from "../../app/platform/actor";
import { benchDialects, ensureGeneratedSet, type Dialect, type GeneratedSet, type Measure } from "./generated-set";
import { DEMO_ADMIN, signIn, startRealServer } from "./real-server";
import { quizPersonPhone } from "./quiz-generate";

interface QuizSetReport {
  quizId: number;
  players: number;
  ms: number;
}

export type QuizSet = GeneratedSet<QuizSetReport>;

export const quizBenchPlan = (notes: string[]) => {
  process.env.BENCH_QUIZ ??= "sqlite";
  return benchDialects("BENCH_QUIZ", "quiz", notes);
};
export const ensureQuizSet = (dialect: Dialect) => ensureGeneratedSet<QuizSetReport>("quiz", dialect, quizPersonPhone(0));

/** The statements of the board's first page and of the one after it, and that page's cursor. */
async function boardStatements(set: QuizSet): Promise<{ first: number; later: number; next: string | null }> {
  let statements = 0;
  let counting = false;
  const portal = await openPortal(
    { databaseUrl: set.databaseUrl, sqliteFile: `${set.dataDir}/portal.sqlite`, dataDir: set.dataDir, seedDemo: false },
    { sms: { send: async () => {} }, onQuery: () => void (counting && statements++) },
  );
  try {
    const reader = actingAs(3);
    const count = async (after: string | null) => {
      statements = 0;
      counting = true;
      const page = await portal.services.quiz.results.board(reader, set.report.quizId, after);
      counting = false;
      return { statements, next: page.next };
    };
    const first = await count(null);
    const later = await count(first.next);
    return { first: first.statements, later: later.statements, next: first.next };
  } finally {
    await portal.close();
  }
}

export async function measureQuizSet<Row extends { requestsPerSecond: number; p99Ms: number }>(
  set: QuizSet,
  measure: Measure<Row>,
  onServer: (origin: string, pid: number | undefined) => void,
): Promise<{ rows: Row[]; summary: string[] }> {
  const counted = await boardStatements(set);
  const server = await startRealServer({ dataDir: set.dataDir, databaseUrl: set.databaseUrl });
  let rows: Row[] = [];
  const summary: string[] = [];
  try {
    onServer(server.origin, server.child.process.pid);
    const admin = { cookie: (await signIn(server, DEMO_ADMIN)).cookie };
    const label = (target: string) => `[quiz ${set.dialect}] ${target}`;
    const board = `${server.url}/quiz/${set.report.quizId}/results`;
    const home = await measure(label("GET / (signed in)"), `${server.url}/`, admin);
    const targets = [
      await measure(label(`GET /quiz/{${set.report.players} players}/results`), board, admin),
      await measure(label("GET /quiz/{…}/results?after= (2nd page)"), `${board}?after=${counted.next ?? ""}`, admin),
    ];
    rows = [home, ...targets];
    const share = (a: Row) =>
      home.requestsPerSecond > 0 ? `${((a.requestsPerSecond / home.requestsPerSecond) * 100).toFixed(0)} %` : "n/a";
    summary.push(
      `Quiz set on ${set.dialect} (${set.report.players} players): generated in ${(set.report.ms / 1000).toFixed(1)} s${set.built ? "" : " (an earlier run; reused)"}`,
      `  the leaderboard's first and second pages ÷ GET / ${targets.map(share).join(", ")}; p99 ${targets.map((t) => `${t.p99Ms} ms`).join(", ")}`,
      `  statements: the first page ${counted.first}, a later page ${counted.later} (the count that numbers its places)`,
    );
  } finally {
    await server.stop();
  }
  return { rows, summary };
}
