// `npm run generate -- <set> [options]`: a large data set written into the database the server uses,
// DATA_DIR (SQLite) or DATABASE_URL (PostgreSQL), opened as the server does (migrated and, when empty,
// filled with the demo first; SEED_DEMO=0 leaves that out). Sets:
//   notifications [--users N] [--per-user M]   M notifications for each of the first N people (default 10,000 × 200)
//   claims [--users N] [--claims M]            support requests with their histories (default 10,000 people, 50,000 claims)
//   groups [--scale S]                         2,000 groups, 50,000 memberships, 20,000 photos, 10,000 articles,
//                                              5,000 messages, 2,000 join requests at scale 1 (S in 0.01..10)
//   vacancies [--scale S]                      20,000 vacancies in 40 cities, 200,000 replies as claims (one vacancy
//                                              5,000), 500,000 views at scale 1 (S in 0.01..10)
//   services [--scale S]                       10,000 people in departments with heads, 200,000 service requests on the
//                                              demo's catalogue (one approver awaited by 5,000) at scale 1 (S in 0.01..10)
//   logs [--scale S]                           1,000,000 audit entries and 100,000 technical events over 400 days at
//                                              scale 1 (S in 0.01..10)
//   statistics [--scale S]                     a year of a 10,000-person portal's statistics (5,000,000 page views) as
//                                              the per-day aggregate rows the recorder writes, at scale 1 (S in 0.01..10)
//   achievements [--scale S]                   a catalogue of 200 kinds and 100,000 awards of 10,000 people (with hire
//                                              dates), then the rules' daily run, at scale 1 (S in 0.01..10)
//   search [--scale S]                         the portal search's ~200,000 items (npm run search:gen; SEARCH_SCALE
//                                              when --scale is absent, 0.001..10), then the engine's rebuild of the index
//   walkfame [--scale S]                       the hall of fame: 400 boards over 20 years with 40 people each at scale 1
//   professional [--scale S]                   the best in profession: 10 years × 30 professions × 40 regions of winners
//   club [--scale S]                           the partners club: 2,000 partners in 50 cities at scale 1
//   videos [--scale S]                         2,000 company videos (hosted links) at scale 1 (S in 0.01..10)
//   quiz [--scale S]                           a finished quiz of 10 questions with 2,000 players on its leaderboard
//   club-card [--scale S]                      club cards of 5,000 people and 50,000 uses at the club's partners over a
//                                              year, at scale 1 (S in 0.01..10)
//   goals [--scale S]                          development goals of 1,000 people (3 each, an update and a comment on each)
//                                              and 200 mentors with their topics, at scale 1 (S in 0.01..10)
//   gallery [--scale S]                        a company album of 2,000 photos and the groups' set at a twentieth (100
//                                              groups, 1,000 photos) for /media, at scale 1
//   activities [--scale S]                     500 activities over a year, one with all 5,000 people of the company as
//                                              participants, the rest up to 40 each (waiting lists) at scale 1
//   catalogue [--scale S]                      an IT catalogue of 5,111 nodes: 1,111 categories three levels below a root,
//                                              4 request forms in each of the last (S scales the forms)
// The feed's set keeps its own command (npm run feed:generate, FEED_SCALE).
// GENERATE_REPORT=<file>: the set's report as JSON there too (rows and ms), for the bench to time it.
import fs from "node:fs";
import { openPortal, type Portal } from "../app/portal/open.server";
import { readConfig } from "../app/platform/config.server";
import { generateClaims } from "./lib/claims-generate";
import { generateNotifications } from "./lib/notifications-generate";
import { databaseBytes } from "./lib/feed-generate";
import { generateGroups } from "./lib/groups-generate";
import { generateVacancies } from "./lib/vacancies-generate";
import { generateServices, servicesSizes } from "./lib/services-generate";
import { generateSearchSet, parseSearchScale, SearchGenerateRefusal } from "./lib/search-generate";
import { generateLogs, logsSizes } from "./lib/logs-generate";
import { generateStatistics, statisticsSizes } from "./lib/statistics-generate";
import { generateGallery } from "./lib/gallery-generate";
import { achievementsSizes, generateAchievements } from "./lib/achievements-generate";
import { generateVideos, videosSizes } from "./lib/videos-generate";
import { activitiesSizes, generateActivities } from "./lib/activities-generate";
import { generateGoals, goalsSizes } from "./lib/goals-generate";
import { generateProfessional, generateWalkfame, professionalSizes, walkfameSizes } from "./lib/recognition-generate";
import { clubSizes, generateClub } from "./lib/club-generate";
import { catalogueSizes, generateCatalogue } from "./lib/catalogue-generate";
import { generateQuiz, quizSizes } from "./lib/quiz-generate";
import { clubCardSizes, generateClubCards } from "./lib/club-card-generate";

