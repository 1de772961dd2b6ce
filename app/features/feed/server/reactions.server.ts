// Likes and views of published posts. A view is a row on a unique key (post, person) inserted with ON
// CONFLICT DO NOTHING, and viewsCount moves in the same transaction only when a row was inserted:
// parallel views by one person count once. Likes work the same way, for comments too (likes.server.ts).
import { sql } from "kysely";
import type { SignedIn } from "~/platform/actor";
import type { LikesQuery } from "../schema";
import type { LikeEntry } from "../types";
import type { FeedDeps } from "./feed.server";
import { likersOf, POST_LIKES, toggleLike } from "./likes.server";
import { requirePost } from "./visibility.server";

/** POST /posts/likes/add-remove {postId, like}: idempotent either way. */
export async function setLike(feed: FeedDeps, actor: SignedIn, postId: number, like: boolean) {
  await requirePost(feed.db, actor, postId, { open: true });
  return toggleLike(feed.db, POST_LIKES, postId, actor.userId, like, feed.now());
}

/** GET /posts/likes/list?id&limit (beforeId ours): who liked, newest first, by keyset. */
export async function likesList({ db }: FeedDeps, actor: SignedIn, query: LikesQuery): Promise<LikeEntry[]> {
  await requirePost(db, actor, query.id);
  return likersOf(db, POST_LIKES, query.id, query);
}

/** POST /posts/views/add {postId}: the first view sets `view` and adds one to viewsCount; later ones change nothing. */
export async function addView(feed: FeedDeps, actor: SignedIn, postId: number) {
  await requirePost(feed.db, actor, postId, { open: true });
  const now = feed.now().toISOString();
  return feed.db.transaction().execute(async (trx) => {
    const inserted = await trx
      .insertInto("post_views")
      .values({ post_id: postId, user_id: actor.userId, created_at: now })
      .onConflict((oc) => oc.columns(["post_id", "user_id"]).doNothing())
      .returning("post_id")
      .executeTakeFirst();
    const row = inserted
      ? await trx
          .updateTable("posts")
          .set({ views_count: sql`views_count + 1` })
          .where("id", "=", postId)
          .returning("views_count")
          .executeTakeFirstOrThrow()
      : await trx.selectFrom("posts").select("views_count").where("id", "=", postId).executeTakeFirstOrThrow();
    return { view: true, viewsCount: row.views_count };
  });
}
