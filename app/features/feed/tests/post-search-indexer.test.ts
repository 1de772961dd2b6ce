// The feed's POST index in the portal search (issue #16 points 1, 3, 5): every write that changes what it
// holds (a published post created, edited, deleted, restored; the schedule's pass; an accepted offer) writes
// POST_CHANGED {ids} in its own transaction, other writes none; load() gives what the engine indexes
// (published posts not deleted, with their group), scope() is the groups' rule as a subquery, present()
// the spec's fields of what the reader may open, target() the page a post opens. SQLite and PostgreSQL.
// Found through GET /search-v2/find: post-search.test.ts.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { actingAs, type SignedIn } from "~/platform/actor";
import type { SearchIndexer, SearchScope } from "~/platform/feature";
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
import { feedFeature } from "../index.server";
import { POST_CHANGED, postSearchTarget } from "../server/search-indexer.server";
import { openFeed, type FeedPeople, type Who } from "./fixture";

const TYPES = [POST_CHANGED];
const ROLES: Record<Who, string[]> = { employee: [], other: [], editor: ["ROLE_EDIT_NEWS"], admin: ["ROLE_ADMINISTRATOR"] };
const PLANNED = "2026-11-22T12:00:00.000Z";

describe.each(await dialects())("the feed's POST search indexer on %s", (dialect) => {
  let portal: TestPortal;
  let server: TestServer;
  let f: FeedPeople;
  let indexer: SearchIndexer;
  let world: IndexerWorld;
  const actor = (who: Who): SignedIn => actingAs(f.people[who].id, ROLES[who]);
  const db = () => portal.db.kysely;
  const feed = () => portal.services.feed;
  const payloads = (events: { payload: unknown }[]) => events.map((e) => e.payload);

  /** Groups: «Бег» open, «Склад» closed; the employee runs both, «other» belongs to none. */
  const g = { open: 0, closed: 0 };
  const news = (title: string, text = "Текст новости") => feed().create(actor("editor"), { title, text });
  const inGroup = (groupId: number, title: string, text = "Текст публикации") => feed().create(actor("employee"), { groupId, title, text });
  const deferred = (title: string) => feed().createDelayed(actor("editor"), { title, text: "Скоро", plannedPublishDate: PLANNED });
  const offer = (title: string) => feed().offer(actor("other"), { title, text: "Предлагаю" });

  beforeAll(async () => {
    ({ portal, server, f } = await openFeed(dialect));
    indexer = feedFeature.searchIndexers!(portal.services).find((i) => i.indexName === "POST")!;
    world = { portal, indexer, employee: actor("employee"), editor: actor("editor"), admin: actor("admin") };
    const group = async (name: string, configClose: boolean) =>
      (ok(await f.post("employee", "/groups/create", { name, description: "", configClose })) as { id: number }).id;
    g.open = await group("Бег", false);
    g.closed = await group("Склад", true);
  });
  afterAll(async () => {
    await server?.close();
    await portal?.dispose();
  });

  itKeepsTheIndexerContract(() => world, { block: { header: "Публикации", order: 10 }, eventType: POST_CHANGED, scoped: true });

  it("writes POST_CHANGED for a published post created, edited, deleted and restored, in news and in a group", async () => {
    let id = 0;
    const created = await eventsOf(db(), TYPES, async () => {
      id = (await news("Открытие магазина")).id;
    });
    expect(created).toEqual([{ type: POST_CHANGED, payload: { ids: [id] }, createdAt: portal.clock.now().toISOString() }]);
    expect(
      payloads(await eventsOf(db(), TYPES, () => feed().update(actor("editor"), { id, title: "Открытие", text: "Новый текст" }))),
    ).toEqual([{ ids: [id] }]);
    expect(payloads(await eventsOf(db(), TYPES, () => feed().remove(actor("editor"), { id })))).toEqual([{ ids: [id] }]);
    expect(payloads(await eventsOf(db(), TYPES, () => feed().recover(actor("editor"), { id })))).toEqual([{ ids: [id] }]);
    let groupPost = 0;
    const inClosed = await eventsOf(db(), TYPES, async () => {
      groupPost = (await inGroup(g.closed, "Инвентаризация")).id;
    });
    expect(payloads(inClosed)).toEqual([{ ids: [groupPost] }]);
  });

  it("writes none for a deferred post or an offer until it is published: the schedule's pass names what it publishes, an accepted offer itself", async () => {
    let later = 0;
    let suggested = 0;
    let rejected = 0;
    expect(
      await eventsOf(db(), TYPES, async () => {
        later = (await deferred("Отложенная")).id;
        suggested = (await offer("Предложенная")).id;
        rejected = (await offer("Отклонённая")).id;
      }),
    ).toEqual([]);
    const another = (await deferred("Ещё отложенная")).id;
    // Before its date the pass publishes nothing and writes nothing.
    expect(await eventsOf(db(), TYPES, () => feed().publishDue(new Date("2026-11-22T11:59:00.000Z")))).toEqual([]);
    const due = new Date("2026-11-22T12:00:30.000Z");
    let published: number[] = [];
    const pass = await eventsOf(db(), TYPES, async () => {
      published = await feed().publishDue(due);
    });
    expect([...published].sort((a, b) => a - b)).toEqual([later, another]);
    expect(pass).toEqual([{ type: POST_CHANGED, payload: { ids: [later, another] }, createdAt: due.toISOString() }]);
    expect(payloads(await eventsOf(db(), TYPES, () => feed().publishOffer(actor("editor"), { id: suggested })))).toEqual([
      { ids: [suggested] },
    ]);
    expect(await eventsOf(db(), TYPES, () => feed().rejectOffer(actor("editor"), { id: rejected, reason: "Не по теме" }))).toEqual([]);
  });

  it("writes none for what the index does not hold: pins, likes, views, comments, refused writes", async () => {
    const { id } = await news("Закрепляемая");
    const quiet: (() => Promise<unknown>)[] = [
      () => feed().setFixed(actor("editor"), { id }),
      () => feed().like(actor("employee"), { postId: id, like: true }),
      () => feed().addView(actor("employee"), { postId: id }),
      () => portal.services.postComments.create(actor("employee"), { postId: id, note: "Отлично", notifyUserIds: [] }),
      () =>
        feed()
          .remove(actor("other"), { id })
          .catch(() => null),
      () =>
        feed()
          .create(actor("other"), { title: "Без права", text: "Нельзя" })
          .catch(() => null),
    ];
    for (const write of quiet) expect(await eventsOf(db(), TYPES, write)).toEqual([]);
  });

  it("writes each event in its write's own transaction: refused, the write changes nothing", async () => {
    const { id } = await news("Атомарная");
    const planned = (await deferred("Атомарная отложенная")).id;
    const suggested = (await offer("Атомарное предложение")).id;
    const state = async () => ({
      posts: await db().selectFrom("posts").select(["id", "title", "text", "status", "is_delete", "version"]).orderBy("id").execute(),
      events: (await db().selectFrom("events").select("id").execute()).length,
    });
    const writes: [string, () => Promise<unknown>][] = [
      ["create", () => news("Не появится")],
      ["create in a group", () => inGroup(g.open, "Не появится")],
      ["update", () => feed().update(actor("editor"), { id, title: "Изменена", text: "Нет" })],
      ["delete", () => feed().remove(actor("editor"), { id })],
      ["publish an offer", () => feed().publishOffer(actor("editor"), { id: suggested })],
      ["the schedule's pass", () => feed().publishDue(new Date("2026-11-23T00:00:00.000Z"))],
    ];
    const before = await state();
    await whileRefusingEvents(portal, POST_CHANGED, async () => {
      for (const [what, write] of writes) {
        await expect(write(), what).rejects.toThrow(REFUSED_BY_THE_TEST);
        expect(await state(), what).toEqual(before);
      }
    });
    // A restore too: deleted first, while the event can be written.
    await feed().remove(actor("editor"), { id });
    const deleted = await state();
    await whileRefusingEvents(portal, POST_CHANGED, async () => {
      await expect(feed().recover(actor("editor"), { id })).rejects.toThrow(REFUSED_BY_THE_TEST);
      expect(await state()).toEqual(deleted);
    });
    // Once the event can be written the same pass publishes the post.
    expect(await feed().publishDue(new Date("2026-11-23T00:00:00.000Z"))).toContain(planned);
  });

  it("loads published posts not deleted, each with its group, title, text and publish date", async () => {
    const shown = await news("Новогодний корпоратив", "Ёлка в холле, <b>подарки</b> детям.");
    const untitled = await feed().create(actor("editor"), { text: "Без заголовка" });
    const grouped = await inGroup(g.closed, "Учёт на складе");
    const gone = await news("Удалённая");
    await feed().remove(actor("editor"), { id: gone.id });
    const later = await deferred("Ещё не опубликована");
    const suggested = await offer("Ещё не рассмотрена");
    const documents = await indexer.load(db(), [later.id, grouped.id, gone.id, suggested.id, shown.id, 987_654, untitled.id, shown.id]);
    expect(documents).toEqual([
      {
        objectId: shown.id,
        scopeId: null,
        title: "Новогодний корпоратив",
        body: "Ёлка в холле, <b>подарки</b> детям.",
        freshAt: shown.publishDate,
      },
      { objectId: untitled.id, scopeId: null, title: "", body: "Без заголовка", freshAt: untitled.publishDate },
      { objectId: grouped.id, scopeId: g.closed, title: "Учёт на складе", body: "Текст публикации", freshAt: grouped.publishDate },
    ]);
    expect(await indexer.load(db(), [])).toEqual([]);
  });

  it("pages every published post not deleted in id order for a rebuild", async () => {
    const belonging = (
      await db().selectFrom("posts").select("id").where("status", "=", "PUBLISHED").where("is_delete", "=", 0).orderBy("id").execute()
    ).map((r) => r.id);
    const others = await db()
      .selectFrom("posts")
      .select("id")
      .where((eb) => eb.or([eb("status", "<>", "PUBLISHED"), eb("is_delete", "=", 1)]))
      .execute();
    expect(belonging.length).toBeGreaterThan(4);
    expect(others.length).toBeGreaterThan(0);
    expect(await pagedIds(indexer, db(), 3)).toEqual(belonging);
  });

  it("scopes a reader to company news and the groups she reads, by the groups' rule as a subquery", async () => {
    for (const who of ["employee", "other", "editor", "admin"] as const) {
      const scope = (await indexer.scope(actor(who))) as Exclude<SearchScope, "all">;
      expect(scope.allowNullScope, who).toBe(true);
      // A subquery of the search's statement, not a list read beforehand: joining a group needs no reindex.
      expect(Array.isArray(scope.scopeIds), who).toBe(false);
    }
  });

  it("presents the spec's fields in the order asked, only posts the reader may open", async () => {
    const first = await news("Первая новость", "Текст первой");
    const open = await inGroup(g.open, "Пробежка в субботу", "Сбор у входа");
    const closed = await inGroup(g.closed, "Ревизия", "Только для склада");
    const later = await deferred("Не вышла");
    const asked = [closed.id, 987_654, later.id, open.id, first.id];
    expect(await indexer.present(actor("employee"), asked)).toEqual([
      {
        id: closed.id,
        title: "Ревизия",
        text: "Только для склада",
        publishDate: closed.publishDate,
        groupId: g.closed,
        groupName: "Склад",
      },
      { id: open.id, title: "Пробежка в субботу", text: "Сбор у входа", publishDate: open.publishDate, groupId: g.open, groupName: "Бег" },
      { id: first.id, title: "Первая новость", text: "Текст первой", publishDate: first.publishDate, groupId: null, groupName: null },
    ]);
    // A closed group's post only to its readers (administrators read every group); deferred posts to no one.
    expect(((await indexer.present(actor("other"), asked)) as { id: number }[]).map((o) => o.id)).toEqual([open.id, first.id]);
    expect(((await indexer.present(actor("admin"), asked)) as { id: number }[]).map((o) => o.id)).toEqual([closed.id, open.id, first.id]);
    expect(await indexer.present(actor("editor"), [later.id])).toEqual([]);
    expect(await indexer.present(actor("editor"), [])).toEqual([]);
  });

  it("opens a group's post in its group and company news at /news, the news for an object it did not present", () => {
    expect(indexer.target({ id: 7, groupId: 3 })).toBe("/group/3/7");
    expect(indexer.target({ id: 7, groupId: null })).toBe("/news/7");
    expect(postSearchTarget({ id: 7 })).toBe("/news/7");
    expect(postSearchTarget({ id: "7", groupId: 3 })).toBe("/news");
    expect(postSearchTarget({ id: 7, groupId: "3" })).toBe("/news/7");
    expect(postSearchTarget(null)).toBe("/news");
  });
});
