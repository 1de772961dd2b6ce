// Group posts (issue #14 point 5, the seam of the feed and groups): create, find, get, update, delete and
// pin in a group as anonymous, a non-member, a member, the group's manager and an administrator; a closed
// group's posts hidden from others in every list (the main feed, the group's feed, search, get); the main
// feed shows the posts of the reader's groups; comments under group posts are moderated by the group's
// managers and notify with a link into the group; a group post attaches one of its group's published
// articles (issue #14 point 8), named on its card to those who read it. SQLite and PostgreSQL.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { actingAs } from "~/platform/actor";
import { dialects, type TestPortal } from "../../../../tests/helpers/portal";
import { type TestServer } from "../../../../tests/helpers/http";
import { ok, refused, unauthorized } from "../../../../tests/helpers/envelope";
import { ru } from "../../../../tests/helpers/ru";
import { type Who, openFeed, type FeedPeople } from "./fixture";

const t = ru.feed;

interface PostOut {
  id: number;
  article: { id: number; name: string } | null;
  groupId: number | null;
  group: { id: number; name: string } | null;
  status: string;
  isDelete: boolean;
  fixedFlag: boolean;
  canEdit: boolean;
  canDelete: boolean;
  canPin: boolean;
  comments: { id: number; isDelete: boolean; canDelete: boolean }[];
}

/**
 * People: the employee (Мария) runs the open group «Бег» and the closed «Склад»; «other» (Семён) is a
 * member of «Бег» only; the news editor belongs to no group; the administrator runs «Фото» (open).
 */
