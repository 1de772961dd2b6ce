// The guide's WIKI_GUIDE indexer (issue #16 points 1, 3, 8) on SQLite and PostgreSQL: what it loads into the
// portal search (published articles of sections that exist), each person's scope by the guide's own access
// rule, the §3 fields it presents and the page a found article opens. Its events: guide-search-events.test.ts.
import { beforeAll, describe, expect, it } from "vitest";
import type { SearchIndexer, SearchScope } from "~/platform/feature";
import { dialects, type TestPortal } from "../../../../tests/helpers/portal";
import { ok } from "../../../../tests/helpers/envelope";
import { guideFeature } from "../index.server";
import { actingAs } from "~/platform/actor";
import { expectReadsIdsPayload, pagedIds } from "../../../../tests/helpers/indexer-events";
import { guideSearchTarget } from "../server/search-indexer.server";
import { WHO, type GuideWorld, type Who } from "./guide-fixture";
import { C, guideApiSuite } from "./guide-api-suite";

const ROLES: Partial<Record<Who, string[]>> = { guideEditor: ["ROLE_UPDATE_WIKI_GUIDE_TOP_CATEGORY"], admin: ["ROLE_ADMINISTRATOR"] };

describe.each(await dialects())("Guide search indexer on %s", (dialect) => {
  const suite = guideApiSuite(dialect);
  const { get, post, top, child, article } = suite;
  let portal: TestPortal;
  let w: GuideWorld;
  let indexer: SearchIndexer;
  const reader = (who: Who) => actingAs(w.ids[who], ROLES[who] ?? []);
  const db = () => portal.db.kysely;

  // Sections: open (with a subsection), restricted (department, person, role) with an inner section its
  // editor reads without reading the parent, and one deleted under a published article.
  const s = { open: 0, openSub: 0, restricted: 0, inner: 0, gone: 0 };
  const a = { holiday: 0, sub: 0, draft: 0, archived: 0, secret: 0, inner: 0, gone: 0 };
  beforeAll(async () => {
    ({ portal, w } = suite.current());
    indexer = guideFeature.searchIndexers!({ guide: portal.services.guide, rolePositions: portal.services.rolePositions })[0]!;
    s.open = await top("Открытый раздел");
    s.openSub = await child(s.open, "Кадры");
    s.restricted = await top("Закрытый раздел", {
      departmentIds: [w.departments.commerce],
      userIds: [w.ids.byUser],
      roleIds: [w.roles.managers],
    });
    s.inner = ok(
      await post("guideEditor", `${C}/create-children`, { name: "Внутренний", parentId: s.restricted, editorIds: [w.ids.sectionEditor] }),
    ).id as number;
    s.gone = await top("Исчезнувший раздел");
    a.holiday = await article(s.open, "Отпуск", { contentNewEditor: "<h2>Как оформить</h2><p>Подайте <b>заявление</b>.</p>" });
    a.sub = await article(s.openSub, "Больничный");
    a.draft = await article(s.open, "Черновик", { status: "DRAFT" });
    a.archived = await article(s.open, "В архиве");
    ok(await post("guideEditor", "/wiki/guide/delete", { id: a.archived }));
    a.secret = await article(s.restricted, "Секрет");
    a.inner = await article(s.inner, "Внутренняя");
    a.gone = await article(s.gone, "Без раздела");
    // A published article whose section is gone (the delete call would archive it too): the section decides.
    await db().updateTable("guide_sections").set({ is_deleted: 1 }).where("id", "=", s.gone).execute();
  });

  it("is the manifest's WIKI_GUIDE index, block «Гид по компании» at 7, fed by GUIDE_ARTICLE_CHANGED", () => {
    expect(indexer.indexName).toBe("WIKI_GUIDE");
    expect(indexer.block).toEqual({ header: "Гид по компании", order: 7 });
    expect(indexer.allPrefix).toBeUndefined();
    expect(Object.keys(indexer.events)).toEqual(["GUIDE_ARTICLE_CHANGED"]);
    expect(indexer.events.GUIDE_ARTICLE_CHANGED!({ ids: [a.holiday, a.sub] })).toEqual([a.holiday, a.sub]);
  });

  it("reads a malformed event payload as naming nothing", () => {
    expectReadsIdsPayload(indexer.events.GUIDE_ARTICLE_CHANGED!);
  });

  it("loads published articles of existing sections only, with their section, name, HTML body and last change", async () => {
    const ids = [a.gone, a.draft, a.holiday, a.archived, a.secret, 987654, a.holiday];
    const documents = await indexer.load(db(), ids);
    const updated = async (id: number) =>
      (await db().selectFrom("guide_articles").select("updated_at").where("id", "=", id).executeTakeFirstOrThrow()).updated_at;
    expect(documents).toEqual([
      {
        objectId: a.holiday,
        scopeId: s.open,
        title: "Отпуск",
        body: "<h2>Как оформить</h2><p>Подайте <b>заявление</b>.</p>",
        freshAt: await updated(a.holiday),
      },
      { objectId: a.secret, scopeId: s.restricted, title: "Секрет", body: "<p>Секрет</p>", freshAt: await updated(a.secret) },
    ]);
    expect(await indexer.load(db(), [])).toEqual([]);
  });

  it("pages every id that belongs in the index in id order for a rebuild", async () => {
    const all = await pagedIds(indexer, db(), 2);
    expect(all).toEqual([...all].sort((x, y) => x - y));
    expect(new Set(all).size).toBe(all.length);
    for (const id of [a.holiday, a.sub, a.secret, a.inner]) expect(all).toContain(id);
    for (const id of [a.draft, a.archived, a.gone]) expect(all).not.toContain(id);
    expect(await indexer.idsAfter(db(), a.inner, 10)).toEqual(all.filter((id) => id > a.inner));
  });

  it("scopes each person to the sections she reads, never to items without a section", async () => {
    const mine = new Set(Object.values(s));
    const scopeOf = async (who: Who) => {
      const scope = (await indexer.scope(reader(who))) as Exclude<SearchScope, "all">;
      expect(scope.allowNullScope, who).toBe(false);
      return (scope.scopeIds as number[]).filter((id) => mine.has(id));
    };
    const everyone = [s.open, s.openSub];
    const expected: Record<Who, number[]> = {
      outsider: everyone,
      byDepartment: [...everyone, s.restricted, s.inner],
      byUser: [...everyone, s.restricted, s.inner],
      byRole: [...everyone, s.restricted, s.inner],
      sectionEditor: [...everyone, s.inner],
      guideEditor: [...everyone, s.restricted, s.inner],
      admin: [...everyone, s.restricted, s.inner],
    };
    for (const who of WHO) expect(await scopeOf(who), who).toEqual([...expected[who]].sort((x, y) => x - y));
  });

  it("follows access-list changes without reindexing: the stored section stays, the scope changes", async () => {
    const before = await indexer.load(db(), [a.holiday]);
    ok(await post("guideEditor", `${C}/edit-top`, { id: s.open, name: "Открытый раздел", departmentIds: [w.departments.commerce] }));
    try {
      expect(await indexer.load(db(), [a.holiday])).toEqual(before);
      const outsider = (await indexer.scope(reader("outsider"))) as Exclude<SearchScope, "all">;
      expect(outsider.scopeIds).not.toContain(s.open);
      expect(outsider.scopeIds).not.toContain(s.openSub);
      expect(await indexer.present(reader("outsider"), [a.holiday])).toEqual([]);
      expect(await indexer.present(reader("byDepartment"), [a.holiday])).toHaveLength(1);
    } finally {
      ok(await post("guideEditor", `${C}/edit-top`, { id: s.open, name: "Открытый раздел", departmentIds: [] }));
    }
  });

  it("presents the §3 fields in the order asked, only what the reader may open (drafts and archive for no one)", async () => {
    const updated = async (id: number) =>
      (await db().selectFrom("guide_articles").select("updated_at").where("id", "=", id).executeTakeFirstOrThrow()).updated_at;
    const asked = [a.inner, a.sub, a.draft, a.secret, a.gone, 987654, a.holiday, a.archived];
    expect(await indexer.present(reader("outsider"), asked)).toEqual([
      {
        id: a.sub,
        name: "Больничный",
        categoryId: s.openSub,
        categoryIdBreadCrumb: [s.open, s.openSub],
        lastUpdateDate: await updated(a.sub),
      },
      { id: a.holiday, name: "Отпуск", categoryId: s.open, categoryIdBreadCrumb: [s.open], lastUpdateDate: await updated(a.holiday) },
    ]);
    expect(((await indexer.present(reader("byRole"), asked)) as { id: number }[]).map((o) => o.id)).toEqual([
      a.inner,
      a.sub,
      a.secret,
      a.holiday,
    ]);
    // Editors open drafts and the archive on the guide's pages, never through the search.
    expect(await indexer.present(reader("guideEditor"), [a.draft, a.archived, a.gone])).toEqual([]);
    expect(await indexer.present(reader("admin"), [])).toEqual([]);
  });

  it("opens the article at the address its page has, for each reader (an unreadable parent is skipped, deep ones cut)", async () => {
    const deep1 = await child(s.open, "Уровень 2");
    const deep2 = await child(deep1, "Уровень 3");
    const deep3 = await child(deep2, "Уровень 4");
    const deep = await article(deep3, "Глубокая");
    const cases: [Who, number, string][] = [
      ["outsider", a.holiday, `/knowledge/guide/${s.open}/article/${a.holiday}`],
      ["outsider", a.sub, `/knowledge/guide/${s.open}/${s.openSub}/article/${a.sub}`],
      ["byDepartment", a.inner, `/knowledge/guide/${s.restricted}/${s.inner}/article/${a.inner}`],
      ["sectionEditor", a.inner, `/knowledge/guide/${s.inner}/article/${a.inner}`],
      ["outsider", deep, `/knowledge/guide/${deep1}/${deep2}/${deep3}/article/${deep}`],
    ];
    for (const [who, id, url] of cases) {
      const [object] = (await indexer.present(reader(who), [id])) as { categoryIdBreadCrumb: number[] }[];
      expect(indexer.target(object), `${who} ${id}`).toBe(url);
      // The breadcrumb is the path the article's own page gives (GET /wiki/guide/get).
      expect(object!.categoryIdBreadCrumb).toEqual(ok(await get(who, "/wiki/guide/get", { id })).path);
    }
    expect(await indexer.present(reader("sectionEditor"), [a.inner])).toMatchObject([{ categoryIdBreadCrumb: [s.inner] }]);
  });

  it("falls back to the permanent link, or the guide, for an object it did not present", () => {
    expect(guideSearchTarget({ id: 5 })).toBe("/knowledge/guide/article/5");
    expect(guideSearchTarget({ id: 5, categoryIdBreadCrumb: [] })).toBe("/knowledge/guide/article/5");
    expect(guideSearchTarget({ id: 5, categoryIdBreadCrumb: ["1"] })).toBe("/knowledge/guide/article/5");
    expect(guideSearchTarget(null)).toBe("/knowledge/guide");
    expect(guideSearchTarget({ id: "5" })).toBe("/knowledge/guide");
  });
});
