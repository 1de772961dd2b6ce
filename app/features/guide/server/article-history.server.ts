// An article's history for the editors of its section: the versions a page at a time, one version's
// text, and a restore (the old name, body, files and tags come back as a new version). How the history
// is written and bounded: versions.server.ts.
import type { Actor } from "~/platform/actor";
import { notFound } from "~/platform/errors";
import { claimVersion } from "~/platform/versions.server";
import { guideApiMessages as t } from "../messages.server";
import type { VersionRef, VersionsQuery } from "../schema";
import type { ArticleVersionView } from "../types";
import { writeBodyFiles } from "./article-files.server";
import { snapshot, writeArticleLists } from "./article-save.server";
import { htmlOf, requireEditableArticle } from "./article-view.server";
import { loadGuide, writerOf, type GuideDeps } from "./loaded-guide.server";
import { writeArticlesChanged } from "./search-indexer.server";
import { takeSave, versionPage } from "./versions.server";

/**
 * GET /wiki/guide/versions?id&before: a page of VERSIONS_PAGE versions, newest first, and the `before`
 * of the next page (null on the last), for the editors of the section; `before` (a version number)
 * gives the page after the one that ended there.
 */
export async function versionsPage({ db }: GuideDeps, actor: Actor, { id, before }: VersionsQuery) {
  const g = await loadGuide(actor, db);
  await requireEditableArticle(g, id, db, t.versionsForbidden);
  return versionPage(db, id, before);
}

/** GET /wiki/guide/version?id&version: one version's name and rendered body. */
export async function versionView({ db }: GuideDeps, actor: Actor, { id, version }: VersionRef): Promise<ArticleVersionView> {
  const g = await loadGuide(actor, db);
  await requireEditableArticle(g, id, db, t.versionsForbidden);
  const v = await db
    .selectFrom("guide_article_versions as v")
    .leftJoin("users as u", "u.id", "v.user_id")
    .select([
      "v.version",
      "v.name",
      "v.content",
      "v.content_new_editor",
      "v.new_editor",
      "v.created_at",
      "u.id as user_id",
      "u.name as user_name",
      "u.surname as user_surname",
    ])
    .where("v.article_id", "=", id)
    .where("v.version", "=", version)
    .executeTakeFirst();
  if (!v) throw notFound(t.versionNotFound(version));
  return {
    version: v.version,
    name: v.name,
    html: htmlOf(v),
    createdAt: v.created_at,
    user: v.user_id !== null ? { id: v.user_id, name: v.user_name ?? "", surname: v.user_surname ?? "" } : null,
  };
}

/** POST /wiki/guide/restore {id, version}: the old name, body, files and tags come back as a new version. */
export async function restoreVersion(
  { db, now, rate }: GuideDeps,
  actor: Actor,
  { id, version }: VersionRef,
): Promise<{ message: string; version: number }> {
  return db.transaction().execute(async (trx) => {
    const g = await loadGuide(actor, trx);
    await requireEditableArticle(g, id, trx);
    await takeSave(rate, g.user.userId, trx);
    const v = await trx
      .selectFrom("guide_article_versions")
      .selectAll()
      .where("article_id", "=", id)
      .where("version", "=", version)
      .executeTakeFirst();
    if (!v) throw notFound(t.versionNotFound(version));
    // A restore rewrites the text: an edit form opened before it must not overwrite it unseen.
    await claimVersion(trx, "guide_articles", id, undefined);
    await trx
      .updateTable("guide_articles")
      .set({
        name: v.name,
        content: v.content,
        content_new_editor: v.content_new_editor,
        new_editor: v.new_editor,
        updated_at: now().toISOString(),
        last_update_user_id: g.user.userId,
      })
      .where("id", "=", id)
      .execute();
    // Files deleted since are left out; tags come back as values (both stored as JSON by writeVersion).
    const fileIds = JSON.parse(v.file_ids) as number[];
    const existing = fileIds.length
      ? (await trx.selectFrom("files").select("id").where("id", "in", fileIds).execute()).map((f) => f.id)
      : [];
    await writeArticleLists(trx, id, { fileIds: fileIds.filter((f) => existing.includes(f)), tags: JSON.parse(v.tags) as string[] }, now());
    await writeBodyFiles(trx, writerOf(g), id, v);
    const written = await snapshot(trx, now, id, g.user.userId, true);
    await writeArticlesChanged(trx, [id], now());
    return { message: t.versionRestored(version), version: written };
  });
}
