// A service's audience as stored (service_types.audience, JSON policy.ts Audience) and where a person stands for
// it (policy.ts Asker): her department with every one above it, read in one recursive statement, and her
// position. Read only when some audience names departments or positions. The users' and departments' tables
// are readable by every feature.
import { sql, type Kysely, type Transaction } from "kysely";
import type { Database } from "~/platform/db/schema";
import type { Asker, Audience } from "../policy";
import { knownPositionNames } from "~/features/contacts/index.server";

type Db = Kysely<Database> | Transaction<Database>;

/** A stored audience; rows written before departments and positions name roles alone. */
export function audienceOf(stored: string): Audience {
  const a = JSON.parse(stored) as Partial<Audience>;
  return { roles: a.roles ?? [], departments: a.departments ?? [], positions: a.positions ?? [] };
}

/** An audience as stored: everyone's is `{"roles":[]}` as before (the search index tells restricted ones by it). */
export function audienceJson(a: Audience): string {
  return JSON.stringify({
    roles: a.roles,
    ...(a.departments?.length ? { departments: a.departments } : {}),
    ...(a.positions?.length ? { positions: a.positions } : {}),
  });
}

/** Everyone's audience, as stored. */
export const EVERYONE = audienceJson({ roles: [] });

/** Where this person stands: her department and those above it (a cycle in the tree ends the walk), her position. */
export async function askerOf(db: Db, userId: number): Promise<Asker> {
  const person = await db.selectFrom("users").select(["department_id", "position"]).where("id", "=", userId).executeTakeFirst();
  if (!person?.department_id) return { departments: [], position: person?.position ?? null };
  // UNION, not UNION ALL: a department met again is not walked again, on SQLite and PostgreSQL alike.
  const chain = await sql<{ id: number }>`
    with recursive chain(id, parent_id) as (
      select id, parent_id from departments where id = ${person.department_id}
      union
      select d.id, d.parent_id from departments d join chain c on d.id = c.parent_id
    )
    select id from chain`.execute(db);
  return { departments: chain.rows.map((r) => Number(r.id)), position: person.position };
}

/** The company's departments as a settings form offers them: in tree order, each name indented by its depth. */
export async function departmentOptions(db: Db): Promise<{ id: number; label: string }[]> {
  const rows = await db.selectFrom("departments").select(["id", "name", "parent_id"]).orderBy("name").orderBy("id").execute();
  const children = new Map<number | null, typeof rows>();
  const known = new Set(rows.map((r) => r.id));
  for (const r of rows) {
    const parent = r.parent_id !== null && known.has(r.parent_id) ? r.parent_id : null;
    children.set(parent, [...(children.get(parent) ?? []), r]);
  }
  const options: { id: number; label: string }[] = [];
  const seen = new Set<number>();
  const walk = (parent: number | null, depth: number) => {
    for (const r of children.get(parent) ?? []) {
      if (seen.has(r.id)) continue;
      seen.add(r.id);
      options.push({ id: r.id, label: `${"\u00a0\u00a0".repeat(depth)}${r.name}` });
      walk(r.id, depth + 1);
    }
  };
  walk(null, 0);
  return options;
}

/** The refusal of an audience naming an unknown department or position, by its control; null: it names what exists. */
export async function audienceProblem(
  db: Db,
  audience: { departments: readonly number[]; positions: readonly string[] },
  t: { department: string; position: (name: string) => string },
): Promise<{ field: string; message: string } | null> {
  if (audience.departments.length > 0) {
    const found = await db.selectFrom("departments").select("id").where("id", "in", audience.departments).execute();
    if (found.length !== audience.departments.length) return { field: "audienceDepartments", message: t.department };
  }
  if (audience.positions.length > 0) {
    const found = await knownPositionNames(db, audience.positions);
    const unknown = audience.positions.find((p) => !found.has(p));
    if (unknown !== undefined) return { field: "audiencePositions", message: t.position(unknown) };
  }
  return null;
}