const USAGE =
  "Usage: npm run generate -- notifications [--users N] [--per-user M] | claims [--users N] [--claims M] | groups [--scale S] | vacancies [--scale S] | services [--scale S] | logs [--scale S] | statistics [--scale S] | search [--scale S] | walkfame [--scale S] | professional [--scale S] | club [--scale S] | videos [--scale S] | achievements [--scale S] | gallery [--scale S] | activities [--scale S] | quiz [--scale S] | club-card [--scale S] | goals [--scale S] | catalogue [--scale S]";

/** `--name N` as a whole number in [1, max]; the fallback when absent. Exits when malformed. */
function intOption(args: readonly string[], name: string, fallback: number, max: number): number {
  const at = args.indexOf(`--${name}`);
  if (at < 0) return fallback;
  const value = Number(args[at + 1]);
  if (Number.isInteger(value) && value >= 1 && value <= max) return value;
  console.error(`--${name} takes a whole number from 1 to ${max.toLocaleString("en")}`);
  process.exit(1);
}

/** What a set prints, and its rows and time for GENERATE_REPORT. */
type Generated = { line: string; rows: number; ms: number; report: unknown };

/** `--scale S` in [0.01, 10], 1 when absent. Exits when malformed. */
function scaleOption(args: readonly string[]): number {
  const at = args.indexOf("--scale");
  const scale = at < 0 ? 1 : Number(args[at + 1]);
  if (Number.isFinite(scale) && scale >= 0.01 && scale <= 10) return scale;
  console.error("--scale takes a number from 0.01 to 10");
  process.exit(1);
}

