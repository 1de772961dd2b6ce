// The cross-site check of every request that changes something (server/app.ts) and of the WebSocket
// /large-file/chunk's upgrade: browsers say where a request comes from (Sec-Fetch-Site, Origin). JSON
// clients that send neither header are not browsers and pass.
export function isCrossSite(header: (name: string) => string | undefined): boolean {
  const site = header("sec-fetch-site");
  const origin = header("origin");
  // "Origin: null" (a sandboxed frame, a data: page, some redirects) is never our own page.
  if (origin === "null") return true;
  if (site) return site === "cross-site" || site === "same-site";
  if (origin) {
    try {
      return new URL(origin).host !== header("host");
    } catch {
      return true;
    }
  }
  return false;
}
