// Writing the catalogue (the demo's seed now, the services' admin pages next): a category, and a service type
// with its first version. A version is never changed once a request holds it (ADR 0034).
import type { Kysely, Transaction } from "kysely";
import type { Database } from "~/platform/db/schema";
import type { ServiceField } from "../fields";
import type { ServiceRoute } from "../route";
import type { Audience } from "../policy";
import { audienceJson } from "./audience.server";
import type { ServiceFamily } from "./request-claims.server";
import { serviceTypesChanged } from "./search-index.server";

type Db = Kysely<Database> | Transaction<Database>;

export interface NewServiceType {
  key: string;
  name: string;
  description: string;
  icon: string;
  categoryId: number;
  family: ServiceFamily;
  audience: Audience;
  /** Its holders administer it besides the services' administrators (policy.ts). */
  managerRole: string | null;
  fields: readonly ServiceField[];
  route: ServiceRoute;
  sort: number;
}

export async function addCategory(db: Db, name: string, sort: number): Promise<number> {
  const row = await db.insertInto("service_categories").values({ name, sort }).returning("id").executeTakeFirstOrThrow();
  return row.id;
}

/** The type, its version 1, and the type pointed at it. */
export async function addServiceType(db: Db, type: NewServiceType, by: number | null, at: Date): Promise<number> {
  const { id } = await db
    .insertInto("service_types")
    .values({
      key: type.key,
      name: type.name,
      description: type.description,
      icon: type.icon,
      category_id: type.categoryId,
      family: type.family,
      audience: audienceJson(type.audience),
      manager_role: type.managerRole,
      sort: type.sort,
    })
    .returning("id")
    .executeTakeFirstOrThrow();
  const version = await db
    .insertInto("service_versions")
    .values({
      type_id: id,
      number: 1,
      fields: JSON.stringify(type.fields),
      route: JSON.stringify(type.route),
      created_at: at.toISOString(),
      created_by: by,
    })
    .returning("id")
    .executeTakeFirstOrThrow();
  await db.updateTable("service_types").set({ current_version_id: version.id }).where("id", "=", id).execute();
  await serviceTypesChanged(db, [id], at);
  return id;
}

/**
 * Saves a type's form and route (its administrators' page, next): the current version is changed in place
 * while no request holds it; once one does, a new version is made and the type points at it, so every
 * request keeps reading the form it was made with. Returns the version now current.
 */
export async function saveVersion(
  db: Db,
  typeId: number,
  form: { fields: readonly ServiceField[]; route: ServiceRoute },
  by: number | null,
  at: Date,
): Promise<number> {
  const current = await db
    .selectFrom("service_types as t")
    .innerJoin("service_versions as v", "v.id", "t.current_version_id")
    .select(["v.id", "v.number"])
    .select((eb) => eb.exists(eb.selectFrom("service_requests as r").select("r.claim_id").whereRef("r.version_id", "=", "v.id")).as("held"))
    .where("t.id", "=", typeId)
    .executeTakeFirstOrThrow();
  const values = { fields: JSON.stringify(form.fields), route: JSON.stringify(form.route), created_at: at.toISOString(), created_by: by };
  if (!current.held) {
    await db.updateTable("service_versions").set(values).where("id", "=", current.id).execute();
    return current.id;
  }
  const { id } = await db
    .insertInto("service_versions")
    .values({ ...values, type_id: typeId, number: current.number + 1 })
    .returning("id")
    .executeTakeFirstOrThrow();
  await db.updateTable("service_types").set({ current_version_id: id }).where("id", "=", typeId).execute();
  return id;
}
