// The migration 202612061100_claims_close_duplicate_open on join requests filed before the key of one open
// claim per owner, type and object: the oldest open one of each owner and group keeps waiting and gets the
// key, the others are closed as withdrawn with a status entry naming it, and from then on the database
// refuses another open one. On SQLite and PostgreSQL.
import type { Kysely } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createPerson, createTestPortal, dialects, type TestPortal } from "../../../../tests/helpers/portal";
import { up } from "../migrations/202612061100_claims_close_duplicate_open";

describe.each(await dialects())("closing duplicate open join requests on %s", (dialect) => {
  let portal: TestPortal;
  let anna: number;
  let boris: number;

  beforeAll(async () => {
    portal = await createTestPortal(dialect);
    anna = (await createPerson(portal, { name: "Анна" })).id;
    boris = (await createPerson(portal, { name: "Борис" })).id;
  });
  afterAll(async () => {
    await portal?.dispose();
  });

  /** A claim as it was written: open_object_id null before the key, the object itself after it. */
  const claim = async (row: { type?: string; status?: string; owner: number; object: number | null; keyed?: boolean }) =>
    (
      await portal.db.kysely
        .insertInto("claims")
        .values({
          type: row.type ?? "SUBSCRIBE_GROUP",
          status: row.status ?? "NEW",
          subject: "Вступление в группу",
          text: "",
          owner_id: row.owner,
          object_id: row.object,
          open_object_id: row.keyed ? row.object : null,
          create_date: "2026-11-01T10:00:00.000Z",
          update_date: "2026-11-01T10:00:00.000Z",
        })
        .returning("id")
        .executeTakeFirstOrThrow()
    ).id;
  const rows = (ids: number[]) =>
    portal.db.kysely
      .selectFrom("claims")
      .select(["id", "status", "open_object_id", "version"])
      .where("id", "in", ids)
      .orderBy("id")
      .execute();
  /** What the engine's file() does: a keyed insert that a held key turns into nothing. */
  const fileAnother = (owner: number, object: number) =>
    portal.db.kysely
      .insertInto("claims")
      .values({
        type: "SUBSCRIBE_GROUP",
        status: "NEW",
        subject: "Ещё раз",
        text: "",
        owner_id: owner,
        object_id: object,
        open_object_id: object,
        create_date: "2026-12-06T10:00:00.000Z",
        update_date: "2026-12-06T10:00:00.000Z",
      })
      .onConflict((oc) => oc.columns(["type", "owner_id", "open_object_id"]).doNothing())
      .returning("id")
      .executeTakeFirst();

  it("keeps the oldest open request of each person and group, keys it and closes the rest", async () => {
    const triple = [
      await claim({ owner: anna, object: 10 }),
      await claim({ owner: anna, object: 10 }),
      await claim({ owner: anna, object: 10 }),
    ];
    // An old unkeyed one and a newer keyed one (filed after the key, beside the old one it could not see).
    const mixed = [await claim({ owner: anna, object: 11 }), await claim({ owner: anna, object: 11, keyed: true })];
    const single = await claim({ owner: anna, object: 12 });
    const other = await claim({ owner: boris, object: 10 });
    const accepted = await claim({ owner: anna, object: 13, status: "SUBSCRIBE_GROUP_ACCEPTED" });
    const afterAccepted = await claim({ owner: anna, object: 13 });
    const general = [
      await claim({ type: "GENERAL_REQUEST", owner: anna, object: null }),
      await claim({ type: "GENERAL_REQUEST", owner: anna, object: null }),
    ];

    // The gap: the key does not see the old requests, so a new one goes through beside them.
    const slipped = await fileAnother(anna, 12);
    expect(slipped).toBeDefined();
    await portal.db.kysely.deleteFrom("claims").where("id", "=", slipped!.id).execute();

    await up(portal.db.kysely as unknown as Kysely<unknown>);

    expect(await rows(triple)).toEqual([
      { id: triple[0], status: "NEW", open_object_id: 10, version: 1 },
      { id: triple[1], status: "CANCELLED", open_object_id: null, version: 2 },
      { id: triple[2], status: "CANCELLED", open_object_id: null, version: 2 },
    ]);
    expect(await rows(mixed)).toEqual([
      { id: mixed[0], status: "NEW", open_object_id: 11, version: 1 },
      { id: mixed[1], status: "CANCELLED", open_object_id: null, version: 2 },
    ]);
    expect(await rows([single, other, afterAccepted])).toEqual([
      { id: single, status: "NEW", open_object_id: 12, version: 1 },
      { id: other, status: "NEW", open_object_id: 10, version: 1 },
      { id: afterAccepted, status: "NEW", open_object_id: 13, version: 1 },
    ]);
    expect(await rows([accepted, ...general])).toEqual([
      { id: accepted, status: "SUBSCRIBE_GROUP_ACCEPTED", open_object_id: null, version: 1 },
      ...general.map((id) => ({ id, status: "NEW", open_object_id: null, version: 1 })),
    ]);

    // Each closed one says why, in both histories, in the owner's name (the owner's own way out).
    const statusEntries = await portal.db.kysely
      .selectFrom("claim_status_history")
      .select(["claim_id", "user_id", "from_status", "to_status", "comment"])
      .where("claim_id", "in", [...triple, ...mixed])
      .orderBy("claim_id")
      .execute();
    expect(statusEntries).toEqual([
      {
        claim_id: triple[1],
        user_id: anna,
        from_status: "NEW",
        to_status: "CANCELLED",
        comment: `Закрыта как повторная: заявка №${triple[0]} об этом же ждёт решения`,
      },
      {
        claim_id: triple[2],
        user_id: anna,
        from_status: "NEW",
        to_status: "CANCELLED",
        comment: `Закрыта как повторная: заявка №${triple[0]} об этом же ждёт решения`,
      },
      {
        claim_id: mixed[1],
        user_id: anna,
        from_status: "NEW",
        to_status: "CANCELLED",
        comment: `Закрыта как повторная: заявка №${mixed[0]} об этом же ждёт решения`,
      },
    ]);
    const history = await portal.db.kysely
      .selectFrom("claim_history")
      .select(["claim_id", "type", "status"])
      .where("claim_id", "in", [...triple, ...mixed])
      .orderBy("claim_id")
      .execute();
    expect(history).toEqual([triple[1], triple[2], mixed[1]].map((id) => ({ claim_id: id, type: "STATUS", status: "CANCELLED" })));

    // The key now holds for the old data: no other open request for those groups, still one for a new group.
    for (const [owner, object] of [
      [anna, 10],
      [anna, 11],
      [anna, 12],
      [boris, 10],
      [anna, 13],
    ] as const) {
      expect(await fileAnother(owner, object), `${owner}:${object}`).toBeUndefined();
    }
    expect(await fileAnother(boris, 11)).toBeDefined();

    // Run again (a second process, a restored backup): nothing more changes.
    const before = await rows([...triple, ...mixed, single, other]);
    await up(portal.db.kysely as unknown as Kysely<unknown>);
    expect(await rows([...triple, ...mixed, single, other])).toEqual(before);
  });
});
