// Writes to a person's row by the features that keep part of it: the sign-in its password, the profile what a
// person edits of herself. The row is the users feature's (users); these are the ways others change it. The
// columns that follow the directory (the search name, the catalogue position) are written here too, by
// syncPerson, which the users' own writes call.
import type { Kysely, Transaction, Updateable } from "kysely";
import type { Database } from "~/platform/db/schema";
import { searchKey } from "~/shared/search-key";
import { peopleChanged, syncPersonInDirectory } from "~/features/contacts/index.server";
import type { UserTable } from "../tables";

type Db = Kysely<Database> | Transaction<Database>;

/** What the profile and the directory may change of a person. */
export type PersonFields = Omit<Updateable<UserTable>, "id" | "phone" | "password_hash" | "blocked" | "version">;

/** Sets a person's password hash (sign-in's rehash, registration, recovery). */
export async function setPasswordHash(db: Db, userId: number, passwordHash: string, at?: string): Promise<void> {
  await db
    .updateTable("users")
    .set(at ? { password_hash: passwordHash, updated_at: at } : { password_hash: passwordHash })
    .where("id", "=", userId)
    .execute();
}

/**
 * Locks a person's row for the rest of the transaction (a no-op write: PostgreSQL's row lock; SQLite has one
 * writer), so parallel steps for one person take turns.
 */
export async function lockPerson(trx: Transaction<Database>, userId: number): Promise<void> {
  await trx
    .updateTable("users")
    .set((eb) => ({ phone: eb.ref("phone") }))
    .where("id", "=", userId)
    .execute();
}

/**
 * Blocks or unblocks a person in the caller's transaction (the administrator's people page: with the end of
 * her sessions and the audit entry), only when she is not so already: false when nothing changed (another
 * administrator was first, or no such person). The search stops or starts finding her and her card once the
 * event written here is delivered.
 */
export async function setBlocked(db: Db, userId: number, blocked: boolean, at: Date): Promise<boolean> {
  const changed = await db
    .updateTable("users")
    .set({ blocked: blocked ? 1 : 0, updated_at: at.toISOString() })
    .where("id", "=", userId)
    .where("blocked", "=", blocked ? 0 : 1)
    .returning("id")
    .executeTakeFirst();
  if (changed) await peopleChanged(db, [userId], at);
  return Boolean(changed);
}

/** Changes these fields of a person. */
export async function updatePerson(db: Db, userId: number, fields: PersonFields): Promise<void> {
  await db.updateTable("users").set(fields).where("id", "=", userId).execute();
}

/**
 * Brings the directory in line with a person's row (her catalogue position and card: the contacts'
 * syncPersonInDirectory, with its search events unless `events` is false) and the row's columns that follow
 * from her name and the directory: the lower-cased search name and the position's id. Runs in the
 * transaction that wrote the row; the demo passes `events: false` (the search builds its empty indexes
 * whole at the first start).
 */
export async function syncPerson(db: Db, userId: number, at: string, options: { events: boolean } = { events: true }): Promise<void> {
  const person = await db
    .selectFrom("users")
    .select(["id", "name", "surname", "middlename", "position", "department_id"])
    .where("id", "=", userId)
    .executeTakeFirstOrThrow();
  const { positionId } = await syncPersonInDirectory(db, person, at, options);
  await db
    .updateTable("users")
    .set({ search_name: searchKey(`${person.surname} ${person.name} ${person.middlename ?? ""}`), position_id: positionId })
    .where("id", "=", userId)
    .execute();
}
