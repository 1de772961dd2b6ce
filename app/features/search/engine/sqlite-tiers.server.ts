// SQLite's answer to a large match (issue #16 "Scale and speed"): the same total and the same page as the shared
// rule (match.server.ts), found inside FTS5 instead of by scoring every match. The shared SQL reads and scores
// each candidate, ~4 µs a row: 160 ms for a 3-letter prefix matching 30,000 of 200,000 items. Here:
// - the total is FTS5's count of the match, less the matches in the scopes the person may not see: the index's
//   other scopes for a list (few when she reads most of the guide), or the scope's own `exceptScopeIds` (the
//   blocked people); else counted row by row;
// - the page is taken score by score, highest first. A term's part of the score (match.server.ts) is one of five
//   classes, each an FTS5 query over the documents' tokens (migration 0027: "_t_<term>" for the title's terms):
//   5 the title holds the term and the exact word as a word of its own, 4 the title holds the term and the item
//   the exact word otherwise, 3 the title the term but the item not the exact word, 2 the body the term and the
//   item the exact word, 1 the body the term alone. The items of one score are an OR of the classes'
//   combinations summing to it; the whole name's point ("_w_" token) splits the top score (every term 5). Of
//   each, the newest (then highest object id) are read in the order of search_items_fresh, or sorted when they
//   are few, until the page is full. Only the page's rows and the scores it reaches are read.
// Up to MAX_TERMS terms (5^n combinations); more, and a small match, go to the shared SQL.
import { sql, type Expression, type RawBuilder, type SqlBool } from "kysely";
import type { MatchQuery, MatchResult, QueryTerm, ScopeFilter, SearchDb, Hit } from "./backend.server";
import { inScope, wholeNameOf } from "./match.server";
import { indexToken } from "./terms";

/** Terms the tiers take: 2 make 25 combinations over 9 scores (3 would make 125, each level a long OR). */
export const MAX_TERMS = 2;
/** A score's items at most this many are sorted; more are read newest first from search_items_fresh. */
const SORTED_AT_MOST = 1500;
/** A complement of the listed scopes at most this long is counted out; a longer one counts the listed ones. */
const COMPLEMENT_AT_MOST = 5000;

/** A term as an FTS5 string: quoted, so it is never read as an operator (terms are [0-9a-zа-я]+). */
export const quoted = (term: string) => `"${term}"`;

/** FTS5's form of one query term: its stem, or also a term starting with its word. */
export function ftsTerm(term: QueryTerm): string {
  return term.prefix ? `(${quoted(term.stem)} OR ${quoted(term.word)}*)` : quoted(term.stem);
}

/** The index's items matching every term. */
export const matchAllOf = (indexName: string, terms: readonly QueryTerm[]) =>
  `${quoted(indexToken(indexName))} AND ${terms.map(ftsTerm).join(" AND ")}`;

/** The title holds the term (its stem, or a title term starting with its word): the "_t_" tokens. */
const inTitle = (term: QueryTerm) =>
  term.prefix ? `(${quoted(`_t_${term.stem}`)} OR ${quoted(`_t_${term.word}`)}*)` : quoted(`_t_${term.stem}`);

/** The title holds the exact query word as a word of its own (match.server.ts's exactWordPoints: 2). */
const asOwnWord = (term: QueryTerm) =>
  term.stem === term.word ? quoted(`_t_${term.word}`) : `(${quoted(`_t_${term.word}`)} AND ${quoted(`_t_${term.stem}`)})`;

/**
 * A term's class (its part of the score) as FTS5, each implying the term matches: the title's terms are among
 * the item's, and so is a word the prefix term starts; the exact word is any stored term equal to it (a stem
 * too, as in the shared rule), which for a whole-word term need not hold the term's stem. A title holding the
 * word as its own holds the term, so 5 lies within the title's classes.
 */
function classOf(term: QueryTerm, points: number): string {
  const title = inTitle(term);
  const exact = quoted(term.word);
  if (points === 5) return asOwnWord(term);
  if (points === 4) return `((${title} AND ${exact}) NOT ${asOwnWord(term)})`;
  if (points === 3) return `(${title} NOT ${exact})`;
  if (points === 2) return term.prefix ? `(${exact} NOT ${title})` : `((${exact} AND ${ftsTerm(term)}) NOT ${title})`;
  return `((${ftsTerm(term)} NOT ${title}) NOT ${exact})`;
}

interface ScoreLevel {
  score: number;
  /** The FTS5 query of the level's items (the index's own). */
  match: string;
}

