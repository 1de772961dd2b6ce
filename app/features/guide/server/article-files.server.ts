// Which stored files a writer may put on an article — attached (fileIds) or shown in its body
// (/files/{id}-{key}/… in the HTML, or /files/{id}/… written before keys). Both publish the file to the article's readers (the file guard serves
// it to whoever reads an article holding it), so both follow one rule: the writer's own uploads, files
// the writer can already read through the guide, and files already on this article. Anything else (an
// id typed by hand, a restricted article's image) would let an editor borrow a file she cannot read.
import type { Kysely, Transaction } from "kysely";
import type { Database } from "~/platform/db/schema";
import { fileIdsIn } from "~/platform/files/address.server";

type Db = Kysely<Database> | Transaction<Database>;

/** The writer, as the guide sees her: her id and the sections she reads and edits. */
export interface FileWriter {
  userId: number;
  readable: ReadonlySet<number>;
  editable: ReadonlySet<number>;
}

/** The file ids an article's body shows (new-editor HTML or old-editor blocks), each once. */
export function bodyFileIds(body: { content: string | null; content_new_editor: string | null }): number[] {
  return fileIdsIn(`${body.content ?? ""} ${body.content_new_editor ?? ""}`);
}

/**
 * The articles this person reads: published in a section she reads, or any status in a section she
 * edits (the file guard's and the tag search's rule).
 */
export function articlesReadBy(db: Db, who: Pick<FileWriter, "readable" | "editable">) {
  const readable = [...who.readable];
  const editable = [...who.editable];
  return db
    .selectFrom("guide_articles")
    .select("id")
    .where((a) =>
      a.or([
        a.and([a("section_id", "in", readable.length ? readable : [0]), a("status", "=", "PUBLISHED")]),
        a("section_id", "in", editable.length ? editable : [0]),
      ]),
    );
}

/** Of `ids`, the stored files this writer may put on the article (null: a new one). */
export async function usableFileIds(trx: Db, writer: FileWriter, articleId: number | null, ids: number[]): Promise<Set<number>> {
  if (ids.length === 0) return new Set();
  const readArticles = articlesReadBy(trx, writer);
  const thisArticle = articleId ?? 0;
  const rows = await trx
    .selectFrom("files")
    .select("id")
    .where("id", "in", ids)
    .where((eb) =>
      eb.or([
        eb("user_id", "=", writer.userId),
        eb("id", "in", eb.selectFrom("guide_article_files").select("file_id").where("article_id", "=", thisArticle)),
        eb("id", "in", eb.selectFrom("guide_article_body_files").select("file_id").where("article_id", "=", thisArticle)),
        eb("id", "in", eb.selectFrom("guide_article_files").select("file_id").where("article_id", "in", readArticles)),
        eb("id", "in", eb.selectFrom("guide_article_body_files").select("file_id").where("article_id", "in", readArticles)),
      ]),
    )
    .execute();
  return new Set(rows.map((r) => r.id));
}

/**
 * Rewrites the files an article's body shows, so the file guard serves them only to its readers.
 * `refuse` is called with the first file the writer may not use (a save turns it into a field error);
 * without it such files are left out (a restore of a version written before the rule). Ids of files
 * no longer stored are skipped: an old link, not a file to guard.
 */
export async function writeBodyFiles(
  trx: Db,
  writer: FileWriter,
  articleId: number,
  body: { content: string | null; content_new_editor: string | null },
  refuse?: (fileId: number) => never,
): Promise<void> {
  const ids = bodyFileIds(body);
  const stored = ids.length ? (await trx.selectFrom("files").select("id").where("id", "in", ids).execute()).map((f) => f.id) : [];
  const usable = await usableFileIds(trx, writer, articleId, stored);
  const refused = stored.find((id) => !usable.has(id));
  if (refused !== undefined && refuse) refuse(refused);
  await trx.deleteFrom("guide_article_body_files").where("article_id", "=", articleId).execute();
  const kept = stored.filter((id) => usable.has(id));
  if (kept.length)
    await trx
      .insertInto("guide_article_body_files")
      .values(kept.map((fileId) => ({ article_id: articleId, file_id: fileId })))
      .execute();
}
