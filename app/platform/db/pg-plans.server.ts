// What makes PostgreSQL's plans cheap and good: statements kept prepared, and statistics kept fresh.
//
// Statements kept prepared on each connection. kysely sends every query unnamed, so PostgreSQL
// parses and plans it on every execution. Planning was most of a page's cost there: GET / on the demo
// spent 17 of its 23 ms of server time planning (the feed's last-comments query alone 9 ms), and 3.5 ms
// executing. A named statement is parsed once per connection; after five executions PostgreSQL keeps a
// generic plan when it costs no more than the custom ones, and then skips planning altogether.
import { sql, type Kysely, type PostgresCursor, type PostgresPool, type PostgresPoolClient, type PostgresQueryResult } from "kysely";
import type pg from "pg";
import type { Database } from "./schema";
import { Kept, stringBytes } from "../../shared/kept";

/**
 * Distinct statements named per connection; later ones run unnamed. The portal's queries are a few hundred
 * shapes (IN lists of different lengths are different texts), and each named one holds its plan in the
 * connection's backend. The pool retires a connection after RECYCLE_AFTER_USES uses, which forgets the
 * rarely used ones.
 */
export const PREPARED_PER_CONNECTION = 200;
export const RECYCLE_AFTER_USES = 20_000;

/** Only plannable statements; BEGIN, COMMIT, SET and the like gain nothing. */
const PLANNABLE = /^\s*(select|insert|update|delete|with)\b/i;

/**
 * Statements planned for their values every time. A full-text match's cost is how many items its words
 * match, which only the value tells: the generic plan of the search's query guessed, and a 3-letter prefix
 * (31,625 items) took 1.2 s instead of 0.11 on the search set.
 */
const PLANNED_EACH_TIME = /@@/;

/** PostgreSQL's answer when a kept statement's result columns changed under it (a migration by another process). */
const STALE_PLAN = "0A000";

interface Named {
  prepared: Set<string>;
  /** Texts whose kept statement went stale: run unnamed on this connection from then on. */
  stale: Set<string>;
}

/**
 * Each text's statement name, shared by the connections. A name is never given to a second text: one pushed
 * out of here gets a new name if it comes back (its old one stays on the connections that kept it, within
 * their PREPARED_PER_CONNECTION). A counter, not a digest of the text: a SHA-1 of up to 3 KB of SQL per query
 * showed as 3 % of GET /'s CPU profile.
 */
const NAMES_KEPT_BYTES = 2 * 1024 * 1024;
const names = new Kept<string, string>(NAMES_KEPT_BYTES, (sql) => stringBytes(sql) + 64);
let lastName = 0;
function nameOf(sql: string): string {
  let name = names.get(sql);
  if (name === undefined) names.set(sql, (name = `k${++lastName}`));
  return name;
}

type Client = pg.PoolClient;

/**
 * The pool kysely's PostgresDialect takes, over `pool`: the same connections, whose string queries run as
 * named statements while the connection has room for them.
 */
export function preparingPool(pool: pg.Pool): PostgresPool {
  const state = new WeakMap<Client, Named>();
  const wrap = (client: Client): PostgresPoolClient => {
    let named = state.get(client);
    if (!named) state.set(client, (named = { prepared: new Set(), stale: new Set() }));
    const own = named;
    const run = async (sql: string, values: unknown[]): Promise<pg.QueryResult> => {
      const name = nameOf(sql);
      const usable =
        PLANNABLE.test(sql) &&
        !PLANNED_EACH_TIME.test(sql) &&
        !own.stale.has(name) &&
        (own.prepared.has(name) || own.prepared.size < PREPARED_PER_CONNECTION);
      if (!usable) return client.query(sql, values);
      own.prepared.add(name);
      try {
        return await client.query({ name, text: sql, values });
      } catch (error) {
        if ((error as { code?: string }).code !== STALE_PLAN) throw error;
        own.stale.add(name);
        // Inside a transaction the refusal has already ended it: that one fails (a 503, sent again it works).
        return client.query(sql, values).catch(() => Promise.reject(error));
      }
    };
    // A cursor (kysely's stream) is handed back as it is, synchronously, as pg does.
    function query<R>(sql: string, parameters: readonly unknown[]): Promise<PostgresQueryResult<R>>;
    function query<R>(cursor: PostgresCursor<R>): PostgresCursor<R>;
    function query<R>(sql: string | PostgresCursor<R>, parameters?: readonly unknown[]) {
      if (typeof sql !== "string") return client.query(sql as unknown as pg.Submittable) as unknown as PostgresCursor<R>;
      return run(sql, [...(parameters ?? [])]) as unknown as Promise<PostgresQueryResult<R>>;
    }
    return { release: () => client.release(), query };
  };
  return {
    connect: async () => wrap(await pool.connect()),
    end: () => pool.end(),
  };
}

/**
 * ANALYZE of the schema's tables never analysed (reltuples < 0) or changed by more than autovacuum's own rule
 * (50 rows and a tenth of the table) since: what autovacuum would do, without counting on it being on.
 * ANALYZE reads a sample (30,000 rows a table), so its cost does not grow with the table. reltuples is in the
 * catalog, which a database made from a template copies: a copy of an analysed database is not analysed again.
 */
export async function analyzeChangedTables(db: Kysely<Database>, schema: string): Promise<void> {
  const { rows } = await sql<{ name: string }>`
    select c.relname as name
    from pg_class c
    join pg_namespace n on n.oid = c.relnamespace
    left join pg_stat_user_tables s on s.relid = c.oid
    where n.nspname = ${schema} and c.relkind in ('r', 'p')
      and (c.reltuples < 0 or coalesce(s.n_mod_since_analyze, 0) > 50 + c.reltuples / 10)`.execute(db);
  for (const { name } of rows) await sql`analyze ${sql.id(schema, name)}`.execute(db);
}
