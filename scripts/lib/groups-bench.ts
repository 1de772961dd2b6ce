// The bench's groups targets (issue #14 "Scale and speed") on the set of `npm run generate -- groups`
// (scripts/lib/groups-generate.ts): the demo, then 2,000 groups, 50,000 memberships, 20,000 photos...
// Built once per database into .cache/groups-set/ (SQLite: its DATA_DIR there; PostgreSQL: a database
// kept on the server) and reused while its report is there. On a real server on that set, signed in as
// the demo administrator: GET / (the reference), GET /group, GET /group/{largest}, its members, the largest
// album and GET /api/groups/list. The aims: pages ≥ 0.8 × the ratio to hello of GET /, the call ≥ 1 % of hello.
//   BENCH_GROUPS: sqlite (default), postgres, both or off.
import { spawn } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import pg from "pg";
import type { GroupsReport } from "./groups-generate";
import { groupsPersonPhone } from "./groups-generate";
import { root, signIn, startRealServer } from "./real-server";
import { databaseUrlOf, postgresAnswers, recreateDatabase } from "./scratch-db";

type Dialect = "sqlite" | "postgres";

export interface GroupsSet {
  dialect: Dialect;
  dataDir: string;
  databaseUrl?: string;
  report: GroupsReport;
  built: boolean;
}

export async function groupsBenchPlan(notes: string[]): Promise<Dialect[]> {
  const asked = process.env.BENCH_GROUPS ?? "sqlite";
  if (!["sqlite", "postgres", "both", "off"].includes(asked)) throw new Error("BENCH_GROUPS must be sqlite, postgres, both or off");
  const wanted: Dialect[] = asked === "both" ? ["sqlite", "postgres"] : asked === "off" ? [] : [asked as Dialect];
  if (wanted.includes("postgres") && !(await postgresAnswers())) {
    notes.push("groups targets on PostgreSQL: PostgreSQL does not answer");
    return wanted.filter((d) => d !== "postgres");
  }
  return wanted;
}

async function holdsSet(url: string): Promise<boolean> {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 2000 });
  try {
    await client.connect();
    const { rowCount } = await client.query("select 1 from users where phone = $1", [groupsPersonPhone(0)]);
    return rowCount === 1;
  } catch {
    return false;
  } finally {
    await client.end().catch(() => {});
  }
}

export async function ensureGroupsSet(dialect: Dialect): Promise<GroupsSet> {
  const dir = path.join(root, ".cache/groups-set", dialect);
  const reportFile = path.join(dir, "report.json");
  const dataDir = path.join(dir, "data");
  const database = "portal_groups_set";
  const databaseUrl = dialect === "postgres" ? databaseUrlOf(database) : undefined;
  const read = (built: boolean): GroupsSet => ({
    dialect,
    dataDir,
    databaseUrl,
    report: (JSON.parse(fs.readFileSync(reportFile, "utf8")) as { report: GroupsReport }).report,
    built,
  });
  if (fs.existsSync(reportFile) && (!databaseUrl || (await holdsSet(databaseUrl)))) return read(false);
  console.log(`\nGenerating the groups' set on ${dialect} into ${path.relative(root, dir)}: once, reused by later runs`);
  fs.rmSync(dir, { recursive: true, force: true });
  fs.mkdirSync(dataDir, { recursive: true });
  if (databaseUrl) await recreateDatabase(database);
  const env: NodeJS.ProcessEnv = { ...process.env, DATA_DIR: dataDir, SEED_DEMO: "1", GENERATE_REPORT: `${reportFile}.tmp` };
  delete env.DATABASE_URL;
  if (databaseUrl) env.DATABASE_URL = databaseUrl;
  await new Promise<void>((resolve, reject) => {
    const child = spawn(path.join(root, "node_modules/.bin/tsx"), ["scripts/generate.ts", "groups"], { cwd: root, env, stdio: "inherit" });
    child.on("error", reject);
    child.on("exit", (code) => (code === 0 ? resolve() : reject(new Error(`generate groups exited with ${code}`))));
  });
  if (databaseUrl) {
    // Autovacuum is off on this machine's server: plan on fresh statistics, as a live database would.
    const client = new pg.Client({ connectionString: databaseUrl });
    await client.connect();
    await client.query("vacuum analyze");
    await client.end();
  }
  fs.renameSync(`${reportFile}.tmp`, reportFile);
  return read(true);
}

export type Measure<Row> = (target: string, url: string, headers?: Record<string, string>) => Promise<Row>;

/** Starts the real server on the set, measures the groups' targets and stops it. */
export async function measureGroupsSet<Row extends { requestsPerSecond: number }>(
  set: GroupsSet,
  measure: Measure<Row>,
  onServer: (origin: string, pid: number | undefined) => void,
): Promise<{ rows: Row[]; summary: string[] }> {
  const server = await startRealServer({ dataDir: set.dataDir, databaseUrl: set.databaseUrl });
  try {
    onServer(server.origin, server.child.process.pid);
    const { cookie } = await signIn(server);
    const signedIn = { cookie };
    const label = (target: string) => `[groups ${set.dialect}] ${target}`;
    const { largestGroupId: group, largestAlbumId: album, largestAlbumGroupId: albumGroup, sizes } = set.report;
    for (const page of [`/group/${group}`, `/group/${group}/members`]) {
      const probe = await fetch(`${server.url}${page}`, { headers: signedIn });
      if (probe.status !== 200) throw new Error(`${page} answered ${probe.status}`);
      await probe.arrayBuffer();
    }
    const home = await measure(label("GET / (signed in)"), `${server.url}/`, signedIn);
    const list = await measure(label("GET /group"), `${server.url}/group`, signedIn);
    const page = await measure(label(`GET /group/{largest} (${sizes.largest} members)`), `${server.url}/group/${group}`, signedIn);
    const members = await measure(label("GET /group/{largest}/members"), `${server.url}/group/${group}/members`, signedIn);
    const albumUrl = `${server.url}/group/${albumGroup}/albums/${album}`;
    const albumProbe = await fetch(albumUrl, { headers: signedIn });
    await albumProbe.arrayBuffer();
    const rows = [home, list, page, members];
    if (albumProbe.status === 200) {
      rows.push(await measure(label(`GET album (${sizes.largestAlbum} photos)`), albumUrl, signedIn));
    }
    const call = await measure(label("GET /api/groups/list"), `${server.url}/api/groups/list`, signedIn);
    rows.push(call);
    const share = (a: Row, b: Row) =>
      b.requestsPerSecond > 0 ? `${((a.requestsPerSecond / b.requestsPerSecond) * 100).toFixed(1)} %` : "n/a";
    return {
      rows,
      summary: [
        `Groups set on ${set.dialect} (${sizes.groups} groups, ${sizes.memberships} memberships, ${sizes.photos} photos, ${sizes.articles} articles, ${sizes.messages} messages, ${sizes.requests} requests): ` +
          `generated in ${(set.report.ms / 1000).toFixed(1)} s${set.built ? "" : " (an earlier run; reused)"}, database ${(set.report.databaseBytes / 1024 / 1024).toFixed(1)} MB`,
        `  GET /group ÷ GET / ${share(list, home)}, GET /group/{largest} ÷ GET / ${share(page, home)}, members ÷ GET / ${share(members, home)} (aim ≥ 80 % each)`,
      ],
    };
  } finally {
    await server.stop();
  }
}
