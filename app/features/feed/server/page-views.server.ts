// The HTML of a feed page's posts and of a post's page with its comments, for the loaders and for the
// actions that show a refused comment form again (what was typed, the message beside the field). A
// constant number of statements: the feed's posts and thanks or the post, one for the stickers, two for a
// page of comments.
import type { AppLoadContext } from "@remix-run/node";
import type { SignedIn } from "~/platform/actor";
import { toId } from "~/platform/ids";
import { COMMENTS_PAGE } from "../schema-talk";
import type { LikeEntry, Post } from "../types";
import type { CommentEditState, CommentFormState } from "../ui/comments";
import type { FeedItem } from "../ui/feed-list";
import { decodeFeedCursor, FEED_ITEMS, mergeFeed } from "./feed-merge.server";
import { feedHtml, postHtml } from "./page-html.server";

/** The group whose feed a page's path shows (`/group/{id}`, its posts `/group/{id}/{postId}`), else null. */
export const groupIdOfPath = (pathname: string): number | null => {
  const id = /^\/group\/(\d+)(\/|$)/.exec(pathname)?.[1];
  return id ? Number(id) : null;
};

/**
 * The form action of a feed page: an index route takes `?index` (Remix: `/`, and a group's posts tab
 * `/group/{id}` under the group's frame), a leaf its own path.
 */
export const formActionOf = (pathname: string) => (pathname === "/" || /^\/group\/\d+$/.test(pathname) ? `${pathname}?index` : pathname);

/** A page's address: its path, and the path with the query its forms come back to. */
export interface PageWhere {
  pathname: string;
  back: string;
}

/** The query of a `back` address ("/news/5?before=9" → before=9). */
export const queryOf = (back: string) => new URLSearchParams(back.split("?")[1] ?? "");

/** A page of the feed (`cursor`: its ?after=) as HTML, and a refused comment form under its post. */
export async function feedBlockHtml(
  context: AppLoadContext,
  actor: SignedIn,
  where: PageWhere,
  cursor: string,
  commentForm: CommentFormState | null = null,
) {
  // Posts and thanks merged newest first (feed-merge.server.ts): one list statement each. A group's
  // feed (its page's path names it) is its posts alone: thanks belong to the main feed.
  const groupId = groupIdOfPath(where.pathname);
  const at = decodeFeedCursor(cursor);
  const page = await context.services.feed.find(actor, { cursor: at.posts, limit: FEED_ITEMS, groupId });
  const thanks = groupId === null ? await context.services.thanks.inFeed(actor, at.thanks, FEED_ITEMS + 1) : [];
  const merged = mergeFeed(at, page.content, page.nextCursor !== null, thanks);
  const stickers = await context.services.stickers.list(actor);
  const ctx = {
    base: context.basePath,
    action: formActionOf(where.pathname),
    back: where.back,
    stickers,
    commentForm,
    inGroup: groupId !== null,
  };
  const deferred = (item: FeedItem) => item.kind === "post" && item.post.status === "DEFERRED";
  const view = {
    deferred: merged.items.flatMap((item) => (item.kind === "post" && deferred(item) ? [item.post] : [])),
    items: merged.items.filter((item) => !deferred(item)),
    nextCursor: merged.nextCursor,
    inGroup: groupId !== null,
  };
  return feedHtml(view, ctx);
}

export interface PostPageOptions {
  likes?: LikeEntry[] | null;
  /** ?stickers=1: the comment form's sticker picker open. */
  openStickers?: boolean;
  /** The ?before= of the comments (the first comment of the page after). */
  before: string | null;
  edit: CommentEditState | null;
  commentForm?: CommentFormState | null;
}

/** A post's page: the post, a page of its comments (50, oldest first; the link to the earlier ones) and the comment form. */
export async function postBlockHtml(context: AppLoadContext, actor: SignedIn, post: Post, where: PageWhere, options: PostPageOptions) {
  const { postComments, stickers } = context.services;
  const beforeId = toId(options.before);
  // One more than a page tells whether earlier comments remain.
  const rows = await postComments.list(actor, { postId: post.id, limit: COMMENTS_PAGE + 1, ...(beforeId ? { beforeId } : {}) });
  const items = rows.length > COMMENTS_PAGE ? rows.slice(rows.length - COMMENTS_PAGE) : rows;
  const live = post.status === "PUBLISHED" && !post.isDelete;
  const ctx = {
    base: context.basePath,
    action: where.pathname,
    back: where.back,
    full: true,
    inGroup: groupIdOfPath(where.pathname) !== null,
    likes: options.likes ?? null,
    openStickers: options.openStickers ?? false,
    stickers: live ? await stickers.list(actor) : [],
    commentForm: options.commentForm ?? null,
    comments: { items, earlierBefore: rows.length > COMMENTS_PAGE ? (items[0]?.id ?? null) : null, edit: options.edit },
  };
  return postHtml(post, ctx);
}
