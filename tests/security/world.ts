// The portal the security suite attacks: the demo seed (small: 30 employees, so that a checksum of
// every table is cheap) with its accounts signed in, on a real server. Also: the database checksum
// that proves a refused call changed nothing.
import crypto from "node:crypto";
import path from "node:path";
import SQLite from "better-sqlite3";
import { sql } from "kysely";
import type { ServerBuild } from "@remix-run/node";
import { createPerson, createTestPortal, type TestPortal } from "../helpers/portal";
import { startTestServer, type TestServer } from "../helpers/http";
import { DEMO_PASSWORD } from "../../app/portal/seed.server";
import type { DialectName } from "../../app/platform/db/db.server";

/** Who calls: nobody, and the four kinds of people of the demo. */
export const ACTORS = ["anonymous", "employee", "sectionEditor", "editor", "admin"] as const;
export type ActorName = (typeof ACTORS)[number];

export interface World {
  portal: TestPortal;
  server: TestServer;
  /** A bearer token per signed-in actor. */
  tokens: Record<Exclude<ActorName, "anonymous">, string>;
  /** A web session cookie per signed-in actor (for pages). */
  cookies: Record<Exclude<ActorName, "anonymous">, string>;
  userIds: Record<Exclude<ActorName, "anonymous">, number>;
  close(): Promise<void>;
}

/** Demo phones: 9000000001 administrator, 9000000002 editor, 9000000003 employee who edits one guide section. */
const DEMO_PHONES = { admin: "9000000001", editor: "9000000002", sectionEditor: "9000000003" } as const;
const EMPLOYEE_PASSWORD = "security-suite-1";

export async function createWorld(dialect: DialectName, options: { build?: ServerBuild } = {}): Promise<World> {
  // A copy of the run's 30-employee demo template: seeding it afresh for each world cost 6-8 s a world.
  const portal = await createTestPortal(dialect, { seedDemo: true, demoEmployees: 30 });
  // A plain employee: no roles, edits no guide section, in no department's access list.
  const employee = await createPerson(portal, { password: EMPLOYEE_PASSWORD, name: "Семён", surname: "Простов" });
  const server = await startTestServer(portal, { build: options.build });
  const phones = { ...DEMO_PHONES, employee: employee.phone };
  const passwords = { admin: DEMO_PASSWORD, editor: DEMO_PASSWORD, sectionEditor: DEMO_PASSWORD, employee: EMPLOYEE_PASSWORD };
  const tokens = {} as World["tokens"];
  const cookies = {} as World["cookies"];
  const userIds = {} as World["userIds"];
  for (const who of ["admin", "editor", "sectionEditor", "employee"] as const) {
    const response = await fetch(`${server.url}/api/login`, {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify({ username: phones[who], password: passwords[who] }),
    });
    const body = (await response.json()) as { response: { accessToken: string; user: { id: number } } };
    tokens[who] = body.response.accessToken;
    userIds[who] = body.response.user.id;
    cookies[who] = response.headers.get("set-cookie")!.split(";")[0]!;
  }
  return {
    portal,
    server,
    tokens,
    cookies,
    userIds,
    async close() {
      await server.close();
      closeChecksum(portal);
      await portal.dispose();
    },
  };
}

/**
 * Tables a refused call may legitimately write: rate-limit counters (a failed sign-in counts) and
 * SMS claims (a wrong code counts an attempt). Everything else must stay as it was.
 */
export const COUNTERS = new Set(["rate_events", "sms_claims"]);

interface Checksum {
  run(): Promise<string>;
  /** Changes whenever a row may have changed (cheap): an unchanged version spares the hash. */
  version(): Promise<string>;
  close(): void;
}
const checksums = new WeakMap<TestPortal, Checksum>();

function closeChecksum(portal: TestPortal) {
  checksums.get(portal)?.close();
  checksums.delete(portal);
}

async function checksumOf(portal: TestPortal): Promise<Checksum> {
  let found = checksums.get(portal);
  if (!found) {
    found = portal.dialect === "postgres" ? await postgresChecksum(portal) : sqliteChecksum(portal);
    checksums.set(portal, found);
  }
  return found;
}

