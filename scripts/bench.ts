// `npm run bench`: throughput and latency of the real production server on this machine, next to a
// bare node:http "hello" server measured in the same run (the ratio is what to compare across
// machines), and the server's RSS idle (after start-up and a first page) and after the run. Beside them the
// framework's floor: a trivial two-route Remix v2 app of the same packages and future flags
// (scripts/bench-floor), and each page as a share of it. Loopback only; every process it starts is stopped at the end.
// Then the feed's targets on its generated set (scripts/lib/feed-bench.ts: built once into .cache/feed-set/),
// and the notifications' and claims' on theirs (scripts/lib/notifications-bench.ts: 10,000 people × 200
// notifications and 50,000 claims, built once into .cache/notifications-set/; with the live count across two
// PostgreSQL processes and push throughput to a local HTTPS push service, scripts/lib/push-bench.ts).
//   BENCH_SECONDS (default 10) per target, BENCH_CONNECTIONS (default 10). `-- --check`: fail when a page's share of the
//   floor fell below the one recorded in scripts/lib/bench-check.ts by more than the run's noise (the floor again at the end).
//   BENCH_FEED=sqlite|postgres|both|off (default sqlite), BENCH_FEED_SCALE (default 1): the feed set's databases and size.
//   BENCH_NOTIFICATIONS=sqlite|postgres|both|off (default off: minutes more), BENCH_NOTIFICATIONS_PER_USER (default 200).
//   BENCH_GROUPS=sqlite|postgres|both|off (default sqlite): the groups' set (scripts/lib/groups-bench.ts).
//   BENCH_VACANCIES=sqlite|postgres|both|off (default sqlite): the vacancies' set (scripts/lib/vacancies-bench.ts).
//   BENCH_SERVICES=sqlite|postgres|both|off (default sqlite): the services' set (scripts/lib/services-bench.ts).
//   BENCH_LOGS=both|sqlite|postgres|off (default both): the logs' set (scripts/lib/logs-bench.ts).
//   BENCH_STATISTICS=both|sqlite|postgres|off (default both): the statistics' set (scripts/lib/statistics-bench.ts).
//   BENCH_GALLERY, BENCH_ACTIVITIES, BENCH_QUIZ, BENCH_CLUB, BENCH_CLUB_CARD, BENCH_CATALOGUE=sqlite|postgres|both|off (default sqlite):
//   the feature sets of SET_BENCHES (scripts/lib/set-bench.ts; each module says what it measures).
//   BENCH_SEARCH=sqlite|postgres|both|off (default sqlite), BENCH_SEARCH_SCALE (default 1): the portal search's set of
//   npm run search:gen (scripts/lib/search-bench.ts): latency per query kind, req/s, save-to-found lag.
//   BENCH_EXTRA_ROUTES=250: the route-count experiment, portal and floor built with 250 generated routes
//   (scripts/lib/extra-routes.js); the portal is rebuilt whenever its build holds another number of them.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import * as ru from "../app/shared/messages";
import { autocannon } from "./lib/autocannon";
import { extraRouteCount } from "./lib/extra-routes.js";
import { ensureFeedSet, feedBenchPlan, measureFeedSet, type FeedSet } from "./lib/feed-bench";
import { startFloorApp, type FloorApp } from "./lib/floor-app";
import { measureStreams } from "./lib/stream-bench";
import { runNoise, shareFailures } from "./lib/bench-check";
import { printTable, type Row } from "./lib/bench-table";
import { measureNotificationsSet, type NotificationsSetResult } from "./lib/notifications-bench";
import { ensureNotificationsSet, notificationsBenchPlan, type NotificationsSet } from "./lib/notifications-set";
import { ensureGroupsSet, groupsBenchPlan, measureGroupsSet, type GroupsSet } from "./lib/groups-bench";
import { ensureVacanciesSet, measureVacanciesSet, vacanciesBenchPlan, type VacanciesSet } from "./lib/vacancies-bench";
import { ensureServicesSet, measureServicesSet, servicesBenchPlan, type ServicesSet } from "./lib/services-bench";
import { ensureSearchSet, measureSearchSet, searchBenchPlan, type SearchSet, type SearchSetResult } from "./lib/search-bench";
import { ensureLogsSet, logsBenchPlan, measureLogsSet, type LogsSet } from "./lib/logs-bench";
import { ensureStatisticsSet, measureStatisticsSet, statisticsBenchPlan, type StatisticsSet } from "./lib/statistics-bench";
import type { PreparedSet } from "./lib/set-bench";
import { galleryBench } from "./lib/gallery-bench";
import { activitiesBench } from "./lib/activities-bench";
import { catalogueBench } from "./lib/catalogue-bench";
import { quizBench } from "./lib/quiz-bench";
import { clubBench } from "./lib/club-bench";
import { clubCardBench } from "./lib/club-card-bench";
import {
  cpuMsOf,
  firstDepartmentCategoryPath,
  firstGuideArticle,
  freePort,
  mb,
  root,
  signIn,
  startNode,
  startRealServer,
  waitForHttp,
  type Child,
  type RealServer,
} from "./lib/real-server";

