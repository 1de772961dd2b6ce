// The figures of /admin/search-statistic for a period, each aggregated by the database: the page runs the
// same six statements whether the period holds ten searches or a million. Nothing here selects who searched;
// user_id is only counted distinct.
import { sql, type Kysely } from "kysely";
import type { Database } from "~/platform/db/schema";
import type { SearchOrigin } from "./recorder.server";

/** Days yyyy-MM-dd, both included. */
export interface Period {
  from: string;
  to: string;
}

/** How many of the top queries the page lists. */
export const TOP = 50;

export interface SearchFigures {
  searches: number;
  people: number;
  nothingFound: number;
  corrected: number;
  bySource: { source: SearchOrigin; searches: number }[];
  /** Only the days with searches, in order. */
  byDay: { day: string; searches: number }[];
  top: { query: string; searches: number }[];
  topNothingFound: { query: string; searches: number }[];
  /** In how many searches each block (index) had results, most first. */
  byBlock: { indexName: string; searches: number }[];
}

/** A count as either database returns it (PostgreSQL: a string for bigint) as a number. */
const n = (value: string | number | bigint | null | undefined) => Number(value ?? 0);

export async function searchStatistics(db: Kysely<Database>, { from, to }: Period): Promise<SearchFigures> {
  const inPeriod = db.selectFrom("search_statistics").where("day", ">=", from).where("day", "<=", to);
  const topOf = (query: typeof inPeriod) =>
    query
      .select(["query", (eb) => eb.fn.countAll<string | number>().as("searches")])
      .groupBy("query")
      .orderBy("searches", "desc")
      .orderBy("query")
      .limit(TOP)
      .execute();

  const [totals, bySource, byDay, top, topNothingFound, byBlock] = await Promise.all([
    inPeriod
      .select((eb) => [
        eb.fn.countAll<string | number>().as("searches"),
        eb.fn.count<string | number>("user_id").distinct().as("people"),
        eb.fn.sum<string | number | null>(sql<number>`case when found = 0 then 1 else 0 end`).as("nothing_found"),
        eb.fn.sum<string | number | null>("corrected").as("corrected"),
      ])
      .executeTakeFirstOrThrow(),
    inPeriod
      .select(["source", (eb) => eb.fn.countAll<string | number>().as("searches")])
      .groupBy("source")
      .execute(),
    inPeriod
      .select(["day", (eb) => eb.fn.countAll<string | number>().as("searches")])
      .groupBy("day")
      .orderBy("day")
      .execute(),
    topOf(inPeriod),
    topOf(inPeriod.where("found", "=", 0)),
    db
      .selectFrom("search_statistic_blocks")
      .where("day", ">=", from)
      .where("day", "<=", to)
      .select(["index_name", (eb) => eb.fn.countAll<string | number>().as("searches")])
      .groupBy("index_name")
      .orderBy("searches", "desc")
      .orderBy("index_name")
      .execute(),
  ]);
  const counted = <T extends { searches: string | number }>(rows: T[]) => rows.map((r) => ({ ...r, searches: n(r.searches) }));
  return {
    searches: n(totals.searches),
    people: n(totals.people),
    nothingFound: n(totals.nothing_found),
    corrected: n(totals.corrected),
    bySource: counted(bySource),
    byDay: counted(byDay),
    top: counted(top),
    topNothingFound: counted(topNothingFound),
    byBlock: counted(byBlock).map((r) => ({ indexName: r.index_name, searches: r.searches })),
  };
}
