// Likes of comments (spec part 2 §4, §7): of a comment this reader sees, not deleted, under an open post;
// counted as post likes are (likes.server.ts).
import type { SignedIn } from "~/platform/actor";
import { notFound } from "~/platform/errors";
import { feedTalkMessages as t } from "../messages.server";
import type { CommentLikesQuery } from "../schema-talk";
import type { LikeEntry } from "../types";
import { commentRow, postIsOpen } from "./comment-rows.server";
import { COMMENT_LIKES, likersOf, toggleLike } from "./likes.server";
import type { TalkDeps } from "./talk.server";

/** POST /posts/comments/likes/add-remove {postCommentId, like} → {hasLike, likeCount}: idempotent either way. */
export async function setCommentLike({ db, now }: TalkDeps, actor: SignedIn, commentId: number, like: boolean) {
  const row = await commentRow(db, actor, commentId);
  if (row.is_delete === 1 || !postIsOpen(row)) throw notFound(t.commentNotFound);
  return toggleLike(db, COMMENT_LIKES, commentId, actor.userId, like, now());
}

/** GET /posts/comments/likes/list?id[&limit] (beforeId ours): Like entries, newest first. */
export async function commentLikesList({ db }: TalkDeps, actor: SignedIn, query: CommentLikesQuery): Promise<LikeEntry[]> {
  await commentRow(db, actor, query.id);
  return likersOf(db, COMMENT_LIKES, query.id, query);
}
