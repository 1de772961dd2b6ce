// The route manifest of the portal, read by remix.config.js: every route module of app/shell/routes/
// and app/features/<feature>/routes/, named by Remix's flat-routes convention (the file name is the
// URL: `_shell.knowledge.guide.$s1._index.tsx`), nested by name across features exactly as if they
// sat in one app/routes/ folder. A feature adds pages by adding files to its own routes/ folder.
// Route ids stay `routes/<file name>`, as Remix's own convention names them.
import fs from "node:fs";
import path from "node:path";
import { createRoutePath, getRouteSegments } from "@remix-run/dev/dist/config/flat-routes.js";

const ROUTE_FILE = /^[^.].*\.(tsx|ts|jsx|js)$/;
const NOT_A_ROUTE = /\.test\.(tsx|ts)$/;

/** Folders holding route modules, relative to the app directory. */
export function routeFolders(appDir) {
  const features = path.join(appDir, "features");
  const folders = [path.join(appDir, "shell", "routes")];
  for (const name of fs.readdirSync(features).sort()) {
    const dir = path.join(features, name, "routes");
    if (fs.existsSync(dir)) folders.push(dir);
  }
  return folders;
}

/** { [id]: { id, file, path, index, parentId } } as remix.config.js `routes` returns it. */
export function featureRoutes(appDir) {
  const byName = new Map();
  for (const dir of routeFolders(appDir)) {
    for (const file of fs.readdirSync(dir)) {
      if (!ROUTE_FILE.test(file) || NOT_A_ROUTE.test(file)) continue;
      const name = file.replace(/\.(tsx|ts|jsx|js)$/, "");
      const relative = path.relative(appDir, path.join(dir, file)).split(path.sep).join("/");
      if (byName.has(name)) throw new Error(`Two route modules are named ${name}: ${byName.get(name)} and ${relative}`);
      byName.set(name, relative);
    }
  }
  const names = [...byName.keys()];
  const fullPath = new Map();
  for (const name of names) {
    const [segments, raw] = getRouteSegments(name);
    fullPath.set(name, createRoutePath(segments, raw, name.endsWith("_index")) ?? "");
  }
  const manifest = {};
  const seen = new Map();
  for (const name of names) {
    // The parent is the longest other name this one continues with a dot.
    const parent = names
      .filter((other) => other !== name && name.startsWith(`${other}.`) && !other.endsWith("_index"))
      .sort((a, b) => b.length - a.length)[0];
    const index = name.endsWith("_index");
    let routePath = fullPath.get(name);
    const parentPath = parent ? fullPath.get(parent) : "";
    if (parentPath && routePath) routePath = routePath.slice(parentPath.length).replace(/^\//, "").replace(/\/$/, "");
    const id = `routes/${name}`;
    manifest[id] = {
      id,
      file: byName.get(name),
      path: routePath || undefined,
      ...(index ? { index: true } : {}),
      parentId: parent ? `routes/${parent}` : "root",
    };
    const last = name.split(".").pop() ?? "";
    if (last.startsWith("_") && last !== "_index") continue;
    const key = `${fullPath.get(name)}${index ? "?index" : ""}`;
    if (seen.has(key)) throw new Error(`Two route modules answer /${key}: ${seen.get(key)} and ${byName.get(name)}`);
    seen.set(key, byName.get(name));
  }
  return manifest;
}
