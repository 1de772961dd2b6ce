// What other features ask of sign-ins (auth_tokens is the sign-in's table): which sessions still live (a live
// stream ends with its session), a session's family (a device's push subscription belongs to its sign-in).
import type { Kysely, Transaction } from "kysely";
import type { Database } from "~/platform/db/schema";

type Db = Kysely<Database> | Transaction<Database>;

/** Of these token hashes, those whose session has not ended. */
export async function liveTokenHashes(db: Db, hashes: readonly string[]): Promise<Set<string>> {
  if (hashes.length === 0) return new Set();
  const rows = await db.selectFrom("auth_tokens").select("token_hash").where("token_hash", "in", hashes).execute();
  return new Set(rows.map((r) => r.token_hash));
}

/** The sign-in family of a session's token (null: no such session). */
export async function sessionFamily(db: Db, tokenHash: string): Promise<string | null> {
  const row = await db.selectFrom("auth_tokens").select("family").where("token_hash", "=", tokenHash).executeTakeFirst();
  return row?.family ?? null;
}

/** The sign-in families with a token still valid at `at`, as a subquery (`where("s.family", "in", …)`). */
export function liveFamilies(db: Db, at: string) {
  return db.selectFrom("auth_tokens").select("family").where("expires_at", ">", at);
}
