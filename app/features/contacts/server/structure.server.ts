// The company structure (/structure and GET /contacts-v2/category/get-company-structure): the
// department tree with heads and headcounts, each department linked to its contact category.
import { sql } from "kysely";
import type { Actor } from "~/platform/actor";
import type { Deps } from "~/platform/deps.server";
import { notFound } from "~/platform/errors";
import { requireUser } from "~/platform/require-user";
import type { StructureInput } from "./payloads.server";
import type { StructureNode, StructureSecretary } from "~/features/contacts/views";
import { fullName } from "~/features/contacts/names";
import { chains, MAX_DEPTH, pathOf } from "./queries.server";
import { contactsRefusals } from "~/features/contacts/messages.server";

export function createStructure({ db }: Deps) {
  return {
    /**
     * GET /contacts-v2/category/get-company-structure?id: the department `id` with its subtree, or
     * (without id) the whole company from its top departments. Heads, own and total headcounts.
     */
    async companyStructure(actor: Actor, { id }: StructureInput): Promise<StructureNode[]> {
      requireUser(actor);
      const start = id === undefined ? sql`parent_id is null` : sql`id = ${id}`;
      const { rows: subtree } = await sql<{ id: number }>`
        with recursive down(id, depth) as (
          select id, 0 from departments where ${start}
          union all
          select d.id, down.depth + 1 from departments d join down on d.parent_id = down.id
          where down.depth < ${MAX_DEPTH}
        )
        select distinct id from down`.execute(db);
      const ids = subtree.map((r) => Number(r.id));
      if (ids.length === 0) {
        if (id !== undefined) throw notFound(contactsRefusals.departmentNotFound);
        return [];
      }
      const [departments, counts, secretaries] = await Promise.all([
        db
          .selectFrom("departments as d")
          .leftJoin("contact_categories as cat", "cat.department_id", "d.id")
          .leftJoin("users as h", (join) => join.onRef("h.id", "=", "d.head_user_id").on("h.blocked", "=", 0))
          .leftJoin("contacts as hc", (join) => join.onRef("hc.user_id", "=", "h.id").on("hc.kind", "=", "user"))
          .select([
            "d.id",
            "d.parent_id",
            "d.name",
            "d.city",
            "cat.id as category_id",
            "h.id as head_id",
            "h.name as head_name",
            "h.surname as head_surname",
            "h.middlename as head_middlename",
            "h.position as head_position",
            "h.avatar_path as head_avatar",
            "h.work_status as head_status",
            "hc.id as head_contact_id",
          ])
          .where("d.id", "in", ids)
          .orderBy("d.sort")
          .orderBy("d.id")
          .execute(),
        db
          .selectFrom("users")
          .select(["department_id", (eb) => eb.fn.countAll<number>().as("n")])
          .where("department_id", "in", ids)
          .where("blocked", "=", 0)
          .groupBy("department_id")
          .execute(),
        db
          .selectFrom("department_secretaries as s")
          .innerJoin("users as u", (join) => join.onRef("u.id", "=", "s.user_id").on("u.blocked", "=", 0))
          .select(["s.department_id", "u.id", "u.surname", "u.name", "u.middlename"])
          .where("s.department_id", "in", ids)
          .orderBy("u.surname")
          .orderBy("u.name")
          .orderBy("u.id")
          .execute(),
      ]);
      const secretariesOf = new Map<number, StructureSecretary[]>();
      for (const s of secretaries) {
        const list = secretariesOf.get(s.department_id) ?? [];
        list.push({ userId: s.id, name: fullName(s) });
        secretariesOf.set(s.department_id, list);
      }
      const paths = await chains(
        db,
        departments.flatMap((d) => (d.category_id != null ? [d.category_id] : [])),
      );
      const headcount = new Map(counts.map((c) => [c.department_id!, Number(c.n)]));
      const nodes = new Map<number, StructureNode>();
      const parentOf = new Map<number, number | null>();
      for (const d of departments) {
        if (nodes.has(d.id)) continue; // a department with two categories is listed once
        parentOf.set(d.id, d.id === id ? null : d.parent_id);
        nodes.set(d.id, {
          id: d.id,
          name: d.name,
          city: d.city,
          categoryId: d.category_id,
          categoryIdBreadCrumb: d.category_id != null ? pathOf(paths.get(d.category_id)) : null,
          head:
            d.head_id != null
              ? {
                  userId: d.head_id,
                  contactId: d.head_contact_id,
                  name: d.head_name ?? "",
                  surname: d.head_surname ?? "",
                  middlename: d.head_middlename,
                  position: d.head_position,
                  avatarFile: d.head_avatar ? { filePath: d.head_avatar } : null,
                  workStatus: d.head_status,
                }
              : null,
          headcount: headcount.get(d.id) ?? 0,
          totalHeadcount: 0,
          secretaries: secretariesOf.get(d.id) ?? [],
          children: [],
        });
      }
      const roots: StructureNode[] = [];
      for (const node of nodes.values()) {
        const parentId = parentOf.get(node.id);
        const parent = parentId != null ? nodes.get(parentId) : undefined;
        if (parent) parent.children.push(node);
        else roots.push(node);
      }
      const total = (node: StructureNode): number =>
        (node.totalHeadcount = node.headcount + node.children.reduce((sum, child) => sum + total(child), 0));
      roots.forEach(total);
      return roots;
    },
  };
}
