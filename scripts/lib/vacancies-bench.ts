// The bench's vacancies targets (issue #15 "Scale and speed") on the set of `npm run generate -- vacancies`
// (scripts/lib/vacancies-generate.ts): the demo, then 20,000 vacancies, 200,000 replies as claims (one
// vacancy with 5,000), 500,000 views. Built once per database into .cache/vacancies-set/ (SQLite: its
// DATA_DIR there; PostgreSQL: a database kept on the server) and reused while its report is there. On a
// real server on that set: GET / signed in (the reference) and GET /vacancies as the demo employee; page 0
// and the last page of ?cityId=1&sector=RETAIL&level=EXECUTOR&state=ARCHIVE and the 5,000-reply vacancy's
// page (its replies list) as the demo editor; GET /api/vacancies/list as the employee. The aims
// (reported, not asserted): pages ≥ 0.8 × the ratio to hello of GET /, the last page within 10 % of page 0,
// the call ≥ 1 % of hello. A page that does not answer 200 is left out and named.
//   BENCH_VACANCIES: sqlite (default), postgres, both or off.
import type { VacanciesReport } from "./vacancies-generate";
import { vacanciesPersonPhone } from "./vacancies-generate";
import { benchDialects, ensureGeneratedSet, type Dialect, type GeneratedSet, type Measure } from "./generated-set";
import { DEMO_EDITOR, signIn, startRealServer } from "./real-server";

export type VacanciesSet = GeneratedSet<VacanciesReport & { databaseBytes: number }>;

export const vacanciesBenchPlan = (notes: string[]) => benchDialects("BENCH_VACANCIES", "vacancies", notes);
export const ensureVacanciesSet = (dialect: Dialect) =>
  ensureGeneratedSet<VacanciesReport & { databaseBytes: number }>("vacancies", dialect, vacanciesPersonPhone(0));

/** Starts the real server on the set, measures the vacancies' targets and stops it. */
export async function measureVacanciesSet<Row extends { requestsPerSecond: number }>(
  set: VacanciesSet,
  measure: Measure<Row>,
  onServer: (origin: string, pid: number | undefined) => void,
): Promise<{ rows: Row[]; summary: string[] }> {
  const server = await startRealServer({ dataDir: set.dataDir, databaseUrl: set.databaseUrl });
  try {
    onServer(server.origin, server.child.process.pid);
    const employee = { cookie: (await signIn(server)).cookie };
    const editorSession = await signIn(server, DEMO_EDITOR);
    const editor = { cookie: editorSession.cookie };
    const label = (target: string) => `[vacancies ${set.dialect}] ${target}`;
    const { crowdedVacancyId: crowded, sizes } = set.report;
    const filters = "cityId=1&sector=RETAIL&level=EXECUTOR&state=ARCHIVE";
    const counted = await fetch(`${server.url}/api/vacancies/list?${filters}`, { headers: editor });
    const total = ((await counted.json()) as { response: { total: number } | null }).response?.total ?? 0;
    const last = Math.max(0, Math.ceil(total / 10) - 1);

    const missing: string[] = [];
    /** Measures a page only when it answers 200 (the pages may not have landed). */
    const page = async (target: string, url: string, headers: Record<string, string>) => {
      const probe = await fetch(url, { headers });
      await probe.arrayBuffer();
      if (probe.status === 200) return measure(label(target), url, headers);
      missing.push(`${target} (${probe.status})`);
      return null;
    };
    const home = await measure(label("GET / (signed in)"), `${server.url}/`, employee);
    const list = await page("GET /vacancies", `${server.url}/vacancies`, employee);
    const first = await page(`GET /vacancies?${filters} (editor, page 0)`, `${server.url}/vacancies?${filters}`, editor);
    const lastPage = await page(
      `GET /vacancies?${filters}&page=${last} (editor, the last of ${total})`,
      `${server.url}/vacancies?${filters}&page=${last}`,
      editor,
    );
    const vacancy = await page(`GET /vacancies/{id} (editor, ${sizes.crowded} replies)`, `${server.url}/vacancies/${crowded}`, editor);
    const call = await measure(label("GET /api/vacancies/list"), `${server.url}/api/vacancies/list`, employee);
    const rows = [home, list, first, lastPage, vacancy, call].filter((r): r is Awaited<typeof home> => r !== null);
    const share = (a: Row | null, b: Row | null) =>
      a && b && b.requestsPerSecond > 0 ? `${((a.requestsPerSecond / b.requestsPerSecond) * 100).toFixed(1)} %` : "n/a";
    return {
      rows,
      summary: [
        `Vacancies set on ${set.dialect} (${set.report.rows.vacancies} vacancies, ${set.report.rows.replies} replies as claims, ${set.report.rows.views} views): ` +
          `generated in ${(set.report.ms / 1000).toFixed(1)} s${set.built ? "" : " (an earlier run; reused)"}, database ${(set.report.databaseBytes / 1024 / 1024).toFixed(1)} MB`,
        `  GET /vacancies ÷ GET / ${share(list, home)}, filtered page 0 ÷ GET / ${share(first, home)}, the last page ÷ GET / ${share(lastPage, home)}, ` +
          `the 5,000-reply vacancy ÷ GET / ${share(vacancy, home)} (aim ≥ 80 % each)`,
        `  the last page ÷ page 0 ${share(lastPage, first)} (aim ≥ 90 %)`,
        ...(missing.length ? [`  not measured (no page yet): ${missing.join(", ")}`] : []),
      ],
    };
  } finally {
    await server.stop();
  }
}
