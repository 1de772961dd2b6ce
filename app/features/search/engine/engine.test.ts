// The engine over a feature's indexer (here a small one of its own, its documents in a map as a feature
// keeps them in tables), on both databases: stems, the last word as a prefix, the retry in the other
// layout and with typos corrected (correctedQuery), the reader's scope before the total, paging, the
// snippet and its highlight, the outbox keeping the index in step, and the first build at start.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { actingAs } from "~/platform/actor";
import type { SearchDocument, SearchIndexer } from "~/platform/feature";
import { createOutbox, subscribeConsumers, writeEvent } from "~/platform/events.server";
import { createTestPortal, dialects, type TestPortal } from "../../../../tests/helpers/portal";
import { createSearchEngine, type SearchEngine } from "./engine.server";

const CHANGED = "TEST_DOC_CHANGED";

describe.each(await dialects())("the search engine on %s", (dialect) => {
  let portal: TestPortal;
  let engine: SearchEngine;
  const docs = new Map<number, SearchDocument & { hidden?: boolean }>();
  /** What a rebuild's walk over the ids waits for: a test holds a rebuild running while it checks what happens meanwhile. */
  let walkMay: Promise<void> = Promise.resolve();
  const put = (objectId: number, title: string, body: string, scopeId: number | null = null, day = objectId) =>
    docs.set(objectId, { objectId, title, body, scopeId, freshAt: new Date(Date.UTC(2026, 0, day)).toISOString() });

  const indexer: SearchIndexer = {
    indexName: "TEST_DOCS",
    block: { header: "Документы теста", order: 1 },
    load: async (_db, ids) => ids.map((id) => docs.get(id)).filter((d): d is SearchDocument => !!d),
    idsAfter: async (_db, afterId, limit) => {
      await walkMay;
      return [...docs.keys()]
        .filter((id) => id > afterId)
        .sort((a, b) => a - b)
        .slice(0, limit);
    },
    events: { [CHANGED]: (payload) => ((payload as { ids?: unknown }).ids as number[]) ?? [] },
    // Person 2 reads scope 1 and items without scope; everyone else only the latter.
    scope: async (r) => ({ scopeIds: r.userId === 2 ? [1] : [], allowNullScope: true }),
    present: async (_r, ids) => ids.map((id) => ({ id, name: docs.get(id)?.title })),
    target: (o) => `/docs/${(o as { id: number }).id}`,
  };

  beforeAll(async () => {
    portal = await createTestPortal(dialect);
    put(1, "Отпуск без сохранения зарплаты", "<p>Как оформить <b>отпуск</b> за свой счёт.</p>");
    put(2, "Командировки", "Порядок оформления командировки и авансового отчёта.");
    put(3, "График работы", "Отпуска планируются в декабре на следующий год.", null, 40);
    put(4, "Инвентаризация склада", "Инвентаризацией руководит заведующий.", 1);
    put(5, "Иванов Пётр", "Ёлка в офисе", null);
    engine = createSearchEngine(portal.db.kysely, portal.db.dialect, [indexer]);
    await engine.catchUp();
  });
  afterAll(async () => {
    await portal?.dispose();
  });

  const find = (query: string, userId = 1, limit = 10, offset = 0) =>
    engine.find(actingAs(userId), { indexName: "TEST_DOCS", query, limit, offset });
  const ids = async (query: string, userId = 1) => (await find(query, userId)).objects.map((o) => o.id);

  it("builds an empty index at start and finds by stem, title first, then the fresher", async () => {
    // "отпуска" and "отпуск" share a stem; the title match (1) ranks above the body's (3).
    expect(await ids("отпуска")).toEqual([1, 3]);
    expect(await ids("командировку")).toEqual([2]);
  });

  it("takes the last word as the start of a word, the others whole", async () => {
    expect(await ids("оформить отп")).toEqual([1]);
    expect(await ids("отп оформить")).toEqual([]);
  });

  it("folds ё and case", async () => {
    expect(await ids("елка")).toEqual([5]);
    expect(await ids("ПЕТР")).toEqual([5]);
  });

  it("retries in the other keyboard layout and says so", async () => {
    const found = await find("jngecr");
    expect(found.objects.map((o) => o.id)).toEqual([1, 3]);
    expect(found.correctedQuery).toBe("отпуск");
  });

  it("corrects a typo to an indexed word when nothing else answers", async () => {
    const found = await find("командеровки");
    expect(found.objects.map((o) => o.id)).toEqual([2]);
    expect(found.correctedQuery).toBe("командировки");
    expect((await find("ывпаывпаыв")).total).toBe(0);
  });

  it("counts only what the reader may see, before paging", async () => {
    expect(await ids("инвентаризация", 1)).toEqual([]);
    expect(await ids("инвентаризация", 2)).toEqual([4]);
    const page = await find("отпуск", 1, 1, 1);
    expect(page.total).toBe(2);
    expect(page.objects.map((o) => o.id)).toEqual([3]);
    const past = await find("отпуск", 1, 10, 10);
    expect(past).toMatchObject({ total: 2, objects: [] });
  });

  it("gives each item its snippet, highlight and target", async () => {
    const [first] = (await find("отпуск")).objects;
    expect(first).toMatchObject({ id: 1, name: "Отпуск без сохранения зарплаты", target: "/docs/1" });
    expect(first?.snippet).toBe("Отпуск без сохранения зарплаты. Как оформить отпуск за свой счёт.");
    expect(first?.highlight).toBe("<mark>Отпуск</mark> без сохранения зарплаты. Как оформить <mark>отпуск</mark> за свой счёт.");
  });

  it("follows its feature's events: a change, a new item and a removal are found as they are", async () => {
    const db = portal.db.kysely;
    await subscribeConsumers(db, engine.consumers());
    const outbox = createOutbox(db, () => new Date(), engine.consumers());
    put(2, "Командировки", "Суточные <script>x</script> и проживание.");
    put(6, "Больничный лист", "Электронный больничный.");
    docs.delete(3);
    await db.transaction().execute((trx) => writeEvent(trx, CHANGED, { ids: [2, 3, 6] }, new Date()));
    await outbox.deliver();
    expect(await ids("суточные")).toEqual([2]);
    expect(await ids("авансового")).toEqual([]);
    expect(await ids("больничный")).toEqual([6]);
    expect(await ids("отпуска")).toEqual([1]);
    // A malformed payload changes nothing and fails nothing.
    await db.transaction().execute((trx) => writeEvent(trx, CHANGED, { nope: true }, new Date()));
    await outbox.deliver();
    expect(await ids("больничный")).toEqual([6]);
  });
  it("rebuilds beside the live index: answers at once, refuses a second meanwhile, keeps changes made during it", async () => {
    const db = portal.db.kysely;
    const outbox = createOutbox(db, () => new Date(), engine.consumers());
    put(7, "Пропуск в офис", "Как получить пропуск.");
    // Held until the checks below are made: on a fast database a small rebuild was done before the second call.
    let release = () => {};
    walkMay = new Promise((resolve) => (release = resolve));
    const started = await engine.rebuild(null);
    expect(started.indexNames).toEqual(["TEST_DOCS"]);
    await expect(engine.rebuild(null)).rejects.toMatchObject({ message: "Индексы уже перестраиваются" });
    // Meanwhile a change arrives through the outbox: it reaches the live index and the one being built.
    put(6, "Больничный лист", "Электронный листок нетрудоспособности.");
    await db.transaction().execute((trx) => writeEvent(trx, CHANGED, { ids: [6] }, new Date()));
    await outbox.deliver();
    expect(await ids("нетрудоспособности")).toEqual([6]);
    release();
    await started.done;
    expect(await ids("пропуск")).toEqual([7]);
    expect(await ids("нетрудоспособности")).toEqual([6]);
    const rebuilt = await db.selectFrom("search_rebuilds").selectAll().orderBy("id", "desc").executeTakeFirstOrThrow();
    expect(rebuilt).toMatchObject({ index_names: "TEST_DOCS", running: null, error: null, items: docs.size });
    // Finished: the next may start.
    await (
      await engine.rebuild(null)
    ).done;
  });
});
