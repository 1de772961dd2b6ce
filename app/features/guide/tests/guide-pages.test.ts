// The company guide's pages as a browser without JavaScript meets them (the real build behind the real
// Express app): addresses that must be the real ancestry, the access rule on pages (an unreadable
// section is 404, its article 403), the edit-mode switch, arrows that reorder, the section and article
// forms posted plainly (with a file in the multipart post) keeping every typed value after a refusal,
// the notify step, typed-title deletion, the archive, versions and favourites. Run `npx remix build` first.
// The forms (sections, articles, versions, edit): guide-forms-pages.test.ts.
import { beforeAll, describe, expect, it } from "vitest";
import { actingAs } from "~/platform/actor";
import { createPerson, type TestPortal } from "../../../../tests/helpers/portal";
import { pageParts, signInWithForm, type TestServer } from "../../../../tests/helpers/http";
import { EDITOR_ROLE, PASSWORD, guidePagesWorld, text } from "./guide-pages-world";

describe("guide pages without JavaScript", () => {
  const world = guidePagesWorld();
  const { ids, get, post, toastOn, order } = world;
  let portal: TestPortal;
  let server: TestServer;
  let editor: string;
  let employee: string;
  let outsider: string;
  let employeeId: number;
  beforeAll(() => ({ portal, server, editor, employee, outsider, employeeId } = world.current()));

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
    expect(
      (await portal.db.kysely.selectFrom("guide_articles").select("status").where("id", "=", ids.first).executeTakeFirstOrThrow()).status,
    ).toBe("PUBLISHED");
    expect((await get(`/knowledge/guide/abc`, employee)).status).toBe(404);
    expect((await get(`/knowledge/guide/999999`, employee)).status).toBe(404);
  });

  it("sections of any depth have pages: past three levels the address carries the last three ids of the ancestry", async () => {
    const { user_id: editorId } = await portal.db.kysely
      .selectFrom("user_roles")
      .select("user_id")
      .where("role", "=", EDITOR_ROLE)
      .executeTakeFirstOrThrow();
    const actor = actingAs(editorId, [EDITOR_ROLE]);
    const chain = [ids.top];
    for (let level = 2; level <= 8; level++)
      chain.push((await portal.services.guide.createSection(actor, { name: `Уровень ${level}`, parentId: chain.at(-1)! })).id);
    const deepest = chain.at(-1)!;
    const articleId = (
      await portal.services.guide.createArticle(actor, {
        name: "Глубокая статья",
        categoryId: deepest,
        contentNewEditor: "<p>На восьмом уровне.</p>",
      })
    ).id;
    const address = `/knowledge/guide/${chain.slice(-3).join("/")}`;
    const section = await get(address, employee);
    expect(section.status).toBe(200);
    const html = await text(section);
    expect(html).toMatch(/<nav class="breadcrumbs"[^]*Новому сотруднику[^]*Уровень 7[^]*Уровень 8/);
    expect(html).toContain(`href="${address}/article/${articleId}"`);
    // The side menu draws the whole ancestry open down to the section and marks it, though its address
    // carries only the last three ids.
    expect(html).toMatch(new RegExp(`class="tree__link" aria-current="page"[^>]*href="${address}"`));
    expect(await text(await get(`${address}/article/${articleId}`, employee))).toContain("На восьмом уровне.");
    const short = await get(`/knowledge/guide/${deepest}/article/${articleId}`, employee);
    expect(short.headers.get("location")).toBe(`${address}/article/${articleId}`);
    // The whole chain, as the /api's breadcrumbs give it, is an address too: it goes to the real one.
    const crumbs = (await portal.services.guide.article(actingAs(employeeId), articleId)).breadcrumbs.map((b) => b.id);
    expect(crumbs).toEqual(chain);
    const full = `/knowledge/guide/${crumbs.join("/")}`;
    for (const [given, real] of [
      [full, address],
      [`${full}?tab=drafts`, `${address}?tab=drafts`],
      [`${full}/article/${articleId}`, `${address}/article/${articleId}`],
      [`/knowledge/guide/${crumbs.slice(-4).join("/")}/create-child`, `${address}/create-child`],
    ]) {
      const response = await get(given!, employee);
      expect(response.status, given).toBe(302);
      expect(response.headers.get("location"), given).toBe(real);
    }
    expect(await text(await get(`${address}/article/${articleId}`, employee))).toContain("На восьмом уровне.");
    // A chain ending in a missing or unreadable section, or ids then a path no page has: the guide's 404.
    for (const url of [`${full}/999999`, `${full}/${ids.secret}`, `/knowledge/guide/${ids.top}/x/y/z`]) {
      const response = await get(url, outsider);
      expect(response.status, url).toBe(404);
      expect(await text(response), url).toContain("Раздел не найден");
    }
  });

  it("a guide notification in the bell opens the article's permanent address, which sends a reader to the article", async () => {
    await portal.db.kysely
      .insertInto("notifications")
      .values({
        user_id: employeeId,
        type: "WIKI_GUIDE",
        text: "В гиде по компании новая статья: {article}",
        variables: JSON.stringify([{ text: "Пропуск и вход", objectId: ids.first }]),
        object_id: ids.first,
        create_date: new Date().toISOString(),
      })
      .execute();
    // The bell's row is a form: it marks the notification read and answers with where it leads.
    const home = await text(await get("/", employee));
    const row =
      /<form method="post" action="\/notifications\/read"[^>]*><input type="hidden" name="id" value="(\d+)"\/>(?:(?!<\/form>)[\s\S])*В гиде по компании новая статья: Пропуск и вход/.exec(
        home,
      );
    expect(row, "the bell's row").not.toBeNull();
    const opened = await post("/notifications/read", employee, { id: row![1]!, redirectTo: "/" });
    expect(opened.status).toBe(303);
    expect(opened.headers.get("location")).toBe(`/knowledge/guide/article/${ids.first}`);
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
    const starred = await post("/favorites/update", employee, {
      type: "WIKI_GUIDE",
      objectId: String(ids.first),
      favorite: "1",
      redirectTo: view,
    });
    expect(starred.status).toBe(302);
    expect(starred.headers.get("location")).toBe(view);
    expect(await toastOn(view, employee)).toContain("Добавлено в Избранное");
    const favorites = await text(await get("/favorites?type=WIKI_GUIDE", employee));
    expect(favorites).toContain(`href="${view}"`);
    expect(favorites).toContain("Первый день");
  });

  it("an article's body is in its page once, not again as its hydration data; a client navigation's data carries it", async () => {
    const view = `/knowledge/guide/${ids.top}/${ids.child}/article/${ids.first}`;
    const { markup, scripts } = pageParts(await text(await get(view, employee)));
    expect(markup).toContain("<p>Текст статьи «Пропуск и вход».</p>");
    expect(scripts).toContain("window.__remixContext.streamController.enqueue"); // the hydration data...
    expect(scripts).toContain("адаптация"); // ...with what the page's code reads (the tags)...
    expect(scripts).not.toContain("Текст статьи"); // ...but not the body, nor its stored source
    const data = await get(`${view}.data`, employee);
    expect(data.status).toBe(200);
    expect(await data.text()).toContain("<p>Текст статьи «Пропуск и вход».</p>");
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
    const refused = await post("/knowledge/guide?index", employee, {
      intent: "sortArticles",
      sortIdList: `${ids.third},${ids.first},${ids.second}`,
      redirectTo: section,
    });
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
});
