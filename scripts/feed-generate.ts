// `npm run feed:generate`: the feed's large data set (scripts/lib/feed-generate.ts) written into the
// database the server uses, DATA_DIR (SQLite) or DATABASE_URL (PostgreSQL). Opens it as the server does:
// migrates it and, when it is empty, fills the demo data first (SEED_DEMO=0 leaves that out), so the
// demo accounts can sign in and read the generated feed. Sizes scale with FEED_SCALE (default 1: 10,000
// people, 100,000 posts, 1,000,000 likes, 300,000 comments; 0.01 is a hundredth). Prints the time taken
// and the database's size; FEED_REPORT=<file> also writes them as JSON (the bench reads it).
// Refuses a database that already holds a generated set (exit code 1).
import fs from "node:fs";
import path from "node:path";
import { openPortal } from "../app/portal/open.server";
import { readConfig } from "../app/platform/config.server";
import { feedSizes, generateFeed, GenerateRefusal, parseScale } from "./lib/feed-generate";

const mb = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1)} MB`;

const scale = parseScale(process.env.FEED_SCALE);
if (scale === null) {
  console.error("FEED_SCALE must be a number above 0 and at most 10 (1: 100,000 posts)");
  process.exit(1);
}
const config = readConfig();
const where = config.databaseUrl ? `PostgreSQL ${new URL(config.databaseUrl).pathname.slice(1)}` : `SQLite ${config.sqliteFile}`;
const sizes = feedSizes(scale);
console.log(
  `Generating the feed (FEED_SCALE=${scale}: ${sizes.users} people, ${sizes.posts} posts, ${sizes.likes} likes, ${sizes.comments} comments) into ${where}`,
);
const opened = performance.now();
const portal = await openPortal(config, { sms: { send: async () => {} } });
console.log(
  `  database opened, migrated${portal.seeded ? " and seeded with the demo" : ""} in ${((performance.now() - opened) / 1000).toFixed(1)} s`,
);
const cpuBefore = process.cpuUsage();
try {
  const report = await generateFeed(portal, { scale, sqliteFile: config.sqliteFile, log: (line) => console.log(line) });
  const cpu = process.cpuUsage(cpuBefore);
  console.log(
    `Generated in ${(report.ms / 1000).toFixed(1)} s (this process's CPU ${((cpu.user + cpu.system) / 1e6).toFixed(1)} s); database size ${mb(report.databaseBytes)}`,
  );
  console.log(`  most liked post: ${report.hotLikesPostId}, most commented post: ${report.hotCommentsPostId}`);
  const reportFile = process.env.FEED_REPORT;
  if (reportFile) {
    fs.mkdirSync(path.dirname(path.resolve(reportFile)), { recursive: true });
    fs.writeFileSync(
      reportFile,
      `${JSON.stringify({ at: new Date().toISOString(), scale, dialect: portal.db.dialect, ...report }, null, 2)}\n`,
    );
  }
} catch (error) {
  process.exitCode = 1;
  if (error instanceof GenerateRefusal) console.error(error.message);
  else console.error(error);
} finally {
  await portal.close();
}
