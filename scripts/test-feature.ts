// `npm run test:feature -- <name>`: the quick loop for one feature. Its vitest files (app/features/<name>/**,
// and the cross-feature tests named after it, tests/**/*<name>*.test.ts), then its Playwright journeys
// (e2e/<name>*.spec.ts and the journeys JOURNEYS lists for it), on the build already made (`npm run build`
// first when a page changed). Anything after the name goes to both runners (e.g. `-t "a test's name"`).
import { spawnSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";

/** Journeys whose file names do not start with their feature's name. */
const JOURNEYS: Record<string, string[]> = {
  auth: ["sign-in", "registration", "recovery", "logout", "back-after-sign-out", "forms"],
  contacts: ["contacts", "finder"],
  faq: ["faq-glossary"],
  glossary: ["faq-glossary"],
  feed: ["feed", "typography"],
  groups: ["groups", "group-"],
  guide: ["guide", "editor"],
  notifications: ["notifications", "push", "live-count"],
  search: ["search-", "suggest"],
  settings: ["lite-mode"],
};

const [name, ...rest] = process.argv.slice(2);
const root = path.resolve(import.meta.dirname, "..");
if (!name || !fs.existsSync(path.join(root, "app/features", name))) {
  const features = fs.readdirSync(path.join(root, "app/features"), { withFileTypes: true }).filter((d) => d.isDirectory());
  console.error(`Usage: npm run test:feature -- <name> [runner options]\nFeatures: ${features.map((d) => d.name).join(", ")}`);
  process.exit(2);
}

function walk(dir: string): string[] {
  return fs
    .readdirSync(dir, { withFileTypes: true })
    .flatMap((d) => (d.isDirectory() ? walk(path.join(dir, d.name)) : [path.join(dir, d.name)]));
}
const rel = (file: string) => path.relative(root, file);
const unit = [
  ...walk(path.join(root, "app/features", name)).filter((f) => /\.test\.tsx?$/.test(f)),
  ...walk(path.join(root, "tests")).filter((f) => /\.test\.tsx?$/.test(f) && path.basename(f).includes(name)),
].map(rel);
const prefixes = JOURNEYS[name] ?? [name];
const journeys = fs
  .readdirSync(path.join(root, "e2e"))
  .filter((f) => f.endsWith(".spec.ts") && prefixes.some((p) => f.startsWith(p)))
  .map((f) => `e2e/${f}`);

const run = (command: string, args: string[]) => {
  console.log(`\n$ ${command} ${args.join(" ")}`);
  return spawnSync("npx", [command, ...args], { cwd: root, stdio: "inherit" }).status ?? 1;
};
let status = 0;
if (unit.length > 0) status ||= run("vitest", ["run", ...unit, ...rest]);
else console.log(`No vitest files for ${name}.`);
if (journeys.length > 0) status = run("playwright", ["test", ...journeys, ...rest]) || status;
else console.log(`No Playwright journeys for ${name}.`);
process.exit(status);
