// Writes to a person's row by the features that keep part of it: the sign-in its password, the profile what a
// person edits of herself. The row is the users feature's (users); these are the ways others change it (the
// directory's own writes are still listed in tests/table-ownership.test.ts).
import type { Kysely, Transaction, Updateable } from "kysely";
import type { Database } from "~/platform/db/schema";
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

/** Changes these fields of a person. */
export async function updatePerson(db: Db, userId: number, fields: PersonFields): Promise<void> {
  await db.updateTable("users").set(fields).where("id", "=", userId).execute();
}
