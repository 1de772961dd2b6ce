// Writing a new post: POST /posts/create and /posts/delayed/create (news editors, company news; a group's
// members and administrators, its posts, published directly without moderation), and POST
// /posts/offer-post (anyone: the offer waits for a news editor, hidden from the feed; company news only —
// in a group its members publish themselves). The post, its files, poll and search key (/posts/find's
// searchString) are written in one transaction with its events (the portal search's POST_CHANGED among them).
import type { SignedIn } from "~/platform/actor";
import { forbidden, invalid } from "~/platform/errors";
import { writeEvent } from "~/platform/events.server";
import { feedServerMessages as t } from "../messages.server";
import { canPublishNews } from "../policy";
import type { OfferInput, PollInput, PostCreateInput } from "../schema";
import type { Post, PostStatus } from "../types";
import type { FeedDeps } from "./feed.server";
import { checkContent, writeFiles, writePoll, type PostContent } from "./post-content.server";
import { getPost } from "./post-find.server";
import { writeSearchKey } from "./post-search-key.server";
import { writePostsChanged } from "./search-indexer.server";
import { resolveGroup } from "./visibility.server";

export const POST_PUBLISHED = "POST_PUBLISHED";
export const POST_OFFERED = "POST_OFFERED";

const YEAR_MS = 366 * 24 * 3600_000;

/** A planned date must be in the future and at most a year ahead. */
export function checkPlannedDate(planned: Date, now: Date) {
  const ahead = planned.getTime() - now.getTime();
  if (ahead <= 0 || ahead > YEAR_MS) throw invalid(t.plannedDateInFuture, { plannedPublishDate: t.plannedDateInFuture });
}

/** POST /posts/create, and with `planned` /posts/delayed/create. */
export async function createPost(feed: FeedDeps, actor: SignedIn, input: PostCreateInput, planned?: Date): Promise<Post> {
  const group = await resolveGroup(feed, actor, input.groupId);
  if (group ? !group.canPost : !canPublishNews(actor)) throw forbidden(group ? t.groupPostForbidden : t.createForbidden);
  const groupId = group?.id ?? null;
  const now = feed.now();
  if (planned) checkPlannedDate(planned, now);
  await checkContent(feed, actor, input, input.createPollRequest !== null, groupId);
  const id = await insertPost(
    feed,
    actor,
    { ...input, groupId },
    planned ? "DEFERRED" : "PUBLISHED",
    planned ?? now,
    input.createPollRequest,
  );
  return getPost(feed, actor, id);
}

/** POST /posts/offer-post: suggested news, published later by a news editor under its author. */
export async function offerPost(feed: FeedDeps, actor: SignedIn, input: OfferInput): Promise<Post> {
  if (await resolveGroup(feed, actor, input.groupId)) throw invalid(t.offerCompanyOnly);
  const groupId = null;
  await checkContent(feed, actor, input, false, groupId);
  const id = await insertPost(feed, actor, { ...input, groupId }, "OFFERED", feed.now(), null);
  return getPost(feed, actor, id);
}

async function insertPost(
  feed: FeedDeps,
  actor: SignedIn,
  content: PostContent & { groupId: number | null },
  status: PostStatus,
  publishDate: Date,
  poll: PollInput | null,
): Promise<number> {
  const now = feed.now();
  return feed.db.transaction().execute(async (trx) => {
    const { id } = await trx
      .insertInto("posts")
      .values({
        author_id: actor.userId,
        group_id: content.groupId,
        title: content.title || null,
        text: content.text,
        article_id: content.articleId ?? null,
        status,
        reject_reason: null,
        moderated_by: null,
        moderated_at: null,
        planned_publish_date: status === "DEFERRED" ? publishDate.toISOString() : null,
        publish_date: publishDate.toISOString(),
        created_at: now.toISOString(),
        updated_at: now.toISOString(),
      })
      .returning("id")
      .executeTakeFirstOrThrow();
    await writeFiles(trx, id, content);
    if (poll) await writePoll(trx, id, poll, now);
    await writeSearchKey(trx, id, content.title || null, content.text);
    // Deferred posts and offers join the portal search once published (publishDue, an accepted offer).
    if (status === "PUBLISHED") {
      await writeEvent(trx, POST_PUBLISHED, { postId: id }, now);
      await writePostsChanged(trx, [id], now);
    }
    if (status === "OFFERED") await writeEvent(trx, POST_OFFERED, { postId: id, authorId: actor.userId }, now);
    return id;
  });
}
