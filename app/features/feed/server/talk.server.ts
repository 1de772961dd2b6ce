// The services of the feed's conversation: comments and their likes (postComments), stickers and thanks.
// This file only composes: each call parses its input with its schema (../schema-talk.ts) and hands the
// typed value to its use case beside it. Payloads: ../api.md.
import type { Kysely } from "kysely";
import type { Actor } from "~/platform/actor";
import type { Database } from "~/platform/db/schema";
import type { Deps } from "~/platform/deps.server";
import { requireUser } from "~/platform/require-user";
import { parseInput } from "~/platform/validate";
import {
  commentCreateSchema,
  commentEditSchema,
  commentIdSchema,
  commentLikeSchema,
  commentLikesQuerySchema,
  commentsQuerySchema,
  stickerAddSchema,
  stickerIdSchema,
  thanksCreateSchema,
  thanksIdSchema,
  thanksListSchema,
} from "../schema-talk";
import { commentLikesList, setCommentLike } from "./comment-likes.server";
import { createComment, editComment, getComment, listComments, setCommentDeleted } from "./comments.server";
import { namedInNote } from "./mentions-by-name.server";
import { addStickers, deleteSticker, listStickers, stickerFileReadGuard } from "./stickers.server";
import { talkEventConsumers } from "./talk-events.server";
import { createThanks, deleteThanks, getThanks, listThanks, thanksForFeed, type ThanksPosition } from "./thanks.server";

/** What the comments', stickers' and thanks' use cases are built from. */
export interface TalkDeps {
  db: Kysely<Database>;
  now: () => Date;
}

/** The JSON object of an /api request, or a page's typed input: the schema checks it either way. */
type Input = Readonly<Record<string, unknown>>;
const idInput = (input: Input | number) => (typeof input === "number" ? { id: input } : input);

export function createTalk(deps: Deps) {
  const talk: TalkDeps = { db: deps.db, now: deps.now };
  const postComments = {
    eventConsumers: talkEventConsumers(deps.now),
    /** POST /posts/comments/create. */
    create: async (actor: Actor, input: Input) => createComment(talk, requireUser(actor), parseInput(commentCreateSchema, input)),
    /** POST /posts/comments/edit. */
    edit: async (actor: Actor, input: Input) => editComment(talk, requireUser(actor), parseInput(commentEditSchema, input)),
    /** POST /posts/comments/delete. */
    remove: async (actor: Actor, input: Input) => setCommentDeleted(talk, requireUser(actor), parseInput(commentIdSchema, input).id, true),
    /** POST /posts/comments/recovery. */
    recover: async (actor: Actor, input: Input) =>
      setCommentDeleted(talk, requireUser(actor), parseInput(commentIdSchema, input).id, false),
    /** One comment (a page's anchor, ours). */
    get: async (actor: Actor, input: Input | number) =>
      getComment(talk, requireUser(actor), parseInput(commentIdSchema, idInput(input)).id),
    /** The people a page's comment names as «@Фамилия Имя» (typed without the finder; mentions-by-name). */
    namedIn: (note: string) => namedInNote(talk.db, note),
    /** GET /posts/comments/list/?postId. */
    list: async (actor: Actor, input: Input) => listComments(talk, requireUser(actor), parseInput(commentsQuerySchema, input)),
    /** POST /posts/comments/likes/add-remove. */
    like: async (actor: Actor, input: Input) => {
      const user = requireUser(actor);
      const { postCommentId, like } = parseInput(commentLikeSchema, input);
      return setCommentLike(talk, user, postCommentId, like);
    },
    /** GET /posts/comments/likes/list. */
    likes: async (actor: Actor, input: Input) => commentLikesList(talk, requireUser(actor), parseInput(commentLikesQuerySchema, input)),
  };
  const stickers = {
    /** GET /stickers/list. */
    list: async (actor: Actor) => {
      requireUser(actor);
      return listStickers(talk);
    },
    /** POST /stickers/add/. */
    add: async (actor: Actor, input: Input) => {
      const user = requireUser(actor);
      return addStickers(talk, user, parseInput(stickerAddSchema, input).stickerFileIds);
    },
    /** POST /stickers/delete/. */
    remove: async (actor: Actor, input: Input) => deleteSticker(talk, requireUser(actor), parseInput(stickerIdSchema, input).id),
    /** The stickers' images are everyone's (the files service asks through the manifest). */
    fileReadGuard: (actor: Actor, fileId: number) => stickerFileReadGuard(talk, actor, fileId),
  };
  const thanks = {
    /** GET /thanks/list. */
    list: async (actor: Actor, input: Input = {}) => listThanks(talk, requireUser(actor), parseInput(thanksListSchema, input)),
    /** GET /thanks/get?id. */
    get: async (actor: Actor, input: Input | number) => getThanks(talk, requireUser(actor), parseInput(thanksIdSchema, idInput(input)).id),
    /** POST /thanks/create. */
    create: async (actor: Actor, input: Input) => createThanks(talk, requireUser(actor), parseInput(thanksCreateSchema, input)),
    /** The feed page's thanks after a position, newest first (ours, pages only; one statement). */
    inFeed: async (actor: Actor, after: ThanksPosition | null, limit: number) => thanksForFeed(talk, requireUser(actor), after, limit),
    /** POST /thanks/delete. */
    remove: async (actor: Actor, input: Input) => deleteThanks(talk, requireUser(actor), parseInput(thanksIdSchema, input).id),
  };
  return { postComments, stickers, thanks };
}

export type TalkServices = ReturnType<typeof createTalk>;
export type ThanksService = TalkServices["thanks"];
