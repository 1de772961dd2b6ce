// What the search indexers' tests read of the events outbox: the events a write added, and whether a write
// and its event are one transaction (with the outbox table gone, the write must fail and leave nothing).
import { sql, type Kysely } from "kysely";
import type { Database } from "../../app/platform/db/schema";
import type { TestPortal } from "./portal";

export interface WrittenEvent {
  type: string;
  payload: unknown;
  createdAt: string;
}

/** The id of the newest event (0 when none): later events are what a write added. */
export async function lastEventId(db: Kysely<Database>): Promise<number> {
  const row = await db.selectFrom("events").select("id").orderBy("id", "desc").limit(1).executeTakeFirst();
  return row?.id ?? 0;
}

/** The events of these types written after `afterId`, oldest first. */
export async function eventsAfter(db: Kysely<Database>, afterId: number, types: readonly string[]): Promise<WrittenEvent[]> {
  const rows = await db
    .selectFrom("events")
    .select(["type", "payload", "created_at"])
    .where("id", ">", afterId)
    .where("type", "in", types)
    .orderBy("id")
    .execute();
  return rows.map((r) => ({ type: r.type, payload: JSON.parse(r.payload) as unknown, createdAt: r.created_at }));
}

/** The events `write` adds (of these types). */
export async function eventsOf(db: Kysely<Database>, types: readonly string[], write: () => Promise<unknown>): Promise<WrittenEvent[]> {
  const before = await lastEventId(db);
  await write();
  return eventsAfter(db, before, types);
}

/**
 * Runs `write` while no event can be written, and gives back its error. A write whose event is in its own
 * transaction fails whole; the caller checks its change is not there either.
 * - SQLite (a file of this test's own): the events table is renamed away for the moment.
 * - PostgreSQL: no DDL, since test files of every worktree share the server and their migrators list the
 *   tables of every schema (a table renamed under one fails it). Instead the id sequence is set back onto
 *   an event that exists, so the next insert breaks its primary key; then it is set past the last one again.
 */
export async function failureWithoutOutbox(portal: TestPortal, write: () => Promise<unknown>): Promise<unknown> {
  const db = portal.db.kysely;
  const attempt = async () => {
    try {
      await write();
      return undefined;
    } catch (error) {
      return error;
    }
  };
  if (portal.dialect === "sqlite") {
    await db.schema.alterTable("events").renameTo("events_away").execute();
    try {
      return await attempt();
    } finally {
      await db.schema.alterTable("events_away").renameTo("events").execute();
    }
  }
  const at = new Date().toISOString();
  const blocker = await db
    .insertInto("events")
    .values({ type: "TEST_OUTBOX_BLOCKED", payload: "{}", created_at: at, processed_at: at })
    .returning("id")
    .executeTakeFirstOrThrow();
  await sql`select setval(pg_get_serial_sequence('events', 'id'), ${blocker.id}, false)`.execute(db);
  try {
    return await attempt();
  } finally {
    await db.deleteFrom("events").where("id", "=", blocker.id).execute();
    await sql`select setval(pg_get_serial_sequence('events', 'id'), (select coalesce(max(id), 0) + 1 from events), false)`.execute(db);
  }
}
