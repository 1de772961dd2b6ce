// The portal search's SQLite full-text documents gain what a large match needs to be counted and ranked inside
// FTS5 instead of row by row (issue #16 "Scale and speed": a 3-letter prefix matching 30,000 of 200,000 items
// took 160 ms scoring every match, ~4 µs each, and 30 ms only to count them through search_items):
// - "_s<scope_id>" ("_sn" without one): the access scope, so a count within a person's scope is the whole
//   match's count less the matches in the scopes she may not read, both counted by FTS5;
// - "_t_<term>" for each of the title's terms: the items whose title holds a term, so the ranking's tiers
//   (title over body, exact over stem) are FTS5 queries and only the page's rows are read;
// - "_w_<term>_<term>…": the whole title, so the items named exactly the query are one FTS5 term too.
// No query term can equal either (terms are [0-9a-zа-я]+; these start with "_"). The documents are written
// again from search_items. PostgreSQL is unchanged: its backend ranks with the shared SQL.
// users_blocked: the blocked people, so "everyone but the blocked" is a short list (both databases).
// search_items_fresh: the items of an index newest first (the ranking's last keys), so the page of a large
// tier is read from its start instead of sorting the whole tier.
import { sql, type Kysely } from "kysely";
import { isPostgres } from "~/platform/db/migration-helpers";

/** The full-text document of a search_items row (`row` is new or a table alias). */
export const ftsDocument = (row: string) =>
  sql.raw(
    `'_ix_' || lower(${row}.index_name) || ' _s' || coalesce(${row}.scope_id, 'n') || ' ' || ${row}.title_terms || ' ' || ${row}.body_terms` +
      ` || case when ${row}.title_terms = '' then '' else ' _t_' || replace(${row}.title_terms, ' ', ' _t_')` +
      ` || ' _w_' || replace(${row}.title_terms, ' ', '_') end`,
  );

export async function up(db: Kysely<unknown>): Promise<void> {
  // The blocked people, few: the search counts people's matches less theirs (peopleScope in contacts).
  await sql`create index users_blocked on users (id) where blocked = 1`.execute(db);
  if (isPostgres(db)) return;
  await sql`drop trigger search_items_fts_insert`.execute(db);
  await sql`drop trigger search_items_fts_delete`.execute(db);
  await sql`drop trigger search_items_fts_update`.execute(db);
  await sql`drop table search_fts`.execute(db);
  await sql`create virtual table search_fts using fts5(
    terms,
    content = '',
    contentless_delete = 1,
    detail = none,
    tokenize = "unicode61 remove_diacritics 0 tokenchars '_'",
    prefix = '2 3 4'
  )`.execute(db);
  await sql`insert into search_fts (rowid, terms) select i.id, ${ftsDocument("i")} from search_items i`.execute(db);
  await sql`create trigger search_items_fts_insert after insert on search_items begin
    insert into search_fts (rowid, terms) values (new.id, ${ftsDocument("new")});
  end`.execute(db);
  await sql`create trigger search_items_fts_delete after delete on search_items begin
    delete from search_fts where rowid = old.id;
  end`.execute(db);
  // A rewrite that leaves the document as it was (a reindex of an unchanged item) does not touch FTS5.
  await sql`create trigger search_items_fts_update after update on search_items
    when old.index_name is not new.index_name or old.scope_id is not new.scope_id or old.title_terms is not new.title_terms
      or old.body_terms is not new.body_terms or old.id is not new.id
    begin
      delete from search_fts where rowid = old.id;
      insert into search_fts (rowid, terms) values (new.id, ${ftsDocument("new")});
    end`.execute(db);
  await sql`create index search_items_fresh on search_items (index_name, fresh_at desc, object_id desc, scope_id)`.execute(db);
}
