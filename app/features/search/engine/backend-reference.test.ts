// Both backends against the rule itself: generated items and queries (a seeded generator, so every run
// and both databases see the same data) answered by a plain TypeScript statement of the matching,
// ranking, scope, paging and vocabulary rules; each database must give exactly its answers, before and
// after rewrites and removals. Then 20,000 items: a 3-letter prefix query answers with the true total.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestPortal, type TestPortal } from "../../../../tests/helpers/portal";
import { backendVariants } from "./backend-variants";
import { type IndexedItem, type MatchQuery, type MatchResult, type QueryTerm, type SearchBackend } from "./backend.server";
import { storedTermsOf } from "./terms";

/** mulberry32: a small seeded generator. */
function generator(seed: number) {
  let a = seed;
  const next = () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const int = (n: number) => Math.floor(next() * n);
  const pick = <T>(values: readonly T[]): T => values[int(values.length)]!;
  return { next, int, pick };
}

const ROOTS = ["отп", "отпуск", "при", "приказ", "дог", "ком", "иван", "пет", "sku", "abc", "2026", "ёж"].map((r) => r.replace("ё", "е"));
const ENDINGS = ["", "а", "ов", "ами", "ные", "1"];
const WORDS = ROOTS.flatMap((root) => ENDINGS.map((ending) => root + ending));
/** A stand-in stemmer: the root and the first letter of a long ending. */
const stemOf = (word: string) => {
  const root = [...ROOTS].sort((a, b) => b.length - a.length).find((r) => word.startsWith(r)) ?? word;
  const rest = word.slice(root.length);
  return rest.length > 1 ? root + rest[0] : root;
};
const DATES = Array.from({ length: 8 }, (_, i) => `2026-01-0${i + 1}T00:00:00.000Z`);
const SCOPES = [null, 1, 2, 3];

function randomItem(rnd: ReturnType<typeof generator>, indexName: string, objectId: number): IndexedItem {
  const words = (n: number) => Array.from({ length: n }, () => rnd.pick(WORDS));
  const text = (list: string[]) => ({ words: list, stems: list.map(stemOf) });
  return {
    indexName,
    objectId,
    scopeId: rnd.pick(SCOPES),
    title: text(words(1 + rnd.int(3))),
    body: text(words(rnd.int(7))),
    freshAt: rnd.pick(DATES),
  };
}

function randomTerm(rnd: ReturnType<typeof generator>): QueryTerm {
  const word = rnd.pick(WORDS);
  if (rnd.next() < 0.4) {
    const start = word.slice(0, 2 + rnd.int(3));
    return { word: start, stem: stemOf(start), prefix: true };
  }
  return { word, stem: stemOf(word), prefix: rnd.next() < 0.5 };
}

/** The rules of backend.server.ts / match.server.ts, stated plainly. */
class Reference {
  items = new Map<string, IndexedItem>();
  write(items: IndexedItem[]) {
    for (const item of items) this.items.set(`${item.indexName}:${item.objectId}`, item);
  }
  remove(indexName: string, ids: number[]) {
    for (const id of ids) this.items.delete(`${indexName}:${id}`);
  }
  match(query: MatchQuery): MatchResult {
    const termsOf = (t: IndexedItem["title"]) => new Set([...t.words, ...t.stems]);
    const holds = (terms: Set<string>, t: QueryTerm) => terms.has(t.stem) || (t.prefix && [...terms].some((x) => x.startsWith(t.word)));
    const scope = query.scope;
    const scopeIds = scope && (scope.scopeIds as readonly number[]);
    const queryText = { words: query.terms.map((t) => t.word), stems: query.terms.map((t) => t.stem) };
    const found = [...this.items.values()]
      .filter((item) => item.indexName === query.indexName)
      .filter((item) => !scope || (item.scopeId === null ? scope.allowNullScope : scopeIds!.includes(item.scopeId)))
      .flatMap((item) => {
        const title = termsOf(item.title);
        const all = new Set([...title, ...termsOf(item.body)]);
        if (!query.terms.every((t) => holds(all, t))) return [];
        // The title's own word (it holds the word's stem too), else the word anywhere (a body's word, a word's stem).
        const exact = (t: QueryTerm) => (title.has(t.word) && title.has(t.stem) ? 2 : all.has(t.word) ? 1 : 0);
        const wholeName = storedTermsOf(item.title).terms === storedTermsOf(queryText).terms ? 1 : 0;
        const score = query.terms.reduce((sum, t) => sum + (holds(title, t) ? 3 : 1) + exact(t), wholeName);
        return [{ item, score }];
      })
      .sort(
        (a, b) =>
          b.score - a.score ||
          (a.item.freshAt < b.item.freshAt ? 1 : a.item.freshAt > b.item.freshAt ? -1 : 0) ||
          b.item.objectId - a.item.objectId,
      );
    return {
      total: found.length,
      hits: found.slice(query.offset, query.offset + query.limit).map((f) => ({ objectId: f.item.objectId, score: f.score })),
    };
  }
  vocabulary(indexName: string, firstLetter: string, minLength: number, maxLength: number) {
    const counts = new Map<string, number>();
    for (const item of this.items.values()) {
      if (item.indexName !== indexName) continue;
      for (const word of new Set([...item.title.words, ...item.body.words])) counts.set(word, (counts.get(word) ?? 0) + 1);
    }
    return [...counts]
      .filter(([w]) => w.startsWith(firstLetter) && w.length >= minLength && w.length <= maxLength)
      .sort(([a, x], [b, y]) => y - x || (a < b ? -1 : a > b ? 1 : 0))
      .map(([term, items]) => ({ term, items }));
  }
}