const seconds = Number(process.env.BENCH_SECONDS ?? 10);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 10);
if (!(seconds > 0 && seconds <= 120) || !(connections > 0 && connections <= 1000)) {
  console.error("BENCH_SECONDS must be 1..120 and BENCH_CONNECTIONS 1..1000");
  process.exit(1);
}
const WARMUP_SECONDS = 1;
const extraRoutes = extraRouteCount();
const FLOOR_TARGET = "floor (trivial Remix page)";

/** The serving process of each origin measured (hello, floor, portal), for its CPU time. */
const processOf = new Map<string, number | undefined>();

async function measure(target: string, url: string, headers: Record<string, string> = {}): Promise<Row> {
  await autocannon({ url, connections, duration: WARMUP_SECONDS, headers });
  const pid = processOf.get(new URL(url).origin);
  const cpuBefore = cpuMsOf(pid);
  const result = await autocannon({ url, connections, duration: seconds, headers });
  const cpuAfter = cpuMsOf(pid);
  return {
    target,
    url,
    requestsPerSecond: Math.round(result.requests.average),
    p50Ms: result.latency.p50,
    p99Ms: result.latency.p99,
    requests: result.requests.total,
    non2xx: result.non2xx,
    errors: result.errors + result.timeouts,
    ratioToHello: null,
    ratioToFloor: null,
    cpuMsPerRequest: cpuBefore === null || cpuAfter === null ? null : (cpuAfter - cpuBefore) / Math.max(1, result.requests.total),
  };
}

const HELLO = `require("node:http").createServer((q, s) => { s.setHeader("Content-Type", "text/plain"); s.end("hello"); })
  .listen(Number(process.env.PORT), "127.0.0.1");`;

/** Targets left out, with the reason. */
const skipped: string[] = [];

