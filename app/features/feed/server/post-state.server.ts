// Soft delete and restore (POST /posts/delete, /posts/recovery: the author, news editors for company
// news, a group's managers and administrators for its posts; the post stays visible to them with isDelete
// true), and pinning (POST /posts/set-fixed toggles fixedFlag; one pinned post per feed — company news, or
// each group — : pinning one unpins the other of that feed in the same transaction).
import type { SignedIn } from "~/platform/actor";
import { recordAudit } from "~/platform/audit.server";
import { forbidden, notFound } from "~/platform/errors";
import { feedServerMessages as t } from "../messages.server";
import { canManagePost, canPinPost } from "../policy";
import type { Post } from "../types";
import type { FeedDeps } from "./feed.server";
import { getPost } from "./post-find.server";
import { editForbidden, postForChange } from "./post-update.server";
import { writePostsChanged } from "./search-indexer.server";

/** POST /posts/delete (deleted true) and /posts/recovery (false). */
export async function setDeleted(feed: FeedDeps, actor: SignedIn, id: number, deleted: boolean): Promise<Post> {
  const post = await postForChange(feed, actor, id);
  if (!canManagePost(actor, post.own)) throw editForbidden(post.own);
  const now = feed.now();
  await feed.db.transaction().execute(async (trx) => {
    await trx
      .updateTable("posts")
      .set({ is_delete: deleted ? 1 : 0, updated_at: now.toISOString() })
      .where("id", "=", id)
      .execute();
    // A moderator's or manager's change to someone else's post is in the audit log; an author's own is not.
    if (post.own.authorId !== actor.userId) {
      await recordAudit(trx, {
        actorId: actor.userId,
        action: deleted ? "POST_DELETE" : "POST_RESTORE",
        entity: "POST",
        entityId: id,
        before: { authorId: post.own.authorId, groupId: post.own.groupId, isDelete: post.is_delete === 1 },
        after: { isDelete: deleted },
        at: now,
      });
    }
    // The portal search drops a deleted post and takes a restored one back.
    await writePostsChanged(trx, [id], now);
  });
  return getPost(feed, actor, id);
}

/** POST /posts/set-fixed: pins a published post (unpinning the feed's other one) or unpins it. */
export async function toggleFixed(feed: FeedDeps, actor: SignedIn, id: number): Promise<Post> {
  const post = await postForChange(feed, actor, id);
  if (!canPinPost(actor, post.own)) throw forbidden(post.group_id === null ? t.pinForbidden : t.groupPinForbidden);
  if (post.status !== "PUBLISHED" || post.is_delete === 1) throw notFound(t.postNotFound);
  await feed.db.transaction().execute(async (trx) => {
    if (post.fixed_flag === 1) {
      await trx.updateTable("posts").set({ fixed_flag: 0 }).where("id", "=", id).execute();
      return;
    }
    // The same feed: company news (group_id is null) or this group (PostgreSQL takes `is` with null only).
    const sameFeed = trx.updateTable("posts").set({ fixed_flag: 0 }).where("fixed_flag", "=", 1);
    await (post.group_id === null ? sameFeed.where("group_id", "is", null) : sameFeed.where("group_id", "=", post.group_id)).execute();
    await trx.updateTable("posts").set({ fixed_flag: 1 }).where("id", "=", id).execute();
  });
  return getPost(feed, actor, id);
}
