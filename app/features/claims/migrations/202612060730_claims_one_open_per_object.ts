// One open claim per owner, type and object, for the types that ask for it (ClaimType.oneOpenPerObject: a
// join request). The type's own "already asked?" check reads before it writes, so on PostgreSQL parallel
// calls all passed it and 20 subscribes filed 10 requests; this key makes the database say no.
// open_object_id holds the claim's object while the claim is open and is null otherwise (final, or a type
// without the rule); NULLs never collide in a unique index (SQLite and PostgreSQL), so closed claims and
// other types' claims take no part. Claims filed before this carry no key: a type's own check still sees
// them, and a repeat is keyed from then on.
import type { Kysely } from "kysely";

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable("claims").addColumn("open_object_id", "integer").execute();
  await db.schema.createIndex("claims_one_open").on("claims").columns(["type", "owner_id", "open_object_id"]).unique().execute();
}
