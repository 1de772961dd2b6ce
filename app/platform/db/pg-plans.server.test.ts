// PostgreSQL's plans: a query run again on a connection is not parsed and planned again (it is a kept
// statement, and PostgreSQL settles on its generic plan), streams and changed tables still work, and
// optimize() gathers statistics autovacuum would (it is off on these machines).
import { sql } from "kysely";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { openDb, type Db } from "./db.server";
import { PREPARED_PER_CONNECTION } from "./pg-plans.server";
import { isDatabaseUnavailable } from "./unavailable";
import { dialects } from "../../../tests/helpers/portal";
import { admin, PG_URL } from "../../../tests/helpers/pg-admin";

describe.runIf((await dialects()).includes("postgres"))("PostgreSQL plans", () => {
  let db: Db;
  const schema = `plans_${process.pid}_${Math.floor(Math.random() * 1e9)}`;
  beforeEach(async () => {
    await admin((c) => c.query(`create schema ${schema}`));
    db = openDb({ databaseUrl: PG_URL, pgSchema: schema });
    await sql`create table t (id integer primary key, name text not null)`.execute(db.kysely);
    await sql`insert into t select n, 'имя ' || n from generate_series(1, 1000) n`.execute(db.kysely);
  });
  afterEach(async () => {
    await db.close();
    await admin((c) => c.query(`drop schema ${schema} cascade`));
  });

  /** The kept statements of the transaction's connection: text, and how often each kind of plan was made. */
  const keptOn = async (trx: Db["kysely"]) =>
    (
      await sql<{ statement: string; generic_plans: number; custom_plans: number }>`
        select statement, generic_plans, custom_plans from pg_prepared_statements`.execute(trx)
    ).rows;

  it("plans a query run again on a connection once: its kept statement uses the generic plan", async () => {
    const names = await db.kysely.transaction().execute(async (trx) => {
      const found: string[] = [];
      for (let id = 1; id <= 8; id++) {
        const row = await trx
          .selectFrom("t" as never)
          .select("name" as never)
          .where("id" as never, "=", id as never)
          .executeTakeFirst();
        found.push((row as { name: string } | undefined)?.name ?? "");
      }
      const kept = (await keptOn(trx)).find((s) => s.statement.includes('from "t"'));
      expect(kept).toBeDefined();
      // Five custom plans, then the generic one for every later run: no planning at all.
      expect(kept!.custom_plans).toBe(5);
      expect(kept!.generic_plans).toBeGreaterThanOrEqual(3);
      return found;
    });
    expect(names).toEqual(Array.from({ length: 8 }, (_, i) => `имя ${i + 1}`));
  });

  it("plans a full-text match for its words every time: it is not kept", async () => {
    await sql`alter table t add column words tsvector`.execute(db.kysely);
    await db.kysely.transaction().execute(async (trx) => {
      for (let i = 0; i < 6; i++) await sql`select id from t where words @@ ${"'слово'"}::tsquery`.execute(trx);
      expect((await keptOn(trx)).filter((s) => s.statement.includes("@@"))).toEqual([]);
    });
  });

  it("keeps at most PREPARED_PER_CONNECTION statements on a connection; the rest still answer", async () => {
    await db.kysely.transaction().execute(async (trx) => {
      for (let n = 1; n <= PREPARED_PER_CONNECTION + 20; n++) {
        const { rows } = await sql<{ n: number }>`select count(*)::int as n from t where id <= ${n} and ${sql.lit(n)} > 0`.execute(trx);
        expect(rows[0]?.n).toBe(n);
      }
      expect((await keptOn(trx)).length).toBe(PREPARED_PER_CONNECTION);
    });
  });

  it("answers with the new columns after another process changes the table under a kept statement", async () => {
    const read = async (kysely: Db["kysely"]) => (await sql<Record<string, unknown>>`select * from t where id = 1`.execute(kysely)).rows[0];
    const inTransaction = () => db.kysely.transaction().execute(read);
    for (let i = 0; i < 6; i++) expect(await inTransaction()).toEqual({ id: 1, name: "имя 1" });
    await admin((c) => c.query(`alter table ${schema}.t add column city text not null default 'Москва'`));
    // PostgreSQL refuses a kept statement whose columns changed ("cached plan must not change result type").
    // Outside a transaction the statement runs unnamed at once.
    const changed = { id: 1, name: "имя 1", city: "Москва" };
    for (let i = 0; i < 12; i++) expect(await read(db.kysely)).toEqual(changed);
    // Inside one, the refusal ended the transaction: it fails as "unavailable" (a 503 to send again), and the
    // statement runs unnamed on that connection from then on.
    const outcomes = await Promise.allSettled(Array.from({ length: 12 }, () => inTransaction()));
    for (const outcome of outcomes) {
      if (outcome.status === "fulfilled") expect(outcome.value).toEqual(changed);
      else expect(isDatabaseUnavailable(outcome.reason)).toBe(true);
    }
    for (let i = 0; i < 12; i++) expect(await inTransaction()).toEqual(changed);
  });

  it("optimize analyses a table never analysed, and not again until it changes by a tenth", async () => {
    const facts = async () =>
      (
        await sql<{ reltuples: number; analyzed: number }>`
          select c.reltuples::int as reltuples, coalesce(s.analyze_count, 0)::int as analyzed
          from pg_class c join pg_namespace n on n.oid = c.relnamespace
          left join pg_stat_user_tables s on s.relid = c.oid
          where n.nspname = ${schema} and c.relname = 't'`.execute(db.kysely)
      ).rows[0]!;
    // Never analysed: PostgreSQL's planner guesses the table's size from its pages.
    expect((await facts()).reltuples).toBe(-1);
    await db.optimize();
    expect(await facts()).toEqual({ reltuples: 1000, analyzed: 1 });
    await db.optimize();
    expect((await facts()).analyzed).toBe(1);
  });
});
