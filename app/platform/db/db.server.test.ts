// The SQLite connection keeps prepared statements by their SQL: the same query text is parsed once,
// each run binds its own parameters, and a kept statement sees the tables as a later schema change left them;
// optimize() gives the planner the statistics SQLite otherwise never gathers.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { sql } from "kysely";
import { afterEach, describe, expect, it, vi } from "vitest";
import { openDb, type Db } from "./db.server";
import { dialects } from "../../../tests/helpers/portal";
import { admin, PG_URL } from "../../../tests/helpers/pg-admin";

describe("SQLite prepared statements", () => {
  let db: Db | undefined;
  let dir: string | undefined;
  afterEach(async () => {
    await db?.close();
    if (dir) fs.rmSync(dir, { recursive: true, force: true });
  });

  async function open(): Promise<Db> {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), "portal-db-"));
    db = openDb({ sqliteFile: path.join(dir, "portal.sqlite") });
    await sql`create table t (id integer primary key, name text)`.execute(db.kysely);
    for (const name of ["a", "b", "c"]) await sql`insert into t (name) values (${name})`.execute(db.kysely);
    return db;
  }

  it("answers the same query many times with each call's own parameters", async () => {
    const { kysely } = await open();
    for (const [id, name] of [
      [1, "a"],
      [3, "c"],
      [2, "b"],
      [1, "a"],
    ] as const) {
      const { rows } = await sql<{ name: string }>`select name from t where id = ${id}`.execute(kysely);
      expect(rows).toEqual([{ name }]);
    }
  });

  it("reads a table as a later schema change left it", async () => {
    const { kysely } = await open();
    const read = () => sql<Record<string, unknown>>`select * from t where id = 1`.execute(kysely);
    expect(Object.keys((await read()).rows[0] ?? {})).toEqual(["id", "name"]);
    await sql`alter table t add column city text default 'Москва'`.execute(kysely);
    expect((await read()).rows[0]).toEqual({ id: 1, name: "a", city: "Москва" });
  });

  it("keeps the query planner's statistics: optimize analyses the tables that have none", async () => {
    const { kysely, optimize } = await open();
    await sql`create index t_name on t (name)`.execute(kysely);
    const stats = async () => {
      const exists = await sql<{ n: number }>`select count(*) as n from sqlite_master where name = 'sqlite_stat1'`.execute(kysely);
      if (exists.rows[0]?.n === 0) return [];
      return (await sql<{ idx: string }>`select idx from sqlite_stat1 where tbl = 't'`.execute(kysely)).rows.map((r) => r.idx);
    };
    expect(await stats()).toEqual([]);
    await optimize();
    expect(await stats()).toContain("t_name");
  });
  it("gathers whole statistics: a column of two values over 6,000 rows is estimated at 3,000 rows a value", async () => {
    // A sampled ANALYZE (analysis_limit 400) estimated such a column at 133 rows a value, so the planner took
    // its index for a selective one: GET / on the generated feed set sorted every post instead of walking
    // them in order (400 ms instead of 2).
    const { kysely, optimize } = await open();
    await sql`create table posts_like (id integer primary key, status text not null, at text not null)`.execute(kysely);
    await sql`create index posts_like_status on posts_like (status, at)`.execute(kysely);
    await sql`with recursive n(value) as (select 1 union all select value + 1 from n where value < 6000)
      insert into posts_like (status, at) select case when value % 2 = 0 then 'PUBLISHED' else 'DEFERRED' end, printf('%06d', value) from n`.execute(
      kysely,
    );
    await optimize();
    const { rows } = await sql<{ stat: string }>`select stat from sqlite_stat1 where idx = 'posts_like_status'`.execute(kysely);
    expect(rows[0]?.stat.split(" ").slice(0, 2)).toEqual(["6000", "3000"]);
  });
});

describe.runIf((await dialects()).includes("postgres"))("PostgreSQL connections", () => {
  it("outlives an idle connection the server ends: the next query opens a new one", async () => {
    const db = openDb({ databaseUrl: PG_URL });
    const heard = vi.spyOn(console, "error").mockImplementation(() => {});
    try {
      const pid = (await sql<{ pid: number }>`select pg_backend_pid() as pid`.execute(db.kysely)).rows[0]!.pid;
      await admin((client) => client.query("select pg_terminate_backend($1)", [pid]));
      // Unheard, the pool's 'error' is an uncaught exception: the run reports it and a server process ends.
      await vi.waitFor(() => expect(heard).toHaveBeenCalledWith("PostgreSQL closed an idle connection:", expect.any(String)));
      const again = await sql<{ pid: number }>`select pg_backend_pid() as pid`.execute(db.kysely);
      expect(again.rows[0]!.pid).not.toBe(pid);
    } finally {
      heard.mockRestore();
      await db.close();
    }
  });

  it("outlives a connection ended in the middle of a transaction: the transaction fails, the next query works", async () => {
    const db = openDb({ databaseUrl: PG_URL });
    const heard = vi.spyOn(console, "error").mockImplementation(() => {});
    try {
      const ended = db.kysely.transaction().execute(async (trx) => {
        const pid = (await sql<{ pid: number }>`select pg_backend_pid() as pid`.execute(trx)).rows[0]!.pid;
        await admin((client) => client.query("select pg_terminate_backend($1)", [pid]));
        // Between two statements the connection is the transaction's, not the pool's: no pool listener on it.
        await vi.waitFor(() => expect(heard).toHaveBeenCalledWith("PostgreSQL closed a connection in use:", expect.any(String)));
        await sql`select 1`.execute(trx);
      });
      await expect(ended).rejects.toThrow();
      expect((await sql<{ one: number }>`select 1 as one`.execute(db.kysely)).rows).toEqual([{ one: 1 }]);
    } finally {
      heard.mockRestore();
      await db.close();
    }
  });
});
