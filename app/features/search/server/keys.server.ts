// Lower-cased keys for case-insensitive matching that works the same on SQLite (whose lower() and LIKE
// fold ASCII only) and PostgreSQL: names are keyed by the code, the query is keyed the same way, and
// SQL compares them with LIKE. People use users.search_name (kept by contacts/directory.server.ts);
// the catalogues use the search_keys table, refreshed here before each search of that kind.
import { sql, type Expression, type Kysely, type SqlBool, type Transaction } from "kysely";
import type { Database } from "~/platform/db/schema";
import { escapeLike } from "~/platform/db/like";
import { searchKey } from "~/features/contacts/index.server";

/** The words of a name or a query: lower case, ё as е, punctuation ("«»-.,") as spaces. */
export function finderKey(text: string): string {
  return searchKey(text.replace(/[«»"'()\-.,;:!?/]+/g, " "));
}

/** Words of a cleaned query, each escaped for LIKE (% and _; the escape character is \). */
export function queryWords(query: string): string[] {
  return finderKey(query).split(" ").filter(Boolean).slice(0, 8).map(escapeLike);
}

/**
 * Every word must start a word of the key: "иван пет" finds "петров иван …". The key is expected in
 * the form finderKey() makes (or users.search_name: words separated by single spaces; a hyphenated
 * surname's second half is matched after its "-").
 */
export function matchesAllWords(column: Expression<string | null>, words: string[]): Expression<SqlBool> {
  const parts = words.map(
    (w) =>
      sql<SqlBool>`(${column} like ${`${w}%`} escape '\\' or ${column} like ${`% ${w}%`} escape '\\' or ${column} like ${`%-${w}%`} escape '\\')`,
  );
  return sql<SqlBool>`(${sql.join(parts, sql` and `)})`;
}

/** A tag's whole value starting with the query: "отп" finds "отпуск". */
export function startsWith(column: Expression<string | null>, value: string): Expression<SqlBool> {
  const escaped = escapeLike(finderKey(value));
  return sql<SqlBool>`${column} like ${`${escaped}%`} escape '\\'`;
}

export type KeyedKind = "USER_POSITION" | "DEPARTMENT" | "WIKI_ROLE" | "TAG" | "CONTACT";

/** Rows of a catalogue whose key is missing or was made from other text. */
async function staleRows(db: Kysely<Database>, kind: KeyedKind): Promise<{ id: number; source: string }[]> {
  const stale = <T extends { id: number; source: string | null }>(rows: T[]) =>
    rows.filter((r): r is T & { source: string } => r.source != null);
  switch (kind) {
    case "USER_POSITION":
      return stale(
        await db
          .selectFrom("positions as t")
          .leftJoin("search_keys", (join) => join.onRef("search_keys.object_id", "=", "t.id").on("search_keys.kind", "=", kind))
          .select(["t.id", "t.name as source"])
          .where((eb) => eb.or([eb("search_keys.key", "is", null), eb("search_keys.source", "<>", eb.ref("t.name"))]))
          .execute(),
      );
    case "DEPARTMENT":
      return stale(
        await db
          .selectFrom("departments as t")
          .leftJoin("search_keys", (join) => join.onRef("search_keys.object_id", "=", "t.id").on("search_keys.kind", "=", kind))
          .select(["t.id", "t.name as source"])
          .where((eb) => eb.or([eb("search_keys.key", "is", null), eb("search_keys.source", "<>", eb.ref("t.name"))]))
          .execute(),
      );
    case "WIKI_ROLE":
      return stale(
        await db
          .selectFrom("wiki_roles as t")
          .leftJoin("search_keys", (join) => join.onRef("search_keys.object_id", "=", "t.id").on("search_keys.kind", "=", kind))
          .select(["t.id", "t.name as source"])
          .where((eb) => eb.or([eb("search_keys.key", "is", null), eb("search_keys.source", "<>", eb.ref("t.name"))]))
          .execute(),
      );
    case "TAG":
      return stale(
        await db
          .selectFrom("tags as t")
          .leftJoin("search_keys", (join) => join.onRef("search_keys.object_id", "=", "t.id").on("search_keys.kind", "=", kind))
          .select(["t.id", "t.value as source"])
          .where((eb) => eb.or([eb("search_keys.key", "is", null), eb("search_keys.source", "<>", eb.ref("t.value"))]))
          .execute(),
      );
    case "CONTACT":
      // Service records only: employee cards match by the person's users.search_name.
      return stale(
        await db
          .selectFrom("contacts as t")
          .leftJoin("search_keys", (join) => join.onRef("search_keys.object_id", "=", "t.id").on("search_keys.kind", "=", kind))
          .select(["t.id", "t.name as source"])
          .where("t.kind", "=", "another")
          .where("t.name", "is not", null)
          .where((eb) => eb.or([eb("search_keys.key", "is", null), eb("search_keys.source", "<>", eb.ref("t.name"))]))
          .execute(),
      );
  }
}

/**
 * Brings the keys of one catalogue up to date: new and renamed rows get a key. Usually finds nothing
 * to do (one small query), so writers of these tables need not know about the finder.
 */
export async function refreshKeys(db: Kysely<Database>, kind: KeyedKind): Promise<void> {
  const rows = await staleRows(db, kind);
  if (rows.length === 0) return;
  for (let i = 0; i < rows.length; i += 200) {
    const values = rows.slice(i, i + 200).map((r) => ({ kind, object_id: r.id, source: r.source, key: finderKey(r.source) }));
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
 * The key of one object another feature keeps in search_keys under its own kind (a post, a group article,
 * a vacancy): `source` lower-cased with yo as ye (SQLite's lower() and LIKE fold ASCII only), written in
 * the transaction that saves the object, in place of the key it had.
 */
export async function writeObjectKey(db: Db, kind: string, objectId: number, source: string): Promise<void> {
  await dropObjectKey(db, kind, objectId);
  await db
    .insertInto("search_keys")
    .values({ kind, object_id: objectId, source, key: searchKey(source) })
    .execute();
}

/** The object's key gone with it (a deleted article). */
export async function dropObjectKey(db: Db, kind: string, objectId: number): Promise<void> {
  await db.deleteFrom("search_keys").where("kind", "=", kind).where("object_id", "=", objectId).execute();
}