const SETS: Record<string, (portal: Portal, args: readonly string[]) => Promise<Generated>> = {
  async notifications(portal, args) {
    const users = intOption(args, "users", 10_000, 1_000_000);
    const perUser = intOption(args, "per-user", 200, 10_000);
    console.log(`Generating notifications (${users} people × ${perUser})`);
    const report = await generateNotifications(portal, { users, perUser, log: (line) => console.log(line) });
    const line = `${report.rows} notifications for ${report.users} people (${report.types.join(", ")}) in ${(report.ms / 1000).toFixed(1)} s`;
    return { line, rows: report.rows, ms: report.ms, report };
  },
  async claims(portal, args) {
    const users = intOption(args, "users", 10_000, 1_000_000);
    const claims = intOption(args, "claims", 50_000, 5_000_000);
    console.log(`Generating ${claims} claims of ${users} people`);
    const report = await generateClaims(portal, { users, claims }, { log: (line) => console.log(line) });
    const rows = report.sizes.claims + report.generatedPeople + report.handlers + report.history + report.statusHistory;
    return { line: `claims in ${(report.ms / 1000).toFixed(1)} s`, rows, ms: report.ms, report };
  },
  async groups(portal, args) {
    const scale = scaleOption(args);
    console.log(`Generating the groups' set (scale ${scale})`);
    const made = await generateGroups(portal, { scale, log: (line) => console.log(line) });
    const report = { ...made, databaseBytes: await databaseBytes(portal, readConfig().sqliteFile) };
    const { sizes } = report;
    const rows = sizes.groups + sizes.memberships + sizes.photos + sizes.articles + sizes.messages + sizes.requests;
    const line = `${sizes.groups} groups, ${sizes.memberships} memberships, ${sizes.photos} photos in ${(report.ms / 1000).toFixed(1)} s (database ${(report.databaseBytes / 1024 / 1024).toFixed(1)} MB)`;
    return { line, rows, ms: report.ms, report };
  },
  async vacancies(portal, args) {
    const scale = scaleOption(args);
    console.log(`Generating the vacancies' set (scale ${scale})`);
    const made = await generateVacancies(portal, { scale, log: (line) => console.log(line) });
    const report = { ...made, databaseBytes: await databaseBytes(portal, readConfig().sqliteFile) };
    const { rows } = report;
    const total = rows.vacancies + rows.claims + rows.handlers + rows.history + rows.replies + rows.views;
    const line = `${rows.vacancies} vacancies, ${rows.replies} replies (claims), ${rows.views} views in ${(report.ms / 1000).toFixed(1)} s (database ${(report.databaseBytes / 1024 / 1024).toFixed(1)} MB)`;
    return { line, rows: total, ms: report.ms, report };
  },
  async services(portal, args) {
    const scale = scaleOption(args);
    const sizes = servicesSizes(scale);
    console.log(`Generating the services' set (scale ${scale}: ${sizes.requests} requests of ${sizes.users} people)`);
    const made = await generateServices(portal, sizes, { log: (line) => console.log(line) });
    const report = { ...made, databaseBytes: await databaseBytes(portal, readConfig().sqliteFile) };
    const { rows } = report;
    const total = rows.people + rows.departments + rows.claims * 2 + rows.handlers + rows.history + rows.statusHistory;
    const line = `${rows.claims} requests (${report.awaitingApprover} awaiting the approver), ${rows.history} history entries in ${(report.ms / 1000).toFixed(1)} s (database ${(report.databaseBytes / 1024 / 1024).toFixed(1)} MB)`;
    return { line, rows: total, ms: report.ms, report };
  },
};

SETS.logs = async (portal, args) => {
  const sizes = logsSizes(scaleOption(args));
  console.log(`Generating the logs' set (${sizes.audit} audit entries, ${sizes.tech} technical events)`);
  const made = await generateLogs(portal, sizes, { log: (line) => console.log(line) });
  const report = { ...made, databaseBytes: await databaseBytes(portal, readConfig().sqliteFile) };
  const line = `${sizes.audit} audit entries and ${sizes.tech} technical events in ${(made.ms / 1000).toFixed(1)} s (database ${(report.databaseBytes / 1024 / 1024).toFixed(1)} MB)`;
  return { line, rows: sizes.audit + sizes.tech, ms: made.ms, report };
};

SETS.statistics = async (portal, args) => {
  const sizes = statisticsSizes(scaleOption(args));
  console.log(`Generating the statistics' set (${sizes.people} people, ${sizes.pageViews} page views over ${sizes.days} days)`);
  const made = await generateStatistics(portal, sizes, { log: (line) => console.log(line) });
  const report = { ...made, databaseBytes: await databaseBytes(portal, readConfig().sqliteFile) };
  const rows = made.rows.views + made.rows.active;
  const line = `${rows} aggregate rows in ${(made.ms / 1000).toFixed(1)} s (database ${(report.databaseBytes / 1024 / 1024).toFixed(1)} MB)`;
  return { line, rows, ms: made.ms, report };
};

SETS.videos = async (portal, args) => {
  const sizes = videosSizes(scaleOption(args));
  console.log(`Generating the videos' set (${sizes.videos} videos)`);
  const made = await generateVideos(portal, sizes, { log: (line) => console.log(line) });
  return { line: `${made.rows} videos in ${(made.ms / 1000).toFixed(1)} s`, rows: made.rows, ms: made.ms, report: made };
};

SETS.goals = async (portal, args) => {
  const sizes = goalsSizes(scaleOption(args));
  console.log(`Generating the goals' set (${sizes.goalsEach} goals of ${sizes.people} people, ${sizes.mentors} mentors)`);
  const made = await generateGoals(portal, sizes, { log: (line) => console.log(line) });
  return { line: `${made.rows} rows in ${(made.ms / 1000).toFixed(1)} s`, rows: made.rows, ms: made.ms, report: made };
};

