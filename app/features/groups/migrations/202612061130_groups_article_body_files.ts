// The files each group article's body names, kept in a table of their own (ADR 0026's consequence): the files'
// guard found them with LIKE over every body, a full scan of group_articles for each file read, and articles
// grow with every group. Written at each save (articles-rows.server.ts, writeBodyFiles); here filled from the
// bodies already stored, by the same rule (a keyed address whose key is the file's).
import type { Kysely } from "kysely";
import { filesNamedByKey } from "~/platform/files/address.server";

/** Articles read per statement: a page of bodies at a time, not the whole table in memory. */
const PAGE = 200;

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable("group_article_body_files")
    .addColumn("article_id", "integer", (c) => c.notNull().references("group_articles.id").onDelete("cascade"))
    .addColumn("file_id", "integer", (c) => c.notNull().references("files.id").onDelete("cascade"))
    .addPrimaryKeyConstraint("group_article_body_files_pk", ["article_id", "file_id"])
    .execute();
  // The guard's lookup: which articles show this file.
  await db.schema.createIndex("group_article_body_files_file").on("group_article_body_files").columns(["file_id", "article_id"]).execute();
  await fillBodyFiles(db);
}

/** Lists the files of the bodies stored before the table (exported for its test, which seeds such bodies). */
export async function fillBodyFiles(db: Kysely<unknown>): Promise<void> {
  const typed = db as Kysely<{
    group_articles: { id: number; content: string; content_new_editor: string | null };
    group_article_body_files: { article_id: number; file_id: number };
  }>;
  for (let after = 0; ;) {
    const rows = await typed
      .selectFrom("group_articles")
      .select(["id", "content", "content_new_editor"])
      .where("id", ">", after)
      .orderBy("id")
      .limit(PAGE)
      .execute();
    if (rows.length === 0) return;
    for (const row of rows) {
      const fileIds = await filesNamedByKey(typed, [row.content, row.content_new_editor]);
      if (fileIds.length)
        await typed
          .insertInto("group_article_body_files")
          .values(fileIds.map((fileId) => ({ article_id: row.id, file_id: fileId })))
          // Run over a table that has rows (its test, a second try): what is listed stays.
          .onConflict((oc) => oc.columns(["article_id", "file_id"]).doNothing())
          .execute();
    }
    after = rows.at(-1)!.id;
  }
}
