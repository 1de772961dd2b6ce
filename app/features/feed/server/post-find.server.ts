// Reading posts: GET /posts/get (one post) and GET /posts/find (a feed page, or matches of a search):
// the pinned post first, then newest first, by keyset (no OFFSET). The cursor is opaque: base64url of
// [fixedFlag, publishDate, id] of the last post of the page; a malformed one gives the first page.
import { sql, type SqlBool } from "kysely";
import type { SignedIn } from "~/platform/actor";
import { notFound } from "~/platform/errors";
import { escapeLike } from "~/platform/db/like";
import { feedServerMessages as t } from "../messages.server";
import { SEARCH_MIN, type FindInput } from "../schema";
import type { FeedPage, Post } from "../types";
import type { FeedDeps } from "./feed.server";
import { postQuery, present } from "./post-rows.server";
import { POST_SEARCH_KIND, searchKeyOf } from "./post-search-key.server";
import { inFeed, resolveGroup, visiblePost } from "./visibility.server";

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

/**
 * A feed page: the main feed (groupId null: company news and the posts of the reader's groups) or a
 * group's (its readers only), or the posts of it whose title or text hold searchString (≥ 3 characters).
 */
export async function findPosts(feed: FeedDeps, actor: SignedIn, input: FindInput): Promise<FeedPage> {
  const group = await resolveGroup(feed, actor, input.groupId);
  const cursor = decodeCursor(input.cursor);
  // Pins are per feed: in the main feed only company news's pin comes first (a group's pin is its feed's).
  const main = group === null;
  const pinned = main ? sql<number>`case when p.group_id is null then p.fixed_flag else 0 end` : sql<number>`p.fixed_flag`;
  let query = postQuery(feed.db, actor)
    .select(pinned.as("pinned"))
    .where(inFeed(actor, group?.id ?? null));
  if (input.searchString.length >= SEARCH_MIN) {
    const pattern = `%${escapeLike(searchKeyOf(input.searchString))}%`;
    query = query.where((eb) =>
      eb(
        "p.id",
        "in",
        eb
          .selectFrom("search_keys")
          .select("object_id")
          .where("kind", "=", POST_SEARCH_KIND)
          .where(sql<SqlBool>`key like ${pattern} escape '\\'`),
      ),
    );
  }
  if (cursor) {
    query = query.where((eb) =>
      eb.or([
        eb(pinned, "<", cursor.fixed),
        eb.and([
          eb(pinned, "=", cursor.fixed),
          eb.or([eb("p.publish_date", "<", cursor.date), eb.and([eb("p.publish_date", "=", cursor.date), eb("p.id", "<", cursor.id)])]),
        ]),
      ]),
    );
  }
  const rows = await query
    .orderBy(pinned, "desc")
    .orderBy("p.publish_date", "desc")
    .orderBy("p.id", "desc")
    .limit(input.limit + 1)
    .execute();
  const page = rows.slice(0, input.limit);
  const last = page.at(-1);
  const nextCursor =
    rows.length > input.limit && last ? encodeCursor({ fixed: Number(last.pinned) ? 1 : 0, date: last.publish_date, id: last.id }) : null;
  const posts = await present(feed, actor, page);
  // A group post in the main feed is not pinned there (its pin and the control to change it are its group's).
  return { content: main ? posts.map((p) => (p.groupId === null ? p : { ...p, fixedFlag: false, canPin: false })) : posts, nextCursor };
}