SETS.achievements = async (portal, args) => {
  const sizes = achievementsSizes(scaleOption(args));
  console.log(`Generating the achievements' set (${sizes.kinds} kinds, ${sizes.awards} awards of ${sizes.people} people)`);
  const made = await generateAchievements(portal, sizes, { log: (line) => console.log(line) });
  const report = { ...made, databaseBytes: await databaseBytes(portal, readConfig().sqliteFile) };
  const rows = made.rows.people + made.rows.kinds + made.rows.awards + made.rows.byRules;
  const line = `${made.rows.kinds} kinds, ${made.rows.awards + made.rows.byRules} awards in ${(made.ms / 1000).toFixed(1)} s (database ${(report.databaseBytes / 1024 / 1024).toFixed(1)} MB)`;
  return { line, rows, ms: made.ms, report };
};

SETS.gallery = async (portal, args) => {
  const scale = scaleOption(args);
  console.log(`Generating the gallery's set (scale ${scale})`);
  const made = await generateGallery(portal, { scale, log: (line) => console.log(line) });
  const report = { ...made, databaseBytes: await databaseBytes(portal, readConfig().sqliteFile) };
  const rows = made.sizes.largestAlbum + made.groups.photos + made.groups.groups;
  const line = `an album of ${made.sizes.largestAlbum} photos and ${made.groups.photos} group photos in ${(made.ms / 1000).toFixed(1)} s (database ${(report.databaseBytes / 1024 / 1024).toFixed(1)} MB)`;
  return { line, rows, ms: made.ms, report };
};

const mb = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1)} MB`;

/** The search set's scale: --scale, else SEARCH_SCALE (down to 0.001), else 1. Exits when malformed. */
function searchScale(args: readonly string[]): number {
  if (args.includes("--scale")) return scaleOption(args);
  const scale = parseSearchScale(process.env.SEARCH_SCALE);
  if (scale !== null) return scale;
  console.error("SEARCH_SCALE must be a number from 0.001 to 10 (1: about 200,000 items)");
  process.exit(1);
}

SETS.search = async (portal, args) => {
  const scale = searchScale(args);
  console.log(`Generating the portal search's set (scale ${scale})`);
  const report = await generateSearchSet(portal, { scale, sqliteFile: readConfig().sqliteFile, log: (line) => console.log(line) });
  const rows = report.tables.reduce((sum, t) => sum + t.rows, 0);
  const items = Object.values(report.indexItems).reduce((sum, n) => sum + n, 0);
  console.log(
    `  index: ${Object.entries(report.indexItems)
      .map(([name, n]) => `${name} ${n.toLocaleString("en-US")}`)
      .join(", ")}`,
  );
  const line =
    `${rows.toLocaleString("en-US")} rows in ${(report.rowsMs / 1000).toFixed(1)} s, ${items.toLocaleString("en-US")} items indexed by the rebuild in ` +
    `${(report.rebuild.ms / 1000).toFixed(1)} s; index ${mb(report.indexBytes)}, database ${mb(report.databaseBytes)}; ${(report.ms / 1000).toFixed(1)} s in all`;
  return { line, rows, ms: report.ms, report };
};

SETS.walkfame = async (portal, args) => {
  const sizes = walkfameSizes(scaleOption(args));
  console.log(`Generating the hall of fame (${sizes.boards} boards × ${sizes.perBoard} people)`);
  const made = await generateWalkfame(portal, sizes);
  return {
    line: `${made.boards} boards, ${made.entries} people on them in ${(made.ms / 1000).toFixed(1)} s`,
    rows: made.boards + made.entries,
    ms: made.ms,
    report: made,
  };
};

