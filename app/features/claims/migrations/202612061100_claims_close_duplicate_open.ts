// The key of one open claim per owner, type and object (202612060730_claims_one_open_per_object) was set only
// on claims filed after it: the requests filed before carry open_object_id null, so the key neither saw
// them nor stopped them. A person whose parallel subscribes (PostgreSQL) filed several join requests for one
// group kept them all open, the managers saw each of them, and a new request went through beside them.
// Here the oldest open one of each owner, type and object keeps waiting and gets the key; the others are
// closed as withdrawn (the owner's own way out, so no one is told of a decision nobody made), with a status
// entry that names the kept one. A keyed one newer than an unkeyed one is closed too: the oldest wins.
//
// The types and statuses are the ones that had the rule when the key came (a migration runs against the data
// of its time, not against the registry of today): SUBSCRIBE_GROUP, open while NEW, closed by CANCELLED.
import type { Kysely } from "kysely";
import { duplicateClosed } from "../messages.server";

const RULED = [{ type: "SUBSCRIBE_GROUP", open: ["NEW"], closed: "CANCELLED" }] as const;

/** Ids per statement: well under SQLite's and PostgreSQL's limits on bound values. */
const BATCH = 500;

interface Tables {
  claims: {
    id: number;
    type: string;
    status: string;
    owner_id: number;
    object_id: number | null;
    open_object_id: number | null;
    version: number;
    update_date: string;
  };
  claim_history: { claim_id: number; user_id: number; date: string; type: string; status: string | null; comment: string | null };
  claim_status_history: {
    claim_id: number;
    user_id: number;
    date: string;
    from_status: string | null;
    to_status: string;
    comment: string | null;
  };
}

export async function up(unknownDb: Kysely<unknown>): Promise<void> {
  const db = unknownDb as Kysely<Tables>;
  const at = new Date().toISOString();
  for (const rule of RULED) {
    const open = await db
      .selectFrom("claims")
      .select(["id", "status", "owner_id", "object_id", "open_object_id", "version"])
      .where("type", "=", rule.type)
      .where("status", "in", [...rule.open])
      .where("object_id", "is not", null)
      .orderBy("id")
      .execute();
    const kept = new Map<string, (typeof open)[number]>();
    const duplicates: { claim: (typeof open)[number]; keptId: number }[] = [];
    for (const claim of open) {
      const key = `${claim.owner_id}:${claim.object_id}`;
      const first = kept.get(key);
      if (first) duplicates.push({ claim, keptId: first.id });
      else kept.set(key, claim);
    }
    // Closed first: a newer keyed duplicate gives its key up before the oldest takes it.
    for (let i = 0; i < duplicates.length; i += BATCH) {
      const batch = duplicates.slice(i, i + BATCH);
      for (const { claim } of batch) {
        await db
          .updateTable("claims")
          .set({ status: rule.closed, open_object_id: null, version: claim.version + 1, update_date: at })
          .where("id", "=", claim.id)
          .execute();
      }
      const entries = batch.map(({ claim, keptId }) => ({
        claim_id: claim.id,
        user_id: claim.owner_id,
        date: at,
        comment: duplicateClosed(keptId),
      }));
      await db
        .insertInto("claim_status_history")
        .values(entries.map((e, k) => ({ ...e, from_status: batch[k]!.claim.status, to_status: rule.closed })))
        .execute();
      await db
        .insertInto("claim_history")
        .values(entries.map((e) => ({ ...e, type: "STATUS", status: rule.closed })))
        .execute();
    }
    const unkeyed = [...kept.values()].filter((claim) => claim.open_object_id === null).map((claim) => claim.id);
    for (let i = 0; i < unkeyed.length; i += BATCH) {
      await db
        .updateTable("claims")
        .set((eb) => ({ open_object_id: eb.ref("object_id") }))
        .where("id", "in", unkeyed.slice(i, i + BATCH))
        .execute();
    }
  }
}
