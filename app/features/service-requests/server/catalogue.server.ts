// Writing the catalogue (the demo's seed now, the services' admin pages next): a category, and a service type
// with its first version. A version is never changed once a request holds it (ADR 0034).
import type { Kysely, Transaction } from "kysely";
import type { Database } from "~/platform/db/schema";
import type { ServiceField } from "../fields";
import type { ServiceRoute } from "../route";
import type { Audience } from "./requests.server";
import type { ServiceFamily } from "./request-claims.server";

type Db = Kysely<Database> | Transaction<Database>;

export interface NewServiceType {
  key: string;
  name: string;
  description: string;
  icon: string;
  categoryId: number;
  family: ServiceFamily;
  audience: Audience;
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
      audience: JSON.stringify(type.audience),
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
  return id;
}
