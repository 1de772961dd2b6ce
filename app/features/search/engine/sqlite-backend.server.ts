// The SQLite backend: candidates from the contentless FTS5 table search_fts (migrations 0024 and 0027), whose
// documents are search_items' rows by id and hold "_ix_<index>", "_s<scope>", the title's and body's terms,
// "_t_<term>" for each of the title's and "_w_<the title's terms>". A small match is ranked by match.server.ts's shared SQL; a large one
// by sqlite-tiers.server.ts, with the same answer. Writes are store.server.ts's (triggers keep search_fts).
import { sql, type Expression, type SqlBool } from "kysely";
import type { MatchQuery, MatchResult, SearchBackend, SearchDb } from "./backend.server";
import { matchItems, type TermFinder } from "./match.server";
import { clearIndex, removeItems, vocabularyNear, writeItems } from "./store.server";
import { checkedIndexName, indexToken, usableTerms } from "./terms";
import { countMatch, countUpTo, ftsTerm, inIdList, inSubquery, matchAllOf, MAX_TERMS, quoted, tieredMatch } from "./sqlite-tiers.server";

/** Matches FTS5 counts above this many are answered by the tiers (below, scoring them all is as quick). */
const TIERS_FROM = 2000;

/**
 * An item id among the index's documents matching an FTS5 expression. The index token is matched inside
 * FTS5: a term common in other indexes costs a quarter of its whole doclist (1.7 ms instead of 4 for a
 * word in 57,000 of 200,000 items but 3,400 of the index).
 */
function inDocuments(id: "i.id" | "m.id", indexName: string, expression: string): Expression<SqlBool> {
  const match = `${quoted(indexToken(indexName))} AND ${expression}`;
  return sql<SqlBool>`${sql.ref(id)} in (select rowid from search_fts where search_fts match ${match})`;
}

const finder: TermFinder = {
  holdsAll: (indexName, terms) => inDocuments("i.id", indexName, terms.map(ftsTerm).join(" AND ")),
  holds: (indexName, term) => inDocuments("m.id", indexName, quoted(term)),
  contains: (haystack, needle) => sql<SqlBool>`instr(${haystack}, ${needle}) > 0`,
  inList: inIdList,
  inSubquery,
};

async function match(db: SearchDb, query: MatchQuery, tiersFrom: number): Promise<MatchResult> {
  const indexName = checkedIndexName(query.indexName);
  const terms = usableTerms(query.terms);
  if (terms.length === 0) return { total: 0, hits: [] };
  if (terms.length > MAX_TERMS) return matchItems(db, finder, query);
  const all = matchAllOf(indexName, terms);
  // Whether the match is small, told by FTS5 alone (it stops at tiersFrom): a small one, or none (a retry's
  // first try), is counted by the shared SQL in its own pass, without reading the scope's other items.
  const found = await countUpTo(db, all, tiersFrom);
  if (found === 0) return { total: 0, hits: [] };
  if (found < tiersFrom) return matchItems(db, finder, query);
  return tieredMatch(db, indexName, terms, await countMatch(db, indexName, all, query.scope), query);
}

/** The backend; `tiersFrom` (tests) moves the size from which the tiers answer. */
export function createSqliteSearchBackend(options: { tiersFrom?: number } = {}): SearchBackend {
  const tiersFrom = options.tiersFrom ?? TIERS_FROM;
  return {
    write: (db, items) => writeItems(db, "sqlite", items),
    remove: (db, indexName, objectIds) => removeItems(db, "sqlite", indexName, objectIds),
    match: (db, query) => match(db, query, tiersFrom),
    vocabulary: (db, indexName, near) => vocabularyNear(db, "sqlite", indexName, near),
    clear: (db, indexName) => clearIndex(db, indexName),
    // A rebuild writes every document twice (under "<index>__NEXT", then renamed) in hundreds of small
    // transactions: FTS5 is left with many segments and the first writes' deletions, and a match read them
    // all (18 ms instead of 2 for a word in 7,000 of 200,000 items). One merge, ~5 s at that size, after it.
    compact: async (db) => {
      await sql`insert into search_fts (search_fts) values ('optimize')`.execute(db);
    },
  };
}

export const sqliteSearchBackend = createSqliteSearchBackend();
