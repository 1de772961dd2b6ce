// What a vacancy's save leaves beside the row on SQLite and PostgreSQL: the portal search's VACANCY index
// (issue #16; PUBLIC vacancies by their position, duties, requirements and conditions, by any form of the
// word, once the outbox delivers the save), an outbox event per save, and the contact's avatar path on the card.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { actingAs, type SignedIn } from "~/platform/actor";
import { dialects } from "../../../../tests/helpers/portal";
import { ok, refused } from "../../../../tests/helpers/envelope";
import { ru } from "../../../../tests/helpers/ru";
import { openVacancies, type VacanciesWorld } from "./fixture";

interface Found {
  total: number;
  objects: { id: number; name: string; cityId: number; cityName: string; target: string; highlight: string }[];
}

describe.each(await dialects())("a vacancy in the portal search, its events and contact on %s", (dialect) => {
  let w: VacanciesWorld;
  let reader: SignedIn;
  beforeAll(async () => {
    w = await openVacancies(dialect);
    reader = actingAs(w.people.employee.id);
  });
  afterAll(async () => {
    await w?.close();
  });

  /** GET /search-v2/find in VACANCY as the employee, once the outbox has delivered what was saved. */
  const find = async (query: string): Promise<Found> => {
    await w.portal.outbox.deliver();
    return ok(await w.get("employee", "/search-v2/find", { query, indexName: "VACANCY" })) as Found;
  };
  const ids = async (query: string) => (await find(query)).objects.map((o) => o.id);

  it("finds PUBLIC vacancies by another form of a word of their texts, and links each to its page", async () => {
    const seller = await w.vacancy({ position: "Продавец-консультант", responsibility: "Выкладка товара, работа с ЁЛКАМИ" });
    const archived = await w.vacancy({ position: "Продавец-консультант склада", state: "ARCHIVE" });
    const manager = await w.vacancy({
      position: "Менеджер по оптовым продажам",
      responsibility: "Переговоры с клиентами",
      requirements: "Знание 1С",
      conditions: "Служебный автомобиль",
    });
    const [found] = (await find("консультанта")).objects;
    expect(found).toMatchObject({ id: seller.id, name: "Продавец-консультант", cityId: 1, target: `/vacancies/${seller.id}` });
    expect(found?.cityName).toBeTruthy();
    expect(found?.highlight).toContain("<mark>");
    expect((await find("консультанта")).total).toBe(1);
    expect(await ids("выкладкой елки")).toEqual([seller.id]);
    expect(await ids("переговоров")).toEqual([manager.id]);
    // Requirements and conditions are searched too; every word must match.
    expect(await ids("служебным автомобилем")).toEqual([manager.id]);
    expect(await ids("консультант переговоры")).toEqual([]);
    expect(archived.state).toBe("ARCHIVE");
  });

  it("follows a rename, loses an archived vacancy (editors included) and finds it again once restored", async () => {
    const made = await w.vacancy({ position: "Кладовщик", responsibility: "Приёмка и отгрузка" });
    expect(await ids("кладовщика")).toEqual([made.id]);
    ok(await w.post("editor", "/vacancies/update", { id: made.id, position: "Кассир" }));
    expect(await ids("кладовщика")).toEqual([]);
    expect(await ids("кассира")).toEqual([made.id]);
    ok(await w.post("editor", "/vacancies/update", { id: made.id, state: "ARCHIVE" }));
    expect(await ids("кассира")).toEqual([]);
    expect((ok(await w.get("editor", "/search-v2/find", { query: "кассира", indexName: "VACANCY" })) as Found).total).toBe(0);
    ok(await w.post("editor", "/vacancies/update", { id: made.id, state: "PUBLIC" }));
    expect(await ids("кассира")).toEqual([made.id]);
    // The results page's block «Вакансии», its item linked to the vacancy.
    const page = await w.portal.services.search.results.index(reader, "VACANCY", "кассира", 0);
    expect(page.blocks).toMatchObject([
      { indexName: "VACANCY", header: "Вакансии", total: 1, objects: [{ id: made.id, title: "Кассир", target: `/vacancies/${made.id}` }] },
    ]);
  });

  it("writes an outbox event for every save, and none for a refused one", async () => {
    const events = async () =>
      (await w.db.selectFrom("events").select(["type", "payload"]).where("type", "=", "VACANCY_SAVED").orderBy("id").execute()).map(
        (e) => JSON.parse(e.payload) as { vacancyId: number; state: string; created: boolean },
      );
    const before = (await events()).length;
    const made = await w.vacancy();
    ok(await w.post("admin", "/vacancies/update", { id: made.id, state: "ARCHIVE" }));
    refused(await w.post("editor", "/vacancies/update", { id: made.id, version: 1, hot: true }), ru.vacancies.stale);
    refused(await w.post("employee", "/vacancies/update", { id: made.id, hot: true }), ru.vacancies.core.refusals.notEditor);
    const after = await events();
    expect(after.slice(before)).toEqual([
      { vacancyId: made.id, state: "PUBLIC", authorId: w.people.editor.id, created: true },
      { vacancyId: made.id, state: "ARCHIVE", authorId: w.people.admin.id, created: false },
    ]);
  });

  it("shows the contact's avatar on the card and the vacancy", async () => {
    await w.db.updateTable("users").set({ avatar_path: "/avatars/olga.jpg" }).where("id", "=", w.people.contact.id).execute();
    const made = await w.vacancy({ cityId: 5 });
    expect(ok(await w.get("employee", "/vacancies/get", { id: made.id })).contact.avatarFile).toEqual({ filePath: "/avatars/olga.jpg" });
    expect(ok(await w.get("employee", "/vacancies/list", { cityId: 5 })).content[0].contact.avatarFile).toEqual({
      filePath: "/avatars/olga.jpg",
    });
  });
});
