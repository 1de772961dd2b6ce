// The bench's activities targets (issue #37 part 1: the list pages, an activity of 5,000 participants, the same
// statements for 10 and 5,000) on the set of `npm run generate -- activities` (scripts/lib/activities-generate.ts),
// built once per database into .cache/activities-set/ and reused while its report is there. On a real server, as
// the demo administrator: GET / (the reference), /activities, the big activity's card and its /users page. Then
// the statements of the list and of /users' first page, counted in-process on the same database.
//   BENCH_ACTIVITIES: sqlite (default), postgres, both or off.
import { actingAs } from "../../app/platform/actor";
import type { ActivitiesReport } from "./activities-generate";
import { benchDialects, ensureGeneratedSet, statementsOn, type Dialect, type GeneratedSet, type Measure } from "./generated-set";
import { DEMO_ADMIN, signIn, startRealServer } from "./real-server";

export type ActivitiesSet = GeneratedSet<ActivitiesReport>;

export const activitiesBenchPlan = (notes: string[]) => {
  process.env.BENCH_ACTIVITIES ??= "sqlite";
  return benchDialects("BENCH_ACTIVITIES", "activities", notes);
};
export const ensureActivitiesSet = (dialect: Dialect) => ensureGeneratedSet<ActivitiesReport>("activities", dialect, DEMO_ADMIN.username);

/** The statements of the list's first page and of the big activity's people, counted on the set's database. */
const pageStatements = (set: ActivitiesSet) =>
  statementsOn(set, {
    list: (portal) => portal.services.activities.list(actingAs(3), "upcoming", null),
    users: (portal) => portal.services.activities.signups.users(actingAs(3), set.report.biggestId, null),
  });

export async function measureActivitiesSet<Row extends { requestsPerSecond: number; p99Ms: number }>(
  set: ActivitiesSet,
  measure: Measure<Row>,
  onServer: (origin: string, pid: number | undefined) => void,
): Promise<{ rows: Row[]; summary: string[] }> {
  const server = await startRealServer({ dataDir: set.dataDir, databaseUrl: set.databaseUrl });
  let rows: Row[] = [];
  const summary: string[] = [];
  try {
    onServer(server.origin, server.child.process.pid);
    const admin = { cookie: (await signIn(server, DEMO_ADMIN)).cookie };
    const label = (target: string) => `[activities ${set.dialect}] ${target}`;
    const big = `${server.url}/activities/${set.report.biggestId}`;
    const home = await measure(label("GET / (signed in)"), `${server.url}/`, admin);
    const people = set.report.sizes.people;
    const targets = [
      await measure(label("GET /activities"), `${server.url}/activities`, admin),
      await measure(label(`GET /activities/{of ${people}}`), big, admin),
      await measure(label(`GET /activities/{of ${people}}/users`), `${big}/users`, admin),
    ];
    rows = [home, ...targets];
    const share = (a: Row) =>
      home.requestsPerSecond > 0 ? `${((a.requestsPerSecond / home.requestsPerSecond) * 100).toFixed(0)} %` : "n/a";
    summary.push(
      `Activities set on ${set.dialect} (${set.report.rows.activities} activities, ${set.report.rows.members} sign-ups, one of ${people}): ` +
        `generated in ${(set.report.ms / 1000).toFixed(1)} s${set.built ? "" : " (an earlier run; reused)"}`,
      `  /activities, the card, its /users ÷ GET / ${targets.map(share).join(", ")}; p99 ${targets.map((t) => `${t.p99Ms} ms`).join(", ")}`,
    );
  } finally {
    await server.stop();
  }
  const counted = await pageStatements(set);
  summary.push(
    `  statements: the list ${counted.list}, /users' first page ${counted.users} (the same for 10 people: the activities' tests)`,
  );
  return { rows, summary };
}