describe.each(await dialects())("group posts on %s", (dialect) => {
  let portal: TestPortal;
  let server: TestServer;
  let f: FeedPeople;
  const g = { run: 0, store: 0, photo: 0 };

  const group = async (who: Who, name: string, configClose = false) =>
    (ok(await f.post(who, "/groups/create", { name, description: "", configClose })) as { id: number }).id;
  const create = async (who: Who, body: Record<string, unknown>) => ok(await f.post(who, "/posts/create", body)) as PostOut;
  const find = async (who: Who, query: Record<string, string | number> = {}) =>
    (ok(await f.get(who, "/posts/find", { limit: 50, ...query })) as { content: PostOut[] }).content;
  const idsOf = (posts: PostOut[]) => posts.map((p) => p.id);
  const article = async (who: Who, groupId: number, name: string, status = "PUBLISH") =>
    (ok(await f.post(who, "/articles/create", { groupId, name, contentNewEditor: `<p>${name}</p>`, status })) as { id: number }).id;

  beforeAll(async () => {
    ({ portal, server, f } = await openFeed(dialect));
    g.run = await group("employee", "Бег и ЗОЖ");
    g.store = await group("employee", "Склад", true);
    g.photo = await group("admin", "Фото");
    ok(await f.post("other", "/groups/subscribe", { groupId: g.run }));
  });
  afterAll(async () => {
    await server?.close();
    await portal?.dispose();
  });

  it("lets members, managers and administrators post in a group, directly; refuses others with why", async () => {
    unauthorized(await f.post(null, "/posts/create", { groupId: g.run, text: "Без входа" }));
    refused(await f.post("editor", "/posts/create", { groupId: g.run, text: "Не участник" }), t.groupPostForbidden);
    refused(await f.post("other", "/posts/create", { groupId: g.store, text: "Закрыто" }), t.groupClosed);
    refused(await f.post("editor", "/posts/create", { groupId: 999999, text: "Нет группы" }), t.groupNotFound);
    refused(await f.post("other", "/posts/offer-post", { groupId: g.run, text: "Предложу" }), t.offerCompanyOnly);

    const byMember = await create("other", { groupId: g.run, title: "Пробежка", text: "В субботу в 9:00" });
    expect(byMember).toMatchObject({
      groupId: g.run,
      group: { id: g.run, name: "Бег и ЗОЖ" },
      status: "PUBLISHED",
      canEdit: true,
      canDelete: true,
      canPin: false,
    });
    const byManager = await create("employee", { groupId: g.run, text: "Забег в парке" });
    expect(byManager).toMatchObject({ canEdit: true, canPin: true });
    // The administrator posts in a group she does not belong to, and runs it.
    expect(await create("admin", { groupId: g.run, text: "Поддерживаю" })).toMatchObject({ canPin: true, status: "PUBLISHED" });
    // The member sees the manager's post but may not change it; the manager may change the member's.
    expect(ok(await f.get("other", "/posts/get", { id: byManager.id }))).toMatchObject({ canEdit: false, canDelete: false, canPin: false });
    expect(ok(await f.get("employee", "/posts/get", { id: byMember.id }))).toMatchObject({ canEdit: true, canDelete: true, canPin: true });
    // A news editor runs company news, not groups.
    expect(ok(await f.get("editor", "/posts/get", { id: byMember.id }))).toMatchObject({ canEdit: false, canPin: false });
    const rows = await portal.db.kysely.selectFrom("posts").select("id").where("group_id", "=", g.run).execute();
    expect(rows).toHaveLength(3);
  });

  it("shows a group's feed to its readers only, and a closed group's posts to no one else in any list", async () => {
    const open = await create("employee", { groupId: g.run, title: "Открытая", text: "Для всех читателей" });
    const closed = await create("employee", { groupId: g.store, title: "Закрытая", text: "Инвентаризация склада" });
    const news = ok(await f.post("editor", "/posts/create", { title: "Новость компании", text: "Для всех" })) as PostOut;
    unauthorized(await f.get(null, "/posts/find", { groupId: g.run }));

    // The group's feed: its posts only, to anyone who reads the group.
    for (const who of ["editor", "other", "employee", "admin"] as const) {
      const posts = await find(who, { groupId: g.run });
      expect(idsOf(posts)).toContain(open.id);
      expect(posts.every((p) => p.groupId === g.run)).toBe(true);
    }
    refused(await f.get("other", "/posts/find", { groupId: g.store }), t.groupClosed);
    refused(await f.get("editor", "/posts/find", { groupId: g.store }), t.groupClosed);
    refused(await f.get("other", "/posts/find", { groupId: 999999 }), t.groupNotFound);
    expect(idsOf(await find("employee", { groupId: g.store }))).toEqual([closed.id]);
    expect(idsOf(await find("admin", { groupId: g.store }))).toEqual([closed.id]);

    // get: a closed group's post is "not found" to others.
    refused(await f.get("other", "/posts/get", { id: closed.id }), t.postNotFound);
    refused(await f.get("editor", "/posts/get", { id: closed.id }), t.postNotFound);
    ok(await f.get("admin", "/posts/get", { id: closed.id }));

    // The main feed: company news and the posts of the reader's own groups, newest first.
    const mainOther = idsOf(await find("other"));
    expect(mainOther).toContain(news.id);
    expect(mainOther).toContain(open.id);
    expect(mainOther).not.toContain(closed.id);
    const mainEditor = idsOf(await find("editor"));
    expect(mainEditor).toContain(news.id);
    expect(mainEditor).not.toContain(open.id);
    expect(mainEditor).not.toContain(closed.id);
    const mainEmployee = idsOf(await find("employee"));
    expect(mainEmployee.indexOf(news.id)).toBeLessThan(mainEmployee.indexOf(closed.id));
    expect(mainEmployee.indexOf(closed.id)).toBeLessThan(mainEmployee.indexOf(open.id));
    // An administrator's main feed: her own groups', not every group's.
    expect(idsOf(await find("admin"))).not.toContain(closed.id);

    // Search (the feed's searchString and the portal search): the closed group's post only for its readers.
    expect(idsOf(await find("other", { searchString: "инвентаризация" }))).toEqual([]);
    expect(idsOf(await find("employee", { searchString: "инвентаризация" }))).toEqual([closed.id]);
    await portal.outbox.deliver();
    const portalSearch = async (who: Who, query: string) =>
      (
        ok(await f.get(who, "/search-v2/find", { query, indexName: "POST" })) as {
          objects: { id: number; groupId: number | null; groupName: string | null }[];
        }
      ).objects;
    expect(await portalSearch("other", "инвентаризация")).toEqual([]);
    expect(await portalSearch("editor", "инвентаризация")).toEqual([]);
    expect(await portalSearch("employee", "инвентаризация")).toMatchObject([{ id: closed.id, groupId: g.store, groupName: "Склад" }]);
    expect(await portalSearch("editor", "читателей")).toMatchObject([{ id: open.id, groupId: g.run, groupName: "Бег и ЗОЖ" }]);
  });

  it("lets the author, the group's managers and administrators edit and delete; others are refused", async () => {
    const post = await create("other", { groupId: g.run, text: "Черновик мысли" });
    const update = (who: Who | null, text: string) => f.post(who, "/posts/update", { id: post.id, text });
    unauthorized(await update(null, "x"));
    refused(await update("editor", "Чужая правка"), t.groupEditForbidden);
    expect(ok(await update("other", "Правка автора"))).toMatchObject({ text: "Правка автора" });
    expect(ok(await update("employee", "Правка руководителя"))).toMatchObject({ text: "Правка руководителя" });
    expect(ok(await update("admin", "Правка администратора"))).toMatchObject({ text: "Правка администратора" });

    unauthorized(await f.post(null, "/posts/delete", { id: post.id }));
    refused(await f.post("editor", "/posts/delete", { id: post.id }), t.groupEditForbidden);
    expect(ok(await f.post("employee", "/posts/delete", { id: post.id }))).toMatchObject({ isDelete: true });
    // Deleted: gone for readers, in place for its author and the group's managers.
    refused(await f.get("editor", "/posts/get", { id: post.id }), t.postNotFound);
    expect(ok(await f.get("other", "/posts/get", { id: post.id }))).toMatchObject({ isDelete: true });
    expect(ok(await f.get("admin", "/posts/get", { id: post.id }))).toMatchObject({ isDelete: true });
    expect(ok(await f.post("admin", "/posts/recovery", { id: post.id }))).toMatchObject({ isDelete: false });
    expect(ok(await f.post("other", "/posts/delete", { id: post.id }))).toMatchObject({ isDelete: true });
    expect(ok(await f.post("employee", "/posts/recovery", { id: post.id }))).toMatchObject({ isDelete: false });
  });

  it("pins per feed: the group's managers and administrators pin in the group, company news keeps its own", async () => {
    const news = ok(await f.post("editor", "/posts/create", { text: "Закреплённая новость" })) as PostOut;
    ok(await f.post("editor", "/posts/set-fixed", { id: news.id }));
    const first = await create("other", { groupId: g.run, text: "Первая" });
    const second = await create("other", { groupId: g.run, text: "Вторая" });
    unauthorized(await f.post(null, "/posts/set-fixed", { id: first.id }));
    refused(await f.post("other", "/posts/set-fixed", { id: first.id }), t.groupPinForbidden);
    refused(await f.post("editor", "/posts/set-fixed", { id: first.id }), t.groupPinForbidden);
    expect(ok(await f.post("employee", "/posts/set-fixed", { id: first.id }))).toMatchObject({ fixedFlag: true });
    expect(ok(await f.post("admin", "/posts/set-fixed", { id: second.id }))).toMatchObject({ fixedFlag: true });
    // One pinned post per feed: the group's first is unpinned, company news keeps its pin.
    expect(ok(await f.get("other", "/posts/get", { id: first.id }))).toMatchObject({ fixedFlag: false });
    expect(ok(await f.get("other", "/posts/get", { id: news.id }))).toMatchObject({ fixedFlag: true });
    expect((await find("other", { groupId: g.run }))[0]?.id).toBe(second.id);
    // The main feed puts company news's pin first; group pins do not lift group posts there.
    const main = await find("other");
    expect(main[0]?.id).toBe(news.id);
  });

  it("moderates comments under a group post by its managers, and links their notifications into the group", async () => {
    const post = await create("other", { groupId: g.run, title: "Маршрут", text: "Обсуждаем маршрут" });
    const c = ok(await f.post("editor", "/posts/comments/create", { postId: post.id, note: "Предлагаю набережную" })) as { id: number };
    // The post's author hears of it, with a link to the post's page in the group, at the comment.
    const rows = await portal.db.kysely
      .selectFrom("notifications")
      .select(["type", "variables"])
      .where("user_id", "=", f.people.other.id)
      .where("type", "=", "POST_COMMENT")
      .execute();
    const last = rows.at(-1);
    expect(last).toBeDefined();
    const link = portal.services.notifications.linkOf({ type: "POST_COMMENT", variables: JSON.parse(last!.variables) }, f.people.other.id);
    expect(link).toBe(`/group/${g.run}/${post.id}#comment-${c.id}`);

    // The group's manager deletes and restores it; a news editor's rights stop at company news.
    ok(await f.post("employee", "/posts/comments/delete", { id: c.id }));
    const seen = ok(await f.get("employee", "/posts/comments/list/", { postId: post.id })) as { id: number; isDelete: boolean }[];
    expect(seen).toMatchObject([{ id: c.id, isDelete: true }]);
    expect(ok(await f.get("admin", "/posts/comments/list/", { postId: post.id }))).toHaveLength(1);
    ok(await f.post("admin", "/posts/comments/recovery", { id: c.id }));
    const other = await create("employee", { groupId: g.run, text: "Ещё одна" });
    const c2 = ok(await f.post("other", "/posts/comments/create", { postId: other.id, note: "Согласен" })) as { id: number };
    refused(await f.post("editor", "/posts/comments/delete", { id: c2.id }), ru.feedTalk.groupCommentManageForbidden);
    // Closed group: its comments are not found for others.
    const closed = await create("employee", { groupId: g.store, text: "Только своим" });
    refused(await f.post("other", "/posts/comments/create", { postId: closed.id, note: "Можно?" }), t.postNotFound);
  });
  it("attaches one of the group's published articles to its post; a draft, another group's or a guide article is refused beside articleId", async () => {
    // A guide article the member and the editor read: company news may attach it, a group post may not.
    const people = [f.people.editor.id, f.people.other.id];
    const category = (
      ok(await f.post("admin", "/wiki/guide/categories/create-top", { name: "Для всех", userIds: people })) as { id: number }
    ).id;
    const guideBody = { name: "Правила", categoryId: category, contentNewEditor: "<p>Правила</p>" };
    const guide = (ok(await f.post("admin", "/wiki/guide/create", guideBody)) as { id: number }).id;
    expect((ok(await f.post("editor", "/posts/create", { text: "Новость", articleId: guide })) as PostOut).article?.id).toBe(guide);
    const foreign = await article("admin", g.photo, "Выставка");
    const draft = await article("employee", g.run, "Черновик маршрута", "DRAFT");
    const route = await article("employee", g.run, "Маршрут забега");
    // Ids of the two kinds may meet: this guide article's is no published article of the group.
    expect(route).not.toBe(guide);
    const withArticle = (articleId: number) => f.post("other", "/posts/create", { groupId: g.run, text: "Со статьёй", articleId });
    // The service's refusal names the field, so a form shows it beside the article's select.
    const member = actingAs(f.people.other.id, [], "access");
    await expect(portal.services.feed.create(member, { groupId: g.run, text: "Черновик", articleId: draft })).rejects.toMatchObject({
      fieldErrors: { articleId: t.articleNotFound },
    });

    const post = ok(await withArticle(route)) as PostOut;
    expect(post.article).toEqual({ id: route, name: "Маршрут забега" });
    // Readers of the group see it named; a company news post keeps the guide's check.
    expect((await find("editor", { groupId: g.run })).find((p) => p.id === post.id)?.article).toEqual({
      id: route,
      name: "Маршрут забега",
    });
    for (const id of [draft, foreign, 999999, guide]) refused(await withArticle(id), t.articleNotFound);
    refused(await f.post("editor", "/posts/create", { text: "Новость со статьёй группы", articleId: route }), t.articleNotFound);

    // Update: the same rules; no articleId drops it.
    const update = (articleId?: number) =>
      f.post("other", "/posts/update", { id: post.id, text: "Правка", ...(articleId ? { articleId } : {}) });
    for (const id of [draft, foreign, guide]) refused(await update(id), t.articleNotFound);
    const other = await article("other", g.run, "Снаряжение");
    expect(other).not.toBe(guide);
    expect((ok(await update(other)) as PostOut).article).toEqual({ id: other, name: "Снаряжение" });
    expect((ok(await update()) as PostOut).article).toBeNull();
    // An article put back to draft is no longer named on the cards that attach it.
    ok(await update(route));
    ok(await f.post("employee", "/articles/edit", { id: route, name: "Маршрут забега", contentNewEditor: "<p>x</p>", status: "DRAFT" }));
    expect((ok(await f.get("other", "/posts/get", { id: post.id })) as PostOut).article).toBeNull();
  });

  it("tells of a closed group's post only those who may read it: a mentioned outsider hears nothing of its title", async () => {
    const till = await group("employee", "Касса", true);
    ok(await f.post("other", "/groups/subscribe", { groupId: till }));
    const [request] = ok(await f.get("employee", "/groups/requests", { groupId: till })) as { claimId: number }[];
    ok(await f.post("employee", "/groups/requests/resolve", { claimId: request!.claimId, accept: true }));
    const post = await create("employee", { groupId: till, title: "Инкассация в пятницу", text: "Только для кассиров" });
    const named = [f.people.other.id, f.people.editor.id, f.people.admin.id];
    ok(await f.post("employee", "/posts/comments/create", { postId: post.id, note: "Посмотрите", notifyUserIds: named }));
    const bell = async (who: Who) => ok(await f.get(who, "/notifications-v2/list", { pageSize: 100 })) as { type: string }[];
    const mentions = async (who: Who) =>
      (await bell(who)).filter((n) => n.type === "POST_COMMENT_MENTION" && JSON.stringify(n).includes("Инкассация"));
    // The member and the administrator read the group; the news editor is outside it.
    expect(await mentions("other")).toHaveLength(1);
    expect(await mentions("admin")).toHaveLength(1);
    expect(JSON.stringify(await bell("editor"))).not.toContain("Инкассация");

    // An author who has left the group hears no more of her post's comments.
    const own = await create("other", { groupId: till, title: "Смена кассира", text: "Кто подменит?" });
    ok(await f.post("other", "/groups/unsubscribe", { groupId: till }));
    ok(await f.post("employee", "/posts/comments/create", { postId: own.id, note: "Я подменю" }));
    expect(JSON.stringify(await bell("other"))).not.toContain("Смена кассира");
  });
});
