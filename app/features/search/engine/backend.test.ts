// The search backends (issue #16: one engine, two backends) on SQLite and PostgreSQL, with hand-made
// terms: every query term must match, by stem or (prefix terms only) by a word's start; title over body,
// exact word over stem, a name that is exactly the query, then freshness and id; total under paging and under the access scope; indexes
// kept apart; writes replace, join the caller's transaction and keep the vocabulary counted.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestPortal, type TestPortal } from "../../../../tests/helpers/portal";
import { backendVariants } from "./backend-variants";
import { type IndexedItem, type MatchQuery, type QueryTerm, type SearchBackend } from "./backend.server";

/** A text whose words are their own stems unless given: ["отпуска:отпуск"] is the word отпуска, stem отпуск. */
function text(...entries: string[]) {
  const pairs = entries.map((e) => e.split(":") as [string, string?]);
  return { words: pairs.map(([w]) => w), stems: pairs.map(([w, s]) => s ?? w) };
}

function item(
  indexName: string,
  objectId: number,
  title: string[],
  body: string[],
  freshAt: string,
  scopeId: number | null = null,
): IndexedItem {
  return { indexName, objectId, scopeId, title: text(...title), body: text(...body), freshAt };
}

const term = (word: string, stem = word, prefix = false): QueryTerm => ({ word, stem, prefix });

// TEST: the item ids tell what each proves. OTHER holds the same words, to be kept apart.
const ITEMS: IndexedItem[] = [
  item("TEST", 1, ["отпуск"], ["ежегодный:ежегодн", "оплачиваемый:оплачива"], "2026-01-02T00:00:00.000Z", 10),
  // The exact "отпуска" in the title, but older than 1.
  item("TEST", 2, ["отпуска:отпуск"], ["правила:правил"], "2025-12-01T00:00:00.000Z", 10),
  // Only in the body, and the newest of all.
  item("TEST", 3, ["правила:правил"], ["отпуск"], "2026-01-03T00:00:00.000Z", 20),
  item("TEST", 4, ["отпускные:отпускн"], [], "2026-01-04T00:00:00.000Z", null),
  item("TEST", 5, ["иван", "петров"], ["отпуск"], "2026-01-01T00:00:00.000Z", 20),
  // Equal in everything but the id.
  item("TEST", 6, ["договор"], [], "2026-01-05T00:00:00.000Z", 30),
  item("TEST", 7, ["договор"], [], "2026-01-05T00:00:00.000Z", 30),
  item("OTHER", 1, ["отпуск"], [], "2026-01-01T00:00:00.000Z", null),
  item("OTHER", 8, ["отпускные:отпускн"], ["договор"], "2026-01-01T00:00:00.000Z", 10),
];

