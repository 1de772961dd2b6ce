// The vacancies' index in the portal search (issue #16, VACANCY): creating a vacancy and every update that
// changes what the index holds (its texts, archiving, restoring) write VACANCY_CHANGED with its id in their own
// transaction, other updates and refused writes none; load() gives PUBLIC vacancies only (archived ones never,
// editors included); present(), scope(), idsAfter(), target() and the events' payload reader. Vacancies are
// never deleted (archiving is their end). SQLite and PostgreSQL.
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
import { vacanciesFeature } from "../index.server";
import { VACANCY_CHANGED } from "../server/vacancy-search.server";
import type { VacancyFields } from "../server/contract";
import type { SignedIn } from "~/platform/actor";
import type { SearchIndexer } from "~/platform/feature";

const TYPES = [VACANCY_CHANGED];

describe.each(await dialects())("Vacancies search indexer on %s", (dialect) => {
  let world: IndexerWorld;
  let portal: TestPortal;
  let indexer: SearchIndexer;
  let editor: SignedIn;
  let employee: SignedIn;
  let departmentId: number;

  beforeAll(async () => {
    world = await indexerWorld(dialect, {
      indexName: "VACANCY",
      editorRole: "ROLE_EDIT_VACANCY_CLAIM",
      registered: (p) => vacanciesFeature.searchIndexers?.({ vacancies: p.services.vacancies, vacancyReplies: p.services.vacancyReplies }),
    });
    ({ portal, indexer, editor, employee } = world);
    ({ id: departmentId } = await db()
      .insertInto("departments")
      .values({ name: "Магазин «Северный»", city: "Вологда" })
      .returning("id")
      .executeTakeFirstOrThrow());
  });
  afterAll(async () => {
    await portal?.dispose();
  });

  const db = () => portal.db.kysely;
  const vacancies = () => portal.services.vacancies;
  const newVacancy = (over: Partial<VacancyFields> = {}) =>
    vacancies().create(editor, {
      position: "Продавец-консультант",
      departmentId,
      contactId: editor.userId,
      cityId: 1,
      sector: "RETAIL",
      level: "EXECUTOR",
      wage: null,
      wage2: null,
      responsibility: "Консультировать покупателей",
      requirements: "Опыт в рознице",
      conditions: "График 2/2",
      state: "PUBLIC",
      hot: false,
      ...over,
    });
  const payloads = (events: { payload: unknown }[]) => events.map((e) => e.payload);

  itKeepsTheIndexerContract(() => world, { block: { header: "Вакансии", order: 12 }, eventType: VACANCY_CHANGED });

  it("writes VACANCY_CHANGED for a created, edited, archived and restored vacancy", async () => {
    let id = 0;
    const created = await eventsOf(db(), TYPES, async () => {
      id = (await newVacancy()).id;
    });
    expect(created).toEqual([{ type: VACANCY_CHANGED, payload: { ids: [id] }, createdAt: portal.clock.now().toISOString() }]);
    for (const change of [
      { position: "Старший продавец" },
      { responsibility: "Вести кассу" },
      { requirements: "Знание 1С" },
      { conditions: "Пятидневка" },
      { state: "ARCHIVE" as const },
      { state: "PUBLIC" as const },
    ])
      expect(payloads(await eventsOf(db(), TYPES, () => vacancies().update(editor, { id, ...change }))), JSON.stringify(change)).toEqual([
        { ids: [id] },
      ]);
  });

  it("writes nothing for what the search does not hold (salary, hot, sector, city) nor for refused writes", async () => {
    const { id } = await newVacancy();
    for (const change of [
      { wage: "50000" },
      { hot: true },
      { sector: "WHOLESALE" as const },
      { cityId: 2 },
      { position: "Продавец-консультант" },
    ])
      expect(await eventsOf(db(), TYPES, () => vacancies().update(editor, { id, ...change })), JSON.stringify(change)).toEqual([]);
    const refused = (write: () => Promise<unknown>) => eventsOf(db(), TYPES, () => write().catch(() => null));
    // An employee is refused before anything is written; a stale version and an unknown city inside the transaction.
    expect(await refused(() => vacancies().update(employee, { id, position: "Кассир" }))).toEqual([]);
    expect(await refused(() => newVacancy({ cityId: 999_999 }))).toEqual([]);
    expect(await refused(() => vacancies().update(editor, { id, version: 1, position: "Кассир" }))).toEqual([]);
  });

  // A save writes VACANCY_CHANGED before VACANCY_SAVED: with the outbox unwritable, it is the write that fails.
  it("writes the event in the write's own transaction: no outbox, no change", async () => {
    const kept = await newVacancy({ position: "Кладовщик" });
    const count = async () => (await db().selectFrom("vacancies").select(db().fn.countAll<string>().as("n")).executeTakeFirstOrThrow()).n;
    const before = Number(await count());
    expect(await failureWithoutOutbox(portal, () => newVacancy({ position: "Не появится" }))).toBeInstanceOf(Error);
    expect(Number(await count())).toBe(before);
    expect(await failureWithoutOutbox(portal, () => vacancies().update(editor, { id: kept.id, position: "Грузчик" }))).toBeInstanceOf(
      Error,
    );
    expect(await failureWithoutOutbox(portal, () => vacancies().update(editor, { id: kept.id, state: "ARCHIVE" }))).toBeInstanceOf(Error);
    expect(await vacancies().get(employee, kept.id)).toMatchObject({ position: "Кладовщик", state: "PUBLIC", version: kept.version });
  });

  it("loads a PUBLIC vacancy as its position and texts, and leaves out archived ones", async () => {
    const open = await newVacancy({
      position: "Товаровед",
      responsibility: "Приёмка товара",
      requirements: "Внимательность",
      conditions: "Оформление по ТК",
    });
    const archived = await newVacancy({ position: "Архивная", state: "ARCHIVE" });
    expect(await indexer.load(db(), [open.id, archived.id, 999_999])).toEqual([
      {
        objectId: open.id,
        scopeId: null,
        title: "Товаровед",
        body: "Приёмка товара\nВнимательность\nОформление по ТК",
        freshAt: open.publishDate,
      },
    ]);
    expect(await indexer.load(db(), [])).toEqual([]);
  });

  it("presents the spec's fields and the city in the order asked, leaving out archived and unknown ids, and links the vacancy", async () => {
    const first = await newVacancy({ position: "Кассир", cityId: 2, responsibility: "Работа  на\nкассе" });
    const second = await newVacancy({ position: "Водитель-экспедитор" });
    const archived = await newVacancy({ position: "Архивный кассир", state: "ARCHIVE" });
    const cityName = async (id: number) =>
      (await db().selectFrom("vacancy_cities").select("name").where("id", "=", id).executeTakeFirstOrThrow()).name;
    const objects = await indexer.present(employee, [second.id, archived.id, 999_999, first.id]);
    expect(objects).toEqual([
      {
        id: second.id,
        name: "Водитель-экспедитор",
        cityId: 1,
        cityName: await cityName(1),
        publishDate: second.publishDate,
        text: "Консультировать покупателей",
      },
      { id: first.id, name: "Кассир", cityId: 2, cityName: await cityName(2), publishDate: first.publishDate, text: "Работа на кассе" },
    ]);
    expect(indexer.target(objects[0])).toBe(`/vacancies/${second.id}`);
    expect(indexer.target(null)).toBe("/vacancies");
  });

  it("pages every PUBLIC vacancy in id order for a rebuild", async () => {
    const all = db().selectFrom("vacancies").select("id").orderBy("id");
    const published = (await all.where("state", "=", "PUBLIC").execute()).map((r) => r.id);
    expect(published.length).toBeGreaterThan(4);
    expect((await all.where("state", "=", "ARCHIVE").execute()).length).toBeGreaterThan(0);
    expect(await pagedIds(indexer, db(), 3)).toEqual(published);
  });
});
