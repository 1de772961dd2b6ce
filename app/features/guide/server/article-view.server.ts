// Reading articles: the one query of an article row (with the reader's favourite star), the rule of
// who may open which article, a section's list and the article's page data. The other article use
// cases (save, archive, order, history, favourites) read through these too.
import type { Actor } from "~/platform/actor";
import { forbidden, notFound } from "~/platform/errors";
import { filePathOf } from "~/platform/files/address.server";
import { fileSizeMb } from "~/shared/files/rules";
import { renderStoredContent } from "~/shared/richtext/legacy.server";
import { sanitizeRichHtml } from "~/shared/richtext/sanitize.server";
import { richHtmlToPlainText } from "~/shared/richtext/plain-text.server";
import { guideApiMessages as t } from "../messages.server";
import type { ArticleId, ArticlesQuery } from "../schema";
import {
  SHORT_CONTENT_MAX,
  WIKI_GUIDE,
  type ArticleFile,
  type ArticleListItem,
  type ArticleView,
  type IdName,
  type PersonRef,
} from "../types";
import { breadcrumbsOf, loadGuide, requireReadableSection, type Db, type Guide, type GuideDeps } from "./loaded-guide.server";

export function articleQuery(trx: Db, userId: number) {
  return trx
    .selectFrom("guide_articles as a")
    .leftJoin("favorites as f", (j) => j.onRef("f.object_id", "=", "a.id").on("f.user_id", "=", userId).on("f.type", "=", WIKI_GUIDE))
    .select([
      "a.id",
      "a.section_id",
      "a.name",
      "a.status",
      "a.sort",
      "a.content",
      "a.content_new_editor",
      "a.new_editor",
      "a.updated_at",
      "a.publish_date",
      "a.last_update_user_id",
      "a.version",
      "f.object_id as favorite_id",
    ]);
}

export type ArticleRow = Awaited<ReturnType<ReturnType<typeof articleQuery>["executeTakeFirstOrThrow"]>>;

export const htmlOf = (row: { content: string | null; content_new_editor: string | null; new_editor: number }) =>
  renderStoredContent({ content: row.content, contentNewEditor: row.content_new_editor, newEditor: row.new_editor === 1 });

const shortOf = (html: string) => richHtmlToPlainText(html, { maxLength: SHORT_CONTENT_MAX, withoutTables: true });

export function listItemOf(g: Guide, row: ArticleRow): ArticleListItem {
  return {
    id: row.id,
    name: row.name,
    status: row.status,
    sort: row.sort,
    canEdit: g.access.editable.has(row.section_id),
    lastUpdateDate: row.updated_at,
    shortContent: shortOf(htmlOf(row)),
    favorite: row.favorite_id !== null,
  };
}

/**
 * An article as this person may see it: missing (or in a deleted section) and, for those who cannot
 * edit its section, a draft or archived one → not found; in an unreadable section → the no-read-right
 * refusal (spec §4 "no read right").
 */
export async function requireArticle(g: Guide, id: number, trx: Db): Promise<ArticleRow> {
  const row = await articleQuery(trx, g.user.userId).where("a.id", "=", id).executeTakeFirst();
  if (!row || !g.sections.has(row.section_id)) throw notFound(t.articleNotFound(id));
  if (!g.access.readable.has(row.section_id)) throw forbidden(t.noReadRight);
  if (row.status !== "PUBLISHED" && !g.access.editable.has(row.section_id)) throw notFound(t.articleNotFound(id));
  return row;
}

export async function requireEditableArticle(g: Guide, id: number, trx: Db, refusal: string = t.editForbidden): Promise<ArticleRow> {
  const row = await requireArticle(g, id, trx);
  if (!g.access.editable.has(row.section_id)) throw forbidden(refusal);
  return row;
}