function randomQueries(seed: number, count: number): MatchQuery[] {
  const rnd = generator(seed);
  return Array.from({ length: count }, () => ({
    indexName: rnd.pick(["RND", "RND", "RND2"]),
    terms: Array.from({ length: 1 + rnd.int(2) }, () => randomTerm(rnd)),
    scope:
      rnd.next() < 0.4
        ? { scopeIds: SCOPES.filter((s): s is number => s !== null && rnd.next() < 0.5), allowNullScope: rnd.next() < 0.5 }
        : undefined,
    limit: rnd.pick([1, 3, 10, 200]),
    offset: rnd.pick([0, 0, 0, 2, 7, 500]),
  }));
}

const FIRST_LETTERS = [...new Set(WORDS.map((w) => w[0]!))];

describe.each(await backendVariants())("the search backend against the rule on $name", ({ dialect, make }) => {
  let portal: TestPortal;
  let backend: SearchBackend;
  const reference = new Reference();
  const db = () => portal.db.kysely;

  async function expectSameAnswers(seed: number) {
    for (const query of randomQueries(seed, 150)) {
      expect({ query, result: await backend.match(db(), query) }).toEqual({ query, result: reference.match(query) });
    }
    for (const indexName of ["RND", "RND2"]) {
      for (const letter of FIRST_LETTERS) {
        const near = { firstLetter: letter, minLength: 3, maxLength: 6, limit: 1000 };
        expect(await backend.vocabulary(db(), indexName, near)).toEqual(reference.vocabulary(indexName, letter, 3, 6));
      }
    }
  }

  beforeAll(async () => {
    portal = await createTestPortal(dialect);
    backend = make();
    const rnd = generator(16);
    const items = [
      ...Array.from({ length: 400 }, (_, i) => randomItem(rnd, "RND", i + 1)),
      ...Array.from({ length: 150 }, (_, i) => randomItem(rnd, "RND2", i + 1)),
    ];
    await backend.write(db(), items);
    reference.write(items);
  });
  afterAll(async () => {
    await portal?.dispose();
  });

  it("answers generated queries and vocabulary look-ups exactly as the rule does", async () => {
    // The data has what the rule distinguishes: matches by a word's start only, and ties of score and time.
    const prefixOnly = reference.match({ indexName: "RND", terms: [{ word: "отпу", stem: "отпу", prefix: true }], limit: 1000, offset: 0 });
    expect(prefixOnly.total).toBeGreaterThan(20);
    await expectSameAnswers(1);
  });

  it("still does after rewrites and removals", async () => {
    const rnd = generator(61);
    const rewritten = Array.from({ length: 120 }, () => randomItem(rnd, "RND", 1 + rnd.int(400)));
    await backend.write(db(), rewritten);
    reference.write(rewritten);
    const removed = Array.from({ length: 60 }, () => 1 + rnd.int(400));
    await backend.remove(db(), "RND", removed);
    reference.remove("RND", removed);
    await expectSameAnswers(2);
  });

  it("answers a 3-letter prefix over 20,000 items with the true total and the first page", async () => {
    const rnd = generator(2026);
    const items = Array.from({ length: 20_000 }, (_, i) => randomItem(rnd, "BULK", i + 1));
    for (let i = 0; i < items.length; i += 2000) await backend.write(db(), items.slice(i, i + 2000));
    reference.write(items);
    for (const query of [
      { indexName: "BULK", terms: [{ word: "отп", stem: "отп", prefix: true }], limit: 10, offset: 0 },
      {
        indexName: "BULK",
        terms: [{ word: "при", stem: "при", prefix: true }],
        scope: { scopeIds: [1, 2], allowNullScope: false },
        limit: 10,
        offset: 30,
      },
    ]) {
      const expected = reference.match(query);
      expect(expected.total).toBeGreaterThan(5000);
      expect(await backend.match(db(), query)).toEqual(expected);
    }
  }, 120_000);
});