/** Each score the terms can make, highest first. */
function scoreLevels(indexName: string, terms: readonly QueryTerm[]): ScoreLevel[] {
  let combos: { score: number; parts: string[] }[] = [{ score: 0, parts: [] }];
  for (const term of terms) {
    combos = combos.flatMap((c) => [5, 4, 3, 2, 1].map((p) => ({ score: c.score + p, parts: [...c.parts, classOf(term, p)] })));
  }
  const byScore = new Map<number, string[]>();
  for (const c of combos) byScore.set(c.score, [...(byScore.get(c.score) ?? []), c.parts.join(" AND ")]);
  const index = quoted(indexToken(indexName));
  const [top, ...rest] = [...byScore]
    .sort(([a], [b]) => b - a)
    .map(([score, ands]) => ({ score, any: ands.map((a) => `(${a})`).join(" OR ") }));
  // Only an item whose every term is of class 5 can be named exactly the query (its title_terms hold each word
  // and stem, the "_w_" token all of them): the whole names are one point above the rest of that level.
  const wholeName = quoted(`_w_${wholeNameOf(terms).replaceAll(" ", "_")}`);
  return [
    { score: top!.score + 1, match: `${index} AND ${wholeName}` },
    { score: top!.score, match: `${index} AND (${top!.any}) NOT ${wholeName}` },
    ...rest.map((level) => ({ score: level.score, match: `${index} AND (${level.any})` })),
  ];
}

/**
 * `value` among `ids` through one bound JSON array: a guide reader's 2,700 sections as 2,700 bound values cost
 * more to build and bind than the statement takes to run.
 */
export const inIdList = (value: Expression<number | null>, ids: readonly number[]) =>
  sql<SqlBool>`${value} in (select value from json_each(${JSON.stringify(ids)}))`;

const inMatch = (id: Expression<number>, match: string) =>
  sql<SqlBool>`${id} in (select rowid from search_fts where search_fts match ${match})`;

/** The one column a scope subquery selects, when it is a plain column or alias (to test it row by row). */
function selectedColumn(expression: Expression<unknown>): string | null {
  const node = expression.toOperationNode() as { kind?: string; selections?: { selection: unknown }[] };
  if (node.kind !== "SelectQueryNode" || node.selections?.length !== 1) return null;
  const selection = node.selections[0]!.selection as {
    kind: string;
    alias?: { name: string };
    column?: { column?: { name: string } };
  };
  if (selection.kind === "AliasNode") return selection.alias?.name ?? null;
  if (selection.kind === "ReferenceNode") return selection.column?.column?.name ?? null;
  return null;
}

/**
 * A scope subquery tested row by row through its own keys (`exists`): `in (subquery)` would first copy the whole
 * subquery (60,000 people) in every statement. A subquery of another shape keeps `in`.
 */
export function inSubquery(value: Expression<number | null>, subquery: Expression<Record<string, number | null>>): Expression<SqlBool> {
  const column = selectedColumn(subquery);
  return column
    ? sql<SqlBool>`exists (select 1 from (${subquery}) as s where s.${sql.ref(column)} = ${value})`
    : sql<SqlBool>`${value} in ${subquery}`;
}

/** The scope on search_items aliased `i`, as the shared SQL tests it on SQLite. */
const inItemScope = (scope: ScopeFilter) => inScope({ inList: inIdList, inSubquery }, scope, "i.scope_id");

/**
 * The ids of the index's items the scope leaves out, as queries to union, when it can say them shortly: its
 * `exceptScopeIds`, or (a list) the other scopes between the index's lowest and highest; null: it cannot.
 */
async function outsideOf(db: SearchDb, indexName: string, scope: ScopeFilter): Promise<RawBuilder<unknown>[] | null> {
  const unscoped = scope.allowNullScope ? [] : [sql`select id from search_items where index_name = ${indexName} and scope_id is null`];
  if (scope.exceptScopeIds) {
    return [sql`select id from search_items where index_name = ${indexName} and scope_id in (${scope.exceptScopeIds})`, ...unscoped];
  }
  if (!Array.isArray(scope.scopeIds)) return null;
  const listed = new Set(scope.scopeIds as readonly number[]);
  const bound = (dir: "min" | "max") =>
    sql<{ v: number | null }>`select ${sql.raw(dir)}(scope_id) as v from search_items where index_name = ${indexName}`.execute(db);
  const [low, high] = await Promise.all([bound("min"), bound("max")]);
  const min = low.rows[0]?.v;
  const max = high.rows[0]?.v;
  if (min == null || max == null) return unscoped; // no item has a scope
  if (max - min + 1 - listed.size > COMPLEMENT_AT_MOST) return null;
  const others: number[] = [];
  for (let id = Number(min); id <= Number(max); id++) if (!listed.has(id)) others.push(id);
  const inOthers = inIdList(sql.ref<number | null>("scope_id"), others);
  return [...(others.length ? [sql`select id from search_items where index_name = ${indexName} and ${inOthers}`] : []), ...unscoped];
}

