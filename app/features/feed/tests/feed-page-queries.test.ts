// GET / (the feed page, the real build) runs the same SQL statements with 1 post and with 20 posts
// carrying images, polls, likes and comments, and with 1 or 20 thanks among them, under a ceiling;
// likewise a post's page, with 1 comment or 50, and a group's feed with 3 posts or 50 (last: its posts then
// join the member's main feed). SQLite and PostgreSQL.
import path from "node:path";
import { pathToFileURL } from "node:url";
import type { ServerBuild } from "@remix-run/node";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { dialects, type TestPortal } from "../../../../tests/helpers/portal";
import { isOutboxStatement } from "../../../../tests/helpers/statements";
import { signInWithForm, type TestServer } from "../../../../tests/helpers/http";
import { ok } from "../../../../tests/helpers/envelope";
import { PASSWORD, openFeed, type FeedPeople } from "./fixture";

/**
 * Statements of GET / signed in: the session with its roles (2) and the shell (person, unread count, menu,
 * help setting, latest notifications: 5), the feed (company news's pinned post and the other posts, files,
 * polls, last comments: 5), the thanks merged into it (1), the comment form's stickers (1) and the mobile
 * header's group menu (1: the reader's groups, issue #14). Not one per post or thanks; the composer's
 * one-time token is signed, not stored.
 */
const PAGE_CEILING = 15;
/**
 * A group's feed page: the session and the shell, the group's frame (the group), the tab's check of the
 * group and the reader's access (2), the composer's list of the group's published articles (2: the
 * groups' picker checks the reader's access itself), the posts, files, polls, last comments, the groups'
 * names and their articles' names (6), the stickers; no thanks.
 */
const GROUP_PAGE_CEILING = 21;
/** A post's page: the session and the shell, the post as the feed reads it, its view, a page of its comments (2), the stickers. */
const POST_PAGE_CEILING = 19;

