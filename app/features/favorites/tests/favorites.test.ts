// Contract tests of the favourites calls (spec part 1 §7 "Favourites", part 2 §7): the star on
// contacts, the lists and counts, the refusals, on SQLite and PostgreSQL.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestPortal, dialects, type TestPortal } from "../../../../tests/helpers/portal";
import { api, startTestServer, type TestServer } from "../../../../tests/helpers/http";
import { buildDirectory, cardOf, ok, refused, unauthorized, type Directory } from "~/features/contacts/tests/contacts-fixture";

const ADDED = "Добавлено в Избранное";
const REMOVED = "Удалено из Избранного";
const CONTACT_NOT_FOUND = "Контакт не найден";
const TYPE_REQUIRED = "Не указан тип избранного";

describe.each(await dialects())("Favourites API on %s", (dialect) => {
  let portal: TestPortal;
  let server: TestServer;
  let dir: Directory;

  beforeAll(async () => {
    portal = await createTestPortal(dialect);
    server = await startTestServer(portal);
    dir = await buildDirectory(portal, server);
  });
  afterAll(async () => {
    await server?.close();
    await portal?.dispose();
  });

  const get = (path: string, token: string, query: Record<string, string> = {}) => api(server, "GET", path, { token, query });
  const update = (token: string, body: Record<string, unknown>) => api(server, "POST", "/favorite/update", { token, body });
  const ids = async (token: string) => ok(await get("/favorite/ids-list", token, { type: "CONTACT" }));
  const check = async (token: string, objectId: number) =>
    ok(await get("/favorite/check", token, { type: "CONTACT", objectId: String(objectId) })).favorite;

  it("answers 401 to every call without a session or token", async () => {
    unauthorized(await api(server, "GET", "/favorite/type/list"));
    unauthorized(await api(server, "GET", "/favorite/list", { query: { type: "CONTACT" } }));
    unauthorized(await api(server, "GET", "/favorite/ids-list", { query: { type: "CONTACT" } }));
    unauthorized(await api(server, "GET", "/favorite/check", { query: { type: "CONTACT", objectId: "1" } }));
    unauthorized(await api(server, "POST", "/favorite/update", { body: { type: "CONTACT", objectId: 1, favorite: true } }));
    unauthorized(
      await api(server, "POST", "/favorite/update", { token: "expired", body: { type: "CONTACT", objectId: 1, favorite: true } }),
    );
  });

  it("stars and unstars a contact: the toast text, check, ids, counts, the list and the card's flag follow", async () => {
    const t = dir.tokens.employee;
    const seller1 = await cardOf(portal, dir.people.seller1);
    expect(ok(await get("/favorite/type/list", t))).toEqual([]);
    expect(await check(t, seller1)).toBe(false);

    expect(ok(await update(t, { type: "CONTACT", objectId: seller1, favorite: true }))).toEqual({
      type: "CONTACT",
      objectId: seller1,
      favorite: true,
      message: ADDED,
    });
    // Starring twice is harmless.
    expect(ok(await update(t, { type: "CONTACT", objectId: String(seller1), favorite: "true" })).message).toBe(ADDED);
    expect(await check(t, seller1)).toBe(true);
    expect(await ids(t)).toEqual([seller1]);
    expect(ok(await get("/favorite/type/list", t))).toEqual([{ type: "CONTACT", name: "Контакты", count: 1 }]);
    const list = ok(await get("/favorite/list", t, { type: "CONTACT" }));
    expect(list).toHaveLength(1);
    expect(list[0]).toMatchObject({ id: seller1, name: "Светлана", surname: "Первая", favorite: true, kind: "user" });
    const category = ok(await get("/contacts-v2/category/get-children-and-contacts", t, { parentId: String(dir.categories.sales) }));
    expect(category.contacts.find((c: { id: number }) => c.id === seller1).favorite).toBe(true);

    // Favourites are per person.
    expect(await check(dir.tokens.editor, seller1)).toBe(false);
    expect(ok(await get("/favorite/type/list", dir.tokens.editor))).toEqual([]);

    expect(ok(await update(t, { type: "CONTACT", objectId: seller1, favorite: false }))).toEqual({
      type: "CONTACT",
      objectId: seller1,
      favorite: false,
      message: REMOVED,
    });
    expect(ok(await update(t, { type: "CONTACT", objectId: seller1, favorite: "false" })).message).toBe(REMOVED);
    expect(await check(t, seller1)).toBe(false);
    expect(await ids(t)).toEqual([]);
    expect(ok(await get("/favorite/list", t, { type: "CONTACT" }))).toEqual([]);
    expect(ok(await get("/favorite/type/list", t))).toEqual([]);
  });

  it("lists newest first, page by page", async () => {
    const t = dir.tokens.admin;
    const cards = [
      await cardOf(portal, dir.people.seller1),
      await cardOf(portal, dir.people.seller2),
      dir.records.reception,
      dir.records.security,
    ];
    for (const id of cards) {
      portal.clock.advance(1000);
      ok(await update(t, { type: "CONTACT", objectId: id, favorite: true }));
    }
    const newest = [...cards].reverse();
    expect(await ids(t)).toEqual(newest);
    expect(ok(await get("/favorite/list", t, { type: "CONTACT" })).map((c: { id: number }) => c.id)).toEqual(newest);
    const page = (pageNumber: number, pageSize: number) =>
      get("/favorite/list", t, { type: "CONTACT", pageNumber: String(pageNumber), pageSize: String(pageSize) }).then((c) =>
        ok(c).map((x: { id: number }) => x.id),
      );
    expect(await page(0, 3)).toEqual(newest.slice(0, 3));
    expect(await page(1, 3)).toEqual(newest.slice(3));
    expect(await page(2, 3)).toEqual([]);
    expect(ok(await get("/favorite/type/list", t))).toEqual([{ type: "CONTACT", name: "Контакты", count: 4 }]);
    for (const id of cards) ok(await update(t, { type: "CONTACT", objectId: id, favorite: false }));
  });

  it("refuses unknown types, missing values and contacts that do not exist", async () => {
    const t = dir.tokens.employee;
    const card = await cardOf(portal, dir.people.seller2);
    refused(await update(t, { type: "NEWS", objectId: card, favorite: true }), "Неизвестный тип избранного: NEWS");
    refused(await update(t, { type: "contact", objectId: card, favorite: true }), "Неизвестный тип избранного: contact");
    refused(await update(t, { objectId: card, favorite: true }), TYPE_REQUIRED);
    refused(await update(t, { type: "CONTACT", favorite: true }), "Не указан объект избранного");
    refused(await update(t, { type: "CONTACT", objectId: card }), "Укажите favorite: true или false");
    refused(await update(t, { type: "CONTACT", objectId: card, favorite: "может быть" }), "Укажите favorite: true или false");
    refused(await update(t, { type: "CONTACT", objectId: 99999999, favorite: true }), CONTACT_NOT_FOUND);
    refused(await update(t, { type: "CONTACT", objectId: 99999999, favorite: false }), CONTACT_NOT_FOUND);
    refused(await get("/favorite/list", t, { type: "VACANCY" }), "Неизвестный тип избранного: VACANCY");
    // POST is the feed's (app/features/feed): known, and empty here.
    expect(ok(await get("/favorite/list", t, { type: "POST" }))).toEqual([]);
    refused(await get("/favorite/list", t), TYPE_REQUIRED);
    refused(await get("/favorite/ids-list", t), TYPE_REQUIRED);
    refused(await get("/favorite/ids-list", t, { type: "NEWS" }), "Неизвестный тип избранного: NEWS");
    refused(await get("/favorite/check", t, { type: "CONTACT" }), "Не указан объект избранного");
    refused(await get("/favorite/check", t, { type: "UNKNOWN", objectId: "1" }), "Неизвестный тип избранного: UNKNOWN");
    // A blocked employee's card cannot be starred.
    refused(await update(t, { type: "CONTACT", objectId: await cardOf(portal, dir.people.blocked), favorite: true }), CONTACT_NOT_FOUND);
  });

  it("a deleted service record or a blocked employee leaves the lists and counts", async () => {
    const t = dir.tokens.employee;
    const record = ok(
      await api(server, "POST", "/contacts-v2/create-another", {
        token: dir.tokens.editor,
        body: { categoryId: dir.categories.service, name: "Склад-справочная" },
      }),
    );
    const wholesaler = await cardOf(portal, dir.people.wholesaler);
    ok(await update(t, { type: "CONTACT", objectId: record.id, favorite: true }));
    ok(await update(t, { type: "CONTACT", objectId: wholesaler, favorite: true }));
    expect(ok(await get("/favorite/type/list", t))).toEqual([{ type: "CONTACT", name: "Контакты", count: 2 }]);

    ok(await api(server, "POST", "/contacts-v2/delete-another", { token: dir.tokens.editor, body: { id: record.id } }));
    await portal.db.kysely.updateTable("users").set({ blocked: 1 }).where("id", "=", dir.people.wholesaler).execute();
    expect(ok(await get("/favorite/type/list", t))).toEqual([]);
    expect(await ids(t)).toEqual([]);
    expect(ok(await get("/favorite/list", t, { type: "CONTACT" }))).toEqual([]);
    await portal.db.kysely.updateTable("users").set({ blocked: 0 }).where("id", "=", dir.people.wholesaler).execute();
    expect(await ids(t)).toEqual([wholesaler]);
    ok(await update(t, { type: "CONTACT", objectId: wholesaler, favorite: false }));
  });
  it("keeps guide articles (WIKI_GUIDE) next to contacts: one type list, separate lists, the same calls", async () => {
    const t = dir.tokens.employee;
    const admin = dir.tokens.admin;
    const section = ok(
      await api(server, "POST", "/wiki/guide/categories/create-top", { token: admin, body: { name: "Справочник магазина" } }),
    ).id;
    const article = ok(
      await api(server, "POST", "/wiki/guide/create", {
        token: admin,
        body: { name: "Телефоны магазина", categoryId: section, contentNewEditor: "<p>Звоните</p>" },
      }),
    ).id;
    const card = await cardOf(portal, dir.people.seller1);
    ok(await update(t, { type: "CONTACT", objectId: card, favorite: true }));
    expect(ok(await update(t, { type: "WIKI_GUIDE", objectId: article, favorite: true })).message).toBe(ADDED);
    expect(ok(await get("/favorite/type/list", t))).toEqual([
      { type: "CONTACT", name: "Контакты", count: 1 },
      { type: "WIKI_GUIDE", name: "Гид по компании", count: 1 },
    ]);
    expect(ok(await get("/favorite/ids-list", t, { type: "WIKI_GUIDE" }))).toEqual([article]);
    expect(await ids(t)).toEqual([card]);
    expect(ok(await get("/favorite/list", t, { type: "WIKI_GUIDE" })).map((a: { name: string }) => a.name)).toEqual(["Телефоны магазина"]);
    // Deleting the article (to the archive) takes it out of the lists.
    ok(await api(server, "POST", "/wiki/guide/delete", { token: admin, body: { id: article } }));
    expect(ok(await get("/favorite/type/list", t))).toEqual([{ type: "CONTACT", name: "Контакты", count: 1 }]);
    refused(await update(t, { type: "WIKI_GUIDE", objectId: article, favorite: true }), "Статья гида не найдена");
    ok(await update(t, { type: "CONTACT", objectId: card, favorite: false }));
  });
});
