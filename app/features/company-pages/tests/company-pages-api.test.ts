// О компании's /api on SQLite and PostgreSQL: the envelope with its Russian messages; who may save, see the
// history and restore a page (anonymous, an employee, an editor of the pages, an administrator) and who may
// change the competences; each save a new version, a stale one refused; a restore; the portal search finding a
// saved page; and the history's and the competences' statement counts, the same for few rows and many.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { actingAs } from "~/platform/actor";
import { forms } from "~/shared/forms/messages";
import { richTextRefusals } from "~/shared/messages.server";
import { createTestPortal, dialects, type TestPortal } from "../../../../tests/helpers/portal";
import { startTestServer, type TestServer } from "../../../../tests/helpers/http";
import { ok, refused, unauthorized } from "../../../../tests/helpers/envelope";
import { signedInPeople } from "../../../../tests/helpers/people";
import { isOutboxStatement } from "../../../../tests/helpers/statements";
import { ROLE_EDIT_COMPANY_PAGES, ROLE_UPDATE_COMPETENCES } from "../policy";
import { messages as t } from "../messages";
import { serverMessages as s } from "../messages.server";
import type { CompanyPage, PageVersionItem } from "../server/pages.server";
import type { Competence } from "../server/competences.server";
import { SAVES_PER_MINUTE, VERSIONS_PAGE } from "../server/pages.server";

const PASSWORD = "company-pages-test-1";
type Who = "employee" | "editor" | "competences" | "admin";

