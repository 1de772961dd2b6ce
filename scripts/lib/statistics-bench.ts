// The bench's statistics targets (issue #33 point 5: /admin/statistic over a year of a 10,000-person portal on
// both databases) on the set of `npm run generate -- statistics` (scripts/lib/statistics-generate.ts), built once
// per database into .cache/statistics-set/ and reused while its report is there. On a real server on that set, as
// the demo administrator: GET / (the reference), /admin/statistic for the default 30 days, for the whole year, for
// the year and one department's tree, and /admin/request-statistic. Then the statements one year's figures take,
// counted in-process on the same database (the same for a day as for a year: the feature's tests hold it).
//   BENCH_STATISTICS: both (default), sqlite, postgres or off.
import { actingAs } from "../../app/platform/actor";
import { moscowDay, shiftDay } from "../../app/features/statistics/days";
import type { StatisticsReport } from "./statistics-generate";
import { benchDialects, ensureGeneratedSet, statementsOn, type Dialect, type GeneratedSet, type Measure } from "./generated-set";
import { DEMO_ADMIN, signIn, startRealServer } from "./real-server";

export type StatisticsSet = GeneratedSet<StatisticsReport & { databaseBytes: number }>;

export const statisticsBenchPlan = (notes: string[]) => {
  process.env.BENCH_STATISTICS ??= "both";
  return benchDialects("BENCH_STATISTICS", "statistics", notes);
};
export const ensureStatisticsSet = (dialect: Dialect) =>
  ensureGeneratedSet<StatisticsReport & { databaseBytes: number }>("statistics", dialect, DEMO_ADMIN.username);

/** The statements of one year's figures for the whole portal, counted on the set's database. */
export const yearStatements = (set: StatisticsSet) =>
  statementsOn(set, (portal) => {
    const today = moscowDay(new Date());
    return portal.services.statistics.summary(actingAs(1, ["ROLE_ADMINISTRATOR"]), {
      from: shiftDay(today, -364),
      to: today,
      departmentId: undefined,
    });
  });

export async function measureStatisticsSet<Row extends { requestsPerSecond: number; p99Ms: number }>(
  set: StatisticsSet,
  measure: Measure<Row>,
  onServer: (origin: string, pid: number | undefined) => void,
): Promise<{ rows: Row[]; summary: string[] }> {
  const server = await startRealServer({ dataDir: set.dataDir, databaseUrl: set.databaseUrl });
  let rows: Row[] = [];
  const summary: string[] = [];
  try {
    onServer(server.origin, server.child.process.pid);
    const admin = { cookie: (await signIn(server, DEMO_ADMIN)).cookie };
    const label = (target: string) => `[statistics ${set.dialect}] ${target}`;
    const today = moscowDay(new Date());
    const year = `from=${shiftDay(today, -364)}&to=${today}`;
    const home = await measure(label("GET / (signed in)"), `${server.url}/`, admin);
    const targets = [
      await measure(label("GET /admin/statistic (30 days)"), `${server.url}/admin/statistic`, admin),
      await measure(label("GET /admin/statistic (a year)"), `${server.url}/admin/statistic?${year}`, admin),
      await measure(
        label("GET /admin/statistic (a year, a department)"),
        `${server.url}/admin/statistic?${year}&departmentId=${set.report.departmentId}`,
        admin,
      ),
      await measure(label("GET /admin/request-statistic"), `${server.url}/admin/request-statistic`, admin),
    ];
    rows = [home, ...targets];
    const share = (a: Row) =>
      home.requestsPerSecond > 0 ? `${((a.requestsPerSecond / home.requestsPerSecond) * 100).toFixed(0)} %` : "n/a";
    summary.push(
      `Statistics set on ${set.dialect} (${set.report.rows.views} view rows, ${set.report.rows.active} active rows for ${set.report.sizes.people} people): ` +
        `generated in ${(set.report.ms / 1000).toFixed(1)} s${set.built ? "" : " (an earlier run; reused)"}, database ${(set.report.databaseBytes / 1024 / 1024).toFixed(1)} MB`,
      `  /admin/statistic ÷ GET / ${targets.map(share).join(", ")}; p99 ${targets.map((t) => `${t.p99Ms} ms`).join(", ")}`,
    );
  } finally {
    await server.stop();
  }
  summary.push(`  a year's figures: ${await yearStatements(set)} statements`);
  return { rows, summary };
}
