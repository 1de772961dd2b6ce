// Plain text in and out of rich text: the editor's no-JavaScript fallback is a textarea, and search and
// short content want words without markup.
import { Parser } from "htmlparser2";

/** Escapes text for an HTML text node the way sanitizeRichHtml writes it, so its output is already clean. */
export const escapeHtmlText = (text: string) => text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;");

/** A textarea never needs control characters; the parser would not read them back the same. */
const CONTROL_CHARACTERS = /[\u0000-\u0008\u000b-\u001f\u007f]/g;

/** Text typed into the textarea as HTML: a blank line starts a paragraph, a single newline is a <br />. */
export function plainTextToHtml(text: string): string {
  if (typeof text !== "string") return "";
  const normalised = text.replace(/\r\n?/g, "\n").replace(CONTROL_CHARACTERS, "");
  return normalised
    .split(/\n[^\S\n]*\n/)
    .map((paragraph) => paragraph.replace(/^\n+|\n+$/g, ""))
    .filter((paragraph) => paragraph.trim())
    .map((paragraph) => `<p>${paragraph.split("\n").map(escapeHtmlText).join("<br />")}</p>`)
    .join("");
}

/** Blocks a blank line separates, as plainTextToHtml reads it back. */
const PARAGRAPH_BLOCKS = new Set([
  "p",
  "h1",
  "h2",
  "h3",
  "h4",
  "h5",
  "h6",
  "blockquote",
  "figure",
  "figcaption",
  "pre",
  "table",
  "ul",
  "ol",
  "div",
  "hr",
]);
/** Blocks that only start a new line. */
const LINE_BLOCKS = new Set(["li", "tr", "thead", "tbody"]);
/** Elements whose text is never what the reader sees. */
const HIDDEN = new Set(["script", "style", "template", "noscript", "iframe", "title", "svg", "math", "object", "textarea", "select"]);

/**
 * The words of rich HTML: paragraphs separated by a blank line and <br> by a newline (the textarea's
 * initial value). With maxLength the text is one line cut at a word to at most maxLength characters
 * with "…" (search and short content). `withoutTables` leaves tables out: a list's excerpt is taken
 * from the prose, a table flattened into one line reads as a jumble of cells.
 */
export function richHtmlToPlainText(html: string, options: { maxLength?: number; withoutTables?: boolean } = {}): string {
  if (typeof html !== "string" || !html) return "";
  let out = "";
  let pendingNewlines = 0;
  let hiddenDepth = 0;
  let preDepth = 0;

  const breakLine = (count: number) => {
    pendingNewlines = Math.max(pendingNewlines, count);
  };
  const append = (text: string) => {
    // A line never starts with a space, and spaces from two text nodes do not pile up.
    if (!out || pendingNewlines || out.endsWith(" ")) text = text.replace(/^ +/, "");
    if (!text) return;
    if (out && pendingNewlines) out = out.replace(/ +$/, "") + "\n".repeat(pendingNewlines);
    pendingNewlines = 0;
    out += text;
  };

  const parser = new Parser({
    onopentag(name) {
      if (HIDDEN.has(name) || (options.withoutTables && name === "table")) hiddenDepth++;
      if (name === "pre") preDepth++;
      if (PARAGRAPH_BLOCKS.has(name)) breakLine(2);
      else if (LINE_BLOCKS.has(name)) breakLine(1);
    },
    onclosetag(name) {
      if (HIDDEN.has(name) || (options.withoutTables && name === "table")) hiddenDepth = Math.max(0, hiddenDepth - 1);
      if (name === "pre") preDepth = Math.max(0, preDepth - 1);
      if (hiddenDepth) return;
      if (name === "br")
        pendingNewlines++; // two <br> in a row are a blank line
      else if (PARAGRAPH_BLOCKS.has(name)) breakLine(2);
      else if (LINE_BLOCKS.has(name)) breakLine(1);
      else if (name === "td" || name === "th") append(" ");
    },
    ontext(text) {
      if (hiddenDepth) return;
      const visible = preDepth ? text : text.replace(/[ \t\n\r\f]+/g, " ");
      append(visible.replace(/\u00a0/g, " "));
    },
  });
  parser.write(html);
  parser.end();
  const text = out.replace(/[ \t]+$/gm, "").trim();
  return options.maxLength === undefined ? text : shorten(text, options.maxLength);
}

function shorten(text: string, maxLength: number): string {
  const line = text.replace(/\s+/g, " ").trim();
  if (line.length <= maxLength) return line;
  if (maxLength <= 1) return line.slice(0, Math.max(0, maxLength));
  let cut = line.slice(0, maxLength - 1);
  const lastSpace = cut.lastIndexOf(" ");
  // Cut at a word unless that throws away much of the allowance (one very long word).
  if (lastSpace > maxLength * 0.6) cut = cut.slice(0, lastSpace);
  return `${cut.trimEnd()}…`;
}
