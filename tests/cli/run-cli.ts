// The user CLI as an operator runs it: `tsx scripts/user.ts …` in a child process, on the database the
// given DATA_DIR / DATABASE_URL name. Returns the exit code and both outputs, whatever the outcome.
import { execFile } from "node:child_process";
import path from "node:path";
import { promisify } from "node:util";

const run = promisify(execFile);
export const root = path.resolve(import.meta.dirname, "../..");
const tsx = path.join(root, "node_modules/.bin/tsx");

export const userCli = (place: { dataDir: string; databaseUrl?: string; env?: Record<string, string> }, ...args: string[]) =>
  cli("scripts/user.ts", place, ...args);

/** One of the operator's scripts (scripts/user.ts, scripts/search-reindex.ts) as a child process. */
export async function cli(
  script: string,
  place: { dataDir: string; databaseUrl?: string; env?: Record<string, string> },
  ...args: string[]
) {
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    DATA_DIR: place.dataDir,
    DATABASE_URL: place.databaseUrl ?? "",
    NODE_ENV: "test",
    ...place.env,
  };
  try {
    const { stdout, stderr } = await run(tsx, [script, ...args], { cwd: root, env, timeout: 120_000 });
    return { code: 0, stdout, stderr };
  } catch (error) {
    const e = error as { code?: number; stdout?: string; stderr?: string };
    return { code: typeof e.code === "number" ? e.code : -1, stdout: e.stdout ?? "", stderr: e.stderr ?? "" };
  }
}
