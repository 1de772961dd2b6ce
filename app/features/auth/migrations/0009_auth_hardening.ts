// Entry-area hardening:
// - sms_claims.owner_hash: the claim of a registration or recovery page belongs to the browser that
//   started it (SHA-256 of a random cookie), so the page keeps the claimUuid on the server;
// - auth_tokens.last_used_at: web sessions end after 14 idle days, not only after 30 days in all;
// - auth_keys: the key that signs the "known device" cookie, made here once per database so every
//   process of a PostgreSQL deployment shares it.
import { randomBytes } from "node:crypto";
import type { Kysely } from "kysely";

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable("sms_claims").addColumn("owner_hash", "text").execute();
  await db.schema.createIndex("sms_claims_owner").on("sms_claims").column("owner_hash").execute();
  await db.schema.alterTable("auth_tokens").addColumn("last_used_at", "text").execute();
  await db.schema
    .createTable("auth_keys")
    .addColumn("name", "text", (c) => c.primaryKey())
    .addColumn("value", "text", (c) => c.notNull())
    .execute();
  await (db as Kysely<{ auth_keys: { name: string; value: string } }>)
    .insertInto("auth_keys")
    .values({ name: "device", value: randomBytes(32).toString("base64url") })
    .execute();
}
