// The statistics' tables (issue #33 point 4): per-day aggregates, never one row per request, so a year of a
// 10,000-person portal stays a few hundred thousand rows and a page reads a bounded number of them. Each
// count is kept for the whole portal (department_id 0) and for the department of the person who made it and
// each department above it (as they stood when it was counted), so a department with its sub-departments is
// one department's rows: the filtered page reads no more than the whole portal's. Days are the company's
// (Moscow, yyyy-mm-dd).

/** Pages read, /api calls and sign-ins of a day, by section (an /api call's first segment; "" for sign-ins). */
export interface StatViewTable {
  day: string;
  kind: "page" | "api" | "signin";
  section: string;
  department_id: number;
  count: number;
}

/**
 * People active in a day, a week (its Monday) or a month (yyyy-mm), counted once each: the count grows only
 * when stat_active_seen takes the person's first row of that period.
 */
export interface StatActiveTable {
  period: "d" | "w" | "m";
  period_key: string;
  department_id: number;
  count: number;
}

/** Who was already counted in a recent day, week, month; older rows are swept (counts stay in stat_active). */
export interface StatActiveSeenTable {
  period: "d" | "w" | "m";
  period_key: string;
  user_id: number;
}

declare module "~/platform/db/schema" {
  interface Database {
    stat_views: StatViewTable;
    stat_active: StatActiveTable;
    stat_active_seen: StatActiveSeenTable;
  }
}
