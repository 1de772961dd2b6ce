// Departments' secretaries (issue #32 point 3, /admin/secretary-to-department): the assignments, 50 a page by
// their key (department, person), filtered by the department's name and the person's; an assignment added or
// removed with its audit entry in the same transaction. Holders of ROLE_EDIT_SECRETARY and administrators only.
import { sql, type SqlBool } from "kysely";
import type { Actor, SignedIn } from "~/platform/actor";
import type { Deps } from "~/platform/deps.server";
import { recordAudit } from "~/platform/audit.server";
import { escapeLike } from "~/platform/db/like";
import { conflict, forbidden, invalid, notFound } from "~/platform/errors";
import { requireUser } from "~/platform/require-user";
import { searchKey } from "~/shared/search-key";
import { canEditContacts, mayManageSecretaries } from "~/features/contacts/policy";
import { secretaryRefusals as refusals } from "~/features/contacts/messages.server";
import { fullName } from "~/features/contacts/names";
import type { Db } from "./queries.server";
import { editsCategories, secretaryDepartmentsOf } from "./secretary-scope.server";

/** An assignment as the list and the calls show it. */
export interface SecretaryAssignment {
  department: { id: number; name: string };
  person: { id: number; name: string; blocked: boolean };
  /** ISO. */
  assignedAt: string;
  assignedBy: { id: number; name: string } | null;
}

export interface SecretaryFilter {
  /** A part of the department's name; "": any. */
  department: string;
  /** The start of a word of the person's name (surname, name, patronymic); "": anyone. */
  person: string;
  /** The key of the last row shown: [departmentId, userId]. */
  after: readonly [number, number] | null;
  pageSize: number;
}

export interface SecretaryPage {
  assignments: SecretaryAssignment[];
  /** The `after` of the next page ("12.345"); null: this is the last. */
  nextAfter: string | null;
}

export interface AssignmentInput {
  departmentId: number;
  userId: number;
}

/** The holder of the right, or the refusal that names it. */
export function requireSecretaryManager(actor: Actor): SignedIn {
  const user = requireUser(actor);
  if (!mayManageSecretaries(user)) throw forbidden(refusals.noRight);
  return user;
}

const assignmentRows = (db: Db) =>
  db
    .selectFrom("department_secretaries as s")
    .innerJoin("departments as d", "d.id", "s.department_id")
    .innerJoin("users as u", "u.id", "s.user_id")
    .leftJoin("users as b", "b.id", "s.assigned_by")
    .select([
      "s.department_id",
      "s.user_id",
      "s.assigned_at",
      "d.name as department_name",
      "u.surname",
      "u.name",
      "u.middlename",
      "u.blocked",
      "b.id as by_id",
      "b.surname as by_surname",
      "b.name as by_name",
      "b.middlename as by_middlename",
    ]);

type Row = Awaited<ReturnType<ReturnType<typeof assignmentRows>["execute"]>>[number];

const present = (r: Row): SecretaryAssignment => ({
  department: { id: r.department_id, name: r.department_name },
  person: { id: r.user_id, name: fullName(r), blocked: r.blocked === 1 },
  assignedAt: r.assigned_at,
  assignedBy:
    r.by_id != null
      ? { id: r.by_id, name: fullName({ surname: r.by_surname ?? "", name: r.by_name ?? "", middlename: r.by_middlename }) }
      : null,
});

