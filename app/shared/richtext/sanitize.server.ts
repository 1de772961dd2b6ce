// The one gate for rich text (guide articles, normative documents, FAQ answers, glossary): every HTML
// string is passed through sanitizeRichHtml on save and again on render. The allow-list is what the
// editor produces (spec §3 "Rich-text document", §9 palette, heading levels and font sizes), nothing more.
import sanitizeHtml from "sanitize-html";
import { DomUtils, parseDocument } from "htmlparser2";
import * as ru from "~/shared/messages";
import { Kept, stringBytes } from "~/shared/kept";
import { FONT_SIZES_PX, IFRAME_SANDBOX, VIDEO_EMBED_ORIGIN, safeImageSrc, safeLinkHref, videoEmbedSrc } from "./rules";
import { RICH_TAGS } from "./tags";

// The shared rules stay importable from here, where the server code has always found them.
export { FONT_SIZES_PX, IFRAME_SANDBOX, VIDEO_EMBED_ORIGIN, safeImageSrc, safeLinkHref, videoIdFromUrl } from "./rules";
export { RICH_TAGS } from "./tags";

/** An iframe src we accept: either embed host, an 11-character id, an optional query we then drop. */
const IFRAME_SRC = /^https:\/\/www\.youtube(?:-nocookie)?\.com\/embed\/([A-Za-z0-9_-]{11})(?:[?#][^\s]*)?$/;

const HEX_COLOUR = /^#(?:[0-9a-f]{3}|[0-9a-f]{6})$/i;
const RGB_COLOUR = /^rgba?\(\s*\d{1,3}\s*,\s*\d{1,3}\s*,\s*\d{1,3}\s*(?:,\s*(?:0|1|0?\.\d{1,3}|1\.0{1,3})\s*)?\)$/i;
const FONT_SIZE = new RegExp(`^(?:${FONT_SIZES_PX.join("|")})px$`);

const SMALL_NUMBER = /^[1-9]\d{0,3}$/;

/** Classes the portal's stylesheet gives meaning to; any other class is dropped. */
export const RICH_CLASSES = {
  div: [
    "rt-warning",
    "rt-warning__title",
    "rt-warning__message",
    "rt-delimiter",
    "rt-embed",
    "rt-attachment",
    // The editor's raw HTML block: kept as one block, so editing the document again finds it whole.
    "rt-html",
  ],
  blockquote: ["rt-align-left", "rt-align-center"],
  figure: ["rt-quote", "rt-image", "rt-image--border", "rt-image--stretched", "rt-image--background", "rt-video"],
  span: ["rt-attachment__size"],
} as const;

/** Attributes each tag may keep; URLs and numbers are checked by the transforms below. */
const RICH_ATTRIBUTES: Record<string, string[]> = {
  a: ["href", "title", "target", "rel"],
  img: ["src", "alt", "width", "height"],
  span: ["style"],
  th: ["colspan", "rowspan"],
  td: ["colspan", "rowspan"],
  iframe: ["src", "title", "allowfullscreen", "frameborder", "sandbox", "loading"],
};

/** Disallowed tags whose content goes with them: code, foreign markup or form widgets, never text to keep. */
const DROPPED_WITH_CONTENT = [
  "script",
  "style",
  "textarea",
  "option",
  "select",
  "xmp",
  "noscript",
  "noembed",
  "noframes",
  "template",
  "title",
  "svg",
  "math",
  "object",
  "embed",
  "applet",
  "head",
];

function keepNumbers(attribs: sanitizeHtml.Attributes, names: string[]): sanitizeHtml.Attributes {
  const kept: sanitizeHtml.Attributes = {};
  for (const name of names) {
    const value = attribs[name]?.trim();
    if (value && SMALL_NUMBER.test(value)) kept[name] = value;
  }
  return kept;
}

function videoIframeAttributes(id: string): sanitizeHtml.Attributes {
  return {
    src: videoEmbedSrc(id),
    title: ru.richtext.videoTitle,
    allowfullscreen: "",
    frameborder: "0",
    sandbox: IFRAME_SANDBOX,
    loading: "lazy",
  };
}

const transformTags: Record<string, sanitizeHtml.Transformer> = {
  a(tagName, attribs) {
    const link = safeLinkHref(attribs.href);
    const kept: sanitizeHtml.Attributes = {};
    if (link) kept.href = link.href;
    if (attribs.title) kept.title = attribs.title;
    // Another site must not reach back through window.opener, nor learn which article linked to it.
    if (link?.external) Object.assign(kept, { target: "_blank", rel: "noopener noreferrer" });
    return { tagName, attribs: kept };
  },
  img(tagName, attribs) {
    const src = safeImageSrc(attribs.src);
    const kept: sanitizeHtml.Attributes = {};
    if (src) kept.src = src;
    if (attribs.alt !== undefined) kept.alt = attribs.alt;
    return { tagName, attribs: { ...kept, ...keepNumbers(attribs, ["width", "height"]) } };
  },
  td: (tagName, attribs) => ({ tagName, attribs: keepNumbers(attribs, ["colspan", "rowspan"]) }),
  th: (tagName, attribs) => ({ tagName, attribs: keepNumbers(attribs, ["colspan", "rowspan"]) }),
  iframe(tagName, attribs) {
    const id = IFRAME_SRC.exec((attribs.src ?? "").trim())?.[1];
    // A fixed attribute set: nothing of the original iframe survives but the video id.
    return { tagName, attribs: id ? videoIframeAttributes(id) : {} };
  },
  // The old editor's colour tool wrote <font color>; it becomes a span whose colour is checked like any other.
  font(_tagName, attribs) {
    const style = [attribs.style, attribs.color ? `color:${attribs.color}` : ""].filter(Boolean).join(";");
    const kept: sanitizeHtml.Attributes = {};
    if (style) kept.style = style;
    return { tagName: "span", attribs: kept };
  },
};

function sanitizeOnce(html: string): string {
  // A browser never shows what is inside an iframe, so elements and text there are dropped, not kept as a trap.
  const open: string[] = [];
  const insideIframe = () => open.includes("iframe");
  return sanitizeHtml(html, {
    allowedTags: [...RICH_TAGS],
    allowedAttributes: RICH_ATTRIBUTES,
    allowedClasses: Object.fromEntries(Object.entries(RICH_CLASSES).map(([tag, list]) => [tag, [...list]])),
    allowedStyles: {
      span: { color: [HEX_COLOUR, RGB_COLOUR], "background-color": [HEX_COLOUR, RGB_COLOUR], "font-size": [FONT_SIZE] },
    },
    allowedSchemes: ["http", "https", "mailto", "tel"],
    allowedSchemesByTag: { img: ["https"], iframe: ["https"] },
    allowProtocolRelative: false,
    allowedIframeHostnames: [new URL(VIDEO_EMBED_ORIGIN).hostname],
    allowIframeRelativeUrls: false,
    disallowedTagsMode: "discard",
    nonTextTags: DROPPED_WITH_CONTENT,
    transformTags,
    onOpenTag: (name) => void open.push(name),
    onCloseTag: (name) => {
      const at = open.lastIndexOf(name);
      if (at >= 0) open.splice(at, 1);
    },
    textFilter: (text) => (insideIframe() ? "" : text),
    exclusiveFilter: (frame) => insideIframe() || ((frame.tag === "iframe" || frame.tag === "img") && !frame.attribs.src),
  });
}

/**
 * Rich HTML safe to store and to show: only the editor's elements, attributes and styles survive.
 * The cleaned markup is parsed and cleaned once more: removing a tag can change how the rest nests
 * ("<p>a<x><p>b" holds a p inside a p), and the stored HTML must be what a parser reads back, so
 * sanitizing is idempotent.
 */
export function sanitizeRichHtml(html: string): string {
  if (typeof html !== "string" || !html) return "";
  const kept = sanitized.get(html);
  if (kept !== undefined) return kept;
  const clean = sanitizeOnce(sanitizeOnce(html));
  sanitized.set(html, clean);
  return clean;
}

/**
 * Bodies sanitized lately, by their HTML (issue #40): a page sanitizes a stored body again as it shows it,
 * and parsing it twice was a tenth of a guide article's server time. Sanitizing is a function of the HTML
 * alone, so an answer kept is the answer; the bytes bound what many large bodies may hold.
 */
const SANITIZED_KEPT_BYTES = 8 * 1024 * 1024;
const sanitized = new Kept<string, string>(SANITIZED_KEPT_BYTES, (html, clean) => stringBytes(html) + stringBytes(clean));

type DomNode = ReturnType<typeof parseDocument>["children"][number];

const INLINE_WRAPPERS = new Set(["br", "span", "strong", "b", "em", "i", "u", "s", "sub", "sup", "mark", "font"]);
const BLOCKS_WITH_EDGES = new Set(["p", "h1", "h2", "h3", "h4", "h5", "h6", "li", "td", "th", "figcaption", "blockquote"]);
/** Two or more spaces, &nbsp; or line breaks in a row. */
const SPACE_RUN = /[ \t\r\n\u00a0]{2,}/g;

/** A paragraph a reader sees as blank: only spaces, &nbsp;, <br> and empty inline marks. */
function isEmptyParagraph(node: DomNode): boolean {
  if (!DomUtils.isTag(node) || node.name !== "p") return false;
  const onlyBlank = (n: DomNode): boolean =>
    DomUtils.isText(n) ? /^[\s\u00a0]*$/.test(n.data) : DomUtils.isTag(n) && INLINE_WRAPPERS.has(n.name) && n.children.every(onlyBlank);
  return node.children.every(onlyBlank);
}

function collapseSpaces(nodes: DomNode[]): void {
  for (const node of nodes) {
    if (DomUtils.isText(node)) node.data = node.data.replace(SPACE_RUN, " ");
    else if (DomUtils.isTag(node) && node.name !== "pre" && node.name !== "code") collapseSpaces(node.children);
  }
}

/** Spaces at the start and the end of a block go, across text nodes ("&nbsp;<b> слово</b>" starts at "слово"). */
function trimEdges(block: DomNode): void {
  const texts = DomUtils.filter(DomUtils.isText, block).filter(DomUtils.isText);
  for (const text of texts) {
    text.data = text.data.replace(/^[ \t\r\n\u00a0]+/, "");
    if (text.data) break;
  }
  for (const text of texts.reverse()) {
    text.data = text.data.replace(/[ \t\r\n\u00a0]+$/, "");
    if (text.data) break;
  }
}

/**
 * The server's version of the editor's trim on blur (spec §5): runs of spaces and &nbsp; become one
 * space, blocks lose spaces at their edges, blank paragraphs go from the start and the end and a run of
 * them in the middle shrinks to one. Trimming is not sanitizing: sanitize the result before storing it.
 */
export function trimRichHtml(html: string): string {
  if (typeof html !== "string" || !html) return "";
  const document = parseDocument(html);
  collapseSpaces(document.children);
  for (const block of DomUtils.findAll((el) => BLOCKS_WITH_EDGES.has(el.name), document.children)) {
    if (!DomUtils.findOne((el) => el.name === "pre" || el.name === "code", [block])) trimEdges(block);
  }
  const isBlankText = (node: DomNode) => DomUtils.isText(node) && !node.data.trim();
  const kept: DomNode[] = [];
  let previous: DomNode | undefined; // the last kept node that is not blank text
  for (const node of document.children) {
    if (isBlankText(node)) {
      if (previous) kept.push(node); // spaces between blocks or words stay, only the leading ones go
      continue;
    }
    if (isEmptyParagraph(node) && (!previous || isEmptyParagraph(previous))) continue;
    kept.push(node);
    previous = node;
  }
  while (kept.length && (isBlankText(kept[kept.length - 1]!) || isEmptyParagraph(kept[kept.length - 1]!))) kept.pop();
  return DomUtils.getOuterHTML(kept, { encodeEntities: "utf8" });
}
