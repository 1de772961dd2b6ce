// `npm run new-feature -- <name> [--title "Партнёры клуба"]`: writes app/features/<name>/, a small but
// working feature (a table and its migration, a policy with its role, domain functions, two /api calls, an
// outbox event, a page with a form that works without JavaScript, a notification family, a demo seed, tests
// on both databases, access-matrix rows and a Playwright journey), and adds its one line to the registry
// (app/portal/registry.server.ts) — the only file it changes outside the new folder. Everything is
// formatted with the project's prettier settings, so tsc, lint and prettier pass right after it.
import fs from "node:fs";
import path from "node:path";
import * as prettier from "prettier";
import { FEATURE_NAME, namesOf, type Names } from "./lib/new-feature/names";
import * as core from "./lib/new-feature/templates-core";
import * as server from "./lib/new-feature/templates-server";
import * as page from "./lib/new-feature/templates-page";
import * as tests from "./lib/new-feature/templates-tests";
import { addToRegistry, nameTaken } from "./lib/new-feature/registry";

const ROOT = process.cwd();
/** The placeholder name shown in the menu and on the page until --title gives one. */
const DEFAULT_TITLE = "Новый раздел";

function fail(message: string): never {
  console.error(`new-feature: ${message}`);
  process.exit(1);
}

function parseArgs(argv: string[]): { name: string; title: string } {
  const rest = [...argv];
  let title = DEFAULT_TITLE;
  const at = rest.indexOf("--title");
  if (at >= 0) {
    const given = rest[at + 1];
    if (!given?.trim()) fail('--title needs a value, e.g. --title "Партнёры клуба"');
    title = given.trim();
    rest.splice(at, 2);
  }
  if (rest.length !== 1) fail('usage: npm run new-feature -- <name> [--title "Название раздела"]   (name: e.g. club-partners)');
  return { name: rest[0]!, title };
}

/** Every file of the feature, by its path inside app/features/<name>/. */
function filesOf(n: Names): Record<string, string> {
  return {
    "index.server.ts": core.manifest(n),
    "index.ts": core.clientIndex(n),
    "tables.ts": core.tables(n),
    "migrations/index.ts": core.migrationsIndex(n),
    [`migrations/${n.migration}.ts`]: core.migration(n),
    "policy.ts": core.policy(n),
    "schema.ts": core.schema(n),
    "schema.server.ts": core.schemaServer(n),
    "messages.ts": core.messagesClient(n),
    "messages.server.ts": core.messagesServer(n),
    "seed.server.ts": server.seed(n),
    [`server/${n.kebab}.server.ts`]: server.domain(n),
    "server/events.ts": server.events(n),
    "server/inputs.server.ts": server.inputs(n),
    "server/api.server.ts": server.api(n),
    [`routes/_shell.${n.kebab}.tsx`]: page.route(n),
    "ui/item-form.tsx": page.form(n),
    [`tests/${n.kebab}.test.ts`]: tests.featureTest(n),
    "tests/access-matrix.ts": tests.matrixRows(n),
    [`e2e/${n.kebab}.spec.ts`]: tests.journey(n),
  };
}

async function format(file: string, text: string): Promise<string> {
  const options = (await prettier.resolveConfig(file)) ?? {};
  return prettier.format(text, { ...options, filepath: file });
}

async function main() {
  const { name, title } = parseArgs(process.argv.slice(2));
  if (!FEATURE_NAME.test(name)) {
    fail(`"${name}" is not a feature name: lowercase Latin letters, digits and single dashes, starting with a letter (e.g. club-partners)`);
  }
  const folder = path.join(ROOT, "app", "features", name);
  if (fs.existsSync(folder)) fail(`app/features/${name} already exists`);
  const taken = nameTaken(ROOT, name);
  if (taken) fail(`"${name}" is taken: ${taken}`);

  const n = namesOf(name, title, new Date());
  const written: string[] = [];
  for (const [relative, text] of Object.entries(filesOf(n))) {
    const file = path.join(folder, relative);
    fs.mkdirSync(path.dirname(file), { recursive: true });
    fs.writeFileSync(file, await format(file, text));
    written.push(path.relative(ROOT, file));
  }
  const registry = path.join(ROOT, "app", "portal", "registry.server.ts");
  fs.writeFileSync(registry, await format(registry, addToRegistry(fs.readFileSync(registry, "utf8"), n)));

  console.log(`Wrote ${written.length} files in app/features/${name}/ and added ${n.manifest} to app/portal/registry.server.ts.`);
  console.log(
    `Next: fill in messages (.ts, .server.ts), the table (tables.ts + migrations/), the domain (server/), the page (routes/, ui/);`,
  );
  console.log(`grant ${n.role} with: npm run user -- create --phone … --roles ${n.role}`);
}

await main();
