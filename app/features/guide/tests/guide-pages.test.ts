// The company guide's pages as a browser without JavaScript meets them (the real build behind the real
// Express app): addresses that must be the real ancestry, the access rule on pages (an unreadable
// section is 404, its article 403), the edit-mode switch, arrows that reorder, the section and article
// forms posted plainly (with a file in the multipart post) keeping every typed value after a refusal,
// the notify step, typed-title deletion, the archive, versions and favourites. Run `npx remix build` first.
import path from "node:path";
import { pathToFileURL } from "node:url";
import type { ServerBuild } from "@remix-run/node";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestPortal, createPerson, type TestPortal } from "../../../../tests/helpers/portal";
import { signInWithForm, startTestServer, type TestServer } from "../../../../tests/helpers/http";

const PASSWORD = "secret-pass-1";
const EDITOR_ROLE = "ROLE_UPDATE_WIKI_GUIDE_TOP_CATEGORY";
/** React puts <!-- --> between adjacent text parts; the texts are compared without them. */
const text = async (response: Response) => (await response.text()).replace(/<!-- -->/g, "");

describe("guide pages without JavaScript", () => {
  let portal: TestPortal;
  let server: TestServer;
  let editor: string;
  let employee: string;
  let outsider: string;
  let employeeId: number;
  let roleId: number;
  const ids = { top: 0, child: 0, empty: 0, secret: 0, first: 0, second: 0, third: 0, secretArticle: 0 };

  const get = (url: string, cookie?: string) => fetch(`${server.url}${url}`, { redirect: "manual", headers: cookie ? { Cookie: cookie } : {} });
  const post = (url: string, cookie: string, form: Record<string, string | string[]> | FormData) => {
    let body: URLSearchParams | FormData;
    if (form instanceof FormData) body = form;
    else {
      body = new URLSearchParams();
      for (const [k, v] of Object.entries(form)) for (const one of Array.isArray(v) ? v : [v]) body.append(k, one);
    }
    return fetch(`${server.url}${url}`, { method: "POST", redirect: "manual", headers: { Cookie: cookie, Origin: server.url }, body });
  };
  /** The toast the next page shows (the flash is kept in the session). */
  const toastOn = async (url: string, cookie: string) => text(await get(url, cookie));
  const order = async (sectionId: number) =>
    (await portal.db.kysely.selectFrom("guide_articles").select("name").where("section_id", "=", sectionId).where("status", "=", "PUBLISHED").orderBy("sort").orderBy("id").execute()).map((r) => r.name);

  beforeAll(async () => {
    const build = (await import(pathToFileURL(path.resolve("build/index.js")).href)) as ServerBuild;
    portal = await createTestPortal("sqlite", { realClock: true });
    server = await startTestServer(portal, { build });
    const ed = await createPerson(portal, { password: PASSWORD, roles: [EDITOR_ROLE], surname: "Гидова" });
    const em = await createPerson(portal, { password: PASSWORD, surname: "Читателева" });
    const out = await createPerson(portal, { password: PASSWORD, surname: "Посторонний" });
    employeeId = em.id;
    editor = await signInWithForm(server, ed.phone, PASSWORD);
    employee = await signInWithForm(server, em.phone, PASSWORD);
    outsider = await signInWithForm(server, out.phone, PASSWORD);
    roleId = (await portal.db.kysely.insertInto("wiki_roles").values({ name: "Кассиры магазинов", all_employees: 0 }).returning("id").executeTakeFirstOrThrow()).id;

    const actor = { kind: "user" as const, userId: ed.id, roles: [EDITOR_ROLE], tokenHash: "", via: "web" as const, flash: null };
    const guide = portal.services.guide;
    ids.top = (await guide.createSection(actor, { name: "Новому сотруднику" })).id;
    ids.child = (await guide.createSection(actor, { name: "Первый день", parentId: ids.top })).id;
    ids.empty = (await guide.createSection(actor, { name: "Пустой раздел", parentId: ids.top })).id;
    ids.secret = (await guide.createSection(actor, { name: "Для руководителей", userIds: [em.id] })).id;
    const article = async (name: string, categoryId: number) =>
      (await guide.createArticle(actor, { name, categoryId, contentNewEditor: `<p>Текст статьи «${name}».</p><script>alert(1)</script>`, tags: ["адаптация"] })).id;
    ids.first = await article("Пропуск и вход", ids.child);
    ids.second = await article("Рабочее место", ids.child);
    ids.third = await article("Обед", ids.child);
    ids.secretArticle = await article("Бюджет на год", ids.secret);
  });
  afterAll(async () => {
    await server?.close();
    await portal?.dispose();
  });

  it("the guide: sections and the side menu; only guide editors get «Создать раздел»; anonymous go to sign-in", async () => {
    const response = await get("/knowledge/guide", employee);
    expect(response.status).toBe(200);
    const html = await text(response);
    expect(html).toContain("Гид по компании");
    expect(html).toContain(`href="/knowledge/guide/${ids.top}"`);
    expect(html).toContain(`href="/knowledge/guide/${ids.top}/${ids.child}"`);
    expect(html).toContain("Для руководителей"); // the employee is on its access list
    expect(html).not.toContain("Создать раздел");
    expect(await text(await get("/knowledge/guide", outsider))).not.toContain("Для руководителей");
    expect(await text(await get("/knowledge/guide", editor))).toContain("Создать раздел");
    const anonymous = await get("/knowledge/guide");
    expect(anonymous.status).toBe(302);
    expect(anonymous.headers.get("location")).toContain("/login");
  });

  it("a section: breadcrumbs, articles, the current menu item; an empty one says so; a short or wrong ancestry goes to the real address", async () => {
    const response = await get(`/knowledge/guide/${ids.top}/${ids.child}`, employee);
    expect(response.status).toBe(200);
    const html = await text(response);
    expect(html).toContain("Пропуск и вход");
    expect(html).toContain(`href="/knowledge/guide/${ids.top}/${ids.child}/article/${ids.first}"`);
    expect(html).toMatch(new RegExp(`aria-current="page"[^>]*href="/knowledge/guide/${ids.top}/${ids.child}"`));
    expect(html).toMatch(/<nav class="breadcrumbs"[^]*Новому сотруднику[^]*Первый день/);
    expect(html).not.toContain("Текст статьи «Пропуск и вход».</p><script>");
    expect(html).not.toContain("Доступ к разделу");
    expect(html).not.toContain("Черновики");
    const empty = await text(await get(`/knowledge/guide/${ids.top}/${ids.empty}`, employee));
    expect(empty).toContain("Скоро здесь появятся статьи");
    for (const short of [`/knowledge/guide/${ids.child}`, `/knowledge/guide/${ids.empty}/${ids.child}`]) {
      const moved = await get(short, employee);
      expect(moved.status).toBe(302);
      expect(moved.headers.get("location")).toBe(`/knowledge/guide/${ids.top}/${ids.child}`);
    }
    // A form posted to a wrong address changes nothing (the page it then renders is sent to the real address).
    await post(`/knowledge/guide/${ids.child}?index`, editor, { intent: "restore", articleId: String(ids.first) });
    expect((await portal.db.kysely.selectFrom("guide_articles").select("status").where("id", "=", ids.first).executeTakeFirstOrThrow()).status).toBe("PUBLISHED");
    expect((await get(`/knowledge/guide/abc`, employee)).status).toBe(404);
    expect((await get(`/knowledge/guide/999999`, employee)).status).toBe(404);
  });

  it("sections of any depth have pages: past three levels the address carries the last three ids of the ancestry", async () => {
    const actor = { kind: "user" as const, userId: (await portal.db.kysely.selectFrom("user_roles").select("user_id").where("role", "=", EDITOR_ROLE).executeTakeFirstOrThrow()).user_id, roles: [EDITOR_ROLE], tokenHash: "", via: "web" as const, flash: null };
    const chain = [ids.top];
    for (let level = 2; level <= 8; level++) chain.push((await portal.services.guide.createSection(actor, { name: `Уровень ${level}`, parentId: chain.at(-1)! })).id);
    const deepest = chain.at(-1)!;
    const articleId = (await portal.services.guide.createArticle(actor, { name: "Глубокая статья", categoryId: deepest, contentNewEditor: "<p>На восьмом уровне.</p>" })).id;
    const address = `/knowledge/guide/${chain.slice(-3).join("/")}`;
    const section = await get(address, employee);
    expect(section.status).toBe(200);
    const html = await text(section);
    expect(html).toMatch(/<nav class="breadcrumbs"[^]*Новому сотруднику[^]*Уровень 7[^]*Уровень 8/);
    expect(html).toContain(`href="${address}/article/${articleId}"`);
    expect(await text(await get(`${address}/article/${articleId}`, employee))).toContain("На восьмом уровне.");
    const short = await get(`/knowledge/guide/${deepest}/article/${articleId}`, employee);
    expect(short.headers.get("location")).toBe(`${address}/article/${articleId}`);
  });

  it("a guide notification in the bell links to the article's permanent address, which sends a reader to the article", async () => {
    await portal.db.kysely
      .insertInto("notifications")
      .values({ user_id: employeeId, type: "WIKI_GUIDE", text: "В гиде по компании новая статья: {article}", variables: JSON.stringify([{ text: "Пропуск и вход", objectId: ids.first }]), object_id: ids.first, create_date: new Date().toISOString() })
      .execute();
    const home = await text(await get("/", employee));
    expect(home).toMatch(new RegExp(`<a [^>]*href="/knowledge/guide/article/${ids.first}">В гиде по компании новая статья: Пропуск и вход</a>`));
    const permalink = await get(`/knowledge/guide/article/${ids.first}`, employee);
    expect(permalink.status).toBe(302);
    expect(permalink.headers.get("location")).toBe(`/knowledge/guide/${ids.top}/${ids.child}/article/${ids.first}`);
    const forbidden = await get(`/knowledge/guide/article/${ids.secretArticle}`, outsider);
    expect(forbidden.status).toBe(403);
    expect(await text(forbidden)).toContain("Недостаточно прав для просмотра статьи");
    for (const missing of ["/knowledge/guide/article/999999", "/knowledge/guide/article/abc"]) {
      const response = await get(missing, employee);
      expect(response.status).toBe(404);
      expect(await text(response)).toContain("Статья удалена или ещё не создана");
    }
  });

  it("a restricted section is 404 for an outsider and its article 403; its access panel shows who may read it", async () => {
    const inside = await text(await get(`/knowledge/guide/${ids.secret}`, employee));
    expect(inside).toContain("Доступ к разделу");
    expect(inside).toContain("Читателева");
    const hidden = await get(`/knowledge/guide/${ids.secret}`, outsider);
    expect(hidden.status).toBe(404);
    expect(await text(hidden)).not.toContain("Для руководителей</h1>");
    const article = await get(`/knowledge/guide/${ids.secret}/article/${ids.secretArticle}`, outsider);
    expect(article.status).toBe(403);
    const html = await text(article);
    expect(html).toContain("Недостаточно прав для просмотра статьи");
    expect(html).not.toContain("Бюджет на год");
    expect((await get(`/knowledge/guide/${ids.secret}/article/${ids.secretArticle}`, employee)).status).toBe(200);
  });

  it("an article: body, tags, star; a missing one is «Статья удалена или ещё не создана»; one under another address goes to its own", async () => {
    const view = `/knowledge/guide/${ids.top}/${ids.child}/article/${ids.first}`;
    const response = await get(view, employee);
    expect(response.status).toBe(200);
    const html = await text(response);
    expect(html).toContain("<p>Текст статьи «Пропуск и вход».</p>");
    expect(html).not.toContain("alert(1)");
    expect(html).toContain("#адаптация");
    expect(html).toMatch(/Обновлено \d{1,2} [а-я]+ \d{4}/);
    expect(html).not.toContain(`${view}/edit`);
    expect(await text(await get(view, editor))).toContain(`${view}/edit`);
    const missing = await get(`/knowledge/guide/${ids.top}/${ids.child}/article/999999`, employee);
    expect(missing.status).toBe(404);
    expect(await text(missing)).toContain("Статья удалена или ещё не создана");
    const old = await get(`/knowledge/guide/${ids.child}/article/${ids.first}?from=chat`, employee);
    expect(old.status).toBe(302);
    expect(old.headers.get("location")).toBe(`${view}?from=chat`);
    // The star is a plain form to /favorites/update; the favourites page lists the article.
    const starred = await post("/favorites/update", employee, { type: "WIKI_GUIDE", objectId: String(ids.first), favorite: "1", redirectTo: view });
    expect(starred.status).toBe(302);
    expect(starred.headers.get("location")).toBe(view);
    expect(await toastOn(view, employee)).toContain("Добавлено в Избранное");
    const favorites = await text(await get("/favorites?type=WIKI_GUIDE", employee));
    expect(favorites).toContain(`href="${view}"`);
    expect(favorites).toContain("Первый день");
  });

  it("the edit-mode switch: only editors see it; it is kept in a cookie and shows the arrows", async () => {
    const section = `/knowledge/guide/${ids.top}/${ids.child}`;
    expect(await text(await get(section, employee))).not.toContain("Включить режим редактирования");
    const off = await text(await get(section, editor));
    expect(off).toContain("Включить режим редактирования");
    expect(off).not.toContain("Выше: Рабочее место");
    const switched = await post("/knowledge/guide?index", editor, { intent: "editMode", on: "1", redirectTo: section });
    expect(switched.status).toBe(302);
    expect(switched.headers.get("location")).toBe(section);
    const cookie = switched.headers.get("set-cookie")!.split(";")[0]!;
    expect(cookie).toBe("portal_guide_edit=1");
    const on = await text(await get(section, `${editor}; ${cookie}`));
    expect(on).toContain("Выключить режим редактирования");
    expect(on).toContain('aria-label="Выше: Рабочее место"');
    // Someone who may not edit gets no edit mode, whatever they post or send.
    const refused = await post("/knowledge/guide?index", employee, { intent: "editMode", on: "1", redirectTo: section });
    expect(refused.headers.get("set-cookie")).toContain("portal_guide_edit=;");
    expect(await text(await get(section, `${employee}; portal_guide_edit=1`))).not.toContain("Выше: Рабочее место");
  });

  it("the edit-mode switch shows only where the person can edit something in view: not to a section editor elsewhere, not on forms or versions", async () => {
    const sectionEditor = await createPerson(portal, { password: PASSWORD, surname: "Разделова" });
    await portal.db.kysely.insertInto("guide_section_editors").values({ section_id: ids.empty, user_id: sectionEditor.id }).execute();
    const her = await signInWithForm(server, sectionEditor.phone, PASSWORD);
    const SWITCH = "Включить режим редактирования";
    // Outside her section: the guide's first page and a sibling section.
    expect(await text(await get("/knowledge/guide", her))).not.toContain(SWITCH);
    expect(await text(await get(`/knowledge/guide/${ids.top}/${ids.child}`, her))).not.toContain(SWITCH);
    expect(await text(await get(`/knowledge/guide/${ids.top}/${ids.child}/article/${ids.first}`, her))).not.toContain(SWITCH);
    // The parent that lists her section: she may not reorder its list, so no switch and, with the mode
    // on (the cookie is the browser's), no arrows that would be refused; her own section has both.
    const parent = `/knowledge/guide/${ids.top}`;
    expect(await text(await get(parent, her))).not.toContain(SWITCH);
    expect(await text(await get(parent, `${her}; portal_guide_edit=1`))).not.toContain("Выше: Пустой раздел");
    expect(await text(await get(`/knowledge/guide/${ids.top}/${ids.empty}`, her))).toContain(SWITCH);
    // A guide editor: not on the article form or the versions page.
    const article = `/knowledge/guide/${ids.top}/${ids.child}/article/${ids.first}`;
    expect(await text(await get(`${article}/edit`, editor))).not.toContain(SWITCH);
    expect(await text(await get(`${article}/versions`, editor))).not.toContain(SWITCH);
    expect(await text(await get(`/knowledge/guide/${ids.top}/${ids.child}`, editor))).toContain(SWITCH);
  });

  it("arrows post the new order to the guide's action; an employee's order is refused and changes nothing", async () => {
    const section = `/knowledge/guide/${ids.top}/${ids.child}`;
    expect(await order(ids.child)).toEqual(["Пропуск и вход", "Рабочее место", "Обед"]);
    const refused = await post("/knowledge/guide?index", employee, { intent: "sortArticles", sortIdList: `${ids.third},${ids.first},${ids.second}`, redirectTo: section });
    expect(refused.status).toBe(302);
    expect(await order(ids.child)).toEqual(["Пропуск и вход", "Рабочее место", "Обед"]);
    // The editor's "up" of «Обед» (what the arrow's button carries).
    const page = await text(await get(section, `${editor}; portal_guide_edit=1`));
    const up = new RegExp(`name="sortIdList" value="([\\d,]+)"[^>]*aria-label="Выше: Обед"`).exec(page)!;
    expect(up[1]).toBe(`${ids.first},${ids.third},${ids.second}`);
    const moved = await post("/knowledge/guide?index", editor, { intent: "sortArticles", sortIdList: up[1]!, redirectTo: section });
    expect(moved.headers.get("location")).toBe(section);
    expect(await toastOn(section, editor)).toContain("Изменения сохранены");
    expect(await order(ids.child)).toEqual(["Пропуск и вход", "Обед", "Рабочее место"]);
    // Sections too: the empty section before «Первый день».
    await post("/knowledge/guide?index", editor, { intent: "sortSections", sortIdList: `${ids.empty},${ids.child}`, redirectTo: section });
    const menu = await text(await get(`/knowledge/guide/${ids.top}`, editor));
    expect(menu.indexOf("Пустой раздел")).toBeLessThan(menu.indexOf("Первый день"));
  });

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
    const event = await portal.db.kysely.selectFrom("events").select("payload").where("type", "=", "GUIDE_ARTICLE_PUBLISHED").orderBy("id", "desc").executeTakeFirstOrThrow();
    expect(JSON.parse(event.payload)).toMatchObject({ flagToEmail: true, roleIds: [roleId] });

    // A draft: not listed for readers, in the editors' drafts tab.
    const draft = await post(`${base}/article/create`, editor, { categoryId: String(ids.child), name: "Черновик памятки", contentNewEditor: "Пишу", intent: "draft" });
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
    const tooLong = await post(edit, editor, { categoryId: String(ids.child), name: "Д".repeat(256), contentNewEditor: "Стол у окна", intent: "update" });
    expect(tooLong.status).toBe(400);
    const refusedHtml = await text(tooLong);
    expect(refusedHtml).toContain("Название статьи — не более 255 символов");
    expect(refusedHtml).toContain("Стол у окна</textarea>");
    // Written an hour ago, so the update adds a version (saves in a row within 10 minutes coalesce).
    await portal.db.kysely.updateTable("guide_article_versions").set({ created_at: new Date(Date.now() - 3600_000).toISOString() }).where("article_id", "=", ids.second).execute();
    const updated = await post(edit, editor, { categoryId: String(ids.child), name: "Рабочее место", contentNewEditor: "Стол у окна", intent: "update" });
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
    const userId = (await portal.db.kysely.selectFrom("user_roles").select("user_id").where("role", "=", EDITOR_ROLE).executeTakeFirstOrThrow()).user_id;
    const actor = { kind: "user" as const, userId, roles: [EDITOR_ROLE], tokenHash: "", via: "web" as const, flash: null };
    const section = (await portal.services.guide.createSection(actor, { name: "Оклады и графики" })).id;
    const table = "<table><tbody><tr><th>Смена</th><th>Часы</th></tr><tr><td>Утренняя</td><td>8–16</td></tr></tbody></table>";
    await portal.services.guide.createArticle(actor, { name: "График смен", categoryId: section, contentNewEditor: `${table}<p>Смены меняются раз в месяц.</p>` });
    const html = await text(await get(`/knowledge/guide/${section}`, employee));
    expect(html).toContain("Смены меняются раз в месяц.");
    expect(html).not.toContain("Смена Часы");
  });
});
