// The company guide's forms as a browser without JavaScript meets them (the real build behind the real
// Express app): the section and article forms posted plainly (with a file in the multipart post)
// keeping every typed value after a refusal, the notify step, typed-title deletion, the archive and
// versions. The pages themselves: guide-pages.test.ts. Run `npx remix build` first.
import { beforeAll, describe, expect, it } from "vitest";
import { actingAs } from "~/platform/actor";
import type { TestPortal } from "../../../../tests/helpers/portal";
import { EDITOR_ROLE, guidePagesWorld, text } from "./guide-pages-world";

describe("guide forms without JavaScript", () => {
  const world = guidePagesWorld();
  const { ids, get, post, toastOn } = world;
  let portal: TestPortal;
  let editor: string;
  let employee: string;
  let roleId: number;
  beforeAll(() => ({ portal, editor, employee, roleId } = world.current()));

  it("sections: create keeps the typed name after a refusal; edit and delete (with its confirmation step) for guide editors", async () => {
    expect((await get("/knowledge/guide/create", employee)).status).toBe(403);
    const long = "Я".repeat(256);
    const refused = await post("/knowledge/guide/create", editor, { name: long });
    expect(refused.status).toBe(400);
    const html = await text(refused);
    expect(html).toContain("Название раздела — не более 255 символов");
    expect(html).toContain(`value="${long}"`);
    const created = await post("/knowledge/guide/create", editor, { name: "Магазины", roleIds: String(roleId) });
    expect(created.status).toBe(302);
    const location = created.headers.get("location")!;
    expect(location).toMatch(/^\/knowledge\/guide\/\d+$/);
    const page = await toastOn(location, editor);
    expect(page).toContain("Раздел добавлен");
    expect(page).toContain("Кассиры магазинов"); // the access panel
    const id = Number(location.split("/").pop());

    const child = await post(`${location}/create-child`, editor, { name: "Кассовые операции" });
    expect(child.headers.get("location")).toMatch(new RegExp(`^${location}/\\d+$`));
    expect((await get(`${location}/create-child`, employee)).status).toBe(404); // the employee cannot read it at all

    const childId = Number(child.headers.get("location")!.split("/").pop());
    const childForm = await text(await get(`/knowledge/guide/${childId}/edit-child`, editor));
    expect(childForm).toContain("Редактирование подраздела");
    expect(childForm).toContain('value="Кассовые операции"');
    const childSaved = await post(`/knowledge/guide/${childId}/edit-child`, editor, { name: "Касса" });
    expect(childSaved.headers.get("location")).toBe(`${location}/${childId}`);
    expect(await toastOn(`${location}/${childId}`, editor)).toContain("Информация о подразделе обновлена");

    const renamed = await post(`/knowledge/guide/${id}/edit`, editor, { name: "Магазины и склады", roleIds: String(roleId) });
    expect(renamed.headers.get("location")).toBe(location);
    expect(await toastOn(location, editor)).toContain("Информация о разделе обновлена");
    expect((await get(`/knowledge/guide/${id}/edit`, employee)).status).toBe(404);

    const confirm = await text(await get(`/knowledge/guide/${id}/edit?dialog=delete`, editor));
    expect(confirm).toContain("Удаление раздела");
    const deleted = await post(`/knowledge/guide/${id}/edit?dialog=delete`, editor, { intent: "delete" });
    expect(deleted.headers.get("location")).toBe("/knowledge/guide");
    expect(await toastOn("/knowledge/guide", editor)).toContain("Раздел удален");
    expect((await get(location, editor)).status).toBe(404);
  });

  it("article create without JavaScript: a refusal keeps the title, text and the uploaded file; roles ask whether to notify", async () => {
    const base = `/knowledge/guide/${ids.top}/${ids.child}`;
    expect((await get(`${base}/article/create`, employee)).status).toBe(403);
    const form = new FormData();
    form.append("categoryId", String(ids.child));
    form.append("name", "Как получить ноутбук");
    form.append("contentNewEditor", "   ");
    form.append("tags", "техника, новичкам");
    form.append("intent", "publish");
    form.append("files", new Blob(["%PDF-1.4\n% памятка\n"], { type: "application/pdf" }), "Памятка.pdf");
    const refused = await post(`${base}/article/create`, editor, form);
    expect(refused.status).toBe(400);
    const html = await text(refused);
    expect(html).toContain("Необходимо указать содержание и название статьи");
    expect(html).toContain('value="Как получить ноутбук"');
    expect(html).toContain('value="техника, новичкам"');
    expect(html).toContain("Памятка.pdf");
    expect(html).toContain("0,00 МБ");
    const fileId = /name="fileIds"[^>]*value="(\d+)"/.exec(html)![1]!;

    // With a role chosen, publishing first asks; the step carries every value.
    const step = await post(`${base}/article/create`, editor, {
      categoryId: String(ids.child),
      name: "Как получить ноутбук",
      contentNewEditor: "Напишите в ИТ-поддержку.\n\nНоутбук выдают в первый день.",
      tags: "техника, новичкам",
      fileIds: fileId,
      roleIds: String(roleId),
      intent: "publish",
    });
    expect(step.status).toBe(200);
    const asked = await text(step);
    expect(asked).toContain("Уведомить сотрудников?");
    expect(asked).toContain("Кассиры магазинов");
    const hidden = Object.fromEntries([...asked.matchAll(/<input type="hidden" name="([^"]+)" value="([^"]*)"/g)].map((m) => [m[1], m[2]]));
    expect(hidden).toMatchObject({ name: "Как получить ноутбук", fileIds: fileId, roleIds: String(roleId), intent: "publish" });
    const saved = await post(`${base}/article/create`, editor, {
      categoryId: String(ids.child),
      name: "Как получить ноутбук",
      contentNewEditor: "Напишите в ИТ-поддержку.\n\nНоутбук выдают в первый день.",
      tags: "техника, новичкам",
      fileIds: fileId,
      roleIds: String(roleId),
      intent: "publish",
      flagToEmail: "1",
    });
    expect(saved.status).toBe(302);
    const view = saved.headers.get("location")!;
    expect(view).toMatch(new RegExp(`^${base}/article/\\d+$`));
    const page = await toastOn(view, employee);
    expect(page).toContain("Ноутбук выдают в первый день.");
    expect(page).toContain("Памятка.pdf");
    expect(page).toContain("#новичкам");
    const event = await portal.db.kysely
      .selectFrom("events")
      .select("payload")
      .where("type", "=", "GUIDE_ARTICLE_PUBLISHED")
      .orderBy("id", "desc")
      .executeTakeFirstOrThrow();
    expect(JSON.parse(event.payload)).toMatchObject({ flagToEmail: true, roleIds: [roleId] });

    // A draft: not listed for readers, in the editors' drafts tab.
    const draft = await post(`${base}/article/create`, editor, {
      categoryId: String(ids.child),
      name: "Черновик памятки",
      contentNewEditor: "Пишу",
      intent: "draft",
    });
    expect(draft.status).toBe(302);
    expect(await text(await get(base, employee))).not.toContain("Черновик памятки");
    expect(await text(await get(`${base}?tab=drafts`, editor))).toContain("Черновик памятки");
  });

  it("versions: 20 a page with plain links to older and newest pages; a bad cursor is a 404", async () => {
    const base = `/knowledge/guide/${ids.top}/${ids.child}/article/${ids.third}/versions`;
    const rows = Array.from({ length: 44 }, (_, k) => ({
      article_id: ids.third,
      version: k + 2,
      name: `Обед, правка ${k + 2}`,
      section_id: ids.child,
      status: "PUBLISHED" as const,
      content: null,
      content_new_editor: "<p>Обед</p>",
      new_editor: 1,
      file_ids: "[]",
      tags: "[]",
      created_at: new Date(Date.UTC(2026, 0, 1, 0, k)).toISOString(),
      user_id: null,
    }));
    await portal.db.kysely.insertInto("guide_article_versions").values(rows).execute();
    const listed = (html: string) => [...html.matchAll(/>Версия (\d+)</g)].map((m) => Number(m[1]));
    const first = await text(await get(base, editor));
    expect(listed(first)).toEqual(Array.from({ length: 20 }, (_, k) => 45 - k));
    expect(first).toContain(`href="${base}?before=26"`);
    expect(first).not.toContain("Последние версии");
    const second = await text(await get(`${base}?before=26`, editor));
    expect(listed(second)).toEqual(Array.from({ length: 20 }, (_, k) => 25 - k));
    expect(second).toContain(`href="${base}?before=6"`);
    expect(second).toContain(`href="${base}">← Последние версии`);
    const last = await text(await get(`${base}?before=6`, editor));
    expect(listed(last)).toEqual([5, 4, 3, 2, 1]);
    expect(last).not.toContain("Более ранние версии");
    expect((await get(`${base}?before=abc`, editor)).status).toBe(404);
  });

  it("article edit: update, typed-title delete (a wrong title deletes nothing), the archive restores, versions restore", async () => {
    const base = `/knowledge/guide/${ids.top}/${ids.child}`;
    const edit = `${base}/article/${ids.second}/edit`;
    expect((await get(edit, employee)).status).toBe(403);
    const form = await text(await get(edit, editor));
    expect(form).toContain('value="Рабочее место"');
    expect(form).toContain("В черновик");
    const tooLong = await post(edit, editor, {
      categoryId: String(ids.child),
      name: "Д".repeat(256),
      contentNewEditor: "Стол у окна",
      intent: "update",
    });
    expect(tooLong.status).toBe(400);
    const refusedHtml = await text(tooLong);
    expect(refusedHtml).toContain("Название статьи — не более 255 символов");
    expect(refusedHtml).toContain("Стол у окна</textarea>");
    // Written an hour ago, so the update adds a version (saves in a row within 10 minutes coalesce).
    await portal.db.kysely
      .updateTable("guide_article_versions")
      .set({ created_at: new Date(Date.now() - 3600_000).toISOString() })
      .where("article_id", "=", ids.second)
      .execute();
    const updated = await post(edit, editor, {
      categoryId: String(ids.child),
      name: "Рабочее место",
      contentNewEditor: "Стол у окна",
      intent: "update",
    });
    expect(updated.headers.get("location")).toBe(`${base}/article/${ids.second}`);
    expect(await toastOn(`${base}/article/${ids.second}`, editor)).toContain("Информация о статье обновлена");

    const versions = await text(await get(`${base}/article/${ids.second}/versions`, editor));
    expect(versions).toContain("Версия 2");
    expect((await get(`${base}/article/${ids.second}/versions`, employee)).status).toBe(403);
    const restored = await post(`${base}/article/${ids.second}/versions/1`, editor, {});
    expect(restored.headers.get("location")).toBe(`${base}/article/${ids.second}`);
    expect(await toastOn(`${base}/article/${ids.second}`, editor)).toContain("Текст статьи «Рабочее место».");

    const wrong = await post(`${edit}?dialog=delete`, editor, { confirmName: "Рабочее" });
    expect(wrong.status).toBe(400);
    const wrongHtml = await text(wrong);
    expect(wrongHtml).toContain("Название введено неверно: статья не удалена");
    expect(wrongHtml).toContain('aria-invalid="true"');
    expect(wrongHtml).toContain('value="Рабочее"');
    expect((await get(`${base}/article/${ids.second}`, employee)).status).toBe(200);
    const deleted = await post(`${edit}?dialog=delete`, editor, { confirmName: "Рабочее место" });
    expect(deleted.headers.get("location")).toBe(base);
    expect(await toastOn(base, editor)).toContain("Статья удалена");
    expect((await get(`${base}/article/${ids.second}`, employee)).status).toBe(404);

    const archive = await text(await get(`${base}?tab=archive`, editor));
    expect(archive).toContain("Рабочее место");
    const back = await post(base, editor, { intent: "restore", articleId: String(ids.second) });
    expect(back.headers.get("location")).toBe(`${base}?tab=drafts`);
    expect(await toastOn(`${base}?tab=drafts`, editor)).toContain("Рабочее место");
  });
  it("a section's list shows an article's excerpt from its paragraphs, not its table flattened", async () => {
    const userId = (
      await portal.db.kysely.selectFrom("user_roles").select("user_id").where("role", "=", EDITOR_ROLE).executeTakeFirstOrThrow()
    ).user_id;
    const actor = actingAs(userId, [EDITOR_ROLE]);
    const section = (await portal.services.guide.createSection(actor, { name: "Оклады и графики" })).id;
    const table = "<table><tbody><tr><th>Смена</th><th>Часы</th></tr><tr><td>Утренняя</td><td>8–16</td></tr></tbody></table>";
    await portal.services.guide.createArticle(actor, {
      name: "График смен",
      categoryId: section,
      contentNewEditor: `${table}<p>Смены меняются раз в месяц.</p>`,
    });
    const html = await text(await get(`/knowledge/guide/${section}`, employee));
    expect(html).toContain("Смены меняются раз в месяц.");
    expect(html).not.toContain("Смена Часы");
  });
});
