// The editor's document model (spec §3 "Rich-text document") and its HTML both ways. Every node and mark
// writes only markup that app/shared/richtext/sanitize.server.ts keeps as it is (tags, rt-* classes,
// span styles, the video iframe with the sanitizer's own attribute set), so what the editor shows is
// what gets stored; and every shape the server stores (the old editor's blocks rendered to HTML
// included) parses back into these nodes.
import { DOMParser, DOMSerializer, Fragment, Schema, type DOMOutputSpec, type Mark, type Node, type NodeSpec } from "prosemirror-model";
import { addListNodes } from "prosemirror-schema-list";
import { tableNodes } from "prosemirror-tables";
import { FONT_SIZES_PX, IFRAME_SANDBOX, safeImageSrc, safeLinkHref, videoEmbedSrc, videoIdFromUrl } from "~/shared/richtext/rules";
import * as ru from "~/shared/messages";

/**
 * An image's address as the editor keeps it. A browser copies an image with its full address, so one pasted
 * from another page of this portal arrives as "https://portal…/files/…": it goes back to the site path the
 * server stores. An image of another site is not kept at all (rules.ts, safeImageSrc).
 */
function editorImageSrc(raw: string | null | undefined): string | null {
  const value = (raw ?? "").trim();
  if (typeof location !== "undefined" && /^https?:\/\//i.test(value) && URL.canParse(value)) {
    const url = new URL(value);
    if (url.origin === location.origin) return safeImageSrc(`${url.pathname}${url.search}`);
  }
  return safeImageSrc(value);
}

/** The palette of text colour and marker (spec §9): 18 colours, red first and the default. */
export const PALETTE = [
  "#ff1300",
  "#ec7878",
  "#9c27b0",
  "#673ab7",
  "#3f51b5",
  "#0070ff",
  "#03a9f4",
  "#00bcd4",
  "#4caf50",
  "#8bc34a",
  "#cddc39",
  "#ffeb3b",
  "#ffc107",
  "#ff9800",
  "#795548",
  "#9e9e9e",
  "#000000",
  "#ffffff",
] as const;
export const DEFAULT_COLOUR = PALETTE[0];
export const HEADING_LEVELS = [1, 2, 3, 4, 5, 6] as const;

const HEX = /^#(?:[0-9a-f]{3}|[0-9a-f]{6})$/i;
const RGB = /^rgba?\(\s*(\d{1,3})\s*,\s*(\d{1,3})\s*,\s*(\d{1,3})\s*(?:,\s*([\d.]+)\s*)?\)$/i;

/** A CSS colour as the sanitizer accepts it, in one spelling (#rrggbb, lower case); null for anything else. */
export function normalColour(value: string | null | undefined): string | null {
  const colour = (value ?? "").trim();
  if (HEX.test(colour)) {
    const hex = colour.slice(1).toLowerCase();
    return `#${hex.length === 3 ? [...hex].map((c) => c + c).join("") : hex}`;
  }
  // Browsers report every colour of a style as rgb(); a translucent one keeps that form.
  const rgb = RGB.exec(colour);
  if (!rgb || rgb.slice(1, 4).some((n) => Number(n) > 255)) return null;
  if (rgb[4] !== undefined && Number(rgb[4]) !== 1) return /^(?:0|1|0?\.\d{1,3})$/.test(rgb[4]) ? colour.replace(/\s+/g, " ") : null;
  return `#${rgb
    .slice(1, 4)
    .map((n) => Number(n).toString(16).padStart(2, "0"))
    .join("")}`;
}

const FONT_SIZE = new Set<string>(FONT_SIZES_PX.map((px) => `${px}px`));
/** A node written as a div with one rt-* class and read back by that class. */
const classedDiv = (cls: string, spec: NodeSpec): NodeSpec => ({
  defining: true,
  parseDOM: [{ tag: `div.${cls}` }],
  toDOM: () => ["div", { class: cls }, 0],
  ...spec,
});

