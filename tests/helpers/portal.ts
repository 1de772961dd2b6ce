// A real portal on a throw-away database: an SQLite file in a temp folder, or a database of its own in the
// PostgreSQL that answers at TEST_DATABASE_URL (default postgres://postgres@127.0.0.1:5432/test). Both are
// copies of a template migrated (and seeded) once per run: tests/helpers/templates.ts.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import pg from "pg";
import { openPortal, type Portal } from "../../app/portal/open.server";
import { PG_URL, databaseUrlOf } from "./pg-admin";
import { FIXED_START, cloneTemplate, dropDatabase, dropDatabaseLater } from "./templates";
import { localPushService } from "./push";
import type { SmsMessage, SmsProvider } from "../../app/platform/sms/sms.server";
import type { DialectName } from "../../app/platform/db/db.server";
import type { WebPushOverrides } from "../../app/platform/deps.server";
import type { S3Settings } from "../../app/platform/files/s3-storage.server";

export { PG_URL };

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

/**
 * The dialects of a page test that proves what a page draws and how its forms answer without JavaScript: SQLite
 * alone. The same services answer it on both databases, and their data is proved on both by the /api and
 * service tests, the access and page matrices, the edge-input pages and the page statement counts; these
 * pages' PostgreSQL half was about 100 s of worker time of a suite that must stay under CI's 15 minutes.
 */
export async function pageDialects(): Promise<DialectName[]> {
  return ["sqlite"];
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

/** A clock tests can move forward. */
export class TestClock {
  constructor(private current = new Date(FIXED_START)) {}
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
  /** The PostgreSQL database's URL; none on SQLite. */
  databaseUrl?: string;
  /** Closes the database and removes what the test made. */
  dispose(): Promise<void>;
}

export async function createTestPortal(
  dialect: DialectName,
  options: {
    seedDemo?: boolean;
    /** With seedDemo: how many employees (the demo's default otherwise). */
    demoEmployees?: number;
    realClock?: boolean;
    onQuery?: (sql: string, durationMs: number, parameters: readonly unknown[]) => void;
    webPush?: WebPushOverrides;
    /** Files in this bucket (tests/helpers/s3.ts) instead of the temp folder's files/. */
    filesS3?: S3Settings;
  } = {},
): Promise<TestPortal> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "portal-test-"));
  const sms = new RecordingSms();
  const clock = new TestClock();
  const key = { seedDemo: options.seedDemo ?? false, realClock: options.realClock ?? false, demoEmployees: options.demoEmployees };
  const { database, seeded } = await cloneTemplate(dialect, key, dataDir);
  const databaseUrl = database ? databaseUrlOf(database) : undefined;
  // Pushes go to this process's local push service unless the test brings its own: never to the internet.
  const webPush = options.webPush ?? (await localPush());
  // On the copy, openPortal's migration finds nothing to do and its seed finds the users there; the rest
  // (consumers subscribed, features started) runs as on any start.
  let portal: Portal;
  try {
    portal = await openPortal(
      { databaseUrl, sqliteFile: path.join(dataDir, "portal.sqlite"), dataDir, seedDemo: false, filesS3: options.filesS3 },
      { sms, now: options.realClock ? undefined : clock.now, onQuery: options.onQuery, webPush },
    );
  } catch (error) {
    if (database) await dropDatabase(database);
    throw error;
  }
  return {
    ...portal,
    seeded,
    dialect,
    sms,
    clock,
    dataDir,
    databaseUrl,
    async dispose() {
      await portal.close();
      if (database) dropDatabaseLater(database);
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** The portal's push settings for this process's local push service. */
const localPush = async (): Promise<WebPushOverrides> => {
  const local = await localPushService();
  return { allowedHosts: [local.host], agent: local.agent };
};

/**
 * A second portal on a PostgreSQL test portal's database: another server process on the same database.
 * Close it before disposing of the first.
 */
export async function openSecondProcess(first: TestPortal, options: { webPush?: WebPushOverrides } = {}): Promise<Portal> {
  if (!first.databaseUrl) throw new Error("a second process shares a PostgreSQL database only");
  return openPortal(
    { databaseUrl: first.databaseUrl, sqliteFile: "unused", dataDir: first.dataDir, seedDemo: false },
    { now: first.clock.now, webPush: options.webPush ?? (await localPush()) },
  );
}

let phoneCounter = 0;
/** A person in the directory; with a password they can sign in, without one they can register. */
export async function createPerson(
  portal: Portal,
  options: {
    password?: string;
    roles?: string[];
    name?: string;
    surname?: string;
    phone?: string;
    /** Where the directory places them (namesakes are told apart by these). */
    position?: string;
    departmentId?: number;
  } = {},
) {
  const phone = options.phone ?? `95${String(process.pid % 1000).padStart(3, "0")}${String(++phoneCounter).padStart(5, "0")}`;
  const { id } = await portal.services.users.upsertPerson({
    phone,
    name: options.name ?? "Ирина",
    surname: options.surname ?? "Тестова",
    password: options.password,
    roles: options.roles ?? [],
    position: options.position,
    departmentId: options.departmentId,
  });
  return { id, phone, password: options.password };
}
