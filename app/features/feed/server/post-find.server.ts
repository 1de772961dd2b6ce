// Reading posts: GET /posts/get (one post) and GET /posts/find (a feed page, or matches of a search):
// the pinned post first, then newest first, by keyset (no OFFSET). The cursor is opaque: base64url of
// [fixedFlag, publishDate, id] of the last post of the page; a malformed one gives the first page.
import type { SignedIn } from "~/platform/actor";
import { notFound } from "~/platform/errors";
import { objectIdsWithKeyContaining } from "~/features/search/index.server";
import { feedServerMessages as t } from "../messages.server";
import { SEARCH_MIN, type FindInput } from "../schema";
import type { FeedPage, Post } from "../types";
import type { FeedDeps } from "./feed.server";
import { postQuery, present, type PostRow } from "./post-rows.server";
import { POST_SEARCH_KIND } from "./post-search-key.server";
import { inFeed, resolveGroup, visiblePost, type PostsEb } from "./visibility.server";

interface Cursor {
  fixed: number;
  date: string;
  id: number;
}

export function encodeCursor(c: Cursor): string {
  return Buffer.from(JSON.stringify([c.fixed, c.date, c.id])).toString("base64url");
}

export function decodeCursor(value: string): Cursor | null {
  if (!value || value.length > 200) return null;
  try {
    const parsed: unknown = JSON.parse(Buffer.from(value, "base64url").toString("utf8"));
    if (!Array.isArray(parsed) || parsed.length !== 3) return null;
    const [fixed, date, id] = parsed as unknown[];
    if ((fixed !== 0 && fixed !== 1) || typeof date !== "string" || !/^\d{4}-\d{2}-\d{2}T[\d:.]+Z$/.test(date)) return null;
    if (typeof id !== "number" || !Number.isInteger(id) || id < 1 || id > 2_147_483_647) return null;
    return { fixed, date, id };
  } catch {
    return null;
  }
}

/** One post the reader may open (with isDelete true for its author and editors), or "not found". */
export async function getPost(feed: FeedDeps, actor: SignedIn, id: number): Promise<Post> {
  const rows = await postQuery(feed.db, actor).where("p.id", "=", id).where(visiblePost(actor)).execute();
  const [post] = await present(feed, actor, rows);
  if (!post) throw notFound(t.postNotFound);
  return post;
}

type PostsQuery = ReturnType<typeof postQuery>;

/** The posts whose title or text hold the search string (≥ 3 characters; shorter ones are ignored). */
function matching(db: FeedDeps["db"], query: PostsQuery, searchString: string): PostsQuery {
  if (searchString.length < SEARCH_MIN) return query;
  return query.where((eb) => eb("p.id", "in", objectIdsWithKeyContaining(db, POST_SEARCH_KIND, searchString)));
}

/** Posts after (publishDate, id) of the cursor in newest-first order. */
const afterDate = (c: Cursor) => (eb: PostsEb) =>
  eb.or([eb("p.publish_date", "<", c.date), eb.and([eb("p.publish_date", "=", c.date), eb("p.id", "<", c.id)])]);

const newestFirst = (query: PostsQuery, limit: number) =>
  query.orderBy("p.publish_date", "desc").orderBy("p.id", "desc").limit(limit).execute();

/** Company news's pinned post (one per feed): the only pin the main feed lifts. */
const pinnedNews = (eb: PostsEb) => eb.and([eb("p.group_id", "is", null), eb("p.fixed_flag", "=", 1)]);

/**
 * A feed page: the main feed (groupId null: company news and the posts of the reader's groups) or a
 * group's (its readers only), or the posts of it whose title or text hold searchString (≥ 3 characters).
 * Pins are per feed: a group's feed puts its pinned post first (posts_feed walks it in order); the main
 * feed puts only company news's pinned post first (a statement of its own, on the pages that may still
 * show it), then every other post newest first, group pins included (the posts_publish index walks it).
 */
export async function findPosts(feed: FeedDeps, actor: SignedIn, input: FindInput): Promise<FeedPage> {
  const group = await resolveGroup(feed, actor, input.groupId);
  const cursor = decodeCursor(input.cursor);
  const base = matching(feed.db, postQuery(feed.db, actor).where(inFeed(actor, group?.id ?? null)), input.searchString);
  const limit = input.limit + 1;
  let rows: PostRow[];
  if (group) {
    const query = cursor
      ? base.where((eb) =>
          eb.or([eb("p.fixed_flag", "<", cursor.fixed), eb.and([eb("p.fixed_flag", "=", cursor.fixed), afterDate(cursor)(eb)])]),
        )
      : base;
    rows = await query.orderBy("p.fixed_flag", "desc").orderBy("p.publish_date", "desc").orderBy("p.id", "desc").limit(limit).execute();
  } else {
    const inPinned = cursor === null || cursor.fixed === 1;
    const pinned = inPinned
      ? await newestFirst(cursor ? base.where(pinnedNews).where(afterDate(cursor)) : base.where(pinnedNews), limit)
      : [];
    const others = base.where((eb) => eb.not(pinnedNews(eb)));
    rows = [...pinned, ...(await newestFirst(cursor && !inPinned ? others.where(afterDate(cursor)) : others, limit))];
  }
  const page = rows.slice(0, input.limit);
  const last = page.at(-1);
  const fixedOf = (row: PostRow) => (group ? row.fixed_flag : row.group_id === null && row.fixed_flag === 1 ? 1 : 0);
  const nextCursor =
    rows.length > input.limit && last ? encodeCursor({ fixed: fixedOf(last), date: last.publish_date, id: last.id }) : null;
  const posts = await present(feed, actor, page);
  // A group post in the main feed is not pinned there (its pin and the control to change it are its group's).
  return { content: group ? posts : posts.map((p) => (p.groupId === null ? p : { ...p, fixedFlag: false, canPin: false })), nextCursor };
}