const nodes = {
  doc: { content: "block+" },
  paragraph: {
    content: "inline*",
    group: "block",
    parseDOM: [{ tag: "p" }],
    toDOM: (): DOMOutputSpec => ["p", 0],
  },
  heading: {
    attrs: { level: { default: 2, validate: "number" } },
    content: "inline*",
    group: "block",
    defining: true,
    parseDOM: HEADING_LEVELS.map((level) => ({ tag: `h${level}`, attrs: { level } })),
    toDOM: (node: Node): DOMOutputSpec => [`h${node.attrs.level}`, 0],
  },
  /** Quote (spec: alignment left or centre), stored like the old editor's: figure > blockquote [+ caption]. */
  quote: {
    attrs: { align: { default: "left" }, caption: { default: "" } },
    content: "paragraph+",
    group: "block",
    defining: true,
    parseDOM: [
      {
        tag: "figure.rt-quote",
        contentElement: "blockquote",
        getAttrs: (dom: HTMLElement) => ({
          align: dom.querySelector("blockquote")?.classList.contains("rt-align-center") ? "center" : "left",
          caption: dom.querySelector("figcaption")?.textContent?.trim() ?? "",
        }),
      },
      { tag: "blockquote", getAttrs: (dom: HTMLElement) => ({ align: dom.classList.contains("rt-align-center") ? "center" : "left" }) },
    ],
    toDOM(node: Node): DOMOutputSpec {
      const quote: DOMOutputSpec = ["blockquote", { class: `rt-align-${node.attrs.align === "center" ? "center" : "left"}` }, 0];
      const caption = String(node.attrs.caption);
      return caption ? ["figure", { class: "rt-quote" }, quote, ["figcaption", caption]] : ["figure", { class: "rt-quote" }, quote];
    },
  },
  /** Warning (title + message). An empty title is left out of the HTML, as the old editor did. */
  warning: classedDiv("rt-warning", {
    content: "warning_title warning_message",
    group: "block",
    isolating: true,
    parseDOM: [
      {
        tag: "div.rt-warning",
        // Each part is read into its own node: the title is often missing, and then the message must not
        // slide into the title's place.
        getContent(node: globalThis.Node, schema: Schema) {
          const dom = node as HTMLElement;
          const part = (cls: string) => [...dom.children].find((child) => child.classList.contains(cls));
          const read = (cls: string, type: string) =>
            DOMParser.fromSchema(schema).parse(part(cls) ?? dom.ownerDocument.createElement("div"), {
              topNode: schema.nodes[type]!.create(),
            });
          return Fragment.from([read("rt-warning__title", "warning_title"), read("rt-warning__message", "warning_message")]);
        },
      },
    ],
  }),
  warning_title: classedDiv("rt-warning__title", { content: "inline*" }),
  warning_message: classedDiv("rt-warning__message", { content: "inline*" }),
  image: {
    attrs: { src: { default: "" }, alt: { default: "" }, caption: { default: "" }, variants: { default: "" } },
    group: "block",
    atom: true,
    draggable: true,
    parseDOM: [
      {
        tag: "figure.rt-image",
        getAttrs(dom: HTMLElement) {
          const img = dom.querySelector("img");
          const src = editorImageSrc(img?.getAttribute("src"));
          if (!src) return false;
          const variants = [...dom.classList].filter((c) => c.startsWith("rt-image--")).join(" ");
          return {
            src,
            alt: img?.getAttribute("alt") ?? "",
            caption: dom.querySelector("figcaption")?.textContent?.trim() ?? "",
            variants,
          };
        },
      },
      {
        tag: "img[src]",
        getAttrs(dom: HTMLElement) {
          const src = editorImageSrc(dom.getAttribute("src"));
          return src ? { src, alt: dom.getAttribute("alt") ?? "" } : false;
        },
      },
    ],
    toDOM(node: Node): DOMOutputSpec {
      const cls = ["rt-image", ...String(node.attrs.variants).split(" ").filter(Boolean)].join(" ");
      const img: DOMOutputSpec = ["img", { src: node.attrs.src, alt: node.attrs.alt }];
      const caption = String(node.attrs.caption);
      return caption ? ["figure", { class: cls }, img, ["figcaption", caption]] : ["figure", { class: cls }, img];
    },
  },
  /** An uploaded file: its name as a link, then "(PDF, 1,23 МБ)". */
  attachment: {
    attrs: { href: { default: "" }, name: { default: "" }, size: { default: "" } },
    group: "block",
    atom: true,
    parseDOM: [
      {
        tag: "div.rt-attachment",
        getAttrs(dom: HTMLElement) {
          const link = dom.querySelector("a");
          const size = dom.querySelector("span.rt-attachment__size");
          const name = (
            link?.textContent ??
            [...dom.childNodes]
              .filter((n) => n !== size)
              .map((n) => n.textContent)
              .join("")
          ).trim();
          return {
            href: safeLinkHref(link?.getAttribute("href"))?.href ?? "",
            name: name || ru.richtext.attachmentFallbackName,
            size: (size?.textContent ?? "").trim().replace(/^\((.*)\)$/, "$1"),
          };
        },
      },
    ],
    toDOM(node: Node): DOMOutputSpec {
      const { href, name, size } = node.attrs as { href: string; name: string; size: string };
      const label: DOMOutputSpec = href ? ["a", linkAttributes(href), name] : ["span", name];
      const parts: unknown[] = size ? [label, " ", ["span", { class: "rt-attachment__size" }, `(${size})`]] : [label];
      // A bare name has no element of its own in the stored HTML: the span above is only for the editor's DOM.
      return ["div", { class: "rt-attachment" }, ...parts] as DOMOutputSpec;
    },
  },
  /** Embedded video of the known host: only its id is kept; the iframe is the one the sanitizer writes. */
  video: {
    attrs: { id: { default: "" }, caption: { default: "" } },
    group: "block",
    atom: true,
    parseDOM: [
      {
        tag: "figure.rt-video",
        getAttrs(dom: HTMLElement) {
          const id = videoIdFromUrl(dom.querySelector("iframe")?.getAttribute("src") ?? "");
          return id ? { id, caption: dom.querySelector("figcaption")?.textContent?.trim() ?? "" } : false;
        },
      },
      {
        tag: "iframe[src]",
        getAttrs(dom: HTMLElement) {
          const id = videoIdFromUrl(dom.getAttribute("src") ?? "");
          return id ? { id } : false;
        },
      },
    ],
    toDOM(node: Node): DOMOutputSpec {
      const iframe: DOMOutputSpec = [
        "iframe",
        {
          src: videoEmbedSrc(node.attrs.id),
          title: ru.richtext.videoTitle,
          allowfullscreen: "",
          frameborder: "0",
          sandbox: IFRAME_SANDBOX,
          loading: "lazy",
        },
      ];
      const caption = String(node.attrs.caption);
      const embed: DOMOutputSpec = ["div", { class: "rt-embed" }, iframe];
      return caption ? ["figure", { class: "rt-video" }, embed, ["figcaption", caption]] : ["figure", { class: "rt-video" }, embed];
    },
  },
  /** Raw HTML typed by the editor, kept whole in div.rt-html; the server sanitizes it like the rest. */
  raw_html: {
    attrs: { html: { default: "" } },
    group: "block",
    atom: true,
    parseDOM: [
      { tag: "div.rt-html", getAttrs: (dom: HTMLElement) => ({ html: dom.getAttribute("data-html") ?? dom.innerHTML }) },
      // Markup the schema has no node for, kept as it is rather than flattened to text.
      { tag: "pre", getAttrs: (dom: HTMLElement) => ({ html: dom.outerHTML }) },
    ],
    // The markup goes in when the document is written out (serializeHtml), never into the live page.
    toDOM: (node: Node): DOMOutputSpec => ["div", { class: "rt-html", "data-html": node.attrs.html }],
  },
  delimiter: {
    group: "block",
    atom: true,
    parseDOM: [{ tag: "div.rt-delimiter" }, { tag: "hr" }],
    toDOM: (): DOMOutputSpec => ["div", { class: "rt-delimiter" }, "* * *"],
  },
  text: { group: "inline" },
  hard_break: {
    inline: true,
    group: "inline",
    selectable: false,
    parseDOM: [{ tag: "br" }],
    toDOM: (): DOMOutputSpec => ["br"],
  },
} satisfies Record<string, NodeSpec>;

