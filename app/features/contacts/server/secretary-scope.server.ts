// Departments' secretaries as the directory's rights and the request engine read them (issue #32 point 3): the
// departments a person is secretary of, the departments a category belongs to, and the secretaries a request
// of a department's person goes to. Each is one statement; the rule itself is policy.ts's canEditContacts.
import { sql } from "kysely";
import type { Actor, SignedIn } from "~/platform/actor";
import { forbidden } from "~/platform/errors";
import { requireUser } from "~/platform/require-user";
import { canEditContacts, mayEditSomewhere } from "~/features/contacts/policy";
import { contactsRefusals } from "~/features/contacts/messages.server";
import { MAX_DEPTH, type Db } from "./queries.server";

/** The departments `userId` is secretary of, by id. */
export async function secretaryDepartmentsOf(db: Db, userId: number): Promise<number[]> {
  const rows = await db
    .selectFrom("department_secretaries")
    .select("department_id")
    .where("user_id", "=", userId)
    .orderBy("department_id")
    .execute();
  return rows.map((r) => r.department_id);
}

/** The departments of a category and of every category above it (a department's category holds its sub-departments'). */
export async function categoryDepartments(db: Db, categoryId: number): Promise<number[]> {
  const { rows } = await sql<{ department_id: number }>`
    with recursive up(id, parent_id, department_id, depth) as (
      select id, parent_id, department_id, 0 from contact_categories where id = ${categoryId}
      union all
      select c.id, c.parent_id, c.department_id, up.depth + 1 from contact_categories c join up on c.id = up.parent_id
      where up.depth < ${MAX_DEPTH}
    )
    select department_id from up where department_id is not null`.execute(db);
  return rows.map((r) => Number(r.department_id));
}

/**
 * The active secretaries a request of a person of `departmentId` goes to: the department's own, or, where it
 * has none, those of the nearest department above it that has some. One statement (the chain walked up by a
 * recursive CTE, as the users' rolesListOf); none up to the top: [].
 */
export async function secretariesOf(db: Db, departmentId: number): Promise<number[]> {
  const { rows } = await sql<{ user_id: number }>`
    with recursive up(id, parent_id, depth) as (
      select id, parent_id, 0 from departments where id = ${departmentId}
      union all
      select d.id, d.parent_id, up.depth + 1 from departments d join up on d.id = up.parent_id where up.depth < ${MAX_DEPTH}
    ),
    found(user_id, depth) as (
      select s.user_id, up.depth from up
      join department_secretaries s on s.department_id = up.id
      join users u on u.id = s.user_id and u.blocked = 0
    )
    select distinct user_id from found where depth = (select min(depth) from found) order by user_id`.execute(db);
  return rows.map((r) => Number(r.user_id));
}

/** Who edits: the signed-in person and the departments she is secretary of (none read for editors, who need none). */
export interface EditScope {
  user: SignedIn;
  secretaryOf: readonly number[];
}

/**
 * The person who may edit some part of the directory, or the refusal (signed out; neither an editor nor anyone's
 * secretary): what every edit starts with. `secretaryOf`, when the caller has read it this request, is reused.
 */
export async function editScope(db: Db, actor: Actor, secretaryOf?: readonly number[]): Promise<EditScope> {
  const user = requireUser(actor);
  const mine = canEditContacts(actor) ? [] : (secretaryOf ?? (await secretaryDepartmentsOf(db, user.userId)));
  if (!mayEditSomewhere(actor, mine)) throw forbidden(contactsRefusals.forbidden);
  return { user, secretaryOf: mine };
}

/** Whether the scope's person edits these categories (every one of them). */
export async function editsCategories(db: Db, scope: EditScope, categoryIds: readonly number[]): Promise<boolean> {
  if (canEditContacts(scope.user)) return true;
  for (const id of new Set(categoryIds)) {
    if (!canEditContacts(scope.user, { secretaryOf: scope.secretaryOf, departments: await categoryDepartments(db, id) })) return false;
  }
  return true;
}

/** Refuses, naming the right, a secretary's edit outside her departments. */
export async function requireCategories(db: Db, scope: EditScope, categoryIds: readonly number[]): Promise<void> {
  if (!(await editsCategories(db, scope, categoryIds))) throw forbidden(contactsRefusals.notTheirDepartment);
}
