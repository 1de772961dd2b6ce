// Group articles' covers are read under their group's rights (issue #14: a closed group's content is its
// members'): every file download asks whether the file is some article's cover, so that question needs an
// index rather than a walk over all articles.
import type { Kysely } from "kysely";

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.createIndex("group_articles_preview").on("group_articles").columns(["preview_file_id"]).execute();
}
