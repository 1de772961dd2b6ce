// Content of the old block editor: JSON {time?, blocks: [{type, data}], version?} in the Editor.js
// shape. It is rendered to HTML on the server and the result is sanitized like any other rich text,
// so a hostile block (raw HTML, a javascript: link, a foreign iframe) never reaches a reader.
import { fileSizeMb } from "~/shared/files/rules";
import * as ru from "~/shared/messages";
import { escapeHtmlText, plainTextToHtml, richHtmlToPlainText } from "./plain-text.server";
import { safeImageSrc, safeLinkHref, sanitizeRichHtml, videoIdFromUrl } from "./sanitize.server";

type Data = Record<string, unknown>;
type LegacyDocument = { blocks: unknown[] };

const escapeAttribute = (value: string) => escapeHtmlText(value).replace(/"/g, "&quot;");
/** A string field of a block; anything else (missing, a number where text was expected, null) is empty. */
const text = (value: unknown): string => (typeof value === "string" ? value : "");
const record = (value: unknown): Data => (value && typeof value === "object" && !Array.isArray(value) ? (value as Data) : {});

function parseLegacy(content: unknown): LegacyDocument | null {
  let value = content;
  if (typeof content === "string") {
    if (!content.trim().startsWith("{")) return null;
    try {
      value = JSON.parse(content);
    } catch {
      return null;
    }
  }
  return Array.isArray(record(value).blocks) ? (value as LegacyDocument) : null;
}

/** True for the old editor's JSON (a string or an already parsed object), false for HTML or plain text. */
export const isLegacyContent = (content: unknown): boolean => parseLegacy(content) !== null;

/** Nested lists deeper than this are cut: the old editor never made them, a crafted document could. */
const MAX_LIST_DEPTH = 10;

function listItems(items: unknown, tag: "ol" | "ul", depth = 0): string {
  if (!Array.isArray(items) || depth > MAX_LIST_DEPTH) return "";
  return items
    .map((item) => {
      // Items are strings in the old list tool, {content, items} in the nested one.
      if (typeof item === "string") return `<li>${item}</li>`;
      const { content, items: children } = record(item);
      const nested = listItems(children, tag, depth + 1);
      return `<li>${text(content)}${nested ? `<${tag}>${nested}</${tag}>` : ""}</li>`;
    })
    .join("");
}

const figcaption = (caption: string) => (caption.trim() ? `<figcaption>${caption}</figcaption>` : "");

const renderers: Record<string, (data: Data) => string> = {
  paragraph: (data) => `<p>${text(data.text)}</p>`,

  header(data) {
    const level = Number(data.level);
    const tag = Number.isInteger(level) && level >= 1 && level <= 6 ? `h${level}` : "h2";
    return `<${tag}>${text(data.text)}</${tag}>`;
  },

  list(data) {
    const tag = data.style === "ordered" ? "ol" : "ul";
    const items = listItems(data.items, tag);
    return items ? `<${tag}>${items}</${tag}>` : "";
  },

  quote(data) {
    const alignment = data.alignment === "center" ? "center" : "left";
    return (
      `<figure class="rt-quote"><blockquote class="rt-align-${alignment}">${text(data.text)}</blockquote>` +
      `${figcaption(text(data.caption))}</figure>`
    );
  },

  warning(data) {
    const title = text(data.title);
    const message = text(data.message);
    return (
      `<div class="rt-warning">${title.trim() ? `<div class="rt-warning__title">${title}</div>` : ""}` +
      `<div class="rt-warning__message">${message}</div></div>`
    );
  },

  table(data) {
    const rows = (Array.isArray(data.content) ? data.content : []).filter(Array.isArray) as unknown[][];
    if (!rows.length) return "";
    const row = (cells: unknown[], cell: "td" | "th") => `<tr>${cells.map((value) => `<${cell}>${text(value)}</${cell}>`).join("")}</tr>`;
    const [first, ...rest] = rows;
    // withHeadings in the current table tool, heading in its older versions.
    if (data.withHeadings === true || data.heading === true) {
      const body = rest.length ? `<tbody>${rest.map((cells) => row(cells, "td")).join("")}</tbody>` : "";
      return `<table><thead>${row(first!, "th")}</thead>${body}</table>`;
    }
    return `<table><tbody>${rows.map((cells) => row(cells, "td")).join("")}</tbody></table>`;
  },

  image(data) {
    // {file: {url}} in the image tool, a bare url in the simple-image tool.
    const src = safeImageSrc(text(record(data.file).url) || text(data.url));
    if (!src) return "";
    const classes = ["rt-image"];
    if (data.withBorder === true) classes.push("rt-image--border");
    if (data.stretched === true) classes.push("rt-image--stretched");
    if (data.withBackground === true) classes.push("rt-image--background");
    const caption = text(data.caption);
    const alt = richHtmlToPlainText(caption, { maxLength: 250 });
    return (
      `<figure class="${classes.join(" ")}"><img src="${escapeAttribute(src)}" alt="${escapeAttribute(alt)}" />` +
      `${figcaption(caption)}</figure>`
    );
  },

  attaches(data) {
    const file = record(data.file);
    const link = safeLinkHref(text(file.url));
    const name = escapeHtmlText(text(data.title).trim() || text(file.name).trim() || ru.richtext.attachmentFallbackName);
    const size = Number(file.size);
    const extension = text(file.extension).trim().toUpperCase();
    const details = [extension, Number.isFinite(size) && size > 0 ? ru.files.sizeMb(fileSizeMb(size)) : ""].filter(Boolean);
    const label = link ? `<a href="${escapeAttribute(link.href)}">${name}</a>` : name;
    const sizeNote = details.length ? ` <span class="rt-attachment__size">(${escapeHtmlText(details.join(", "))})</span>` : "";
    return `<div class="rt-attachment">${label}${sizeNote}</div>`;
  },

  embed(data) {
    const caption = text(data.caption);
    const id = videoIdFromUrl(text(data.source)) ?? videoIdFromUrl(text(data.embed));
    if (id) {
      return (
        `<figure class="rt-video"><div class="rt-embed"><iframe src="https://www.youtube.com/embed/${id}"></iframe></div>` +
        `${figcaption(caption)}</figure>`
      );
    }
    // Another service is not embedded: its address becomes a plain link the reader may choose to follow.
    const link = safeLinkHref(text(data.source));
    if (!link?.external) return "";
    const anchor = `<a href="${escapeAttribute(link.href)}">${escapeHtmlText(link.href)}</a>`;
    return `<p>${anchor}</p>${caption.trim() ? `<p>${caption}</p>` : ""}`;
  },

  raw: (data) => text(data.html),

  delimiter: () => `<div class="rt-delimiter">* * *</div>`,
};

/**
 * The HTML of the old editor's JSON before anything is dropped, an image block as the <img> it names: what a
 * save checks for images of other sites (stored.server.ts, foreignImageRefusal). Never shown: it is not
 * sanitized, and the renderer below drops what this keeps.
 */
export function legacyBlocksUnchecked(content: string | object): string {
  const document = parseLegacy(content);
  if (!document) return "";
  return document.blocks
    .map((block) => {
      const { type, data } = record(block);
      const fields = record(data);
      if (type === "image") {
        const src = text(record(fields.file).url) || text(fields.url);
        return src ? `<img src="${escapeAttribute(src)}" />` : "";
      }
      const render = typeof type === "string" && Object.hasOwn(renderers, type) ? renderers[type] : undefined;
      try {
        return render ? render(fields) : "";
      } catch {
        return "";
      }
    })
    .join("");
}

/**
 * The old editor's JSON as safe HTML. Unknown block types are skipped; content that is not such JSON
 * renders as "" and nothing here throws.
 */
export function renderLegacyBlocks(content: string | object): string {
  const document = parseLegacy(content);
  if (!document) return "";
  return document.blocks
    .map((block) => {
      const { type, data } = record(block);
      const render = typeof type === "string" && Object.hasOwn(renderers, type) ? renderers[type] : undefined;
      if (!render) return "";
      try {
        // Each block is sanitized on its own: an unclosed tag in a raw block cannot swallow the next block.
        return sanitizeRichHtml(render(record(data)));
      } catch {
        return "";
      }
    })
    .join("");
}

export type StoredContent = {
  content?: string | object | null;
  contentNewEditor?: string | null;
  newEditor?: boolean | null;
};

/**
 * The safe HTML of an article or document as stored (spec §3, §5): the new editor's HTML when the
 * record uses it; otherwise the old content, parsed when it is the old editor's JSON, sanitized when it
 * contains markup, and as paragraphs when it is plain text.
 */
export function renderStoredContent({ content, contentNewEditor, newEditor }: StoredContent): string {
  // A record switched to the new editor but never saved there still has only its old content.
  if (newEditor && typeof contentNewEditor === "string" && contentNewEditor.trim()) {
    return sanitizeRichHtml(contentNewEditor);
  }
  if (content == null) return "";
  if (typeof content === "object" || content.trim().startsWith("{")) return renderLegacyBlocks(content);
  return /<[a-z!/?]/i.test(content) ? sanitizeRichHtml(content) : plainTextToHtml(content);
}
