// Who holds which role: the people's roles are the users feature's table (user_roles), read by others
// through these (the session's roles, a claim type's handlers, the guide's editors).
import type { Kysely, Transaction } from "kysely";
import type { Database } from "~/platform/db/schema";

type Db = Kysely<Database> | Transaction<Database>;

/** A person's roles, alphabetically. */
export async function rolesOf(db: Db, userId: number): Promise<string[]> {
  const rows = await db.selectFrom("user_roles").select("role").where("user_id", "=", userId).orderBy("role").execute();
  return rows.map((r) => r.role);
}

/** The people not blocked who hold any of these roles, by id. */
export async function activeHolders(db: Db, roles: readonly string[]): Promise<number[]> {
  if (roles.length === 0) return [];
  const rows = await db
    .selectFrom("user_roles")
    .innerJoin("users", "users.id", "user_roles.user_id")
    .select("user_roles.user_id")
    .distinct()
    .where("user_roles.role", "in", roles)
    .where("users.blocked", "=", 0)
    .orderBy("user_roles.user_id")
    .execute();
  return rows.map((r) => r.user_id);
}

/** Every role held, as one row a person and role. */
export async function roleHoldings(db: Db): Promise<{ user_id: number; role: string }[]> {
  return db.selectFrom("user_roles").select(["user_id", "role"]).execute();
}
