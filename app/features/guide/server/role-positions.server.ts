// Which wiki roles each position holds (issue #32 point 2, /admin/roles-by-positions): the guide's own
// wiki_role_positions, which its access rule and its article notifications read on every call, so a change
// applies at once. Each change is recorded in the audit log in its transaction.
import type { Actor } from "~/platform/actor";
import { recordAudit } from "~/platform/audit.server";
import type { Deps } from "~/platform/deps.server";
import { forbidden, invalid, notFound } from "~/platform/errors";
import { requireUser } from "~/platform/require-user";
import { positionsByIds } from "~/features/contacts/index.server";
import { rolePositionsRefusals as t } from "../messages.server";
import { mayEditRolePositions } from "../policy";

export interface RoleWithPositions {
  id: number;
  name: string;
  allEmployees: boolean;
  positions: { id: number; name: string; departmentName: string | null }[];
}

export function createRolePositions({ db, now }: Pick<Deps, "db" | "now">) {
  function requireEditor(actor: Actor) {
    const user = requireUser(actor);
    if (!mayEditRolePositions(actor)) throw forbidden(t.noRight);
    return user;
  }

  /** The role and the position, or the refusal that names what is missing. */
  async function checked(roleId: number, positionId: number) {
    const role = await db.selectFrom("wiki_roles").select(["id", "name", "all_employees"]).where("id", "=", roleId).executeTakeFirst();
    if (!role) throw notFound(t.roleNotFound);
    if (role.all_employees) throw invalid(t.everyone);
    const position = (await positionsByIds(db, [positionId])).get(positionId);
    if (!position) throw invalid(t.positionNotFound);
    return { role, position };
  }

  return {
    /** Every wiki role with its positions (by name): three statements whatever their number. */
    async list(actor: Actor): Promise<RoleWithPositions[]> {
      requireEditor(actor);
      const roles = await db.selectFrom("wiki_roles").select(["id", "name", "all_employees"]).orderBy("name").orderBy("id").execute();
      const links = await db.selectFrom("wiki_role_positions").select(["role_id", "position_id"]).execute();
      const positions = await positionsByIds(db, [...new Set(links.map((l) => l.position_id))]);
      return roles.map((r) => ({
        id: r.id,
        name: r.name,
        allEmployees: r.all_employees === 1,
        positions: links
          .filter((l) => l.role_id === r.id)
          .flatMap((l) => {
            const p = positions.get(l.position_id);
            return p ? [{ id: l.position_id, ...p }] : [];
          })
          .sort((a, b) => a.name.localeCompare(b.name, "ru") || (a.departmentName ?? "").localeCompare(b.departmentName ?? "", "ru")),
      }));
    },

    async add(actor: Actor, roleId: number, positionId: number): Promise<void> {
      const user = requireEditor(actor);
      const { role, position } = await checked(roleId, positionId);
      await db.transaction().execute(async (trx) => {
        const there = await trx
          .selectFrom("wiki_role_positions")
          .select("role_id")
          .where("role_id", "=", roleId)
          .where("position_id", "=", positionId)
          .executeTakeFirst();
        if (there) throw invalid(t.already(position.name));
        await trx.insertInto("wiki_role_positions").values({ role_id: roleId, position_id: positionId }).execute();
        const after = { role: role.name, positionId, position: position.name, department: position.departmentName };
        await recordAudit(trx, {
          actorId: user.userId,
          action: "WIKI_ROLE_POSITION_ADD",
          entity: "WIKI_ROLE",
          entityId: roleId,
          after,
          at: now(),
        });
      });
    },

    async remove(actor: Actor, roleId: number, positionId: number): Promise<void> {
      const user = requireEditor(actor);
      const { role, position } = await checked(roleId, positionId);
      await db.transaction().execute(async (trx) => {
        const removed = await trx
          .deleteFrom("wiki_role_positions")
          .where("role_id", "=", roleId)
          .where("position_id", "=", positionId)
          .executeTakeFirst();
        if (Number(removed.numDeletedRows) === 0) throw invalid(t.notThere);
        const before = { role: role.name, positionId, position: position.name, department: position.departmentName };
        await recordAudit(trx, {
          actorId: user.userId,
          action: "WIKI_ROLE_POSITION_REMOVE",
          entity: "WIKI_ROLE",
          entityId: roleId,
          before,
          at: now(),
        });
      });
    },
  };
}

export type RolePositions = ReturnType<typeof createRolePositions>;
