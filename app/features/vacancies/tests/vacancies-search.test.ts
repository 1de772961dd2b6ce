// What a vacancy's save leaves beside the row (issue #15 point 10) on SQLite and PostgreSQL: the search
// key the portal search's VACANCY index reads (PUBLIC vacancies only, every word in the position or the
// duties), an outbox event per save, and the contact's avatar path on the card.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { actingAs, type SignedIn } from "~/platform/actor";
import { searchKey } from "~/features/contacts/index.server";
import { dialects } from "../../../../tests/helpers/portal";
import { ok, refused } from "../../../../tests/helpers/envelope";
import { ru } from "../../../../tests/helpers/ru";
import { openVacancies, type VacanciesWorld } from "./fixture";

describe.each(await dialects())("a vacancy's search key, events and contact on %s", (dialect) => {
  let w: VacanciesWorld;
  let reader: SignedIn;
  beforeAll(async () => {
    w = await openVacancies(dialect);
    reader = actingAs(w.people.employee.id);
  });
  afterAll(async () => {
    await w?.close();
  });

  const find = (...words: string[]) =>
    w.portal.services.vacancies.searchSource.find(reader, { words: words.map((word) => searchKey(word)), limit: 10 });

  it("finds PUBLIC vacancies by every word of the position or duties, and loses them when archived", async () => {
    const seller = await w.vacancy({ position: "Продавец-консультант", responsibility: "Выкладка товара, работа с ЁЛКАМИ" });
    const archived = await w.vacancy({ position: "Продавец склада", state: "ARCHIVE" });
    const manager = await w.vacancy({ position: "Менеджер по оптовым продажам", responsibility: "Переговоры с клиентами" });
    expect(await find("продав")).toMatchObject({ total: 1, objects: [{ id: seller.id, name: "Продавец-консультант", cityId: 1 }] });
    // The portal search answers the same through its VACANCY index.
    const found = ok(await w.get("employee", "/search-v2/find", { query: "продав", indexName: "VACANCY" })) as {
      objects: { id: number }[];
    };
    expect(found.objects.map((o) => o.id)).toEqual([seller.id]);
    expect((await find("ПРОДАВЕЦ", "елкам")).objects.map((o) => (o as { id: number }).id)).toEqual([seller.id]);
    expect((await find("переговоры")).objects.map((o) => (o as { id: number }).id)).toEqual([manager.id]);
    expect((await find("продав", "переговоры")).total).toBe(0);
    // Renamed: found by the new name only; archived: not at all; restored: again.
    ok(await w.post("editor", "/vacancies/update", { id: seller.id, position: "Кассир" }));
    expect((await find("продав")).total).toBe(0);
    expect((await find("кассир")).total).toBe(1);
    ok(await w.post("editor", "/vacancies/update", { id: seller.id, state: "ARCHIVE" }));
    expect((await find("кассир")).total).toBe(0);
    ok(await w.post("editor", "/vacancies/update", { id: seller.id, state: "PUBLIC" }));
    expect((await find("кассир")).total).toBe(1);
    expect((await find("склад")).total).toBe(0);
    expect(archived.state).toBe("ARCHIVE");
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
