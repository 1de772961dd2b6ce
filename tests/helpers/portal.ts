// A real portal on a throw-away database: an SQLite file in a temp folder, or a fresh schema in the
// PostgreSQL that answers at TEST_DATABASE_URL (default postgres://postgres@127.0.0.1:5432/test).
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import pg from "pg";
import { openPortal, type Portal } from "../../app/portal/open.server";
import type { SmsMessage, SmsProvider } from "../../app/platform/sms/sms.server";
import type { DialectName } from "../../app/platform/db/db.server";
import type { WebPushOverrides } from "../../app/platform/deps.server";

export const PG_URL = process.env.TEST_DATABASE_URL ?? "postgres://postgres@127.0.0.1:5432/test";

let pgAnswers: Promise<boolean> | undefined;
async function postgresAnswers(): Promise<boolean> {
  pgAnswers ??= (async () => {
    const client = new pg.Client({ connectionString: PG_URL, connectionTimeoutMillis: 2000 });
    try {
      await client.connect();
      await client.query("select 1");
      return true;
    } catch {
      if (process.env.CI) console.warn(`PostgreSQL does not answer at ${PG_URL}: integration tests run on SQLite only`);
      return false;
    } finally {
      await client.end().catch(() => {});
    }
  })();
  return pgAnswers;
}

/** The dialects integration tests run on: SQLite always, PostgreSQL when it answers. */
export async function dialects(): Promise<DialectName[]> {
  return (await postgresAnswers()) ? ["sqlite", "postgres"] : ["sqlite"];
}

/** Records what would go to the SMS gateway, so tests can read the codes. */
export class RecordingSms implements SmsProvider {
  readonly sent: SmsMessage[] = [];
  failNext = false;
  async send(message: SmsMessage) {
    if (this.failNext) {
      this.failNext = false;
      throw new Error("gateway down");
    }
    this.sent.push(message);
  }
  lastCodeFor(phone: string): string {
    const message = [...this.sent].reverse().find((m) => m.phone === phone);
    if (!message?.code) throw new Error(`no SMS sent to ${phone}`);
    return message.code;
  }
}

/** Any number: the advisory lock test files take turns on to migrate or drop their schemas. */
const SCHEMA_TURN_LOCK = 2026_11_27;

/** A connection holding the schema lock until it ends (a migration or a drop at a time). */
async function schemaTurn(): Promise<pg.Client> {
  const client = new pg.Client({ connectionString: PG_URL });
  await client.connect();
  await client.query("select pg_advisory_lock($1)", [SCHEMA_TURN_LOCK]);
  return client;
}

/** A clock tests can move forward. */
export class TestClock {
  constructor(private current = new Date("2026-11-21T09:00:00.000Z")) {}
  now = () => new Date(this.current);
  advance(ms: number) {
    this.current = new Date(this.current.getTime() + ms);
  }
}

export interface TestPortal extends Portal {
  dialect: DialectName;
  sms: RecordingSms;
  clock: TestClock;
  dataDir: string;
  /** Closes the database and removes what the test made. */
  dispose(): Promise<void>;
}

export async function createTestPortal(
  dialect: DialectName,
  options: {
    seedDemo?: boolean;
    realClock?: boolean;
    onQuery?: (sql: string, durationMs: number, parameters: readonly unknown[]) => void;
    webPush?: WebPushOverrides;
  } = {},
): Promise<TestPortal> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "portal-test-"));
  const sms = new RecordingSms();
  const clock = new TestClock();
  let schema: string | undefined;
  if (dialect === "postgres") {
    schema = `t_${Math.random().toString(36).slice(2, 12)}`;
    const client = new pg.Client({ connectionString: PG_URL });
    await client.connect();
    await client.query(`create schema ${schema}`);
    await client.end();
  }
  // Kysely's migrator looks at the tables of every schema, and asking about a schema another test file
  // drops at that moment fails ("schema … does not exist"): migrations and drops take turns.
  const turn = schema ? await schemaTurn() : null;
  let portal: Portal;
  try {
    portal = await openPortal(
      {
        databaseUrl: dialect === "postgres" ? PG_URL : undefined,
        sqliteFile: path.join(dataDir, "portal.sqlite"),
        dataDir,
        seedDemo: options.seedDemo ?? false,
      },
      { sms, now: options.realClock ? undefined : clock.now, pgSchema: schema, onQuery: options.onQuery, webPush: options.webPush },
    );
  } finally {
    await turn?.end();
  }
  return {
    ...portal,
    dialect,
    sms,
    clock,
    dataDir,
    async dispose() {
      await portal.close();
      if (schema) {
        const turn = await schemaTurn();
        try {
          await turn.query(`drop schema ${schema} cascade`);
        } finally {
          await turn.end();
        }
      }
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/**
 * A second portal on a PostgreSQL test portal's schema: another server process on the same database.
 * Its migration check takes the schema turn like any other. Close it before disposing of the first.
 */
export async function openSecondProcess(first: TestPortal, options: { webPush?: WebPushOverrides } = {}): Promise<Portal> {
  if (first.dialect !== "postgres") throw new Error("a second process shares a PostgreSQL database only");
  const turn = await schemaTurn();
  try {
    return await openPortal(
      { databaseUrl: PG_URL, sqliteFile: "unused", dataDir: first.dataDir, seedDemo: false },
      { pgSchema: first.db.schema, now: first.clock.now, webPush: options.webPush },
    );
  } finally {
    await turn.end();
  }
}

let phoneCounter = 0;
/** A person in the directory; with a password they can sign in, without one they can register. */
export async function createPerson(
  portal: Portal,
  options: { password?: string; roles?: string[]; name?: string; surname?: string; phone?: string } = {},
) {
  const phone = options.phone ?? `95${String(process.pid % 1000).padStart(3, "0")}${String(++phoneCounter).padStart(5, "0")}`;
  const { id } = await portal.services.users.upsertPerson({
    phone,
    name: options.name ?? "Ирина",
    surname: options.surname ?? "Тестова",
    password: options.password,
    roles: options.roles ?? [],
  });
  return { id, phone, password: options.password };
}
