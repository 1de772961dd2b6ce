// `npm run generate -- <data set> [options]`: a large data set written into the database the server uses
// (DATA_DIR for SQLite or DATABASE_URL for PostgreSQL), opened as the server opens it (migrated, and
// seeded with the demo when empty). Data sets:
//   notifications --users N --per-user M   M notifications for each of the first N people (default 10,000 × 200)
// (The feed's has its own command, `npm run feed:generate`.)
import { parseArgs } from "node:util";
import { openPortal } from "../app/platform/app.server";
import { readConfig } from "../app/platform/config.server";
import { generateNotifications } from "./lib/notifications-generate";

const { positionals, values } = parseArgs({
  allowPositionals: true,
  options: { users: { type: "string", default: "10000" }, "per-user": { type: "string", default: "200" } },
});
const count = (value: string | undefined, name: string, max: number) => {
  const n = Number(value);
  if (!Number.isInteger(n) || n < 1 || n > max) {
    console.error(`--${name} must be a whole number from 1 to ${max}`);
    process.exit(1);
  }
  return n;
};

if (positionals[0] !== "notifications") {
  console.error("Usage: npm run generate -- notifications --users 10000 --per-user 200");
  process.exit(1);
}
const users = count(values.users, "users", 1_000_000);
const perUser = count(values["per-user"], "per-user", 10_000);
const config = readConfig();
const where = config.databaseUrl ? `PostgreSQL ${new URL(config.databaseUrl).pathname.slice(1)}` : `SQLite ${config.sqliteFile}`;
console.log(`Generating notifications (${users} people × ${perUser}) into ${where}`);
const portal = await openPortal(config, { sms: { send: async () => {} } });
try {
  const report = await generateNotifications(portal, { users, perUser, log: (line) => console.log(line) });
  console.log(
    `Generated ${report.rows} notifications for ${report.users} people (${report.types.join(", ")}) in ${(report.ms / 1000).toFixed(1)} s`,
  );
} catch (error) {
  process.exitCode = 1;
  console.error(error);
} finally {
  await portal.close();
}
