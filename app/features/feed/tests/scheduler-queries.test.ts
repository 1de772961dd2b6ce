// Deferred posts published by publishDue on a test clock (once, even by two processes at once), and
// the constant number of SQL statements of a feed page: GET /posts/find with 1 post and with 20 posts
// carrying images, polls and comments runs the same statements, under a ceiling. SQLite and PostgreSQL.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { dialects, type TestPortal } from "../../../../tests/helpers/portal";
import { type TestServer } from "../../../../tests/helpers/http";
import { ok, refused } from "../../../../tests/helpers/envelope";
import { ru } from "../../../../tests/helpers/ru";
import { openFeed, type FeedPeople } from "./fixture";

/**
 * Statements of one GET /posts/find (the main feed's first page): the caller's token and roles (2), company
 * news's pinned post and the other posts, files, polls, last comments (5).
 */
const FIND_CEILING = 7;

describe.each(await dialects())("publishDue and query counts on %s", (dialect) => {
  let portal: TestPortal;
  let server: TestServer;
  let f: FeedPeople;
  let statements: string[] = [];
  let counting = false;

  beforeAll(async () => {
    ({ portal, server, f } = await openFeed(dialect, { onQuery: (sql) => counting && statements.push(sql) }));
  });
  afterAll(async () => {
    await server?.close();
    await portal?.dispose();
  });

  it("publishes deferred posts when due, once, with one event each, even when two runs race", async () => {
    const feed = portal.services.feed;
    // The test clock says 09:00Z, 12:00 in Moscow.
    const post = ok(await f.post("editor", "/posts/delayed/create", { text: "В 12:10", plannedPublishDate: "2026-11-21T12:10" }));
    const later = ok(await f.post("editor", "/posts/delayed/create", { text: "Завтра", plannedPublishDate: "2026-11-22T13:00" }));
    expect(await feed.publishDue(portal.clock.now())).toEqual([]);
    refused(await f.get("employee", "/posts/get", { id: post.id }), ru.feed.postNotFound);
    portal.clock.advance(9 * 60_000 + 59_000);
    expect(await feed.publishDue(portal.clock.now())).toEqual([]);
    portal.clock.advance(1000); // 09:10Z = 12:10 in Moscow
    const runs = await Promise.all([feed.publishDue(portal.clock.now()), feed.publishDue(portal.clock.now())]);
    expect(runs.flat()).toEqual([post.id]);
    expect(ok(await f.get("employee", "/posts/get", { id: post.id }))).toMatchObject({
      status: "PUBLISHED",
      publishDate: "2026-11-21T09:10:00.000Z",
    });
    refused(await f.get("employee", "/posts/get", { id: later.id }), ru.feed.postNotFound);
    const events = await portal.db.kysely.selectFrom("events").select("payload").where("type", "=", "POST_PUBLISHED").execute();
    expect(events.filter((e) => JSON.parse(e.payload).postId === post.id)).toHaveLength(1);
    expect(await feed.publishDue(portal.clock.now())).toEqual([]);
  });

  /** A post with 2 images, a document, a poll the reader voted in, and 5 comments (one with a like by the reader). */
  async function richPost(n: number) {
    const images = [await f.upload("editor", "image"), await f.upload("editor", "image")];
    const post = ok(
      await f.post("editor", "/posts/create", {
        title: `Новость ${n}`,
        text: "Текст",
        imageIds: images,
        documentIds: [await f.upload("editor", "pdf")],
        videoList: [{ link: "https://youtu.be/dQw4w9WgXcQ" }],
        createPollRequest: { question: "Да?", answers: ["Да", "Нет"] },
      }),
    );
    ok(await f.post("employee", "/poll/answer", { pollId: post.pollId, numbers: [0] }));
    ok(await f.post("employee", "/posts/likes/add-remove", { postId: post.id, like: true }));
    const db = portal.db.kysely;
    for (let i = 0; i < 5; i++) {
      const { id } = await db
        .insertInto("post_comments")
        .values({ post_id: post.id, author_id: f.people.other.id, note: `Комментарий ${i}`, created_at: portal.clock.now().toISOString() })
        .returning("id")
        .executeTakeFirstOrThrow();
      if (i === 4)
        await db
          .insertInto("post_comment_likes")
          .values({ comment_id: id, user_id: f.people.employee.id, created_at: "2026-11-21T10:00:00Z" })
          .execute();
    }
    await db.updateTable("posts").set({ comment_count: 5 }).where("id", "=", post.id).execute();
  }

  async function countFind() {
    statements = [];
    counting = true;
    const page = ok(await f.get("employee", "/posts/find", { limit: 20 }));
    counting = false;
    return { page, count: statements.length };
  }

  it("runs the same statements for a feed page of 1 post and of 20 rich posts", async () => {
    await portal.db.kysely.deleteFrom("posts").execute();
    await richPost(0);
    const one = await countFind();
    expect(one.page.content).toHaveLength(1);
    const [card] = one.page.content;
    expect(card.imageList).toHaveLength(2);
    expect(card.documentList).toHaveLength(1);
    expect(card.videoList).toHaveLength(1);
    expect(card.poll).toMatchObject({ totalCount: 1, response: [0] });
    expect(card.hasLike).toBe(true);
    expect(card.commentCount).toBe(5);
    expect(card.comments.map((c: { note: string }) => c.note)).toEqual(["Комментарий 2", "Комментарий 3", "Комментарий 4"]);
    expect(card.comments.map((c: { hasLike: boolean }) => c.hasLike)).toEqual([false, false, true]);

    for (let n = 1; n < 20; n++) await richPost(n);
    const twenty = await countFind();
    expect(twenty.page.content).toHaveLength(20);
    expect(twenty.page.content.every((p: { comments: unknown[]; poll: unknown }) => p.comments.length === 3 && p.poll !== null)).toBe(true);
    expect(twenty.count).toBe(one.count);
    expect(twenty.count).toBeLessThanOrEqual(FIND_CEILING);

    // One post (GET /posts/get) costs the statements of a page but company news's pinned post.
    statements = [];
    counting = true;
    const single = ok(await f.get("employee", "/posts/get", { id: card.id }));
    counting = false;
    expect(single).toEqual(card);
    expect(statements.length).toBe(one.count - 1);
  });
});
