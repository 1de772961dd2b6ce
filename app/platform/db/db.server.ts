// The only place that opens a database. SQLite (default) or PostgreSQL when DATABASE_URL
// is a postgres:// URL; the rest of the code is the same kysely for both.
import fs from "node:fs";
import path from "node:path";
import SQLite from "better-sqlite3";
import pg from "pg";
import {
  Kysely,
  PostgresDialect,
  SqliteDialect,
  SqliteDriver,
  CompiledQuery,
  type DatabaseConnection,
  type Driver,
  type KyselyConfig,
} from "kysely";
import { RECYCLE_AFTER_USES, analyzeChangedTables, preparingPool } from "./pg-plans.server";
import type { Database } from "./schema";
import { Kept, stringBytes } from "../../shared/kept";

export type DialectName = "sqlite" | "postgres";

/** What a part that opens a connection of its own (the notification bus's LISTEN) needs to know. */
export interface DatabaseFacts {
  dialect: DialectName;
  /** The postgres:// URL; none on SQLite. */
  url?: string;
  schema?: string;
}

export interface Db {
  kysely: Kysely<Database>;
  dialect: DialectName;
  /** PostgreSQL schema the tables live in ("public" unless a test isolates itself); none on SQLite. */
  schema?: string;
  /**
   * Refreshes the planner's statistics where tables changed much (after opening, hourly). SQLite keeps
   * none until told: without them its planner drove the feed's last-comments join from every company post
   * (85 ms instead of 3 on the generated set). PostgreSQL's autovacuum does it when it is on, but the
   * portal does not count on it: off (as on the test machines) or not yet round, the planner read the 1,004
   * demo people as 3 and /structure took 220 ms instead of 0.6.
   */
  optimize(): Promise<void>;
  /**
   * Runs `work` while no other process of this database runs work under the same name: the start (migrations,
   * demo data, the search's first build) of several processes on one PostgreSQL, one after the other. A
   * PostgreSQL advisory lock on a connection of its own, so it ends with that connection if the process dies.
   * SQLite has one process.
   */
  exclusive<T>(name: string, work: () => Promise<T>): Promise<T>;
  close(): Promise<void>;
}

/** SQLite transactions start with BEGIN IMMEDIATE so two writers wait on the busy timeout instead of failing to upgrade a read lock. */
class ImmediateSqliteDriver extends SqliteDriver {
  override async beginTransaction(connection: DatabaseConnection): Promise<void> {
    await connection.executeQuery(CompiledQuery.raw("begin immediate"));
  }
}

