// Input rules of comments, comment likes, stickers and thanks (spec part 2 §4, §7 "Comments and
// stickers"; issue #12 points 9–11), shared by /api and the pages' actions: the services parse with
// them at the top of each call and the use cases take the parsed types exported below.
import * as z from "zod/mini";
import { idOf, optionalIdOf, pageParam } from "~/platform/schema";
import { toId } from "~/platform/ids";
import { feedServerMessages, feedTalkMessages as t } from "./messages.server";
import { field, flag, refuse, type Refusal } from "./schema";
import { THANKS_MAX } from "./limits";

export const COMMENT_MAX = 2000;
/** The post page's comments: 50 a page (§9 names page sizes of 50). */
export const COMMENTS_PAGE = 50;
export const COMMENTS_PAGE_MAX = 100;
export const COMMENT_LIKES_PAGE = 50;
export const COMMENT_LIKES_PAGE_MAX = 100;
export const MENTIONS_MAX = 50;
export const STICKERS_PER_ADD = 50;
export { THANKS_MAX };
export const THANKS_PAGE = 20;
export const THANKS_PAGE_MAX = 50;

/** A trimmed text of at most `max` characters; absent or null → "". */
const text = (max: number, tooLong: string) =>
  field((v): string | Refusal => {
    if (v === undefined || v === null) return "";
    if (typeof v !== "string") return refuse(tooLong);
    const trimmed = v.trim();
    return trimmed.length > max ? refuse(tooLong) : trimmed;
  });

/** [1, "2"] → [1, 2] (repeats dropped); absent or null → []; a malformed id → `malformed`; more than `max` → `tooMany`. */
const ids = (max: number, malformed: string, tooMany: string) =>
  field((v): number[] | Refusal => {
    if (v === undefined || v === null) return [];
    const items = Array.isArray(v) ? v : [v];
    const list: number[] = [];
    for (const item of items) {
      const id = toId(item);
      if (id === null) return refuse(malformed);
      if (!list.includes(id)) list.push(id);
    }
    return list.length > max ? refuse(tooMany) : list;
  });

const note = text(COMMENT_MAX, t.commentTooLong);
const notifyUserIds = ids(MENTIONS_MAX, t.userNotFound, t.tooManyMentions);

/** POST /posts/comments/create {postId, note, stickerId} (+ notifyUserIds, ours). Empty note and no sticker: the use case refuses. */
export const commentCreateSchema = z.object({
  postId: idOf(feedServerMessages.postNotFound),
  note,
  stickerId: optionalIdOf(t.stickerNotFound),
  notifyUserIds,
});

/** POST /posts/comments/edit {id, note, notifyUserIds}. */
export const commentEditSchema = z.object({ id: idOf(t.commentNotFound), note, notifyUserIds });
/** The edit form of a comment: its id as the comment's forms name it (commentId), into /posts/comments/edit's input. */
export const commentEditFormSchema = z.pipe(
  z.object({ commentId: idOf(t.commentNotFound), note, notifyUserIds }),
  z.transform(({ commentId, ...edit }) => ({ id: commentId, ...edit })),
);

export const commentIdSchema = z.object({ id: idOf(t.commentNotFound) });

/** GET /posts/comments/list/?postId (limit, beforeId: ours). */
export const commentsQuerySchema = z.object({
  postId: idOf(feedServerMessages.postNotFound),
  limit: pageParam(COMMENTS_PAGE, 1, COMMENTS_PAGE_MAX),
  /** The id of the first (oldest) comment already shown: the page before it. */
  beforeId: optionalIdOf(t.commentNotFound),
});

/** POST /posts/comments/likes/add-remove {postCommentId, like}. */
export const commentLikeSchema = z.object({ postCommentId: idOf(t.commentNotFound), like: flag });

/** GET /posts/comments/likes/list?id[&limit] (beforeId: ours, the likeId of the last entry shown). */
export const commentLikesQuerySchema = z.object({
  id: idOf(t.commentNotFound),
  limit: pageParam(COMMENT_LIKES_PAGE, 1, COMMENT_LIKES_PAGE_MAX),
  beforeId: optionalIdOf(t.commentNotFound),
});

/** POST /stickers/add/ {stickerFileIds}: one sticker per file. */
export const stickerAddSchema = z.object({
  stickerFileIds: ids(STICKERS_PER_ADD, t.fileNotFound, t.tooManyStickers).check(
    z.refine((list) => list.length > 0, { error: t.stickerFilesRequired }),
  ),
});
export const stickerIdSchema = z.object({ id: idOf(t.stickerNotFound) });

/** GET /thanks/list {userId, cursor, limit}: userId absent → every thanks. */
export const thanksListSchema = z.object({
  userId: optionalIdOf(t.userNotFound),
  /** Opaque; a malformed one gives the first page. */
  cursor: field((v): string => (typeof v === "string" ? v : "")),
  limit: pageParam(THANKS_PAGE, 1, THANKS_PAGE_MAX),
});
export const thanksIdSchema = z.object({ id: idOf(t.thanksNotFound) });

/** POST /thanks/create {userId, text}: 1–1000 characters after trimming. */
export const thanksCreateSchema = z.object({
  userId: idOf(t.userNotFound),
  text: text(THANKS_MAX, t.thanksTooLong).check(z.refine((v) => v !== "", { error: t.thanksEmpty })),
});

export type CommentCreateInput = z.output<typeof commentCreateSchema>;
export type CommentEditInput = z.output<typeof commentEditSchema>;
export type CommentsQuery = z.output<typeof commentsQuerySchema>;
export type CommentLikesQuery = z.output<typeof commentLikesQuerySchema>;
export type ThanksListInput = z.output<typeof thanksListSchema>;
export type ThanksCreateInput = z.output<typeof thanksCreateSchema>;
