// The events outbox (ARCHITECTURE.md): a change writes its side effect as an `events` row in its own
// transaction; a processor, run after the commit, handles each pending event once. A mailer or a push
// sender would be one more handler. Claiming an event (processed_at from null to now) and handling it
// happen in one transaction, so two processes never handle the same event and a failed handler leaves
// it pending for the next run.
import type { Kysely, Transaction } from "kysely";
import type { Database } from "./db/schema";

type Db = Kysely<Database> | Transaction<Database>;

export type EventHandler = (payload: unknown, trx: Transaction<Database>) => Promise<void>;

/** Writes an event; call it with the transaction of the change it describes. */
export async function writeEvent(trx: Db, type: string, payload: unknown, at: Date): Promise<number> {
  const row = await trx
    .insertInto("events")
    .values({ type, payload: JSON.stringify(payload), created_at: at.toISOString(), processed_at: null })
    .returning("id")
    .executeTakeFirstOrThrow();
  return row.id;
}

/** Handles every pending event of the given types, oldest first; returns how many it handled. */
export async function processEvents(db: Kysely<Database>, now: () => Date, handlers: Record<string, EventHandler>): Promise<number> {
  const types = Object.keys(handlers);
  if (types.length === 0) return 0;
  const pending = await db
    .selectFrom("events")
    .select(["id", "type", "payload"])
    .where("processed_at", "is", null)
    .where("type", "in", types)
    .orderBy("id")
    .execute();
  let handled = 0;
  for (const event of pending) {
    const done = await db.transaction().execute(async (trx) => {
      const claimed = await trx
        .updateTable("events")
        .set({ processed_at: now().toISOString() })
        .where("id", "=", event.id)
        .where("processed_at", "is", null)
        .executeTakeFirst();
      if (Number(claimed.numUpdatedRows) === 0) return false; // another process took it
      await handlers[event.type]!(JSON.parse(event.payload), trx);
      return true;
    });
    if (done) handled++;
  }
  return handled;
}
