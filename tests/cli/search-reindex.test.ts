// npm run search:reindex as an operator runs it: a child process on a seeded DATA_DIR rebuilds the full-text
// indexes and says how many items it wrote; an unknown index is refused in Russian with exit code 1.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { cloneTemplate } from "../helpers/templates";
import { cli } from "./run-cli";

let dataDir: string;
const reindex = (...args: string[]) => cli("scripts/search-reindex.ts", { dataDir }, ...args);

describe("npm run search:reindex", { timeout: 120_000 }, () => {
  beforeAll(async () => {
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "portal-reindex-"));
    // A copy of the run's demo database (tests/helpers/templates.ts), not a seed of its own.
    await cloneTemplate("sqlite", { seedDemo: true, realClock: false }, dataDir);
  });
  afterAll(() => fs.rmSync(dataDir, { recursive: true, force: true }));

  it("rebuilds every index, then one by name in any case", async () => {
    const all = await reindex();
    expect(all.stderr).toBe("");
    expect(all.code).toBe(0);
    expect(all.stdout).toMatch(/^Перестроены индексы [A-Z_, ]*WIKI_GUIDE[A-Z_, ]*: [1-9]\d* записей за \d+\.\d с\n$/);
    const one = await reindex("--index", "wiki_guide");
    expect(one.code).toBe(0);
    expect(one.stdout).toMatch(/^Перестроены индексы WIKI_GUIDE: [1-9]\d* записей/);
  });

  it("refuses an unknown index and a stray argument", async () => {
    const unknown = await reindex("--index", "nope");
    expect(unknown.code).toBe(1);
    expect(unknown.stderr).toMatch(/^Неизвестный индекс NOPE\. Есть: .*WIKI_GUIDE/);
    const stray = await reindex("--everything");
    expect(stray.code).toBe(1);
    expect(stray.stderr).toContain("Использование: npm run search:reindex");
  });
});
