// The bench's club card targets (issue #37 part 5b: /admin/club-card-statistic over 5,000 cards and 50,000 uses)
// on the set of `npm run generate -- club-card` (scripts/lib/club-card-generate.ts): the statistics for the
// default twelve months and for two years, and the person's own card; then the statements a year's figures take
// (the same for any number of uses).
//   BENCH_CLUB_CARD: sqlite (default), postgres, both or off.
import { actingAs } from "../../app/platform/actor";
import { moscowDay, shiftDay } from "../../app/shared/dates";
import type { ClubCardSizes } from "./club-card-generate";
import { statementsOn } from "./generated-set";
import { defineSetBench } from "./set-bench";

type ClubCardReport = { sizes: ClubCardSizes; rows: { cards: number; uses: number }; ms: number };

export const clubCardBench = defineSetBench({
  name: "club-card",
  env: "CLUB_CARD",
  targetCount: 3,
  title: (set: { report: ClubCardReport }) =>
    `Club card set (${set.report.rows.cards} cards, ${set.report.rows.uses} uses): generated in ${(set.report.ms / 1000).toFixed(1)} s`,
  count(set) {
    const today = moscowDay(new Date());
    const admin = actingAs(1, ["ROLE_ADMINISTRATOR"]);
    return statementsOn(set, {
      year: (portal) => portal.services.clubCard.statistic.figures(admin, { from: shiftDay(today, -364), to: today }),
    });
  },
  targets() {
    const today = moscowDay(new Date());
    return [
      { label: "/admin/club-card-statistic (12 months)", path: "/admin/club-card-statistic" },
      { label: "/admin/club-card-statistic (2 years)", path: `/admin/club-card-statistic?from=${shiftDay(today, -729)}&to=${today}` },
      { label: "/club/card", path: "/club/card" },
    ];
  },
  statements: (counted) => `a year's figures ${counted.year}`,
});
