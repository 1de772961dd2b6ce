// What the search indexers' tests share: the events a write added to the outbox, whether a write and its
// event are one transaction (with the outbox unwritable, the write must fail and leave nothing), a feature
// indexer's test world (readers and the index as the manifest registers it), the contract checks every
// `{ids}`-fed index passes, and the pages of a rebuild.
import { sql, type Kysely } from "kysely";
import { expect, it } from "vitest";
import { actingAs, type SignedIn } from "../../app/platform/actor";
import type { DialectName } from "../../app/platform/db/db.server";
import type { Database } from "../../app/platform/db/schema";
import type { SearchIndexer } from "../../app/platform/feature";
import { createPerson, createTestPortal, type TestPortal } from "./portal";

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

export interface IndexerWorld {
  portal: TestPortal;
  /** The index as its feature's manifest registers it (as the registry collects it). */
  indexer: SearchIndexer;
  employee: SignedIn;
  /** An employee with the feature's editing role. */
  editor: SignedIn;
  admin: SignedIn;
}

/** A portal on this dialect with an employee, an editor (`editorRole`) and an administrator, and the feature's index `indexName`. */
export async function indexerWorld(
  dialect: DialectName,
  options: { indexName: string; editorRole: string; registered: (portal: TestPortal) => readonly SearchIndexer[] | undefined },
): Promise<IndexerWorld> {
  const portal = await createTestPortal(dialect);
  const person = async (roles: string[]) => actingAs((await createPerson(portal, { roles })).id, roles);
  const indexer = (options.registered(portal) ?? []).find((i) => i.indexName === options.indexName)!;
  return {
    portal,
    indexer,
    employee: await person([]),
    editor: await person([options.editorRole]),
    admin: await person(["ROLE_ADMINISTRATOR"]),
  };
}

/** Payloads no `{ids}` event reader may take ids from. */
const MALFORMED_PAYLOADS: unknown[] = [
  null,
  undefined,
  "1",
  "3",
  "7",
  3,
  4,
  7,
  "[4]",
  [],
  [3],
  {},
  { id: 7 },
  { documentId: 4 },
  { ids: "1" },
  { ids: "3" },
  { ids: null },
  { ids: {} },
  { ids: [1, "2"] },
  { ids: [3, "5"] },
  { ids: ["4"] },
  { ids: [7, null] },
  { ids: [0] },
  { ids: [-1] },
  { ids: [-3] },
  { ids: [1.5] },
  { ids: [4, 2.5] },
];

/** An `{ids}` event reader gives the ids of a well-formed payload as written, and none of a malformed one. */
export function expectReadsIdsPayload(read: (payload: unknown) => readonly number[]): void {
  expect(read({ ids: [3, 5] })).toEqual([3, 5]);
  expect(read({ ids: [4, 2] })).toEqual([4, 2]);
  expect(read({ ids: [7] })).toEqual([7]);
  expect(read({ ids: [] })).toEqual([]);
  for (const payload of MALFORMED_PAYLOADS) expect(read(payload), JSON.stringify(payload) ?? "undefined").toEqual([]);
}

/**
 * The checks every index of one `{ids}` event type passes: registered in the manifest with its block and fed
 * by its one event type, whose reader takes ids only from a well-formed payload; every signed-in person
 * (employee, editor, administrator) sees the whole index, or, for an index `scoped` per reader (a group's
 * items), each gets a scope of her own, never "all" (what it lets through: the index's own tests).
 */
export function itKeepsTheIndexerContract(
  world: () => IndexerWorld,
  expected: { block: SearchIndexer["block"]; eventType: string; scoped?: boolean },
) {
  it("is registered in the manifest with its block", () => {
    const { indexer } = world();
    expect(indexer).toBeDefined();
    expect(indexer.block).toEqual(expected.block);
    expect(Object.keys(indexer.events)).toEqual([expected.eventType]);
  });

  it("reads the ids of an event and names none for a malformed payload", () => {
    expectReadsIdsPayload(world().indexer.events[expected.eventType]!);
  });

  if (expected.scoped) {
    it("scopes every signed-in person to what she may open, administrators included", async () => {
      const { indexer, employee, editor, admin } = world();
      for (const reader of [employee, editor, admin]) expect(await indexer.scope(reader)).not.toBe("all");
    });
    return;
  }
  it("lets every signed-in person see the whole index", async () => {
    const { indexer, employee, editor, admin } = world();
    for (const reader of [employee, editor, admin]) expect(await indexer.scope(reader)).toBe("all");
  });
}

/** Every id idsAfter() gives, page after page of at most `limit`, as a rebuild walks them. */
export async function pagedIds(indexer: SearchIndexer, db: Kysely<Database>, limit: number): Promise<number[]> {
  const paged: number[] = [];
  for (let after = 0, page = await indexer.idsAfter(db, 0, limit); page.length > 0; page = await indexer.idsAfter(db, after, limit)) {
    expect(page.length).toBeLessThanOrEqual(limit);
    paged.push(...page);
    after = page.at(-1)!;
  }
  return paged;
}

/** Events of this type refused by the test's trigger carry this message. */
export const REFUSED_BY_THE_TEST = /refused by the test/;

/**
 * Runs `run` while events of this one type cannot be written (a trigger refuses their insert), then lets
 * them be written again. A write whose event of that type is part of its transaction then fails whole with
 * REFUSED_BY_THE_TEST and changes nothing, while events of other types are written as usual. The trigger
 * lives on the test's own events table (its SQLite file, its PostgreSQL schema).
 */
export async function whileRefusingEvents(portal: TestPortal, type: string, run: () => Promise<void>): Promise<void> {
  if (!/^[A-Z_]+$/.test(type)) throw new Error(`Not an event type: ${type}`);
  const db = portal.db.kysely;
  const name = sql.raw(`refuse_${type.toLowerCase()}`);
  const typed = sql.lit(type);
  if (portal.dialect === "sqlite") {
    await sql`create trigger ${name} before insert on events when new.type = ${typed}
      begin select raise(abort, 'refused by the test'); end`.execute(db);
  } else {
    await sql`create function ${name}() returns trigger language plpgsql as $$
      begin if new.type = ${typed} then raise exception 'refused by the test'; end if; return new; end $$`.execute(db);
    await sql`create trigger ${name} before insert on events for each row execute function ${name}()`.execute(db);
  }
  try {
    await run();
  } finally {
    if (portal.dialect === "sqlite") await sql`drop trigger ${name}`.execute(db);
    else {
      await sql`drop trigger ${name} on events`.execute(db);
      await sql`drop function ${name}()`.execute(db);
    }
  }
}
