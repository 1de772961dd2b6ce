// Who holds which role: the people's roles are the users feature's table (user_roles), read by others
// through these (the session's roles, a claim type's handlers, the guide's editors).
import { sql, type Expression, type Kysely, type RawBuilder, type Transaction } from "kysely";
import type { Database } from "~/platform/db/schema";

type Db = Kysely<Database> | Transaction<Database>;

/** A person's roles, alphabetically. */
export async function rolesOf(db: Db, userId: number): Promise<string[]> {
  const rows = await db.selectFrom("user_roles").select("role").where("user_id", "=", userId).orderBy("role").execute();
  return rows.map((r) => r.role);
}

/**
 * A person's roles as a column of another query ("ROLE_A,ROLE_B", null for none; string_agg on both
 * databases), read with rolesFromList: the session's lookup gets them in its own statement, one less
 * on every signed-in request.
 */
export const rolesListOf = (userId: Expression<number>): RawBuilder<string | null> =>
  sql<string | null>`(select string_agg(role, ',') from user_roles where user_roles.user_id = ${userId})`;

/** rolesListOf's column as rolesOf answers: alphabetically. */
export const rolesFromList = (list: string | null): string[] => (list ? list.split(",").sort() : []);

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
