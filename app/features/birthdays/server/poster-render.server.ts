// A poster drawn on the server (issue #33): the template's background covered to 1200×630 with the text laid
// over it as SVG, rendered by sharp (librsvg) with Debian's DejaVu fonts, so every browser shows the same
// picture and no font reaches the page. The text is escaped before it enters the SVG: a name with "<" or "&"
// is drawn as typed and can never become markup.
import sharp from "sharp";
import { SHARP_INPUT } from "~/platform/files/images.server";

export const POSTER_WIDTH = 1200;
export const POSTER_HEIGHT = 630;
const FONT_SIZE = 44;
const LINE_HEIGHT = 56;
/** Characters a line holds at FONT_SIZE in DejaVu Sans (about 0.55 em a glyph), leaving margins. */
const LINE_CHARS = 36;
const MAX_LINES = 6;

const XML_ESCAPES: Record<string, string> = { "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&apos;" };
export const escapeXml = (text: string) => text.replace(/[&<>"']/g, (c) => XML_ESCAPES[c]!);

/** The text broken into lines at spaces (and the given line breaks), MAX_LINES at most, the last with «…» when cut. */
export function wrapLines(text: string, width = LINE_CHARS): string[] {
  const lines: string[] = [];
  for (const paragraph of text.split(/\r?\n/)) {
    let line = "";
    for (const word of paragraph.split(/\s+/).filter(Boolean)) {
      for (let rest = word; rest.length > 0;) {
        const piece = rest.slice(0, width);
        rest = rest.slice(width);
        if (line && line.length + 1 + piece.length > width) {
          lines.push(line);
          line = piece;
        } else line = line ? `${line} ${piece}` : piece;
      }
    }
    lines.push(line);
  }
  while (lines.length > 0 && lines.at(-1) === "") lines.pop();
  if (lines.length <= MAX_LINES) return lines;
  const kept = lines.slice(0, MAX_LINES);
  kept[MAX_LINES - 1] = `${kept[MAX_LINES - 1]!.slice(0, width - 1)}…`;
  return kept;
}

/** The SVG laid over the background: a darkened band and the lines, centred. */
export function overlaySvg(text: string): string {
  const lines = wrapLines(text);
  const bandHeight = lines.length * LINE_HEIGHT + 60;
  const top = POSTER_HEIGHT - bandHeight - 40;
  const tspans = lines
    .map((line, i) => `<tspan x="${POSTER_WIDTH / 2}" y="${top + 30 + FONT_SIZE + i * LINE_HEIGHT}">${escapeXml(line)}</tspan>`)
    .join("");
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${POSTER_WIDTH}" height="${POSTER_HEIGHT}">
<rect x="40" y="${top}" width="${POSTER_WIDTH - 80}" height="${bandHeight}" rx="24" fill="#000" fill-opacity="0.45"/>
<text font-family="DejaVu Sans" font-size="${FONT_SIZE}" font-weight="bold" fill="#fff" text-anchor="middle">${tspans}</text>
</svg>`;
}

/** The plain background of a template without an image: the portal's colours as a gradient. */
const GRADIENT = `<svg xmlns="http://www.w3.org/2000/svg" width="${POSTER_WIDTH}" height="${POSTER_HEIGHT}">
<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#e4572e"/><stop offset="1" stop-color="#6c3fb5"/></linearGradient></defs>
<rect width="100%" height="100%" fill="url(#g)"/></svg>`;

/** The poster as a JPEG, and how long the drawing took (ms). */
export async function renderPoster(background: Uint8Array | null, text: string): Promise<{ jpeg: Buffer; ms: number }> {
  const started = performance.now();
  const base = background
    ? sharp(background, SHARP_INPUT).rotate().resize(POSTER_WIDTH, POSTER_HEIGHT, { fit: "cover" })
    : sharp(Buffer.from(GRADIENT));
  const jpeg = await base
    .composite([{ input: Buffer.from(overlaySvg(text)), top: 0, left: 0 }])
    .jpeg({ quality: 85 })
    .toBuffer();
  return { jpeg, ms: performance.now() - started };
}
