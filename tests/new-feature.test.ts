// `npm run new-feature` proves itself in a scratch copy of the repository (node_modules linked, not copied):
// it refuses names it must not take, writes a feature whose only change outside its folder is the
// registry's import and list entry, and right after it the copy type-checks, lints, is formatted, builds,
// and the new feature's own tests pass (on SQLite here; see below). The type check is of the files the generator
// wrote or changed (tests/helpers/typecheck-files.ts, about 10 s): the rest of the copy is the repository's,
// which the test command's own tsc checks, and the whole project's tsc here took a minute of every run.
import { execFileSync, spawn } from "node:child_process";
import crypto from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

const ROOT = path.resolve(import.meta.dirname, "..");
const NAME = "scratch-partners";
const FOLDER = `app/features/${NAME}/`;
const REGISTRY = "app/portal/registry.server.ts";
/** Never copied: installed, built or run output. */
const SKIP = /^(node_modules|build|public\/build|data|test-results|playwright-report|\.cache|\.git)(\/|$)/;

/** The files of the working tree as git sees them (tracked and new, not ignored); a walk when there is no git. */
function sourceFiles(): string[] {
  try {
    const listed = execFileSync("git", ["ls-files", "-z", "--cached", "--others", "--exclude-standard"], { cwd: ROOT }).toString();
    return listed.split("\0").filter((f) => f && !SKIP.test(f) && fs.existsSync(path.join(ROOT, f)));
  } catch {
    return fs
      .readdirSync(ROOT, { recursive: true, encoding: "utf8" })
      .filter((f) => !SKIP.test(f) && fs.statSync(path.join(ROOT, f)).isFile());
  }
}

/** Every file of the copy (node_modules and outputs aside) by its content's hash. */
function snapshot(dir: string): Map<string, string> {
  const files = fs.readdirSync(dir, { recursive: true, encoding: "utf8" }).filter((f) => !SKIP.test(f));
  const hashes = new Map<string, string>();
  for (const f of files) {
    const file = path.join(dir, f);
    if (fs.lstatSync(file).isFile())
      hashes.set(f.split(path.sep).join("/"), crypto.createHash("sha1").update(fs.readFileSync(file)).digest("hex"));
  }
  return hashes;
}

/** A tool of node_modules/.bin: npx would first look it up (half a second to a second of CPU a call). */
const bin = (name: string) => path.join(ROOT, "node_modules/.bin", name);

interface Run {
  code: number | null;
  output: string;
}

/** A command in the copy, its output kept for the failure message; vitest's own variables are not passed on. */
function run(dir: string, command: string, args: string[], extraEnv: Record<string, string> = {}): Promise<Run> {
  const env: NodeJS.ProcessEnv = { ...process.env, NO_COLOR: "1", ...extraEnv };
  for (const key of Object.keys(env)) if (key.startsWith("VITEST") || key === "FORCE_COLOR") delete env[key];
  return new Promise((resolve) => {
    const child = spawn(command, args, { cwd: dir, env, stdio: ["ignore", "pipe", "pipe"] });
    let output = "";
    child.stdout.on("data", (chunk) => (output += chunk));
    child.stderr.on("data", (chunk) => (output += chunk));
    child.on("close", (code) => resolve({ code, output: output.replace(/\x1b\[[0-9;]*m/g, "").slice(-4000) }));
  });
}

describe("npm run new-feature", () => {
  let dir: string;
  let before: Map<string, string>;

  beforeAll(() => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), "new-feature-"));
    for (const f of sourceFiles()) {
      fs.mkdirSync(path.dirname(path.join(dir, f)), { recursive: true });
      fs.copyFileSync(path.join(ROOT, f), path.join(dir, f));
    }
    fs.symlinkSync(path.join(ROOT, "node_modules"), path.join(dir, "node_modules"), "dir");
    before = snapshot(dir);
  });
  afterAll(() => {
    if (dir) fs.rmSync(dir, { recursive: true, force: true });
  });

  it("refuses a malformed name, an existing folder and a taken URL with exit code 1", { timeout: 60_000 }, async () => {
    const cases = [
      ["Club_Partners", "is not a feature name"],
      ["glossary", "app/features/glossary already exists"],
      ["login", "the URL /login is answered by"],
    ] as const;
    // Side by side: each refusal is a process of its own that must leave the copy as it was.
    const refusals = await Promise.all(cases.map(([name]) => run(dir, bin("tsx"), ["scripts/new-feature.ts", name])));
    refusals.forEach((refused, i) => {
      expect(refused.code, refused.output).toBe(1);
      expect(refused.output).toContain(cases[i]![1]);
    });
    expect(snapshot(dir)).toEqual(before);
  });

  it("writes a feature that type-checks, lints, is formatted and passes its own tests", { timeout: 480_000 }, async () => {
    const generated = await run(dir, "npm", ["run", "-s", "new-feature", "--", NAME, "--title", "Партнёры клуба"]);
    expect(generated.code, generated.output).toBe(0);

    const after = snapshot(dir);
    const changed = [...new Set([...before.keys(), ...after.keys()])].filter((f) => before.get(f) !== after.get(f));
    expect(changed.filter((f) => !f.startsWith(FOLDER))).toEqual([REGISTRY]);
    expect(changed.filter((f) => f.startsWith(FOLDER)).length).toBeGreaterThanOrEqual(15);
    const registryBefore = fs.readFileSync(path.join(ROOT, REGISTRY), "utf8").split("\n");
    const registryAfter = fs.readFileSync(path.join(dir, REGISTRY), "utf8").split("\n");
    expect(registryAfter.filter((line) => !registryBefore.includes(line))).toEqual([
      `import { scratchPartnersFeature } from "~/features/${NAME}/index.server";`,
      "  scratchPartnersFeature,",
    ]);

    // The type check runs beside the build and the feature's tests.
    const written = changed.filter((f) => /\.tsx?$/.test(f));
    const typecheck = run(dir, bin("tsx"), [path.join(ROOT, "tests/helpers/typecheck-files.ts"), ...written]);
    const lint = await run(dir, bin("eslint"), ["--max-warnings", "0", FOLDER, REGISTRY]);
    expect(lint.code, lint.output).toBe(0);
    const format = await run(dir, bin("prettier"), ["--check", FOLDER, REGISTRY]);
    expect(format.code, format.output).toBe(0);
    const build = await run(dir, bin("remix"), ["build"]);
    expect(build.code, build.output).toBe(0);
    // On SQLite alone (PostgreSQL is pointed at a closed port): the generated tests ask dialects() as every
    // feature's do, and the copy's run would otherwise build its own PostgreSQL templates, half a minute of
    // a suite that must stay under CI's 15 minutes. A feature made with the generator runs on both in the suite.
    const tests = await run(dir, bin("vitest"), ["run", FOLDER], { TEST_DATABASE_URL: "postgres://postgres@127.0.0.1:1/none" });
    expect(tests.code, tests.output).toBe(0);
    expect(Number(/Tests\s+(\d+) passed/.exec(tests.output)?.[1] ?? 0)).toBeGreaterThanOrEqual(7);
    const types = await typecheck;
    expect(types.code, types.output).toBe(0);
    expect(types.output).toContain(`${written.length} files type-check`);
  });
});
