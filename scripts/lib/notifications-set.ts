// The notifications' and claims' generated set for the bench (issue #13 "Scale and speed"): the demo,
// then `npm run generate -- claims` (50,000 claims; it also adds the people the directory lacks up to
// 10,000, phones 96…), then `npm run generate -- notifications` (200 for each of those 10,000). Claims
// go first because the notifications' generator only notifies people already there. Built once per
// database into .cache/notifications-set/ (SQLite: its DATA_DIR there; PostgreSQL: a database kept on
// the server) and reused while its report file is there. Each generator is timed by itself (its own
// GENERATE_REPORT), so opening, migrating and seeding the demo are not counted.
//   BENCH_NOTIFICATIONS: sqlite, postgres, both or off (default off).
//   BENCH_NOTIFICATIONS_PER_USER (default 200): a smaller set when the full one takes too long.
import { spawn } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import pg from "pg";
import { claimsPersonPhone } from "./claims-generate";
import { root } from "./real-server";
import { databaseUrlOf, postgresAnswers, recreateDatabase } from "./scratch-db";

export type Dialect = "sqlite" | "postgres";

export const SET_PEOPLE = 10_000;
export const SET_CLAIMS = 50_000;

/** One generator's run, as scripts/generate.ts reports it. */
export interface GeneratorRun {
  rows: number;
  ms: number;
}

export interface NotificationsSetReport {
  people: number;
  perUser: number;
  claims: number;
  generated: { claims: GeneratorRun; notifications: GeneratorRun };
}

export interface NotificationsSet {
  dialect: Dialect;
  dataDir: string;
  databaseUrl?: string;
  report: NotificationsSetReport;
  /** True when this run generated it. */
  built: boolean;
}

/** The databases BENCH_NOTIFICATIONS asks for (PostgreSQL only when it answers) and the per-person count. */
export async function notificationsBenchPlan(notes: string[]): Promise<{ dialects: Dialect[]; perUser: number }> {
  const asked = process.env.BENCH_NOTIFICATIONS ?? "off";
  if (!["sqlite", "postgres", "both", "off"].includes(asked)) throw new Error("BENCH_NOTIFICATIONS must be sqlite, postgres, both or off");
  const perUser = Number(process.env.BENCH_NOTIFICATIONS_PER_USER ?? 200);
  if (!Number.isInteger(perUser) || perUser < 1 || perUser > 1000) throw new Error("BENCH_NOTIFICATIONS_PER_USER must be 1..1000");
  const wanted: Dialect[] = asked === "both" ? ["sqlite", "postgres"] : asked === "off" ? [] : [asked as Dialect];
  if (wanted.includes("postgres") && !(await postgresAnswers())) {
    notes.push("notifications targets on PostgreSQL: PostgreSQL does not answer");
    return { dialects: wanted.filter((d) => d !== "postgres"), perUser };
  }
  return { dialects: wanted, perUser };
}

/** `npm run generate -- <args>` with this environment; resolves with its report file's rows and ms. */
function generate(args: string[], env: NodeJS.ProcessEnv, reportFile: string): Promise<GeneratorRun> {
  return new Promise((resolve, reject) => {
    const child = spawn(path.join(root, "node_modules/.bin/tsx"), ["scripts/generate.ts", ...args], {
      cwd: root,
      env: { ...env, GENERATE_REPORT: reportFile },
      stdio: "inherit",
    });
    child.on("error", reject);
    child.on("exit", (code) => {
      if (code !== 0) return reject(new Error(`generate ${args.join(" ")} exited with ${code}`));
      const { rows, ms } = JSON.parse(fs.readFileSync(reportFile, "utf8")) as GeneratorRun;
      resolve({ rows, ms });
    });
  });
}

/** Whether the kept PostgreSQL database still holds the generated people and claims (it may have been dropped). */
async function holdsSet(url: string): Promise<boolean> {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 2000 });
  try {
    await client.connect();
    const people = await client.query("select 1 from users where phone = $1", [claimsPersonPhone(0)]);
    const claims = await client.query("select count(*)::int as n from claims");
    return people.rowCount === 1 && (claims.rows[0] as { n: number }).n >= SET_CLAIMS;
  } catch {
    return false;
  } finally {
    await client.end().catch(() => {});
  }
}

/** The set on this database: reused when its report is there, else generated (minutes). */
export async function ensureNotificationsSet(dialect: Dialect, perUser: number): Promise<NotificationsSet> {
  const dir = path.join(root, ".cache/notifications-set", `${dialect}-${perUser}`);
  const reportFile = path.join(dir, "report.json");
  const dataDir = path.join(dir, "data");
  const database = `portal_notifications_set_${perUser}`;
  const databaseUrl = dialect === "postgres" ? databaseUrlOf(database) : undefined;
  const read = () => JSON.parse(fs.readFileSync(reportFile, "utf8")) as NotificationsSetReport;
  if (fs.existsSync(reportFile) && (!databaseUrl || (await holdsSet(databaseUrl)))) {
    return { dialect, dataDir, databaseUrl, report: read(), built: false };
  }
  console.log(
    `\nGenerating the notifications set on ${dialect} (${SET_PEOPLE} people × ${perUser}, ${SET_CLAIMS} claims) into ${path.relative(root, dir)}: once, reused by later runs`,
  );
  fs.rmSync(dir, { recursive: true, force: true });
  fs.mkdirSync(dataDir, { recursive: true });
  if (databaseUrl) await recreateDatabase(database);
  const env: NodeJS.ProcessEnv = { ...process.env, DATA_DIR: dataDir, SEED_DEMO: "1" };
  delete env.DATABASE_URL;
  if (databaseUrl) env.DATABASE_URL = databaseUrl;
  const claims = await generate(
    ["claims", "--users", String(SET_PEOPLE), "--claims", String(SET_CLAIMS)],
    env,
    path.join(dir, "claims.json"),
  );
  const notifications = await generate(
    ["notifications", "--users", String(SET_PEOPLE), "--per-user", String(perUser)],
    env,
    path.join(dir, "notifications.json"),
  );
  const report: NotificationsSetReport = { people: SET_PEOPLE, perUser, claims: SET_CLAIMS, generated: { claims, notifications } };
  fs.writeFileSync(reportFile, `${JSON.stringify(report, null, 2)}\n`);
  return { dialect, dataDir, databaseUrl, report, built: true };
}

/** "N rows in S s (R rows/s)" of one generator's run. */
export const describeRun = (run: GeneratorRun) =>
  `${run.rows.toLocaleString("en-US")} rows in ${(run.ms / 1000).toFixed(1)} s (${Math.round(run.rows / (run.ms / 1000)).toLocaleString("en-US")} rows/s)`;
