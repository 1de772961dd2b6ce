// A group's feed as a browser without JavaScript meets it (issue #14 point 5; the real build behind the
// real app), on SQLite and PostgreSQL: the Публикации tab with the composer for those who may post,
// "Публикаций пока нет", posting there by the plain form (a non-member refused), "Показать ещё" by keyset,
// a group post's page and its poll in the group's frame (another group's post or company news: 404), a
// comment from that page, the main feed's card naming its group, and a closed group kept from others.
// Run `npm run build` first.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { pageDialects, type TestPortal } from "../../../../tests/helpers/portal";
import type { TestServer } from "../../../../tests/helpers/http";
import { ok } from "../../../../tests/helpers/envelope";
import { ru } from "../../../../tests/helpers/ru";
import { formBrowser } from "../../../../tests/helpers/form-browser";
import { feedGroupArticleMessages, feedMessages } from "../messages";
import { feedCommentToasts, feedPageToasts } from "../messages.server";
import { type FeedPeople, openFeedPages, type Who } from "./fixture";

const t = feedMessages;
const postIds = (html: string) => [...html.matchAll(/<article id="post-(\d+)"/g)].map((m) => Number(m[1]));
const nextHref = (html: string) => /<a rel="next" href="([^"]+)"/.exec(html)?.[1] ?? null;
const tokenOf = (html: string) => /name="formToken" value="([^"]+)"/.exec(html)?.[1] ?? "";
/** Text as React writes it into HTML (quotes escaped). */
const inHtml = (text: string) => text.replace(/&/g, "&amp;").replace(/"/g, "&quot;").replace(/</g, "&lt;").replace(/>/g, "&gt;");

describe.each(await pageDialects())("group feed pages on %s", (dialect) => {
  let portal: TestPortal;
  let server: TestServer;
  let f: FeedPeople;
  const cookies = {} as Record<Who, string>;
  const g = { run: 0, store: 0, other: 0 };

  const { get, html, post, postAndFollow } = formBrowser(() => server, cookies);
  const group = async (who: Who, name: string, configClose = false) =>
    (ok(await f.post(who, "/groups/create", { name, description: "", configClose })) as { id: number }).id;
  const groupPost = (who: Who, groupId: number, body: Record<string, unknown>) =>
    f.post(who, "/posts/create", { groupId, ...body }).then((r) => ok(r) as { id: number; pollId: number | null });

  beforeAll(async () => {
    ({ portal, server, f } = await openFeedPages(dialect, cookies));
    g.run = await group("employee", "Бег и ЗОЖ");
    g.store = await group("employee", "Склад", true);
    g.other = await group("admin", "Фото");
    ok(await f.post("other", "/groups/subscribe", { groupId: g.run }));
  });
  afterAll(async () => {
    await server?.close();
    await portal?.dispose();
  });

  it("shows an empty group's tab with the composer for members only", async () => {
    const member = await html(`/group/${g.run}`, "other");
    expect(member).toContain(t.groupEmpty);
    expect(member).toContain(`action="/group/${g.run}?index"`);
    expect(member).toContain(`name="groupId" value="${g.run}"`);
    expect(member).toContain(t.publish);
    // Members publish (a poll too), not offer; no guide article, no planned date in a group.
    expect(member).toContain('name="pollQuestion"');
    expect(member).not.toContain('name="articleLink"');
    expect(member).not.toContain('name="plannedPublishDate"');
    const outsider = await html(`/group/${g.run}`, "editor");
    expect(outsider).toContain(t.groupEmpty);
    expect(outsider).not.toContain('id="composer"');
  });

  it("publishes in the group from the plain form, and refuses a non-member's post keeping the text", async () => {
    const token = tokenOf(await html(`/group/${g.run}`, "other"));
    const form = new FormData();
    for (const [k, v] of Object.entries({ intent: "create", back: `/group/${g.run}`, formToken: token, groupId: String(g.run) }))
      form.append(k, v);
    form.append("title", "Пробежка в субботу");
    form.append("text", "Собираемся в 9:00 у входа в парк");
    const { page, location } = await postAndFollow(`/group/${g.run}?index`, "other", form, new RegExp(`^/group/${g.run}#post-\\d+$`));
    expect(page).toContain(feedPageToasts.published);
    const id = Number(location.split("-").at(-1));
    expect(postIds(page)).toEqual([id]);
    expect(page).toContain("Пробежка в субботу");
    // In its own group the card does not name the group.
    expect(page).not.toContain(inHtml(t.inGroup("Бег и ЗОЖ")));
    const row = await portal.db.kysely.selectFrom("posts").select(["group_id", "status"]).where("id", "=", id).executeTakeFirstOrThrow();
    expect(row).toEqual({ group_id: g.run, status: "PUBLISHED" });

    // A non-member has no composer; a hand-made post comes back as the composer with why, the text kept.
    const refused = await post(`/group/${g.run}?index`, "editor", {
      intent: "create",
      back: `/group/${g.run}`,
      groupId: String(g.run),
      text: "Чужой текст",
    });
    expect(refused.status).toBe(400);
    const body = await refused.text();
    expect(body).toContain(inHtml(ru.feed.groupPostForbidden));
    expect(body).toContain("Чужой текст");
    const count = await portal.db.kysely.selectFrom("posts").select("id").where("group_id", "=", g.run).execute();
    expect(count).toHaveLength(1);
  });

  it("pages the group's feed by «Показать ещё», and the main feed names the group of a member's post", async () => {
    const made: number[] = [];
    for (let i = 0; i < 22; i++) made.push((await groupPost("employee", g.run, { text: `Запись ${i}` })).id);
    const one = await html(`/group/${g.run}`, "editor");
    expect(postIds(one)).toHaveLength(20);
    expect(one).toContain(t.next);
    const next = nextHref(one);
    expect(next).toMatch(/^\?after=[\w-]+$/);
    const two = await html(`/group/${g.run}${next}`, "editor");
    const seen = [...postIds(one), ...postIds(two)];
    expect(new Set(seen).size).toBe(seen.length);
    expect(seen).toEqual(expect.arrayContaining(made));
    expect(nextHref(two)).toBeNull();

    // The member's main feed: the group's posts with the group named and linked; not the outsider's.
    const main = await html("/", "other");
    expect(postIds(main)).toContain(made.at(-1));
    expect(main).toContain(`href="/group/${g.run}" class="post__group"`);
    expect(main).toContain(inHtml(t.inGroup("Бег и ЗОЖ")));
    expect(main).toContain(`href="/group/${g.run}/${made.at(-1)}"`);
    expect(postIds(await html("/", "editor"))).not.toContain(made.at(-1));
  });

  it("shows a group's post in the group's frame, takes comments there, and answers 404 for another's", async () => {
    const mine = await groupPost("other", g.run, {
      title: "Маршрут",
      text: "Куда бежим?",
      createPollRequest: { question: "Дистанция?", answers: ["5 км", "10 км"] },
    });
    const foreign = await groupPost("admin", g.other, { text: "Фото недели" });
    const news = ok(await f.post("editor", "/posts/create", { text: "Новость компании" })) as { id: number };

    const page = await html(`/group/${g.run}/${mine.id}`, "editor");
    expect(page).toContain("Маршрут");
    expect(page).toContain("Бег и ЗОЖ");
    expect(page).toContain(`action="/group/${g.run}/${mine.id}"`);
    for (const url of [
      `/group/${g.run}/${foreign.id}`,
      `/group/${g.run}/${news.id}`,
      `/group/${g.run}/999999`,
      `/group/${g.run}/${mine.id}/999`,
    ])
      expect((await get(url, "editor")).status, url).toBe(404);
    // The post's poll address, and the post asked under /news, lead to its page in the group.
    const poll = await get(`/group/${g.run}/${mine.id}/${mine.pollId}`, "editor");
    expect(poll.status).toBe(302);
    expect(poll.headers.get("location")).toBe(`/group/${g.run}/${mine.id}#poll-${mine.pollId}`);
    const moved = await get(`/news/${mine.id}?likes=1`, "editor");
    expect(moved.status).toBe(302);
    expect(moved.headers.get("location")).toBe(`/group/${g.run}/${mine.id}?likes=1`);

    // A comment from the post's page in the group comes back there, at the comment.
    const { page: after, location } = await postAndFollow(
      `/group/${g.run}/${mine.id}`,
      "editor",
      { intent: "comment", postId: String(mine.id), back: `/group/${g.run}/${mine.id}`, note: "Предлагаю набережную" },
      new RegExp(`^/group/${g.run}/${mine.id}#comment-\\d+$`),
    );
    expect(location).toMatch(/#comment-\d+$/);
    expect(after).toContain(feedCommentToasts.created);
    expect(after).toContain("Предлагаю набережную");
  });

  it("edits a group post on the feed's edit page for its group's manager, back to its page in the group", async () => {
    const mine = await groupPost("other", g.run, { title: "Сбор", text: "В 9:00" });
    expect((await get(`/news/${mine.id}/edit`, "editor")).status).toBe(403);
    const page = await html(`/news/${mine.id}/edit`, "employee");
    expect(page).toContain(`href="/group/${g.run}/${mine.id}"`);
    expect(page).not.toContain('name="articleLink"');
    const version = /name="version" value="(\d+)"/.exec(page)?.[1] ?? "";
    const { page: after } = await postAndFollow(
      `/news/${mine.id}/edit`,
      "employee",
      { intent: "update", back: `/group/${g.run}/${mine.id}`, version, title: "Сбор", text: "Переносим на 10:00" },
      `/group/${g.run}/${mine.id}#post-${mine.id}`,
    );
    expect(after).toContain(feedPageToasts.saved);
    expect(after).toContain("Переносим на 10:00");
  });

  it("keeps a closed group's posts from a non-member on every page", async () => {
    const closed = await groupPost("employee", g.store, { title: "Инвентаризация", text: "Только для своих" });
    // Its page is its card for others (the frame says why): no posts, no composer.
    const tab = await html(`/group/${g.store}`, "other");
    expect(tab).toContain(inHtml(ru.groups.closedNotice));
    expect(tab).not.toContain("Инвентаризация");
    expect(tab).not.toContain('id="composer"');
    const refused = await post(`/group/${g.store}?index`, "other", { intent: "create", back: `/group/${g.store}`, text: "Можно?" });
    expect(refused.status).toBe(403);
    expect((await get(`/group/${g.store}/${closed.id}`, "other")).status).toBe(403);
    expect((await get(`/news/${closed.id}`, "other")).status).toBe(404);
    expect(await html("/", "other")).not.toContain("Инвентаризация");
    // Its manager sees and runs it.
    const own = await html(`/group/${g.store}`, "employee");
    expect(postIds(own)).toContain(closed.id);
    expect(own).toContain(t.pin);
  });
  it("offers the group's published articles in a select, attaches one by the plain form, and refuses a draft beside it", async () => {
    const books = await group("employee", "Книжный клуб");
    ok(await f.post("other", "/groups/subscribe", { groupId: books }));
    // No published article yet: no field.
    expect(await html(`/group/${books}`, "other")).not.toContain('name="articleId"');
    const article = async (name: string, status: string) =>
      (
        ok(await f.post("employee", "/articles/create", { groupId: books, name, contentNewEditor: `<p>${name}</p>`, status })) as {
          id: number;
        }
      ).id;
    const review = await article("Обзор новинок", "PUBLISH");
    const draft = await article("Черновик списка", "DRAFT");

    const tab = await html(`/group/${books}`, "other");
    expect(tab).toContain('<select name="articleId"');
    expect(tab).toContain(feedGroupArticleMessages.field);
    expect(tab).toContain(`<option value="${review}">Обзор новинок</option>`);
    expect(tab).not.toContain("Черновик списка");
    expect(tab).not.toContain('name="articleLink"');

    const fields = { intent: "create", back: `/group/${books}`, formToken: tokenOf(tab), groupId: String(books), text: "Читаем в мае" };
    // A hand-made draft's id comes back as the composer, the refusal beside the select, the text kept.
    const refused = await post(`/group/${books}?index`, "other", { ...fields, articleId: String(draft) });
    expect(refused.status).toBe(400);
    const body = await refused.text();
    expect(body).toContain(`id="composer-articleLink-error" role="alert">${ru.feed.articleNotFound}`);
    expect(body).toContain('<select name="articleId"');
    expect(body).toContain("Читаем в мае");

    const { page, location } = await postAndFollow(
      `/group/${books}?index`,
      "other",
      { ...fields, articleId: String(review) },
      new RegExp(`^/group/${books}#post-\\d+$`),
    );
    const id = Number(location.split("-").at(-1));
    expect(page).toContain(`<a href="/group/${books}/article/${review}">Обзор новинок</a>`);

    // The edit page: the select holds the post's article; choosing none drops it.
    const edit = await html(`/news/${id}/edit`, "other");
    expect(edit).toContain(`<option value="${review}" selected="">Обзор новинок</option>`);
    const version = /name="version" value="(\d+)"/.exec(edit)?.[1] ?? "";
    const { page: after } = await postAndFollow(
      `/news/${id}/edit`,
      "other",
      { intent: "update", back: `/group/${books}/${id}`, version, text: "Читаем в июне", articleId: "" },
      `/group/${books}/${id}#post-${id}`,
    );
    expect(after).toContain("Читаем в июне");
    expect(after).not.toContain(`/group/${books}/article/${review}`);
  });
});
