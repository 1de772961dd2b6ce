// Who manages whom, and the lists of people a manager or HR opens goals from. A manager is the head of a
// person's department or of any department above it (the department tree the contacts keep), so the head of
// a branch sees everyone under it. Each list is one statement per page (keyset by surname, then id), however
// many people or goals there are.
import { sql, type Kysely, type SqlBool, type Transaction } from "kysely";
import type { Database } from "~/platform/db/schema";
import { fullName } from "~/features/contacts/index.server";
import type { PeoplePage } from "./model";

type Db = Kysely<Database> | Transaction<Database>;

/** People per page of the team and HR lists. */
export const PEOPLE_PAGE = 20;

/** Whether `managerId` heads a department `personId` belongs to, directly or through the departments above hers. */
export async function manages(db: Db, managerId: number, personId: number): Promise<boolean> {
  if (managerId === personId) return false;
  // `union` (not `union all`): a cycle in the departments' parents would end, not loop.
  const found = await sql<{ id: number }>`select d.id from departments d where d.head_user_id = ${managerId} and d.id in (
      with recursive up(id) as (
        select u.department_id from users u where u.id = ${personId} and u.department_id is not null
        union
        select d2.parent_id from departments d2 join up on d2.id = up.id where d2.parent_id is not null
      ) select id from up) limit 1`.execute(db);
  return found.rows.length > 0;
}

/** The people of every department `managerId` heads and of all departments under them, herself left out. */
function managedBy(managerId: number) {
  return sql<SqlBool>`u.id <> ${managerId} and u.department_id in (
      with recursive down(id) as (
        select d.id from departments d where d.head_user_id = ${managerId}
        union
        select d2.id from departments d2 join down on d2.parent_id = down.id
      ) select id from down)`;
}

/** A page of the team (`{ managerId }`) or of everyone with goals in the year (`{ all: true }`). */
export async function peoplePage(
  db: Db,
  scope: { managerId: number } | { all: true },
  year: number,
  after: number | null,
): Promise<PeoplePage> {
  let query = db
    .selectFrom("users as u")
    .leftJoin("goals as g", (join) => join.onRef("g.user_id", "=", "u.id").on("g.year", "=", year))
    .select(["u.id", "u.surname", "u.name", "u.middlename", "u.position"])
    .select([
      sql<number | string>`count(g.id)`.as("goal_count"),
      sql<number | string>`coalesce(sum(case when g.status = 'COMPLETED' then 1 else 0 end), 0)`.as("completed"),
      sql<number | string | null>`avg(case when g.status <> 'CANCELLED' then g.progress end)`.as("average"),
    ])
    .where("u.blocked", "=", 0)
    .groupBy(["u.id", "u.surname", "u.name", "u.middlename", "u.position"])
    .orderBy("u.surname")
    .orderBy("u.id")
    .limit(PEOPLE_PAGE + 1);
  query = "all" in scope ? query.having(sql<SqlBool>`count(g.id) > 0`) : query.where(managedBy(scope.managerId));
  if (after !== null) {
    const surname = db.selectFrom("users").select("surname").where("id", "=", after);
    query = query.where((eb) => eb.or([eb("u.surname", ">", surname), eb.and([eb("u.surname", "=", surname), eb("u.id", ">", after)])]));
  }
  const rows = await query.execute();
  const shown = rows.slice(0, PEOPLE_PAGE);
  return {
    people: shown.map((r) => ({
      id: r.id,
      name: fullName(r),
      position: r.position,
      count: Number(r.goal_count),
      completed: Number(r.completed),
      average: Math.round(Number(r.average ?? 0)),
    })),
    next: rows.length > PEOPLE_PAGE ? (shown.at(-1)?.id ?? null) : null,
  };
}
