// What a found item shows of its text (issue #16 point 1, ours): `snippet`, at most 200 plain characters
// around the first word that matched, and `highlight`, the same text escaped for HTML with every matching
// word in <mark>. A word matches as the engine matched it: by stem, or by its start for a prefix term.
import { escapeHtmlText, richHtmlToPlainText } from "~/shared/richtext/plain-text.server";
import { foldCase, stemOf, type QueryTerm } from "../text";

export const SNIPPET_MAX = 200;
/** How much text comes before the first match, so the match reads in its sentence. */
const LEAD = 60;

// Words as the text pipeline reads them (letters of both alphabets, digits, ё), found in the text as written.
const WORD = /[0-9A-Za-zА-Яа-яЁё]+/g;

/** The item's text on one line: its name, then its body's words (the rich-text reader drops markup and hidden parts). */
function lineOf(title: string, body: string): string {
  const text = richHtmlToPlainText(body).replace(/\s+/g, " ");
  const name = title.trim();
  if (!name) return text;
  return /[.?!…:]$/.test(name) ? `${name} ${text}` : `${name}. ${text}`;
}

function matcher(terms: readonly QueryTerm[]): (word: string) => boolean {
  return (written) => {
    const word = foldCase(written);
    if (terms.some((t) => word === t.word || (t.prefix && word.startsWith(t.word)))) return true;
    // Stemming is most of an excerpt's time, and Snowball's Russian stemmer only takes endings off (a stem
    // starts its word): a word that no term's stem starts cannot have that stem.
    return terms.some((t) => word.startsWith(t.stem)) && terms.some((t) => t.stem === stemOf(word));
  };
}

/** The snippet and its highlighted form for an item's name and body (HTML or plain) and the terms that found it. */
export function excerptOf(title: string, body: string, terms: readonly QueryTerm[]): { snippet: string; highlight: string } {
  const plain = lineOf(title, body).trim();
  const matches = matcher(terms);
  let first = -1;
  for (const m of plain.matchAll(WORD)) {
    if (matches(m[0])) {
      first = m.index;
      break;
    }
  }
  let start = first <= LEAD ? 0 : plain.lastIndexOf(" ", first - LEAD) + 1;
  if (start < 0) start = 0;
  let end = Math.min(plain.length, start + SNIPPET_MAX);
  // Whole words at the end: cut back to the last space when the cut falls inside one.
  if (end < plain.length && /\S/.test(plain[end] ?? "")) {
    const space = plain.lastIndexOf(" ", end);
    if (space > start) end = space;
  }
  const snippet = plain.slice(start, end).trim();
  let highlight = "";
  let at = 0;
  for (const m of snippet.matchAll(WORD)) {
    highlight += escapeHtmlText(snippet.slice(at, m.index));
    highlight += matches(m[0]) ? `<mark>${escapeHtmlText(m[0])}</mark>` : escapeHtmlText(m[0]);
    at = m.index + m[0].length;
  }
  highlight += escapeHtmlText(snippet.slice(at));
  return { snippet, highlight };
}
