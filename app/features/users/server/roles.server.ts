// Who holds which role: a person's own roles (user_roles) and those of every role group that reaches her
// (issue #32): a group granted to her, to her position, to her department, or to a department above hers
// with its sub-departments. Every check reads roles through these, so a grant changes them everywhere at
// once: the session's roles, a claim type's handlers, the guide's editors.
import { sql, type Expression, type Kysely, type RawBuilder, type Transaction } from "kysely";
import type { Database } from "~/platform/db/schema";

type Db = Kysely<Database> | Transaction<Database>;

/**
 * The roles the role groups give a person: the grants that name her, her position or her department, and the
 * sub-department grants of the departments above hers (her department chain, walked up in one recursive
 * statement; UNION ends the walk should the tree ever hold a cycle).
 */
const groupRolesOf = (userId: Expression<number>) => sql<string>`
  select rgr.role from role_group_grants g
  join role_group_roles rgr on rgr.group_type = g.group_type
  join users me on me.id = ${userId}
  where (g.subject = 'USER' and g.object_id = me.id)
    or (g.subject = 'POSITION' and g.object_id = me.position_id)
    or (g.subject = 'DEPARTMENT' and g.object_id = me.department_id)
    or (g.subject = 'DEPARTMENT' and g.with_subdepartments = 1 and g.object_id in (
      with recursive above(id) as (
        select d.parent_id from departments d where d.id = me.department_id
        union
        select d.parent_id from departments d join above on d.id = above.id
      )
      select id from above where id is not null))`;

/**
 * A person's roles as a column of another query ("ROLE_A,ROLE_B", null for none; string_agg on both
 * databases), read with rolesFromList: the session's lookup gets them in its own statement, one less
 * on every signed-in request, however many grants there are.
 */
export const rolesListOf = (userId: Expression<number>): RawBuilder<string | null> =>
  sql<string | null>`(select string_agg(held.role, ',') from (
    select role from user_roles where user_roles.user_id = ${userId}
    union
    ${groupRolesOf(userId)}
  ) held)`;

/** rolesListOf's column as rolesOf answers: alphabetically. */
export const rolesFromList = (list: string | null): string[] => (list ? list.split(",").sort() : []);

/** A person's roles, her own and her groups', alphabetically. */
export async function rolesOf(db: Db, userId: number): Promise<string[]> {
  const row = await sql<{ roles: string | null }>`select ${rolesListOf(sql<number>`${userId}`)} as roles`.execute(db);
  return rolesFromList(row.rows[0]?.roles ?? null);
}

/** The people not blocked who hold any of these roles, their own or through a group, by id. */
export async function activeHolders(db: Db, roles: readonly string[]): Promise<number[]> {
  if (roles.length === 0) return [];
  const asked = sql.join(roles.map((role) => sql`${role}`));
  const rows = await sql<{ id: number }>`
    with recursive granted as (
      select g.subject, g.object_id, g.with_subdepartments from role_group_grants g
      join role_group_roles rgr on rgr.group_type = g.group_type
      where rgr.role in (${asked})
    ),
    below(id) as (
      select object_id from granted where subject = 'DEPARTMENT' and with_subdepartments = 1
      union
      select d.id from departments d join below on d.parent_id = below.id
    )
    select u.id from users u
    where u.blocked = 0 and (
      u.id in (select user_id from user_roles where role in (${asked}))
      or u.id in (select object_id from granted where subject = 'USER')
      or u.position_id in (select object_id from granted where subject = 'POSITION')
      or u.department_id in (select object_id from granted where subject = 'DEPARTMENT')
      or u.department_id in (select id from below))
    order by u.id`.execute(db);
  return rows.rows.map((r) => Number(r.id));
}
