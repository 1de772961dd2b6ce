// Saving an article (create or update): the name-and-content rule, the target section, files and roles
// that must exist, the lists (files, tags, roles to notify), the body's files, the history snapshot and
// the publish and search events, all in one transaction; the event's notifications are handled after it commits.
import type { Actor } from "~/platform/actor";
import { forbidden, invalid } from "~/platform/errors";
import { writeEvent } from "~/platform/events.server";
import { claimVersion } from "~/platform/versions.server";
import { isLegacyContent, legacyBlocksUnchecked, renderStoredContent } from "~/shared/richtext/legacy.server";
import { richHtmlToPlainText } from "~/shared/richtext/plain-text.server";
import { foreignImageRefusal, richTextForStorage } from "~/shared/richtext/stored.server";
import { guideApiMessages as t } from "../messages.server";
import type { ArticleFields } from "../schema";
import { GUIDE_ARTICLE_PUBLISHED, NAME_MAX, type ArticleStatus, type GuideArticlePublished } from "../types";
import { usableFileIds, writeBodyFiles } from "./article-files.server";
import { requireEditableArticle, rolesOf, tagsOf } from "./article-view.server";
import { loadGuide, writerOf, type Db, type Guide, type GuideDeps } from "./loaded-guide.server";
import { processGuideEvents } from "./publish-events.server";
import { writeArticlesChanged } from "./search-indexer.server";
import { tagsChanged } from "./catalogue-index.server";
import { takeSave, writeVersion } from "./versions.server";

/**
 * The spec's rule (§5): the name non-blank and at most 255 characters, and content required —
 * "Необходимо указать содержание и название статьи", under the field that is missing, over the form
 * when both are. Old-editor JSON blocks (newEditor false) are kept as they are; anything else is
 * stored as sanitized HTML of the new editor.
 */
function articleContentOf(value: {
  name: string;
  content: string | null;
  contentNewEditor: string | null;
  newEditor?: boolean | undefined;
}) {
  const legacy = value.newEditor === false && value.content !== null && isLegacyContent(value.content);
  const raw = legacy ? "" : (value.contentNewEditor ?? value.content ?? "");
  // Old-editor JSON is stored as it is, and its renderer would drop another site's image without a word:
  // refused on save as the new editor's body is (ADR 0007's update), under the field that carried it.
  const foreign = foreignImageRefusal(legacy ? legacyBlocksUnchecked(value.content ?? "") : raw);
  if (foreign) throw invalid(foreign, legacy ? { content: foreign } : { contentNewEditor: foreign });
  const html = legacy ? "" : richTextForStorage(raw);
  const hasContent = legacy ? richHtmlToPlainText(renderStoredContent({ content: value.content })).trim() !== "" : html !== "";
  const message = t.contentAndNameRequired;
  if (!value.name && !hasContent) throw invalid(message);
  if (!value.name) throw invalid(message, { name: message });
  if (!hasContent) throw invalid(message, { contentNewEditor: message });
  if (value.name.length > NAME_MAX) throw invalid(t.articleNameTooLong, { name: t.articleNameTooLong });
  return legacy
    ? { content: value.content, content_new_editor: null, new_editor: 0 }
    : { content: null, content_new_editor: html, new_editor: 1 };
}

/** Files attached and roles to notify must exist; files by the one rule of article-files.server.ts. */
async function requireFilesAndRoles(
  trx: Db,
  value: { fileIds?: number[] | undefined; roleIds?: number[] | undefined },
  g: Guide,
  articleId: number | null,
) {
  if (value.fileIds?.length) {
    const usable = await usableFileIds(trx, writerOf(g), articleId, value.fileIds);
    if (value.fileIds.some((id) => !usable.has(id))) throw invalid(t.fileNotFound, { fileIds: t.fileNotFound });
  }
  if (value.roleIds?.length) {
    const found = await trx.selectFrom("wiki_roles").select("id").where("id", "in", value.roleIds).execute();
    if (found.length !== value.roleIds.length) throw invalid(t.roleNotFound, { roleIds: t.roleNotFound });
  }
}

/** A body showing a file the writer may not use: the save is refused under the body field. */
const refuseBodyFile = (fileId: number): never => {
  throw invalid(t.bodyFileForbidden(fileId), { contentNewEditor: t.bodyFileForbidden(fileId) });
};

/** The target section of a save: readable and editable by this person, else a field error. */
function requireTargetSection(g: Guide, id: number) {
  if (!g.sections.has(id) || !g.access.readable.has(id)) throw invalid(t.sectionNotFound(id), { categoryId: t.sectionNotFound(id) });
  if (!g.access.editable.has(id)) throw forbidden(t.editForbidden);
}

/** The ids of these tag values; a new value becomes a tag, and the search's TAG index hears of it. */
async function tagIds(trx: Db, tags: string[], at: Date): Promise<number[]> {
  const ids: number[] = [];
  const created: number[] = [];
  for (const value of tags) {
    const existing = await trx.selectFrom("tags").select("id").where("value", "=", value).executeTakeFirst();
    if (existing) {
      ids.push(existing.id);
      continue;
    }
    const { id } = await trx.insertInto("tags").values({ value }).returning("id").executeTakeFirstOrThrow();
    ids.push(id);
    created.push(id);
  }
  await tagsChanged(trx, created, at);
  return ids;
}

