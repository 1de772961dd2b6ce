// The feed's service (issue #12): posts, polls, likes, views and favourites of posts; moderation of
// offers and the publishing of deferred posts. This file only composes: each call parses its input with
// its schema (../schema.ts) and hands the typed value to its use case in the *.server.ts beside it.
// Payloads: ../api.md.
import type { Actor, SignedIn } from "~/platform/actor";
import type { Deps } from "~/platform/deps.server";
import { requireUser } from "~/platform/require-user";
import { ARTICLE_PREVIEW, groupNames, type GroupAccess, type GroupArticlesService } from "~/features/groups/index.server";
import { parseInput } from "~/platform/validate";
import {
  findSchema,
  likeSchema,
  likesQuerySchema,
  offerIdSchema,
  offerSchema,
  pollAnswerSchema,
  pollIdSchema,
  postCreateSchema,
  postDelayedCreateSchema,
  postDelayedUpdateSchema,
  postIdSchema,
  postRefSchema,
  postUpdateSchema,
  previewCreateSchema,
  previewEditSchema,
  rejectSchema,
} from "../schema";
import { createFiles } from "~/platform/files/files.server";
import { createPreview, editPreview, type StoreImage } from "./video-preview.server";
import { postFavoriteKind } from "./favorites.server";
import { postFileReadGuard } from "./file-guard.server";
import { feedEventConsumers } from "./offer-events.server";
import { listOffers, publishOffer, rejectOffer } from "./moderation.server";
import { answerPoll, getPoll } from "./polls.server";
import { createPost, offerPost } from "./post-create.server";
import { findPosts, getPost } from "./post-find.server";
import { setDeleted, toggleFixed } from "./post-state.server";
import { updatePost } from "./post-update.server";
import { publishDue } from "./publish-due.server";
import { postSearchIndexer } from "./search-indexer.server";
import { addView, likesList, setLike } from "./reactions.server";

/** What every use case of the feed is built from. */
export interface FeedDeps {
  db: Deps["db"];
  now: Deps["now"];
  /** Whether this person may read the guide article (an attachment of company news). */
  articleReadable(articleId: number, reader: SignedIn): Promise<boolean>;
  /** The names of the attached articles the reader may open: a card names no other. */
  articleNames(reader: SignedIn, ids: readonly number[]): Promise<Map<number, string>>;
  /** Whether this person may read the group's article (an attachment of the group's post): published, of that group. */
  groupArticleReadable(actor: SignedIn, groupId: number, articleId: number): Promise<boolean>;
  /** The names and groups of the attached group articles the reader may open (one statement). */
  groupArticleNames(reader: SignedIn, ids: readonly number[]): Promise<Map<number, { name: string; groupId: number }>>;
  /** A group's standing for the reader (the groups' service). */
  groups: FeedNeeds["groups"];
  /** The names of groups, for the cards of their posts (one statement). */
  groupNames(ids: readonly number[]): Promise<Map<number, string>>;
}

/** What the feed asks of other features (the registry passes their services). */
export interface FeedNeeds {
  guide: {
    favoriteKind: { exists(objectId: number, reader: SignedIn): Promise<boolean> };
    readableArticleNames(reader: SignedIn, ids: readonly number[]): Promise<Map<number, string>>;
  };
  /** Groups' access (canRead, canPost, canManage; all false for no such group) and the group itself (missing: not found). */
  groups: {
    access(actor: Actor, groupId: number): Promise<GroupAccess>;
    get(actor: Actor, id: number): Promise<unknown>;
  };
  /** A group post's article: one of its group's published articles (issue #14 point 8). */
  groupArticles: Pick<GroupArticlesService, "groupArticleReadable" | "readableNames">;
}

/** The JSON object of an /api request, or a page's typed input: the schema checks it either way. */
type Input = Readonly<Record<string, unknown>>;
const idInput = (input: Input | number) => (typeof input === "number" ? { id: input } : input);

