// Uploaded SVG images (the menu's section icons): an SVG is a document that can carry scripts, event handlers,
// HTML (foreignObject) and links to other addresses, so it is never stored as sent. It is parsed as XML and
// rebuilt from an allow-list of drawing elements and presentation attributes (sanitize-html, the rich text's
// sanitizer, in its XML mode: no second parser); everything else is dropped, and a file that is not an SVG at
// all (a text file named .svg) is told apart by its root element. The files are served with a CSP of their
// own as well (http.server.ts), a second line should anything slip through.
import sanitizeHtml from "sanitize-html";

const SVG_NS = "http://www.w3.org/2000/svg";

/** Elements that draw (and their titles): no script, style, foreignObject, use, image, a, animate or text. */
const ELEMENTS = [
  "svg",
  "g",
  "path",
  "circle",
  "ellipse",
  "rect",
  "line",
  "polyline",
  "polygon",
  "defs",
  "linearGradient",
  "radialGradient",
  "stop",
  "title",
  "desc",
  // Listed only so the filter below can drop it with everything inside it.
  "foreignObject",
];

/** Geometry and presentation: no href of any kind, no event handler (on*), no style attribute. */
const ATTRIBUTES = [
  "xmlns",
  "version",
  "id",
  "viewBox",
  "preserveAspectRatio",
  "width",
  "height",
  "x",
  "y",
  "x1",
  "y1",
  "x2",
  "y2",
  "cx",
  "cy",
  "r",
  "rx",
  "ry",
  "fx",
  "fy",
  "d",
  "points",
  "pathLength",
  "transform",
  "fill",
  "fill-rule",
  "fill-opacity",
  "clip-rule",
  "stroke",
  "stroke-width",
  "stroke-linecap",
  "stroke-linejoin",
  "stroke-miterlimit",
  "stroke-dasharray",
  "stroke-dashoffset",
  "stroke-opacity",
  "opacity",
  "color",
  "offset",
  "stop-color",
  "stop-opacity",
  "gradientUnits",
  "gradientTransform",
  "spreadMethod",
  "vector-effect",
  "shape-rendering",
];

/** A value that points elsewhere: any url() but a gradient of the same file (fill="url(#g)"). */
const foreignReference = (value: string) => /url\s*\(|&|\\/i.test(value) && !/^url\(#[\w.-]+\)$/.test(value.trim());

const OPTIONS: sanitizeHtml.IOptions = {
  // XML: element and attribute names keep their case (linearGradient, viewBox), no HTML entities.
  parser: { xmlMode: true },
  allowedTags: ELEMENTS,
  allowedAttributes: { "*": ATTRIBUTES },
  allowedSchemes: [],
  allowProtocolRelative: false,
  // A dropped element's own text goes too (a script's, an HTML element's); drawing elements inside it stay.
  disallowedTagsMode: "completelyDiscard",
  nonTextTags: ["script", "style", "textarea", "option", "noscript", "foreignObject"],
  exclusiveFilter: (frame) => frame.tag === "foreignObject",
  transformTags: {
    "*": (tagName, attribs) => {
      const kept = Object.fromEntries(Object.entries(attribs).filter(([, value]) => !foreignReference(value)));
      // The root names the SVG namespace, or browsers do not draw it as an image.
      return { tagName, attribs: tagName === "svg" ? { ...kept, xmlns: SVG_NS } : kept };
    },
  },
};

/** The text before the root element an SVG file may have: a BOM, the XML declaration, comments, a doctype. */
const PROLOG = /^(?:\uFEFF)?(?:\s+|<\?xml[^>]*\?>|<!--[\s\S]*?-->|<!DOCTYPE[^>[]*(?:\[[\s\S]*?\])?\s*>)*/i;

/**
 * The SVG rebuilt from its allowed parts, as UTF-8 bytes; null when these bytes are not an SVG image (not
 * UTF-8 text, or text whose root element is not <svg>).
 */
export function sanitizeSvg(bytes: Uint8Array): Buffer | null {
  let source: string;
  try {
    source = new TextDecoder("utf-8", { fatal: true }).decode(bytes);
  } catch {
    return null;
  }
  if (source.includes("\u0000")) return null;
  const body = source.replace(PROLOG, "");
  if (!/^<svg[\s>/]/.test(body)) return null;
  const clean = sanitizeHtml(body, OPTIONS).trim();
  // The root itself may not survive (an <svg> inside a <script>): then it was no image.
  if (!/^<svg[\s>]/.test(clean) || !clean.endsWith("</svg>")) return null;
  return Buffer.from(clean, "utf8");
}
