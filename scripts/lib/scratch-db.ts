// Throw-away PostgreSQL databases for the scripts and the backup test: a whole database (not a schema)
// because the real server, pg_dump and pg_restore all work on the database a URL names.
import { randomBytes } from "node:crypto";
import pg from "pg";

/** A PostgreSQL the caller may create databases in; the tests' TEST_DATABASE_URL when set. */
export const PG_ADMIN_URL = process.env.TEST_DATABASE_URL ?? "postgres://postgres@127.0.0.1:5432/test";

async function admin<T>(work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: PG_ADMIN_URL, connectionTimeoutMillis: 2000 });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end().catch(() => {});
  }
}

/** True when PostgreSQL answers at PG_ADMIN_URL. */
export async function postgresAnswers(): Promise<boolean> {
  try {
    await admin((c) => c.query("select 1"));
    return true;
  } catch {
    return false;
  }
}

export interface ScratchDatabase {
  name: string;
  /** PG_ADMIN_URL with this database's name. */
  url: string;
  /** Drops the database, closing whatever is still connected to it. */
  drop(): Promise<void>;
}

export async function createScratchDatabase(prefix: string): Promise<ScratchDatabase> {
  const name = `${prefix}_${randomBytes(5).toString("hex")}`;
  await admin((c) => c.query(`create database ${name}`));
  const url = new URL(PG_ADMIN_URL);
  url.pathname = `/${name}`;
  return {
    name,
    url: url.toString(),
    drop: () => admin((c) => c.query(`drop database if exists ${name} with (force)`)).then(() => undefined),
  };
}

/** PG_ADMIN_URL with another database's name. */
export function databaseUrlOf(name: string): string {
  const url = new URL(PG_ADMIN_URL);
  url.pathname = `/${name}`;
  return url.toString();
}

/** A database kept across runs (the bench's generated feed): dropped if there, created empty. */
export async function recreateDatabase(name: string): Promise<string> {
  if (!/^[a-z][a-z0-9_]{0,62}$/.test(name)) throw new Error(`Invalid database name: ${name}`);
  await admin((c) => c.query(`drop database if exists ${name} with (force)`));
  await admin((c) => c.query(`create database ${name}`));
  return databaseUrlOf(name);
}
