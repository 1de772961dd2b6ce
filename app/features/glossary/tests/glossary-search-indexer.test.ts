// The glossary's index in the portal search (issue #16, WIKI_GLOSSARY): adding, changing and deleting a term
// write GLOSSARY_TERM_CHANGED with its id in their own transaction; load() gives what the engine indexes and
// leaves out deleted terms and terms not PUBLISHED; present(), scope(), idsAfter(), target() and the
// events' payload reader. SQLite and PostgreSQL.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { dialects, type TestPortal } from "../../../../tests/helpers/portal";
import {
  eventsOf,
  failureWithoutOutbox,
  indexerWorld,
  itKeepsTheIndexerContract,
  pagedIds,
  type IndexerWorld,
} from "../../../../tests/helpers/indexer-events";
import { glossaryFeature } from "../index.server";
import { GLOSSARY_TERM_CHANGED } from "../server/search-indexer.server";
import type { SignedIn } from "~/platform/actor";
import type { SearchIndexer } from "~/platform/feature";

const TYPES = [GLOSSARY_TERM_CHANGED];

describe.each(await dialects())("Glossary search indexer on %s", (dialect) => {
  let world: IndexerWorld;
  let portal: TestPortal;
  let indexer: SearchIndexer;
  let editor: SignedIn;
  let employee: SignedIn;

  beforeAll(async () => {
    world = await indexerWorld(dialect, {
      indexName: "WIKI_GLOSSARY",
      editorRole: "ROLE_EDIT_WIKI_FAQ_CATEGORIES",
      registered: (p) => glossaryFeature.searchIndexers?.({ glossary: p.services.glossary }),
    });
    ({ portal, indexer, editor, employee } = world);
  });
  afterAll(async () => {
    await portal?.dispose();
  });

  const db = () => portal.db.kysely;
  const glossary = () => portal.services.glossary;
  const newTerm = (term: string, definition = "<p>Определение</p>") => glossary().add(editor, { term, definition });
  /** A term as an older system may have left it: in the table, not published. */
  const draftTerm = async (term: string) =>
    (
      await db()
        .insertInto("glossary_terms")
        .values({
          term,
          term_key: term.toLowerCase(),
          definition: "<p>Черновик</p>",
          letter: "Ч",
          status: "DRAFT",
          created_at: "2026-01-01T00:00:00.000Z",
          created_by: null,
        })
        .returning("id")
        .executeTakeFirstOrThrow()
    ).id;

  itKeepsTheIndexerContract(() => world, { block: { header: "Глоссарий", order: 1 }, eventType: GLOSSARY_TERM_CHANGED });

  it("writes GLOSSARY_TERM_CHANGED for an added, changed and deleted term", async () => {
    let id = 0;
    const added = await eventsOf(db(), TYPES, async () => {
      id = (await newTerm("Планограмма")).id;
    });
    expect(added).toEqual([{ type: GLOSSARY_TERM_CHANGED, payload: { ids: [id] }, createdAt: portal.clock.now().toISOString() }]);
    const changed = await eventsOf(db(), TYPES, () =>
      glossary().update(editor, { id, term: "Планограмма выкладки", definition: "Схема", version: undefined }),
    );
    expect(changed.map((e) => e.payload)).toEqual([{ ids: [id] }]);
    const deleted = await eventsOf(db(), TYPES, () => glossary().remove(editor, { id }));
    expect(deleted.map((e) => e.payload)).toEqual([{ ids: [id] }]);
  });

  it("writes nothing for refused writes", async () => {
    const { id } = await newTerm("Мерчандайзинг");
    expect(
      await eventsOf(db(), TYPES, () =>
        glossary()
          .remove(employee, { id })
          .catch(() => null),
      ),
    ).toEqual([]);
    // A term already taken is refused inside the transaction, before anything is written.
    expect(await eventsOf(db(), TYPES, () => newTerm("мерчандайзинг").catch(() => null))).toEqual([]);
  });

  it("writes the event in the write's own transaction: no outbox, no change", async () => {
    const kept = await newTerm("Стеллаж");
    expect(await failureWithoutOutbox(portal, () => newTerm("Паллета"))).toBeInstanceOf(Error);
    expect((await glossary().list(employee, { q: "паллета" })).total).toBe(0);
    expect(
      await failureWithoutOutbox(portal, () =>
        glossary().update(editor, { id: kept.id, term: "Стойка", definition: "Нет", version: undefined }),
      ),
    ).toBeInstanceOf(Error);
    expect((await glossary().term(employee, { id: kept.id })).term).toBe("Стеллаж");
    expect(await failureWithoutOutbox(portal, () => glossary().remove(editor, { id: kept.id }))).toBeInstanceOf(Error);
    expect((await glossary().term(employee, { id: kept.id })).term).toBe("Стеллаж");
  });

  it("loads a published term as its name and definition, and leaves out deleted and unpublished ones", async () => {
    const term = await newTerm("SKU", "<p>Единица <b>учёта</b> запасов</p>");
    const gone = await newTerm("Удалённый термин");
    await glossary().remove(editor, { id: gone.id });
    const draft = await draftTerm("Черновой термин");
    expect(await indexer.load(db(), [term.id, gone.id, draft, 999_999])).toEqual([
      { objectId: term.id, scopeId: null, title: "SKU", body: "<p>Единица <b>учёта</b> запасов</p>", freshAt: term.createdAt },
    ]);
    expect(await indexer.load(db(), [])).toEqual([]);
  });

  it("presents the spec's fields in the order asked, leaving out unknown and unpublished ids, and links the term", async () => {
    const first = await newTerm("Кросс-докинг", "<p>Перегрузка без хранения</p>");
    const second = await newTerm("Ёмкость рынка");
    const draft = await draftTerm("Ещё черновик");
    const objects = await indexer.present(employee, [second.id, draft, 999_999, first.id]);
    expect(objects).toEqual([
      { id: second.id, name: "Ёмкость рынка", description: "<p>Определение</p>" },
      { id: first.id, name: "Кросс-докинг", description: "<p>Перегрузка без хранения</p>" },
    ]);
    expect(indexer.target(objects[0])).toBe(`/knowledge/glossary#term-${second.id}`);
    expect(indexer.target(undefined)).toBe("/knowledge/glossary");
  });

  it("pages every published term in id order for a rebuild", async () => {
    const published = (await db().selectFrom("glossary_terms").select("id").where("status", "=", "PUBLISHED").orderBy("id").execute()).map(
      (r) => r.id,
    );
    const drafts = (await db().selectFrom("glossary_terms").select("id").where("status", "!=", "PUBLISHED").execute()).map((r) => r.id);
    expect(published.length).toBeGreaterThan(4);
    expect(drafts.length).toBeGreaterThan(0);
    expect(await pagedIds(indexer, db(), 2)).toEqual(published);
  });
});
