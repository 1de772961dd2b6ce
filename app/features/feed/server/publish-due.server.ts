// Deferred posts falling due (issue #12 point 5): one UPDATE publishes every post whose planned date
// has come, and its events are written in the same transaction (POST_PUBLISHED for each post, and one
// POST_CHANGED naming them all for the portal search). Safe for several processes: the
// statement's WHERE status = 'DEFERRED' is re-checked on the row it locks (PostgreSQL) or runs alone
// (SQLite's immediate transactions), so a post is published, and its event written, once.
import { writeEvent } from "~/platform/events.server";
import type { FeedDeps } from "./feed.server";
import { POST_PUBLISHED } from "./post-create.server";
import { writePostsChanged } from "./search-indexer.server";

/** How often server.ts runs it. */
export const PUBLISH_DUE_EVERY_MS = 30_000;

/** Publishes the deferred posts due at `now`; returns their ids. */
export async function publishDue({ db }: FeedDeps, now: Date): Promise<number[]> {
  return db.transaction().execute(async (trx) => {
    const rows = await trx
      .updateTable("posts")
      .set({ status: "PUBLISHED", updated_at: now.toISOString() })
      .where("status", "=", "DEFERRED")
      .where("planned_publish_date", "<=", now.toISOString())
      .returning("id")
      .execute();
    for (const { id } of rows) await writeEvent(trx, POST_PUBLISHED, { postId: id }, now);
    const ids = rows.map((r) => r.id);
    await writePostsChanged(trx, ids, now);
    return ids;
  });
}