export function createSecretaries({ db, now }: Deps) {
  /** The department's name and the person's, or the refusal naming what is wrong. */
  async function namesOf(trx: Db, { departmentId, userId }: AssignmentInput) {
    const department = await trx.selectFrom("departments").select("name").where("id", "=", departmentId).executeTakeFirst();
    if (!department) throw notFound(refusals.departmentNotFound, { departmentId: refusals.departmentNotFound });
    const person = await trx
      .selectFrom("users")
      .select(["surname", "name", "middlename", "blocked"])
      .where("id", "=", userId)
      .executeTakeFirst();
    if (!person) throw notFound(refusals.personNotFound, { userId: refusals.personNotFound });
    return { department: department.name, person: fullName(person), blocked: person.blocked === 1 };
  }

  return {
    /** GET /secretary/list: a page of assignments by (department, person) after `after`, filtered. */
    async secretaryList(actor: Actor, filter: SecretaryFilter): Promise<SecretaryPage> {
      requireSecretaryManager(actor);
      let query = assignmentRows(db);
      if (filter.after) {
        const [d, u] = filter.after;
        query = query.where((eb) =>
          eb.or([eb("s.department_id", ">", d), eb.and([eb("s.department_id", "=", d), eb("s.user_id", ">", u)])]),
        );
      }
      if (filter.department) {
        // Departments are a few hundred at most: their names are matched here with the portal's folding (ё, case),
        // which SQLite's LIKE does not do for Cyrillic; one statement whatever the list holds.
        const key = searchKey(filter.department);
        const ids = (await db.selectFrom("departments").select(["id", "name"]).execute())
          .filter((d) => searchKey(d.name).includes(key))
          .map((d) => d.id);
        if (ids.length === 0) return { assignments: [], nextAfter: null };
        query = query.where("s.department_id", "in", ids);
      }
      if (filter.person) {
        const key = escapeLike(searchKey(filter.person));
        query = query.where(sql<SqlBool>`(u.search_name like ${`${key}%`} escape '\\' or u.search_name like ${`% ${key}%`} escape '\\')`);
      }
      // One row past the page says whether there is a next one.
      const rows = await query
        .orderBy("s.department_id")
        .orderBy("s.user_id")
        .limit(filter.pageSize + 1)
        .execute();
      const assignments = rows.slice(0, filter.pageSize).map(present);
      const last = assignments.at(-1);
      return { assignments, nextAfter: rows.length > filter.pageSize && last ? `${last.department.id}.${last.person.id}` : null };
    },

    /** POST /secretary/add: makes the person a secretary of the department; her name and the department's, for a toast. */
    async addSecretary(actor: Actor, input: AssignmentInput) {
      const manager = requireSecretaryManager(actor);
      return db.transaction().execute(async (trx) => {
        const names = await namesOf(trx, input);
        if (names.blocked) throw invalid(refusals.personBlocked(names.person), { userId: refusals.personBlocked(names.person) });
        const at = now();
        // The pair is the key: a second administrator adding it a moment later inserts nothing and is told so.
        const inserted = await trx
          .insertInto("department_secretaries")
          .values({ department_id: input.departmentId, user_id: input.userId, assigned_at: at.toISOString(), assigned_by: manager.userId })
          .onConflict((oc) => oc.columns(["department_id", "user_id"]).doNothing())
          .executeTakeFirst();
        if (Number(inserted.numInsertedOrUpdatedRows ?? 0) === 0) throw conflict(refusals.duplicate(names.person, names.department));
        await recordAudit(trx, {
          actorId: manager.userId,
          action: "DEPARTMENT_SECRETARY_ADD",
          entity: "DEPARTMENT",
          entityId: input.departmentId,
          before: null,
          after: { userId: input.userId, person: names.person, department: names.department },
          at,
        });
        return { department: names.department, person: names.person };
      });
    },

    /** POST /secretary/remove: ends the person's assignment to the department. */
    async removeSecretary(actor: Actor, input: AssignmentInput) {
      const manager = requireSecretaryManager(actor);
      return db.transaction().execute(async (trx) => {
        const names = await namesOf(trx, input);
        const deleted = await trx
          .deleteFrom("department_secretaries")
          .where("department_id", "=", input.departmentId)
          .where("user_id", "=", input.userId)
          .executeTakeFirst();
        if (Number(deleted.numDeletedRows) === 0) throw notFound(refusals.notAssigned);
        await recordAudit(trx, {
          actorId: manager.userId,
          action: "DEPARTMENT_SECRETARY_REMOVE",
          entity: "DEPARTMENT",
          entityId: input.departmentId,
          before: { userId: input.userId, person: names.person, department: names.department },
          after: null,
          at: now(),
        });
        return { department: names.department, person: names.person };
      });
    },

    /** The departments the signed-in person is secretary of (none for editors, who edit everywhere; none signed out). */
    async secretaryDepartments(actor: Actor): Promise<number[]> {
      if (actor.kind !== "user" || canEditContacts(actor)) return [];
      return secretaryDepartmentsOf(db, actor.userId);
    },

    /** Whether the person edits the category's cards and records (a page's canEdit). */
    async mayEditCategory(actor: Actor, categoryId: number, secretaryOf?: readonly number[]): Promise<boolean> {
      if (actor.kind !== "user") return false;
      if (canEditContacts(actor)) return true;
      const mine = secretaryOf ?? (await secretaryDepartmentsOf(db, actor.userId));
      if (mine.length === 0) return false;
      return editsCategories(db, { user: actor, secretaryOf: mine }, [categoryId]);
    },
  };
}