export function createFeed(deps: Deps, needs: FeedNeeds) {
  const feed: FeedDeps = {
    db: deps.db,
    now: deps.now,
    articleReadable: (articleId, reader) => needs.guide.favoriteKind.exists(articleId, reader),
    articleNames: (reader, ids) => needs.guide.readableArticleNames(reader, ids),
    groupArticleReadable: (actor, groupId, articleId) => needs.groupArticles.groupArticleReadable(actor, groupId, articleId),
    groupArticleNames: (reader, ids) => needs.groupArticles.readableNames(reader, ids),
    groups: needs.groups,
    groupNames: (ids) => groupNames(deps.db, ids),
  };
  // Captured posters go to the portal's file store through the files module's own checks. The files
  // feature is built after every feature (it collects their read guards), so the feed cannot `need` it:
  // it opens the same store (DATA_DIR/files, or the deps' S3 bucket), knowing the one kind it stores there
  // (the groups' article cover).
  let files: ReturnType<typeof createFiles> | undefined;
  const storeImage: StoreImage = (actor, upload) =>
    (files ??= createFiles(deps, { kinds: [ARTICLE_PREVIEW] })).saveUpload(actor, { fileType: ARTICLE_PREVIEW.type, ...upload });
  return {
    favoriteKind: postFavoriteKind(feed),
    fileReadGuard: (actor: Actor, fileId: number) => postFileReadGuard(feed, actor, fileId),
    eventConsumers: feedEventConsumers(feed),
    searchIndexer: postSearchIndexer(feed),

    /** POST /posts/create. */
    create: async (actor: Actor, input: Input) => createPost(feed, requireUser(actor), parseInput(postCreateSchema, input)),
    /** POST /posts/delayed/create. */
    createDelayed: async (actor: Actor, input: Input) => {
      const user = requireUser(actor);
      const parsed = parseInput(postDelayedCreateSchema, input);
      return createPost(feed, user, parsed, parsed.plannedPublishDate);
    },
    /** POST /posts/offer-post. */
    offer: async (actor: Actor, input: Input) => offerPost(feed, requireUser(actor), parseInput(offerSchema, input)),
    /** POST /posts/update. */
    update: async (actor: Actor, input: Input) => updatePost(feed, requireUser(actor), parseInput(postUpdateSchema, input)),
    /** POST /posts/delayed/update. */
    updateDelayed: async (actor: Actor, input: Input) => {
      const user = requireUser(actor);
      const parsed = parseInput(postDelayedUpdateSchema, input);
      return updatePost(feed, user, parsed, parsed.plannedPublishDate);
    },
    /** GET /posts/get?id. */
    get: async (actor: Actor, input: Input | number) => getPost(feed, requireUser(actor), parseInput(postIdSchema, idInput(input)).id),
    /** GET /posts/find: a feed page ({content, nextCursor}). */
    find: async (actor: Actor, input: Input = {}) => findPosts(feed, requireUser(actor), parseInput(findSchema, input)),
    /** POST /posts/delete. */
    remove: async (actor: Actor, input: Input) => setDeleted(feed, requireUser(actor), parseInput(postIdSchema, input).id, true),
    /** POST /posts/recovery. */
    recover: async (actor: Actor, input: Input) => setDeleted(feed, requireUser(actor), parseInput(postIdSchema, input).id, false),
    /** POST /posts/create-preview-post-video. */
    createVideoPreview: async (actor: Actor, input: Input) =>
      createPreview(feed, storeImage, requireUser(actor), parseInput(previewCreateSchema, input)),
    /** POST /posts/edit-preview-post-video. */
    editVideoPreview: async (actor: Actor, input: Input) =>
      editPreview(feed, storeImage, requireUser(actor), parseInput(previewEditSchema, input)),
    /** POST /posts/set-fixed. */
    setFixed: async (actor: Actor, input: Input) => toggleFixed(feed, requireUser(actor), parseInput(postIdSchema, input).id),
    /** POST /posts/views/add. */
    addView: async (actor: Actor, input: Input) => addView(feed, requireUser(actor), parseInput(postRefSchema, input).postId),
    /** POST /posts/likes/add-remove. */
    like: async (actor: Actor, input: Input) => {
      const user = requireUser(actor);
      const { postId, like } = parseInput(likeSchema, input);
      return setLike(feed, user, postId, like);
    },
    /** GET /posts/likes/list. */
    likes: async (actor: Actor, input: Input) => likesList(feed, requireUser(actor), parseInput(likesQuerySchema, input)),
    /** POST /poll/answer. */
    answerPoll: async (actor: Actor, input: Input) => answerPoll(feed, requireUser(actor), parseInput(pollAnswerSchema, input)),
    /** GET /poll/get?id. */
    poll: async (actor: Actor, input: Input | number) => getPoll(feed, requireUser(actor), parseInput(pollIdSchema, idInput(input)).id),
    /** GET /posts/offers (ours). */
    offers: async (actor: Actor, input: Input = {}) => {
      const user = requireUser(actor);
      const before = input.beforeId === undefined ? undefined : parseInput(offerIdSchema, { id: input.beforeId }).id;
      return listOffers(feed, user, before);
    },
    /** POST /posts/offers/publish (ours). */
    publishOffer: async (actor: Actor, input: Input) => publishOffer(feed, requireUser(actor), parseInput(offerIdSchema, input).id),
    /** POST /posts/offers/reject (ours). */
    rejectOffer: async (actor: Actor, input: Input) => rejectOffer(feed, requireUser(actor), parseInput(rejectSchema, input)),
    /** Publishes the deferred posts due at `now` (server.ts, every 30 s). */
    publishDue: (now: Date = deps.now()) => publishDue(feed, now),
  };
}

export type FeedService = ReturnType<typeof createFeed>;
