// What the generator checks against the portal as it is (a name must be free as a folder, a feature, a URL,
// an /api prefix, a service key and a table), and its one edit outside the new folder: the registry's
// import and list entry.
import fs from "node:fs";
import path from "node:path";
import { namesOf, type Names } from "./names";

/** First URL segments the server answers before Remix, and the areas of app/ that are not features. */
const RESERVED = ["api", "build", "avatars", "files", "sw", "shell", "platform", "portal", "shared", "features", "routes"];

function filesUnder(dir: string, match: RegExp): string[] {
  if (!fs.existsSync(dir)) return [];
  return fs
    .readdirSync(dir, { recursive: true, encoding: "utf8" })
    .filter((f) => match.test(f))
    .map((f) => path.join(dir, f));
}

/** The first URL segment a flat-routes file answers (pathless `_shell.` and `_entry.` left out), or null. */
export function firstSegment(routeFile: string): string | null {
  const segments = routeFile.replace(/\.(tsx|ts|jsx|js)$/, "").split(".");
  const first = segments.find((s) => !s.startsWith("_"));
  return first ? first.replace(/_$/, "").replace(/^\(|\)$/g, "") : null;
}

/** Why `name` cannot be a new feature's, or null when it is free. */
export function nameTaken(root: string, name: string): string | null {
  if (RESERVED.includes(name)) return `it is a reserved part of the portal (${RESERVED.join(", ")})`;
  const app = path.join(root, "app");
  const n = namesOf(name, "", new Date());
  const manifests = [path.join(app, "platform", "manifest.server.ts"), ...filesUnder(app, /(^|\/)index\.server\.ts$/)];
  for (const file of manifests) {
    const text = fs.readFileSync(file, "utf8");
    if (text.includes(`name: "${name}"`)) return `a feature of that name is declared in ${path.relative(root, file)}`;
    if (new RegExp(`\\b${n.camel}\\s*:\\s*create`).test(text))
      return `the service key ${n.camel} is provided by ${path.relative(root, file)}`;
  }
  const routeDirs = [
    path.join(app, "shell", "routes"),
    ...fs.readdirSync(path.join(app, "features")).map((f) => path.join(app, "features", f, "routes")),
  ];
  for (const dir of routeDirs) {
    for (const file of filesUnder(dir, /\.(tsx|ts)$/)) {
      if (firstSegment(path.basename(file)) === name) return `the URL /${name} is answered by ${path.relative(root, file)}`;
    }
  }
  for (const file of filesUnder(app, /\.server\.ts$/)) {
    const text = fs.readFileSync(file, "utf8");
    if (text.includes(`path: "/${name}/`) || text.includes(`path: "/${name}"`))
      return `the /api prefix /${name} is used by ${path.relative(root, file)}`;
    if (new RegExp(`^\\s+${n.table}:`, "m").test(text)) return `the table ${n.table} exists (${path.relative(root, file)})`;
  }
  for (const file of [path.join(app, "platform", "db", "schema.ts"), ...filesUnder(app, /(^|\/)tables\.ts$/)]) {
    if (new RegExp(`^\\s+${n.table}:`, "m").test(fs.readFileSync(file, "utf8")))
      return `the table ${n.table} exists (${path.relative(root, file)})`;
  }
  return null;
}

/**
 * The registry with the feature's import after the last feature import and its entry last in `features`
 * (its seed runs after the directory's people, which it names). Refuses a registry it does not recognise.
 */
export function addToRegistry(source: string, n: Names): string {
  const line = `import { ${n.manifest} } from "~/features/${n.kebab}/index.server";\n`;
  const imports = [...source.matchAll(/^import \{ \w+ \} from "~\/features\/[^"]+\/index\.server";\n/gm)];
  const last = imports.at(-1);
  const end = source.indexOf("] as const;");
  if (!last || last.index === undefined || end < 0)
    throw new Error("app/portal/registry.server.ts: no feature import or `] as const;` list found");
  const afterImports = last.index + last[0].length;
  const withEntry = `${source.slice(0, end)}  ${n.manifest},\n${source.slice(end)}`;
  return `${withEntry.slice(0, afterImports)}${line}${withEntry.slice(afterImports)}`;
}
