// The composition root: reads the configuration, opens the portal once (database, migrations, demo
// data, services) and serves it. Nothing else opens a database connection.
import path from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import type { ServerBuild } from "@remix-run/node";
import { readConfig } from "./app/platform/config.server";
import { openPortal } from "./app/portal/open.server";
import { OUTBOX_PASS_EVERY_MS } from "./app/platform/events.server";
import { pruneRateEvents } from "./app/platform/rate-limit.server";
import { createApp } from "./server/app";
import { PUBLISH_DUE_EVERY_MS } from "./app/features/feed/index.server";
import { DAILY_CHECK_EVERY_MS } from "./app/features/birthdays/index.server";
import { RULES_CHECK_EVERY_MS } from "./app/features/achievements/index.server";
import { REMINDERS_EVERY_MS } from "./app/features/activities/index.server";
import { VIDEO_JOBS_EVERY_MS } from "./app/platform/files/video-jobs.server";

// Run from the project root by tsx (development) or compiled to build/server.js (production).
const here = path.dirname(fileURLToPath(import.meta.url));
const root = path.basename(here) === "build" ? path.dirname(here) : here;
const config = readConfig();
const portal = await openPortal(config);

if (portal.seeded) {
  console.log("Демо-данные созданы. Вход для демонстрации:");
  for (const a of portal.seeded.accounts) console.log(`  ${a.who}: телефон ${a.phone}, пароль ${a.password}`);
}

const build = (await import(pathToFileURL(path.join(root, "build/index.js")).href)) as ServerBuild;
const app = createApp({ config, portal, build, publicDir: path.join(root, "public") });

// Housekeeping: expired tokens, old rate-limit events and the query planner's statistics, hourly.
const housekeep = () =>
  void Promise.all([portal.services.auth.pruneExpired(), pruneRateEvents(portal.db.kysely, new Date()), portal.db.optimize()]).catch((e) =>
    console.error("Housekeeping failed:", e),
  );
housekeep();
const housekeeping = setInterval(housekeep, 60 * 60_000);
housekeeping.unref();

// The events outbox. A feature that acts on its own events at once (claims, the feed's talk, pushes) delivers
// them right after its write; this pass delivers the rest within 2 s of their commit (the search indexes:
// issue #16 "searchable within 2 s"), what a stopped process missed and the retries of failed handlers
// (their backoff starts at a minute). One pass at a time: a slow one is not joined by the next.
let delivery: Promise<unknown> | null = null;
const deliverEvents = () => {
  delivery ??= portal.outbox
    .deliver()
    .catch((e) => console.error("Event delivery failed:", e))
    .finally(() => (delivery = null));
};
deliverEvents();
const delivering = setInterval(deliverEvents, OUTBOX_PASS_EVERY_MS);
delivering.unref();

// Deferred posts falling due are published every 30 s (one atomic UPDATE: safe with several processes).
const publishDuePosts = () =>
  void portal.services.feed.publishDue(new Date()).catch((e) => console.error("Publishing deferred posts failed:", e));
const publishing = setInterval(publishDuePosts, PUBLISH_DUE_EVERY_MS);
publishing.unref();

// The day's congratulations, made once a day (the job's (job, day) row makes it once across processes and
// restarts): looked for at start and every 10 minutes, so a day begun while stopped is made at the next start.
const congratulate = () => void portal.services.birthdays.daily.run().catch((e) => console.error("Birthday congratulations failed:", e));
congratulate();
const congratulating = setInterval(congratulate, DAILY_CHECK_EVERY_MS);
congratulating.unref();

// The achievements' rules (years at the company, thanks received), run once a day the same way.
const grantByRules = () => void portal.services.achievements.rules.run().catch((e) => console.error("Achievement rules failed:", e));
grantByRules();
const granting = setInterval(grantByRules, RULES_CHECK_EVERY_MS);
granting.unref();

// The activities' reminders of the day before: each activity claimed once (its row's flag), however many processes.
const remindActivities = () =>
  void portal.services.activities.notices.remind().catch((e) => console.error("Activity reminders failed:", e));
remindActivities();
const reminding = setInterval(remindActivities, REMINDERS_EVERY_MS);
reminding.unref();

// Uploaded videos are converted in the background (jobs in the database: a restarted process, or
// another one, picks up what was left). Without ffmpeg they are served as uploaded.
const videos = portal.services.files.videos;
if (!(await videos.available()))
  console.warn("ffmpeg or ffprobe not found: uploaded videos are stored and served as uploaded, unconverted");
const convertVideos = () => void videos.work().catch((e) => console.error("Video conversion failed:", e));
const converting = setInterval(convertVideos, VIDEO_JOBS_EVERY_MS);
converting.unref();

const server = app.listen(config.port, config.host, () => {
  console.log(`Портал работает: http://localhost:${config.port}${config.basePath}/`);
});
// Idle keep-alive connections stay open longer than nginx keeps its upstream ones (keepalive_timeout, 60 s):
// with Node's 5 s, nginx or a client could send a request on a connection the server was closing and get a
// reset (a journey's download did, on a loaded machine). The headers' limit stays above it, as Node asks.
server.keepAliveTimeout = 65_000;
server.headersTimeout = 66_000;

function shutdown() {
  clearInterval(delivering);
  clearInterval(publishing);
  clearInterval(congratulating);
  clearInterval(reminding);
  clearInterval(converting);
  // Live notification streams never end by themselves: end them so server.close() can finish.
  void portal.services.notifications.live.close();
  // An outbox pass under way ends before the database closes.
  server.close(
    () =>
      void Promise.resolve(delivery)
        .then(() => portal.close())
        .then(() => process.exit(0)),
  );
  setTimeout(() => process.exit(0), 5000).unref();
}
process.on("SIGTERM", shutdown);
process.on("SIGINT", shutdown);