/** The attributes of a link as the sanitizer writes them: another site opens apart and learns nothing. */
function linkAttributes(href: string, title?: string): Record<string, string> {
  const attrs: Record<string, string> = { href };
  if (title) attrs.title = title;
  if (safeLinkHref(href)?.external) Object.assign(attrs, { target: "_blank", rel: "noopener noreferrer" });
  return attrs;
}

const spanStyle = (property: string, value: string): DOMOutputSpec => ["span", { style: `${property}:${value}` }, 0];

const marks = {
  link: {
    attrs: { href: {}, title: { default: null } },
    inclusive: false,
    parseDOM: [
      {
        tag: "a[href]",
        getAttrs(dom: HTMLElement) {
          const link = safeLinkHref(dom.getAttribute("href"));
          return link ? { href: link.href, title: dom.getAttribute("title") || null } : false;
        },
      },
    ],
    toDOM: (mark: Mark): DOMOutputSpec => ["a", linkAttributes(mark.attrs.href, mark.attrs.title ?? undefined), 0],
  },
  strong: {
    parseDOM: [
      { tag: "strong" },
      // Some pasted markup wraps normal text in <b style="font-weight:normal">.
      { tag: "b", getAttrs: (dom: HTMLElement) => dom.style.fontWeight !== "normal" && null },
      { style: "font-weight=400", clearMark: (m: Mark) => m.type.name === "strong" },
      { style: "font-weight", getAttrs: (value: string) => /^(bold(er)?|[5-9]\d{2,})$/.test(value) && null },
    ],
    toDOM: (): DOMOutputSpec => ["strong", 0],
  },
  em: {
    parseDOM: [{ tag: "i" }, { tag: "em" }, { style: "font-style=italic" }],
    toDOM: (): DOMOutputSpec => ["em", 0],
  },
  underline: { parseDOM: [{ tag: "u" }, { style: "text-decoration=underline" }], toDOM: (): DOMOutputSpec => ["u", 0] },
  strike: { parseDOM: [{ tag: "s" }, { tag: "del" }, { tag: "strike" }], toDOM: (): DOMOutputSpec => ["s", 0] },
  sub: { excludes: "sub sup", parseDOM: [{ tag: "sub" }], toDOM: (): DOMOutputSpec => ["sub", 0] },
  sup: { excludes: "sub sup", parseDOM: [{ tag: "sup" }], toDOM: (): DOMOutputSpec => ["sup", 0] },
  colour: {
    attrs: { colour: {} },
    parseDOM: [
      {
        style: "color",
        getAttrs: (value: string) => {
          const colour = normalColour(value);
          return colour ? { colour } : false;
        },
      },
    ],
    toDOM: (mark: Mark): DOMOutputSpec => spanStyle("color", mark.attrs.colour),
  },
  /** The marker: a background colour; the old editor's bare <mark> keeps its own look. */
  marker: {
    attrs: { colour: { default: null } },
    parseDOM: [
      { tag: "mark", attrs: { colour: null } },
      {
        style: "background-color",
        getAttrs: (value: string) => {
          const colour = normalColour(value);
          return colour ? { colour } : false;
        },
      },
    ],
    toDOM: (mark: Mark): DOMOutputSpec => (mark.attrs.colour ? spanStyle("background-color", mark.attrs.colour) : ["mark", 0]),
  },
  font_size: {
    attrs: { size: {} },
    parseDOM: [{ style: "font-size", getAttrs: (value: string) => (FONT_SIZE.has(value.trim()) ? { size: value.trim() } : false) }],
    toDOM: (mark: Mark): DOMOutputSpec => spanStyle("font-size", mark.attrs.size),
  },
};

