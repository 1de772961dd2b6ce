// People and contact cards in the portal search (issue #16, USER and CONTACT on the engine), on SQLite and
// PostgreSQL: every write that changes what the indexes hold (a person created or edited, blocked or
// unblocked; a service record created, edited, deleted) writes its event in its own transaction, and the
// change is found once the outbox delivers it; the engine's ranking, the other layout and typos; blocked
// people and withoutMe left out before the total.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { actingAs, type SignedIn } from "~/platform/actor";
import { parseInput } from "~/platform/validate";
import { dialects, type TestPortal, createTestPortal } from "../../../../tests/helpers/portal";
import { eventsOf, failureWithoutOutbox } from "../../../../tests/helpers/indexer-events";
import { CONTACT_CHANGED, PERSON_CHANGED, POSITION_CHANGED, ensureDepartmentCategories } from "../index.server";
import { createAnotherSchema, createAnotherWithUserSchema, updateAnotherSchema } from "../server/payloads.server";

const TYPES = [PERSON_CHANGED, CONTACT_CHANGED, POSITION_CHANGED];

interface Found {
  total: number;
  correctedQuery: string | null;
  objects: { id: number; userId?: number | null; surname?: string | null; name: string; middlename?: string | null }[];
}

describe.each(await dialects())("people in the portal search on %s", (dialect) => {
  let portal: TestPortal;
  let editor: SignedIn;
  let departmentId: number;
  let categoryId: number;
  let phone = 9410000000;

  const db = () => portal.db.kysely;
  const person = async (surname: string, name: string, middlename: string | null = null, position: string | null = "Продавец") =>
    (await portal.services.users.upsertPerson({ phone: String(++phone), surname, name, middlename, position, departmentId })).id;
  const find = async (reader: SignedIn, indexName: string, query: string, extra: { withoutMe?: boolean; limit?: number } = {}) =>
    (await portal.services.search.find(reader, { query, indexName, ...extra })) as unknown as Found;
  const fullNames = (found: Found) => found.objects.map((o) => [o.surname, o.name, o.middlename].filter(Boolean).join(" "));
  const cardOf = async (userId: number) =>
    (await db().selectFrom("contacts").select("id").where("user_id", "=", userId).where("kind", "=", "user").executeTakeFirstOrThrow()).id;

  beforeAll(async () => {
    portal = await createTestPortal(dialect);
    departmentId = (
      await db()
        .insertInto("departments")
        .values({ name: "Магазин на Лесной", city: "Тверь", parent_id: null })
        .returning("id")
        .executeTakeFirstOrThrow()
    ).id;
    await ensureDepartmentCategories(db());
    categoryId = (
      await db().selectFrom("contact_categories").select("id").where("department_id", "=", departmentId).executeTakeFirstOrThrow()
    ).id;
    editor = actingAs(await person("Редакторова", "Вера"), ["ROLE_EDIT_CONTACTS"]);
    await person("Иванов", "Пётр", "Олегович");
    await person("Иванова", "Мария", "Петровна");
    await person("Алексеев", "Иван", "Иванович");
    await portal.outbox.deliver();
  });
  afterAll(async () => {
    await portal?.dispose();
  });

  it("ranks a name over a word it starts: the Ивановы before Алексеев Иван Иванович", async () => {
    const found = await find(editor, "USER", "иванов");
    expect(fullNames(found).slice(0, 2).sort()).toEqual(["Иванов Пётр Олегович", "Иванова Мария Петровна"]);
    expect(fullNames(found)).toContain("Алексеев Иван Иванович");
    const cards = await find(editor, "CONTACT", "иванов");
    expect(fullNames(cards).at(-1)).toBe("Алексеев Иван Иванович");
  });

  it("finds a name typed in the other layout or with a typo, and says what it searched", async () => {
    const layout = await find(editor, "USER", "bdfyjd");
    expect(layout.correctedQuery).toBe("иванов");
    expect(fullNames(layout)).toContain("Иванов Пётр Олегович");
    const typo = await find(editor, "CONTACT", "ивонов");
    expect(typo.correctedQuery).toBe("иванов");
    expect(fullNames(typo)).toContain("Иванова Мария Петровна");
    // ё and е alike, and every word the start of a word in any order; the whole word ranks first.
    expect(fullNames(await find(editor, "USER", "петр иван"))).toEqual(["Иванов Пётр Олегович", "Иванова Мария Петровна"]);
  });

  it("writes PERSON_CHANGED, CONTACT_CHANGED and POSITION_CHANGED for a new person, and finds them after delivery", async () => {
    let id = 0;
    const events = await eventsOf(db(), TYPES, async () => {
      id = await person("Зябликова", "Нина", null, "Флорист");
    });
    const position = await db().selectFrom("positions").select("id").where("name", "=", "Флорист").executeTakeFirstOrThrow();
    expect(events.map((e) => [e.type, e.payload])).toEqual([
      [PERSON_CHANGED, { ids: [id] }],
      [CONTACT_CHANGED, { ids: [await cardOf(id)] }],
      [POSITION_CHANGED, { ids: [position.id] }],
    ]);
    expect((await find(editor, "USER", "зяблик")).total).toBe(0);
    await portal.outbox.deliver();
    expect((await find(editor, "USER", "зяблик")).objects.map((o) => o.id)).toEqual([id]);
    expect((await find(editor, "CONTACT", "зяблик")).objects.map((o) => o.userId)).toEqual([id]);
    expect((await find(editor, "USER_POSITION", "флорист")).objects).toMatchObject([{ id: position.id, name: "Флорист" }]);
  });

  it("finds a renamed person by the new name only", async () => {
    const id = await person("Синицын", "Олег");
    await portal.outbox.deliver();
    await portal.services.users.upsertPerson({ phone: String(phone), surname: "Снегирёв", name: "Олег" });
    await portal.outbox.deliver();
    expect((await find(editor, "USER", "синицын")).total).toBe(0);
    expect((await find(editor, "CONTACT", "снегирев")).objects.map((o) => o.userId)).toEqual([id]);
  });

  it("writes a person's event in the write's own transaction: no outbox, no person", async () => {
    expect(await failureWithoutOutbox(portal, () => person("Безсобытийный", "Нет"))).toBeInstanceOf(Error);
    expect(await db().selectFrom("users").select("id").where("surname", "=", "Безсобытийный").executeTakeFirst()).toBeUndefined();
  });

  it("never finds a blocked person nor their card, even before the event is delivered; unblocked, finds them again", async () => {
    const id = await person("Щеглова", "Анна", "Юрьевна");
    const linked = await portal.services.contacts.createAnotherWithUser(
      editor,
      parseInput(createAnotherWithUserSchema, { categoryId, userId: id, name: "Касса номер три" }),
    );
    await portal.outbox.deliver();
    expect((await find(editor, "CONTACT", "щеглова")).total).toBe(2);
    const events = await eventsOf(db(), TYPES, () => portal.services.users.setBlocked(id, true));
    expect(events.map((e) => [e.type, e.payload])).toEqual([
      [PERSON_CHANGED, { ids: [id] }],
      [CONTACT_CHANGED, { ids: [await cardOf(id), linked.id].sort((a, b) => a - b) }],
    ]);
    // The people scope hides her and her card before delivery; the linked record still shows her name.
    expect((await find(editor, "USER", "щеглова")).total).toBe(0);
    expect((await find(editor, "CONTACT", "щеглова")).objects.map((o) => o.id)).toEqual([linked.id]);
    await portal.outbox.deliver();
    // Delivered: the record is found by its own name only.
    expect((await find(editor, "CONTACT", "щеглова")).total).toBe(0);
    expect((await find(editor, "CONTACT", "касса три")).objects.map((o) => o.id)).toEqual([linked.id]);
    await portal.services.users.setBlocked(id, false);
    await portal.outbox.deliver();
    expect((await find(editor, "USER", "щеглова")).objects.map((o) => o.id)).toEqual([id]);
    expect((await find(editor, "CONTACT", "щеглова")).total).toBe(2);
  });

  it("leaves the reader and her card out with withoutMe, before the total", async () => {
    const meId = await person("Клестова", "Ира");
    const otherId = await person("Клестов", "Иван");
    await portal.outbox.deliver();
    const me = actingAs(meId);
    expect((await find(me, "USER", "клестов")).total).toBe(2);
    const users = await find(me, "USER", "клестов", { withoutMe: true, limit: 1 });
    expect(users).toMatchObject({ total: 1, objects: [{ id: otherId }] });
    const cards = await find(me, "CONTACT", "клестов", { withoutMe: true, limit: 1 });
    expect(cards).toMatchObject({ total: 1, objects: [{ userId: otherId }] });
  });

  it("writes CONTACT_CHANGED for a service record created, edited and deleted, each found or gone after delivery", async () => {
    let id = 0;
    const created = await eventsOf(db(), TYPES, async () => {
      id = (await portal.services.contacts.createAnother(editor, parseInput(createAnotherSchema, { categoryId, name: "Охрана склада" })))
        .id;
    });
    expect(created.map((e) => [e.type, e.payload])).toEqual([[CONTACT_CHANGED, { ids: [id] }]]);
    await portal.outbox.deliver();
    expect((await find(editor, "CONTACT", "охрана")).objects.map((o) => o.id)).toEqual([id]);

    const version = (await db().selectFrom("contacts").select("version").where("id", "=", id).executeTakeFirstOrThrow()).version;
    const edited = await eventsOf(db(), TYPES, () =>
      portal.services.contacts.updateAnother(editor, parseInput(updateAnotherSchema, { id, name: "Пост ночной охраны", version })),
    );
    expect(edited.map((e) => e.payload)).toEqual([{ ids: [id] }]);
    await portal.outbox.deliver();
    expect((await find(editor, "CONTACT", "ночной пост")).objects.map((o) => o.id)).toEqual([id]);

    expect(await failureWithoutOutbox(portal, () => portal.services.contacts.deleteAnother(editor, { id }))).toBeInstanceOf(Error);
    expect(await db().selectFrom("contacts").select("id").where("id", "=", id).executeTakeFirst()).toEqual({ id });
    const deleted = await eventsOf(db(), TYPES, () => portal.services.contacts.deleteAnother(editor, { id }));
    expect(deleted.map((e) => e.payload)).toEqual([{ ids: [id] }]);
    await portal.outbox.deliver();
    expect((await find(editor, "CONTACT", "охраны")).total).toBe(0);
  });

  it("writes nothing for a refused write", async () => {
    const employee = actingAs((await db().selectFrom("users").select("id").where("surname", "=", "Иванов").executeTakeFirstOrThrow()).id);
    const refused = await eventsOf(db(), TYPES, () =>
      portal.services.contacts
        .createAnother(employee, parseInput(createAnotherSchema, { categoryId, name: "Чужая запись" }))
        .catch(() => null),
    );
    expect(refused).toEqual([]);
  });
});
