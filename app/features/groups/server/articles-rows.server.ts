// Reading group articles: one statement gives a page of articles with their group, author and cover,
// so a list costs the same for 3 articles as for 50. Which drafts a reader sees is one condition here:
// her own, or every draft when she manages the group.
import { sql, type SqlBool } from "kysely";
import type { SignedIn } from "~/platform/actor";
import type { Database } from "~/platform/db/schema";
import { filePathOf, filesNamedByKey } from "~/platform/files/address.server";
import { sanitizeRichHtml } from "~/shared/richtext/sanitize.server";
import { writeArticlesChanged } from "./search-indexer.server";
import type { ArticleStatus } from "../schema-articles";
import type { Db } from "./group-rows.server";

/** The spec's Group article (§3) with ours: updateDate and version (an edit sends the one it read). */
export interface GroupArticle {
  id: number;
  name: string;
  group: { id: number; name: string };
  author: { id: number; name: string; surname: string; avatarFile: { filePath: string } | null } | null;
  createDate: string;
  updateDate: string;
  /** Sanitized HTML. */
  content: string;
  /** The same HTML when the body is the new editor's (every body saved here), else null. */
  contentNewEditor: string | null;
  newEditor: boolean;
  previewPicture: { id: number; originalFileName: string; filePath: string } | null;
  canEdit: boolean;
  status: ArticleStatus;
  version: number;
}

/** Articles of groups not deleted, with their group, author and cover, as `a`. */
export function articleQuery(db: Db) {
  return db
    .selectFrom("group_articles as a")
    .innerJoin("groups as g", "g.id", "a.group_id")
    .leftJoin("users as u", "u.id", "a.author_id")
    .leftJoin("files as f", "f.id", "a.preview_file_id")
    .where("g.is_delete", "=", 0)
    .select([
      "a.id",
      "a.name",
      "a.group_id",
      "g.name as group_name",
      "a.author_id",
      "u.name as author_name",
      "u.surname as author_surname",
      "u.avatar_path as author_avatar",
      "a.created_at",
      "a.updated_at",
      "a.content",
      "a.content_new_editor",
      "a.new_editor",
      "f.id as preview_id",
      "f.url_key as preview_key",
      "f.original_name as preview_name",
      "a.status",
      "a.version",
    ]);
}

export type ArticleRow = Awaited<ReturnType<ReturnType<typeof articleQuery>["execute"]>>[number];

/** Published ones, and drafts this reader may see: her own, or all of them when she manages the group. */
export const visibleTo = (reader: SignedIn, canManage: boolean) =>
  canManage ? sql<SqlBool>`1 = 1` : sql<SqlBool>`(a.status = 'PUBLISH' or a.author_id = ${reader.userId})`;

export function presentArticle(row: ArticleRow, canEdit: boolean): GroupArticle {
  return {
    id: row.id,
    name: row.name,
    group: { id: row.group_id, name: row.group_name },
    author:
      row.author_id === null || row.author_name === null
        ? null
        : {
            id: row.author_id,
            name: row.author_name,
            surname: row.author_surname ?? "",
            avatarFile: row.author_avatar ? { filePath: row.author_avatar } : null,
          },
    createDate: row.created_at,
    updateDate: row.updated_at,
    // Sanitized again as they leave: a body stored under older rules (another site's images) is shown under today's.
    content: sanitizeRichHtml(row.content),
    contentNewEditor: row.content_new_editor === null ? null : sanitizeRichHtml(row.content_new_editor),
    newEditor: row.new_editor === 1,
    previewPicture:
      row.preview_id === null || row.preview_key === null || row.preview_name === null
        ? null
        : {
            id: row.preview_id,
            originalFileName: row.preview_name,
            filePath: filePathOf(row.preview_id, row.preview_key, row.preview_name),
          },
    canEdit,
    status: row.status,
    version: row.version,
  };
}

/** What a save writes: the fields and the stored body; the portal search's event goes in the save's transaction. */
export interface StoredArticle {
  name: string;
  html: string;
  newEditor: boolean;
  previewId: number | null;
  status: ArticleStatus;
}

/**
 * Inserts (`target` names the group and author) or updates (`target` the article and the version the
 * edit read: a newer one saved meanwhile leaves it unchanged and returns null) an article.
 */
export async function writeArticle(
  trx: Db,
  at: string,
  value: StoredArticle,
  target: { create: { groupId: number; authorId: number } } | { update: { id: number; version: number } },
): Promise<number | null> {
  const fields = {
    name: value.name,
    content: value.html,
    content_new_editor: value.newEditor ? value.html : null,
    new_editor: value.newEditor ? 1 : 0,
    preview_file_id: value.previewId,
    status: value.status,
    updated_at: at,
  };
  let articleId: number;
  if ("create" in target) {
    const { create } = target;
    const inserted = await trx
      .insertInto("group_articles")
      .values({ ...fields, group_id: create.groupId, author_id: create.authorId, created_at: at })
      .returning("id")
      .executeTakeFirstOrThrow();
    articleId = inserted.id;
  } else {
    const { id, version } = target.update;
    const saved = await trx
      .updateTable("group_articles")
      .set({ ...fields, version: version + 1 })
      .where("id", "=", id)
      .where("version", "=", version)
      .executeTakeFirst();
    if (Number(saved.numUpdatedRows) === 0) return null;
    articleId = id;
  }
  await writeBodyFiles(trx, articleId, [fields.content, fields.content_new_editor]);
  await writeArticlesChanged(trx, [articleId], new Date(at));
  return articleId;
}

/**
 * The files this article's body names (by keyed address), as the files' guard reads them: replaced at every
 * save, in the save's transaction. A scan of every body per file read was the guard's cost before (ADR 0026).
 */
export async function writeBodyFiles(trx: Db, articleId: number, bodies: readonly (string | null)[]): Promise<void> {
  const fileIds = await filesNamedByKey<Database>(trx, bodies);
  await trx.deleteFrom("group_article_body_files").where("article_id", "=", articleId).execute();
  for (let i = 0; i < fileIds.length; i += 500)
    await trx
      .insertInto("group_article_body_files")
      .values(fileIds.slice(i, i + 500).map((fileId) => ({ article_id: articleId, file_id: fileId })))
      .execute();
}
