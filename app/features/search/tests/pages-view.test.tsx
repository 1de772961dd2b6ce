// The search pages' parts without the app: an engine block's highlight shown with its <mark> while a title
// stays text, and the loaders' words for a failing search: «Ошибка поиска по категории: …» for one index,
// «Ошибка поиска: …» for all, the refusal of a query with no word beside the field, a bug rethrown.
import type { AppLoadContext } from "@remix-run/node";
import { renderToString } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { actingAs } from "~/platform/actor";
import { invalid } from "~/platform/errors";
import { search } from "~/features/search/messages";
import { results as t } from "~/features/search/results/messages";
import { loadAllResults, loadIndexResults } from "~/features/search/server/pages.server";
import type { ResultBlock } from "~/features/search/server/blocks.server";
import { IndexResults, ResultBlocks } from "~/features/search/ui/results";

const actor = actingAs(1, []);
const guide: ResultBlock = {
  indexName: "WIKI_GUIDE",
  header: "Гид по компании",
  total: 12,
  objects: [
    {
      id: 7,
      title: "Отпуск <без> сохранения",
      target: "/knowledge/guide/3/article/7",
      highlight: "Как оформить <mark>отпуск</mark> &amp; не только",
    },
  ],
};

/** A context whose search answers with `all` and `index`. */
function contextWith(results: { all?: () => Promise<unknown>; index?: () => Promise<unknown> }) {
  const blocks = [{ indexName: "WIKI_GUIDE", header: "Гид по компании", order: 7 }];
  return { services: { search: { results: { blocks, ...results } } } } as unknown as AppLoadContext;
}

describe("the search pages' parts", () => {
  it("shows an item's highlight with its <mark>, its title as text, and «Все результаты» above what the block shows", () => {
    const view = { query: "отпуск", correctedQuery: "отпуск", fieldError: null, failure: null, blocks: [guide] };
    const html = renderToString(<ResultBlocks view={view} />);
    expect(html).toContain("Как оформить <mark>отпуск</mark> &amp; не только");
    expect(html).toContain("Отпуск &lt;без&gt; сохранения");
    expect(html).toContain('href="/knowledge/guide/3/article/7"');
    expect(html).toContain('href="/search/WIKI_GUIDE/%D0%BE%D1%82%D0%BF%D1%83%D1%81%D0%BA"');
    expect(html).toContain(t.corrected("отпуск"));
    const shown = renderToString(<ResultBlocks view={{ ...view, blocks: [{ ...guide, total: 1 }] }} />);
    expect(shown).not.toContain(t.allResults);
  });

  it("says a failure of one index as «Ошибка поиска по категории», of all as «Ошибка поиска»", async () => {
    const broken = () => Promise.reject(invalid("Поиск временно недоступен, попробуйте позже"));
    const one = await loadIndexResults(contextWith({ index: broken }), actor, "WIKI_GUIDE", "отпуск", 0);
    expect(one.failure).toBe(t.categoryFailed("Поиск временно недоступен, попробуйте позже"));
    expect(one.fieldError).toBeNull();
    expect(renderToString(<IndexResults view={one} />)).toContain("Ошибка поиска по категории: Поиск временно недоступен");
    const all = await loadAllResults(contextWith({ all: broken }), actor, "отпуск");
    expect(all.failure).toBe(t.failed("Поиск временно недоступен, попробуйте позже"));
  });

  it("puts a query with no word beside the field, and rethrows what is no refusal", async () => {
    const noWord = () => Promise.reject(invalid(search.queryTooShort, { query: search.queryTooShort }));
    const refused = await loadIndexResults(contextWith({ index: noWord }), actor, "WIKI_GUIDE", "---", 0);
    expect(refused).toMatchObject({ fieldError: search.queryTooShort, failure: null, searchQuery: "---", blocks: [] });
    const bug = () => Promise.reject(new TypeError("boom"));
    await expect(loadAllResults(contextWith({ all: bug }), actor, "отпуск")).rejects.toThrow("boom");
    await expect(loadIndexResults(contextWith({ index: bug }), actor, "WIKI_GUIDE", "отпуск", 0)).rejects.toThrow("boom");
  });
});
