// Writing a claim's handlers: those resolved when it is filed, and those a routed move hands it to (a
// request approved by one step waits on the next step's approvers). Handlers of a past step keep their
// row with current 0: they still read the claim (access.server.ts) but neither move it nor hear of it.
import type { ClaimDb } from "./claim-types.server";

/** Handlers are written this many at a time: well under SQLite's and PostgreSQL's bound-value limits. */
export const HANDLER_BATCH = 500;

/** Adds the handlers of a newly filed claim (current, the column's default). */
export async function addHandlers(trx: ClaimDb, claimId: number, userIds: readonly number[]): Promise<void> {
  const ids = [...new Set(userIds)];
  for (let i = 0; i < ids.length; i += HANDLER_BATCH) {
    await trx
      .insertInto("claim_handlers")
      .values(ids.slice(i, i + HANDLER_BATCH).map((userId) => ({ claim_id: claimId, user_id: userId })))
      .execute();
  }
}

/**
 * Makes `userIds` exactly the claim's current handlers: everyone else's row becomes a past one, theirs
 * is added or made current again (someone may come back in a later step).
 */
export async function setCurrentHandlers(trx: ClaimDb, claimId: number, userIds: readonly number[]): Promise<void> {
  await trx.updateTable("claim_handlers").set({ current: 0 }).where("claim_id", "=", claimId).where("current", "=", 1).execute();
  const ids = [...new Set(userIds)];
  for (let i = 0; i < ids.length; i += HANDLER_BATCH) {
    await trx
      .insertInto("claim_handlers")
      .values(ids.slice(i, i + HANDLER_BATCH).map((userId) => ({ claim_id: claimId, user_id: userId, current: 1 })))
      // claim_handlers' primary key (0017_claims).
      .onConflict((oc) => oc.columns(["user_id", "claim_id"]).doUpdateSet({ current: 1 }))
      .execute();
  }
}
