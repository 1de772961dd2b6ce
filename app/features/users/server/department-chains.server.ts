// Each person's department and every department above it, for counts kept per department that a filter by a
// department reads whole; and the people of a department with every department under it, for a filter over
// rows that name their person (the statistics, issue #33 point 4).
import { sql, type Kysely, type RawBuilder, type SqlBool, type Transaction } from "kysely";
import type { Database } from "~/platform/db/schema";

/** Ids per statement: far below SQLite's and PostgreSQL's limits on bound values. */
const IDS_PER_STATEMENT = 500;

/** Person id → her department and those above it (none for a person without a department). */
export async function departmentChainsOf(
  db: Kysely<Database> | Transaction<Database>,
  userIds: readonly number[],
): Promise<Map<number, number[]>> {
  const map = new Map<number, number[]>();
  for (let i = 0; i < userIds.length; i += IDS_PER_STATEMENT) {
    const part = userIds.slice(i, i + IDS_PER_STATEMENT);
    // `union` (not `union all`): a cycle in the departments' parents would end, not loop.
    const rows = await sql<{ user_id: number; department_id: number }>`with recursive up(user_id, department_id) as (
        select u.id, u.department_id from users u where u.department_id is not null and u.id in (${sql.join(part)})
        union
        select up.user_id, d.parent_id from up join departments d on d.id = up.department_id where d.parent_id is not null
      ) select user_id, department_id from up`.execute(db);
    for (const r of rows.rows) map.set(r.user_id, [...(map.get(r.user_id) ?? []), r.department_id]);
  }
  return map;
}

/**
 * Whether the person a column names belongs to a department or to any department under it: a condition for
 * `where(…)`. `union` (not `union all`): a cycle in the departments' parents would end, not loop.
 */
export function personInDepartmentTree(personColumn: string, departmentId: number): RawBuilder<SqlBool> {
  return sql<SqlBool>`${sql.ref(personColumn)} in (with recursive down(id) as (
      select cast(${departmentId} as integer) union select d.id from departments d join down on d.parent_id = down.id
    ) select u.id from users u where u.department_id in (select id from down))`;
}
