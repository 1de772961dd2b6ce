// The one matching and ranking rule of both backends (issue #16 "Ranking (ours)"). A database only
// says which items of an index hold terms (its full-text index); the score, the order, the access scope
// and the count are this SQL, the same on both, so SQLite and PostgreSQL answer alike.
// The candidates are a materialized CTE, so the full-text index always drives: given a scope subquery,
// PostgreSQL otherwise walked the (index_name, scope_id) index and tested every item's vector (2.6 s
// instead of 36 ms for 2,000 matches among 40,000 guide articles).
//
// score = Σ over the query's terms of (3 when the term matches in the title, else 1)
//                                    + (2 when the title holds the exact query word as a word of its own,
//                                       else 1 when the item holds it: in the body, or as a word's stem)
//         + 1 when the name is exactly the query (its words, in order: «Менеджер» before «Ведущий менеджер»)
// then fresh_at (newest first), then object_id (highest first).
import { sql, type Expression, type RawBuilder, type SqlBool } from "kysely";
import type { MatchQuery, MatchResult, QueryTerm, ScopeFilter, SearchDb } from "./backend.server";
import { checkedIndexName, storedTermsOf, usableTerms } from "./terms";

/** What a database contributes to a match. */
export interface TermFinder {
  /**
   * Over search_items aliased `i`: the items of the index holding every term (the term's stem, or a term
   * starting with its word when `prefix`). The index is told by the full-text index's own token.
   */
  holdsAll(indexName: string, terms: readonly QueryTerm[]): Expression<SqlBool>;
  /** Over the candidates aliased `m`: those holding this exact term. */
  holds(indexName: string, term: string): Expression<SqlBool>;
  /** Whether `needle` occurs in `haystack` (SQLite's instr, PostgreSQL's strpos). */
  contains(haystack: Expression<string>, needle: string): Expression<SqlBool>;
  /** Whether `value` is among `ids` (not empty): one bound value for a long list where the database takes one. */
  inList?(value: Expression<number | null>, ids: readonly number[]): Expression<SqlBool>;
  /** Whether `value` is among what a scope subquery selects, where the database has a quicker way than `in`. */
  inSubquery?(value: Expression<number | null>, subquery: Expression<Record<string, number | null>>): Expression<SqlBool>;
}

const title = sql.ref<string>("m.title_terms");

// Spaces around the stored terms make " stem " a whole term and " word" the start of one.
const spacedTitle = sql<string>`' ' || ${title} || ' '`;

/** The term's stem among the title's terms, or (for a prefix term) a title term starting with its word. */
function inTitle(finder: TermFinder, term: QueryTerm): Expression<SqlBool> {
  const stem = finder.contains(spacedTitle, ` ${term.stem} `);
  return term.prefix ? sql<SqlBool>`(${stem} or ${finder.contains(spacedTitle, ` ${term.word}`)})` : stem;
}

/**
 * The exact query word's points: 2 when the title holds it as a word of its own, 1 when the item holds it
 * otherwise (a word of the body, or the stem of another word: the full-text indexes do not tell them apart).
 * A title holding a word holds that word's stem too, so a title holding «иванов» without its stem «иван»
 * holds it only as the stem of «Иванова»: Иванов comes before Иванова for «иванов», and Иван Иванов before
 * Никита Иванов («иван» only as the stem of «иванов») for «иванов иван». A word that is its own stem
 * («петр», also the stem of «Петров») counts as a word wherever the title holds it.
 */
function exactWordPoints(finder: TermFinder, indexName: string, term: QueryTerm): RawBuilder<number> {
  const held = finder.contains(spacedTitle, ` ${term.word} `);
  const asWord = term.stem === term.word ? held : sql<SqlBool>`(${held} and ${finder.contains(spacedTitle, ` ${term.stem} `)})`;
  return sql<number>`case when ${asWord} then 2 when ${finder.holds(indexName, term.word)} then 1 else 0 end`;
}

/**
 * The title_terms of an item named exactly the query: its words, then their stems that are not words, as
 * the store writes them. A hyphenated query word is one joined word here, where an item's name also holds
 * its parts, so such a query never counts as a whole name.
 */
export function wholeNameOf(terms: readonly QueryTerm[]): string {
  return storedTermsOf({ words: terms.map((t) => t.word), stems: terms.map((t) => t.stem) }).terms;
}

function scoreOf(finder: TermFinder, indexName: string, terms: readonly QueryTerm[]): RawBuilder<number> {
  const parts = terms.map(
    (term) => sql<number>`(case when ${inTitle(finder, term)} then 3 else 1 end + ${exactWordPoints(finder, indexName, term)})`,
  );
  const wholeName = sql<number>`case when ${title} = ${wholeNameOf(terms)} then 1 else 0 end`;
  return sql<number>`(${sql.join([...parts, wholeName], sql` + `)})`;
}

function isIdList(scopeIds: ScopeFilter["scopeIds"]): scopeIds is readonly number[] {
  return Array.isArray(scopeIds);
}

/** The scope on a scope_id column (`m.scope_id` of the candidates, or another alias's). */
export function inScope(finder: Pick<TermFinder, "inList" | "inSubquery">, scope: ScopeFilter, column = "m.scope_id"): Expression<SqlBool> {
  const scopeId = sql.ref<number | null>(column);
  const { scopeIds } = scope;
  const listed = isIdList(scopeIds)
    ? scopeIds.length > 0
      ? (finder.inList?.(scopeId, scopeIds) ?? sql<SqlBool>`${scopeId} in (${sql.join([...scopeIds])})`)
      : sql<SqlBool>`1 = 0`
    : (finder.inSubquery?.(scopeId, scopeIds) ?? sql<SqlBool>`${scopeId} in ${scopeIds}`);
  return scope.allowNullScope ? sql<SqlBool>`(${listed} or ${scopeId} is null)` : listed;
}

export async function matchItems(db: SearchDb, finder: TermFinder, query: MatchQuery): Promise<MatchResult> {
  const indexName = checkedIndexName(query.indexName);
  const terms = usableTerms(query.terms);
  if (terms.length === 0) return { total: 0, hits: [] };
  const candidates = db
    .with(
      (cte) => cte("m").materialized(),
      (q) =>
        q
          .selectFrom("search_items as i")
          .select(["i.id", "i.object_id", "i.scope_id", "i.fresh_at", "i.title_terms"])
          .where(finder.holdsAll(indexName, terms)),
    )
    .selectFrom("m");
  const matching = query.scope ? candidates.where(inScope(finder, query.scope)) : candidates;
  const count = async () => Number((await matching.select((eb) => eb.fn.countAll<number>().as("n")).executeTakeFirstOrThrow()).n);

  const limit = Math.max(0, Math.floor(query.limit));
  const offset = Math.max(0, Math.floor(query.offset));
  if (limit === 0) return { total: await count(), hits: [] };
  // The count rides along with the page (one pass over the matches); a page past the end has no row
  // to carry it, and only then is it asked for on its own.
  const rows = await matching
    .select(["m.object_id", scoreOf(finder, indexName, terms).as("score"), sql<number>`count(*) over ()`.as("total")])
    .orderBy(sql`score`, "desc")
    .orderBy("m.fresh_at", "desc")
    .orderBy("m.object_id", "desc")
    .limit(limit)
    .offset(offset)
    .execute();
  const first = rows[0];
  const total = first ? Number(first.total) : offset > 0 ? await count() : 0;
  return { total, hits: rows.map((r) => ({ objectId: r.object_id, score: Number(r.score) })) };
}
