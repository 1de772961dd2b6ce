// The PostgreSQL backend: candidates from search_items.search_vector (migration 0024: the stored terms
// as lexemes, untouched by any parser or dictionary, plus "_ix_<index>") under its GIN index.
// Matching and ranking are match.server.ts's; writes are store.server.ts's (the vector is generated).
import { sql, type SqlBool } from "kysely";
import type { QueryTerm, SearchBackend } from "./backend.server";
import { matchItems, type TermFinder } from "./match.server";
import { clearIndex, removeItems, vocabularyNear, writeItems } from "./store.server";
import { indexToken } from "./terms";

/**
 * A lexeme in tsquery's input syntax. The string is bound as a parameter and cast, not given to
 * to_tsquery: no parser or dictionary between the query and the stored lexemes, as on the item side.
 * Quoting is safe because terms are [0-9a-zа-я]+ and the index token [a-z0-9_]+.
 */
const lexeme = (term: string) => `'${term}'`;

function tsTerm(term: QueryTerm): string {
  return term.prefix ? `(${lexeme(term.stem)} | ${lexeme(term.word)}:*)` : lexeme(term.stem);
}

const finder: TermFinder = {
  // The index is told by its lexeme only: a condition on index_name made the planner AND the GIN's
  // bitmap with the b-tree's whole index range (40,000 entries read for 2,000 matches).
  holdsAll: (indexName, terms) =>
    sql<SqlBool>`i.search_vector @@ ${[lexeme(indexToken(indexName)), ...terms.map(tsTerm)].join(" & ")}::tsquery`,
  // Through the GIN, once for all candidates: testing each candidate's own vector would read (detoast)
  // every long body again.
  holds: (indexName, term) =>
    sql<SqlBool>`m.id in (select id from search_items where search_vector @@ ${`${lexeme(indexToken(indexName))} & ${lexeme(term)}`}::tsquery)`,
  contains: (haystack, needle) => sql<SqlBool>`strpos(${haystack}, ${needle}) > 0`,
};

export const postgresSearchBackend: SearchBackend = {
  write: (db, items) => writeItems(db, "postgres", items),
  remove: (db, indexName, objectIds) => removeItems(db, "postgres", indexName, objectIds),
  match: (db, query) => matchItems(db, finder, query),
  vocabulary: (db, indexName, near) => vocabularyNear(db, "postgres", indexName, near),
  clear: (db, indexName) => clearIndex(db, indexName),
};
