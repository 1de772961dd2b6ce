// An article's version history, kept bounded: a save loop once wrote 177,704 versions of one article
// and the unpaged history (28 MB) stalled every user. So the history is read a page at a time by
// keyset (version number, the unique index guide_article_versions_article), one person's saves in a
// row within COALESCE_MS update their last version instead of adding one (as document editors do), and
// a person's saves are rate limited. article-save.server.ts and article-history.server.ts call these inside their transactions.
import type { Kysely, Transaction } from "kysely";
import type { Database } from "~/platform/db/schema";
import type { RateLimiter } from "~/platform/rate-limit.server";
import { rateLimited } from "~/platform/errors";
import type { ArticleVersionItem } from "~/features/guide/types";
import { guideApiMessages } from "../messages.server";

type Db = Kysely<Database> | Transaction<Database>;

/** Versions per page, in the page and the /api call. */
export const VERSIONS_PAGE = 20;
/** A person's saves this close after their own last version replace it. */
export const COALESCE_MS = 10 * 60_000;
/** Saves (create, update, restore) a person may make per minute: far above typing and clicking. */
export const SAVES_PER_MINUTE = 20;

/** Counts one save of this person; refuses past the limit (the save then changes nothing). */
export async function takeSave(rate: RateLimiter, userId: number, trx: Transaction<Database>): Promise<void> {
  const taken = await rate.take(`guide-save:${userId}`, [{ windowMs: 60_000, limit: SAVES_PER_MINUTE }], trx);
  if (!taken.allowed) throw rateLimited(guideApiMessages.tooManySaves);
}

/**
 * Writes the article as it now is into its history; returns the version number. A save by the person
 * who wrote the last version, less than COALESCE_MS after it, updates that version (its time moves on);
 * `separate` (a restore) always adds one, so "restored version n" stays a step of its own.
 */
export async function writeVersion(
  trx: Db,
  at: Date,
  snapshot: { articleId: number; userId: number; fileIds: number[]; tags: string[]; separate?: boolean },
): Promise<number> {
  const a = await trx.selectFrom("guide_articles").selectAll().where("id", "=", snapshot.articleId).executeTakeFirstOrThrow();
  const last = await trx
    .selectFrom("guide_article_versions")
    .select(["id", "version", "user_id", "created_at"])
    .where("article_id", "=", snapshot.articleId)
    .orderBy("version", "desc")
    .limit(1)
    .executeTakeFirst();
  const fields = {
    name: a.name,
    section_id: a.section_id,
    status: a.status,
    content: a.content,
    content_new_editor: a.content_new_editor,
    new_editor: a.new_editor,
    file_ids: JSON.stringify(snapshot.fileIds),
    tags: JSON.stringify(snapshot.tags),
    created_at: at.toISOString(),
    user_id: snapshot.userId,
  };
  const recent = last && last.user_id === snapshot.userId && at.getTime() - new Date(last.created_at).getTime() < COALESCE_MS;
  if (last && recent && !snapshot.separate) {
    await trx.updateTable("guide_article_versions").set(fields).where("id", "=", last.id).execute();
    return last.version;
  }
  const version = (last?.version ?? 0) + 1;
  await trx
    .insertInto("guide_article_versions")
    .values({ article_id: snapshot.articleId, version, ...fields })
    .execute();
  return version;
}

/** One page of the history, newest first: the versions older than `before` (none: the newest ones). */
export async function versionPage(
  db: Db,
  articleId: number,
  before: number | undefined,
): Promise<{ items: ArticleVersionItem[]; older: number | null }> {
  let query = db
    .selectFrom("guide_article_versions as v")
    .leftJoin("users as u", "u.id", "v.user_id")
    .select(["v.version", "v.name", "v.created_at", "v.status", "u.id as user_id", "u.name as user_name", "u.surname as user_surname"])
    .where("v.article_id", "=", articleId);
  if (before !== undefined) query = query.where("v.version", "<", before);
  // One row more than a page says whether an older page exists.
  const rows = await query
    .orderBy("v.version", "desc")
    .limit(VERSIONS_PAGE + 1)
    .execute();
  const items = rows.slice(0, VERSIONS_PAGE).map((v) => ({
    version: v.version,
    name: v.name,
    createdAt: v.created_at,
    status: v.status,
    user: v.user_id !== null ? { id: v.user_id, name: v.user_name ?? "", surname: v.user_surname ?? "" } : null,
  }));
  return { items, older: rows.length > VERSIONS_PAGE ? items[items.length - 1]!.version : null };
}
