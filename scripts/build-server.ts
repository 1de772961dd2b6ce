// Compiles server.ts (and the app modules it imports) to build/server.js, so production runs on plain
// node. Running the TypeScript through tsx costs ~95 MB of resident memory for its loader thread alone,
// half of an idle portal. Packages stay external (node_modules is there at run time); the "~/" paths of
// tsconfig are bundled.
import { build } from "esbuild";
import fs from "node:fs";

const pkg = JSON.parse(fs.readFileSync("package.json", "utf8")) as Record<string, Record<string, string>>;
const packages = Object.keys({ ...pkg.dependencies, ...pkg.devDependencies });

await build({
  entryPoints: ["server.ts"],
  outfile: process.argv[2] ?? "build/server.js",
  bundle: true,
  platform: "node",
  format: "esm",
  target: "node20",
  external: packages.flatMap((name) => [name, `${name}/*`]),
  logLevel: "warning",
});