describe.each(await dialects())("company pages /api on %s", (dialect) => {
  let portal: TestPortal;
  let server: TestServer;
  let counting = false;
  let queries = 0;
  let people: Awaited<ReturnType<typeof signedInPeople<Who>>>;

  beforeAll(async () => {
    portal = await createTestPortal(dialect, { onQuery: (sql) => void (counting && !isOutboxStatement(sql) && queries++) });
    server = await startTestServer(portal);
    people = await signedInPeople(
      portal,
      server,
      {
        employee: { name: "Семён", surname: "Простов" },
        editor: { name: "Ольга", surname: "Редакторова", roles: [ROLE_EDIT_COMPANY_PAGES] },
        competences: { name: "Игорь", surname: "Кадров", roles: [ROLE_UPDATE_COMPETENCES] },
        admin: { name: "Анна", surname: "Админова", roles: ["ROLE_ADMINISTRATOR"] },
      },
      PASSWORD,
    );
  });
  afterAll(async () => {
    await server?.close();
    await portal?.dispose();
  });

  const get = async (slug: string) => ok(await people.get("employee", "/company-pages/get", { slug })) as CompanyPage;
  const save = (who: Who | null, body: Record<string, unknown>) => people.post(who, "/company-pages/save", body);
  const versions = async (slug: string, before?: number) =>
    ok(await people.get("editor", "/company-pages/versions", before ? { slug, before } : { slug })) as {
      items: PageVersionItem[];
      older: number | null;
    };

  it("lists /admin/competences for the competences' editors and administrators only", () => {
    const paths = (...roles: string[]) => portal.services.admin.pagesFor(actingAs(1, roles)).map((p) => p.path);
    expect(paths(ROLE_UPDATE_COMPETENCES)).toEqual(["/admin/competences"]);
    expect(paths("ROLE_ADMINISTRATOR")).toContain("/admin/competences");
    expect(paths(ROLE_EDIT_COMPANY_PAGES)).not.toContain("/admin/competences");
  });

  it("shows a page never saved with its default title and no text; an unknown page is refused", async () => {
    expect(await get("strategy")).toMatchObject({ slug: "strategy", title: t.titles.strategy, html: "", version: 0, canEdit: false });
    refused(await people.get("employee", "/company-pages/get", { slug: "nope" }), t.pageNotFound);
    unauthorized(await people.get(null, "/company-pages/get", { slug: "history" }));
  });

  it("lets only the pages' editors and administrators save: anonymous, an employee and the competences' editor are refused", async () => {
    const body = { slug: "history", title: "История", content: "<p>Чужой текст</p>" };
    unauthorized(await save(null, body));
    refused(await save("employee", body), s.forbidden);
    refused(await save("competences", body), s.forbidden);
    expect((await get("history")).version).toBe(0);
    const first = ok(await save("editor", { ...body, content: "<p>Основана в 1994 году</p><script>alert(1)</script>" })) as CompanyPage;
    expect(first).toMatchObject({ title: "История", version: 1, html: "<p>Основана в 1994 году</p>" });
    expect(first.updatedBy).toMatchObject({ id: people.people.editor.id });
    const second = ok(await save("admin", { ...body, title: "История компании", content: "Вторая версия", version: 1 })) as CompanyPage;
    expect(second).toMatchObject({ title: "История компании", version: 2, html: "<p>Вторая версия</p>" });
  });

  it("refuses bad input in Russian and changes nothing: empty title, empty text, a stale version, a foreign image", async () => {
    const before = await get("history");
    refused(await save("editor", { slug: "history", title: " ", content: "<p>Текст</p>" }), t.titleRequired);
    refused(await save("editor", { slug: "history", title: "Я".repeat(201), content: "<p>Текст</p>" }), t.titleTooLong);
    refused(await save("editor", { slug: "history", title: "История", content: "<p> </p>" }), t.bodyRequired);
    refused(await save("editor", { slug: "history", title: "История", content: "<p>Текст</p>", version: 1 }), forms.staleEdit);
    refused(await save("editor", { slug: "history", title: "История", content: "<p>Текст</p>", version: "x" }), forms.versionInvalid);
    refused(await save("editor", { slug: "elsewhere", title: "История", content: "<p>Текст</p>" }), t.pageNotFound);
    refused(
      await save("editor", { slug: "history", title: "История", content: '<p><img src="https://example.com/a.png"></p>' }),
      richTextRefusals.foreignImage,
    );
    expect(await get("history")).toEqual(before);
  });

  it("lists the versions with who and when, shows one, and restores it as a new version; only for editors", async () => {
    refused(await people.get("employee", "/company-pages/versions", { slug: "history" }), s.forbidden);
    refused(await people.get("employee", "/company-pages/version", { slug: "history", version: 1 }), s.forbidden);
    unauthorized(await people.get(null, "/company-pages/versions", { slug: "history" }));
    const { items } = await versions("history");
    expect(items.map((v) => [v.version, v.title, v.user?.id])).toEqual([
      [2, "История компании", people.people.admin.id],
      [1, "История", people.people.editor.id],
    ]);
    const one = ok(await people.get("editor", "/company-pages/version", { slug: "history", version: 1 })) as { html: string };
    expect(one.html).toBe("<p>Основана в 1994 году</p>");
    refused(await people.get("editor", "/company-pages/version", { slug: "history", version: 9 }), t.versionNotFound);

    const restore = (who: Who | null) => people.post(who, "/company-pages/restore", { slug: "history", version: 1 });
    unauthorized(await restore(null));
    refused(await restore("employee"), s.forbidden);
    refused(await restore("competences"), s.forbidden);
    expect((await get("history")).version).toBe(2);
    expect(ok(await restore("editor"))).toEqual({ message: s.restored(1), version: 3 });
    expect(await get("history")).toMatchObject({ title: "История", version: 3, html: "<p>Основана в 1994 году</p>" });
    expect((await versions("history")).items[0]).toMatchObject({ version: 3, restoredFrom: 1 });
    refused(await people.post("editor", "/company-pages/restore", { slug: "history", version: 42 }), t.versionNotFound);
  });

  it("finds a saved page through the portal search", async () => {
    ok(
      await save("editor", {
        slug: "corporate-values",
        title: "Корпоративные ценности",
        content: "<p>Ответственность и взаимовыручка</p>",
      }),
    );
    await portal.outbox.deliver();
    const found = ok(await people.get("employee", "/search-v2/find", { query: "взаимовыручка", indexName: "COMPANY_PAGE" })) as {
      objects: { name: string; slug: string }[];
    };
    expect(found.objects).toEqual([expect.objectContaining({ name: "Корпоративные ценности", slug: "corporate-values" })]);
  });

  it("reads a page of the history in the same number of statements for 3 versions and for 25, paged by keyset", async () => {
    const editor = actingAs(people.people.editor.id, [ROLE_EDIT_COMPANY_PAGES]);
    const count = async () => {
      queries = 0;
      counting = true;
      await portal.services.companyPages.versions(editor, { slug: "history", before: undefined });
      counting = false;
      return queries;
    };
    const few = await count();
    for (let i = 0; i < 22; i++)
      await portal.services.companyPages.save(editor, {
        slug: "history",
        title: "История",
        content: `<p>Правка ${i}</p>`,
        version: undefined,
      });
    expect(await count()).toBe(few);
    const first = await versions("history");
    expect(first.items).toHaveLength(VERSIONS_PAGE);
    expect(first.older).toBe(first.items.at(-1)!.version);
    const next = await versions("history", first.older!);
    expect(next.items.map((v) => v.version)).toEqual([5, 4, 3, 2, 1]);
    expect(next.older).toBeNull();
  });

  it("refuses a person's saves past SAVES_PER_MINUTE in a minute, changing nothing, and takes them again a minute on", async () => {
    portal.clock.advance(61_000);
    const admin = actingAs(people.people.admin.id, ["ROLE_ADMINISTRATOR"]);
    const saveOne = (i: number) =>
      portal.services.companyPages.save(admin, { slug: "strategy", title: "Стратегия", content: `<p>${i}</p>`, version: undefined });
    for (let i = 0; i < SAVES_PER_MINUTE; i++) await saveOne(i);
    const before = await get("strategy");
    refused(await save("admin", { slug: "strategy", title: "Стратегия", content: "<p>Лишнее</p>" }), s.tooManySaves);
    expect(await get("strategy")).toEqual(before);
    portal.clock.advance(61_000);
    ok(await save("admin", { slug: "strategy", title: "Стратегия", content: "<p>Через минуту</p>" }));
  });

  describe("competences", () => {
    const list = async () => ok(await people.get("employee", "/competences/list")) as Competence[];
    const add = (who: Who | null, title: unknown, description: unknown = "Описание") =>
      people.post(who, "/competences/add", { title, description });

    it("lets only the competences' editors and administrators add; the pages' editor and an employee are refused", async () => {
      unauthorized(await add(null, "Лидерство"));
      refused(await add("employee", "Лидерство"), s.competencesForbidden);
      refused(await add("editor", "Лидерство"), s.competencesForbidden);
      expect(await list()).toEqual([]);
      ok(await add("competences", "Лидерство", "Ведёт команду к цели"));
      ok(await add("admin", "Клиентоориентированность"));
      ok(await add("competences", "Работа в команде"));
      expect((await list()).map((c) => c.title)).toEqual(["Лидерство", "Клиентоориентированность", "Работа в команде"]);
      refused(await add("competences", " "), t.competenceTitleRequired);
      refused(await add("competences", "Название", ""), t.descriptionRequired);
      refused(await add("competences", "Название", "Я".repeat(2001)), t.descriptionTooLong);
      expect(await list()).toHaveLength(3);
    });

    it("changes, moves and deletes for the competences' editors only", async () => {
      const [first, second, third] = await list();
      const update = (who: Who | null) =>
        people.post(who, "/competences/update", { id: second!.id, title: "Ориентация на клиента", description: "Новое" });
      const move = (who: Who | null, id: number, direction: string) => people.post(who, "/competences/move", { id, direction });
      const remove = (who: Who | null, id: number) => people.post(who, "/competences/delete", { id });
      for (const who of [null, "employee", "editor"] as const) {
        if (who === null) unauthorized(await update(who));
        else refused(await update(who), s.competencesForbidden);
        if (who === null) unauthorized(await move(who, third!.id, "up"));
        else refused(await move(who, third!.id, "up"), s.competencesForbidden);
        if (who === null) unauthorized(await remove(who, first!.id));
        else refused(await remove(who, first!.id), s.competencesForbidden);
      }
      expect((await list()).map((c) => c.id)).toEqual([first!.id, second!.id, third!.id]);
      expect(ok(await update("competences"))).toMatchObject({ title: "Ориентация на клиента", description: "Новое" });
      const moved = ok(await move("competences", third!.id, "up")) as Competence[];
      expect(moved.map((c) => c.id)).toEqual([first!.id, third!.id, second!.id]);
      ok(await move("admin", first!.id, "up"));
      ok(await move("admin", second!.id, "down"));
      expect((await list()).map((c) => c.id)).toEqual([first!.id, third!.id, second!.id]);
      refused(await move("admin", first!.id, "left"), t.badDirection);
      ok(await remove("competences", third!.id));
      refused(await remove("competences", third!.id), t.competenceNotFound);
      refused(await update("competences").then(() => remove("admin", 0)), t.competenceNotFound);
      expect((await list()).map((c) => c.id)).toEqual([first!.id, second!.id]);
    });

    it("lists in one statement however many competences there are", async () => {
      const reader = actingAs(people.people.employee.id);
      const count = async () => {
        queries = 0;
        counting = true;
        await portal.services.competences.list(reader);
        counting = false;
        return queries;
      };
      const few = await count();
      const editor = actingAs(people.people.competences.id, [ROLE_UPDATE_COMPETENCES]);
      for (let i = 0; i < 20; i++) await portal.services.competences.add(editor, { title: `Компетенция ${i}`, description: "Описание" });
      expect(few).toBe(1);
      expect(await count()).toBe(few);
    });
  });
});
