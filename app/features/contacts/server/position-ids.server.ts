// The catalogue's positions (the directory's table) for features that hang something on them: the guide's
// wiki roles are held by positions (its demo picks them by name and by department); a service's audience names
// positions, which must be the catalogue's.
import type { Kysely } from "kysely";
import type { Database } from "~/platform/db/schema";

/** The ids of the positions of these names, in any department. */
export async function positionIdsNamed(db: Kysely<Database>, names: readonly string[]): Promise<number[]> {
  const rows = await db
    .selectFrom("positions")
    .select("id")
    .where("name", "in", [...names])
    .execute();
  return rows.map((r) => r.id);
}

/** The ids of the positions of the departments of this name. */
export async function positionIdsInDepartment(db: Kysely<Database>, departmentName: string): Promise<number[]> {
  const rows = await db
    .selectFrom("positions")
    .innerJoin("departments", "departments.id", "positions.department_id")
    .select("positions.id")
    .where("departments.name", "=", departmentName)
    .execute();
  return rows.map((r) => r.id);
}

/** Which of these names the catalogue has (a position's name may recur in several departments). */
export async function knownPositionNames(db: Kysely<Database>, names: readonly string[]): Promise<Set<string>> {
  if (names.length === 0) return new Set();
  const rows = await db
    .selectFrom("positions")
    .select("name")
    .where("name", "in", [...names])
    .execute();
  return new Set(rows.map((r) => r.name));
}

/** These positions with their department's name, by id (those that exist): the rights pages name a grant's position. */
export async function positionsByIds(
  db: Kysely<Database>,
  ids: readonly number[],
): Promise<Map<number, { name: string; departmentName: string | null }>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .selectFrom("positions")
    .leftJoin("departments", "departments.id", "positions.department_id")
    .select(["positions.id", "positions.name", "departments.name as department_name"])
    .where("positions.id", "in", [...ids])
    .execute();
  return new Map(rows.map((r) => [r.id, { name: r.name, departmentName: r.department_name }]));
}
