/* eslint-disable portal/no-cyrillic -- Cyrillic letters here are the alphabet the pipeline folds and keeps, not interface text */
// The one text pipeline for indexed items and typed queries. Both databases receive its output as ready-made
// terms of only [0-9a-zа-я], each a single token for SQLite FTS5's unicode61 and PostgreSQL's 'simple'
// configuration, so neither database tokenizes, folds or stems on its own and both find the same items.
import { stemRussian } from "./stem-ru";

/** A query word: it matches an item having `stem` among its stems or, when `prefix`, a word starting with `word`. */
export interface QueryTerm {
  word: string;
  stem: string;
  prefix: boolean;
}

/** The limits on a query: longer ones are cut, not refused. */
export const QUERY_MAX_CHARACTERS = 200;
export const QUERY_MAX_WORDS = 10;

// Script and style bodies are code, never text a person searches for; comments are not shown either.
const HIDDEN_BLOCK = /<(script|style)\b[^>]*>[\s\S]*?<\/\1\s*>|<!--[\s\S]*?-->/gi;
// A tag starts with a letter, "/" or "!", so a lone "<" in plain text ("a < b") is left as text.
const TAG = /<[/!]?[a-z][^>]*>/gi;
const ENTITY = /&(?:#(\d{1,7})|#x([0-9a-f]{1,6})|(amp|lt|gt|quot|apos|nbsp));/gi;
const NAMED_ENTITIES: Record<string, string> = { amp: "&", lt: "<", gt: ">", quot: '"', apos: "'", nbsp: " " };

// Words: runs of the term alphabet. Parts joined by a single hyphen (also Unicode's hyphen U+2010 and
// non-breaking hyphen U+2011, which editors put in) make one hyphenated word; a dash or a doubled hyphen separates.
const HYPHENATED_WORD = /[0-9a-zа-я]+(?:[-\u2010\u2011][0-9a-zа-я]+)*/g;
const HYPHEN = /[-\u2010\u2011]/;
const CYRILLIC_LETTER = /[а-я]/;

function decodeEntity(entity: string, decimal?: string, hex?: string, name?: string): string {
  if (name !== undefined) return NAMED_ENTITIES[name.toLowerCase()] ?? entity;
  const codePoint = decimal !== undefined ? Number.parseInt(decimal, 10) : Number.parseInt(hex ?? "", 16);
  const isSurrogate = codePoint >= 0xd800 && codePoint <= 0xdfff;
  // A malformed reference is text as written, rather than a throw from String.fromCodePoint.
  if (codePoint === 0 || codePoint > 0x10ffff || isSurrogate) return entity;
  return String.fromCodePoint(codePoint);
}

/** Lower case with ё (and Ё) as е: the folding of every word, indexed or typed. */
export function foldCase(text: string): string {
  return text.toLowerCase().replaceAll("ё", "е");
}

/**
 * Text as the index sees it: HTML tags (and script/style bodies) removed, the common entities decoded once
 * ("&amp;lt;" stays "&lt;"), lower case, ё folded to е. Tags become spaces so "<p>а</p><p>б</p>" keeps two words.
 */
export function normalize(text: string): string {
  const withoutTags = text.replace(HIDDEN_BLOCK, " ").replace(TAG, " ");
  return foldCase(withoutTags.replace(ENTITY, decodeEntity));
}

/** The stem the index keeps for a word: Snowball's for Russian words; Latin words and numbers as they are. */
export function stemOf(word: string): string {
  return CYRILLIC_LETTER.test(word) ? stemRussian(word) : word;
}

/** The words of already normalised text, each hyphenated word as written (parts and hyphens). */
function hyphenatedWordsOf(normalized: string): string[] {
  return normalized.match(HYPHENATED_WORD) ?? [];
}

/**
 * The words and stems of a text, in order and with repeats. A hyphenated word gives its parts and then the parts
 * joined ("северо-запад": "северо", "запад", "северозапад"), so both "запад" and "северо-запад" find it.
 */
export function analyze(text: string): { words: string[]; stems: string[] } {
  const words: string[] = [];
  for (const written of hyphenatedWordsOf(normalize(text))) {
    const parts = written.split(HYPHEN);
    words.push(...parts);
    if (parts.length > 1) words.push(parts.join(""));
  }
  return { words, stems: words.map(stemOf) };
}

/**
 * The terms of a typed query: at most 10 words of its first 200 characters. Query syntax of either database
 * (quotes, stars, colons, brackets, a leading minus) is only a separator here and NEAR, AND, OR are plain words,
 * since only terms reach the databases. A hyphenated word counts as the joined word, which items index too.
 * The last word is a prefix (the person may still be typing it); with `allPrefix` every word is ("иван пет" finds
 * Петров Иван in people and catalogues, where each word starts a name).
 */
export function queryTerms(query: string, options: { allPrefix: boolean }): QueryTerm[] {
  const written = hyphenatedWordsOf(foldCase(query.slice(0, QUERY_MAX_CHARACTERS))).slice(0, QUERY_MAX_WORDS);
  return written.map((hyphenated, index) => {
    const word = hyphenated.split(HYPHEN).join("");
    return { word, stem: stemOf(word), prefix: options.allPrefix || index === written.length - 1 };
  });
}
