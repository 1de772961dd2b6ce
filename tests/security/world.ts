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
import { DEMO_PASSWORD, seedDemo } from "~/modules/db/seed.server";
import type { Deps } from "~/modules/core/deps.server";
import type { DialectName } from "~/modules/db/db.server";

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
  const portal = await createTestPortal(dialect);
  await seedDemo({ db: portal.db.kysely, now: portal.clock.now } as Deps, portal.services, 30);
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
  close(): void;
}
const checksums = new WeakMap<TestPortal, Checksum>();

function closeChecksum(portal: TestPortal) {
  checksums.get(portal)?.close();
  checksums.delete(portal);
}

/**
 * A hash of every row of every table but the counters: equal hashes, unchanged data. Built once per
 * portal and kept cheap, since the fuzz takes one after nearly every call: PostgreSQL hashes every
 * table in one statement; SQLite is read through a second, read-only connection to the file.
 */
export async function checksum(portal: TestPortal): Promise<string> {
  let run = checksums.get(portal);
  if (!run) {
    run = portal.dialect === "postgres" ? await postgresChecksum(portal) : sqliteChecksum(portal);
    checksums.set(portal, run);
  }
  return run.run();
}

async function postgresChecksum(portal: TestPortal): Promise<Checksum> {
  const db = portal.db.kysely;
  const tables = (await db.introspection.getTables())
    .filter((t) => t.schema === portal.db.schema && !COUNTERS.has(t.name) && !t.name.startsWith("kysely_"))
    .map((t) => t.name)
    .sort();
  const perTable = tables.map(
    (t) => `select '${t}' as t, count(*) || ':' || md5(coalesce(string_agg(x::text, '|' order by x::text), '')) as h from "${t}" x`,
  );
  const query = sql.raw<{ sum: string }>(`select string_agg(t || '=' || h, ',' order by t) as sum from (${perTable.join(" union all ")}) s`);
  return { run: async () => (await query.execute(db)).rows[0]!.sum, close: () => {} };
}

function sqliteChecksum(portal: TestPortal): Checksum {
  const reader = new SQLite(path.join(portal.dataDir, "portal.sqlite"), { readonly: true });
  const tables = (reader.prepare("select name from sqlite_master where type = 'table' and name not like 'sqlite_%'").pluck().all() as string[])
    .filter((name) => !COUNTERS.has(name) && !name.startsWith("kysely_"))
    .sort();
  const statements = tables.map((t) => [t, reader.prepare(`select * from "${t}"`).raw()] as const);
  const run = async () => {
    const hash = crypto.createHash("sha1");
    for (const [table, statement] of statements) {
      const lines = statement.all().map((row) => JSON.stringify(row)).sort();
      hash.update(`${table}:${lines.length}\n${lines.join("\n")}\n`);
    }
    return hash.digest("hex");
  };
  return { run, close: () => reader.close() };
}
