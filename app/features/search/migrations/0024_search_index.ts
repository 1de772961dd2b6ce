// The search engine's store (issue #16): one row per indexed thing of every index, the terms the text
// pipeline made of its name and body, and a vocabulary of whole words for typo correction.
// Matching and ranking live in app/features/search/engine/ (one backend per database); this only stores.
//
// search_items
// - title_terms, body_terms: the analysed terms (only [0-9a-zа-я], ё folded) separated by single spaces,
//   the whole words first and then the stems that are not already words; title_words and body_words say
//   how many of the leading terms are whole words, so the vocabulary can be decremented when an item is
//   rewritten or removed without storing its words twice.
// - scope_id: the section or group the item belongs to; each index filters it by what the person may
//   read, in the query, so access changes need no reindex.
// - id: SQLite's full-text table addresses documents by an integer rowid, which must be stable (an
//   implicit rowid may change on VACUUM), so the table has an integer key and (index_name, object_id) is
//   unique instead of being the primary key; PostgreSQL has the same columns so one row type serves both.
// - The full-text index is kept in step by the database itself on both, so every writer (a batch write,
//   a delete of a whole index) keeps it right:
//   SQLite: a contentless FTS5 table (it stores no copy of the text; contentless_delete=1 lets a row be
//     deleted by rowid alone) written by triggers. detail=none: matching needs only which rows hold a
//     term (ranking reads the title from search_items), and it keeps the index about a third the size.
//     Its one column is "_ix_<index> title body": the index name is a token no query term can be (terms
//     have no "_"), so a match is narrowed to one index inside FTS5. unicode61 with remove_diacritics 0
//     and "_" as a token character splits our text at spaces only; prefix='2 3 4' answers 2- to
//     4-letter prefix queries from a prefix index instead of walking every term.
//   PostgreSQL: a generated tsvector of the terms as they are (array_to_tsvector: no parser or dictionary
//     between them, so lexemes are exactly SQLite's tokens) plus the same "_ix_<index>" lexeme, under GIN.
// search_vocabulary
// - items: how many items of the index hold the whole word (in title or body); rows at 0 are deleted.
// - first_letter and length are stored so "words of this index starting with X, of length L±2" is one
//   range of search_vocabulary_near, most frequent first.
import { sql, type Kysely } from "kysely";
import { idColumn, isPostgres } from "~/platform/db/migration-helpers";

export async function up(db: Kysely<unknown>): Promise<void> {
  const postgres = isPostgres(db);
  await db.schema
    .createTable("search_items")
    .addColumn("id", ...idColumn(db))
    .addColumn("index_name", "text", (c) => c.notNull())
    .addColumn("object_id", "integer", (c) => c.notNull())
    .addColumn("scope_id", "integer")
    /** ISO time the ranking orders equal scores by, newest first. */
    .addColumn("fresh_at", "text", (c) => c.notNull())
    .addColumn("title_words", "integer", (c) => c.notNull())
    .addColumn("title_terms", "text", (c) => c.notNull())
    .addColumn("body_words", "integer", (c) => c.notNull())
    // Last: SQLite reads a row's columns in order and a long body spills to overflow pages. A match reads
    // the columns before it for every candidate and never the body (twice as fast at 200,000 items).
    .addColumn("body_terms", "text", (c) => c.notNull())
    .$call((t) =>
      postgres
        ? t.addColumn("search_vector", sql`tsvector`, (c) =>
            c
              .generatedAlwaysAs(
                sql`array_to_tsvector(array_cat(array_cat(array['_ix_' || lower(index_name)], string_to_array(title_terms, ' ')), string_to_array(body_terms, ' ')))`,
              )
              .stored(),
          )
        : t,
    )
    .execute();
  await db.schema.createIndex("search_items_object").on("search_items").columns(["index_name", "object_id"]).unique().execute();
  await db.schema.createIndex("search_items_scope").on("search_items").columns(["index_name", "scope_id"]).execute();

  if (postgres) {
    // A GIN index collects new entries in a pending list every query reads whole until it is merged;
    // 256 kB instead of 4 MB keeps that read small under a steady trickle of reindexed items (2,000
    // matches took 29 ms from the index after a bulk load, 6 ms once the list was merged).
    await sql`create index search_items_vector on search_items using gin (search_vector) with (gin_pending_list_limit = 256)`.execute(db);
  } else {
    // What a match reads of each candidate, found by id, in an index whose entries are a few dozen bytes:
    // a table row holding a long body fills a page of its own, so 25,000 candidates read 25,000 pages
    // (54 ms of CPU; 30 through this index). PostgreSQL keeps long values out of its rows by itself.
    await db.schema
      .createIndex("search_items_candidate")
      .on("search_items")
      .columns(["id", "scope_id", "fresh_at", "object_id", "title_terms"])
      .execute();
    await sql`create virtual table search_fts using fts5(
      terms,
      content = '',
      contentless_delete = 1,
      detail = none,
      tokenize = "unicode61 remove_diacritics 0 tokenchars '_'",
      prefix = '2 3 4'
    )`.execute(db);
    const document = (row: "new") => sql.raw(`'_ix_' || lower(${row}.index_name) || ' ' || ${row}.title_terms || ' ' || ${row}.body_terms`);
    await sql`create trigger search_items_fts_insert after insert on search_items begin
      insert into search_fts (rowid, terms) values (new.id, ${document("new")});
    end`.execute(db);
    await sql`create trigger search_items_fts_delete after delete on search_items begin
      delete from search_fts where rowid = old.id;
    end`.execute(db);
    // A rewrite that leaves the terms as they were (a reindex of an unchanged item) does not touch FTS5.
    await sql`create trigger search_items_fts_update after update on search_items
      when old.index_name is not new.index_name or old.title_terms is not new.title_terms
        or old.body_terms is not new.body_terms or old.id is not new.id
      begin
        delete from search_fts where rowid = old.id;
        insert into search_fts (rowid, terms) values (new.id, ${document("new")});
      end`.execute(db);
  }

  await db.schema
    .createTable("search_vocabulary")
    .addColumn("index_name", "text", (c) => c.notNull())
    .addColumn("term", "text", (c) => c.notNull())
    .addColumn("first_letter", "text", (c) => c.notNull())
    /** In characters. */
    .addColumn("length", "integer", (c) => c.notNull())
    .addColumn("items", "integer", (c) => c.notNull())
    .addPrimaryKeyConstraint("search_vocabulary_pk", ["index_name", "term"])
    .execute();
  await db.schema
    .createIndex("search_vocabulary_near")
    .on("search_vocabulary")
    .columns(["index_name", "first_letter", "length", "items desc", "term"])
    .execute();
  // search_rebuilds: each rebuild of the indexes (POST /search/create, npm run search:reindex): one running at a
  // time across processes (finished_at null), and what /admin/search shows of the last one.
  await db.schema
    .createTable("search_rebuilds")
    .addColumn("id", ...idColumn(db))
    .addColumn("index_names", "text", (c) => c.notNull())
    .addColumn("started_at", "text", (c) => c.notNull())
    .addColumn("started_by", "integer")
    .addColumn("finished_at", "text")
    .addColumn("duration_ms", "integer")
    .addColumn("items", "integer")
    .addColumn("error", "text")
    // 1 while running, null after: unique, so a second rebuild cannot start meanwhile, from any process.
    .addColumn("running", "integer")
    .execute();
  await db.schema.createIndex("search_rebuilds_running").on("search_rebuilds").column("running").unique().execute();
}
