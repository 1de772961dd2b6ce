// The FAQ's index in the portal search (issue #16, WIKI_FAQ): every write that changes a question writes
// FAQ_QUESTION_CHANGED with the right ids in its own transaction, writes that change nothing searchable write
// none; load() gives what the engine indexes and drops deleted questions; present(), scope(), idsAfter(),
// target() and the events' payload reader. SQLite and PostgreSQL.
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
import { faqFeature } from "../index.server";
import { FAQ_QUESTION_CHANGED } from "../server/search-indexer.server";
import type { SignedIn } from "~/platform/actor";
import type { SearchIndexer } from "~/platform/feature";

const TYPES = [FAQ_QUESTION_CHANGED];

describe.each(await dialects())("FAQ search indexer on %s", (dialect) => {
  let world: IndexerWorld;
  let portal: TestPortal;
  let indexer: SearchIndexer;
  let editor: SignedIn;
  let employee: SignedIn;

  beforeAll(async () => {
    world = await indexerWorld(dialect, {
      indexName: "WIKI_FAQ",
      editorRole: "ROLE_EDIT_WIKI_FAQ_CATEGORIES",
      registered: (p) => faqFeature.searchIndexers?.({ faq: p.services.faq }),
    });
    ({ portal, indexer, editor, employee } = world);
  });
  afterAll(async () => {
    await portal?.dispose();
  });

  const db = () => portal.db.kysely;
  const faq = () => portal.services.faq;
  const newCategory = (name: string) => faq().createCategory(editor, { name, description: null });
  const newQuestion = (categoryId: number, question: string, answer = "<p>Ответ</p>") =>
    faq().createQuestion(editor, { categoryId, question, answer });

  itKeepsTheIndexerContract(() => world, { block: { header: "Вопросы и ответы", order: 3 }, eventType: FAQ_QUESTION_CHANGED });

  it("writes FAQ_QUESTION_CHANGED for a created, edited, moved and deleted question", async () => {
    const category = await newCategory("Отпуск");
    const other = await newCategory("Командировки");
    let id = 0;
    const created = await eventsOf(db(), TYPES, async () => {
      id = (await newQuestion(category.id, "Как оформить отпуск?")).id;
    });
    expect(created).toEqual([{ type: FAQ_QUESTION_CHANGED, payload: { ids: [id] }, createdAt: portal.clock.now().toISOString() }]);

    const edited = await eventsOf(db(), TYPES, () =>
      faq().updateQuestion(editor, { id, question: "Как взять отпуск?", answer: "Заявлением", version: undefined }),
    );
    expect(edited.map((e) => e.payload)).toEqual([{ ids: [id] }]);

    const moved = await eventsOf(db(), TYPES, () =>
      faq().updateQuestion(editor, { id, question: "Как взять отпуск?", answer: "Заявлением", categoryId: other.id, version: undefined }),
    );
    expect(moved.map((e) => e.payload)).toEqual([{ ids: [id] }]);

    const deleted = await eventsOf(db(), TYPES, () => faq().deleteQuestion(editor, { id }));
    expect(deleted.map((e) => e.payload)).toEqual([{ ids: [id] }]);
  });

  it("names every question of a deleted category in one event, and none for an empty one", async () => {
    const category = await newCategory("Удаляемый раздел");
    const ids = [(await newQuestion(category.id, "Первый?")).id, (await newQuestion(category.id, "Второй?")).id];
    const events = await eventsOf(db(), TYPES, () => faq().deleteCategory(editor, { id: category.id }));
    expect(events).toHaveLength(1);
    expect((events[0]!.payload as { ids: number[] }).ids.sort((a, b) => a - b)).toEqual(ids);

    const empty = await newCategory("Пустой раздел");
    expect(await eventsOf(db(), TYPES, () => faq().deleteCategory(editor, { id: empty.id }))).toEqual([]);
  });

  it("writes nothing for what the search does not hold: reordering, renaming a category, refused writes", async () => {
    const category = await newCategory("Порядок");
    const a = await newQuestion(category.id, "А?");
    const b = await newQuestion(category.id, "Б?");
    expect(await eventsOf(db(), TYPES, () => faq().sortQuestions(editor, { categoryId: category.id, sortIdList: [b.id, a.id] }))).toEqual(
      [],
    );
    expect(
      await eventsOf(db(), TYPES, () =>
        faq().updateCategory(editor, { id: category.id, name: "Порядок вопросов", description: null, version: undefined }),
      ),
    ).toEqual([]);
    // An employee is refused before anything is written.
    expect(
      await eventsOf(db(), TYPES, () =>
        faq()
          .deleteQuestion(employee, { id: a.id })
          .catch(() => null),
      ),
    ).toEqual([]);
  });

  it("writes the event in the write's own transaction: no outbox, no change", async () => {
    const category = await newCategory("Атомарность");
    const kept = await newQuestion(category.id, "Останется?");
    const count = async () => (await faq().category(employee, { id: category.id })).questions.length;

    expect(await failureWithoutOutbox(portal, () => newQuestion(category.id, "Не появится?"))).toBeInstanceOf(Error);
    expect(await count()).toBe(1);
    expect(
      await failureWithoutOutbox(portal, () =>
        faq().updateQuestion(editor, { id: kept.id, question: "Изменён?", answer: "Нет", version: undefined }),
      ),
    ).toBeInstanceOf(Error);
    expect((await faq().question(employee, { id: kept.id })).question).toBe("Останется?");
    expect(await failureWithoutOutbox(portal, () => faq().deleteQuestion(editor, { id: kept.id }))).toBeInstanceOf(Error);
    expect(await failureWithoutOutbox(portal, () => faq().deleteCategory(editor, { id: category.id }))).toBeInstanceOf(Error);
    expect(await count()).toBe(1);
  });

  it("loads a question as its title and answer, and leaves out deleted ones", async () => {
    const category = await newCategory("Загрузка");
    const q = await newQuestion(category.id, "Где взять справку 2-НДФЛ?", "<p>В <b>бухгалтерии</b></p>");
    const gone = await newQuestion(category.id, "Удалённый?");
    await faq().deleteQuestion(editor, { id: gone.id });
    const documents = await indexer.load(db(), [q.id, gone.id, 999_999]);
    expect(documents).toEqual([
      { objectId: q.id, scopeId: null, title: "Где взять справку 2-НДФЛ?", body: "<p>В <b>бухгалтерии</b></p>", freshAt: q.updatedAt },
    ]);
    expect(await indexer.load(db(), [])).toEqual([]);
  });

  it("presents the spec's fields in the order asked, leaving out unknown ids, and links the question", async () => {
    const category = await newCategory("Показ");
    const first = await newQuestion(category.id, "Первый вопрос?", "<p>Первый ответ</p><script>x()</script>");
    const second = await newQuestion(category.id, "Второй вопрос?");
    const objects = await indexer.present(employee, [second.id, 999_999, first.id]);
    expect(objects).toEqual([
      { id: second.id, question: "Второй вопрос?", categoryId: category.id, text: "<p>Ответ</p>" },
      { id: first.id, question: "Первый вопрос?", categoryId: category.id, text: "<p>Первый ответ</p>" },
    ]);
    expect(indexer.target(objects[0])).toBe(`/knowledge/faq/${category.id}#question-${second.id}`);
    expect(indexer.target(null)).toBe("/knowledge/faq");
  });

  it("pages every question in id order for a rebuild", async () => {
    const all = (await db().selectFrom("faq_questions").select("id").orderBy("id").execute()).map((r) => r.id);
    expect(all.length).toBeGreaterThan(4);
    expect(await pagedIds(indexer, db(), 3)).toEqual(all);
  });
});
