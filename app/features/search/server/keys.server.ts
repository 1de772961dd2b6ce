// Lower-cased keys for case-insensitive matching that works the same on SQLite (whose lower() and LIKE
// fold ASCII only) and PostgreSQL: texts are keyed by the code, the query is keyed the same way, and SQL
// compares them with LIKE. What the full-text engine does not answer keeps them: the feed's substring search
// of /posts/find (the posts' keys) and the tags' "value starts with" of /tags/find-by-value.
import { sql, type Expression, type Kysely, type SelectQueryBuilder, type SqlBool, type Transaction } from "kysely";
import type { Database } from "~/platform/db/schema";
import { escapeLike } from "~/platform/db/like";
import { searchKey } from "~/shared/search-key";

/** The words of a name or a query: lower case, ё as е, punctuation ("«»-.,") as spaces. */
export function finderKey(text: string): string {
  return searchKey(text.replace(/[«»"'()\-.,;:!?/]+/g, " "));
}

/** A tag's whole value starting with the query: "отп" finds "отпуск". */
export function startsWith(column: Expression<string | null>, value: string): Expression<SqlBool> {
  const escaped = escapeLike(finderKey(value));
  return sql<SqlBool>`${column} like ${`${escaped}%`} escape '\\'`;
}

/** Every tag with its value, as a subquery: the guide's (guide.tagValues), whose tags they are. */
export type TagValues = () => SelectQueryBuilder<Database, keyof Database, { id: number; value: string }>;

/**
 * Brings the tags' keys up to date (new and changed values get a key) for GET /tags/find-by-value, whose
 * "the value starts with" rule is not the search engine's. Usually finds nothing to do (one small query).
 */
export async function refreshTagKeys(db: Kysely<Database>, tagValues: TagValues): Promise<void> {
  const kind = "TAG";
  const stale = await db
    .selectFrom(tagValues().as("t"))
    .leftJoin("search_keys", (join) => join.onRef("search_keys.object_id", "=", "t.id").on("search_keys.kind", "=", kind))
    .select(["t.id", "t.value as source"])
    .where((eb) => eb.or([eb("search_keys.key", "is", null), eb("search_keys.source", "<>", eb.ref("t.value"))]))
    .execute();
  for (let i = 0; i < stale.length; i += 200) {
    const values = stale.slice(i, i + 200).map((r) => ({ kind, object_id: r.id, source: r.source, key: finderKey(r.source) }));
    await db
      .insertInto("search_keys")
      .values(values)
      .onConflict((oc) =>
        oc.columns(["kind", "object_id"]).doUpdateSet((eb) => ({ source: eb.ref("excluded.source"), key: eb.ref("excluded.key") })),
      )
      .execute();
  }
}

type Db = Kysely<Database> | Transaction<Database>;

/**
 * The ids of one kind's objects whose key holds `text` anywhere (keyed as writeObjectKey keys it), as a
 * subquery: the owner's list query filters by it in its own statement (the feed's /posts/find).
 */
export function objectIdsWithKeyContaining(db: Db, kind: string, text: string) {
  const pattern = `%${escapeLike(searchKey(text))}%`;
  return db
    .selectFrom("search_keys")
    .select("object_id")
    .where("kind", "=", kind)
    .where(sql<SqlBool>`key like ${pattern} escape '\\'`);
}

/**
 * The key of one object another feature keeps in search_keys under its own kind (a post): `source` lower-cased
 * with yo as ye (SQLite's lower() and LIKE fold ASCII only), written in the transaction that saves the object,
 * in place of the key it had.
 */
export async function writeObjectKey(db: Db, kind: string, objectId: number, source: string): Promise<void> {
  await db.deleteFrom("search_keys").where("kind", "=", kind).where("object_id", "=", objectId).execute();
  await db
    .insertInto("search_keys")
    .values({ kind, object_id: objectId, source, key: searchKey(source) })
    .execute();
}
