// What other features ask of sign-ins (auth_tokens is the sign-in's table): which sessions still live (a live
// stream ends with its session), a session's family (a device's push subscription belongs to its sign-in),
// when a person last signed in, and ending all of a person's sessions in the caller's transaction (the
// administrator's blocking: the block, the end and its audit entry land or fail together).
import { sql, type Expression, type Kysely, type RawBuilder, type Transaction } from "kysely";
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

/**
 * When a person last signed in or used a web session (the newest of her tokens' creation and last use), as a
 * column of another query, so a page of people reads it in its own statement; null: none of her sessions or
 * tokens is kept (never signed in, or all of them ended).
 */
export const lastSignInOf = (userId: Expression<number>): RawBuilder<string | null> =>
  sql<string | null>`(select max(coalesce(t.last_used_at, t.created_at)) from auth_tokens t where t.user_id = ${userId})`;

/** Ends every session and token of a person (web, access, refresh): how many sign-ins (families) there were. */
export async function endSessionsOf(db: Db, userId: number): Promise<number> {
  const families = await db
    .selectFrom("auth_tokens")
    .select((eb) => eb.fn.count<number | string>("family").distinct().as("n"))
    .where("user_id", "=", userId)
    .executeTakeFirstOrThrow();
  await db.deleteFrom("auth_tokens").where("user_id", "=", userId).execute();
  return Number(families.n);
}
