// Contract tests of the company guide's publish event (notifications to the article's roles) and of
// favourite articles: what a JSON client sees on SQLite and PostgreSQL. Articles: guide-articles.test.ts.
// (Split from guide-articles.test.ts to keep each file one subject.)
import { beforeAll, describe, expect, it } from "vitest";
import { dialects, type TestPortal } from "../../../../tests/helpers/portal";
import { ok, refused } from "../../../../tests/helpers/envelope";
import type { GuideWorld } from "./guide-fixture";
import { C, guideApiSuite } from "./guide-api-suite";

describe.each(await dialects())("Company guide API on %s", (dialect) => {
  const suite = guideApiSuite(dialect);
  const { get, post, top, child, article } = suite;
  let portal: TestPortal;
  let w: GuideWorld;
  beforeAll(() => ({ portal, w } = suite.current()));

  describe("publish events and notifications", () => {
    const db = () => portal.db.kysely;
    const notified = async (articleId: number) =>
      (
        await db()
          .selectFrom("notifications")
          .select("user_id")
          .where("type", "=", "WIKI_GUIDE")
          .where("object_id", "=", articleId)
          .orderBy("user_id")
          .execute()
      ).map((n) => n.user_id);
    const eventsOf = async (articleId: number) =>
      (await db().selectFrom("events").select(["type", "payload", "processed_at"]).orderBy("id").execute()).filter(
        (e) => JSON.parse(e.payload).articleId === articleId,
      );

    it("writes the event with the article and notifies, once, the role members who can read it", async () => {
      const managersOnly = await top("Только руководителям", { roleIds: [w.roles.managers] });
      const id = await article(managersOnly, "Новый регламент", { roleIds: [w.roles.managers, w.roles.cashiers], flagToEmail: true });
      const events = await eventsOf(id);
      expect(events).toHaveLength(1);
      expect(events[0]!.type).toBe("GUIDE_ARTICLE_PUBLISHED");
      expect(JSON.parse(events[0]!.payload)).toEqual({
        articleId: id,
        roleIds: [w.roles.managers, w.roles.cashiers].sort((a, b) => a - b),
        flagToEmail: true,
        userId: w.ids.guideEditor,
        update: false,
      });
      expect(events[0]!.processed_at).not.toBeNull();
      // The director is a manager and reads the section; the cashier is in a role but cannot read it; the author is not told.
      expect(await notified(id)).toEqual([w.ids.byRole]);
      const note = await db()
        .selectFrom("notifications")
        .select(["text", "variables"])
        .where("object_id", "=", id)
        .executeTakeFirstOrThrow();
      expect(note.text).toBe("В гиде по компании новая статья: {article}");
      expect(JSON.parse(note.variables)).toEqual([{ text: "Новый регламент", objectId: id }]);
      // Processing again changes nothing.
      expect(await portal.services.guide.processEvents()).toBe(0);
      expect(await notified(id)).toEqual([w.ids.byRole]);
      // An update with the flag tells them again, as an update.
      ok(
        await post("guideEditor", "/wiki/guide/update", {
          id,
          name: "Новый регламент",
          categoryId: managersOnly,
          contentNewEditor: "<p>Правка</p>",
          flagToEmail: true,
        }),
      );
      expect(await notified(id)).toEqual([w.ids.byRole, w.ids.byRole]);
      expect(JSON.parse((await eventsOf(id))[1]!.payload).update).toBe(true);
    });

    it("notifies everyone who can read it for an all-employees role; nobody without the flag or for a draft", async () => {
      const open = await top("Всем");
      const id = await article(open, "Для всех", { roleIds: [w.roles.everyone], flagToEmail: "true" });
      const active = await db()
        .selectFrom("users")
        .select("id")
        .where("blocked", "=", 0)
        .where("id", "!=", w.ids.guideEditor)
        .orderBy("id")
        .execute();
      expect(await notified(id)).toEqual(active.map((u) => u.id));

      const quiet = await article(open, "Без уведомления", { roleIds: [w.roles.everyone], flagToEmail: false });
      expect(await eventsOf(quiet)).toHaveLength(1);
      expect(await notified(quiet)).toEqual([]);
      const draft = await article(open, "Черновик", { roleIds: [w.roles.everyone], flagToEmail: true, status: "DRAFT" });
      expect(await eventsOf(draft)).toHaveLength(0);
      expect(await notified(draft)).toEqual([]);
    });

    it("writes no event when the save is refused", async () => {
      const open = await top("Отказ");
      const before = (await db().selectFrom("events").select("id").execute()).length;
      refused(
        await post("guideEditor", "/wiki/guide/create", {
          name: "Х",
          categoryId: open,
          contentNewEditor: "<p>Т</p>",
          fileIds: [987654],
          roleIds: [w.roles.everyone],
          flagToEmail: true,
        }),
        "Файл не найден",
      );
      expect((await db().selectFrom("events").select("id").execute()).length).toBe(before);
    });
  });

  describe("favourites of guide articles", () => {
    it("stars a readable published article; it leaves the lists when it becomes unreadable or a draft", async () => {
      const section = await top("Избранное гида");
      const sub = await child(section, "Подраздел избранного");
      const id = await article(sub, "Полезная статья");
      const t = "byDepartment";
      const update = (favorite: boolean, objectId = id) => post(t, "/favorite/update", { type: "WIKI_GUIDE", objectId, favorite });
      expect(ok(await update(true))).toEqual({ type: "WIKI_GUIDE", objectId: id, favorite: true, message: "Добавлено в Избранное" });
      expect(ok(await get(t, "/favorite/check", { type: "WIKI_GUIDE", objectId: id }))).toEqual({ favorite: true });
      expect(ok(await get(t, "/favorite/type/list"))).toEqual([{ type: "WIKI_GUIDE", name: "Гид по компании", count: 1 }]);
      expect(ok(await get(t, "/favorite/ids-list", { type: "WIKI_GUIDE" }))).toEqual([id]);
      expect(ok(await get(t, "/favorite/list", { type: "WIKI_GUIDE" }))).toEqual([
        {
          id,
          name: "Полезная статья",
          status: "PUBLISHED",
          sort: 0,
          canEdit: false,
          lastUpdateDate: expect.any(String),
          shortContent: "Полезная статья",
          favorite: true,
          categoryId: sub,
          breadcrumbs: [
            { id: section, name: "Избранное гида" },
            { id: sub, name: "Подраздел избранного" },
          ],
          path: [section, sub],
        },
      ]);
      expect(ok(await get(t, "/wiki/guide/get", { id })).favorite).toBe(true);
      expect(ok(await get(t, "/wiki/guide/list-by-cat", { categoryId: sub }))[0].favorite).toBe(true);

      // The parent section is restricted to the warehouse: the article is unreadable for the sales person now.
      ok(await post("guideEditor", `${C}/edit-top`, { id: section, name: "Избранное гида", departmentIds: [w.departments.warehouse] }));
      expect(ok(await get(t, "/favorite/list", { type: "WIKI_GUIDE" }))).toEqual([]);
      expect(ok(await get(t, "/favorite/ids-list", { type: "WIKI_GUIDE" }))).toEqual([]);
      expect(ok(await get(t, "/favorite/type/list"))).toEqual([]);
      expect(ok(await get(t, "/favorite/check", { type: "WIKI_GUIDE", objectId: id }))).toEqual({ favorite: false });
      refused(await update(true), "Статья гида не найдена");
      // Readable again, the star is back; as a draft it is gone and cannot be set.
      ok(await post("guideEditor", `${C}/edit-top`, { id: section, name: "Избранное гида", departmentIds: [] }));
      expect(ok(await get(t, "/favorite/ids-list", { type: "WIKI_GUIDE" }))).toEqual([id]);
      ok(
        await post("guideEditor", "/wiki/guide/update", {
          id,
          name: "Полезная статья",
          categoryId: sub,
          contentNewEditor: "<p>Полезная статья</p>",
          status: "DRAFT",
        }),
      );
      expect(ok(await get(t, "/favorite/ids-list", { type: "WIKI_GUIDE" }))).toEqual([]);
      expect(ok(await update(false)).message).toBe("Удалено из Избранного");
      refused(await update(true), "Статья гида не найдена");
      refused(await update(true, 987654), "Статья гида не найдена");
    });
  });
});