describe.each(await backendVariants())("the search backend on $name", ({ dialect, make }) => {
  let portal: TestPortal;
  let backend: SearchBackend;
  const db = () => portal.db.kysely;
  const match = (terms: QueryTerm[], over: Partial<MatchQuery> = {}) =>
    backend.match(db(), { indexName: "TEST", terms, limit: 20, offset: 0, ...over });
  const ids = async (terms: QueryTerm[], over: Partial<MatchQuery> = {}) => (await match(terms, over)).hits.map((h) => h.objectId);
  const near = (indexName: string, firstLetter: string, minLength = 1, maxLength = 30, limit = 50) =>
    backend.vocabulary(db(), indexName, { firstLetter, minLength, maxLength, limit });

  beforeAll(async () => {
    portal = await createTestPortal(dialect);
    backend = make();
    await backend.write(db(), ITEMS);
  });
  afterAll(async () => {
    await portal?.dispose();
  });

  it("matches by stem, ranks the title over the body and the exact word over the stem, then the freshest", async () => {
    const found = await match([term("отпуска", "отпуск")]);
    // 2: title + its own word, and named exactly so (6); 1: title by stem (3, though fresher than 2); 3 and 5:
    // body (1), 3 fresher.
    expect(found).toEqual({
      total: 4,
      hits: [
        { objectId: 2, score: 6 },
        { objectId: 1, score: 3 },
        { objectId: 3, score: 1 },
        { objectId: 5, score: 1 },
      ],
    });
  });

  it("matches a stem whose word starts nothing (отпуска is no prefix of отпуск) when the term is a prefix term", async () => {
    expect(await ids([term("отпуска", "отпуск", true)])).toEqual([2, 1, 3, 5]);
  });

  it("matches the start of a word only for a prefix term", async () => {
    expect(await ids([term("отпуск")])).toEqual([1, 2, 3, 5]);
    // отпускные now matches by its start; the titles holding отпуск (a word that is its own stem, so counted as a
    // word even where it is отпуска's stem) score the exact word, the bodies holding it less; 1 is named exactly so.
    const found = await match([term("отпуск", "отпуск", true)]);
    expect(found.hits).toEqual([
      { objectId: 1, score: 6 },
      { objectId: 2, score: 5 },
      { objectId: 4, score: 3 },
      { objectId: 3, score: 2 },
      { objectId: 5, score: 2 },
    ]);
    expect(await ids([term("отп", "отп", true)])).toEqual([4, 1, 2, 3, 5]);
    expect(await ids([term("отп")])).toEqual([]);
  });

  it("requires every term", async () => {
    // Both score 7 (отпуск 5 + правила 2, and 2 + 5): the fresher first.
    expect(await ids([term("отпуск"), term("правила", "правил")])).toEqual([3, 2]);
    expect(await ids([term("отпуск"), term("иван")])).toEqual([5]);
    expect(await ids([term("отпуск"), term("сидоров")])).toEqual([]);
    expect(await ids([term("пет", "пет", true), term("ива", "ива", true)])).toEqual([5]);
  });

  it("ranks a title's own word over a word's stem, and a name that is exactly the query first", async () => {
    await backend.write(db(), [
      item("NAMES", 1, ["иванов:иван", "никита:никит"], [], "2026-01-02T00:00:00.000Z"),
      item("NAMES", 2, ["иванов:иван", "иван:ива"], [], "2026-01-01T00:00:00.000Z"),
      item("NAMES", 3, ["иванова:иванов"], [], "2026-01-03T00:00:00.000Z"),
      item("NAMES", 4, ["менеджер"], [], "2026-01-01T00:00:00.000Z"),
      item("NAMES", 5, ["ведущий:ведущ", "менеджер"], [], "2026-01-02T00:00:00.000Z"),
    ]);
    const names = (terms: QueryTerm[]) => match(terms, { indexName: "NAMES" }).then((found) => found.hits);
    // «иванов» is 1's and 2's own word (they hold its stem «иван» too): 3 + 2; only 3's stem: 3 + 1.
    expect(await names([term("иванов", "иван", true)])).toEqual([
      { objectId: 1, score: 5 },
      { objectId: 2, score: 5 },
      { objectId: 3, score: 4 },
    ]);
    // 1 holds «иван» only as the stem of «иванов» (not with its own stem «ива»): 5 + 4; 2 holds both words and is
    // named exactly so: 5 + 5 + 1; «иванова» starts with both: 4 + 3.
    expect(await names([term("иванов", "иван", true), term("иван", "ива", true)])).toEqual([
      { objectId: 2, score: 11 },
      { objectId: 1, score: 9 },
      { objectId: 3, score: 7 },
    ]);
    // «Менеджер» before the fresher «Ведущий менеджер».
    expect(await names([term("менеджер", "менеджер", true)])).toEqual([
      { objectId: 4, score: 6 },
      { objectId: 5, score: 5 },
    ]);
  });

  it("orders equal scores and times by the higher object id", async () => {
    expect(await ids([term("договор")])).toEqual([7, 6]);
  });

  it("pages, with the total of every match; a page past the end is empty with the true total", async () => {
    const query = [term("отпуск", "отпуск", true)];
    expect(await match(query, { limit: 2 })).toMatchObject({ total: 5, hits: [{ objectId: 1 }, { objectId: 2 }] });
    expect(await match(query, { limit: 2, offset: 4 })).toMatchObject({ total: 5, hits: [{ objectId: 5 }] });
    expect(await match(query, { limit: 2, offset: 10 })).toEqual({ total: 5, hits: [] });
    expect(await match(query, { limit: 0 })).toEqual({ total: 5, hits: [] });
  });

  it("filters by scope before counting: listed scopes, with or without items of no scope", async () => {
    const query = [term("отпуск", "отпуск", true)];
    expect(await match(query, { scope: { scopeIds: [10], allowNullScope: false } })).toMatchObject({
      total: 2,
      hits: [{ objectId: 1 }, { objectId: 2 }],
    });
    expect(await match(query, { scope: { scopeIds: [10], allowNullScope: true } })).toMatchObject({
      total: 3,
      hits: [{ objectId: 1 }, { objectId: 2 }, { objectId: 4 }],
    });
    expect(await match(query, { scope: { scopeIds: [], allowNullScope: true } })).toMatchObject({ total: 1, hits: [{ objectId: 4 }] });
    expect(await match(query, { scope: { scopeIds: [], allowNullScope: false } })).toEqual({ total: 0, hits: [] });
    expect(await match(query, { scope: { scopeIds: [20, 10], allowNullScope: false }, limit: 1, offset: 3 })).toMatchObject({
      total: 4,
      hits: [{ objectId: 5 }],
    });
  });

  it("filters by a subquery of the scopes the person may read", async () => {
    const department = async (city: string) =>
      (await db().insertInto("departments").values({ name: "Scope", city }).returning("id").executeTakeFirstOrThrow()).id;
    const readable = await department("Readable");
    const closed = await department("Closed");
    await backend.write(db(), [
      item("SCOPED", 1, ["приказ"], [], "2026-01-01T00:00:00.000Z", readable),
      item("SCOPED", 2, ["приказ"], [], "2026-01-02T00:00:00.000Z", closed),
      item("SCOPED", 3, ["приказ"], [], "2026-01-03T00:00:00.000Z", null),
    ]);
    const scopeIds = db().selectFrom("departments").select("id").where("city", "=", "Readable");
    const query = { indexName: "SCOPED", terms: [term("приказ")], limit: 10, offset: 0 };
    expect(await backend.match(db(), { ...query, scope: { scopeIds, allowNullScope: false } })).toEqual({
      total: 1,
      hits: [{ objectId: 1, score: 6 }],
    });
    expect((await backend.match(db(), { ...query, scope: { scopeIds, allowNullScope: true } })).hits.map((h) => h.objectId)).toEqual([
      3, 1,
    ]);
    // The same scope also said as "all but these": the same answers, whichever a backend counts with.
    const exceptScopeIds = db().selectFrom("departments").select("id").where("city", "=", "Closed");
    for (const allowNullScope of [false, true]) {
      expect(await backend.match(db(), { ...query, scope: { scopeIds, exceptScopeIds, allowNullScope } })).toEqual(
        await backend.match(db(), { ...query, scope: { scopeIds, allowNullScope } }),
      );
    }
    expect((await backend.match(db(), { ...query, scope: { scopeIds, exceptScopeIds, allowNullScope: true } })).total).toBe(2);
  });

  it("keeps indexes apart, and the index's own token is no term", async () => {
    expect(await match([term("отпуск", "отпуск", true)], { indexName: "OTHER" })).toMatchObject({
      total: 2,
      hits: [{ objectId: 1 }, { objectId: 8 }],
    });
    expect(await ids([term("договор")], { indexName: "OTHER" })).toEqual([8]);
    for (const word of ["test", "ix", "te"]) expect(await ids([term(word, word, true)])).toEqual([]);
    expect(await ids([term("отпуск")], { indexName: "NOWHERE" })).toEqual([]);
  });

  it("drops terms that are not [0-9a-zа-я]+ (FTS and tsquery syntax is never passed through); none left matches nothing", async () => {
    for (const word of ['отпуск"', "отпуск*", "NEAR", "отпуск:*", "a'b", "a|b", "отпуск or", ""]) {
      expect(await match([term(word, word, true)])).toEqual({ total: 0, hits: [] });
    }
    expect(await ids([term("отпуск"), term("a&b")])).toEqual([1, 2, 3, 5]);
    // Operators' words are ordinary terms.
    await backend.write(db(), [item("WORDS", 1, ["and", "or", "not", "near"], [], "2026-01-01T00:00:00.000Z")]);
    expect(await ids([term("or"), term("near"), term("an", "an", true)], { indexName: "WORDS" })).toEqual([1]);
  });

  it("counts whole words in the vocabulary, most frequent first, by first letter and length", async () => {
    expect(await near("TEST", "о")).toEqual([
      { term: "отпуск", items: 3 },
      { term: "оплачиваемый", items: 1 },
      { term: "отпуска", items: 1 },
      { term: "отпускные", items: 1 },
    ]);
    expect(await near("TEST", "о", 6, 9)).toEqual([
      { term: "отпуск", items: 3 },
      { term: "отпуска", items: 1 },
      { term: "отпускные", items: 1 },
    ]);
    expect(await near("TEST", "о", 7, 8, 1)).toEqual([{ term: "отпуска", items: 1 }]);
    expect(await near("TEST", "п")).toEqual([
      { term: "правила", items: 2 },
      { term: "петров", items: 1 },
    ]);
    expect(await near("OTHER", "о")).toEqual([
      { term: "отпуск", items: 1 },
      { term: "отпускные", items: 1 },
    ]);
  });

  it("replaces an item on rewrite: old terms no longer match, the vocabulary follows, unchanged rewrites change nothing", async () => {
    await backend.write(db(), [
      item("MUT", 1, ["отпуск", "петров"], ["петров"], "2026-01-01T00:00:00.000Z"),
      item("MUT", 2, ["отпуск"], [], "2026-01-01T00:00:00.000Z"),
    ]);
    expect(await near("MUT", "п")).toEqual([{ term: "петров", items: 1 }]);
    await backend.write(db(), [item("MUT", 1, ["сидоров"], ["командировка:командировк"], "2026-02-01T00:00:00.000Z", 5)]);
    expect(await ids([term("петров")], { indexName: "MUT" })).toEqual([]);
    expect(await ids([term("отпуск")], { indexName: "MUT" })).toEqual([2]);
    expect(await ids([term("командировку", "командировк")], { indexName: "MUT" })).toEqual([1]);
    expect(await near("MUT", "п")).toEqual([]);
    expect(await near("MUT", "о")).toEqual([{ term: "отпуск", items: 1 }]);
    expect(await near("MUT", "к")).toEqual([{ term: "командировка", items: 1 }]);
    // The same item twice in one write: the last wins, counted once.
    await backend.write(db(), [
      item("MUT", 2, ["отпуск"], [], "2026-01-01T00:00:00.000Z"),
      item("MUT", 2, ["отпуск", "сидоров"], [], "2026-03-01T00:00:00.000Z"),
    ]);
    expect(await near("MUT", "с")).toEqual([{ term: "сидоров", items: 2 }]);
    // 1 is named exactly «сидоров»: before the fresher 2.
    expect(await ids([term("сидоров")], { indexName: "MUT" })).toEqual([1, 2]);
    expect(await match([term("сидоров")], { indexName: "MUT", scope: { scopeIds: [5], allowNullScope: false } })).toMatchObject({
      total: 1,
    });
  });

  it("removes items and their words; unknown ids are no-ops", async () => {
    await backend.write(db(), [
      item("DEL", 1, ["приказ"], ["отпуск"], "2026-01-01T00:00:00.000Z"),
      item("DEL", 2, ["приказ"], [], "2026-01-01T00:00:00.000Z"),
    ]);
    await backend.remove(db(), "DEL", [1, 99]);
    expect(await ids([term("приказ")], { indexName: "DEL" })).toEqual([2]);
    expect(await ids([term("отпуск")], { indexName: "DEL" })).toEqual([]);
    expect(await near("DEL", "о")).toEqual([]);
    expect(await near("DEL", "п")).toEqual([{ term: "приказ", items: 1 }]);
    await backend.remove(db(), "DEL", []);
    await backend.write(db(), [item("DEL", 1, ["приказ"], [], "2026-01-02T00:00:00.000Z")]);
    expect(await ids([term("приказ")], { indexName: "DEL" })).toEqual([1, 2]);
  });

  it("clears one index, items and vocabulary, leaving the others", async () => {
    await backend.write(db(), [
      item("GONE", 1, ["отпуск"], [], "2026-01-01T00:00:00.000Z"),
      item("KEPT", 1, ["отпуск"], [], "2026-01-01T00:00:00.000Z"),
    ]);
    await backend.clear(db(), "GONE");
    expect(await ids([term("отпуск")], { indexName: "GONE" })).toEqual([]);
    expect(await near("GONE", "о")).toEqual([]);
    expect(await ids([term("отпуск")], { indexName: "KEPT" })).toEqual([1]);
    expect(await near("KEPT", "о")).toEqual([{ term: "отпуск", items: 1 }]);
  });

  it("writes in the caller's transaction: a rolled-back write leaves neither item nor word", async () => {
    await expect(
      db()
        .transaction()
        .execute(async (trx) => {
          await backend.write(trx, [item("TRX", 1, ["отпуск"], [], "2026-01-01T00:00:00.000Z")]);
          expect((await backend.match(trx, { indexName: "TRX", terms: [term("отпуск")], limit: 5, offset: 0 })).total).toBe(1);
          throw new Error("rolled back");
        }),
    ).rejects.toThrow("rolled back");
    expect(await ids([term("отпуск")], { indexName: "TRX" })).toEqual([]);
    expect(await near("TRX", "о")).toEqual([]);
  });

  it("refuses an index name that is not [A-Z][A-Z0-9_]* (a programming error)", async () => {
    await expect(match([term("отпуск")], { indexName: 'TEST" OR "x' })).rejects.toThrow(/index name/);
    await expect(match([term("отпуск")], { indexName: "test" })).rejects.toThrow(/index name/);
    await expect(backend.write(db(), [item("A B", 1, ["x"], [], "2026-01-01T00:00:00.000Z")])).rejects.toThrow(/index name/);
  });
});
