// One shape for the bench of a feature's generated set (`npm run generate -- <name>`): built once per database
// into .cache/<name>-set/ and reused, then measured on a real server as the demo administrator (GET / first, the
// reference each page is a share of), and the statements its list pages take counted in-process on the same
// database (the same for 10 and 5,000: each feature's tests prove it at small sizes). A feature's bench module
// describes its pages and counts; bench.ts runs every one in SET_BENCHES the same way.
import { benchDialects, ensureGeneratedSet, type Dialect, type GeneratedSet, type Measure } from "./generated-set";
import { DEMO_ADMIN, signIn, startRealServer } from "./real-server";

export interface SetBenchDef<Report, Counted> {
  /** The generator's set (`npm run generate -- <name>`) and the label of its rows. */
  name: string;
  /** BENCH_<env>=sqlite (default)|postgres|both|off. */
  env: string;
  /** A phone the set's database holds once generated (ensureGeneratedSet's marker). */
  markerPhone?: string;
  /** How many pages `targets` lists: the bench's deadline counts them before any set is built. */
  targetCount: number;
  /** The summary's first line: the set's size and how long it took to generate. */
  title(set: GeneratedSet<Report>): string;
  /** Statements counted in-process before the server starts (and what a target needs of them, a cursor). */
  count(set: GeneratedSet<Report>): Promise<Counted>;
  /** The pages measured after GET /: a label and a path. */
  targets(set: GeneratedSet<Report>, counted: Counted): { label: string; path: string }[];
  /** The summary's statements line. */
  statements(counted: Counted): string;
}

/** A set bench with its types closed over, so benches of different reports share one list. */
export interface SetBench {
  name: string;
  /** The sets to measure: one per database the variable asks for and that answers. */
  prepare(notes: string[]): Promise<PreparedSet[]>;
}

export interface PreparedSet {
  name: string;
  /** GET / and the pages it measures. */
  targetCount: number;
  run<Row extends { requestsPerSecond: number; p99Ms: number }>(
    measure: Measure<Row>,
    onServer: (origin: string, pid: number | undefined) => void,
  ): Promise<{ rows: Row[]; summary: string[] }>;
}

export function defineSetBench<Report, Counted>(def: SetBenchDef<Report, Counted>): SetBench {
  const variable = `BENCH_${def.env}`;
  return {
    name: def.name,
    async prepare(notes) {
      process.env[variable] ??= "sqlite";
      const sets: PreparedSet[] = [];
      for (const dialect of await benchDialects(variable, def.name, notes)) {
        const set = await ensureGeneratedSet<Report>(def.name, dialect as Dialect, def.markerPhone ?? DEMO_ADMIN.username);
        sets.push({ name: def.name, targetCount: def.targetCount, run: (measure, onServer) => measureSet(def, set, measure, onServer) });
      }
      return sets;
    },
  };
}

async function measureSet<Report, Counted, Row extends { requestsPerSecond: number; p99Ms: number }>(
  def: SetBenchDef<Report, Counted>,
  set: GeneratedSet<Report>,
  measure: Measure<Row>,
  onServer: (origin: string, pid: number | undefined) => void,
): Promise<{ rows: Row[]; summary: string[] }> {
  const counted = await def.count(set);
  const server = await startRealServer({ dataDir: set.dataDir, databaseUrl: set.databaseUrl });
  try {
    onServer(server.origin, server.child.process.pid);
    const admin = { cookie: (await signIn(server, DEMO_ADMIN)).cookie };
    const label = (target: string) => `[${def.name} ${set.dialect}] ${target}`;
    const home = await measure(label("GET / (signed in)"), `${server.url}/`, admin);
    const pages = def.targets(set, counted);
    const targets: Row[] = [];
    for (const page of pages) targets.push(await measure(label(`GET ${page.label}`), `${server.url}${page.path}`, admin));
    const share = (row: Row) =>
      home.requestsPerSecond > 0 ? `${((row.requestsPerSecond / home.requestsPerSecond) * 100).toFixed(0)} %` : "n/a";
    const summary = [
      `${def.title(set)}${set.built ? "" : " (an earlier run; reused)"}`,
      `  ${pages.map((p) => p.label).join(", ")} ÷ GET / ${targets.map(share).join(", ")}; p99 ${targets.map((t) => `${t.p99Ms} ms`).join(", ")}`,
      `  statements: ${def.statements(counted)}`,
    ];
    return { rows: [home, ...targets], summary };
  } finally {
    await server.stop();
  }
}
