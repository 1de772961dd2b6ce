// Video links of the one known host (YouTube, spec part 2 §2): watch, embed, short (youtu.be) and /v/
// forms with an 11-character id. Client-safe: the composer checks links before sending them.
const ID = /^[A-Za-z0-9_-]{11}$/;
const HOSTS = new Set(["youtube.com", "www.youtube.com", "m.youtube.com", "youtube-nocookie.com", "www.youtube-nocookie.com"]);

/** The 11-character id of a YouTube link in one of the known forms, or null. */
export function youtubeIdOf(link: string): string | null {
  let url: URL;
  try {
    url = new URL(/^[a-z][a-z0-9+.-]*:\/\//i.test(link.trim()) ? link.trim() : `https://${link.trim()}`);
  } catch {
    return null;
  }
  if (url.protocol !== "https:" && url.protocol !== "http:") return null;
  const host = url.hostname.toLowerCase();
  const parts = url.pathname.split("/").filter(Boolean);
  let id: string | null | undefined = null;
  if (host === "youtu.be" || host === "www.youtu.be") id = parts.length === 1 ? parts[0] : null;
  else if (HOSTS.has(host)) {
    if (parts.length === 1 && parts[0] === "watch") id = url.searchParams.get("v");
    else if (parts.length === 2 && (parts[0] === "embed" || parts[0] === "v" || parts[0] === "shorts")) id = parts[1];
  }
  return id && ID.test(id) ? id : null;
}

/** The one form links are stored and shown in. */
export const youtubeWatchUrl = (id: string) => `https://www.youtube.com/watch?v=${id}`;
/** The player's address (the page embeds it). */
export const youtubeEmbedUrl = (id: string) => `https://www.youtube-nocookie.com/embed/${id}`;
