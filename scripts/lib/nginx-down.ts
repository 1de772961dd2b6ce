// What nginx answers when no portal process does (all down, or all unreachable): the portal's own 503,
// not nginx's English 502/504 page. The files are written into nginx's prefix before it starts, from the
// function that makes the portal's 503 (server/pages.ts), and deploy/nginx.conf.template serves them.
import fs from "node:fs";
import path from "node:path";
import { unavailableFiles } from "../../server/pages";

/** The folder under nginx's prefix that the template's `/portal-down/` location reads. */
export const DOWN_FOLDER = "portal-down";

export function writeDownPages(prefix: string, basePath: string): void {
  const folder = path.join(prefix, DOWN_FOLDER);
  fs.mkdirSync(folder, { recursive: true });
  for (const [name, body] of Object.entries(unavailableFiles(basePath))) fs.writeFileSync(path.join(folder, name), body);
}
