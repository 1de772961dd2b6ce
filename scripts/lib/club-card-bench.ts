// The bench's club card target (issue #37 part 5b: /admin/club-card-statistic over 5,000 cards and 50,000 uses)
// on the set of `npm run generate -- club-card` (scripts/lib/club-card-generate.ts), built once per database into
// .cache/club-card-set/ and reused while its report is there. On a real server, as the demo administrator: GET /
// (the reference), the statistics for the default twelve months and for two years, and the person's own card.
// Then the statements a period's figures take, counted in-process (the same for any number of uses).
//   BENCH_CLUB_CARD: sqlite (default), postgres, both or off.
import { actingAs } from "../../app/platform/actor";
import { moscowDay, shiftDay } from "../../app/shared/dates";
import type { ClubCardSizes } from "./club-card-generate";
import { benchDialects, ensureGeneratedSet, statementsOn, type Dialect, type GeneratedSet, type Measure } from "./generated-set";
import { DEMO_ADMIN, signIn, startRealServer } from "./real-server";

type ClubCardReport = { sizes: ClubCardSizes; rows: { cards: number; uses: number }; ms: number };
export type ClubCardSet = GeneratedSet<ClubCardReport>;

export const clubCardBenchPlan = (notes: string[]) => {
  process.env.BENCH_CLUB_CARD ??= "sqlite";
  return benchDialects("BENCH_CLUB_CARD", "club-card", notes);
};
export const ensureClubCardSet = (dialect: Dialect) => ensureGeneratedSet<ClubCardReport>("club-card", dialect, DEMO_ADMIN.username);

/** The statements of a year's figures, counted on the set's database. */
const yearStatements = async (set: ClubCardSet) => {
  const today = moscowDay(new Date());
  const counted = await statementsOn(set, {
    year: (portal) =>
      portal.services.clubCard.statistic.figures(actingAs(1, ["ROLE_ADMINISTRATOR"]), { from: shiftDay(today, -364), to: today }),
  });
  return counted.year;
};

export async function measureClubCardSet<Row extends { requestsPerSecond: number; p99Ms: number }>(
  set: ClubCardSet,
  measure: Measure<Row>,
  onServer: (origin: string, pid: number | undefined) => void,
): Promise<{ rows: Row[]; summary: string[] }> {
  const server = await startRealServer({ dataDir: set.dataDir, databaseUrl: set.databaseUrl });
  let rows: Row[] = [];
  const summary: string[] = [];
  try {
    onServer(server.origin, server.child.process.pid);
    const admin = { cookie: (await signIn(server, DEMO_ADMIN)).cookie };
    const label = (target: string) => `[club-card ${set.dialect}] ${target}`;
    const today = moscowDay(new Date());
    const home = await measure(label("GET / (signed in)"), `${server.url}/`, admin);
    const targets = [
      await measure(label("GET /admin/club-card-statistic (12 months)"), `${server.url}/admin/club-card-statistic`, admin),
      await measure(
        label("GET /admin/club-card-statistic (2 years)"),
        `${server.url}/admin/club-card-statistic?from=${shiftDay(today, -729)}&to=${today}`,
        admin,
      ),
      await measure(label("GET /club/card"), `${server.url}/club/card`, admin),
    ];
    rows = [home, ...targets];
    const share = (a: Row) =>
      home.requestsPerSecond > 0 ? `${((a.requestsPerSecond / home.requestsPerSecond) * 100).toFixed(0)} %` : "n/a";
    summary.push(
      `Club card set on ${set.dialect} (${set.report.rows.cards} cards, ${set.report.rows.uses} uses): generated in ` +
        `${(set.report.ms / 1000).toFixed(1)} s${set.built ? "" : " (an earlier run; reused)"}`,
      `  the statistics (12 months, 2 years), /club/card ÷ GET / ${targets.map(share).join(", ")}; p99 ${targets.map((t) => `${t.p99Ms} ms`).join(", ")}`,
    );
  } finally {
    await server.stop();
  }
  summary.push(`  a year's figures: ${await yearStatements(set)} statements`);
  return { rows, summary };
}
