// A person's manager by the department chain (the request engine's route, ADR 0034): the head of her
// department, or, where it has none, is blocked or is she herself, the head of the department above, up to
// the top. Takes the caller's transaction, so a request is routed in the statement order it is filed in.
import type { Kysely, Transaction } from "kysely";
import type { Database } from "~/platform/db/schema";

/** More levels than any company's structure has: a loop in parent_id cannot hold the filing forever. */
const MAX_DEPTH = 32;

export async function managerOf(db: Kysely<Database> | Transaction<Database>, userId: number): Promise<number | null> {
  const person = await db.selectFrom("users").select("department_id").where("id", "=", userId).executeTakeFirst();
  let departmentId = person?.department_id ?? null;
  for (let depth = 0; departmentId !== null && depth < MAX_DEPTH; depth++) {
    const department = await db
      .selectFrom("departments as d")
      .leftJoin("users as h", (join) => join.onRef("h.id", "=", "d.head_user_id").on("h.blocked", "=", 0))
      .select(["d.parent_id", "h.id as head_id"])
      .where("d.id", "=", departmentId)
      .executeTakeFirst();
    if (!department) return null;
    if (department.head_id !== null && department.head_id !== userId) return department.head_id;
    departmentId = department.parent_id;
  }
  return null;
}