describe.each(await dialects())("feed page statements on %s", (dialect) => {
  let portal: TestPortal;
  let server: TestServer;
  let f: FeedPeople;
  let cookie: string;
  let statements: string[] = [];
  let counting = false;

  beforeAll(async () => {
    const build = (await import(pathToFileURL(path.resolve("build/index.js")).href)) as ServerBuild;
    ({ portal, server, f } = await openFeed(
      dialect,
      { realClock: true, onQuery: (sql) => counting && !isOutboxStatement(sql) && statements.push(sql) },
      { build },
    ));
    cookie = await signInWithForm(server, f.people.employee.phone, PASSWORD);
  });
  afterAll(async () => {
    await server?.close();
    await portal?.dispose();
  });

  /** A post with 2 images, a document, a poll the reader voted in, a like of hers and 4 comments. */
  async function richPost(n: number) {
    const p = ok(
      await f.post("editor", "/posts/create", {
        title: `Новость ${n}`,
        text: "Текст https://example.com",
        imageIds: [await f.upload("editor", "image"), await f.upload("editor", "image")],
        documentIds: [await f.upload("editor", "pdf")],
        videoList: [{ link: "https://youtu.be/dQw4w9WgXcQ" }],
        createPollRequest: { question: "Да?", answers: ["Да", "Нет"] },
      }),
    ) as { id: number; pollId: number };
    ok(await f.post("employee", "/poll/answer", { pollId: p.pollId, numbers: [0] }));
    ok(await f.post("employee", "/posts/likes/add-remove", { postId: p.id, like: true }));
    const db = portal.db.kysely;
    for (let i = 0; i < 4; i++) {
      await db
        .insertInto("post_comments")
        .values({ post_id: p.id, author_id: f.people.other.id, note: `Комментарий ${i}`, created_at: new Date().toISOString() })
        .execute();
    }
    await db.updateTable("posts").set({ comment_count: 4 }).where("id", "=", p.id).execute();
    return p;
  }

  async function count(url: string) {
    // Thanks and comments notify through the outbox: delivered first, so only the page is counted.
    await portal.outbox.deliver();
    // The frame's read-mostly data (the menu, settings) is kept 10 s on the real clock: on a loaded machine a
    // count could fall on its refresh (two statements more). A visit right before keeps it fresh.
    await (await fetch(`${server.url}${url}`, { headers: { Cookie: cookie } })).text();
    await portal.outbox.deliver();
    statements = [];
    counting = true;
    const response = await fetch(`${server.url}${url}`, { headers: { Cookie: cookie } });
    const html = await response.text();
    counting = false;
    expect(response.status).toBe(200);
    return { html, count: statements.length };
  }

  it("runs the same statements for the feed with 1 post and with 20 rich posts, and for a post's page", async () => {
    const first = await richPost(0);
    await count("/"); // the process's first form token reads the signing key, once
    const one = await count("/");
    expect(one.html.match(/<article id="post-/g)).toHaveLength(1);
    expect(one.html).toContain("Комментарий 3");
    const postOne = await count(`/news/${first.id}`);
    for (let n = 1; n < 20; n++) await richPost(n);
    const twenty = await count("/");
    expect(twenty.html.match(/<article id="post-/g)).toHaveLength(20);
    expect(twenty.html.match(/class="comment"/g)).toHaveLength(60);
    expect(twenty.count).toBe(one.count);
    expect(twenty.count).toBeLessThanOrEqual(PAGE_CEILING);
    // The post's page counts a view once: the second visit runs the same statements as the first.
    expect((await count(`/news/${first.id}`)).count).toBe(postOne.count);
  });

  it("runs the same statements for a post's page with 1 comment and with 50", async () => {
    const p = ok(await f.post("editor", "/posts/create", { title: "Обсуждение", text: "Пишите" })) as { id: number };
    const db = portal.db.kysely;
    const comment = (i: number) =>
      db
        .insertInto("post_comments")
        .values({ post_id: p.id, author_id: f.people.other.id, note: `Мнение ${i}`, created_at: new Date().toISOString() })
        .execute();
    await comment(0);
    await count(`/news/${p.id}`); // the first visit counts the view
    const one = await count(`/news/${p.id}`);
    expect(one.html.match(/<div id="comment-/g)).toHaveLength(1);
    for (let i = 1; i < 50; i++) await comment(i);
    const fifty = await count(`/news/${p.id}`);
    expect(fifty.html.match(/<div id="comment-/g)).toHaveLength(50);
    expect(fifty.count).toBe(one.count);
    expect(fifty.count).toBeLessThanOrEqual(POST_PAGE_CEILING);
  });

  it("runs the same statements for the feed with 1 thanks and with 20 among the posts", async () => {
    const thank = async (n: number) =>
      ok(await f.post("other", "/thanks/create", { userId: f.people.employee.id, text: `Спасибо ${n}` })) as { id: number };
    await thank(0);
    const one = await count("/");
    expect(one.html.match(/<article id="thanks-/g)).toHaveLength(1);
    for (let n = 1; n < 20; n++) await thank(n);
    const twenty = await count("/");
    // The newest 20 items: the thanks just given, newer than every post.
    expect(twenty.html.match(/<article id="thanks-/g)).toHaveLength(20);
    expect(twenty.count).toBe(one.count);
    expect(twenty.count).toBeLessThanOrEqual(PAGE_CEILING);
  });

  it("runs the same statements for a group's feed with 3 posts and with 50", async () => {
    const groupId = (
      ok(await f.post("employee", "/groups/create", { name: "Бег и ЗОЖ", description: "", configClose: false })) as {
        id: number;
      }
    ).id;
    // Every post attaches the group's article: its name comes in one statement for them all.
    const articleId = (
      ok(await f.post("employee", "/articles/create", { groupId, name: "Маршрут", contentNewEditor: "<p>Маршрут</p>" })) as { id: number }
    ).id;
    const post = async (n: number) => {
      const p = ok(
        await f.post("employee", "/posts/create", {
          groupId,
          articleId,
          title: `Запись ${n}`,
          text: "Текст",
          imageIds: [await f.upload("employee", "image")],
          createPollRequest: { question: "Идём?", answers: ["Да", "Нет"] },
        }),
      ) as { id: number };
      await portal.db.kysely
        .insertInto("post_comments")
        .values({ post_id: p.id, author_id: f.people.other.id, note: `Ответ ${n}`, created_at: new Date().toISOString() })
        .execute();
      await portal.db.kysely.updateTable("posts").set({ comment_count: 1 }).where("id", "=", p.id).execute();
    };
    for (let n = 0; n < 3; n++) await post(n);
    await count(`/group/${groupId}`);
    const three = await count(`/group/${groupId}`);
    expect(three.html.match(/<article id="post-/g)).toHaveLength(3);
    for (let n = 3; n < 50; n++) await post(n);
    const fifty = await count(`/group/${groupId}`);
    expect(fifty.html.match(/<article id="post-/g)).toHaveLength(20);
    expect(fifty.html.match(new RegExp(`href="/group/${groupId}/article/${articleId}"`, "g"))).toHaveLength(20);
    expect(fifty.count).toBe(three.count);
    expect(fifty.count).toBeLessThanOrEqual(GROUP_PAGE_CEILING);
    // The main feed of a member with the group's posts among company news: two more, the groups' names and
    // their articles' names.
    const main = await count("/");
    expect(main.html).toContain(`href="/group/${groupId}" class="post__group"`);
    expect(main.count).toBeLessThanOrEqual(PAGE_CEILING + 2);
  });
});
