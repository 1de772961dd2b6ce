// The portal search's relevance set over the demo data (issue #16 "Tests"), on both databases through
// GET /api/search-v2/find as the demo employee: each case's expected item first (an exact name) or in the
// top 3. The test names are the report; the cases and why each is expected are in relevance-cases.ts, and
// a known limit is a case the engine misses today, expected to fail (it.fails) until that changes.
import { describe, expect, it } from "vitest";
import { dialects } from "../../../../tests/helpers/portal";
import { demoSearch, titleOf } from "./demo-fixture";
import { RELEVANCE_CASES, type RelevanceCase } from "./relevance-cases";

const placeOf = (rank: RelevanceCase["rank"]) => (rank === 1 ? "first" : "in the top 3");

/** The expected name, or "…" at its end: any name starting so. */
const isExpected = (expected: string) => (title: string) =>
  expected.endsWith("…") ? title.startsWith(expected.slice(0, -1)) : title === expected;

const nameOf = (c: RelevanceCase) =>
  `«${c.query}» (${c.kind}) finds «${c.expected}» ${placeOf(c.rank)} of ${c.indexName}: ${c.why}` +
  (c.knownLimit ? ` [known limit: ${c.knownLimit}]` : "");

describe.each(await dialects())("the search's relevance over the demo on %s", (dialect) => {
  const { find } = demoSearch(dialect);

  for (const c of RELEVANCE_CASES) {
    (c.knownLimit ? it.fails : it)(nameOf(c), async () => {
      const found = await find(c.indexName, c.query);
      const titles = found.objects.map(titleOf);
      expect(titles.slice(0, c.rank).some(isExpected(c.expected)), `«${c.expected}» among ${JSON.stringify(titles)}`).toBe(true);
      if (c.searched) expect(found.correctedQuery).toBe(c.searched);
    });
  }

  it("«пароль отпуск» (two words) finds nothing in WIKI_FAQ: every word must match, and no question holds both", async () => {
    expect(await find("WIKI_FAQ", "пароль отпуск")).toMatchObject({ total: 0, correctedQuery: null });
  });
});
