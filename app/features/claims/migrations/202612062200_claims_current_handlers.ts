// A claim's handlers may change as it moves (a request's route: the manager approves, then HR, then the
// people who carry it out). Those of a past step keep their row with current 0: they still read the claim
// they decided on and find it in their list, but make no handler's moves and hear of nothing new. Every
// existing row is current: until now handlers never changed by a move.
import type { Kysely } from "kysely";

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable("claim_handlers")
    .addColumn("current", "integer", (c) => c.notNull().defaultTo(1))
    .execute();
}
