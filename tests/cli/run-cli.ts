// The user CLI as an operator runs it: `tsx scripts/user.ts …` in a child process, on the database the
// given DATA_DIR / DATABASE_URL name. Returns the exit code and both outputs, whatever the outcome.
// `userCli` calls the same CLI in this process (its runUserCli): each child process loaded the whole app
// again (1.3 s of CPU on a quiet 2-core machine, 3 s under load); each test file keeps one true child
// process (`userCliProcess`), which proves the script's own entry and exit code.
import { execFile } from "node:child_process";
import path from "node:path";
import { format, promisify } from "node:util";
import { vi } from "vitest";

const run = promisify(execFile);
export const root = path.resolve(import.meta.dirname, "../..");
const tsx = path.join(root, "node_modules/.bin/tsx");

type Place = { dataDir: string; databaseUrl?: string; env?: Record<string, string> };

const envOf = (place: Place): NodeJS.ProcessEnv => ({
  ...process.env,
  DATA_DIR: place.dataDir,
  DATABASE_URL: place.databaseUrl ?? "",
  NODE_ENV: "test",
  ...place.env,
});

/** `npm run user -- …` in a child process, as an operator runs it. */
export const userCliProcess = (place: Place, ...args: string[]) => cli("scripts/user.ts", place, ...args);

/** `npm run user -- …` in this process: what it prints (console.log, console.error) and its exit code. */
export async function userCli(place: Place, ...args: string[]) {
  const { runUserCli } = await import("../../scripts/user");
  const out: string[] = [];
  const err: string[] = [];
  const log = vi.spyOn(console, "log").mockImplementation((...line: unknown[]) => void out.push(format(...line)));
  const error = vi.spyOn(console, "error").mockImplementation((...line: unknown[]) => void err.push(format(...line)));
  try {
    const code = await runUserCli(args, envOf(place));
    return { code, stdout: out.map((l) => `${l}\n`).join(""), stderr: err.map((l) => `${l}\n`).join("") };
  } finally {
    log.mockRestore();
    error.mockRestore();
  }
}

/** One of the operator's scripts (scripts/user.ts, scripts/search-reindex.ts) as a child process. */
export async function cli(script: string, place: Place, ...args: string[]) {
  const env = envOf(place);
  try {
    const { stdout, stderr } = await run(tsx, [script, ...args], { cwd: root, env, timeout: 120_000 });
    return { code: 0, stdout, stderr };
  } catch (error) {
    const e = error as { code?: number; stdout?: string; stderr?: string };
    return { code: typeof e.code === "number" ? e.code : -1, stdout: e.stdout ?? "", stderr: e.stderr ?? "" };
  }
}
