// The guide's permission matrix (docs/decisions/0009-guide-access.md): for a restricted section, who
// reads (menu, section, list, article, favourites) and who edits (sections and articles: create, edit,
// sort, delete). Every cell is an assertion on what a JSON client sees, on SQLite and PostgreSQL.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { actingAs } from "~/platform/actor";
import { createTestPortal, dialects, type TestPortal } from "../../../../tests/helpers/portal";
import { api, startTestServer, type TestServer } from "../../../../tests/helpers/http";
import { ok, refused, unauthorized } from "../../../../tests/helpers/envelope";
import { buildGuideWorld, WHO, type GuideWorld, type Who } from "./guide-fixture";

const C = "/wiki/guide/categories";
const NO_READ = "Недостаточно прав для просмотра статьи";
const EDIT_FORBIDDEN = "Недостаточно прав для изменения раздела гида";
const DELETE_FORBIDDEN = "Удалять разделы могут только редакторы гида";
const FAVORITE_NOT_FOUND = "Статья гида не найдена";
const sectionNotFound = (id: number) => `Не найден раздел гида с идентификатором ${id}`;

type Actor = Who | "anonymous";
/** What each person may do with the restricted section "Для руководителей". */
const MATRIX: Record<Actor, { read: boolean; edit: boolean; remove: boolean }> = {
  anonymous: { read: false, edit: false, remove: false },
  outsider: { read: false, edit: false, remove: false },
  byDepartment: { read: true, edit: false, remove: false },
  byUser: { read: true, edit: false, remove: false },
  byRole: { read: true, edit: false, remove: false },
  sectionEditor: { read: true, edit: true, remove: false },
  guideEditor: { read: true, edit: true, remove: true },
  admin: { read: true, edit: true, remove: true },
};

