// A role group's grants as the rights pages and the audit log name them: the person's full name, the
// department's or the position's name, and what kind of subject it is. Three statements at most, whatever the
// number of grants (people and departments by id, positions through the directory's catalogue).
import type { Kysely, Selectable, Transaction } from "kysely";
import type { Database } from "~/platform/db/schema";
import { positionsByIds } from "~/features/contacts/index.server";
import { grantHints } from "../messages.server";
import type { GrantSubject, RoleGroupGrantTable } from "../tables";

type Db = Kysely<Database> | Transaction<Database>;

export interface GrantView {
  id: number;
  subject: GrantSubject;
  objectId: number;
  withSubdepartments: boolean;
  label: string;
  hint: string;
  grantedAt: string;
  grantedBy: string | null;
}

const idsOf = (grants: readonly Selectable<RoleGroupGrantTable>[], subject: GrantSubject) =>
  grants.filter((g) => g.subject === subject).map((g) => g.object_id);

const fullName = (p: { surname: string; name: string; middlename: string | null }) =>
  [p.surname, p.name, p.middlename].filter(Boolean).join(" ");

export async function grantLabels(db: Db, grants: readonly Selectable<RoleGroupGrantTable>[]): Promise<GrantView[]> {
  if (grants.length === 0) return [];
  const personIds = [...new Set([...idsOf(grants, "USER"), ...grants.flatMap((g) => (g.granted_by ? [g.granted_by] : []))])];
  const departmentIds = idsOf(grants, "DEPARTMENT");
  const people = personIds.length
    ? await db.selectFrom("users").select(["id", "surname", "name", "middlename"]).where("id", "in", personIds).execute()
    : [];
  const departments = departmentIds.length
    ? await db.selectFrom("departments").select(["id", "name"]).where("id", "in", departmentIds).execute()
    : [];
  const positions = await positionsByIds(db as Kysely<Database>, idsOf(grants, "POSITION"));
  const person = new Map(people.map((p) => [p.id, fullName(p)]));
  const department = new Map(departments.map((d) => [d.id, d.name]));
  return grants.map((g) => {
    const base = {
      id: g.id,
      subject: g.subject,
      objectId: g.object_id,
      withSubdepartments: g.with_subdepartments === 1,
      grantedAt: g.granted_at,
    };
    const grantedBy = g.granted_by ? (person.get(g.granted_by) ?? null) : null;
    if (g.subject === "USER") {
      return {
        ...base,
        grantedBy,
        label: person.get(g.object_id) ?? grantHints.missing(grantHints.person, g.object_id),
        hint: grantHints.person,
      };
    }
    if (g.subject === "DEPARTMENT") {
      const hint = g.with_subdepartments ? grantHints.withSubdepartments : grantHints.department;
      return { ...base, grantedBy, label: department.get(g.object_id) ?? grantHints.missing(grantHints.department, g.object_id), hint };
    }
    const position = positions.get(g.object_id);
    return {
      ...base,
      grantedBy,
      label: position?.name ?? grantHints.missing(grantHints.position(null), g.object_id),
      hint: grantHints.position(position?.departmentName ?? null),
    };
  });
}