let server: RealServer | undefined;
let hello: Child | undefined;
let floor: FloorApp | undefined;
const stopAll = async () => {
  await Promise.allSettled([server?.stop(), hello?.stop(), floor?.stop()]);
};
process.on("SIGINT", () => void stopAll().then(() => process.exit(130)));
// The feed's generated sets first (minutes the first time, then reused): the deadline below counts none of it.
const feedSets: FeedSet[] = [];
const notificationSets: NotificationsSet[] = [];
const groupsSets: GroupsSet[] = [];
const vacanciesSets: VacanciesSet[] = [];
const searchSets: SearchSet[] = [];
const servicesSets: ServicesSet[] = [];
const logsSets: LogsSet[] = [];
const statisticsSets: StatisticsSet[] = [];
/** The features' generated sets measured the one way of scripts/lib/set-bench.ts: a new one is a line here. */
const SET_BENCHES = [galleryBench, activitiesBench, quizBench, clubBench, clubCardBench, catalogueBench];
const featureSets: PreparedSet[] = [];
try {
  const plan = await feedBenchPlan(skipped);
  for (const dialect of plan.dialects) feedSets.push(await ensureFeedSet(dialect, plan.scale));
  const notificationsPlan = await notificationsBenchPlan(skipped);
  for (const dialect of notificationsPlan.dialects) notificationSets.push(await ensureNotificationsSet(dialect, notificationsPlan.perUser));
  for (const dialect of await groupsBenchPlan(skipped)) groupsSets.push(await ensureGroupsSet(dialect));
  for (const dialect of await vacanciesBenchPlan(skipped)) vacanciesSets.push(await ensureVacanciesSet(dialect));
  for (const dialect of await servicesBenchPlan(skipped)) servicesSets.push(await ensureServicesSet(dialect));
  for (const dialect of await logsBenchPlan(skipped)) logsSets.push(await ensureLogsSet(dialect));
  for (const dialect of await statisticsBenchPlan(skipped)) statisticsSets.push(await ensureStatisticsSet(dialect));
  for (const bench of SET_BENCHES) featureSets.push(...(await bench.prepare(skipped)));
  const searchPlan = await searchBenchPlan(skipped);
  for (const dialect of searchPlan.dialects) searchSets.push(await ensureSearchSet(dialect, searchPlan.scale));
} catch (error) {
  console.error(`bench: a generated set could not be made: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
}
const targetCount =
  15 +
  5 * feedSets.length +
  6 * notificationSets.length +
  6 * (groupsSets.length + vacanciesSets.length) +
  5 * servicesSets.length +
  6 * logsSets.length +
  5 * statisticsSets.length +
  featureSets.reduce((sum, set) => sum + 1 + set.targetCount, 0) +
  2 * searchSets.length;
// A hard bound: every target, each with a warm-up, plus builds, start-ups and a margin.
const deadline = setTimeout(
  () => {
    console.error("bench: took too long, stopping");
    void stopAll().then(() => process.exit(1));
  },
  // Each notifications set adds its streams and pushes (under a minute each here) beside its targets.
  (targetCount * (seconds + WARMUP_SECONDS + 5) +
    300 +
    120 *
      (feedSets.length +
        groupsSets.length +
        vacanciesSets.length +
        servicesSets.length +
        logsSets.length +
        statisticsSets.length +
        featureSets.length) +
    300 * notificationSets.length +
    // The search's sequential requests (7 kinds × 520, up to ~0.3 s each on PostgreSQL), the lag's saves and a start.
    1500 * searchSets.length) *
    1000,
);
deadline.unref();

try {
  console.log(
    `Node ${process.version}, ${os.cpus().length} × ${os.cpus()[0]?.model ?? "CPU"}; ${seconds} s per target, ${connections} connections`,
  );
  if (extraRoutes > 0)
    console.log(`Route-count experiment: portal and floor built with ${extraRoutes} generated routes (BENCH_EXTRA_ROUTES)`);
  server = await startRealServer({ extraRoutes });
  floor = await startFloorApp(extraRoutes);
  const helloPort = await freePort();
  hello = startNode(["-e", HELLO], { ...process.env, PORT: String(helloPort) });
  await waitForHttp(`http://127.0.0.1:${helloPort}/`, hello);
  processOf.set(`http://127.0.0.1:${helloPort}`, hello.process.pid);
  processOf.set(new URL(floor.url).origin, floor.child.process.pid);
  processOf.set(server.origin, server.child.process.pid);
  const { cookie } = await signIn(server);
  const signedIn = { cookie };
  // Idle memory: after start-up and one signed-in page (the first render loads the route modules).
  await (await fetch(`${server.url}/`, { headers: signedIn })).arrayBuffer();
  const rssIdle = server.rssBytes();

  const rows: Row[] = [];
  rows.push(await measure("hello (node:http)", `http://127.0.0.1:${helloPort}/`));
  rows.push(await measure(FLOOR_TARGET, `${floor.url}/`));
  await floor.stop(); // not competing for the CPU with the portal
  rows.push(await measure("GET /login", `${server.url}/login`));
  rows.push(await measure("GET / (signed in)", `${server.url}/`, signedIn));
  // The signed-in frame alone: a section that is not built yet renders the shell around a short notice (issue #40).
  rows.push(await measure("GET /socket (the shell, empty)", `${server.url}/socket`, signedIn));
  rows.push(await measure("GET /api/user/short-cur-user-info", `${server.url}/api/user/short-cur-user-info`, signedIn));
  // The people pages (1,000 demo employees): the finder's search, and the directory and structure
  // pages when they exist — a target that answers 404 is skipped with a note.
  rows.push(
    await measure(
      "GET /api/search-v2/find USER иван",
      `${server.url}/api/search-v2/find?indexName=USER&query=${encodeURIComponent("иван")}`,
      signedIn,
    ),
  );
  const departmentPath = await firstDepartmentCategoryPath(server.url, cookie);
  for (const [target, url] of [
    [`GET /v2/contacts/${departmentPath ?? "<category>"}`, departmentPath ? `${server.url}/v2/contacts/${departmentPath}` : null],
    ["GET /structure", `${server.url}/structure`],
  ] as const) {
    if (!url) {
      skipped.push(`${target}: no department category found`);
      continue;
    }
    const probe = await fetch(url, { headers: signedIn, redirect: "manual" });
    const html = await probe.text();
    if (probe.status === 404) {
      skipped.push(`${target}: answers 404 (not built on this branch yet)`);
      continue;
    }
    // Before the section lands the shell answers its "coming soon" page: measured, but labelled so.
    const soon = html.includes(ru.pages.comingSoonText);
    rows.push(await measure(soon ? `${target} (coming-soon page)` : target, url, signedIn));
  }
  // The knowledge base: a guide article page as a reader opens it, and the same article over /api.
  const article = await firstGuideArticle(server.url, cookie);
  if (article) {
    rows.push(await measure(`GET ${article.page}`, `${server.url}${article.page}`, signedIn));
    rows.push(await measure("GET /api/wiki/guide/get", `${server.url}/api/wiki/guide/get?id=${article.id}`, signedIn));
  } else {
    skipped.push("guide article: no published article found");
  }
  // Notifications and claims (issue #13) of the demo employee (45+ notifications, 4 requests): the page
  // against the signed-in home (aim ≥ 90 %), the list call against hello (aim ≥ 1.5 %), a claim.
  const me = (
    (await (await fetch(`${server.url}/api/user/short-cur-user-info`, { headers: signedIn })).json()) as { response: { id: number } }
  ).response.id;
  const notificationsPage = await measure(`GET /user/{me}/notification`, `${server.url}/user/${me}/notification`, signedIn);
  const notificationsList = await measure("GET /api/notifications-v2/list", `${server.url}/api/notifications-v2/list`, signedIn);
  rows.push(notificationsPage, notificationsList);
  const claims = (await (await fetch(`${server.url}/api/user-claims-v2/list-for-cur-user`, { headers: signedIn })).json()) as {
    response: { id: number }[] | null;
  };
  const claimId = claims.response?.[0]?.id;
  if (claimId) {
    rows.push(await measure("GET /api/user-claims-v2/list-for-cur-user", `${server.url}/api/user-claims-v2/list-for-cur-user`, signedIn));
    rows.push(await measure("GET /api/user-claims/get", `${server.url}/api/user-claims/get?id=${claimId}`, signedIn));
  } else {
    skipped.push("claims: the demo employee has none");
  }
  // The partners club (issue #37 part 5a) on the demo: a city's catalogue page and its search (keyset pages, the
  // same statements whatever the table holds; `npm run generate -- club` makes the 2,000 partners to try it on).
  rows.push(await measure("GET /club/partners/{idCity}", `${server.url}/club/partners/1`, signedIn));
  rows.push(await measure("GET /club/{idCity}/search/{text}", `${server.url}/club/1/search/${encodeURIComponent("кофе")}`, signedIn));
  const rssAfter = server.rssBytes();
  // The live count: 2,000 idle streams, RSS per stream and change-to-event time, on a fresh demo server: on
  // this one the heap the load left shrinks while the streams open, and a stream came out at 0 KB.
  await server.stop();
  server = await startRealServer({ extraRoutes });
  const streams = await measureStreams(server);
  const streamSummary = `Live count (SQLite): ${streams.streams} idle streams, RSS ${mb(streams.rssBeforeBytes)} → ${mb(streams.rssAfterBytes)}, ${
    streams.rssPerStreamBytes === null ? "n/a" : `${(streams.rssPerStreamBytes / 1024).toFixed(1)} KB`
  } a stream (aim ≤ 30 KB); change-to-event p50 ${streams.changeToEventMs.p50} ms, max ${streams.changeToEventMs.max} ms (${streams.changeToEventMs.samples} reads)`;
  // The feed on its generated set, on a server of its own (the demo one stopped, so they do not compete).
  await server.stop();
  const feedSummary: string[] = [];
  for (const set of feedSets) {
    const feed = await measureFeedSet(set, measure, (origin, pid) => processOf.set(origin, pid));
    rows.push(...feed.rows);
    feedSummary.push(...feed.summary);
  }
  for (const set of groupsSets) {
    const groups = await measureGroupsSet(set, measure, (origin, pid) => processOf.set(origin, pid));
    rows.push(...groups.rows);
    feedSummary.push(...groups.summary);
  }
  for (const set of vacanciesSets) {
    const vacancies = await measureVacanciesSet(set, measure, (origin, pid) => processOf.set(origin, pid));
    rows.push(...vacancies.rows);
    feedSummary.push(...vacancies.summary);
  }
  for (const set of servicesSets) {
    const services = await measureServicesSet(set, measure, (origin, pid) => processOf.set(origin, pid));
    rows.push(...services.rows);
    feedSummary.push(...services.summary);
  }
  for (const set of logsSets) {
    const logs = await measureLogsSet(set, measure, (origin, pid) => processOf.set(origin, pid));
    rows.push(...logs.rows);
    feedSummary.push(...logs.summary);
  }
  for (const set of statisticsSets) {
    const statistics = await measureStatisticsSet(set, measure, (origin, pid) => processOf.set(origin, pid));
    rows.push(...statistics.rows);
    feedSummary.push(...statistics.summary);
  }
  for (const set of featureSets) {
    const measured = await set.run(measure, (origin, pid) => processOf.set(origin, pid));
    rows.push(...measured.rows);
    feedSummary.push(...measured.summary);
  }
  const searchResults: SearchSetResult<Row>[] = [];
  for (const set of searchSets) {
    const result = await measureSearchSet(set, measure, (origin, pid) => processOf.set(origin, pid));
    rows.push(...result.rows);
    searchResults.push(result);
    feedSummary.push(...result.summary);
  }
  const notificationResults: NotificationsSetResult<Row>[] = [];
  for (const set of notificationSets) {
    const result = await measureNotificationsSet(set, measure, (origin, pid) => processOf.set(origin, pid));
    rows.push(...result.rows);
    notificationResults.push(result);
  }
  const helloRps = rows[0]!.requestsPerSecond;
  const floorRps = rows[1]!.requestsPerSecond;
  // --check: the floor once more, after everything, for the run's noise.
  const floorAgain = process.argv.includes("--check") ? await startFloorApp(extraRoutes) : null;
  if (floorAgain) processOf.set(new URL(floorAgain.url).origin, floorAgain.child.process.pid);
  const floorEnd = floorAgain ? (await measure(FLOOR_TARGET, `${floorAgain.url}/`)).requestsPerSecond : null;
  await floorAgain?.stop();
  for (const row of rows) {
    row.ratioToHello = helloRps > 0 ? row.requestsPerSecond / helloRps : null;
    // Pages only: an /api answer renders no page, so a share of a page's cost says nothing.
    const name = row.target.replace(/^\[[^\]]*\] /, "");
    const page = name.startsWith("GET /") && !name.startsWith("GET /api/");
    row.ratioToFloor = page && floorRps > 0 ? row.requestsPerSecond / floorRps : null;
  }

  console.log("");
  printTable(rows);
  // The same shares by CPU time per request: steadier than req/s when other work shares the machine.
  const floorCpu = rows[1]!.cpuMsPerRequest;
  const cpuShare = (row: Row | undefined) =>
    row?.cpuMsPerRequest && floorCpu ? `${((floorCpu / row.cpuMsPerRequest) * 100).toFixed(1)} %` : "n/a";
  console.log(`\nShare of the floor by CPU time per request: GET /login ${cpuShare(rows[2])}, GET / (signed in) ${cpuShare(rows[3])}`);
  const shell = rows.find((r) => r.target === "GET /socket (the shell, empty)");
  if (shell?.cpuMsPerRequest && rows[2]!.cpuMsPerRequest)
    console.log(
      `The empty shell's CPU per request ÷ GET /login's: ${(shell.cpuMsPerRequest / rows[2]!.cpuMsPerRequest).toFixed(2)} × (aim ≤ 1.5 ×)`,
    );
  const shareOf = (a: Row | undefined, b: Row | undefined) =>
    a && b && b.requestsPerSecond > 0 ? `${((a.requestsPerSecond / b.requestsPerSecond) * 100).toFixed(1)} %` : "n/a";
  const byTarget = (name: string) => rows.find((r) => r.target === name);
  console.log(
    `Notifications: the page ÷ GET / (signed in) ${shareOf(byTarget("GET /user/{me}/notification"), rows[3])} (aim ≥ 90 %), ` +
      `the list ÷ hello ${shareOf(byTarget("GET /api/notifications-v2/list"), rows[0])} (aim ≥ 1.5 %)`,
  );
  for (const row of rows.filter((r) => /\] GET \/api\/(groups|vacancies)\/list$/.test(r.target))) {
    console.log(`${row.target} ÷ hello ${shareOf(row, rows[0])} (aim ≥ 1 %)`);
  }
  // Two decimals: a search answers ~0.1 % of hello's requests.
  for (const row of searchResults.flatMap((r) => r.rows)) {
    console.log(`${row.target} ÷ hello ${helloRps > 0 ? ((row.requestsPerSecond / helloRps) * 100).toFixed(2) : "n/a"} %`);
  }
  // PostgreSQL ÷ SQLite on the same generated set and page (issue #38: at least 60 % for feed, search, contacts).
  for (const row of rows) {
    const [, set, target] = /^\[(\w+) postgres\] (.*)$/.exec(row.target) ?? [];
    const sqlite = set ? byTarget(`[${set} sqlite] ${target}`) : undefined;
    if (sqlite) console.log(`[${set}] ${target}: PostgreSQL ÷ SQLite ${shareOf(row, sqlite)}`);
  }
  console.log(`\nServer RSS: idle ${mb(rssIdle)}, after the run ${mb(rssAfter)}`);
  console.log(streamSummary);
  if (feedSummary.length > 0) console.log(`\n${feedSummary.join("\n")}`);
  for (const result of notificationResults) console.log(`\n${result.summary(helloRps).join("\n")}`);
  for (const note of skipped) console.log(`Skipped ${note}`);
  const noise = floorEnd === null ? null : runNoise(floorRps, floorEnd);
  const check = noise === null ? null : shareFailures(rows, floorRps, noise);
  if (check)
    console.log(
      `\n--check (floor ${floorRps} then ${floorEnd} req/s: noise ${((noise ?? 0) * 100).toFixed(0)} %)\n${check.lines.join("\n")}`,
    );
  // A target that answered nothing within its seconds failed too (every answer slower than the run).
  const bad = rows.filter((r) => r.non2xx > 0 || r.errors > 0 || r.requests === 0);
  if (bad.length > 0) console.warn(`\nWarning: non-2xx answers, errors or no answer at all in: ${bad.map((r) => r.target).join(", ")}`);

  const outFile = path.join(root, `.cache/bench-results${extraRoutes > 0 ? `-extra-${extraRoutes}` : ""}.json`);
  fs.mkdirSync(path.dirname(outFile), { recursive: true });
  fs.writeFileSync(
    outFile,
    `${JSON.stringify(
      {
        at: new Date().toISOString(),
        node: process.version,
        cpus: os.cpus().length,
        cpuModel: os.cpus()[0]?.model ?? null,
        seconds,
        connections,
        extraRoutes,
        rows,
        rssBytes: { idle: rssIdle, afterRun: rssAfter },
        streams,
        feedSets: feedSets.map((f) => ({ dialect: f.dialect, built: f.built, ...f.report })),
        groupsSets: groupsSets.map((set) => ({ dialect: set.dialect, built: set.built, ...set.report })),
        vacanciesSets: vacanciesSets.map((set) => ({ dialect: set.dialect, built: set.built, ...set.report })),
        servicesSets: servicesSets.map((set) => ({ dialect: set.dialect, built: set.built, ...set.report })),
        searchSets: searchSets.map((set, i) => ({
          dialect: set.dialect,
          built: set.built,
          ...set.report,
          latency: searchResults[i]?.latency,
          lag: searchResults[i]?.lag,
          ratioToHello: Object.fromEntries((searchResults[i]?.rows ?? []).map((r) => [r.target, r.ratioToHello])),
        })),
        notificationSets: notificationSets.map((set, i) => ({
          dialect: set.dialect,
          built: set.built,
          ...set.report,
          streams: notificationResults[i]?.streams,
          push: notificationResults[i]?.push,
        })),
        skipped,
      },
      null,
      2,
    )}\n`,
  );
  console.log(`\nResults: ${path.relative(process.cwd(), outFile)}`);
  process.exitCode = bad.length > 0 || (check?.failed.length ?? 0) > 0 ? 1 : 0;
} catch (error) {
  console.error(`bench failed: ${error instanceof Error ? error.message : String(error)}`);
  process.exitCode = 1;
} finally {
  await stopAll();
  clearTimeout(deadline);
}
