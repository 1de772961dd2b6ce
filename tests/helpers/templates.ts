// Migrated (and, when asked, demo-seeded) databases built once per `vitest run` and copied for each test:
// migrating 27 migrations per test, and seeding 1,000 employees (~11 s) per seeded test, was most of the
// suite's time. A template is built by the first worker that needs it (a lock file in the run's folder makes
// the others wait) and lives until the run ends (tests/helpers/global-setup.ts drops it). Being built fresh
// in every run, it always holds the current migrations and seeds.
import crypto from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { sql } from "kysely";
import { inject } from "vitest";
import { openPortal } from "../../app/portal/open.server";
import type { SeedReport } from "../../app/portal/seed.server";
import type { DialectName } from "../../app/platform/db/db.server";
import { admin, alive, databaseUrlOf } from "./pg-admin";

/** What makes two templates differ: the demo data, and the clock it was written with. */
export interface TemplateKey {
  seedDemo: boolean;
  realClock: boolean;
  /** How many employees the demo seeds: its default (1,000), or fewer (the security suite's 30). */
  demoEmployees?: number;
}

export interface Template {
  /** The template's DATA_DIR (the SQLite file and the seed's uploaded files). */
  dir: string;
  /** The PostgreSQL database to clone; none on SQLite. */
  database?: string;
  /** The seed's report, which a clone's openPortal does not repeat (its users exist). */
  seeded: SeedReport | null;
}

declare module "vitest" {
  export interface ProvidedContext {
    portalTestRun: { dir: string; id: string } | undefined;
  }
}

/** The run's folder and id, from the global setup; a process of its own when run without it. */
function run(): { dir: string; id: string } {
  const provided = inject("portalTestRun");
  if (provided) return provided;
  const dir = path.join(os.tmpdir(), `portal-test-run-${process.pid}`);
  fs.mkdirSync(dir, { recursive: true });
  return { dir, id: String(process.pid) };
}

/** PostgreSQL databases of a run are named portal_<kind>_<run id>_…, so a later run can tell whose they are. */
export const databasePrefix = (kind: "t" | "tpl", runId: string) => `portal_${kind}_${runId}_`;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

const building = new Map<string, Promise<Template>>();

/** The template for `dialect` and `key`, built now if no worker has yet. */
export function template(dialect: DialectName, key: TemplateKey): Promise<Template> {
  const demo = key.seedDemo ? `demo${key.demoEmployees ?? ""}` : "empty";
  const name = `${dialect}_${demo}_${key.realClock ? "real" : "fixed"}`;
  let promise = building.get(name);
  if (!promise) {
    promise = readyOrBuild(name, dialect, key);
    building.set(name, promise);
  }
  return promise;
}

async function readyOrBuild(name: string, dialect: DialectName, key: TemplateKey): Promise<Template> {
  const { dir: runDir, id } = run();
  const ready = path.join(runDir, `${name}.json`);
  const lock = path.join(runDir, `${name}.lock`);
  // Seeding on a busy 2-core machine has taken 30 s; waiting longer than this means something is stuck.
  const deadline = Date.now() + 180_000;
  for (;;) {
    if (fs.existsSync(ready)) return JSON.parse(fs.readFileSync(ready, "utf8")) as Template;
    try {
      fs.writeFileSync(lock, String(process.pid), { flag: "wx" });
    } catch {
      // Another worker builds it; if that worker died mid-way, its lock is taken over.
      const owner = Number(fs.readFileSync(lock, "utf8") || "0");
      if (owner && !alive(owner)) fs.rmSync(lock, { force: true });
      if (Date.now() > deadline) throw new Error(`template ${name} was not built within 180 s`);
      await sleep(100);
      continue;
    }
    const built = await build(path.join(runDir, name), dialect, key, `${databasePrefix("tpl", id)}${name.slice(dialect.length + 1)}`);
    fs.writeFileSync(`${ready}.tmp`, JSON.stringify(built));
    fs.renameSync(`${ready}.tmp`, ready);
    return built;
  }
}

