// Role groups (issue #32 point 1): the bundles the features declare (RoleGroupDef), written to the database at
// start so statements can read them, and their grants to people, departments and positions. Every grant and
// revocation moves the group's version (an administrator's form opened before another's change is refused, and
// nothing is overwritten) and is recorded in the audit log, in the same transaction.
import { sql, type Kysely, type Transaction } from "kysely";
import type { Actor } from "~/platform/actor";
import { requireUser } from "~/platform/require-user";
import { recordAudit } from "~/platform/audit.server";
import type { Database } from "~/platform/db/schema";
import type { Deps } from "~/platform/deps.server";
import { conflict, forbidden, invalid, notFound } from "~/platform/errors";
import type { RoleGroupDef } from "~/platform/feature";
import { hasAnyRole } from "~/platform/policies";
import { positionsByIds } from "~/features/contacts/index.server";
import { rightsRefusals } from "../messages.server";
import { mayChangeGroup, mayManageRights, RIGHTS_ROLES } from "../policy";
import type { GrantSubject } from "../tables";
import { rolesOf } from "./roles.server";
import { grantLabels, type GrantView } from "./grant-labels.server";

export type { GrantView };
type Db = Kysely<Database> | Transaction<Database>;

export const GRANT_SUBJECTS: readonly GrantSubject[] = ["USER", "DEPARTMENT", "POSITION"];

export interface RoleGroupView extends RoleGroupDef {
  version: number;
  grants: GrantView[];
  /** May the reader grant and revoke it (a group with the administrator's role: administrators only). */
  canChange: boolean;
}

export interface GrantInput {
  subject: GrantSubject;
  objectId: number;
  withSubdepartments: boolean;
}

/** A person the group reaches, and the grants it reaches her through (a grant's id, see RoleGroupView.grants). */
export interface Holder {
  id: number;
  name: string;
  through: number[];
}