/**
 * The match counted by FTS5 within the scope, in one pass when the scope can say what it leaves out (its count
 * taken off); null when it cannot, and the scope is to be tested row by row (countInScope).
 */
export async function countMatch(db: SearchDb, indexName: string, match: string, scope?: ScopeFilter): Promise<number | null> {
  const outside = scope ? await outsideOf(db, indexName, scope) : [];
  if (outside === null) return null;
  if (outside.length === 0) {
    const { rows } = await sql<{ n: number }>`select count(*) as n from search_fts where search_fts match ${match}`.execute(db);
    return Number(rows[0]?.n ?? 0);
  }
  const { rows } = await sql<{ n: number; x: number }>`select count(*) as n,
      count(*) filter (where rowid in (${sql.join(outside, sql` union all `)})) as x
    from search_fts where search_fts match ${match}`.execute(db);
  return Number(rows[0]?.n ?? 0) - Number(rows[0]?.x ?? 0);
}

/** The matches the scope lets through, counted row by row (a subquery the scope cannot turn round). */
async function countInScope(db: SearchDb, match: string, scope: ScopeFilter): Promise<number> {
  const { rows } = await sql<{ n: number }>`select count(*) as n from search_items i indexed by search_items_candidate
    where ${inMatch(sql.ref("i.id"), match)} and ${inItemScope(scope)}`.execute(db);
  return Number(rows[0]?.n ?? 0);
}

/** How many documents match, counted up to `limit`: FTS5 stops there. */
export async function countUpTo(db: SearchDb, match: string, limit: number): Promise<number> {
  const { rows } = await sql<{ n: number }>`select count(*) as n from
    (select 1 from search_fts where search_fts match ${match} limit ${limit})`.execute(db);
  return Number(rows[0]?.n ?? 0);
}

/** The rowids of the first `limit` documents matching, in rowid order: FTS5 stops there. */
export async function firstMatches(db: SearchDb, match: string, limit: number): Promise<number[]> {
  const { rows } = await sql<{ id: number }>`select rowid as id from search_fts where search_fts match ${match} limit ${limit}`.execute(db);
  return rows.map((r) => Number(r.id));
}

/**
 * Up to `want` object ids of a level's items in the scope, newest first (then the highest object id). `first`
 * is its first SORTED_AT_MOST + 1 matches: how many there are, and (when that is all) which.
 */
async function newest(db: SearchDb, indexName: string, level: ScoreLevel, first: number[], want: number, scope?: ScopeFilter) {
  if (first.length === 0) return [];
  const scoped = scope ? sql<SqlBool>`and ${inItemScope(scope)}` : sql``;
  const order = sql`order by i.fresh_at desc, i.object_id desc limit ${want}`;
  // Few: each read by id and sorted. Many: the index read in order until enough are found (a quarter of the
  // index holding them, ~4 a page of 10 come from the first 40 entries).
  const { rows } =
    first.length <= SORTED_AT_MOST
      ? await sql<{ object_id: number }>`select i.object_id from search_items i
          where ${inIdList(sql.ref("i.id"), first)} ${scoped} ${order}`.execute(db)
      : await sql<{ object_id: number }>`select i.object_id from search_items i indexed by search_items_fresh
          where i.index_name = ${indexName} and ${inMatch(sql.ref("i.id"), level.match)} ${scoped} ${order}`.execute(db);
  return rows.map((r) => Number(r.object_id));
}

/**
 * The shared rule's total and page for a large match (terms already checked, at most MAX_TERMS); `counted`:
 * countMatch's answer.
 */
export async function tieredMatch(
  db: SearchDb,
  indexName: string,
  terms: readonly QueryTerm[],
  counted: number | null,
  query: MatchQuery,
): Promise<MatchResult> {
  const total = counted ?? (await countInScope(db, matchAllOf(indexName, terms), query.scope!));
  const limit = Math.max(0, Math.floor(query.limit));
  const offset = Math.max(0, Math.floor(query.offset));
  if (limit === 0 || offset >= total) return { total, hits: [] };
  const want = offset + limit;
  const hits: Hit[] = [];
  for (const level of scoreLevels(indexName, terms)) {
    const first = await firstMatches(db, level.match, SORTED_AT_MOST + 1);
    const ids = await newest(db, indexName, level, first, want - hits.length, query.scope);
    for (const objectId of ids) hits.push({ objectId, score: level.score });
    if (hits.length >= want) break;
  }
  return { total, hits: hits.slice(offset, want) };
}
