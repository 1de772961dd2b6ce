// The knowledge base in the portal search over the demo data, as a JSON client sees it on both databases
// (issue #16): the demo is indexed at first start; stems, ё, the other layout and typos find the same
// items; the top hit of a query about an item is that item; drafts stay out; every item links where it
// opens, with its snippet and highlight.
import { describe, expect, it } from "vitest";
import { switchLayout } from "../text";
import { dialects } from "../../../../tests/helpers/portal";
import { UNAUTHORIZED } from "../../../../tests/helpers/envelope";
import { demoSearch, titleOf } from "./demo-fixture";

describe.each(await dialects())("the knowledge base in the portal search on %s", (dialect) => {
  const { find, findSignedOut } = demoSearch(dialect);
  const top = async (indexName: string, query: string) => {
    const [first] = (await find(indexName, query)).objects;
    return first ? titleOf(first) : "";
  };

  it("finds the demo's articles, questions, documents and terms by another form of the word", async () => {
    expect(await top("WIKI_GUIDE", "оформить отпуска")).toBe("Как оформить отпуск");
    expect(await top("WIKI_FAQ", "оформить ежегодные отпуска")).toBe("Как оформить ежегодный отпуск?");
    expect((await find("WIKI_DOCUMENT", "отпусков")).total).toBeGreaterThan(0);
    expect((await find("wiki_faq", "расчетный")).total).toBeGreaterThan(0);
  });

  it("retries in the other layout and with typos corrected, and says what it searched", async () => {
    const layout = await find("WIKI_GUIDE", switchLayout("отпуск"));
    expect(layout.correctedQuery).toBe("отпуск");
    expect(layout.objects.map(titleOf)).toContain("Как оформить отпуск");
    // "испытотельный" has no stem of the index: corrected to "испытательный", one letter away.
    const typo = await find("WIKI_GUIDE", "испытотельный");
    expect(typo.correctedQuery).toBe("испытательный");
    expect(typo.objects.map(titleOf)).toContain("Как проходит испытательный срок");
  });

  it("never finds a draft, and links each item where it opens with its snippet and highlight", async () => {
    expect((await find("WIKI_GUIDE", "План адаптации")).objects.map(titleOf)).not.toContain("План адаптации (черновик)");
    const [faq] = (await find("WIKI_FAQ", "ежегодный отпуск")).objects;
    expect(faq?.target).toMatch(/^\/knowledge\/faq\/\d+#question-\d+$/);
    expect(faq?.highlight).toContain("<mark>");
    expect(faq?.snippet.length).toBeLessThanOrEqual(200);
    const [article] = (await find("WIKI_GUIDE", "отпуск")).objects;
    expect(article?.target).toMatch(/^\/knowledge\/guide\/[\d/]+\/article\/\d+$/);
  });

  it("indexes the demo's people at the first start: «иван» finds every card with a word starting so, the other layout the Ивановы", async () => {
    // 158 on today's demo: the cards whose person's (or service record's) name has a word starting with «иван»,
    // as many as the old LIKE-on-keys search counted on it.
    expect((await find("CONTACT", "иван")).total).toBe(158);
    const layout = await find("USER", "bdfyjd");
    expect(layout.correctedQuery).toBe("иванов");
    expect(layout.total).toBeGreaterThan(0);
  });

  it("answers nothing to a word no item holds, and 401 signed out", async () => {
    expect(await find("WIKI_GLOSSARY", "абырвалг")).toMatchObject({ total: 0, objects: [], correctedQuery: null });
    const out = await findSignedOut("WIKI_FAQ", "отпуск");
    expect(out.envelope).toEqual({ responseCode: 1, response: null, errorMessage: UNAUTHORIZED });
  });
});