export function createRoleGroups({ db, now }: Pick<Deps, "db" | "now">, defs: readonly RoleGroupDef[]) {
  const byType = new Map(defs.map((d) => [d.type, d]));

  function requireGroup(actor: Actor, type: string): RoleGroupDef {
    requireUser(actor);
    if (!mayManageRights(actor)) throw forbidden(rightsRefusals.noRight);
    const group = byType.get(type);
    if (!group) throw notFound(rightsRefusals.unknownGroup(type));
    return group;
  }

  /** Moves the group to its next version if it is still at `expected`; the first write of every change. */
  async function claimGroupVersion(trx: Transaction<Database>, group: RoleGroupDef, expected: number | undefined) {
    let query = trx
      .updateTable("role_groups")
      .set((eb) => ({ version: eb("version", "+", 1) }))
      .where("type", "=", group.type);
    if (expected !== undefined) query = query.where("version", "=", expected);
    const row = await query.returning("version").executeTakeFirst();
    if (!row) throw conflict(rightsRefusals.stale(group.title));
  }

  /** Refuses a grant to what does not exist, by name; a blocked person is refused too. */
  async function checkSubject(trx: Db, input: GrantInput) {
    if (input.subject === "USER") {
      const person = await trx
        .selectFrom("users")
        .select(["surname", "name", "blocked"])
        .where("id", "=", input.objectId)
        .executeTakeFirst();
      if (!person) throw invalid(rightsRefusals.personNotFound(input.objectId));
      if (person.blocked) throw invalid(rightsRefusals.personBlocked(`${person.surname} ${person.name}`));
    } else if (input.subject === "DEPARTMENT") {
      const department = await trx.selectFrom("departments").select("id").where("id", "=", input.objectId).executeTakeFirst();
      if (!department) throw invalid(rightsRefusals.departmentNotFound(input.objectId));
    } else if (!(await positionsByIds(trx as Kysely<Database>, [input.objectId])).has(input.objectId)) {
      throw invalid(rightsRefusals.positionNotFound(input.objectId));
    }
  }

  return {
    /** Every group the features declare, in the registry's order. */
    defs,
    find: (type: string) => byType.get(type) ?? null,

    /**
     * Writes the bundles to the database (role_groups, role_group_roles) as the manifests say: at every start,
     * writing only what differs. Several processes starting at once write the same rows (insert-or-skip).
     */
    async sync(): Promise<void> {
      const wanted = defs.flatMap((d) => d.roles.map((role) => `${d.type}\u0000${role}`));
      const held = await db.selectFrom("role_group_roles").select(["group_type", "role"]).execute();
      const heldKeys = new Set(held.map((r) => `${r.group_type}\u0000${r.role}`));
      const types = await db.selectFrom("role_groups").select("type").execute();
      const known = new Set(types.map((t) => t.type));
      const missing = wanted.filter((key) => !heldKeys.has(key));
      const extra = held.filter((r) => !wanted.includes(`${r.group_type}\u0000${r.role}`));
      const newTypes = defs.filter((d) => !known.has(d.type));
      if (missing.length === 0 && extra.length === 0 && newTypes.length === 0) return;
      await db.transaction().execute(async (trx) => {
        if (newTypes.length > 0) {
          await trx
            .insertInto("role_groups")
            .values(newTypes.map((d) => ({ type: d.type })))
            .onConflict((oc) => oc.doNothing())
            .execute();
        }
        if (missing.length > 0) {
          const rows = missing.map((key) => {
            const [group_type = "", role = ""] = key.split("\u0000");
            return { group_type, role };
          });
          await trx
            .insertInto("role_group_roles")
            .values(rows)
            .onConflict((oc) => oc.doNothing())
            .execute();
        }
        for (const row of extra) {
          await trx.deleteFrom("role_group_roles").where("group_type", "=", row.group_type).where("role", "=", row.role).execute();
        }
      });
    },

    /** The groups with how many grants each has (the rights' start page). */
    async summaries(actor: Actor): Promise<(RoleGroupDef & { grants: number })[]> {
      requireUser(actor);
      if (!mayManageRights(actor)) throw forbidden(rightsRefusals.noRight);
      const counts = await db
        .selectFrom("role_group_grants")
        .select(["group_type", (eb) => eb.fn.countAll<number>().as("n")])
        .groupBy("group_type")
        .execute();
      const count = new Map(counts.map((c) => [c.group_type, Number(c.n)]));
      return defs.map((d) => ({ ...d, grants: count.get(d.type) ?? 0 }));
    },

    /** One group with its grants, named; unknown type: not found. */
    async group(actor: Actor, type: string): Promise<RoleGroupView> {
      const group = requireGroup(actor, type);
      const row = await db.selectFrom("role_groups").select("version").where("type", "=", type).executeTakeFirst();
      const grants = await db.selectFrom("role_group_grants").selectAll().where("group_type", "=", type).orderBy("id").execute();
      return { ...group, version: row?.version ?? 0, grants: await grantLabels(db, grants), canChange: mayChangeGroup(actor, group) };
    },

    /**
     * The people the group reaches, not blocked, by id after `afterId` (keyset), `limit` of them, with the grants
     * that reach each; and how many they are in all.
     */
    async holders(actor: Actor, type: string, page: { afterId: number; limit: number }): Promise<{ people: Holder[]; total: number }> {
      requireGroup(actor, type);
      const reach = sql`
        with recursive g as (
          select id, subject, object_id, with_subdepartments from role_group_grants where group_type = ${type}
        ),
        below(id, grant_id) as (
          select object_id, id from g where subject = 'DEPARTMENT' and with_subdepartments = 1
          union
          select d.id, below.grant_id from departments d join below on d.parent_id = below.id
        ),
        reach(user_id, grant_id) as (
          select object_id, id from g where subject = 'USER'
          union select u.id, g.id from users u join g on g.subject = 'POSITION' and u.position_id = g.object_id
          union select u.id, g.id from users u join g on g.subject = 'DEPARTMENT' and u.department_id = g.object_id
          union select u.id, below.grant_id from users u join below on u.department_id = below.id
        ),
        held as (select distinct r.user_id from reach r join users u on u.id = r.user_id and u.blocked = 0)`;
      const rows = await sql<{ user_id: number; grant_id: number; surname: string; name: string; middlename: string | null }>`
        ${reach},
        page as (select user_id from held where user_id > ${page.afterId} order by user_id limit ${page.limit})
        select distinct r.user_id, r.grant_id, u.surname, u.name, u.middlename
        from page p join reach r on r.user_id = p.user_id join users u on u.id = p.user_id
        order by r.user_id, r.grant_id`.execute(db);
      const total = await sql<{ n: number | string }>`${reach} select count(*) as n from held`.execute(db);
      const people = new Map<number, Holder>();
      for (const r of rows.rows) {
        const id = Number(r.user_id);
        const holder = people.get(id) ?? { id, name: [r.surname, r.name, r.middlename].filter(Boolean).join(" "), through: [] };
        holder.through.push(Number(r.grant_id));
        people.set(id, holder);
      }
      return { people: [...people.values()], total: Number(total.rows[0]?.n ?? 0) };
    },

    /** Grants the group; the same subject again with only the sub-departments' flag changed changes the flag. */
    async grant(actor: Actor, type: string, input: GrantInput, version?: number): Promise<void> {
      const group = requireGroup(actor, type);
      const user = requireUser(actor);
      if (!mayChangeGroup(actor, group)) throw forbidden(rightsRefusals.adminOnly(group.title));
      const withSub = input.subject === "DEPARTMENT" && input.withSubdepartments ? 1 : 0;
      await db.transaction().execute(async (trx) => {
        await claimGroupVersion(trx, group, version);
        await checkSubject(trx, input);
        const same = await trx
          .selectFrom("role_group_grants")
          .selectAll()
          .where("group_type", "=", type)
          .where("subject", "=", input.subject)
          .where("object_id", "=", input.objectId)
          .executeTakeFirst();
        const asked = {
          id: 0,
          group_type: type,
          subject: input.subject,
          object_id: input.objectId,
          with_subdepartments: withSub,
          granted_at: "",
          granted_by: null,
        };
        const [label] = await grantLabels(trx, [asked]);
        const after = { subject: input.subject, objectId: input.objectId, label: label?.label, withSubdepartments: withSub === 1 };
        const at = now();
        if (same && same.with_subdepartments === withSub) throw invalid(rightsRefusals.alreadyGranted(label?.label ?? ""));
        if (same) {
          await trx.updateTable("role_group_grants").set({ with_subdepartments: withSub }).where("id", "=", same.id).execute();
          const before = { ...after, withSubdepartments: same.with_subdepartments === 1 };
          await recordAudit(trx, {
            actorId: user.userId,
            action: "ROLE_GROUP_GRANT_CHANGE",
            entity: "ROLE_GROUP",
            entityId: type,
            before,
            after,
            at,
          });
          return;
        }
        await trx
          .insertInto("role_group_grants")
          .values({
            group_type: type,
            subject: input.subject,
            object_id: input.objectId,
            with_subdepartments: withSub,
            granted_at: at.toISOString(),
            granted_by: user.userId,
          })
          .execute();
        await recordAudit(trx, { actorId: user.userId, action: "ROLE_GROUP_GRANT", entity: "ROLE_GROUP", entityId: type, after, at });
      });
    },

    /** Revokes a grant; refused when it is the reader's own last way to distribute rights. */
    async revoke(actor: Actor, type: string, grantId: number, version?: number): Promise<void> {
      const group = requireGroup(actor, type);
      const user = requireUser(actor);
      if (!mayChangeGroup(actor, group)) throw forbidden(rightsRefusals.adminOnly(group.title));
      await db.transaction().execute(async (trx) => {
        await claimGroupVersion(trx, group, version);
        const grant = await trx
          .selectFrom("role_group_grants")
          .selectAll()
          .where("id", "=", grantId)
          .where("group_type", "=", type)
          .executeTakeFirst();
        if (!grant) throw notFound(rightsRefusals.grantNotFound);
        const [label] = await grantLabels(trx, [grant]);
        await trx.deleteFrom("role_group_grants").where("id", "=", grantId).execute();
        // Read again inside the transaction: her roles as they would be after it.
        if (!hasAnyRole({ ...user, roles: await rolesOf(trx, user.userId) }, ...RIGHTS_ROLES)) throw forbidden(rightsRefusals.lastRoute);
        const before = {
          subject: grant.subject,
          objectId: grant.object_id,
          label: label?.label,
          withSubdepartments: grant.with_subdepartments === 1,
        };
        await recordAudit(trx, {
          actorId: user.userId,
          action: "ROLE_GROUP_REVOKE",
          entity: "ROLE_GROUP",
          entityId: type,
          before,
          at: now(),
        });
      });
    },
  };
}

export type RoleGroups = ReturnType<typeof createRoleGroups>;
