// The finder's lower-cased names of the small catalogues (departments, positions, wiki roles, tags,
// service records). SQLite's lower() folds ASCII only, so Cyrillic names are matched against a key the
// code computes (app/features/search/server/keys.server.ts); `source` is the text the key was made from, so a
// renamed row is noticed and re-keyed without every writer having to know about the finder.
// People keep their own key in users.search_name (0002).
import type { Kysely } from "kysely";

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable("search_keys")
    .addColumn("kind", "text", (c) => c.notNull())
    .addColumn("object_id", "integer", (c) => c.notNull())
    .addColumn("source", "text", (c) => c.notNull())
    .addColumn("key", "text", (c) => c.notNull())
    .addPrimaryKeyConstraint("search_keys_pk", ["kind", "object_id"])
    .execute();
}
