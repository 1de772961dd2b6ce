// The glossary's plain rules, without zod: the limits a form shows and the letter index. Pages import them
// from here, so a page of the glossary does not bring zod into the browser (the forms load their schema
// only when the person starts typing: shared/forms/save-form.ts).
import { messages as t } from "~/features/glossary/messages";

/** The status of a term readers see (the spec's wiki.status; the glossary's only one today: a term is published once added). */
export const PUBLISHED = "PUBLISHED";

export const TERM_MAX = 255;
export const DEFINITION_MAX = 100_000;

/** The letters of the index: the Russian alphabet without Ё (filed under Е) and the letters no word starts with. */
export const RUSSIAN_LETTERS = [...t.indexAlphabet];
/** Terms in Latin letters (SKU, B2B) are filed together, after the Russian letters. */
export const LATIN = "A–Z";
/** Terms starting with a digit or anything else, last. */
export const OTHER = "#";
export const INDEX_LETTERS = [...RUSSIAN_LETTERS, LATIN, OTHER];

// The letters Ё and Е by code point: they are rules of the index, not text (which lives in messages.ts).
const CAPITAL_YO = String.fromCodePoint(0x0401);
const CAPITAL_YE = String.fromCodePoint(0x0415);
const SMALL_YE = String.fromCodePoint(0x0435);

/**
 * The index letter of a term: its first letter or digit, upper-cased, Ё as Е; Latin letters under
 * "A–Z", digits and anything else under "#".
 */
export function letterOf(term: string): string {
  const first = [...term.trim()].find((ch) => /[\p{L}\p{N}]/u.test(ch));
  if (!first) return OTHER;
  const upper = first.toUpperCase();
  // Ё is filed under Е; the Russian capitals are U+0410–U+042F.
  if (upper === CAPITAL_YO) return CAPITAL_YE;
  if (/[\u0410-\u042F]/.test(upper)) return upper;
  if (/[A-Z]/.test(upper)) return LATIN;
  return OTHER;
}

/** The anchor of a letter's block on /knowledge/glossary: #letter-А, #letter-latin, #letter-other. */
export function letterAnchor(letter: string): string {
  return letter === LATIN ? "letter-latin" : letter === OTHER ? "letter-other" : `letter-${letter}`;
}

/** The key terms are unique by: lower-cased in JavaScript (Cyrillic too), Ё as Е, spaces collapsed. */
export function termKey(term: string): string {
  return term
    .trim()
    .replace(/\s+/g, " ")
    .toLowerCase()
    .replace(/\u0451/g, SMALL_YE); // ё as е
}
