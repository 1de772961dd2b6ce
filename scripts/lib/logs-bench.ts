// The bench's logs targets (issue #32 "Measured": /admin/logi over 1,000,000 audit entries on both databases)
// on the set of `npm run generate -- logs` (scripts/lib/logs-generate.ts), built once per database into
// .cache/logs-set/ and reused while its report is there. On a real server on that set, as the demo
// administrator: GET / (the reference), the log's first page, filtered by entity, by one actor, by a period of a
// month half a year ago, and the technical events' first page. A page that does not answer 200 is left out and named.
//   BENCH_LOGS: both (default), sqlite, postgres or off.
import type { LogsReport } from "./logs-generate";
import { benchDialects, ensureGeneratedSet, type Dialect, type GeneratedSet, type Measure } from "./generated-set";
import { DEMO_ADMIN, signIn, startRealServer } from "./real-server";

export type LogsSet = GeneratedSet<LogsReport & { databaseBytes: number }>;

export const logsBenchPlan = (notes: string[]) => {
  process.env.BENCH_LOGS ??= "both";
  return benchDialects("BENCH_LOGS", "logs", notes);
};
export const ensureLogsSet = (dialect: Dialect) =>
  ensureGeneratedSet<LogsReport & { databaseBytes: number }>("logs", dialect, DEMO_ADMIN.username);

/** A day as the filter takes it, `daysAgo` before now. */
const dayAgo = (daysAgo: number) => new Date(Date.now() - daysAgo * 86_400_000).toISOString().slice(0, 10);

export async function measureLogsSet<Row extends { requestsPerSecond: number; p99Ms: number }>(
  set: LogsSet,
  measure: Measure<Row>,
  onServer: (origin: string, pid: number | undefined) => void,
): Promise<{ rows: Row[]; summary: string[] }> {
  const server = await startRealServer({ dataDir: set.dataDir, databaseUrl: set.databaseUrl });
  try {
    onServer(server.origin, server.child.process.pid);
    const admin = { cookie: (await signIn(server, DEMO_ADMIN)).cookie };
    const label = (target: string) => `[logs ${set.dialect}] ${target}`;
    const missing: string[] = [];
    const page = async (target: string, url: string) => {
      const probe = await fetch(url, { headers: admin });
      await probe.arrayBuffer();
      if (probe.status === 200) return measure(label(target), url, admin);
      missing.push(`${target} (${probe.status})`);
      return null;
    };
    const home = await measure(label("GET / (signed in)"), `${server.url}/`, admin);
    const log = `${server.url}/admin/logi`;
    const targets = [
      await page("GET /admin/logi", log),
      await page("GET /admin/logi?entity=USER", `${log}?entity=USER`),
      await page("GET /admin/logi?actorId={one of 20}", `${log}?actorId=${set.report.actorId}`),
      await page("GET /admin/logi?from&to (a month, half a year ago)", `${log}?from=${dayAgo(200)}&to=${dayAgo(170)}`),
      await page("GET /admin/ts-logs", `${server.url}/admin/ts-logs`),
    ];
    const rows = [home, ...targets].filter((r): r is Row => r !== null);
    const share = (a: Row | null) =>
      a && home.requestsPerSecond > 0 ? `${((a.requestsPerSecond / home.requestsPerSecond) * 100).toFixed(0)} %` : "n/a";
    return {
      rows,
      summary: [
        `Logs set on ${set.dialect} (${set.report.sizes.audit} audit entries, ${set.report.sizes.tech} technical events): generated in ` +
          `${(set.report.ms / 1000).toFixed(1)} s${set.built ? "" : " (an earlier run; reused)"}, database ${(set.report.databaseBytes / 1024 / 1024).toFixed(1)} MB`,
        `  /admin/logi ÷ GET / ${share(targets[0]!)}, by entity ${share(targets[1]!)}, by actor ${share(targets[2]!)}, by period ${share(targets[3]!)}; ` +
          `p99 ${targets.map((t) => (t ? `${t.p99Ms} ms` : "n/a")).join(", ")}`,
        ...(missing.length ? [`  not measured: ${missing.join(", ")}`] : []),
      ],
    };
  } finally {
    await server.stop();
  }
}