/** Replaces the lists given (undefined: left as they are). */
export async function writeArticleLists(
  trx: Db,
  articleId: number,
  lists: { fileIds?: number[] | undefined; tags?: string[] | undefined; roleIds?: number[] | undefined },
  at: Date,
) {
  if (lists.fileIds) {
    await trx.deleteFrom("guide_article_files").where("article_id", "=", articleId).execute();
    if (lists.fileIds.length)
      await trx
        .insertInto("guide_article_files")
        .values(lists.fileIds.map((fileId, sort) => ({ article_id: articleId, file_id: fileId, sort })))
        .execute();
  }
  if (lists.tags) {
    await trx.deleteFrom("guide_article_tags").where("article_id", "=", articleId).execute();
    const ids = await tagIds(trx, lists.tags, at);
    if (ids.length)
      await trx
        .insertInto("guide_article_tags")
        .values(ids.map((tagId) => ({ article_id: articleId, tag_id: tagId })))
        .execute();
  }
  if (lists.roleIds) {
    await trx.deleteFrom("guide_article_roles").where("article_id", "=", articleId).execute();
    if (lists.roleIds.length)
      await trx
        .insertInto("guide_article_roles")
        .values(lists.roleIds.map((roleId) => ({ article_id: articleId, role_id: roleId })))
        .execute();
  }
}

/** The article as it now is into its history (versions.server.ts decides: a new version or the last one updated). */
export async function snapshot(trx: Db, now: () => Date, articleId: number, userId: number, separate = false): Promise<number> {
  const fileIds = (
    await trx.selectFrom("guide_article_files").select("file_id").where("article_id", "=", articleId).orderBy("sort").execute()
  ).map((f) => f.file_id);
  return writeVersion(trx, now(), { articleId, userId, fileIds, tags: await tagsOf(trx, articleId), separate });
}

async function nextArticleSort(trx: Db, sectionId: number) {
  const { max } = await trx
    .selectFrom("guide_articles")
    .select((eb) => eb.fn.max<number | null>("sort").as("max"))
    .where("section_id", "=", sectionId)
    .executeTakeFirstOrThrow();
  return (max ?? -1) + 1;
}

/**
 * POST /wiki/guide/create (articleId null) and /wiki/guide/update (the article's id; the same fields,
 * url is the client's and ignored).
 */
export async function saveArticle(
  deps: GuideDeps,
  actor: Actor,
  value: ArticleFields,
  articleId: number | null,
): Promise<{ id: number; message: string }> {
  const { db, now, rate } = deps;
  const content = articleContentOf(value);
  const result = await db.transaction().execute(async (trx) => {
    const g = await loadGuide(actor, trx);
    const current = articleId === null ? null : await requireEditableArticle(g, articleId, trx);
    requireTargetSection(g, value.categoryId);
    await takeSave(rate, g.user.userId, trx);
    await requireFilesAndRoles(trx, value, g, current?.id ?? null);
    const at = now().toISOString();
    const status: ArticleStatus = value.status ?? current?.status ?? "PUBLISHED";
    const fields = {
      section_id: value.categoryId,
      name: value.name,
      status,
      ...content,
      updated_at: at,
      last_update_user_id: g.user.userId,
      ...(status === "PUBLISHED" ? { publish_date: at } : {}),
    };
    let id: number;
    if (current === null) {
      id = (
        await trx
          .insertInto("guide_articles")
          .values({ ...fields, sort: await nextArticleSort(trx, value.categoryId), created_at: at, created_by: g.user.userId })
          .returning("id")
          .executeTakeFirstOrThrow()
      ).id;
    } else {
      id = current.id;
      await claimVersion(trx, "guide_articles", id, value.version);
      const moved = current.section_id !== value.categoryId;
      await trx
        .updateTable("guide_articles")
        .set({ ...fields, ...(moved ? { sort: await nextArticleSort(trx, value.categoryId) } : {}) })
        .where("id", "=", id)
        .execute();
    }
    await writeArticleLists(trx, id, value, now());
    await writeBodyFiles(trx, writerOf(g), id, content, refuseBodyFile);
    await snapshot(trx, now, id, g.user.userId);
    if (status === "PUBLISHED") {
      const roleIds = (await rolesOf(trx, id)).map((r) => r.id).sort((a, b) => a - b);
      const event: GuideArticlePublished = {
        articleId: id,
        roleIds,
        flagToEmail: value.flagToEmail,
        userId: g.user.userId,
        update: current !== null,
      };
      await writeEvent(trx, GUIDE_ARTICLE_PUBLISHED, event, now());
    }
    // Any save may add, change, move or (as a draft or archived) take the article out of the search.
    await writeArticlesChanged(trx, [id], now());
    return { id, message: articleId === null ? t.articleCreated : t.articleUpdated };
  });
  await processGuideEvents(deps);
  return result;
}
