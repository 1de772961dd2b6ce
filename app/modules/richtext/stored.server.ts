// What a <textarea> standing in for the editor sends, made into the HTML that is stored: markup is
// trimmed and sanitized, plain text (no tags) becomes paragraphs. Empty means nothing a reader sees.
import { plainTextToHtml, richHtmlToPlainText } from "./plain-text.server";
import { sanitizeRichHtml, trimRichHtml } from "./sanitize.server";

const LOOKS_LIKE_HTML = /<\/?[a-z][^>]*>/i;
const MEDIA = /<(img|iframe|video|hr|table)\b/i;

/** The safe HTML to store for `raw`, or "" when nothing would be shown. */
export function richTextForStorage(raw: string): string {
  const html = LOOKS_LIKE_HTML.test(raw) ? sanitizeRichHtml(trimRichHtml(raw)) : plainTextToHtml(raw);
  if (!html) return "";
  return richHtmlToPlainText(html).trim() || MEDIA.test(html) ? html : "";
}
