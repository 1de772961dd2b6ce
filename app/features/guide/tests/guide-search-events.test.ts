// The guide's search events (issue #16 point 5): every write that changes what the WIKI_GUIDE index holds
// writes GUIDE_ARTICLE_CHANGED {ids} in its own transaction, on SQLite and PostgreSQL. What the index then
// holds and shows: guide-search-indexer.test.ts.
import { sql } from "kysely";
import { beforeAll, describe, expect, it } from "vitest";
import { dialects, type TestPortal } from "../../../../tests/helpers/portal";
import { ok } from "../../../../tests/helpers/envelope";
import { actingAs } from "~/platform/actor";
import { idsOfEvent } from "~/platform/events.server";
import { eventsAfter, lastEventId } from "../../../../tests/helpers/indexer-events";
import type { GuideWorld } from "./guide-fixture";
import { C, guideApiSuite } from "./guide-api-suite";

describe.each(await dialects())("Guide search events on %s", (dialect) => {
  const suite = guideApiSuite(dialect);
  const { post, top, child, article } = suite;
  let portal: TestPortal;
  let w: GuideWorld;
  beforeAll(() => ({ portal, w } = suite.current()));
  const db = () => portal.db.kysely;

  /** The GUIDE_ARTICLE_CHANGED payloads written since the last call, oldest first. */
  let seen = 0;
  const newEvents = async () => {
    const events = await eventsAfter(db(), seen, ["GUIDE_ARTICLE_CHANGED"]);
    seen = await lastEventId(db());
    return events.map((e) => e.payload);
  };
  const save = (id: number, categoryId: number, extra: Record<string, unknown> = {}) =>
    post("guideEditor", "/wiki/guide/update", { id, name: "Статья", categoryId, contentNewEditor: "<p>Текст</p>", ...extra });

  it("names the article on create (published or draft), save, publish, move, delete to the archive, unarchive, restore", async () => {
    const root = await top("События");
    const other = await top("Другой раздел");
    await newEvents();
    const id = await article(root, "Статья");
    expect(await newEvents()).toEqual([{ ids: [id] }]);
    const draft = await article(root, "Черновик", { status: "DRAFT" });
    expect(await newEvents()).toEqual([{ ids: [draft] }]);
    ok(await save(draft, root, { status: "PUBLISHED" }));
    // The publish keeps its own event for the notifications beside the search's.
    expect(await newEvents()).toEqual([{ ids: [draft] }]);
    const published = await db().selectFrom("events").select("payload").where("type", "=", "GUIDE_ARTICLE_PUBLISHED").execute();
    expect(published.filter((e) => (JSON.parse(e.payload) as { articleId: number }).articleId === draft)).toHaveLength(1);
    ok(await save(id, root, { contentNewEditor: "<p>Новый текст</p>" }));
    expect(await newEvents()).toEqual([{ ids: [id] }]);
    ok(await save(id, other));
    expect(await newEvents()).toEqual([{ ids: [id] }]);
    // To the archive (the spec's delete), back as a draft, or back by a save with a status.
    ok(await post("guideEditor", "/wiki/guide/delete", { id }));
    expect(await newEvents()).toEqual([{ ids: [id] }]);
    ok(await post("guideEditor", "/wiki/guide/unarchive", { id }));
    expect(await newEvents()).toEqual([{ ids: [id] }]);
    ok(await post("guideEditor", "/wiki/guide/delete", { id }));
    await newEvents();
    ok(await save(id, other, { status: "PUBLISHED" }));
    expect(await newEvents()).toEqual([{ ids: [id] }]);
    ok(await post("guideEditor", "/wiki/guide/restore", { id, version: 1 }));
    expect(await newEvents()).toEqual([{ ids: [id] }]);
  });

  it("names every article of a deleted section's subtree, drafts and archive included; nothing for none", async () => {
    const root = await top("Удаляемый раздел");
    const sub = await child(root, "Подраздел");
    const deep = await child(sub, "Глубже");
    const kept = await top("Остаётся");
    const ids = [
      await article(root, "Первая"),
      await article(sub, "Вторая", { status: "DRAFT" }),
      await article(deep, "Третья"),
      await article(deep, "Четвёртая"),
    ];
    ok(await post("guideEditor", "/wiki/guide/delete", { id: ids[3] }));
    const outside = await article(kept, "Чужая");
    await newEvents();
    ok(await post("guideEditor", `${C}/delete`, { id: root }));
    const events = await newEvents();
    expect(events).toEqual([{ ids: [...ids].sort((a, b) => a - b) }]);
    expect(idsOfEvent(events[0])).not.toContain(outside);
    const empty = await top("Пустой раздел");
    await newEvents();
    ok(await post("guideEditor", `${C}/delete`, { id: empty }));
    expect(await newEvents()).toEqual([]);
  });

  it("writes none for what changes nothing the index holds: order, a section's name or access list", async () => {
    const root = await top("Порядок");
    const first = await article(root, "Первая");
    const second = await article(root, "Вторая");
    await newEvents();
    ok(await post("guideEditor", "/wiki/guide/sort", { sortIdList: [second, first] }));
    ok(await post("guideEditor", `${C}/sort`, { sortIdList: [root] }));
    ok(await post("guideEditor", `${C}/edit-top`, { id: root, name: "Порядок статей", departmentIds: [w.departments.warehouse] }));
    expect(await newEvents()).toEqual([]);
  });

  describe("in the transaction of the write", () => {
    const editor = () => actingAs(w.ids.guideEditor, ["ROLE_UPDATE_WIKI_GUIDE_TOP_CATEGORY"]);
    // A trigger refuses the event's insert: a write whose event is part of its transaction then changes nothing.
    const refuseEvents = async () => {
      if (dialect === "sqlite") {
        await sql`create trigger refuse_guide_changed before insert on events when new.type = 'GUIDE_ARTICLE_CHANGED'
          begin select raise(abort, 'refused by the test'); end`.execute(db());
      } else {
        await sql`create function refuse_guide_changed() returns trigger language plpgsql as $$
          begin if new.type = 'GUIDE_ARTICLE_CHANGED' then raise exception 'refused by the test'; end if; return new; end $$`.execute(db());
        await sql`create trigger refuse_guide_changed before insert on events for each row execute function refuse_guide_changed()`.execute(
          db(),
        );
      }
    };
    const allowEvents = async () => {
      if (dialect === "sqlite") await sql`drop trigger refuse_guide_changed`.execute(db());
      else {
        await sql`drop trigger refuse_guide_changed on events`.execute(db());
        await sql`drop function refuse_guide_changed()`.execute(db());
      }
    };
    const state = async () => ({
      articles: await db()
        .selectFrom("guide_articles")
        .select(["id", "name", "status", "section_id", "updated_at", "version"])
        .orderBy("id")
        .execute(),
      sections: await db().selectFrom("guide_sections").select(["id", "is_deleted"]).orderBy("id").execute(),
      events: (await db().selectFrom("events").select("id").execute()).length,
    });

    it("rolls every kind of write back when its event cannot be written", async () => {
      const root = await top("Откат");
      const other = await top("Откат, другой");
      const sub = await child(root, "Откат, подраздел");
      const id = await article(root, "Опубликована");
      const archived = await article(sub, "В архиве");
      ok(await post("guideEditor", "/wiki/guide/delete", { id: archived }));
      const fields = { name: "Правка", contentNewEditor: "<p>Правка</p>" };
      const guide = portal.services.guide;
      const writes: [string, () => Promise<unknown>][] = [
        ["create", () => guide.createArticle(editor(), { ...fields, categoryId: root })],
        ["save", () => guide.updateArticle(editor(), { ...fields, id, categoryId: root })],
        ["move", () => guide.updateArticle(editor(), { ...fields, id, categoryId: other })],
        ["draft", () => guide.updateArticle(editor(), { ...fields, id, categoryId: root, status: "DRAFT" })],
        ["delete", () => guide.deleteArticle(editor(), { id })],
        ["unarchive", () => guide.unarchiveArticle(editor(), { id: archived })],
        ["restore", () => guide.restoreVersion(editor(), { id, version: 1 })],
        ["section delete", () => guide.deleteSection(editor(), { id: root })],
      ];
      const before = await state();
      await refuseEvents();
      try {
        for (const [what, write] of writes) {
          await expect(write(), what).rejects.toThrow(/refused by the test/);
          expect(await state(), what).toEqual(before);
        }
      } finally {
        await allowEvents();
      }
      // The same writes go through once the event can be written.
      await guide.deleteArticle(editor(), { id });
      expect((await state()).articles.find((a) => a.id === id)?.status).toBe("ARCHIVE");
    });
  });
});