SETS.professional = async (portal, args) => {
  const sizes = professionalSizes(scaleOption(args));
  console.log(`Generating the best in profession (${sizes.years} years × ${sizes.professions * sizes.regions} winners)`);
  const made = await generateProfessional(portal, sizes);
  return {
    line: `${made.years} years, ${made.winners} winners in ${(made.ms / 1000).toFixed(1)} s`,
    rows: made.years + made.winners,
    ms: made.ms,
    report: made,
  };
};

SETS.club = async (portal, args) => {
  const sizes = clubSizes(scaleOption(args));
  console.log(`Generating the partners club (${sizes.partners} partners in ${sizes.cities} cities)`);
  const made = await generateClub(portal, sizes);
  return {
    line: `${made.partners} partners, ${made.addresses} addresses in ${made.cities} cities (the first: /club/partners/${made.firstCityId}) in ${(made.ms / 1000).toFixed(1)} s`,
    rows: made.partners + made.addresses + made.cities,
    ms: made.ms,
    report: made,
  };
};

SETS.catalogue = async (portal, args) => {
  const sizes = catalogueSizes(scaleOption(args));
  console.log(`Generating the IT catalogue (${sizes.fanout}×${sizes.fanout}×${sizes.fanout} categories, ${sizes.leaves} forms in each)`);
  const made = await generateCatalogue(portal, sizes);
  return {
    line: `${made.nodes} nodes (${made.categories} categories, ${made.leaves} forms; a deep one: /v2/services${made.deepPath}) in ${(made.ms / 1000).toFixed(1)} s`,
    rows: made.nodes,
    ms: made.ms,
    report: made,
  };
};

SETS.quiz = async (portal, args) => {
  const sizes = quizSizes(scaleOption(args));
  console.log(`Generating the quiz's leaderboard (${sizes.players} players of ${sizes.questions} questions)`);
  const made = await generateQuiz(portal, sizes, { log: (line) => console.log(line) });
  return {
    line: `quiz ${made.quizId} with ${made.players} finished attempts in ${(made.ms / 1000).toFixed(1)} s (/quiz/${made.quizId}/results)`,
    rows: made.players + made.addedPeople,
    ms: made.ms,
    report: made,
  };
};

SETS.activities = async (portal, args) => {
  const sizes = activitiesSizes(scaleOption(args));
  console.log(`Generating the activities' set (${sizes.activities} activities, ${sizes.people} people)`);
  const made = await generateActivities(portal, sizes, { log: (line) => console.log(line) });
  const line = `${made.rows.activities} activities, ${made.rows.members} sign-ups in ${(made.ms / 1000).toFixed(1)} s`;
  return { line, rows: made.rows.people + made.rows.activities + made.rows.members, ms: made.ms, report: made };
};

SETS["club-card"] = async (portal, args) => {
  const sizes = clubCardSizes(scaleOption(args));
  console.log(`Generating the club cards (${sizes.people} cards, ${sizes.uses} uses)`);
  const made = await generateClubCards(portal, sizes, { log: (line) => console.log(line) });
  const rows = made.rows.people + made.rows.cards + made.rows.uses;
  return { line: `${made.rows.cards} cards, ${made.rows.uses} uses in ${(made.ms / 1000).toFixed(1)} s`, rows, ms: made.ms, report: made };
};

const [set, ...args] = process.argv.slice(2);
const generate = set ? SETS[set] : undefined;
if (!generate) {
  console.error(USAGE);
  process.exit(1);
}
const config = readConfig();
const where = config.databaseUrl ? `PostgreSQL ${new URL(config.databaseUrl).pathname.slice(1)}` : `SQLite ${config.sqliteFile}`;
console.log(`Into ${where}`);
const portal = await openPortal(config, { sms: { send: async () => {} } });
try {
  const done = await generate(portal, args);
  console.log(`Generated ${done.line}`);
  if (process.env.GENERATE_REPORT) fs.writeFileSync(process.env.GENERATE_REPORT, `${JSON.stringify({ set, args, ...done }, null, 2)}\n`);
} catch (error) {
  process.exitCode = 1;
  console.error(error instanceof SearchGenerateRefusal ? error.message : error);
} finally {
  await portal.close();
}