const withLists = addListNodes(new Schema({ nodes, marks }).spec.nodes, "paragraph block*", "block");

export const schema = new Schema({
  nodes: withLists.append(tableNodes({ tableGroup: "block", cellContent: "paragraph+", cellAttributes: {} })),
  marks,
});

let inert: Document | undefined;
/** A document without a browsing context: markup put there never runs scripts nor loads images. */
function inertDocument(): Document {
  inert ??= document.implementation.createHTMLDocument("");
  return inert;
}

const LOOKS_LIKE_HTML = /<\/?[a-z][^>]*>/i;

/** Plain text (what a textarea held) as paragraphs: a blank line starts one, a newline is a line break. */
function plainTextAsHtml(text: string, doc: Document): HTMLElement {
  const root = doc.createElement("div");
  for (const block of text.replace(/\r\n?/g, "\n").split(/\n[^\S\n]*\n/)) {
    if (!block.trim()) continue;
    const p = doc.createElement("p");
    block
      .replace(/^\n+|\n+$/g, "")
      .split("\n")
      .forEach((line, i) => {
        if (i) p.append(doc.createElement("br"));
        p.append(line);
      });
    root.append(p);
  }
  return root;
}

/** The stored HTML (or plain text typed without the editor) as an editor document. */
export function parseHtml(html: string): Node {
  const doc = inertDocument();
  let root: HTMLElement;
  if (LOOKS_LIKE_HTML.test(html)) {
    root = doc.createElement("div");
    root.innerHTML = html;
  } else {
    root = plainTextAsHtml(html, doc);
  }
  return DOMParser.fromSchema(schema).parse(root);
}

