// What a <textarea> standing in for the editor sends, made into the HTML that is stored: plain text
// (no tags) becomes paragraphs; markup is trimmed and sanitized; markup without any block (a line of
// text with <b> or <a>) keeps its line breaks the way plain text would. Empty means nothing a reader sees.
import { DomUtils, parseDocument } from "htmlparser2";
import { richTextRefusals } from "~/shared/messages.server";
import { plainTextToHtml, richHtmlToPlainText } from "./plain-text.server";
import { isForeignImageSrc } from "./rules";
import { sanitizeRichHtml, trimRichHtml } from "./sanitize.server";

const LOOKS_LIKE_HTML = /<\/?[a-z][^>]*>/i;
const HAS_BLOCK = /<(p|div|ul|ol|li|h[1-6]|blockquote|table|pre|figure|hr|br)\b/i;
const MEDIA = /<(img|iframe|video|hr|table)\b/i;

/** Inline markup with newlines: a blank line starts a paragraph, a newline is a <br />. */
function inlineMarkupToHtml(text: string): string {
  return text
    .replace(/\r\n?/g, "\n")
    .split(/\n[^\S\n]*\n/)
    .map((p) => p.replace(/^\n+|\n+$/g, ""))
    .filter((p) => p.trim())
    .map((p) => `<p>${p.split("\n").join("<br />")}</p>`)
    .join("");
}

/** The safe HTML to store for `raw`, or "" when nothing would be shown. */
export function richTextForStorage(raw: string): string {
  if (typeof raw !== "string") return "";
  const html = !LOOKS_LIKE_HTML.test(raw)
    ? plainTextToHtml(raw)
    : sanitizeRichHtml(trimRichHtml(HAS_BLOCK.test(raw) ? raw : inlineMarkupToHtml(raw)));
  if (!html) return "";
  return richHtmlToPlainText(html).trim() || MEDIA.test(html) ? html : "";
}

/**
 * The refusal of a body that shows an image from another site, or null. The sanitizer drops such images
 * (rules.ts, safeImageSrc); a save refuses them instead, under the body's field, so the editor learns why
 * the picture would not be there rather than losing it without a word. Bodies stored before are cleaned
 * when shown.
 */
export function foreignImageRefusal(raw: string): string | null {
  if (typeof raw !== "string" || !/<img/i.test(raw)) return null;
  const foreign = DomUtils.findOne((el) => el.name === "img" && isForeignImageSrc(el.attribs.src), parseDocument(raw).children);
  return foreign ? richTextRefusals.foreignImage : null;
}
