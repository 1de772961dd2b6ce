// BASE_PATH as the builds read it: a leading slash, no trailing one ("" at the root), normalized like
// readConfig() in app/platform/config.server.ts. remix.config.js (asset URLs) and scripts/build-server.ts
// (the same URLs in the Express bundle) both take it from here.
export function basePathOf(value = process.env.BASE_PATH) {
  const trimmed = (value ?? "").trim().replace(/\/+$/, "");
  return trimmed && !trimmed.startsWith("/") ? `/${trimmed}` : trimmed;
}
