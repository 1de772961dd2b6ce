// Normative documents' index in the portal search (issue #16, WIKI_DOCUMENT): adding, changing, moving to
// another theme and deleting a document, and deleting a theme, write DOCUMENT_CHANGED with the right ids in
// their own transaction, other writes none; load() gives what the engine indexes (old-editor blocks rendered)
// and leaves out deleted documents; present(), scope(), idsAfter(), target() and the payload reader.
// SQLite and PostgreSQL.
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
import { documentsFeature } from "../index.server";
import { DOCUMENT_CHANGED } from "../server/search-indexer.server";
import type { SignedIn } from "~/platform/actor";
import type { SearchIndexer } from "~/platform/feature";

const TYPES = [DOCUMENT_CHANGED];

describe.each(await dialects())("Documents search indexer on %s", (dialect) => {
  let world: IndexerWorld;
  let portal: TestPortal;
  let indexer: SearchIndexer;
  let editor: SignedIn;
  let employee: SignedIn;

  beforeAll(async () => {
    world = await indexerWorld(dialect, {
      indexName: "WIKI_DOCUMENT",
      editorRole: "ROLE_EDIT_WIKI_DOCUMENT",
      registered: (p) => documentsFeature.searchIndexers?.({ documents: p.services.documents }),
    });
    ({ portal, indexer, editor, employee } = world);
  });
  afterAll(async () => {
    await portal?.dispose();
  });

  const db = () => portal.db.kysely;
  const docs = () => portal.services.documents;
  const newTheme = (title: string) => docs().createTheme(editor, { title });
  const newDoc = (themeId: number, name: string, contentNewEditor = "<p>Текст</p>") =>
    docs().add(editor, { name, themeId, startDate: "2026-01-01", contentNewEditor });
  const change = (id: number, themeId: number, name: string) =>
    docs().update(editor, { id, name, themeId, startDate: "2026-01-01", contentNewEditor: "<p>Новый текст</p>" });
  const ids = (events: { payload: unknown }[]) => events.map((e) => e.payload);

  itKeepsTheIndexerContract(() => world, { block: { header: "Нормативные документы", order: 2 }, eventType: DOCUMENT_CHANGED });

  it("writes DOCUMENT_CHANGED for an added, changed, moved and deleted document", async () => {
    const theme = await newTheme("Охрана труда");
    const other = await newTheme("Кадры");
    let id = 0;
    const added = await eventsOf(db(), TYPES, async () => {
      id = (await newDoc(theme.id, "Инструкция по пожарной безопасности")).id;
    });
    expect(added).toEqual([{ type: DOCUMENT_CHANGED, payload: { ids: [id] }, createdAt: portal.clock.now().toISOString() }]);
    expect(ids(await eventsOf(db(), TYPES, () => change(id, theme.id, "Инструкция по ПБ")))).toEqual([{ ids: [id] }]);
    expect(ids(await eventsOf(db(), TYPES, () => change(id, other.id, "Инструкция по ПБ")))).toEqual([{ ids: [id] }]);
    expect(ids(await eventsOf(db(), TYPES, () => docs().remove(editor, { id })))).toEqual([{ ids: [id] }]);
  });

  it("names the deleted documents a theme's delete removes, and nothing for an empty theme", async () => {
    const theme = await newTheme("Удаляемая тема");
    const a = await newDoc(theme.id, "Первый");
    const b = await newDoc(theme.id, "Второй");
    await docs().remove(editor, { id: a.id });
    await docs().remove(editor, { id: b.id });
    const events = await eventsOf(db(), TYPES, () => docs().deleteTheme(editor, { id: theme.id }));
    expect(events).toHaveLength(1);
    expect((events[0]!.payload as { ids: number[] }).ids.sort((x, y) => x - y)).toEqual([a.id, b.id]);
    const empty = await newTheme("Пустая тема");
    expect(await eventsOf(db(), TYPES, () => docs().deleteTheme(editor, { id: empty.id }))).toEqual([]);
  });

  it("writes nothing for what the search does not hold: ordering, themes' names and order, acknowledging, refusals", async () => {
    const theme = await newTheme("Порядок");
    const a = await newDoc(theme.id, "А");
    const b = await newDoc(theme.id, "Б");
    const quiet = [
      () => docs().sort(editor, { sortIdList: [b.id, a.id] }),
      () => docs().updateTheme(editor, { id: theme.id, title: "Порядок документов" }),
      () => docs().incSort(editor, { id: theme.id }),
      () => docs().acknowledge(employee, { id: a.id }),
      () =>
        docs()
          .remove(employee, { id: a.id })
          .catch(() => null),
      () =>
        docs()
          .deleteTheme(editor, { id: theme.id })
          .catch(() => null),
    ];
    for (const write of quiet) expect(await eventsOf(db(), TYPES, write)).toEqual([]);
  });

  it("writes the event in the write's own transaction: no outbox, no change", async () => {
    const theme = await newTheme("Атомарность");
    const kept = await newDoc(theme.id, "Останется");
    const names = async () => (await docs().list(employee, { themeId: theme.id })).map((d) => d.wikiName);
    expect(await failureWithoutOutbox(portal, () => newDoc(theme.id, "Не появится"))).toBeInstanceOf(Error);
    expect(await failureWithoutOutbox(portal, () => change(kept.id, theme.id, "Изменён"))).toBeInstanceOf(Error);
    expect(await failureWithoutOutbox(portal, () => docs().remove(editor, { id: kept.id }))).toBeInstanceOf(Error);
    expect(await names()).toEqual(["Останется"]);
    const gone = await newDoc(theme.id, "Удалённый");
    await docs().remove(editor, { id: gone.id });
    await docs().remove(editor, { id: kept.id });
    expect(await failureWithoutOutbox(portal, () => docs().deleteTheme(editor, { id: theme.id }))).toBeInstanceOf(Error);
    expect((await docs().listThemes(employee)).some((th) => th.id === theme.id)).toBe(true);
  });

  it("loads a document as its name and content, renders old-editor blocks, and leaves out deleted ones", async () => {
    const theme = await newTheme("Загрузка");
    const doc = await newDoc(theme.id, "Положение об оплате труда", "<p>Премия <b>ежемесячно</b></p>");
    const gone = await newDoc(theme.id, "Удалённое положение");
    await docs().remove(editor, { id: gone.id });
    const legacy = await newDoc(theme.id, "Старый регламент");
    await db()
      .updateTable("documents")
      .set({
        new_editor: 0,
        content_new_editor: null,
        content: JSON.stringify({ blocks: [{ type: "paragraph", data: { text: "Командировки оформляются заранее" } }] }),
      })
      .where("id", "=", legacy.id)
      .execute();
    const loaded = await indexer.load(db(), [legacy.id, doc.id, gone.id, 999_999]);
    expect(loaded.map((d) => d.objectId)).toEqual([doc.id, legacy.id]);
    expect(loaded[0]).toEqual({
      objectId: doc.id,
      scopeId: null,
      title: "Положение об оплате труда",
      body: "<p>Премия <b>ежемесячно</b></p>",
      freshAt: doc.lastUpdateDate,
    });
    expect(loaded[1]!.body).toContain("Командировки оформляются заранее");
    expect(loaded[1]!.body).not.toContain("blocks");
    expect(await indexer.load(db(), [])).toEqual([]);
  });

  it("presents the spec's fields in the order asked, leaving out deleted and unknown ids, and links the view page", async () => {
    const theme = await newTheme("Показ");
    const first = await newDoc(theme.id, "Первый документ");
    const second = await newDoc(theme.id, "Второй документ");
    const gone = await newDoc(theme.id, "Удалённый документ");
    await docs().remove(editor, { id: gone.id });
    const objects = await indexer.present(employee, [second.id, gone.id, 999_999, first.id]);
    expect(objects).toEqual([
      { id: second.id, name: "Второй документ", themeId: theme.id, lastUpdateDate: second.lastUpdateDate },
      { id: first.id, name: "Первый документ", themeId: theme.id, lastUpdateDate: first.lastUpdateDate },
    ]);
    expect(indexer.target(objects[0])).toBe(`/knowledge/documents/view/${theme.id}/${second.id}`);
    expect(indexer.target({ id: second.id, themeId: null })).toBe(`/knowledge/documents/view/1/${second.id}`);
    expect(indexer.target("x")).toBe("/knowledge/documents");
  });

  it("pages every document not deleted in id order for a rebuild", async () => {
    const live = (await db().selectFrom("documents").select("id").where("is_deleted", "=", 0).orderBy("id").execute()).map((r) => r.id);
    const deleted = await db().selectFrom("documents").select("id").where("is_deleted", "=", 1).execute();
    expect(live.length).toBeGreaterThan(4);
    expect(deleted.length).toBeGreaterThan(0);
    expect(await pagedIds(indexer, db(), 3)).toEqual(live);
  });
});
