// The group articles' pages as a browser without JavaScript meets them (the real build behind the real
// app), on SQLite and PostgreSQL: the list with drafts marked and the write link for members, create
// with refusals keeping what was typed, publish, to draft, a cover upload (and a fake one refused),
// delete with the wrong name first, a failed load back to the list with a toast, the 403s; and the list
// runs the same SQL statements for 3 articles and for 50. Run `npm run build` first.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { pageDialects, type TestPortal } from "../../../../tests/helpers/portal";
import { isOutboxStatement } from "../../../../tests/helpers/statements";
import type { TestServer } from "../../../../tests/helpers/http";
import { ok } from "../../../../tests/helpers/envelope";
import { formBrowser } from "../../../../tests/helpers/form-browser";
import { groupArticleMessages as t } from "../messages/article";
import { type ArticlePeople, openArticlePages, PNG, type Who } from "./articles-fixture";

const tokenOf = (html: string) => /name="formToken" value="([^"]+)"/.exec(html)?.[1] ?? "";
const escaped = (text: string) => text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;");

describe.each(await pageDialects())("group article pages on %s", (dialect) => {
  let portal: TestPortal;
  let server: TestServer;
  let a: ArticlePeople;
  const cookies = {} as Record<Who, string>;
  let statements: string[] = [];
  let counting = false;
  const { get, post } = formBrowser(() => server, cookies);

  const html = async (url: string, who: Who) => {
    const response = await get(url, who);
    expect(response.status, url).toBe(200);
    return response.text();
  };
  /** Posts, expects a redirect (matching `location`) and returns the page it leads to. */
  const follow = async (url: string, who: Who, form: FormData | Record<string, string>, location: RegExp) => {
    const response = await post(url, who, form);
    expect(response.status, await response.clone().text()).toBe(302);
    const to = response.headers.get("location") ?? "";
    expect(to).toMatch(location);
    return { page: await html(to, who), location: to };
  };
  const articleForm = (fields: Record<string, string>, cover?: { name: string; bytes: Buffer }) => {
    const form = new FormData();
    for (const [k, v] of Object.entries(fields)) form.append(k, v);
    if (cover) form.append("previewFile", new Blob([new Uint8Array(cover.bytes)], { type: "image/png" }), cover.name);
    return form;
  };

  beforeAll(async () => {
    ({ portal, server, a } = await openArticlePages(dialect, cookies, {
      onQuery: (sql) => counting && !isOutboxStatement(sql) && statements.push(sql),
    }));
  });
  afterAll(async () => {
    await server?.close();
    await portal?.dispose();
  });

  it("sends a signed-out visitor to sign-in", async () => {
    const { open } = a.groups;
    for (const url of [
      `/group/${open}/article`,
      `/group/${open}/article/create`,
      `/group/${open}/article/1`,
      `/group/${open}/article/edit/1`,
    ]) {
      const response = await get(url);
      expect(response.status).toBe(302);
      expect(response.headers.get("location")).toMatch(/^\/login/);
    }
  });

  it("lists published cards and the reader's drafts marked, with the write link for members only", async () => {
    const { other } = a.groups;
    ok(await a.post("member", "/groups/subscribe", { groupId: other }));
    await a.article("manager", other, { name: "Выставка в холле" });
    await a.article("member", other, { name: "Заметки о выдержке", status: "DRAFT" });
    const outsider = await html(`/group/${other}/article`, "outsider");
    expect(outsider).toContain("Выставка в холле");
    expect(outsider).not.toContain("Заметки о выдержке");
    expect(outsider).not.toContain(t.create);
    const member = await html(`/group/${other}/article`, "member");
    expect(member).toContain("Заметки о выдержке");
    expect(member).toContain(t.draft);
    expect(member).toContain(`href="/group/${other}/article/create"`);
    expect(await html(`/group/${other}/article`, "manager")).toContain("Заметки о выдержке");
  });

  it("refuses a closed group's pages to outsiders and the write and edit pages to those who may not", async () => {
    const { open, closed } = a.groups;
    expect((await get(`/group/${closed}/article`, "outsider")).status).toBe(403);
    expect((await get(`/group/${open}/article/create`, "outsider")).status).toBe(403);
    const id = await a.article("member", open);
    expect((await get(`/group/${open}/article/edit/${id}`, "outsider")).status).toBe(403);
    expect((await get(`/group/${open}/article/edit/${id}`, "manager")).status).toBe(200);
  });

  it("creates with refusals beside the fields and the typed text kept, then publishes", async () => {
    const { open } = a.groups;
    const url = `/group/${open}/article/create`;
    const token = tokenOf(await html(url, "member"));
    let response = await post(url, "member", articleForm({ formToken: token, intent: "publish", name: "  ", contentNewEditor: "  " }));
    expect(response.status).toBe(400);
    let page = await response.text();
    expect(page).toContain(t.nameRequired);
    expect(page).toContain(t.contentRequired);
    response = await post(
      url,
      "member",
      articleForm({ formToken: token, intent: "publish", name: "я".repeat(256), contentNewEditor: "Текст про забег" }),
    );
    page = await response.text();
    expect(response.status).toBe(400);
    expect(page).toContain(t.nameTooLong);
    expect(page).toContain("Текст про забег");
    const { page: view, location } = await follow(
      url,
      "member",
      articleForm({ formToken: token, intent: "publish", name: "Итоги забега", contentNewEditor: "Все добежали.\n\nДо встречи весной." }),
      new RegExp(`^/group/${open}/article/\\d+$`),
    );
    expect(view).toContain(t.published);
    expect(view).toContain("Итоги забега");
    expect(view).toContain("<p>Все добежали.</p><p>До встречи весной.</p>");
    expect(view).toContain("Мария Участникова");
    expect(view).toContain(`href="/group/${open}/article/edit/${location.split("/").at(-1)}"`);
    expect(view).toContain(`href="/group/${open}/article"`);
    // Breadcrumbs: the group, its articles, the article.
    expect(view).toMatch(/<nav class="breadcrumbs"[^>]*>.*Бег и ЗОЖ.*Статьи.*Итоги забега/s);
    // The same form sent again saves nothing more.
    const again = await post(
      url,
      "member",
      articleForm({ formToken: token, intent: "publish", name: "Итоги забега", contentNewEditor: "x" }),
    );
    expect(again.status).toBe(302);
    const list = ok(await a.get("member", "/articles/find-by-group", { groupId: open, pageSize: 100 }));
    expect(list.items.filter((i: { name: string }) => i.name === "Итоги забега")).toHaveLength(1);
    // Others see no edit link.
    expect(await html(location, "outsider")).not.toContain(`/article/edit/`);
  });

  it("stores a cover, refuses a fake image beside the field keeping the text, and saves a draft", async () => {
    const { open } = a.groups;
    const url = `/group/${open}/article/create`;
    const fake = { name: "cover.png", bytes: Buffer.from("<html><script>alert(1)</script></html>") };
    const refusedPost = await post(
      url,
      "member",
      articleForm({ intent: "draft", name: "Кроссовки", contentNewEditor: "Обзор моделей" }, fake),
    );
    expect(refusedPost.status).toBe(400);
    const page = await refusedPost.text();
    expect(page).toContain("Кроссовки");
    expect(page).toContain("Обзор моделей");
    expect(page).toMatch(/field__error" id="[^"]*-cover-note">[^<]+</);
    const png = { name: "cover.png", bytes: Buffer.from(PNG, "base64") };
    const { page: view, location } = await follow(
      url,
      "member",
      articleForm({ intent: "draft", name: "Кроссовки", contentNewEditor: "Обзор моделей" }, png),
      new RegExp(`^/group/${open}/article/\\d+$`),
    );
    expect(view).toContain(t.drafted);
    expect(view).toContain(t.draft);
    expect(view).toMatch(/<img class="article-view__cover" src="\/files\/\d+-[0-9a-f]{32}\/cover\.png"/);
    // Drafted: the outsider is sent back to the list with the reason.
    const refusedView = await get(location, "outsider");
    expect(refusedView.status).toBe(302);
    expect(refusedView.headers.get("location")).toBe(`/group/${open}/article`);
    expect(await html(`/group/${open}/article`, "outsider")).toContain(t.notFound);
  });

  it("edits to draft and back, and deletes only with the exact name typed", async () => {
    const { open } = a.groups;
    const id = await a.article("member", open, { name: "Пробежка в парке" });
    const edit = `/group/${open}/article/edit/${id}`;
    const form = await html(edit, "manager");
    expect(form).toContain("Пробежка в парке");
    const version = /name="version"[^>]*value="(\d+)"/.exec(form)?.[1] ?? "";
    let done = await follow(
      edit,
      "manager",
      articleForm({ intent: "draft", name: "Пробежка в парке", contentNewEditor: "Сбор в 8:00", version }),
      new RegExp(`^/group/${open}/article/${id}$`),
    );
    expect(done.page).toContain(t.drafted);
    // The same stale version again is refused, nothing lost.
    const stale = await post(
      edit,
      "manager",
      articleForm({ intent: "publish", name: "Пробежка", contentNewEditor: "Сбор в 9:00", version }),
    );
    expect(stale.status).toBe(400);
    const stalePage = await stale.text();
    expect(stalePage).toContain(escaped(t.stale));
    expect(stalePage).toContain("Сбор в 9:00");
    done = await follow(
      edit,
      "manager",
      articleForm({ intent: "publish", name: "Пробежка в парке", contentNewEditor: "Сбор в 9:00" }),
      new RegExp(`^/group/${open}/article/${id}$`),
    );
    expect(done.page).toContain(t.published);
    expect(await html(`${edit}?dialog=delete`, "member")).toContain(t.deleteField);
    const wrong = await post(`${edit}?dialog=delete`, "member", { confirmName: "Пробежка" });
    expect(wrong.status).toBe(400);
    const wrongPage = await wrong.text();
    expect(wrongPage).toContain(t.deleteNameMismatch);
    expect(wrongPage).toContain('value="Пробежка"');
    ok(await a.get("member", "/articles/get", { groupId: open, articleId: id }));
    const { page } = await follow(
      `${edit}?dialog=delete`,
      "member",
      { confirmName: "Пробежка в парке" },
      new RegExp(`^/group/${open}/article$`),
    );
    expect(page).toContain(t.deleted);
    const gone = await get(`/group/${open}/article/${id}`, "member");
    expect(gone.status).toBe(302);
  });

  it("sends a missing or foreign article's page back to the list with an error toast", async () => {
    const { open, closed } = a.groups;
    const foreign = await a.article("member", closed);
    for (const id of ["999999", String(foreign), "abc"]) {
      const response = await get(`/group/${open}/article/${id}`, "member");
      expect(response.status).toBe(302);
      expect(response.headers.get("location")).toBe(`/group/${open}/article`);
      expect(await html(`/group/${open}/article`, "member")).toContain(t.notFound);
    }
  });

  it("runs the same SQL statements for a list of 3 articles and of 50", async () => {
    const count = async (groupId: number) => {
      await html(`/group/${groupId}/article`, "member");
      statements = [];
      counting = true;
      const page = await html(`/group/${groupId}/article?page=0`, "member");
      counting = false;
      return { count: statements.length, cards: page.match(/class="card article-card"/g)?.length ?? 0 };
    };
    const small = (ok(await a.post("member", "/groups/create", { name: "Малая группа", description: "" })) as { id: number }).id;
    const large = (ok(await a.post("member", "/groups/create", { name: "Большая группа", description: "" })) as { id: number }).id;
    for (let i = 0; i < 3; i++) await a.article("member", small, { name: `Статья ${i}`, previewPicture: await a.upload("member") });
    for (let i = 0; i < 50; i++)
      await a.article(i % 2 ? "member" : "admin", large, { name: `Статья ${i}`, status: i % 5 ? "PUBLISH" : "DRAFT" });
    const three = await count(small);
    const fifty = await count(large);
    expect(three.cards).toBe(3);
    expect(fifty.cards).toBe(20);
    expect(fifty.count).toBe(three.count);
  });
});
