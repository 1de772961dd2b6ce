// The bench's partners club targets (issue #37 "Measured": a club of 2,000 partners in 50 cities, list pages with
// the same statements for 10 and 1,000) on the set of `npm run generate -- club` (scripts/lib/club-generate.ts):
// the first city's catalogue, its search (a word in every tenth partner's name) and a partner's page, then the
// statements of the catalogue's and the search's first pages.
//   BENCH_CLUB: sqlite (default), postgres, both or off.
import { actingAs } from "../../app/platform/actor";
import { statementsOn } from "./generated-set";
import { defineSetBench } from "./set-bench";

interface ClubReport {
  partners: number;
  cities: number;
  addresses: number;
  firstCityId: number;
  ms: number;
}

/** A word of the generated names (scripts/lib/club-generate.ts WORDS): one partner in ten holds it. */
const WORD = "маяк";

export const clubBench = defineSetBench({
  name: "club",
  env: "CLUB",
  targetCount: 3,
  title: (set: { report: ClubReport }) =>
    `Club set (${set.report.partners} partners, ${set.report.addresses} addresses in ${set.report.cities} cities): ` +
    `generated in ${(set.report.ms / 1000).toFixed(1)} s`,
  count: (set) =>
    statementsOn(set, {
      city: (portal) => portal.services.club.page(actingAs(3), { cityId: set.report.firstCityId }),
      search: (portal) => portal.services.club.page(actingAs(3), { cityId: set.report.firstCityId, text: WORD }),
    }),
  targets: (set) => [
    { label: "/club/partners/{idCity}", path: `/club/partners/${set.report.firstCityId}` },
    { label: "/club/{idCity}/search/{text}", path: `/club/${set.report.firstCityId}/search/${encodeURIComponent(WORD)}` },
    { label: "/club/partner/{id}", path: "/club/partner/1" },
  ],
  statements: (counted) => `a city's catalogue ${counted.city}, its search ${counted.search} (the same for 10 partners: the club's tests)`,
});
