// The test PostgreSQL server and the few statements run against it as a whole (CREATE and DROP DATABASE),
// apart from the portal so the global setup can use them without loading the app.
import pg from "pg";

export const PG_URL = process.env.TEST_DATABASE_URL ?? "postgres://postgres@127.0.0.1:5432/test";

/**
 * The URL of a test database. Its connections commit without waiting for the WAL to reach the disk
 * (synchronous_commit off: a crash could lose the last commits, never corrupt): a test database lives for
 * one test, and the flushes were most of PostgreSQL's CPU in a run.
 */
export function databaseUrlOf(name: string): string {
  const url = new URL(PG_URL);
  url.pathname = `/${name}`;
  url.searchParams.set("options", "-c synchronous_commit=off");
  return url.toString();
}

/** A short-lived connection to the server's test database, for CREATE and DROP DATABASE. */
export async function admin<T>(work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: PG_URL, connectionTimeoutMillis: 2000 });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end().catch(() => {});
  }
}

/** Whether process `pid` of this machine still runs (a run's databases and folders carry its pid). */
export function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === "EPERM";
  }
}
