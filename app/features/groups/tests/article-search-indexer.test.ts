// The group articles' ARTICLE index in the portal search (issue #16 points 1, 3, 5): every write that changes
// what it holds (an article created, saved, published, taken back to a draft, deleted; its group deleted)
// writes GROUP_ARTICLE_CHANGED {ids} in its own transaction, other writes none; load() gives what the engine
// indexes (published articles of groups not deleted, with their group), scope() is the groups' rule as a
// subquery, present() the spec's fields of what the reader may open, target() the article's page. SQLite and
// PostgreSQL. Found through GET /search-v2/find: articles-api.test.ts.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { actingAs, type SignedIn } from "~/platform/actor";
import type { SearchIndexer, SearchScope } from "~/platform/feature";
import { parseInput } from "~/platform/validate";
import { dialects, type TestPortal } from "../../../../tests/helpers/portal";
import type { TestServer } from "../../../../tests/helpers/http";
import { ok } from "../../../../tests/helpers/envelope";
import {
  eventsOf,
  itKeepsTheIndexerContract,
  pagedIds,
  REFUSED_BY_THE_TEST,
  whileRefusingEvents,
  type IndexerWorld,
} from "../../../../tests/helpers/indexer-events";
import { groupsFeature } from "../index.server";
import { createArticleSchema, editArticleSchema } from "../schema-articles";
import { articleSearchTarget, GROUP_ARTICLE_CHANGED } from "../server/search-indexer.server";
import { openArticles, type ArticlePeople, type Who } from "./articles-fixture";

const TYPES = [GROUP_ARTICLE_CHANGED];