describe.each(await dialects())("Guide permission matrix on %s", (dialect) => {
  let portal: TestPortal;
  let server: TestServer;
  let w: GuideWorld;
  const s = { open: 0, restricted: 0, child: 0 };
  const a = { open: 0, restricted: 0, childArticle: 0 };

  beforeAll(async () => {
    portal = await createTestPortal(dialect);
    server = await startTestServer(portal);
    w = await buildGuideWorld(portal, server);
    const ed = w.tokens.guideEditor;
    s.open = ok(await api(server, "POST", `${C}/create-top`, { token: ed, body: { name: "Открытый раздел" } })).id;
    s.restricted = ok(
      await api(server, "POST", `${C}/create-top`, {
        token: ed,
        body: {
          name: "Для руководителей",
          departmentIds: [w.departments.commerce],
          userIds: [w.ids.byUser],
          roleIds: [w.roles.managers],
          editorIds: [w.ids.sectionEditor],
        },
      }),
    ).id;
    s.child = ok(await api(server, "POST", `${C}/create-children`, { token: ed, body: { name: "Совещания", parentId: s.restricted } })).id;
    const article = async (categoryId: number, name: string) =>
      ok(
        await api(server, "POST", "/wiki/guide/create", {
          token: ed,
          body: { name, categoryId, contentNewEditor: `<p>${name}: текст</p>` },
        }),
      ).id as number;
    a.open = await article(s.open, "Открытая статья");
    a.restricted = await article(s.restricted, "Бюджет филиалов");
    a.childArticle = await article(s.child, "Протокол совещания");
  });
  afterAll(async () => {
    await server?.close();
    await portal?.dispose();
  });
  // A person's saves are limited per minute: each test starts a minute later, as a person would.
  beforeEach(() => portal.clock.advance(61_000));

  const tokenOf = (who: Actor) => (who === "anonymous" ? undefined : w.tokens[who]);
  const get = (who: Actor, path: string, query: Record<string, string | number> = {}) =>
    api(server, "GET", path, { token: tokenOf(who), query: Object.fromEntries(Object.entries(query).map(([k, v]) => [k, String(v)])) });
  const post = (who: Actor, path: string, body: Record<string, unknown>) => api(server, "POST", path, { token: tokenOf(who), body });
  const menuIds = (tree: { id: number; childrenList: unknown[] }[]): number[] =>
    tree.flatMap((n) => [n.id, ...menuIds(n.childrenList as { id: number; childrenList: unknown[] }[])]);

  describe.each(Object.entries(MATRIX) as [Actor, (typeof MATRIX)[Actor]][])("%s", (who, may) => {
    it(`reads the restricted section: ${may.read}`, async () => {
      if (who === "anonymous") {
        unauthorized(await get(who, `${C}/get-all-list`));
        unauthorized(await get(who, `${C}/get-top`, { id: s.restricted }));
        unauthorized(await get(who, "/wiki/guide/list-by-cat", { categoryId: s.restricted }));
        unauthorized(await get(who, "/wiki/guide/get", { id: a.restricted }));
        unauthorized(await get(who, "/favorite/check", { type: "WIKI_GUIDE", objectId: a.restricted }));
        unauthorized(await post(who, "/favorite/update", { type: "WIKI_GUIDE", objectId: a.restricted, favorite: true }));
        return;
      }
      // Everyone signed in reads the open section.
      expect(ok(await get(who, "/wiki/guide/get", { id: a.open })).name).toBe("Открытая статья");
      const menu = menuIds(ok(await get(who, `${C}/get-all-list`)));
      expect(menu.includes(s.restricted)).toBe(may.read);
      expect(menu.includes(s.child)).toBe(may.read);
      expect(menu.includes(s.open)).toBe(true);
      if (may.read) {
        expect(ok(await get(who, `${C}/get-top`, { id: s.restricted })).name).toBe("Для руководителей");
        expect(ok(await get(who, `${C}/get-first-children`, { id: s.child })).name).toBe("Совещания");
        expect(ok(await get(who, "/wiki/guide/list-by-cat", { categoryId: s.restricted })).map((x: { id: number }) => x.id)).toEqual([
          a.restricted,
        ]);
        const view = ok(await get(who, "/wiki/guide/get", { id: a.restricted }));
        expect(view).toMatchObject({ id: a.restricted, name: "Бюджет филиалов", canRead: true, canEdit: may.edit });
        expect(ok(await get(who, "/wiki/guide/get", { id: a.childArticle })).canEdit).toBe(may.edit);
        expect(ok(await post(who, "/favorite/update", { type: "WIKI_GUIDE", objectId: a.restricted, favorite: true })).favorite).toBe(true);
        expect(ok(await get(who, "/favorite/check", { type: "WIKI_GUIDE", objectId: a.restricted })).favorite).toBe(true);
        expect(ok(await get(who, "/favorite/list", { type: "WIKI_GUIDE" })).map((x: { id: number }) => x.id)).toContain(a.restricted);
        ok(await post(who, "/favorite/update", { type: "WIKI_GUIDE", objectId: a.restricted, favorite: false }));
      } else {
        // The section answers like a missing one; the article with the no-read-right refusal.
        refused(await get(who, `${C}/get-top`, { id: s.restricted }), sectionNotFound(s.restricted));
        refused(await get(who, `${C}/get-first-children`, { id: s.child }), sectionNotFound(s.child));
        refused(await get(who, "/wiki/guide/list-by-cat", { categoryId: s.restricted }), sectionNotFound(s.restricted));
        refused(await get(who, "/wiki/guide/get", { id: a.restricted }), NO_READ);
        refused(await get(who, "/wiki/guide/get", { id: a.childArticle }), NO_READ);
        refused(await post(who, "/favorite/update", { type: "WIKI_GUIDE", objectId: a.restricted, favorite: true }), FAVORITE_NOT_FOUND);
        expect(ok(await get(who, "/favorite/check", { type: "WIKI_GUIDE", objectId: a.restricted })).favorite).toBe(false);
        expect(ok(await get(who, "/favorite/list", { type: "WIKI_GUIDE" }))).toEqual([]);
      }
    });

    it(`edits in the restricted section: ${may.edit}; deletes sections: ${may.remove}`, async () => {
      // A fresh corner of the restricted section for this person: a subsection with two children and two articles.
      const ed = "guideEditor";
      const corner = ok(await post(ed, `${C}/create-first-children`, { name: `Угол ${who}`, parentId: s.restricted })).id as number;
      const kid1 = ok(await post(ed, `${C}/create-children`, { name: "Первый", parentId: corner })).id as number;
      const kid2 = ok(await post(ed, `${C}/create-children`, { name: "Второй", parentId: corner })).id as number;
      const art1 = ok(await post(ed, "/wiki/guide/create", { name: "Статья 1", categoryId: corner, contentNewEditor: "<p>Один</p>" }))
        .id as number;
      const art2 = ok(await post(ed, "/wiki/guide/create", { name: "Статья 2", categoryId: corner, contentNewEditor: "<p>Два</p>" }))
        .id as number;

      const calls = {
        createChild: () => post(who, `${C}/create-children`, { name: "Новый", parentId: corner }),
        editSection: () => post(who, `${C}/edit-first-children`, { id: corner, name: "Переименован" }),
        sortSections: () => post(who, `${C}/sort`, { sortIdList: [kid2, kid1] }),
        createArticle: () => post(who, "/wiki/guide/create", { name: "Новая", categoryId: corner, contentNewEditor: "<p>Новая</p>" }),
        editArticle: () =>
          post(who, "/wiki/guide/update", { id: art1, name: "Статья 1 (ред.)", categoryId: corner, contentNewEditor: "<p>Один</p>" }),
        sortArticles: () => post(who, "/wiki/guide/sort", { sortIdList: [art2, art1] }),
        deleteArticle: () => post(who, "/wiki/guide/delete", { id: art2 }),
        deleteSection: () => post(who, `${C}/delete`, { id: kid1 }),
      };
      const messages = {
        createChild: "Подраздел добавлен",
        editSection: "Информация о подразделе обновлена",
        sortSections: "Изменения сохранены",
        createArticle: "Статья добавлена",
        editArticle: "Информация о статье обновлена",
        sortArticles: "Изменения сохранены",
        deleteArticle: "Статья удалена",
        deleteSection: "Раздел удален",
      };
      for (const [name, call] of Object.entries(calls) as [keyof typeof calls, () => ReturnType<typeof post>][]) {
        const result = await call();
        const allowed = name === "deleteSection" ? may.remove : may.edit;
        if (who === "anonymous") unauthorized(result);
        else if (allowed) expect(ok(result).message, name).toBe(messages[name]);
        else if (!may.read)
          refused(
            result,
            name.endsWith("Article") || name === "sortArticles"
              ? name === "createArticle"
                ? sectionNotFound(corner)
                : name === "sortArticles"
                  ? "Порядок должен состоять из разных записей одного раздела"
                  : NO_READ
              : name === "sortSections"
                ? "Порядок должен состоять из разных записей одного раздела"
                : sectionNotFound(name === "deleteSection" ? kid1 : corner),
          );
        else refused(result, name === "deleteSection" ? DELETE_FORBIDDEN : EDIT_FORBIDDEN);
      }

      // What the guide editor sees afterwards: changed only where the person was allowed.
      const view = ok(await get(ed, `${C}/get-first-children`, { id: corner }));
      expect(view.name).toBe(may.edit ? "Переименован" : `Угол ${who}`);
      const childNames = view.childrenList.map((c: { name: string }) => c.name);
      expect(childNames).toEqual(may.edit ? (may.remove ? ["Второй", "Новый"] : ["Второй", "Первый", "Новый"]) : ["Первый", "Второй"]);
      const list = ok(await get(ed, "/wiki/guide/list-by-cat", { categoryId: corner })).map((x: { name: string }) => x.name);
      expect(list).toEqual(may.edit ? ["Статья 1 (ред.)", "Новая"] : ["Статья 1", "Статья 2"]);
      const archive = ok(await get(ed, "/wiki/guide/list-by-cat", { categoryId: corner, status: "ARCHIVE" })).map(
        (x: { id: number }) => x.id,
      );
      expect(archive).toEqual(may.edit ? [art2] : []);
    });
  });

  it("answers the same for a missing section as for an unreadable one", async () => {
    refused(await get("outsider", `${C}/get-top`, { id: 99999 }), sectionNotFound(99999));
    refused(await get("outsider", `${C}/get-top`, { id: s.restricted }), sectionNotFound(s.restricted));
  });

  it("shows each person the edit mode and the create-top button only when they have them", async () => {
    const abilities = async (who: Who) => {
      const roles = who === "admin" ? ["ROLE_ADMINISTRATOR"] : who === "guideEditor" ? ["ROLE_UPDATE_WIKI_GUIDE_TOP_CATEGORY"] : [];
      return portal.services.guide.abilities(actingAs(w.ids[who], roles, "access"));
    };
    expect(await abilities("outsider")).toEqual({ createTop: false, editMode: false });
    expect(await abilities("byRole")).toEqual({ createTop: false, editMode: false });
    expect(await abilities("sectionEditor")).toEqual({ createTop: false, editMode: true });
    expect(await abilities("guideEditor")).toEqual({ createTop: true, editMode: true });
    expect(await abilities("admin")).toEqual({ createTop: true, editMode: true });
  });

  it("keeps WHO and the matrix in step", () => {
    expect(Object.keys(MATRIX).sort()).toEqual(["anonymous", ...WHO].sort());
  });
});
