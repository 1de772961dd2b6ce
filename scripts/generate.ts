// `npm run generate -- <set> [options]`: a large data set written into the database the server uses,
// DATA_DIR (SQLite) or DATABASE_URL (PostgreSQL), opened as the server does (migrated and, when empty,
// filled with the demo first; SEED_DEMO=0 leaves that out). Prints the time taken per table.
//   claims [--users N] [--claims M]   support requests with their histories (default 10,000 people, 50,000 claims)
// The feed's set keeps its own command (npm run feed:generate, FEED_SCALE).
import { openPortal } from "../app/platform/app.server";
import { readConfig } from "../app/platform/config.server";
import { generateClaims } from "./lib/claims-generate";

/** `--name N` as a whole number in [1, max]; the fallback when absent. Null when malformed. */
function intOption(args: readonly string[], name: string, fallback: number, max: number): number | null {
  const at = args.indexOf(`--${name}`);
  if (at < 0) return fallback;
  const value = Number(args[at + 1]);
  return Number.isInteger(value) && value >= 1 && value <= max ? value : null;
}

const [set, ...args] = process.argv.slice(2);
if (set !== "claims") {
  console.error("Usage: npm run generate -- claims [--users N] [--claims M]");
  process.exit(1);
}
const users = intOption(args, "users", 10_000, 1_000_000);
const claims = intOption(args, "claims", 50_000, 5_000_000);
if (users === null || claims === null) {
  console.error("--users and --claims take a whole number from 1 (at most 1,000,000 people and 5,000,000 claims)");
  process.exit(1);
}
const config = readConfig();
const where = config.databaseUrl ? `PostgreSQL ${new URL(config.databaseUrl).pathname.slice(1)}` : `SQLite ${config.sqliteFile}`;
console.log(`Generating ${claims} claims of ${users} people into ${where}`);
const portal = await openPortal(config, { sms: { send: async () => {} } });
try {
  const report = await generateClaims(portal, { users, claims }, { log: (line) => console.log(line) });
  console.log(`Generated in ${(report.ms / 1000).toFixed(1)} s`);
} catch (error) {
  process.exitCode = 1;
  console.error(error);
} finally {
  await portal.close();
}
