// The rich-text rules the browser's editor and the server's sanitizer share (spec §5, §9), client-safe:
// the font sizes, the one video host and its links, and which link and image addresses are acceptable
// (images: the portal's own uploads only).
// sanitize.server.ts enforces them on save and render; app/shared/richtext/editor emits only what passes them.

/** Font sizes the editor offers (spec §9): 8 to 24, then 30, 60, 96 px. */
export const FONT_SIZES_PX = [...Array.from({ length: 17 }, (_, i) => i + 8), 30, 60, 96] as const;

/** The only iframe the portal shows: the known video host's privacy-enhanced player. */
export const VIDEO_EMBED_ORIGIN = "https://www.youtube-nocookie.com";
export const IFRAME_SANDBOX = "allow-scripts allow-same-origin allow-presentation";

const VIDEO_ID = /^[A-Za-z0-9_-]{11}$/;
const CONTROL_CHARACTERS = /[\u0000-\u001f\u007f]/;
const URL_SCHEME = /^([a-z][a-z0-9+.-]*):/i;

/** The player address of a video id: what every stored video iframe points at. */
export const videoEmbedSrc = (id: string) => `${VIDEO_EMBED_ORIGIN}/embed/${id}`;

/**
 * The 11-character video id of a link to the known video host (spec §5): watch (youtube.com/watch?v=ID),
 * embed (/embed/ID), short (youtu.be/ID) or v (/v/ID). Anything else is null.
 */
export function videoIdFromUrl(url: string): string | null {
  if (typeof url !== "string") return null;
  const value = url.trim();
  if (!URL.canParse(value)) return null;
  const parsed = new URL(value);
  if ((parsed.protocol !== "https:" && parsed.protocol !== "http:") || parsed.port || parsed.username) return null;
  const host = parsed.hostname.toLowerCase();
  const segments = parsed.pathname.split("/").filter(Boolean);
  let id: string | null | undefined;
  if (host === "youtu.be") {
    id = segments.length === 1 ? segments[0] : null;
  } else if (["youtube.com", "www.youtube.com", "m.youtube.com"].includes(host)) {
    if (parsed.pathname === "/watch") id = parsed.searchParams.get("v");
    else if (segments.length === 2 && (segments[0] === "embed" || segments[0] === "v")) id = segments[1];
  } else if (host === "youtube-nocookie.com" || host === "www.youtube-nocookie.com") {
    if (segments.length === 2 && segments[0] === "embed") id = segments[1];
  }
  return id && VIDEO_ID.test(id) ? id : null;
}

const isSitePath = (value: string) => value.startsWith("/") && !value.startsWith("//") && !value.startsWith("/\\");

/** A link target: http(s), mailto, tel or a path of this site. Browsers drop tabs and newlines inside URLs, so any control character refuses the link. */
export function safeLinkHref(raw: string | undefined | null): { href: string; external: boolean } | null {
  const href = (raw ?? "").trim();
  if (!href || CONTROL_CHARACTERS.test(href)) return null;
  if (isSitePath(href)) return { href, external: false };
  const scheme = URL_SCHEME.exec(href)?.[1]?.toLowerCase();
  if (scheme === "http" || scheme === "https") return URL.canParse(href) ? { href, external: true } : null;
  if (scheme === "mailto" || scheme === "tel") return { href, external: false };
  return null;
}

/**
 * An image source: only an uploaded file of this site ("/files/…", also after the browser resolves ".."). An
 * image on another site is fetched by every reader's browser as the page opens: it tells that site who read
 * what and when (a tracking pixel) and breaks on an intranet without internet access (issue #38). Links to
 * other sites stay; their images are uploaded instead.
 */
export function safeImageSrc(raw: string | undefined | null): string | null {
  const src = (raw ?? "").trim();
  if (!src || CONTROL_CHARACTERS.test(src) || src.includes("\\")) return null;
  if (isSitePath(src)) {
    // "/files/../api/…" or "/files/%2e%2e/…" would make the reader's browser request another endpoint.
    const resolved = new URL(src, "https://portal.invalid");
    return resolved.pathname.startsWith("/files/") && resolved.pathname.length > "/files/".length ? src : null;
  }
  return null;
}

/** An image on another site (an http(s) or protocol-relative address): what a save refuses rather than drops. */
export function isForeignImageSrc(raw: string | undefined | null): boolean {
  return /^\s*(?:https?:)?\/\//i.test(raw ?? "");
}
