// A generated data set the bench measures on (`npm run generate -- <name>`): built once per database into
// .cache/<name>-set/<dialect>/ (SQLite: its DATA_DIR there; PostgreSQL: a database kept on the server) and
// reused while its report is there and, on PostgreSQL, the database still holds it.
import { spawn } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import pg from "pg";
import { root } from "./real-server";
import { databaseUrlOf, postgresAnswers, recreateDatabase } from "./scratch-db";
import { openPortal, type Portal } from "../../app/portal/open.server";

export type Dialect = "sqlite" | "postgres";

export interface GeneratedSet<Report> {
  dialect: Dialect;
  dataDir: string;
  databaseUrl?: string;
  report: Report;
  built: boolean;
}

/** A bench target's request: measures `url` with these headers. */
export type Measure<Row> = (target: string, url: string, headers?: Record<string, string>) => Promise<Row>;

/**
 * The databases `variable` (sqlite by default, postgres, both or off) asks for: PostgreSQL only when it
 * answers, else a note says the targets of `what` were left out there.
 */
export async function benchDialects(variable: string, what: string, notes: string[]): Promise<Dialect[]> {
  const asked = process.env[variable] ?? "sqlite";
  if (!["sqlite", "postgres", "both", "off"].includes(asked)) throw new Error(`${variable} must be sqlite, postgres, both or off`);
  const wanted: Dialect[] = asked === "both" ? ["sqlite", "postgres"] : asked === "off" ? [] : [asked as Dialect];
  if (wanted.includes("postgres") && !(await postgresAnswers())) {
    notes.push(`${what} targets on PostgreSQL: PostgreSQL does not answer`);
    return wanted.filter((d) => d !== "postgres");
  }
  return wanted;
}

/** Whether the database holds the set: its first generated person (`markerPhone`) is there. */
async function holdsSet(url: string, markerPhone: string): Promise<boolean> {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 2000 });
  try {
    await client.connect();
    const { rowCount } = await client.query("select 1 from users where phone = $1", [markerPhone]);
    return rowCount === 1;
  } catch {
    return false;
  } finally {
    await client.end().catch(() => {});
  }
}

/**
 * The set `name` on `dialect`, generated (demo first) when it is not there yet. A `variant` (another size) is
 * kept apart: its `suffix` ([a-z0-9_]) names its folder and database, its `env` goes to the generator.
 */
export async function ensureGeneratedSet<Report>(
  name: string,
  dialect: Dialect,
  markerPhone: string,
  variant?: { suffix: string; env: Record<string, string> },
): Promise<GeneratedSet<Report>> {
  const suffix = variant?.suffix ? `_${variant.suffix}` : "";
  const dir = path.join(root, `.cache/${name}-set`, `${dialect}${suffix}`);
  const reportFile = path.join(dir, "report.json");
  const dataDir = path.join(dir, "data");
  const database = `portal_${name}_set${suffix}`;
  const databaseUrl = dialect === "postgres" ? databaseUrlOf(database) : undefined;
  const read = (built: boolean): GeneratedSet<Report> => ({
    dialect,
    dataDir,
    databaseUrl,
    report: (JSON.parse(fs.readFileSync(reportFile, "utf8")) as { report: Report }).report,
    built,
  });
  if (fs.existsSync(reportFile) && (!databaseUrl || (await holdsSet(databaseUrl, markerPhone)))) return read(false);
  console.log(`\nGenerating the ${name} set on ${dialect} into ${path.relative(root, dir)}: once, reused by later runs`);
  fs.rmSync(dir, { recursive: true, force: true });
  fs.mkdirSync(dataDir, { recursive: true });
  if (databaseUrl) await recreateDatabase(database);
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    ...variant?.env,
    DATA_DIR: dataDir,
    SEED_DEMO: "1",
    GENERATE_REPORT: `${reportFile}.tmp`,
  };
  delete env.DATABASE_URL;
  if (databaseUrl) env.DATABASE_URL = databaseUrl;
  await new Promise<void>((resolve, reject) => {
    const child = spawn(path.join(root, "node_modules/.bin/tsx"), ["scripts/generate.ts", name], { cwd: root, env, stdio: "inherit" });
    child.on("error", reject);
    child.on("exit", (code) => (code === 0 ? resolve() : reject(new Error(`generate ${name} exited with ${code}`))));
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

/** The statements `run` makes on the set's database, counted in-process on a portal opened there (no seed). */
export async function statementsOn(set: GeneratedSet<unknown>, run: (portal: Portal) => Promise<unknown>): Promise<number> {
  let statements = 0;
  let counting = false;
  const portal = await openPortal(
    { databaseUrl: set.databaseUrl, sqliteFile: `${set.dataDir}/portal.sqlite`, dataDir: set.dataDir, seedDemo: false },
    { sms: { send: async () => {} }, onQuery: () => void (counting && statements++) },
  );
  try {
    counting = true;
    await run(portal);
    counting = false;
    return statements;
  } finally {
    await portal.close();
  }
}
