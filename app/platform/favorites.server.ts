// The favourites store: who starred which object of which kind. The kinds are the features' (FavoriteKind in
// their manifests) and the favourites feature serves the pages and /api; the stars are the platform's, like
// files, so a feature's own list shows the reader's stars in the same query (a join on favorites).
import type { Kysely, Transaction } from "kysely";
import type { Database } from "./db/schema";

type Db = Kysely<Database> | Transaction<Database>;

export interface Star {
  userId: number;
  type: string;
  objectId: number;
}

/** Whether the person starred the object. */
export async function isStarred(db: Db, { userId, type, objectId }: Star): Promise<boolean> {
  const row = await db
    .selectFrom("favorites")
    .select("object_id")
    .where("user_id", "=", userId)
    .where("type", "=", type)
    .where("object_id", "=", objectId)
    .executeTakeFirst();
  return Boolean(row);
}

/**
 * The ids of the objects of `type` the person starred, as a subquery: a list of someone's favourites is driven
 * by it (a handful of rows), not by the left join on favorites that marks every row of a kind (60,000 cards).
 */
export const starredIds = (db: Db, userId: number, type: string) =>
  db.selectFrom("favorites").select("object_id").where("user_id", "=", userId).where("type", "=", type);

/** Stars the object (again: nothing changes). */
export async function star(db: Db, { userId, type, objectId }: Star, at: Date): Promise<void> {
  await db
    .insertInto("favorites")
    .values({ user_id: userId, type, object_id: objectId, created_at: at.toISOString() })
    .onConflict((oc) => oc.columns(["user_id", "type", "object_id"]).doNothing())
    .execute();
}

/** Clears the star; whether there was one. */
export async function unstar(db: Db, { userId, type, objectId }: Star): Promise<boolean> {
  const result = await db
    .deleteFrom("favorites")
    .where("user_id", "=", userId)
    .where("type", "=", type)
    .where("object_id", "=", objectId)
    .executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}

/** Everyone's stars on an object that is gone for good. */
export async function forgetStars(db: Db, type: string, objectId: number): Promise<void> {
  await db.deleteFrom("favorites").where("type", "=", type).where("object_id", "=", objectId).execute();
}
