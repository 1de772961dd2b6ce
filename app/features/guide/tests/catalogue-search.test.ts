// The guide's tags in the portal search (issue #16, TAG on the engine), on SQLite and PostgreSQL: an article
// saved with a new tag writes TAG_CHANGED in its own transaction, the tag is found once the outbox delivers
// it, and only by those who read an article carrying it (before the total).
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { actingAs, type SignedIn } from "~/platform/actor";
import { createPerson, createTestPortal, dialects, type TestPortal } from "../../../../tests/helpers/portal";
import { eventsOf, failureWithoutOutbox } from "../../../../tests/helpers/indexer-events";
import { TAG_CHANGED } from "../server/catalogue-index.server";

describe.each(await dialects())("the guide's tags in the portal search on %s", (dialect) => {
  let portal: TestPortal;
  let editor: SignedIn;
  let reader: SignedIn;
  let open: number;
  let closed: number;

  const tags = async (who: SignedIn, query: string) => {
    const found = await portal.services.search.find(who, { query, indexName: "TAG" });
    return { total: found.total, names: found.objects.map((o) => (o as { name: string }).name) };
  };
  const article = (categoryId: number, name: string, tagValues: string[]) =>
    portal.services.guide.createArticle(editor, { name, categoryId, contentNewEditor: "<p>Текст</p>", tags: tagValues });

  beforeAll(async () => {
    portal = await createTestPortal(dialect);
    const editorId = (await createPerson(portal, { surname: "Гидова" })).id;
    editor = actingAs(editorId, ["ROLE_UPDATE_WIKI_GUIDE_TOP_CATEGORY"]);
    reader = actingAs((await createPerson(portal, { surname: "Читалова" })).id);
    open = (await portal.services.guide.createSection(editor, { name: "Склад" })).id;
    closed = (await portal.services.guide.createSection(editor, { name: "Для кладовщиков", userIds: [editorId] })).id;
  });
  afterAll(async () => {
    await portal?.dispose();
  });

  it("writes TAG_CHANGED for the new tags of a save only, and finds them after delivery", async () => {
    await article(open, "Приёмка", ["приёмка товара"]);
    const events = await eventsOf(portal.db.kysely, [TAG_CHANGED], () =>
      article(open, "Инвентаризация", ["приёмка товара", "инвентаризация"]),
    );
    const created = await portal.db.kysely.selectFrom("tags").select("id").where("value", "=", "инвентаризация").executeTakeFirstOrThrow();
    expect(events.map((e) => e.payload)).toEqual([{ ids: [created.id] }]);
    expect((await tags(reader, "инвентаризации")).total).toBe(0);
    await portal.outbox.deliver();
    expect((await tags(reader, "инвентаризации")).names).toEqual(["инвентаризация"]);
    // The other layout and a typo, as for every index of the engine.
    expect((await tags(reader, "bydtynfhbpfwbz")).names).toEqual(["инвентаризация"]);
    expect((await tags(reader, "инвинтаризация")).names).toEqual(["инвентаризация"]);
  });

  it("writes the tag's event in the save's own transaction: no outbox, no article, no tag", async () => {
    expect(await failureWithoutOutbox(portal, () => article(open, "Пересорт", ["пересорт"]))).toBeInstanceOf(Error);
    expect(await portal.db.kysely.selectFrom("tags").select("id").where("value", "=", "пересорт").executeTakeFirst()).toBeUndefined();
  });

  it("finds a tag only for those who read an article carrying it, before the total", async () => {
    await article(closed, "Ревизия", ["ревизия склада"]);
    await portal.outbox.deliver();
    expect(await tags(reader, "ревизия")).toEqual({ total: 0, names: [] });
    expect(await tags(editor, "ревизия")).toEqual({ total: 1, names: ["ревизия склада"] });
  });
});