class ImmediateSqliteDialect extends SqliteDialect {
  #config: ConstructorParameters<typeof SqliteDialect>[0];
  constructor(config: ConstructorParameters<typeof SqliteDialect>[0]) {
    super(config);
    this.#config = config;
  }
  override createDriver(): Driver {
    return new ImmediateSqliteDriver(this.#config);
  }
}

export interface DbOptions {
  /** postgres://… selects PostgreSQL; otherwise SQLite at sqliteFile. */
  databaseUrl?: string;
  sqliteFile?: string;
  /** PostgreSQL schema to use (tests isolate themselves this way). */
  pgSchema?: string;
  /** Every statement run, with its time and parameters (tests count and EXPLAIN them; probes time them). */
  onQuery?: (sql: string, durationMs: number, parameters: readonly unknown[]) => void;
}

// PostgreSQL returns COUNT and BIGINT as strings by default; every count we read fits a JS number.
pg.types.setTypeParser(20, (v) => Number.parseInt(v, 10));

const queryLog = ({ onQuery }: DbOptions): KyselyConfig["log"] =>
  onQuery
    ? (event) => {
        if (event.level === "query") onQuery(event.query.sql, event.queryDurationMillis, event.query.parameters);
      }
    : undefined;

export function openDb(options: DbOptions): Db {
  if (options.databaseUrl?.startsWith("postgres")) {
    const pool = new pg.Pool({
      connectionString: options.databaseUrl,
      max: 10,
      maxUses: RECYCLE_AFTER_USES,
      ...(options.pgSchema ? { options: `-c search_path=${options.pgSchema}` } : {}),
    });
    // An idle connection the server ends (a restart, pg_terminate_backend, a database dropped WITH (FORCE))
    // makes the pool emit 'error'; unheard, that would end the process. The pool has already dropped the
    // connection, and the next query opens a new one.
    pool.on("error", (error) => console.error("PostgreSQL closed an idle connection:", error.message));
    // A connection in use (a transaction between its statements) hears the same with no pool listener on it:
    // the statement under way fails on its own, the pool drops the dead connection when it comes back.
    pool.on("connect", (client) => client.on("error", (error) => console.error("PostgreSQL closed a connection in use:", error.message)));
    const kysely = new Kysely<Database>({ dialect: new PostgresDialect({ pool: preparingPool(pool) }), log: queryLog(options) });
    const exclusive = async <T>(name: string, work: () => Promise<T>): Promise<T> => {
      const holder = new pg.Client({ connectionString: options.databaseUrl });
      holder.on("error", (error) => console.error("PostgreSQL closed the lock's connection:", error.message));
      await holder.connect();
      try {
        await holder.query("select pg_advisory_lock(hashtext($1))", [name]);
        return await work();
      } finally {
        await holder.end().catch(() => {});
      }
    };
    return {
      kysely,
      dialect: "postgres",
      schema: options.pgSchema ?? "public",
      optimize: () => analyzeChangedTables(kysely, options.pgSchema ?? "public"),
      exclusive,
      close: () => kysely.destroy(),
    };
  }
  const file = options.sqliteFile ?? "data/portal.sqlite";
  fs.mkdirSync(path.dirname(file), { recursive: true });
  const database = new SQLite(file);
  database.pragma("journal_mode = WAL");
  database.pragma("foreign_keys = ON");
  database.pragma("busy_timeout = 5000");
  database.pragma("synchronous = NORMAL");
  // Reads through a memory map instead of a read() per page missing from SQLite's own 2 MB cache: a search
  // testing 9,000 matches against their people (users by id, one page each) took 17 ms, 9 so. Writes still go
  // through the WAL as before; the map is the file's pages, shared with the OS cache.
  database.pragma("mmap_size = 268435456");
  reusePreparedStatements(database);
  const kysely = new Kysely<Database>({ dialect: new ImmediateSqliteDialect({ database }), log: queryLog(options) });
  const optimize = async () => {
    // ANALYZE of the tables that never had one or grew tenfold, read whole. A bounded one (SQLite's advice,
    // analysis_limit 400) estimates a column of few values at a third of the limit: it made posts.status look
    // as selective as an id, and GET / on the generated feed set sorted 100,000 posts (400 ms) instead of
    // walking posts_publish (2 ms). Whole, it costs 1.3 s once on that 234 MB set, then again only after
    // tenfold growth.
    database.pragma("analysis_limit = 0");
    database.pragma("optimize = 0x10002");
  };
  return { kysely, dialect: "sqlite", optimize, exclusive: (_name, work) => work(), close: () => kysely.destroy() };
}

/**
 * What the kept statements may hold: their SQL and SQLite's compiled program, estimated at 4 KB a statement
 * beside its text (the portal's queries are a few hundred shapes; IN lists of other lengths are other texts).
 */
const PREPARED_BYTES = 8 * 1024 * 1024;
const STATEMENT_BYTES = 4096;

/**
 * kysely prepares every query anew, and better-sqlite3 parses the SQL each time: a page's statements
 * are the same strings request after request, and parsing was a large share of a page's CPU. Statements
 * are kept by their SQL, least recently used dropped past PREPARED_BYTES; one still busy with an
 * unfinished iterate() (a stream) is not handed out twice. SQLite itself re-prepares a kept statement
 * after a schema change (migrations), so a kept one never reads a stale table.
 */
function reusePreparedStatements(database: SQLite.Database): void {
  const prepare = database.prepare.bind(database);
  const kept = new Kept<string, SQLite.Statement>(PREPARED_BYTES, (sql) => STATEMENT_BYTES + stringBytes(sql));
  database.prepare = ((sql: string) => {
    const statement = kept.get(sql);
    const usable = statement && !statement.busy ? statement : prepare(sql);
    if (usable !== statement) kept.set(sql, usable);
    return usable;
  }) as SQLite.Database["prepare"];
}