describe.each(await dialects())("the group articles' ARTICLE search indexer on %s", (dialect) => {
  let portal: TestPortal;
  let server: TestServer;
  let a: ArticlePeople;
  let indexer: SearchIndexer;
  let world: IndexerWorld;
  const actor = (who: Who): SignedIn => actingAs(a.people[who].id, who === "admin" ? ["ROLE_ADMINISTRATOR"] : []);
  const db = () => portal.db.kysely;
  const articles = () => portal.services.groupArticles;
  const payloads = (events: { payload: unknown }[]) => events.map((e) => e.payload);
  const body = (name: string, extra: Record<string, unknown> = {}) => ({ name, contentNewEditor: `<p>${name}</p>`, ...extra });
  const create = (who: Who, groupId: number, name: string, extra: Record<string, unknown> = {}) =>
    articles().create(actor(who), parseInput(createArticleSchema, { groupId, ...body(name, extra) }));
  const edit = (who: Who, id: number, name: string, extra: Record<string, unknown> = {}) =>
    articles().edit(actor(who), parseInput(editArticleSchema, { id, ...body(name, extra) }));
  const group = async (name: string) => (ok(await a.post("manager", "/groups/create", { name, description: "" })) as { id: number }).id;

  beforeAll(async () => {
    ({ portal, server, a } = await openArticles(dialect));
    indexer = groupsFeature.searchIndexers!(portal.services).find((i) => i.indexName === "ARTICLE")!;
    world = { portal, indexer, employee: actor("outsider"), editor: actor("manager"), admin: actor("admin") };
  });
  afterAll(async () => {
    await server?.close();
    await portal?.dispose();
  });

  itKeepsTheIndexerContract(() => world, { block: { header: "Статьи", order: 9 }, eventType: GROUP_ARTICLE_CHANGED, scoped: true });

  it("writes GROUP_ARTICLE_CHANGED for an article created, saved, taken back to a draft, published and deleted", async () => {
    const { open } = a.groups;
    let id = 0;
    const created = await eventsOf(db(), TYPES, async () => {
      id = (await create("member", open, "Разминка")).id;
    });
    expect(created).toEqual([{ type: GROUP_ARTICLE_CHANGED, payload: { ids: [id] }, createdAt: portal.clock.now().toISOString() }]);
    expect(payloads(await eventsOf(db(), TYPES, () => edit("member", id, "Разминка перед бегом")))).toEqual([{ ids: [id] }]);
    expect(payloads(await eventsOf(db(), TYPES, () => edit("manager", id, "Разминка", { status: "DRAFT" })))).toEqual([{ ids: [id] }]);
    expect(payloads(await eventsOf(db(), TYPES, () => edit("member", id, "Разминка", { status: "PUBLISH" })))).toEqual([{ ids: [id] }]);
    expect(payloads(await eventsOf(db(), TYPES, () => articles().remove(actor("member"), { id })))).toEqual([{ ids: [id] }]);
  });

  it("names a deleted group's published articles in one event, and none for a group without them", async () => {
    const doomed = await group("Распускаемая группа");
    const first = (await create("manager", doomed, "Первая")).id;
    const second = (await create("manager", doomed, "Вторая")).id;
    await create("manager", doomed, "Черновик", { status: "DRAFT" });
    const outside = (await create("manager", a.groups.open, "Чужая")).id;
    const events = await eventsOf(db(), TYPES, () =>
      portal.services.groups.remove(actor("manager"), { id: doomed, name: "Распускаемая группа" }),
    );
    expect(payloads(events)).toEqual([{ ids: [first, second].sort((x, y) => x - y) }]);
    expect(payloads(events)).not.toContainEqual({ ids: expect.arrayContaining([outside]) });
    const empty = await group("Пустая группа");
    expect(
      await eventsOf(db(), TYPES, () => portal.services.groups.remove(actor("manager"), { id: empty, name: "Пустая группа" })),
    ).toEqual([]);
  });

  it("writes none for what the index does not hold: joining, leaving, renaming or closing a group, refused writes", async () => {
    const { open, other } = a.groups;
    const id = (await create("member", open, "Тихая")).id;
    const quiet: (() => Promise<unknown>)[] = [
      () => a.post("outsider", "/groups/subscribe", { groupId: other }),
      () => a.post("outsider", "/groups/unsubscribe", { groupId: other }),
      () => a.post("manager", "/groups/update", { id: other, name: "Фотоклуб", description: "", configClose: true, messagesEnabled: true }),
      () => edit("outsider", id, "Чужая правка").catch(() => null),
      () =>
        articles()
          .remove(actor("outsider"), { id })
          .catch(() => null),
      () => create("outsider", open, "Без членства").catch(() => null),
    ];
    for (const write of quiet) expect(await eventsOf(db(), TYPES, write)).toEqual([]);
  });

  it("writes each event in its write's own transaction: refused, the write changes nothing", async () => {
    const doomed = await group("Атомарная группа");
    const id = (await create("manager", doomed, "Атомарная статья")).id;
    const state = async () => ({
      articles: await db().selectFrom("group_articles").select(["id", "name", "status", "version"]).orderBy("id").execute(),
      groups: await db().selectFrom("groups").select(["id", "is_delete"]).orderBy("id").execute(),
      events: (await db().selectFrom("events").select("id").execute()).length,
    });
    const writes: [string, () => Promise<unknown>][] = [
      ["create", () => create("manager", doomed, "Не появится")],
      ["save", () => edit("manager", id, "Изменена")],
      ["draft", () => edit("manager", id, "Атомарная статья", { status: "DRAFT" })],
      ["delete", () => articles().remove(actor("manager"), { id })],
      ["group delete", () => portal.services.groups.remove(actor("manager"), { id: doomed, name: "Атомарная группа" })],
    ];
    const before = await state();
    await whileRefusingEvents(portal, GROUP_ARTICLE_CHANGED, async () => {
      for (const [what, write] of writes) {
        await expect(write(), what).rejects.toThrow(REFUSED_BY_THE_TEST);
        expect(await state(), what).toEqual(before);
      }
    });
    await articles().remove(actor("manager"), { id });
    expect((await state()).articles.map((r) => r.id)).not.toContain(id);
  });

  it("loads published articles of groups not deleted, each with its group, name, HTML body and creation date", async () => {
    const { closed } = a.groups;
    const doomed = await group("Исчезнувшая группа");
    const shown = await create("member", closed, "Выкладка к сезону", {
      contentNewEditor: "<h2>Что нового</h2><p>Ёлочные <b>игрушки</b>.</p>",
    });
    const draft = await create("member", closed, "Черновик выкладки", { status: "DRAFT" });
    const gone = await create("manager", doomed, "Без группы");
    // Its group is gone (the delete call would have written the event): the group decides.
    await db().updateTable("groups").set({ is_delete: 1 }).where("id", "=", doomed).execute();
    const documents = await indexer.load(db(), [gone.id, draft.id, 987_654, shown.id, shown.id]);
    expect(documents).toEqual([
      {
        objectId: shown.id,
        scopeId: closed,
        title: "Выкладка к сезону",
        body: "<h2>Что нового</h2><p>Ёлочные <b>игрушки</b>.</p>",
        freshAt: shown.createDate,
      },
    ]);
    expect(await indexer.load(db(), [])).toEqual([]);
  });

  it("pages every published article of a group not deleted in id order for a rebuild", async () => {
    const belonging = (
      await db()
        .selectFrom("group_articles as a")
        .innerJoin("groups as g", "g.id", "a.group_id")
        .select("a.id")
        .where("a.status", "=", "PUBLISH")
        .where("g.is_delete", "=", 0)
        .orderBy("a.id")
        .execute()
    ).map((r) => r.id);
    const all = await db().selectFrom("group_articles").select("id").execute();
    expect(belonging.length).toBeGreaterThan(2);
    expect(all.length).toBeGreaterThan(belonging.length);
    expect(await pagedIds(indexer, db(), 2)).toEqual(belonging);
  });

  it("scopes a reader to the groups she reads by the groups' rule as a subquery, never to items without a group", async () => {
    for (const who of ["outsider", "member", "manager", "admin"] as const) {
      const scope = (await indexer.scope(actor(who))) as Exclude<SearchScope, "all">;
      expect(scope.allowNullScope, who).toBe(false);
      expect(Array.isArray(scope.scopeIds), who).toBe(false);
    }
  });

  it("presents the spec's fields in the order asked, only articles the reader may open", async () => {
    const { open, closed } = a.groups;
    const openOne = await create("member", open, "Интервалы", { contentNewEditor: `<p>${"Бег отрезками. ".repeat(30)}</p>` });
    const closedOne = await create("member", closed, "Ревизия стеллажей");
    const draft = await create("member", open, "Недописанная", { status: "DRAFT" });
    const asked = [closedOne.id, 987_654, draft.id, openOne.id];
    const presented = (await indexer.present(actor("member"), asked)) as { id: number; text: string }[];
    expect(presented).toEqual([
      {
        id: closedOne.id,
        name: "Ревизия стеллажей",
        groupId: closed,
        groupName: "Магазин на Невском",
        createDate: closedOne.createDate,
        text: "Ревизия стеллажей",
      },
      {
        id: openOne.id,
        name: "Интервалы",
        groupId: open,
        groupName: "Бег и ЗОЖ",
        createDate: openOne.createDate,
        text: expect.any(String),
      },
    ]);
    expect(presented[1]!.text.length).toBeLessThanOrEqual(200);
    expect(presented[1]!.text).toMatch(/^Бег отрезками\./);
    // A closed group's article only to its readers (administrators read every group); drafts to no one.
    expect(((await indexer.present(actor("outsider"), asked)) as { id: number }[]).map((o) => o.id)).toEqual([openOne.id]);
    expect(((await indexer.present(actor("admin"), asked)) as { id: number }[]).map((o) => o.id)).toEqual([closedOne.id, openOne.id]);
    expect(await indexer.present(actor("manager"), [draft.id])).toEqual([]);
    expect(await indexer.present(actor("member"), [])).toEqual([]);
  });

  it("opens the article's page in its group, the groups' list for an object it did not present", () => {
    expect(indexer.target({ id: 7, groupId: 3 })).toBe("/group/3/article/7");
    expect(articleSearchTarget({ id: 7 })).toBe("/group");
    expect(articleSearchTarget({ id: "7", groupId: 3 })).toBe("/group");
    expect(articleSearchTarget(null)).toBe("/group");
  });
});
