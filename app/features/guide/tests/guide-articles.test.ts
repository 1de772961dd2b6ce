// Contract tests of the company guide's article calls (spec part 1 §7 "Guide articles", our versions),
// the publish event and the favourites: what a JSON client sees on SQLite and PostgreSQL. Sections:
// guide.test.ts; who may do what: guide-permissions.test.ts.
import { beforeAll, describe, expect, it } from "vitest";
import { dialects, type TestPortal } from "../../../../tests/helpers/portal";
import { api, type TestServer } from "../../../../tests/helpers/http";
import { ok, refused } from "../../../../tests/helpers/envelope";
import type { GuideWorld, Who } from "./guide-fixture";
import { C, CONTENT_AND_NAME, PNG, SORT_INVALID, articleNotFound, guideApiSuite, sectionNotFound } from "./guide-api-suite";

describe.each(await dialects())("Company guide API on %s", (dialect) => {
  const suite = guideApiSuite(dialect);
  const { get, post, top, child, article, names } = suite;
  let portal: TestPortal;
  let server: TestServer;
  let w: GuideWorld;
  beforeAll(() => ({ portal, server, w } = suite.current()));

  describe("articles", () => {
    it("creates an article and shows it in full: body, files, tags, roles, breadcrumbs, author", async () => {
      const root = await top("Статьи");
      const sub = await child(root, "Подраздел статей");
      const file = ok(
        await api(server, "POST", "/file/save", {
          token: w.tokens.guideEditor,
          body: {
            originalFileName: "Регламент.pdf",
            fileType: "ATTACHMENT",
            base64File: Buffer.from("%PDF-1.4\n%%EOF\n").toString("base64"),
          },
        }),
      );
      const created = ok(
        await post("guideEditor", "/wiki/guide/create", {
          name: "  Как оформить отпуск ",
          categoryId: sub,
          contentNewEditor: '<h2>Порядок</h2><p onclick="x()">Подайте заявление.</p><script>alert(1)</script>',
          newEditor: true,
          roleIds: [w.roles.managers],
          fileIds: [file.id],
          tags: ["отпуск", " Отпуск ", "новый тег"],
          flagToEmail: false,
        }),
      );
      expect(created).toEqual({ id: expect.any(Number), message: "Статья добавлена" });
      const view = ok(await get("outsider", "/wiki/guide/get", { id: created.id }));
      expect(view).toEqual({
        id: created.id,
        categoryId: sub,
        name: "Как оформить отпуск",
        status: "PUBLISHED",
        html: "<h2>Порядок</h2><p>Подайте заявление.</p>",
        contentNewEditor: "<h2>Порядок</h2><p>Подайте заявление.</p>",
        newEditor: true,
        version: 1,
        wiki: {
          id: created.id,
          name: "Как оформить отпуск",
          lastUpdateUser: { id: w.ids.guideEditor, name: "Тест", surname: "Гидов", avatarFile: null },
          lastUpdateDate: expect.any(String),
        },
        publishLastDateUpdate: expect.any(String),
        files: [
          { id: file.id, filePath: file.filePath, originalFileName: "Регламент.pdf", fileSize: file.fileSize, sizeMb: expect.any(String) },
        ],
        tags: ["новый тег", "отпуск"],
        roles: [{ id: w.roles.managers, name: "Руководители" }],
        category: { id: sub, name: "Подраздел статей" },
        breadcrumbs: [
          { id: root, name: "Статьи" },
          { id: sub, name: "Подраздел статей" },
        ],
        path: [root, sub],
        canRead: true,
        canEdit: false,
        favorite: false,
        shortContent: expect.stringContaining("Подайте заявление."),
      });
      const list = ok(await get("outsider", "/wiki/guide/list-by-cat", { categoryId: sub }));
      expect(list).toEqual([
        {
          id: created.id,
          name: "Как оформить отпуск",
          status: "PUBLISHED",
          sort: 0,
          canEdit: false,
          lastUpdateDate: expect.any(String),
          shortContent: expect.stringContaining("Подайте заявление."),
          favorite: false,
        },
      ]);
      // A new tag value joins the tags catalogue.
      expect(await portal.db.kysely.selectFrom("tags").select("id").where("value", "=", "новый тег").executeTakeFirst()).toBeTruthy();
    });

    it("keeps old-editor blocks and renders them", async () => {
      const root = await top("Старый редактор");
      const blocks = { blocks: [{ id: "a", type: "paragraph", data: { text: "Текст <b>старого</b> редактора" } }] };
      const { id } = ok(
        await post("guideEditor", "/wiki/guide/create", {
          name: "Старая статья",
          categoryId: root,
          content: JSON.stringify(blocks),
          newEditor: false,
        }),
      );
      const view = ok(await get("outsider", "/wiki/guide/get", { id }));
      expect(view).toMatchObject({ newEditor: false, contentNewEditor: null });
      expect(view.html).toContain("Текст <b>старого</b> редактора");
    });

    it("refuses bad article input with the spec's message, on the right field, and saves nothing", async () => {
      const root = await top("Проверки");
      const create = (body: Record<string, unknown>) => post("guideEditor", "/wiki/guide/create", { categoryId: root, ...body });
      refused(await create({ name: "", contentNewEditor: "" }), CONTENT_AND_NAME);
      refused(await create({ name: "   ", contentNewEditor: "<p>Текст</p>" }), CONTENT_AND_NAME);
      refused(await create({ name: "Без текста", contentNewEditor: "<p> </p><script>x</script>" }), CONTENT_AND_NAME);
      refused(await create({ name: "Без текста" }), CONTENT_AND_NAME);
      refused(await create({ name: "я".repeat(256), contentNewEditor: "<p>Текст</p>" }), "Название статьи — не более 255 символов");
      refused(await post("guideEditor", "/wiki/guide/create", { name: "Х", contentNewEditor: "<p>Т</p>" }), "Выберите раздел");
      refused(await create({ categoryId: 987654, name: "Х", contentNewEditor: "<p>Т</p>" }), sectionNotFound(987654));
      refused(await create({ name: "Х", contentNewEditor: "<p>Т</p>", fileIds: [987654] }), "Файл не найден");
      refused(await create({ name: "Х", contentNewEditor: "<p>Т</p>", roleIds: [987654] }), "Роль не найдена");
      refused(await create({ name: "Х", contentNewEditor: "<p>Т</p>", tags: [1, 2] }), "Теги должны быть списком строк");
      refused(await create({ name: "Х", contentNewEditor: "<p>Т</p>", tags: ["т".repeat(51)] }), "Тег — не более 50 символов");
      refused(await create({ name: "Х", contentNewEditor: "<p>Т</p>", status: "ARCHIVE" }), "Статус статьи: PUBLISHED или DRAFT");
      refused(await create({ name: "Х", contentNewEditor: "<p>Т</p>", flagToEmail: "может быть" }), "Укажите flagToEmail: true или false");
      refused(
        await post("byRole", "/wiki/guide/create", { categoryId: root, name: "Х", contentNewEditor: "<p>Т</p>" }),
        "Недостаточно прав для изменения раздела гида",
      );
      expect(ok(await get("guideEditor", "/wiki/guide/list-by-cat", { categoryId: root }))).toEqual([]);
      expect(ok(await get("guideEditor", "/wiki/guide/list-by-cat", { categoryId: root, status: "DRAFT" }))).toEqual([]);
      refused(
        await get("guideEditor", "/wiki/guide/list-by-cat", { categoryId: root, status: "ВСЕ" }),
        "Статус статей: PUBLISHED, DRAFT или ARCHIVE",
      );
      refused(await get("guideEditor", "/wiki/guide/list-by-cat", {}), "Укажите идентификатор раздела");
      refused(await get("guideEditor", "/wiki/guide/get", { id: 987654 }), articleNotFound(987654));
      refused(await get("guideEditor", "/wiki/guide/get", {}), "Укажите идентификатор статьи");
    });

    it("moves articles between drafts, published, another section and the archive", async () => {
      const root = await top("Статусы");
      const other = await child(root, "Другой раздел");
      const id = await article(root, "Черновик", { status: "DRAFT" });
      expect(
        ok(await get("guideEditor", "/wiki/guide/list-by-cat", { categoryId: root, status: "DRAFT" })).map((a: { id: number }) => a.id),
      ).toEqual([id]);
      expect(ok(await get("guideEditor", "/wiki/guide/get", { id })).publishLastDateUpdate).toBeNull();
      // Readers see neither the draft nor the drafts list.
      refused(await get("outsider", "/wiki/guide/get", { id }), articleNotFound(id));
      expect(ok(await get("outsider", "/wiki/guide/list-by-cat", { categoryId: root, status: "DRAFT" }))).toEqual([]);

      const update = (body: Record<string, unknown>) =>
        post("guideEditor", "/wiki/guide/update", {
          id,
          url: "https://portal.example/knowledge/guide",
          name: "Опубликована",
          categoryId: root,
          contentNewEditor: "<p>Готово</p>",
          ...body,
        });
      expect(ok(await update({ status: "PUBLISHED" }))).toEqual({ id, message: "Информация о статье обновлена" });
      expect(ok(await get("outsider", "/wiki/guide/get", { id }))).toMatchObject({
        name: "Опубликована",
        status: "PUBLISHED",
        publishLastDateUpdate: expect.any(String),
      });
      ok(await update({ categoryId: other }));
      expect(ok(await get("outsider", "/wiki/guide/get", { id }))).toMatchObject({ categoryId: other, status: "PUBLISHED" });
      expect(names(ok(await get("outsider", "/wiki/guide/list-by-cat", { categoryId: root })))).toEqual([]);

      expect(ok(await post("guideEditor", "/wiki/guide/delete", { id }))).toEqual({ message: "Статья удалена", categoryId: other });
      refused(await get("outsider", "/wiki/guide/get", { id }), articleNotFound(id));
      expect(ok(await get("guideEditor", "/wiki/guide/get", { id })).status).toBe("ARCHIVE");
      expect(
        ok(await get("guideEditor", "/wiki/guide/list-by-cat", { categoryId: other, status: "ARCHIVE" })).map((a: { id: number }) => a.id),
      ).toEqual([id]);
      expect(ok(await get("outsider", "/wiki/guide/list-by-cat", { categoryId: other, status: "ARCHIVE" }))).toEqual([]);
      // Unarchiving brings it back as a draft, untouched; only from the archive, only for editors.
      refused(await post("outsider", "/wiki/guide/unarchive", { id }), articleNotFound(id));
      expect(ok(await post("guideEditor", "/wiki/guide/unarchive", { id }))).toEqual({
        message: "Статья восстановлена как черновик",
        categoryId: other,
      });
      expect(ok(await get("guideEditor", "/wiki/guide/get", { id }))).toMatchObject({ status: "DRAFT", name: "Опубликована" });
      refused(await post("guideEditor", "/wiki/guide/unarchive", { id }), "Статья не в архиве");
      ok(await post("guideEditor", "/wiki/guide/delete", { id }));
      // Saving with a status brings it back too.
      ok(await update({ categoryId: other, status: "PUBLISHED" }));
      expect(ok(await get("outsider", "/wiki/guide/get", { id })).status).toBe("PUBLISHED");
      refused(
        await post("guideEditor", "/wiki/guide/update", { name: "Х", categoryId: root, contentNewEditor: "<p>Т</p>" }),
        "Укажите идентификатор статьи",
      );
      refused(
        await post("guideEditor", "/wiki/guide/update", { id: 987654, name: "Х", categoryId: root, contentNewEditor: "<p>Т</p>" }),
        articleNotFound(987654),
      );
      refused(await update({ contentNewEditor: "" }), CONTENT_AND_NAME);
      refused(await post("guideEditor", "/wiki/guide/delete", { id: 987654 }), articleNotFound(987654));
    });

    it("attaches only one's own uploads or files already on the article, and serves an attachment only to the article's readers", async () => {
      const upload = async (who: Who, name: string) =>
        ok(
          await api(server, "POST", "/file/save", {
            token: w.tokens[who],
            body: { originalFileName: name, fileType: "ATTACHMENT", base64File: Buffer.from("%PDF-1.4\n%%EOF\n").toString("base64") },
          }),
        ) as { id: number; filePath: string };
      const download = (who: Who, filePath: string) =>
        fetch(`${server.url}${filePath}`, { headers: { Authorization: `Bearer ${w.tokens[who]}` } });
      const sales = ok(await post("guideEditor", `${C}/create-top`, { name: "Только для продаж", departmentIds: [w.departments.sales] }))
        .id as number;
      const budget = await upload("guideEditor", "Бюджет.pdf");
      const resume = await upload("outsider", "Резюме.pdf");

      refused(
        await post("guideEditor", "/wiki/guide/create", {
          name: "Чужой файл",
          categoryId: sales,
          contentNewEditor: "<p>Т</p>",
          fileIds: [resume.id],
        }),
        "Файл не найден",
      );
      const id = await article(sales, "Бюджет продаж", { fileIds: [budget.id] });
      // Another editor saving the article keeps the file already on it.
      ok(
        await post("admin", "/wiki/guide/update", {
          id,
          name: "Бюджет продаж",
          categoryId: sales,
          contentNewEditor: "<p>Т</p>",
          fileIds: [budget.id],
        }),
      );
      refused(
        await post("admin", "/wiki/guide/update", {
          id,
          name: "Бюджет продаж",
          categoryId: sales,
          contentNewEditor: "<p>Т</p>",
          fileIds: [budget.id, resume.id],
        }),
        "Файл не найден",
      );

      expect((await download("byDepartment", budget.filePath)).status).toBe(200);
      expect((await download("outsider", budget.filePath)).status).toBe(404);
      // A draft's attachment: its editors only.
      ok(
        await post("guideEditor", "/wiki/guide/update", {
          id,
          name: "Бюджет продаж",
          categoryId: sales,
          contentNewEditor: "<p>Т</p>",
          status: "DRAFT",
        }),
      );
      expect((await download("byDepartment", budget.filePath)).status).toBe(404);
      expect((await download("guideEditor", budget.filePath)).status).toBe(200);
      // A file on no article is its uploader's alone (ADR 0026).
      expect((await download("byDepartment", resume.filePath)).status).toBe(404);
    });

    it("serves an image in an article's body only to the article's readers, and follows the body as it changes", async () => {
      const image = ok(
        await api(server, "POST", "/file/save", {
          token: w.tokens.guideEditor,
          body: { originalFileName: "схема.png", fileType: "EDITOR_IMAGE", base64File: PNG },
        }),
      ) as { id: number; filePath: string };
      const download = (who: Who) => fetch(`${server.url}${image.filePath}`, { headers: { Authorization: `Bearer ${w.tokens[who]}` } });
      const sales = ok(await post("guideEditor", `${C}/create-top`, { name: "Схемы продаж", departmentIds: [w.departments.sales] }))
        .id as number;
      const body = `<p>Схема:</p><p><img src="${image.filePath}" alt="Схема"></p>`;
      const id = await article(sales, "Схема зала", { contentNewEditor: body });
      expect((await download("byDepartment")).status).toBe(200);
      expect((await download("outsider")).status).toBe(404);
      // Shown in an open article too: then everyone who reads that one may load it.
      const open = await article(await top("Открытые схемы"), "Открытая схема", { contentNewEditor: body });
      expect((await download("outsider")).status).toBe(200);
      ok(
        await post("guideEditor", "/wiki/guide/update", {
          id: open,
          name: "Открытая схема",
          categoryId: (ok(await get("guideEditor", "/wiki/guide/get", { id: open })) as { categoryId: number }).categoryId,
          contentNewEditor: "<p>Без схемы</p>",
        }),
      );
      expect((await download("outsider")).status).toBe(404);
      ok(
        await post("guideEditor", "/wiki/guide/update", {
          id,
          name: "Схема зала",
          categoryId: sales,
          contentNewEditor: "<p>Без схемы</p>",
        }),
      );
      // Shown nowhere now: its uploader's alone (ADR 0026).
      for (const who of ["outsider", "byDepartment"] as const) expect((await download(who)).status).toBe(404);
      expect((await download("guideEditor")).status).toBe(200);
    });

    it("orders a section's articles and refuses bad lists", async () => {
      const root = await top("Порядок статей");
      const other = await top("Другие статьи");
      const [a, b, c] = [await article(root, "А"), await article(root, "Б"), await article(root, "В")];
      const elsewhere = await article(other, "Г");
      const order = async () => names(ok(await get("outsider", "/wiki/guide/list-by-cat", { categoryId: root })));
      expect(ok(await post("guideEditor", "/wiki/guide/sort", { sortIdList: [c, a, b] }))).toEqual({ message: "Изменения сохранены" });
      expect(await order()).toEqual(["В", "А", "Б"]);
      ok(await post("guideEditor", "/wiki/guide/sort", { sortIdList: [b] }));
      expect(await order()).toEqual(["Б", "В", "А"]);
      for (const sortIdList of [[a, a], [a, elsewhere], [a, 987654], []])
        refused(await post("guideEditor", "/wiki/guide/sort", { sortIdList }), SORT_INVALID);
      refused(await post("byUser", "/wiki/guide/sort", { sortIdList: [a, b] }), "Недостаточно прав для изменения раздела гида");
      expect(await order()).toEqual(["Б", "В", "А"]);
    });

    it("writes a version at every save ten minutes apart and restores an old one as a new version", async () => {
      const root = await top("Версии");
      const id = await article(root, "Версия один", { tags: ["первый"] });
      // Saves closer together coalesce (guide-history.test.ts).
      const save = (name: string, html: string, tags: string[]) => {
        portal.clock.advance(11 * 60_000);
        return post("guideEditor", "/wiki/guide/update", { id, name, categoryId: root, contentNewEditor: html, tags });
      };
      ok(await save("Версия два", "<p>Второй текст</p>", ["второй"]));
      ok(await save("Версия три", "<p>Третий текст</p>", []));
      const versions = ok(await get("guideEditor", "/wiki/guide/versions", { id }));
      expect(versions.map((v: { version: number; name: string }) => [v.version, v.name])).toEqual([
        [3, "Версия три"],
        [2, "Версия два"],
        [1, "Версия один"],
      ]);
      expect(versions[0]).toEqual({
        version: 3,
        name: "Версия три",
        createdAt: expect.any(String),
        status: "PUBLISHED",
        user: { id: w.ids.guideEditor, name: "Тест", surname: "Гидов" },
      });
      expect(ok(await get("guideEditor", "/wiki/guide/version", { id, version: 2 }))).toMatchObject({
        version: 2,
        name: "Версия два",
        html: "<p>Второй текст</p>",
      });
      expect(ok(await post("guideEditor", "/wiki/guide/restore", { id, version: 1 }))).toEqual({
        message: "Восстановлена версия 1",
        version: 4,
      });
      expect(ok(await get("outsider", "/wiki/guide/get", { id }))).toMatchObject({
        name: "Версия один",
        html: "<p>Версия один</p>",
        tags: ["первый"],
      });
      expect(ok(await get("guideEditor", "/wiki/guide/versions", { id })).map((v: { version: number }) => v.version)).toEqual([4, 3, 2, 1]);
      refused(await get("guideEditor", "/wiki/guide/version", { id, version: 99 }), "Версия 99 статьи не найдена");
      refused(await post("guideEditor", "/wiki/guide/restore", { id, version: 99 }), "Версия 99 статьи не найдена");
      refused(await get("guideEditor", "/wiki/guide/version", { id }), "Укажите номер версии");
      refused(await get("outsider", "/wiki/guide/versions", { id }), "История версий доступна только редакторам раздела");
      refused(await get("outsider", "/wiki/guide/version", { id, version: 1 }), "История версий доступна только редакторам раздела");
      refused(await post("outsider", "/wiki/guide/restore", { id, version: 2 }), "Недостаточно прав для изменения раздела гида");
      expect(ok(await get("outsider", "/wiki/guide/get", { id })).name).toBe("Версия один");
    });
  });
});
