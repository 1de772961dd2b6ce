// What the search indexers' tests read of the events outbox: the events a write added, and whether a write
// and its event are one transaction (with the outbox table gone, the write must fail and leave nothing).
import type { Kysely } from "kysely";
import type { Database } from "../../app/platform/db/schema";
import type { SignedIn } from "../../app/platform/actor";
import { schemaTurn, type TestPortal } from "./portal";

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
 * Runs `write` while the events table cannot be written (renamed away), and gives back its error. A write
 * whose event is in its own transaction fails whole; the caller checks its change is not there either.
 * On PostgreSQL the rename waits for the schema turn: another test file's migrator, listing the tables of
 * every schema, would otherwise fail on the table that vanished under it.
 */
export async function failureWithoutOutbox(portal: TestPortal, write: () => Promise<unknown>): Promise<unknown> {
  const db = portal.db.kysely;
  const turn = portal.dialect === "postgres" ? await schemaTurn() : null;
  try {
    await db.schema.alterTable("events").renameTo("events_away").execute();
    try {
      await write();
      return undefined;
    } catch (error) {
      return error;
    } finally {
      await db.schema.alterTable("events_away").renameTo("events").execute();
    }
  } finally {
    await turn?.end();
  }
}

/** A signed-in person for calling services directly (no session behind it). */
export function readerOf(userId: number, roles: readonly string[] = []): SignedIn {
  return { kind: "user", userId, roles, tokenHash: "", via: "web", flash: null };
}