async function build(dir: string, dialect: DialectName, key: TemplateKey, databaseName: string): Promise<Template> {
  fs.rmSync(dir, { recursive: true, force: true });
  fs.mkdirSync(dir, { recursive: true });
  let database: string | undefined;
  if (dialect === "postgres") {
    database = databaseName;
    await admin(async (c) => {
      await c.query(`drop database if exists ${database} with (force)`);
      await c.query(`create database ${database}`);
    });
  }
  const portal = await openPortal(
    {
      databaseUrl: database ? databaseUrlOf(database) : undefined,
      sqliteFile: path.join(dir, "portal.sqlite"),
      dataDir: dir,
      seedDemo: key.seedDemo,
    },
    { sms: { send: async () => {} }, now: key.realClock ? undefined : fixedClock, demoEmployees: key.demoEmployees },
  );
  // What start() began (the search indexes' first build) is part of the template, finished.
  await portal.settled();
  // The whole database in the main file, so a copy of that file alone is complete.
  if (dialect === "sqlite") await sql`pragma wal_checkpoint(truncate)`.execute(portal.db.kysely);
  const seeded = portal.seeded;
  // Closed before cloning: PostgreSQL refuses to copy a database anyone is connected to.
  await portal.close();
  return { dir, database, seeded };
}

/** The date the TestClock starts at (tests/helpers/portal.ts): a fixed-clock template is written at it. */
export const FIXED_START = "2026-11-21T09:00:00.000Z";
const fixedClock = () => new Date(FIXED_START);

/** A copy of the template for one test: its DATA_DIR filled in, and on PostgreSQL a database of its own. */
export async function cloneTemplate(
  dialect: DialectName,
  key: TemplateKey,
  dataDir: string,
): Promise<{ database?: string; seeded: SeedReport | null }> {
  const source = await template(dialect, key);
  fs.cpSync(source.dir, dataDir, { recursive: true });
  if (!source.database) return { seeded: source.seeded };
  const database = await (spares.get(source.database) ?? createClone(source.database));
  spares.set(source.database, handled(createClone(source.database)));
  return { database, seeded: source.seeded };
}

/**
 * The next clone of each template, made while the test that took the last one runs: CREATE DATABASE mostly
 * waits for the disk (0.05-0.3 s here, more under load), and a test portal no longer waits with it. A clone
 * nobody took is dropped with the run's other databases (tests/helpers/global-setup.ts).
 */
const spares = new Map<string, Promise<string>>();

/** The promise itself, marked as handled: a clone that fails fails the test that takes it, not the process. */
function handled<T>(promise: Promise<T>): Promise<T> {
  promise.catch(() => {});
  return promise;
}

async function createClone(template: string): Promise<string> {
  const database = `${databasePrefix("t", run().id)}${crypto.randomBytes(5).toString("hex")}`;
  await admin(async (c) => {
    // Two clones of one template at once are fine; a connection to the template is not (none stays open).
    for (let attempt = 1; ; attempt++) {
      try {
        await c.query(`create database ${database} template ${template}`);
        return;
      } catch (error) {
        if (attempt >= 20 || !/being accessed by other users/.test(String(error))) throw error;
        await sleep(100);
      }
    }
  });
  return database;
}

let drops: Promise<void> = Promise.resolve();

/**
 * Drops a test's database after the test, in the background, one at a time per worker: a drop waits for a
 * checkpoint (below), which the next test need not wait for. One that fails is left to the end of the run,
 * which drops every database of the run.
 */
export function dropDatabaseLater(database: string): void {
  drops = drops.then(() => dropDatabase(database)).catch(() => {});
}

/**
 * Drops a test's database. PostgreSQL 15 makes every DROP DATABASE wait for a checkpoint (~0.1-0.2 s here), the
 * one cost a database per test has over a schema per test. Not WITH (FORCE) at first: a closed pool's connections may still be on their way
 * out, and a forced drop kills them with an error their (already released) client no longer handles.
 */
export async function dropDatabase(database: string): Promise<void> {
  await admin(async (c) => {
    for (let attempt = 1; attempt <= 50; attempt++) {
      try {
        await c.query(`drop database if exists ${database}`);
        return;
      } catch (error) {
        if (!/being accessed by other users/.test(String(error))) throw error;
        await sleep(20);
      }
    }
    // Something still holds a connection open after 1 s (a test that did not close a second portal).
    await c.query(`drop database if exists ${database} with (force)`);
  });
}