/** True when a reader would see nothing: one empty paragraph. */
export const isEmptyDocument = (doc: Node) =>
  doc.childCount === 1 && doc.firstChild!.type === schema.nodes.paragraph && doc.firstChild!.content.size === 0;

/** The document as the HTML the form posts; "" when it is empty, so the "content required" rule applies. */
export function serializeHtml(doc: Node): string {
  if (isEmptyDocument(doc)) return "";
  const target = inertDocument();
  const root = target.createElement("div");
  root.append(DOMSerializer.fromSchema(schema).serializeFragment(doc.content, { document: target }));
  for (const raw of root.querySelectorAll("div.rt-html[data-html]")) {
    raw.innerHTML = raw.getAttribute("data-html") ?? "";
    raw.removeAttribute("data-html");
  }
  // ProseMirror sets styles through the CSSOM, which respells them ("color: rgb(255, 19, 0);"): written
  // back the way the sanitizer stores them, so the field holds what will be saved.
  for (const element of root.querySelectorAll<HTMLElement>("[style]")) {
    const declarations: string[] = [];
    for (let i = 0; i < element.style.length; i++) {
      const property = element.style.item(i);
      const value = element.style.getPropertyValue(property).trim();
      declarations.push(`${property}:${property.endsWith("color") ? (normalColour(value) ?? value) : value}`);
    }
    element.setAttribute("style", declarations.join(";"));
  }
  for (const title of root.querySelectorAll("div.rt-warning__title")) if (!title.textContent?.trim()) title.remove();
  // An attachment without a link is its bare name.
  for (const name of root.querySelectorAll("div.rt-attachment > span:not([class])")) name.replaceWith(...name.childNodes);
  return root.innerHTML;
}
