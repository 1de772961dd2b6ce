// The directory's outbox events for the portal search (issue #16): each names the ids a write changed, and is
// written in that write's transaction (platform writeIdsEvent), so the engine's indexes of people (USER),
// contact cards (CONTACT), departments (DEPARTMENT) and positions (USER_POSITION) follow every change.
import type { Kysely, Transaction } from "kysely";
import type { Database } from "~/platform/db/schema";
import { writeIdsEvent } from "~/platform/events.server";

type Db = Kysely<Database> | Transaction<Database>;

/** Payload `{ ids }`: people whose name, position, department or blocking changed (USER). */
export const PERSON_CHANGED = "PERSON_CHANGED";
/** Payload `{ ids }`: contact cards and service records added, changed or deleted (CONTACT). */
export const CONTACT_CHANGED = "CONTACT_CHANGED";
/** Payload `{ ids }`: departments added, renamed or deleted (DEPARTMENT). */
export const DEPARTMENT_CHANGED = "DEPARTMENT_CHANGED";
/** Payload `{ ids }`: positions added, renamed or deleted (USER_POSITION). */
export const POSITION_CHANGED = "POSITION_CHANGED";

/** Contact cards and service records changed by one write. */
export async function contactsChanged(trx: Db, ids: readonly number[], at: Date): Promise<void> {
  await writeIdsEvent(trx, CONTACT_CHANGED, ids, at);
}

/** Departments added, renamed or deleted by one write (whoever writes the departments table calls it). */
export async function departmentsChanged(trx: Db, ids: readonly number[], at: Date): Promise<void> {
  await writeIdsEvent(trx, DEPARTMENT_CHANGED, ids, at);
}

/** Positions added, renamed or deleted by one write. */
export async function positionsChanged(trx: Db, ids: readonly number[], at: Date): Promise<void> {
  await writeIdsEvent(trx, POSITION_CHANGED, ids, at);
}

/**
 * People changed (created, renamed, moved, blocked or unblocked): they, and every card that shows them or is
 * found by their name (their employee card, service records linked to them), are indexed again. `alsoContacts`:
 * cards the write took away, which a query for the person no longer finds.
 */
export async function peopleChanged(trx: Db, userIds: readonly number[], at: Date, alsoContacts: readonly number[] = []): Promise<void> {
  if (userIds.length === 0) return;
  const cards = await trx
    .selectFrom("contacts")
    .select("id")
    .where("user_id", "in", [...userIds])
    .execute();
  await writeIdsEvent(trx, PERSON_CHANGED, userIds, at);
  await contactsChanged(trx, [...cards.map((c) => c.id), ...alsoContacts], at);
}
