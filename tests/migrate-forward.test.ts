// A database made by main before features brought their own migrations (commit 4548eb6: 27 migrations listed
// in platform/, a small demo seeded) migrates forward with nothing lost: the recorded migrations are not run
// again, every row is still there, and the demo administrator signs in and reads her data. The fixtures were
// written by that commit's code: an SQLite file and a pg_dump of a PostgreSQL database.
import { execFileSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import zlib from "node:zlib";
import pg from "pg";
import { sql, type Kysely } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openDb } from "../app/platform/db/db.server";
import { openPortal, type Portal } from "../app/portal/open.server";
import { portalMigrations } from "../app/portal/migrations.server";
import { DEMO_PASSWORD } from "../app/portal/seed.server";
import { dialects, PG_URL } from "./helpers/portal";
import { api, startTestServer, type TestServer } from "./helpers/http";
import { ok } from "./helpers/envelope";

const FIXTURES = path.resolve("tests/fixtures");
const ADMIN_PHONE = "9000000001";

/** Rows of every table of the database (migration bookkeeping aside), by table. */
async function rowCounts(db: Kysely<unknown>, dialect: string): Promise<Record<string, number>> {
  const tables =
    dialect === "sqlite"
      ? await sql<{
          name: string;
        }>`select name from sqlite_master where type = 'table' and name not like 'sqlite_%' and name not like 'search_fts%'`.execute(db)
      : await sql<{
          name: string;
        }>`select table_name as name from information_schema.tables where table_schema = 'public' and table_type = 'BASE TABLE'`.execute(
          db,
        );
  const counts: Record<string, number> = {};
  for (const { name } of tables.rows) {
    if (name.startsWith("kysely_")) continue;
    const { rows } = await sql<{ n: number | string }>`select count(*) as n from ${sql.table(name)}`.execute(db);
    counts[name] = Number(rows[0]!.n);
  }
  return counts;
}

async function recordedMigrations(db: Kysely<unknown>): Promise<string[]> {
  const { rows } = await sql<{ name: string }>`select name from kysely_migration order by name`.execute(db);
  return rows.map((r) => r.name);
}

describe.each(await dialects())("a database made by main at 4548eb6 on %s", (dialect) => {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "portal-forward-"));
  const database = `forward_${process.pid}_${Date.now().toString(36)}`;
  const url = PG_URL.replace(/\/[^/]*$/, `/${database}`);
  let portal: Portal;
  let server: TestServer;
  let before: Record<string, number>;

  beforeAll(async () => {
    const sqliteFile = path.join(dataDir, "portal.sqlite");
    if (dialect === "sqlite") {
      fs.writeFileSync(sqliteFile, zlib.gunzipSync(fs.readFileSync(path.join(FIXTURES, "main-4548eb6.sqlite.gz"))));
    } else {
      const admin = new pg.Client({ connectionString: PG_URL });
      await admin.connect();
      await admin.query(`create database ${database}`);
      await admin.end();
      const dump = zlib.gunzipSync(fs.readFileSync(path.join(FIXTURES, "main-4548eb6.pg.sql.gz")));
      execFileSync("psql", ["--quiet", "--no-psqlrc", "-v", "ON_ERROR_STOP=1", url], { input: dump, stdio: ["pipe", "ignore", "inherit"] });
    }
    const old = openDb({ databaseUrl: dialect === "postgres" ? url : undefined, sqliteFile });
    before = await rowCounts(old.kysely as Kysely<unknown>, dialect);
    await old.close();
    portal = await openPortal({ databaseUrl: dialect === "postgres" ? url : undefined, sqliteFile, dataDir, seedDemo: false });
    server = await startTestServer(portal);
  }, 60_000);

  afterAll(async () => {
    await server?.close();
    await portal?.close();
    if (dialect === "postgres") {
      const admin = new pg.Client({ connectionString: PG_URL });
      await admin.connect();
      await admin.query(`drop database if exists ${database} with (force)`);
      await admin.end();
    }
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  it("keeps the 26 recorded migrations under their names and records every migration the portal has", async () => {
    const recorded = await recordedMigrations(portal.db.kysely as Kysely<unknown>);
    expect(recorded.filter((name) => /^00\d\d_/.test(name))).toHaveLength(26);
    expect(recorded).toEqual(Object.keys(portalMigrations).sort());
  });

  it("keeps every row of every table", async () => {
    const after = await rowCounts(portal.db.kysely as Kysely<unknown>, dialect);
    expect(before.users).toBe(34);
    for (const table of [
      "users",
      "departments",
      "posts",
      "post_comments",
      "guide_articles",
      "claims",
      "groups",
      "vacancies",
      "notifications",
    ]) {
      expect.soft(after[table], table).toBe(before[table]);
      expect.soft(before[table], table).toBeGreaterThan(0);
    }
    // Opening may add rows of its own (the search index's first build), never take any away. A table a migration
    // moved into another's keeps its rows there: the group albums went into the albums of every owner (issue #36).
    const MOVED: Record<string, string> = { group_albums: "albums", group_photos: "album_photos" };
    for (const [table, rows] of Object.entries(before)) {
      const now = MOVED[table] ?? table;
      if (MOVED[table]) expect.soft(after[table], `${table} is gone`).toBeUndefined();
      expect.soft(after[now], `${table} (now ${now})`).toBeGreaterThanOrEqual(rows);
    }
  });

  it("lets the demo administrator sign in and read her notifications", async () => {
    const token = ok(await api(server, "POST", "/login", { body: { username: ADMIN_PHONE, password: DEMO_PASSWORD } }))
      .accessToken as string;
    const list = ok(await api(server, "GET", "/notifications-v2/list", { token, query: { pageSize: "5" } }));
    expect(list.length).toBeGreaterThan(0);
  });
});
