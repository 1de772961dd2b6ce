// The bench's IT catalogue targets (issue #35: a 5,000-node catalogue) on the set of `npm run generate --
// catalogue` (scripts/lib/catalogue-generate.ts): a deep category's page, the root's, and the portal search's
// IT-сервисы query; then the statements of the deep page (the same at any depth and width:
// the catalogue's tests prove it for 10 and 100 children, depth 2 and 6).
//   BENCH_CATALOGUE: sqlite (default), postgres, both or off.
import { actingAs } from "../../app/platform/actor";
import { statementsOn } from "./generated-set";
import { defineSetBench } from "./set-bench";
import { CATALOGUE_WORD } from "./catalogue-generate";

interface CatalogueReport {
  nodes: number;
  categories: number;
  leaves: number;
  rootId: number;
  deepPath: string;
  ms: number;
}

const idsOf = (path: string) => path.split("/").filter(Boolean).map(Number);

export const catalogueBench = defineSetBench({
  name: "catalogue",
  env: "CATALOGUE",
  targetCount: 3,
  title: (set: { report: CatalogueReport }) =>
    `IT catalogue set (${set.report.nodes} nodes: ${set.report.categories} categories, ${set.report.leaves} forms): ` +
    `generated in ${(set.report.ms / 1000).toFixed(1)} s`,
  count: (set) =>
    statementsOn(set, {
      deep: (portal) => portal.services.catalogue.nodePage(actingAs(3), "IT", idsOf(set.report.deepPath)),
      root: (portal) => portal.services.catalogue.nodePage(actingAs(3), "IT", [set.report.rootId]),
    }),
  targets: (set) => [
    { label: "/v2/services/{id}/{categoryId*} (depth 4)", path: `/v2/services${set.report.deepPath}` },
    { label: "/v2/services/{id}", path: `/v2/services/${set.report.rootId}` },
    {
      label: "/api/search-v2/find IT_SERVICE",
      path: `/api/search-v2/find?indexName=IT_SERVICE&query=${encodeURIComponent(CATALOGUE_WORD)}&limit=10`,
    },
  ],
  statements: (counted) => `a deep category's page ${counted.deep}, the root's ${counted.root}`,
});
