// Contract tests of the company guide's section calls (spec part 1 §7 "Guide sections"): what a JSON
// client sees — HTTP status, the envelope, the Russian messages — on SQLite and PostgreSQL. Articles:
// guide-articles.test.ts; who may do what: guide-permissions.test.ts.
import { beforeAll, describe, expect, it } from "vitest";
import { dialects, type TestPortal } from "../../../../tests/helpers/portal";
import { api, type TestServer } from "../../../../tests/helpers/http";
import { ok, refused, unauthorized } from "../../../../tests/helpers/envelope";
import { guideApi } from "~/features/guide/server/api.server";
import type { GuideWorld } from "./guide-fixture";
import { C, SORT_INVALID, articleNotFound, guideApiSuite, sectionNotFound } from "./guide-api-suite";

describe.each(await dialects())("Company guide API on %s", (dialect) => {
  const suite = guideApiSuite(dialect);
  const { get, post, top, child, article } = suite;
  let portal: TestPortal;
  let server: TestServer;
  let w: GuideWorld;
  beforeAll(() => ({ portal, server, w } = suite.current()));

  it("answers 401 to every guide call without a session or token", async () => {
    for (const route of guideApi) unauthorized(await api(server, route.method, route.path, route.method === "POST" ? { body: {} } : {}));
    unauthorized(await api(server, "GET", `${C}/get-all-list`, { token: "expired" }));
  });

  describe("sections", () => {
    it("creates top sections, subsections and first-level subsections with the spec's messages", async () => {
      expect(ok(await post("guideEditor", `${C}/create-top`, { name: "  Кадры  " }))).toEqual({
        id: expect.any(Number),
        message: "Раздел добавлен",
      });
      const hr = ok(await get("outsider", `${C}/get-all-list`)).find((s: { name: string }) => s.name === "Кадры");
      expect(hr).toMatchObject({ parentId: null, hasChildren: false, canEdit: false, childrenList: [] });
      const first = ok(await post("guideEditor", `${C}/create-first-children`, { name: "Отпуск", parentId: hr.id }));
      expect(first).toEqual({ id: expect.any(Number), message: "Подраздел добавлен" });
      const deep = ok(await post("guideEditor", `${C}/create-children`, { name: "Учебный отпуск", parentId: String(first.id) }));
      expect(deep.message).toBe("Подраздел добавлен");

      expect(ok(await get("outsider", `${C}/get-top`, { id: hr.id }))).toEqual({
        id: hr.id,
        name: "Кадры",
        parentId: null,
        version: 1,
        path: [hr.id],
        breadcrumbs: [{ id: hr.id, name: "Кадры" }],
        canEdit: false,
        canCreateChild: false,
        canManageAccess: false,
        canDelete: false,
        departments: [],
        users: [],
        roles: [],
        editors: [],
        childrenList: [
          {
            id: first.id,
            name: "Отпуск",
            parentId: hr.id,
            sort: 0,
            hasChildren: true,
            canEdit: false,
            childrenList: [
              { id: deep.id, name: "Учебный отпуск", parentId: first.id, sort: 0, hasChildren: false, canEdit: false, childrenList: [] },
            ],
          },
        ],
      });
      const grand = ok(await get("guideEditor", `${C}/get-children`, { id: deep.id }));
      expect(grand).toMatchObject({
        path: [hr.id, first.id, deep.id],
        canEdit: true,
        canCreateChild: true,
        canManageAccess: true,
        canDelete: true,
      });
      expect(grand.breadcrumbs.map((b: { name: string }) => b.name)).toEqual(["Кадры", "Отпуск", "Учебный отпуск"]);
      expect(ok(await get("outsider", `${C}/get-first-children`, { id: first.id })).name).toBe("Отпуск");

      // Each call answers for its kind of section only.
      refused(await get("outsider", `${C}/get-top`, { id: first.id }), "Раздел не является разделом верхнего уровня");
      refused(await get("outsider", `${C}/get-children`, { id: hr.id }), "Раздел не является подразделом");
      refused(await get("outsider", `${C}/get-first-children`, { id: deep.id }), "Раздел не является подразделом раздела верхнего уровня");
      refused(
        await post("guideEditor", `${C}/create-first-children`, { name: "Х", parentId: first.id }),
        "Раздел не является разделом верхнего уровня",
      );
    });

    it("refuses bad section input and changes nothing", async () => {
      const before = ok(await get("guideEditor", `${C}/get-all-without-children-list`)).length;
      refused(await post("guideEditor", `${C}/create-top`, { name: "   " }), "Укажите название раздела");
      refused(await post("guideEditor", `${C}/create-top`, {}), "Укажите название раздела");
      refused(await post("guideEditor", `${C}/create-top`, { name: "я".repeat(256) }), "Название раздела — не более 255 символов");
      refused(await post("guideEditor", `${C}/create-children`, { name: "Без родителя" }), "Укажите родительский раздел");
      refused(await post("guideEditor", `${C}/create-children`, { name: "Потерянный", parentId: 987654 }), sectionNotFound(987654));
      refused(await post("guideEditor", `${C}/create-top`, { name: "Х", departmentIds: [987654] }), "Подразделение не найдено");
      refused(await post("guideEditor", `${C}/create-top`, { name: "Х", userIds: [987654] }), "Сотрудник не найден");
      refused(await post("guideEditor", `${C}/create-top`, { name: "Х", roleIds: [987654] }), "Роль не найдена");
      refused(await post("guideEditor", `${C}/create-top`, { name: "Х", editorIds: [987654] }), "Сотрудник не найден");
      refused(
        await post("guideEditor", `${C}/create-top`, { name: "Х", roleIds: ["два"] }),
        "Поле roleIds должно быть списком идентификаторов",
      );
      refused(
        await post("byRole", `${C}/create-top`, { name: "Мой раздел" }),
        "Создавать разделы верхнего уровня могут только редакторы гида",
      );
      refused(await get("outsider", `${C}/get-top`, {}), "Укажите идентификатор раздела");
      refused(await get("outsider", `${C}/get-top`, { id: "abc" }), "Укажите идентификатор раздела");
      refused(await get("outsider", `${C}/get-top`, { id: 987654 }), sectionNotFound(987654));
      expect(ok(await get("guideEditor", `${C}/get-all-without-children-list`)).length).toBe(before);
    });

    it("edits a section's name, access list and editors; a section editor may only send the lists back unchanged", async () => {
      const id = await top("Закупки");
      expect(
        ok(
          await post("guideEditor", `${C}/edit-top`, {
            id,
            name: "Закупки и поставщики",
            departmentIds: [w.departments.commerce],
            userIds: [w.ids.byUser],
            roleIds: [w.roles.managers],
            editorIds: [w.ids.sectionEditor],
          }),
        ),
      ).toEqual({ id, message: "Информация о разделе обновлена" });
      const view = ok(await get("sectionEditor", `${C}/get-top`, { id }));
      expect(view).toMatchObject({
        name: "Закупки и поставщики",
        departments: [{ id: w.departments.commerce, name: "Коммерческий департамент" }],
        users: [{ id: w.ids.byUser, name: "Поимённый Тест" }],
        roles: [{ id: w.roles.managers, name: "Руководители" }],
        editors: [{ id: w.ids.sectionEditor, name: "Редакторова Тест" }],
        canEdit: true,
        canManageAccess: false,
        canDelete: false,
      });
      // The section editor renames, sending the lists unchanged (as the form does) or not at all.
      const same = {
        departmentIds: [w.departments.commerce],
        userIds: [w.ids.byUser],
        roleIds: [w.roles.managers],
        editorIds: [w.ids.sectionEditor],
      };
      expect(ok(await post("sectionEditor", `${C}/edit-top`, { id, name: "Закупки", ...same })).message).toBe(
        "Информация о разделе обновлена",
      );
      expect(ok(await post("sectionEditor", `${C}/edit-top`, { id, name: "Закупки!" })).message).toBe("Информация о разделе обновлена");
      refused(
        await post("sectionEditor", `${C}/edit-top`, { id, name: "Закупки", ...same, userIds: [] }),
        "Изменять доступ и редакторов раздела могут только редакторы гида",
      );
      refused(
        await post("sectionEditor", `${C}/edit-top`, { id, name: "Закупки", editorIds: [w.ids.sectionEditor, w.ids.outsider] }),
        "Изменять доступ и редакторов раздела могут только редакторы гида",
      );
      expect(ok(await get("guideEditor", `${C}/get-top`, { id }))).toMatchObject({
        name: "Закупки!",
        users: [{ id: w.ids.byUser }],
        editors: [{ id: w.ids.sectionEditor }],
      });
      // A guide editor clears the lists with empty ones; the section is open again.
      ok(await post("guideEditor", `${C}/edit-top`, { id, name: "Закупки", departmentIds: [], userIds: [], roleIds: [], editorIds: [] }));
      // The change of its access is in the audit log (issue #32), with the lists before and after.
      const access = await portal.db.kysely.selectFrom("audit_log").selectAll().where("entity_id", "=", String(id)).orderBy("id").execute();
      expect(access.at(-1)).toMatchObject({ action: "GUIDE_SECTION_ACCESS", entity: "GUIDE_SECTION", actor_id: w.ids.guideEditor });
      expect(JSON.parse(access.at(-1)!.after!)).toEqual({ departmentIds: [], userIds: [], roleIds: [], editorIds: [] });
      expect(JSON.parse(access.at(-1)!.before!).editorIds).toEqual([w.ids.sectionEditor]);
      expect(ok(await get("outsider", `${C}/get-top`, { id }))).toMatchObject({
        name: "Закупки",
        departments: [],
        users: [],
        roles: [],
        editors: [],
      });
      refused(await post("guideEditor", `${C}/edit-top`, { id, name: "" }), "Укажите название раздела");
      const sub = await child(id, "Поставщики");
      expect(ok(await post("guideEditor", `${C}/edit-children`, { id: sub, name: "Поставщики и договоры" })).message).toBe(
        "Информация о подразделе обновлена",
      );
      expect(ok(await post("guideEditor", `${C}/edit-first-children`, { id: sub, name: "Договоры" })).message).toBe(
        "Информация о подразделе обновлена",
      );
      refused(await post("guideEditor", `${C}/edit-top`, { id: sub, name: "Х" }), "Раздел не является разделом верхнего уровня");
    });

    it("lists the tree, the top level, a subtree and flat lists", async () => {
      const root = await top("Дерево");
      const a = await child(root, "А");
      const b = await child(root, "Б");
      const a1 = await child(a, "А1");
      const tree = ok(await get("outsider", `${C}/get-children-tree`, { id: root }));
      expect(tree.map((n: { id: number }) => n.id)).toEqual([a, b]);
      expect(tree[0].childrenList.map((n: { id: number }) => n.id)).toEqual([a1]);
      const tops = ok(await get("outsider", `${C}/get-top-tree`));
      expect(tops.find((n: { id: number }) => n.id === root)).toMatchObject({ hasChildren: true, childrenList: [] });
      expect(
        ok(await get("outsider", `${C}/get-all-children-list`, { id: root })).map((n: { id: number; depth: number }) => [n.id, n.depth]),
      ).toEqual([
        [a, 0],
        [a1, 1],
        [b, 0],
      ]);
      const all = ok(await get("outsider", `${C}/get-all-without-children-list`)).map((n: { id: number }) => n.id);
      expect(all).toEqual(expect.arrayContaining([root, a, a1, b]));
      const withoutA = ok(await get("outsider", `${C}/get-all-without-children-list`, { id: a })).map((n: { id: number }) => n.id);
      expect(withoutA).toContain(b);
      expect(withoutA).not.toContain(a);
      expect(withoutA).not.toContain(a1);
      refused(await get("outsider", `${C}/get-children-tree`, { id: 987654 }), sectionNotFound(987654));
    });

    it("orders sections of one parent: the listed ones first, the rest after in their order; refuses bad lists", async () => {
      const root = await top("Порядок");
      const [x, y, z] = [await child(root, "X"), await child(root, "Y"), await child(root, "Z")];
      const other = await child(x, "X1");
      const order = async () => ok(await get("outsider", `${C}/get-children-tree`, { id: root })).map((n: { name: string }) => n.name);
      expect(ok(await post("guideEditor", `${C}/sort`, { sortIdList: [z, x, y] }))).toEqual({ message: "Изменения сохранены" });
      expect(await order()).toEqual(["Z", "X", "Y"]);
      ok(await post("guideEditor", `${C}/sort`, { sortIdList: [y] }));
      expect(await order()).toEqual(["Y", "Z", "X"]);
      for (const sortIdList of [[x, x], [x, other], [x, 987654], [], "1,2", [0]]) {
        refused(await post("guideEditor", `${C}/sort`, { sortIdList }), SORT_INVALID);
      }
      refused(await post("guideEditor", `${C}/sort`, {}), SORT_INVALID);
      refused(await post("byDepartment", `${C}/sort`, { sortIdList: [x, y] }), "Недостаточно прав для изменения раздела гида");
      expect(await order()).toEqual(["Y", "Z", "X"]);
    });

    it("deletes a section with everything below it and archives their articles", async () => {
      const root = await top("Удаляемый");
      const sub = await child(root, "Подраздел");
      const deeper = await child(sub, "Ещё глубже");
      const art = await article(deeper, "Глубокая статья");
      const keep = await article(root, "Статья раздела");
      expect(ok(await post("guideEditor", `${C}/delete`, { id: sub, redirect: `/knowledge/guide/${root}` }))).toEqual({
        message: "Раздел удален",
        parentId: root,
        redirect: `/knowledge/guide/${root}`,
      });
      refused(await get("guideEditor", `${C}/get-children`, { id: sub }), sectionNotFound(sub));
      refused(await get("guideEditor", `${C}/get-children`, { id: deeper }), sectionNotFound(deeper));
      refused(await get("guideEditor", "/wiki/guide/get", { id: art }), articleNotFound(art));
      const row = await portal.db.kysely.selectFrom("guide_articles").select("status").where("id", "=", art).executeTakeFirstOrThrow();
      expect(row.status).toBe("ARCHIVE");
      expect(ok(await get("guideEditor", "/wiki/guide/get", { id: keep })).status).toBe("PUBLISHED");
      // A redirect to another site is not echoed.
      expect(ok(await post("guideEditor", `${C}/delete`, { id: root, redirect: "//evil.example" }))).toEqual({
        message: "Раздел удален",
        parentId: null,
        redirect: "/knowledge/guide",
      });
      refused(await post("guideEditor", `${C}/delete`, { id: root }), sectionNotFound(root));
      refused(await post("guideEditor", `${C}/delete`, {}), "Укажите идентификатор раздела");
    });
  });
});
