// The search statistics (issue #16 point 9): what people searched for, for /admin/search-statistic. Written in
// batches by app/features/search/stats/recorder.server.ts, kept 180 days.
//
// search_statistics: one row per search a person made (a results page, the header's dropdown, GET
// /search-v2/find). The query is stored normalised (lower case, ё as е, spaces collapsed) so the page's top
// lists group what was typed differently; user_id is kept only so the page can count distinct people, it
// never shows it. `day` is the portal's local date (yyyy-MM-dd), written by the recorder: the page's period
// and per-day counts group by it without any date function of either database.
// search_statistic_blocks: one row per block (index) that had results in a search, with the search's day:
// "in how many searches each block had results" is a count over one index range, with no join.
import type { Kysely } from "kysely";
import { idColumn } from "~/platform/db/migration-helpers";

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable("search_statistics")
    .addColumn("id", ...idColumn(db))
    .addColumn("day", "text", (c) => c.notNull())
    .addColumn("user_id", "integer", (c) => c.notNull())
    .addColumn("query", "text", (c) => c.notNull())
    /** page, dropdown or api. */
    .addColumn("source", "text", (c) => c.notNull())
    /** 1 when any block had results. */
    .addColumn("found", "integer", (c) => c.notNull())
    /** 1 when a retry (the other layout, corrected typos) answered. */
    .addColumn("corrected", "integer", (c) => c.notNull())
    .execute();
  // The page reads a period (a range of days) grouped by day or by query; retention deletes the oldest days.
  await db.schema.createIndex("search_statistics_day").on("search_statistics").columns(["day", "query"]).execute();

  await db.schema
    .createTable("search_statistic_blocks")
    .addColumn("day", "text", (c) => c.notNull())
    .addColumn("index_name", "text", (c) => c.notNull())
    .execute();
  await db.schema.createIndex("search_statistic_blocks_day").on("search_statistic_blocks").columns(["day", "index_name"]).execute();
}
