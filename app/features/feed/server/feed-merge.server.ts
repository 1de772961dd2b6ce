// One feed of company news and thanks, newest first (issue #12 point 1): a feed page merges two keyset
// streams, the posts (pinned first, then by publish date) and the thanks (by date), 20 items in all.
// The page's cursor (`?after=`) is opaque: base64url of where each stream stands, the last post and the
// last thanks shown so far; each stream goes on after its own place, so every item shows exactly once
// however the two interleave, and a page costs two list statements whatever its mix. A malformed cursor
// gives the first page.
import type { Post } from "../types";
import type { Thanks } from "../types-talk";
import type { FeedItem } from "../ui/feed-list";
import { decodeCursor, encodeCursor } from "./post-find.server";
import type { ThanksPosition } from "./thanks.server";

/** Items on a feed page (issue #12: 20, ours). */
export const FEED_ITEMS = 20;

export interface FeedPosition {
  /** The posts' own cursor after the last post shown ("" before the first). */
  posts: string;
  /** After the last thanks shown (null before the first). */
  thanks: ThanksPosition | null;
}

const START: FeedPosition = { posts: "", thanks: null };
const ISO = /^\d{4}-\d{2}-\d{2}T[\d:.]+Z$/;

export function encodeFeedCursor(position: FeedPosition): string {
  const thanks = position.thanks ? [position.thanks.date, position.thanks.id] : null;
  return Buffer.from(JSON.stringify({ p: position.posts, t: thanks })).toString("base64url");
}

export function decodeFeedCursor(value: string | null): FeedPosition {
  if (!value || value.length > 400) return START;
  try {
    const parsed: unknown = JSON.parse(Buffer.from(value, "base64url").toString("utf8"));
    if (typeof parsed !== "object" || parsed === null) return START;
    const { p, t } = parsed as { p?: unknown; t?: unknown };
    if (typeof p !== "string" || (p !== "" && decodeCursor(p) === null)) return START;
    if (t === null) return { posts: p, thanks: null };
    if (!Array.isArray(t) || t.length !== 2) return START;
    const [date, id] = t as unknown[];
    if (typeof date !== "string" || !ISO.test(date) || typeof id !== "number" || !Number.isInteger(id) || id < 1) return START;
    return { posts: p, thanks: { date, id } };
  } catch {
    return START;
  }
}

/** Whether the post comes before the thanks: the pinned post first, then the later date; a tie goes to the post. */
const postFirst = (post: Post, thanks: Thanks) => post.fixedFlag || post.publishDate >= thanks.createDate;

/**
 * Merges a page of posts (up to FEED_ITEMS after `at.posts`, `morePosts` when the feed has posts past
 * them) with the thanks after `at.thanks` (up to FEED_ITEMS + 1 fetched) into one page and its next cursor.
 */
export function mergeFeed(at: FeedPosition, posts: Post[], morePosts: boolean, thanks: Thanks[]) {
  const items: FeedItem[] = [];
  let i = 0;
  let j = 0;
  while (items.length < FEED_ITEMS && (i < posts.length || j < thanks.length)) {
    const post = posts[i];
    const one = thanks[j];
    if (post && (!one || postFirst(post, one))) {
      items.push({ kind: "post", post });
      i++;
    } else if (one) {
      items.push({ kind: "thanks", thanks: one });
      j++;
    }
  }
  const lastPost = posts[i - 1];
  const lastThanks = thanks[j - 1];
  const next: FeedPosition = {
    posts: lastPost ? encodeCursor({ fixed: lastPost.fixedFlag ? 1 : 0, date: lastPost.publishDate, id: lastPost.id }) : at.posts,
    thanks: lastThanks ? { date: lastThanks.createDate, id: lastThanks.id } : at.thanks,
  };
  const more = i < posts.length || morePosts || j < thanks.length;
  return { items, nextCursor: more ? encodeFeedCursor(next) : null };
}
