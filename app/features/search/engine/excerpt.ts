// What a found item shows of its text (issue #16 point 1, ours): `snippet`, at most 200 plain characters
// around the first word that matched, and `highlight`, the same text escaped for HTML with every matching
// word in <mark>. A word matches as the engine matched it: by stem, or by its start for a prefix term.
import { foldCase, stemOf, type QueryTerm } from "../text";

export const SNIPPET_MAX = 200;
/** How much text comes before the first match, so the match reads in its sentence. */
const LEAD = 60;

const ENTITIES: Record<string, string> = { amp: "&", lt: "<", gt: ">", quot: '"', apos: "'", nbsp: " ", "#39": "'" };
// Words as the text pipeline reads them (letters of both alphabets, digits, ё), found in the text as written.
const WORD = /[0-9A-Za-zА-Яа-яЁё]+/g;

/** Text without tags, with the common entities decoded and runs of spaces as one. */
export function plainText(html: string): string {
  return html
    .replace(/<(script|style)\b[^>]*>[\s\S]*?<\/\1\s*>/gi, " ")
    .replace(/<[/!]?[a-z][^>]*>/gi, " ")
    .replace(/&(amp|lt|gt|quot|apos|nbsp|#39);/g, (_, name: string) => ENTITIES[name] ?? "")
    .replace(/\s+/g, " ")
    .trim();
}

const escapeHtml = (text: string) =>
  text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;").replace(/'/g, "&#39;");

function matcher(terms: readonly QueryTerm[]): (word: string) => boolean {
  return (written) => {
    const word = foldCase(written);
    const stem = stemOf(word);
    return terms.some((t) => t.stem === stem || word === t.word || (t.prefix && word.startsWith(t.word)));
  };
}

/** The snippet and its highlighted form for a text (HTML or plain) and the terms that found it. */
export function excerptOf(text: string, terms: readonly QueryTerm[]): { snippet: string; highlight: string } {
  const plain = plainText(text);
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
    highlight += escapeHtml(snippet.slice(at, m.index));
    highlight += matches(m[0]) ? `<mark>${escapeHtml(m[0])}</mark>` : escapeHtml(m[0]);
    at = m.index + m[0].length;
  }
  highlight += escapeHtml(snippet.slice(at));
  return { snippet, highlight };
}
