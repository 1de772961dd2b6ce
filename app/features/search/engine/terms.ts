// The engine's checks of what it is given, and the stored form of an item's terms (migration 0024).
// Terms are bound as parameters everywhere, but they are also quoted inside FTS5 and tsquery strings:
// only [0-9a-zа-я]+ goes there, which neither syntax can read as an operator, and which is one token
// for FTS5's tokenizer and one lexeme for array_to_tsvector.
import type { AnalysedTerms, QueryTerm } from "./backend.server";

const TERM = /^[0-9a-zа-я]+$/;
/** Upper case only, so the lower-cased index token names one index. */
const INDEX_NAME = /^[A-Z][A-Z0-9_]*$/;

export function isTerm(value: string): boolean {
  return TERM.test(value);
}

/** Index names come from code; anything else is a programming error, not input to clean. */
export function checkedIndexName(indexName: string): string {
  if (!INDEX_NAME.test(indexName)) throw new Error(`search index name ${JSON.stringify(indexName)} is not [A-Z][A-Z0-9_]*`);
  return indexName;
}

/** The token both full-text indexes hold for the index an item is in; no term can equal it (no "_"). */
export function indexToken(indexName: string): string {
  return `_ix_${checkedIndexName(indexName).toLowerCase()}`;
}

/** The query terms that can be matched; a query whose terms are all dropped matches nothing. */
export function usableTerms(terms: readonly QueryTerm[]): QueryTerm[] {
  return terms.filter((t) => isTerm(t.word) && isTerm(t.stem));
}

export interface StoredTerms {
  /** Distinct terms separated by single spaces: the whole words, then the stems that are not words. */
  terms: string;
  /** How many of the leading terms are whole words. */
  words: number;
}

export function storedTermsOf(text: AnalysedTerms): StoredTerms {
  const words = [...new Set(text.words.filter(isTerm))];
  const known = new Set(words);
  const stems = [...new Set(text.stems.filter((s) => isTerm(s) && !known.has(s)))];
  return { terms: [...words, ...stems].join(" "), words: words.length };
}

/** The whole words of a stored column (its first `words` terms). */
export function storedWords(terms: string, words: number): string[] {
  return words === 0 ? [] : terms.split(" ").slice(0, words);
}
