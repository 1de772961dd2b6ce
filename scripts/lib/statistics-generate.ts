// The statistics' large data set (issue #33 point 5): a year of a 10,000-person portal as the recorder would
// have left it — about 5,000,000 page views, three times as many /api calls, sign-ins, and people active per
// day, week and month — written as the per-day aggregate rows of app/features/statistics/tables.ts (for the
// portal, department 0, and for each of the database's departments with the ones under it, the people spread
// over them). Weekends are quiet. Deterministic (a seeded generator) apart from "now". Through bulkInsert.
import type { Portal } from "../../app/portal/open.server";
import { seededRandom } from "../../app/shared/random";
import { moscowDay, monthOf, shiftDay, weekOf } from "../../app/features/statistics/days";
import { bulkInsert, int, stepLogger, text } from "./bulk-insert";

export interface StatisticsSizes {
  people: number;
  pageViews: number;
  days: number;
}

export const statisticsSizes = (scale: number): StatisticsSizes => ({
  people: Math.max(100, Math.round(10_000 * scale)),
  pageViews: Math.max(10_000, Math.round(5_000_000 * scale)),
  days: 365,
});

export interface StatisticsReport {
  sizes: StatisticsSizes;
  rows: { views: number; active: number };
  /** A department with sub-departments, for the bench's filtered page. */
  departmentId: number;
  ms: number;
}

const PAGE_SECTIONS = [
  "",
  "news",
  "knowledge/guide",
  "knowledge/documents",
  "knowledge/faq",
  "contacts",
  "structure",
  "group",
  "services",
  "vacancies",
  "profile",
  "search",
  "notifications",
  "favorites",
  "admin/statistic",
];
const API_SECTIONS = [
  "posts",
  "notifications",
  "user",
  "search-v2",
  "guide",
  "groups",
  "user-claims",
  "services",
  "favorites",
  "contact",
  "vacancies",
  "file",
];

export async function generateStatistics(
  portal: Portal,
  sizes: StatisticsSizes,
  options: { log: (line: string) => void },
): Promise<StatisticsReport> {
  const started = performance.now();
  const step = stepLogger(options.log);
  const random = seededRandom(33);
  const db = portal.db.kysely;
  const departments = await db.selectFrom("departments").select(["id", "parent_id"]).orderBy("id").execute();
  // People spread unevenly over the departments (a few large shops, many small offices).
  const weights = departments.map(() => 0.2 + random() * random() * 4);
  const total = weights.reduce((a, b) => a + b, 0);
  const share = weights.map((w) => w / total);
  const today = moscowDay(new Date());
  const first = shiftDay(today, 1 - sizes.days);
  const weekday = (day: string) => new Date(`${day}T00:00:00Z`).getUTCDay();
  const busy = (day: string) => (weekday(day) === 0 || weekday(day) === 6 ? 0.25 : 1);
  const busyDays = Array.from({ length: sizes.days }, (_, i) => busy(shiftDay(first, i))).reduce((a, b) => a + b, 0);
  const viewsPerBusyDay = sizes.pageViews / busyDays;
  const sectionShare = (n: number) =>
    Array.from({ length: n }, (_, i) => 1 / (i + 1.5)).map((w, _i, all) => w / all.reduce((a, b) => a + b, 0));
  const pageShares = sectionShare(PAGE_SECTIONS.length);
  const apiShares = sectionShare(API_SECTIONS.length);
  const noisy = (n: number) => Math.max(0, Math.round(n * (0.8 + random() * 0.4)));

  // Each department's index and those above it: a count made in one adds to all of them (tables.ts).
  const indexOf = new Map(departments.map((d, k) => [d.id, k]));
  const chains = departments.map((d) => {
    const chain: number[] = [];
    for (
      let at: typeof d | undefined = d;
      at && !chain.includes(indexOf.get(at.id)!);
      at = at.parent_id === null ? undefined : departments[indexOf.get(at.parent_id) ?? -1]
    ) {
      chain.push(indexOf.get(at.id)!);
    }
    return chain;
  });
  /** The rows of one count: each department's own people's share, rolled up its chain, and the portal's. */
  function* spread(key: readonly (string | number)[], all: number, rate = (n: number) => noisy(n)) {
    const rolled = new Array<number>(departments.length).fill(0);
    let portalCount = 0;
    for (let k = 0; k < departments.length; k++) {
      const n = rate(all * share[k]!);
      portalCount += n;
      for (const up of chains[k]!) rolled[up]! += n;
    }
    for (let k = 0; k < departments.length; k++)
      if (rolled[k]! > 0) yield [...key.slice(0, 1), departments[k]!.id, ...key.slice(1), rolled[k]!];
    if (portalCount > 0) yield [...key.slice(0, 1), 0, ...key.slice(1), portalCount];
  }

  function* viewRows() {
    for (let i = 0; i < sizes.days; i++) {
      const day = shiftDay(first, i);
      const views = viewsPerBusyDay * busy(day);
      const groups: [string, readonly string[], number[], number][] = [
        ["page", PAGE_SECTIONS, pageShares, views],
        ["api", API_SECTIONS, apiShares, views * 3],
        ["signin", [""], [1], sizes.people * 0.15 * busy(day)],
      ];
      for (const [kind, sections, shares, count] of groups) {
        for (let s = 0; s < sections.length; s++) yield* spread([day, kind, sections[s]!], count * shares[s]!);
      }
    }
  }
  const columns = [text("day"), int("department_id"), text("kind"), text("section"), int("count")];
  const views = await bulkInsert(portal.db, "stat_views", columns, viewRows());
  step("per-day view rows", views.count);

  // Active people: about half on a working day, 80 % in a week, 93 % in a month, spread as the people are.
  function* activeRows() {
    const periods: ["d" | "w" | "m", string, number][] = [];
    const weeks = new Set<string>();
    const months = new Set<string>();
    for (let i = 0; i < sizes.days; i++) {
      const day = shiftDay(first, i);
      periods.push(["d", day, 0.5 * busy(day)]);
      weeks.add(weekOf(day));
      months.add(monthOf(day));
    }
    for (const week of weeks) periods.push(["w", week, 0.8]);
    for (const month of months) periods.push(["m", month, 0.93]);
    // The active people of a department are never more than its people.
    for (const [period, key, rate] of periods) yield* spread([period, key], sizes.people, (n) => Math.min(Math.round(n), noisy(n * rate)));
  }
  // spread() puts the department second: (period, department_id, period_key, count).
  const active = await bulkInsert(
    portal.db,
    "stat_active",
    [text("period"), int("department_id"), text("period_key"), int("count")],
    activeRows(),
  );
  step("active-people rows", active.count);
  const parent = departments.find((d) => departments.some((c) => c.parent_id === d.id && d.parent_id !== null)) ?? departments[0];
  return {
    sizes,
    rows: { views: views.count, active: active.count },
    departmentId: parent?.id ?? 0,
    ms: Math.round(performance.now() - started),
  };
}
