// Writing search_items and search_vocabulary, the same SQL on both databases: the full-text index
// follows search_items by itself (SQLite's triggers, PostgreSQL's generated column; migration 0024).
// The vocabulary moves by difference: an item's old whole words are read back (they lead its stored
// terms), each word gains one item for every item that newly holds it and loses one for every item that
// no longer does, and words left with no item are deleted.
import { sql, Transaction } from "kysely";
import type { DialectName } from "~/platform/db/db.server";
import type { Database } from "~/platform/db/schema";
import type { IndexedItem, SearchDb, VocabularyNear, VocabularyWord } from "./backend.server";
import { checkedIndexName, storedTermsOf, storedWords } from "./terms";
import { chunks } from "~/shared/chunks";

/** Rows a statement writes or names at a time: well under both databases' limits on bound values. */
const CHUNK = 400;

/** Runs in the caller's transaction, or in one of its own so items and vocabulary never disagree. */
async function inTransaction(db: SearchDb, work: (trx: Transaction<Database>) => Promise<void>): Promise<void> {
  if (db instanceof Transaction) await work(db);
  else await db.transaction().execute(work);
}

/** term -> change in its item count, for one index. */
type Delta = Map<string, number>;

function addWords(delta: Delta, words: Iterable<string>, by: number): void {
  for (const word of words) delta.set(word, (delta.get(word) ?? 0) + by);
}

/**
 * The whole words the stored items hold, by object id. On PostgreSQL the rows are locked, so a
 * concurrent rewrite of the same item waits instead of counting from the same old words.
 */
async function storedWordsOf(trx: Transaction<Database>, dialect: DialectName, indexName: string, objectIds: readonly number[]) {
  const words = new Map<number, Set<string>>();
  for (const ids of chunks(objectIds, CHUNK)) {
    const rows = await trx
      .selectFrom("search_items")
      .select(["object_id", "title_terms", "title_words", "body_terms", "body_words"])
      .where("index_name", "=", indexName)
      .where("object_id", "in", ids)
      .$if(dialect === "postgres", (q) => q.forUpdate())
      .execute();
    for (const row of rows) {
      words.set(row.object_id, new Set([...storedWords(row.title_terms, row.title_words), ...storedWords(row.body_terms, row.body_words)]));
    }
  }
  return words;
}

async function applyDelta(trx: Transaction<Database>, indexName: string, delta: Delta): Promise<void> {
  // Sorted, so two transactions touching the same words lock them in the same order (no deadlock).
  const changed = [...delta].filter(([, by]) => by !== 0).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  for (const part of chunks(changed, CHUNK)) {
    await trx
      .insertInto("search_vocabulary")
      .values(
        part.map(([term, by]) => ({ index_name: indexName, term, first_letter: term.charAt(0), length: [...term].length, items: by })),
      )
      .onConflict((oc) =>
        oc.columns(["index_name", "term"]).doUpdateSet((eb) => ({ items: eb("search_vocabulary.items", "+", eb.ref("excluded.items")) })),
      )
      .execute();
  }
  const lost = changed.filter(([, by]) => by < 0).map(([term]) => term);
  for (const terms of chunks(lost, CHUNK)) {
    await trx
      .deleteFrom("search_vocabulary")
      .where("index_name", "=", indexName)
      .where("term", "in", terms)
      .where("items", "<=", 0)
      .execute();
  }
}

export async function writeItems(db: SearchDb, dialect: DialectName, items: readonly IndexedItem[]): Promise<void> {
  // The last of several writes of one item wins; one statement may not insert a key twice.
  const byIndex = new Map<string, Map<number, IndexedItem>>();
  for (const item of items) {
    const index = byIndex.get(checkedIndexName(item.indexName)) ?? new Map<number, IndexedItem>();
    index.set(item.objectId, item);
    byIndex.set(item.indexName, index);
  }
  if (byIndex.size === 0) return;
  await inTransaction(db, async (trx) => {
    for (const [indexName, index] of byIndex) {
      const old = await storedWordsOf(trx, dialect, indexName, [...index.keys()]);
      const delta: Delta = new Map();
      const rows = [...index.values()].map((item) => {
        const title = storedTermsOf(item.title);
        const body = storedTermsOf(item.body);
        addWords(delta, old.get(item.objectId) ?? [], -1);
        addWords(delta, new Set([...storedWords(title.terms, title.words), ...storedWords(body.terms, body.words)]), 1);
        return {
          index_name: indexName,
          object_id: item.objectId,
          scope_id: item.scopeId,
          title_terms: title.terms,
          title_words: title.words,
          body_terms: body.terms,
          body_words: body.words,
          fresh_at: item.freshAt,
        };
      });
      for (const part of chunks(rows, CHUNK)) {
        await trx
          .insertInto("search_items")
          .values(part)
          .onConflict((oc) =>
            oc.columns(["index_name", "object_id"]).doUpdateSet((eb) => ({
              scope_id: eb.ref("excluded.scope_id"),
              title_terms: eb.ref("excluded.title_terms"),
              title_words: eb.ref("excluded.title_words"),
              body_terms: eb.ref("excluded.body_terms"),
              body_words: eb.ref("excluded.body_words"),
              fresh_at: eb.ref("excluded.fresh_at"),
            })),
          )
          .execute();
      }
      await applyDelta(trx, indexName, delta);
    }
  });
}

export async function removeItems(db: SearchDb, dialect: DialectName, indexName: string, objectIds: readonly number[]): Promise<void> {
  checkedIndexName(indexName);
  const ids = [...new Set(objectIds)];
  if (ids.length === 0) return;
  await inTransaction(db, async (trx) => {
    const old = await storedWordsOf(trx, dialect, indexName, ids);
    const delta: Delta = new Map();
    for (const words of old.values()) addWords(delta, words, -1);
    for (const part of chunks(ids, CHUNK)) {
      await trx.deleteFrom("search_items").where("index_name", "=", indexName).where("object_id", "in", part).execute();
    }
    await applyDelta(trx, indexName, delta);
  });
}

export async function clearIndex(db: SearchDb, indexName: string): Promise<void> {
  checkedIndexName(indexName);
  await inTransaction(db, async (trx) => {
    await trx.deleteFrom("search_items").where("index_name", "=", indexName).execute();
    await trx.deleteFrom("search_vocabulary").where("index_name", "=", indexName).execute();
  });
}

export async function vocabularyNear(
  db: SearchDb,
  dialect: DialectName,
  indexName: string,
  near: VocabularyNear,
): Promise<VocabularyWord[]> {
  if (near.limit <= 0 || near.maxLength < near.minLength) return [];
  // Ties by the words' code points on both (PostgreSQL's own collation may order them otherwise).
  const byTerm = dialect === "postgres" ? sql`term collate "C"` : sql`term`;
  return db
    .selectFrom("search_vocabulary")
    .select(["term", "items"])
    .where("index_name", "=", checkedIndexName(indexName))
    .where("first_letter", "=", near.firstLetter)
    .where("length", ">=", near.minLength)
    .where("length", "<=", near.maxLength)
    .orderBy("items", "desc")
    .orderBy(byTerm)
    .limit(near.limit)
    .execute();
}
