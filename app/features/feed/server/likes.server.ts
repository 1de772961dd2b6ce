// Likes of posts and of comments, one mechanism for both (spec part 2 §4): a row per (object, person) on
// a unique key, inserted with ON CONFLICT DO NOTHING, and the object's like_count moved in the same
// transaction only when a row was inserted or deleted, so parallel likes by one person count once. The
// likers, newest first, by keyset on the like's id. The two kinds differ only by their tables' names,
// which kysely's types cannot take at run time: hence SQL with the names as identifiers.
import { sql, type Kysely } from "kysely";
import type { Database } from "~/platform/db/schema";
import type { LikeEntry } from "../types";
import { personRef } from "./people.server";

/** Where the likes of a kind of object are kept and counted. */
interface Liked {
  likes: "post_likes" | "post_comment_likes";
  key: "post_id" | "comment_id";
  counted: "posts" | "post_comments";
}

export const POST_LIKES: Liked = { likes: "post_likes", key: "post_id", counted: "posts" };
export const COMMENT_LIKES: Liked = { likes: "post_comment_likes", key: "comment_id", counted: "post_comments" };

/** Like (or unlike) an object the caller has already found open to this person: idempotent either way. */
export async function toggleLike(db: Kysely<Database>, of: Liked, id: number, userId: number, like: boolean, at: Date) {
  const likes = sql.table(of.likes);
  const key = sql.ref(of.key);
  const counted = sql.table(of.counted);
  return db.transaction().execute(async (trx) => {
    const changed = like
      ? await sql`insert into ${likes} (${key}, user_id, created_at) values (${id}, ${userId}, ${at.toISOString()})
          on conflict (${key}, user_id) do nothing returning id`.execute(trx)
      : await sql`delete from ${likes} where ${key} = ${id} and user_id = ${userId} returning id`.execute(trx);
    const { rows } =
      changed.rows.length > 0
        ? await sql<{ like_count: number }>`update ${counted} set like_count = like_count + ${like ? 1 : -1} where id = ${id}
            returning like_count`.execute(trx)
        : await sql<{ like_count: number }>`select like_count from ${counted} where id = ${id}`.execute(trx);
    return { hasLike: like, likeCount: rows[0]?.like_count ?? 0 };
  });
}

/** Who liked the object, newest first: `limit` of the likes before `beforeId` (a likeId). */
export async function likersOf(db: Kysely<Database>, of: Liked, id: number, page: { limit: number; beforeId?: number }) {
  const before = page.beforeId === undefined ? sql`` : sql` and l.id < ${page.beforeId}`;
  const { rows } = await sql<{ like_id: number; id: number; name: string; surname: string; avatar_path: string | null }>`
    select l.id as like_id, u.id, u.name, u.surname, u.avatar_path
    from ${sql.table(of.likes)} as l inner join users as u on u.id = l.user_id
    where ${sql.ref(`l.${of.key}`)} = ${id}${before}
    order by l.id desc limit ${page.limit}`.execute(db);
  return rows.map((r): LikeEntry => ({ likeId: r.like_id, ...personRef(r.id, r.name, r.surname, r.avatar_path) }));
}