/**
 * A hash of every row of every table but the counters: equal hashes, unchanged data. PostgreSQL
 * hashes every table in one statement; SQLite is read through a second, read-only connection.
 */
export async function checksum(portal: TestPortal): Promise<string> {
  return (await checksumOf(portal)).run();
}

/**
 * Proves that calls refused leave the data as it was, hashing only when something was written: the
 * fuzz sends thousands of calls, and most are refusals that write nothing.
 */
export class ChangeWatch {
  private hash = "";
  private hashedAt: string | null = null;
  private versionBefore = "";
  constructor(private readonly portal: TestPortal) {}

  /** Before a call: the hash of the data as it is now (recomputed only if something was written since). */
  async before() {
    // Work an accepted call started in the background (a search rebuild) ends first: it is that call's change.
    await this.portal.settled();
    const checksum = await checksumOf(this.portal);
    this.versionBefore = await checksum.version();
    if (this.hashedAt !== this.versionBefore) {
      this.hash = await checksum.run();
      this.hashedAt = this.versionBefore;
    }
  }

  /** After a refused call: null when the data is as before, else the hash it has now. */
  async changedByRefusal(): Promise<{ before: string; after: string } | null> {
    const checksum = await checksumOf(this.portal);
    const version = await checksum.version();
    if (version === this.versionBefore) return null;
    // Something was written (a counter, or a real change): compare the data itself.
    const after = await checksum.run();
    if (after !== this.hash) return { before: this.hash, after };
    this.hashedAt = version;
    return null;
  }
}

async function postgresChecksum(portal: TestPortal): Promise<Checksum> {
  const db = portal.db.kysely;
  const tables = (await db.introspection.getTables())
    .filter((t) => t.schema === portal.db.schema && !t.name.startsWith("kysely_"))
    .map((t) => t.name)
    .sort();
  const watched = tables.filter((t) => !COUNTERS.has(t));
  const perTable = watched.map(
    (t) => `select '${t}' as t, count(*) || ':' || md5(coalesce(string_agg(x::text, '|' order by x::text), '')) as h from "${t}" x`,
  );
  const query = sql.raw<{ sum: string }>(
    `select string_agg(t || '=' || h, ',' order by t) as sum from (${perTable.join(" union all ")}) s`,
  );
  // A row trigger on every table of this test's own schema draws from a sequence: its value moves
  // with every row written, by any connection of the pool, and nothing else moves it.
  await sql.raw(`create sequence if not exists security_changes`).execute(db);
  await sql
    .raw(
      `create or replace function security_change() returns trigger language plpgsql as $$ begin perform nextval('security_changes'); return null; end $$`,
    )
    .execute(db);
  for (const t of tables) {
    await sql
      .raw(`create trigger security_change after insert or update or delete on "${t}" for each row execute function security_change()`)
      .execute(db);
  }
  const version = sql.raw<{ v: string }>(`select last_value::text || ':' || is_called::text as v from security_changes`);
  return {
    run: async () => (await query.execute(db)).rows[0]!.sum,
    version: async () => (await version.execute(db)).rows[0]!.v,
    close: () => {},
  };
}

function sqliteChecksum(portal: TestPortal): Checksum {
  const reader = new SQLite(path.join(portal.dataDir, "portal.sqlite"), { readonly: true });
  const tables = (
    reader.prepare("select name from sqlite_master where type = 'table' and name not like 'sqlite_%'").pluck().all() as string[]
  )
    .filter((name) => !COUNTERS.has(name) && !name.startsWith("kysely_"))
    .sort();
  const statements = tables.map((t) => [t, reader.prepare(`select * from "${t}"`).raw()] as const);
  // PRAGMA data_version moves when another connection (the portal's) commits a change.
  const dataVersion = reader.prepare("pragma data_version").pluck();
  const run = async () => {
    const hash = crypto.createHash("sha1");
    for (const [table, statement] of statements) {
      const lines = statement
        .all()
        .map((row) => JSON.stringify(row))
        .sort();
      hash.update(`${table}:${lines.length}\n${lines.join("\n")}\n`);
    }
    return hash.digest("hex");
  };
  return { run, version: async () => String(dataVersion.get()), close: () => reader.close() };
}