async function personRef(trx: Db, id: number | null): Promise<(PersonRef & { avatarFile: { filePath: string } | null }) | null> {
  if (id === null) return null;
  const u = await trx.selectFrom("users").select(["id", "name", "surname", "avatar_path"]).where("id", "=", id).executeTakeFirst();
  return u ? { id: u.id, name: u.name, surname: u.surname, avatarFile: u.avatar_path ? { filePath: u.avatar_path } : null } : null;
}

async function filesOf(trx: Db, articleId: number): Promise<ArticleFile[]> {
  const rows = await trx
    .selectFrom("guide_article_files as gf")
    .innerJoin("files", "files.id", "gf.file_id")
    .select(["files.id", "files.url_key", "files.original_name", "files.size"])
    .where("gf.article_id", "=", articleId)
    .orderBy("gf.sort")
    .execute();
  return rows.map((f) => ({
    id: f.id,
    filePath: filePathOf(f.id, f.url_key, f.original_name),
    originalFileName: f.original_name,
    fileSize: f.size,
    sizeMb: fileSizeMb(f.size),
  }));
}

export async function tagsOf(trx: Db, articleId: number): Promise<string[]> {
  const rows = await trx
    .selectFrom("guide_article_tags as gt")
    .innerJoin("tags", "tags.id", "gt.tag_id")
    .select("tags.value")
    .where("gt.article_id", "=", articleId)
    .orderBy("tags.value")
    .execute();
  return rows.map((r) => r.value);
}

export async function rolesOf(trx: Db, articleId: number): Promise<IdName[]> {
  return trx
    .selectFrom("guide_article_roles as gr")
    .innerJoin("wiki_roles as r", "r.id", "gr.role_id")
    .select(["r.id", "r.name"])
    .where("gr.article_id", "=", articleId)
    .orderBy("r.name")
    .execute();
}

/** GET /wiki/guide/get?id */
export async function articleView({ db }: GuideDeps, actor: Actor, { id }: ArticleId): Promise<ArticleView> {
  const g = await loadGuide(actor, db);
  const row = await requireArticle(g, id, db);
  const html = htmlOf(row);
  const breadcrumbs = breadcrumbsOf(g, row.section_id);
  // requireArticle found the section in the tree.
  const section = g.sections.get(row.section_id) ?? { id: row.section_id, name: "" };
  return {
    id: row.id,
    categoryId: row.section_id,
    name: row.name,
    status: row.status,
    html,
    // Sanitized again as it leaves: a body stored under older rules (another site's images) is sent under today's.
    contentNewEditor: row.content_new_editor === null ? null : sanitizeRichHtml(row.content_new_editor),
    newEditor: row.new_editor === 1,
    version: row.version,
    wiki: { id: row.id, name: row.name, lastUpdateUser: await personRef(db, row.last_update_user_id), lastUpdateDate: row.updated_at },
    publishLastDateUpdate: row.publish_date,
    files: await filesOf(db, id),
    tags: await tagsOf(db, id),
    roles: await rolesOf(db, id),
    category: { id: section.id, name: section.name },
    breadcrumbs,
    path: breadcrumbs.map((b) => b.id),
    canRead: true,
    canEdit: g.access.editable.has(row.section_id),
    favorite: row.favorite_id !== null,
    shortContent: shortOf(html),
  };
}

/** GET /wiki/guide/list-by-cat?categoryId&status: a section's articles of one status (PUBLISHED by default). */
export async function articleList({ db }: GuideDeps, actor: Actor, { categoryId, status }: ArticlesQuery): Promise<ArticleListItem[]> {
  const g = await loadGuide(actor, db);
  requireReadableSection(g, categoryId);
  // Drafts and the archive are the editors' lists: others get an empty list, not a refusal.
  if (status !== "PUBLISHED" && !g.access.editable.has(categoryId)) return [];
  const rows = await articleQuery(db, g.user.userId)
    .where("a.section_id", "=", categoryId)
    .where("a.status", "=", status)
    .orderBy("a.sort")
    .orderBy("a.id")
    .execute();
  return rows.map((row) => listItemOf(g, row));
}
