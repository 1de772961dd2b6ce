// The figures of /admin/statistic for a period and a department (with its sub-departments), read from the
// per-day aggregates (tables.ts): a fixed number of statements whatever the period's length, each summing at
// most the period's days × the department's rows. The feed's and the push devices' come through their
// features' query helpers.
import { sql, type Kysely } from "kysely";
import type { Database } from "~/platform/db/schema";
import { feedActivity, type FeedActivity } from "~/features/feed/index.server";
import { pushDeviceCounts } from "~/features/notifications/index.server";
import { dayStartIso, monthOf, shiftDay, weekOf } from "../days";

export interface Period {
  from: string;
  to: string;
}

export interface Figures {
  /** Each day of the period: pages read, /api calls, sign-ins, people active. */
  days: { day: string; pages: number; api: number; signIns: number; active: number }[];
  /** People active in each week (by its Monday) and month the period touches. */
  weeks: { key: string; active: number }[];
  months: { key: string; active: number }[];
  pagesBySection: { section: string; count: number }[];
  apiBySection: { section: string; count: number }[];
  totals: { pages: number; api: number; signIns: number };
  feed: FeedActivity;
  push: { devices: number; people: number };
}

/** A department and every department under it, as a subquery of ids (the feed's and the devices' people). */
const departmentTree = (departmentId: number) => sql`with recursive below(id) as (
    select cast(${departmentId} as integer)
    union
    select d2.id from departments d2 join below on d2.parent_id = below.id
  ) select id from below`;

export async function statisticFigures(db: Kysely<Database>, period: Period, departmentId: number | undefined): Promise<Figures> {
  // A department's rows already hold its sub-departments' (tables.ts): one department's rows to read.
  const department = departmentId ?? 0;
  const people =
    departmentId === undefined ? null : sql`select u.id from users u where u.department_id in (${departmentTree(departmentId)})`;
  const views = db
    .selectFrom("stat_views")
    .where("department_id", "=", department)
    .where("day", ">=", period.from)
    .where("day", "<=", period.to);
  const bySection = await views
    .select((eb) => ["kind", "section", eb.fn.sum<number>("count").as("n")])
    .groupBy(["kind", "section"])
    .execute();
  const byDay = await views
    .select((eb) => ["day", "kind", eb.fn.sum<number>("count").as("n")])
    .groupBy(["day", "kind"])
    .execute();
  const active = await db
    .selectFrom("stat_active")
    .where("department_id", "=", department)
    .where((eb) =>
      eb.or([
        eb.and([eb("period", "=", "d"), eb("period_key", ">=", period.from), eb("period_key", "<=", period.to)]),
        eb.and([eb("period", "=", "w"), eb("period_key", ">=", weekOf(period.from)), eb("period_key", "<=", period.to)]),
        eb.and([eb("period", "=", "m"), eb("period_key", ">=", monthOf(period.from)), eb("period_key", "<=", monthOf(period.to))]),
      ]),
    )
    .select((eb) => ["period", "period_key", eb.fn.sum<number>("count").as("n")])
    .groupBy(["period", "period_key"])
    .execute();
  const instants = { fromIso: dayStartIso(period.from), toIso: dayStartIso(shiftDay(period.to, 1)) };
  const feed = await feedActivity(db, instants, people);
  const push = await pushDeviceCounts(db, people);

  const dayRows = new Map<string, Figures["days"][number]>();
  for (let day = period.from; day <= period.to; day = shiftDay(day, 1)) dayRows.set(day, { day, pages: 0, api: 0, signIns: 0, active: 0 });
  for (const r of byDay) {
    const row = dayRows.get(r.day);
    if (!row) continue;
    if (r.kind === "page") row.pages += Number(r.n);
    else if (r.kind === "api") row.api += Number(r.n);
    else row.signIns += Number(r.n);
  }
  const activeOf = (period: "d" | "w" | "m") =>
    active
      .filter((r) => r.period === period)
      .map((r) => ({ key: r.period_key, active: Number(r.n) }))
      .sort((a, b) => a.key.localeCompare(b.key));
  for (const d of activeOf("d")) {
    const row = dayRows.get(d.key);
    if (row) row.active = d.active;
  }
  const sections = (kind: string) =>
    bySection
      .filter((r) => r.kind === kind)
      .map((r) => ({ section: r.section, count: Number(r.n) }))
      .sort((a, b) => b.count - a.count || a.section.localeCompare(b.section));
  const days = [...dayRows.values()];
  const sum = (pick: (d: Figures["days"][number]) => number) => days.reduce((total, d) => total + pick(d), 0);
  return {
    days,
    weeks: activeOf("w"),
    months: activeOf("m"),
    pagesBySection: sections("page"),
    apiBySection: sections("api"),
    totals: { pages: sum((d) => d.pages), api: sum((d) => d.api), signIns: sum((d) => d.signIns) },
    feed,
    push,
  };
}
