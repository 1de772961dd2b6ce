// The bench's services targets (issue #34 "Measured") on the set of `npm run generate -- services`
// (scripts/lib/services-generate.ts): the demo, then 10,000 people in departments with heads and 200,000
// requests, 5,000 of them awaiting the demo editor's approval. Built once per database into
// .cache/services-set/ (SQLite: its DATA_DIR there; PostgreSQL: a database kept on the server) and reused
// while its report is there. On a real server on that set: GET / signed in (the reference), the hub
// GET /services as the demo employee (a requester with open requests), the approver's list
// GET /user/{editor}/approvement-requests and one awaited request's page as the editor, the employee's
// newest request's page GET /user/{employee}/claims/{id}. The aim (reported, not asserted): pages ≥ 0.8 × the
// ratio to hello of GET /. A page that does not answer 200 is left out and named.
//   BENCH_SERVICES: sqlite (default), postgres, both or off.
import type { ServicesReport } from "./services-generate";
import { servicesPersonPhone } from "./services-generate";
import { benchDialects, ensureGeneratedSet, type Dialect, type GeneratedSet, type Measure } from "./generated-set";
import { DEMO_EDITOR, signIn, startRealServer } from "./real-server";

export type ServicesSet = GeneratedSet<ServicesReport & { databaseBytes: number }>;

export const servicesBenchPlan = (notes: string[]) => benchDialects("BENCH_SERVICES", "services", notes);
export const ensureServicesSet = (dialect: Dialect) =>
  ensureGeneratedSet<ServicesReport & { databaseBytes: number }>("services", dialect, servicesPersonPhone(0));

/** Starts the real server on the set, measures the services' targets and stops it. */
export async function measureServicesSet<Row extends { requestsPerSecond: number }>(
  set: ServicesSet,
  measure: Measure<Row>,
  onServer: (origin: string, pid: number | undefined) => void,
): Promise<{ rows: Row[]; summary: string[] }> {
  const server = await startRealServer({ dataDir: set.dataDir, databaseUrl: set.databaseUrl });
  try {
    onServer(server.origin, server.child.process.pid);
    const employee = { cookie: (await signIn(server)).cookie };
    const approver = { cookie: (await signIn(server, DEMO_EDITOR)).cookie };
    const label = (target: string) => `[services ${set.dialect}] ${target}`;
    const { approverId, requesterId, requestId, awaitedRequestId, sizes } = set.report;

    const missing: string[] = [];
    /** Measures a page only when it answers 200. */
    const page = async (target: string, url: string, headers: Record<string, string>) => {
      const probe = await fetch(url, { headers });
      await probe.arrayBuffer();
      if (probe.status === 200) return measure(label(target), url, headers);
      missing.push(`${target} (${probe.status})`);
      return null;
    };
    const home = await measure(label("GET / (signed in)"), `${server.url}/`, employee);
    const hub = await page("GET /services (a requester)", `${server.url}/services`, employee);
    const list = await page(
      `GET /user/{approver}/approvement-requests (${sizes.awaiting} awaiting)`,
      `${server.url}/user/${approverId}/approvement-requests`,
      approver,
    );
    const awaited = await page(
      "GET /user/{approver}/approvement-requests/{id}",
      `${server.url}/user/${approverId}/approvement-requests/${awaitedRequestId}`,
      approver,
    );
    const request = await page("GET /user/{owner}/claims/{id}", `${server.url}/user/${requesterId}/claims/${requestId}`, employee);
    const rows = [home, hub, list, awaited, request].filter((r): r is Awaited<typeof home> => r !== null);
    const share = (a: Row | null) =>
      a && home.requestsPerSecond > 0 ? `${((a.requestsPerSecond / home.requestsPerSecond) * 100).toFixed(1)} %` : "n/a";
    return {
      rows,
      summary: [
        `Services set on ${set.dialect} (${set.report.rows.people} people added, ${set.report.rows.claims} requests, ${set.report.rows.history} history entries): ` +
          `generated in ${(set.report.ms / 1000).toFixed(1)} s${set.built ? "" : " (an earlier run; reused)"}, database ${(set.report.databaseBytes / 1024 / 1024).toFixed(1)} MB`,
        `  the hub ÷ GET / ${share(hub)}, the approver's list ÷ GET / ${share(list)}, an awaited request ÷ GET / ${share(awaited)}, ` +
          `the owner's request ÷ GET / ${share(request)} (aim ≥ 80 % each)`,
        ...(missing.length ? [`  not measured: ${missing.join(", ")}`] : []),
      ],
    };
  } finally {
    await server.stop();
  }
}
