// Comment likes (idempotent, parallel likes counted once, the likers newest first), mentions and the
// notifications they bring through the events outbox (once per comment and person, never the writer;
// the post's author hears of others' comments), and the constant statements of the comments list.
// SQLite and PostgreSQL.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { dialects, type TestPortal } from "../../../../tests/helpers/portal";
import { isOutboxStatement } from "../../../../tests/helpers/statements";
import { type TestServer } from "../../../../tests/helpers/http";
import { ok, refused } from "../../../../tests/helpers/envelope";
import { ru } from "../../../../tests/helpers/ru";
import { PNG, type Who, openFeed, type FeedPeople } from "./fixture";

const t = ru.feedTalk;

describe.each(await dialects())("comment likes, mentions, notifications on %s", (dialect) => {
  let portal: TestPortal;
  let server: TestServer;
  let f: FeedPeople;
  let statements: string[] = [];
  let counting = false;

  beforeAll(async () => {
    ({ portal, server, f } = await openFeed(dialect, { onQuery: (sql) => counting && !isOutboxStatement(sql) && statements.push(sql) }));
  });
  afterAll(async () => {
    await server?.close();
    await portal?.dispose();
  });

  const news = async (title = "Новость") => ok(await f.post("editor", "/posts/create", { title, text: "Текст" }));
  const comment = async (who: Who, postId: number, note: string, extra: Record<string, unknown> = {}) =>
    ok(await f.post(who, "/posts/comments/create", { postId, note, ...extra }));
  const like = (who: Who, postCommentId: unknown, liked: boolean) =>
    f.post(who, "/posts/comments/likes/add-remove", { postCommentId, like: liked });
  /** Delivers the outbox, then reads whom the comments under this post notified. */
  const notificationsOf = async (who: Who, postId: number) => {
    await portal.outbox.deliver();
    return portal.db.kysely
      .selectFrom("notifications")
      .select(["type", "text", "variables"])
      .where("user_id", "=", f.people[who].id)
      .where("type", "like", "POST_COMMENT%")
      .where("object_id", "=", postId)
      .orderBy("id")
      .execute();
  };

  it("toggles comment likes idempotently and lists the likers newest first, by keyset", async () => {
    const post = await news();
    const c = await comment("other", post.id, "Нравится?");
    expect(ok(await like("employee", c.id, true))).toEqual({ hasLike: true, likeCount: 1 });
    expect(ok(await like("employee", c.id, true))).toEqual({ hasLike: true, likeCount: 1 });
    expect(ok(await like("editor", c.id, true))).toEqual({ hasLike: true, likeCount: 2 });
    expect(ok(await like("admin", c.id, true))).toEqual({ hasLike: true, likeCount: 3 });
    const seen = ok(await f.get("employee", "/posts/comments/list/", { postId: post.id }));
    expect(seen[0]).toMatchObject({ hasLike: true, likeCount: 3 });
    expect(ok(await f.get("other", "/posts/comments/list/", { postId: post.id }))[0]).toMatchObject({ hasLike: false, likeCount: 3 });
    const likers = ok(await f.get("other", "/posts/comments/likes/list", { id: c.id }));
    expect(likers.map((l: { id: number }) => l.id)).toEqual([f.people.admin.id, f.people.editor.id, f.people.employee.id]);
    expect(likers[0]).toMatchObject({ name: "Анна", surname: "Админова", avatarFile: null });
    const first = ok(await f.get("other", "/posts/comments/likes/list", { id: c.id, limit: 2 }));
    const rest = ok(await f.get("other", "/posts/comments/likes/list", { id: c.id, limit: 2, beforeId: first[1].likeId }));
    expect([...first, ...rest]).toEqual(likers);
    expect(ok(await like("editor", c.id, false))).toEqual({ hasLike: false, likeCount: 2 });
    expect(ok(await like("editor", c.id, false))).toEqual({ hasLike: false, likeCount: 2 });
    refused(await like("employee", 999999, true), t.commentNotFound);
    refused(await like("employee", "x", true), t.commentNotFound);
    refused(await f.get("employee", "/posts/comments/likes/list", { id: 999999 }), t.commentNotFound);
    refused(await f.get("employee", "/posts/comments/likes/list", { id: "1.5" }), t.commentNotFound);
    ok(await f.post("other", "/posts/comments/delete", { id: c.id }));
    refused(await like("employee", c.id, true), t.commentNotFound);
    refused(await f.get("employee", "/posts/comments/likes/list", { id: c.id }), t.commentNotFound);
    expect(ok(await f.get("editor", "/posts/comments/likes/list", { id: c.id }))).toHaveLength(2);
  });

  it("counts parallel likes of one person once", async () => {
    const post = await news();
    const c = await comment("other", post.id, "Гонка");
    await Promise.all(Array.from({ length: 12 }, () => like("employee", c.id, true)));
    await Promise.all([like("admin", c.id, true), like("editor", c.id, true), like("admin", c.id, true)]);
    const rows = await portal.db.kysely.selectFrom("post_comment_likes").select("user_id").where("comment_id", "=", c.id).execute();
    expect(rows).toHaveLength(3);
    const [seen] = ok(await f.get("employee", "/posts/comments/list/", { postId: post.id }));
    expect(seen).toMatchObject({ likeCount: 3, hasLike: true });
  });

  it("words its notifications the same for a man and a woman: no «(а)» to read past", () => {
    for (const template of [t.notifyMention, t.notifyComment, t.notifyThanks]) expect(template).not.toMatch(/\(а\)/);
  });

  it("notifies the named once per comment, never the writer, and the post's author of others' comments", async () => {
    const post = await news("График на праздники");
    const c = await comment("employee", post.id, "@Семён @Анна посмотрите", {
      notifyUserIds: [f.people.other.id, String(f.people.admin.id), f.people.employee.id, f.people.other.id],
    });
    const toOther = await notificationsOf("other", post.id);
    expect(toOther).toHaveLength(1);
    expect(toOther[0]).toMatchObject({ type: "POST_COMMENT_MENTION", text: t.notifyMention });
    const variables = JSON.parse(toOther[0]!.variables);
    expect(variables).toEqual([
      { text: "Мария Иванова", objectId: f.people.employee.id, avatarFilePath: null },
      { text: "«График на праздники»", objectId: post.id },
      { text: "", objectId: c.id },
    ]);
    expect(portal.services.notifications.linkOf({ type: "POST_COMMENT_MENTION", variables }, f.people.admin.id)).toBe(
      `/news/${post.id}#comment-${c.id}`,
    );
    expect(await notificationsOf("admin", post.id)).toHaveLength(1);
    expect(await notificationsOf("employee", post.id)).toEqual([]);
    // The post's author (the editor) hears of the comment.
    const toAuthor = await notificationsOf("editor", post.id);
    expect(toAuthor.map((n) => n.type)).toEqual(["POST_COMMENT"]);
    expect(toAuthor[0]!.text).toBe(t.notifyComment);
    expect(
      portal.services.notifications.linkOf({ type: "POST_COMMENT", variables: JSON.parse(toAuthor[0]!.variables) }, f.people.editor.id),
    ).toBe(`/news/${post.id}#comment-${c.id}`);

    // An edit naming the same people again notifies only the newly named (the post's author now).
    ok(
      await f.post("employee", "/posts/comments/edit", { id: c.id, note: "Всем", notifyUserIds: [f.people.other.id, f.people.editor.id] }),
    );
    expect(await notificationsOf("other", post.id)).toHaveLength(1);
    expect((await notificationsOf("editor", post.id)).map((n) => n.type)).toEqual(["POST_COMMENT", "POST_COMMENT_MENTION"]);
    const mentions = await portal.db.kysely.selectFrom("post_comment_mentions").select("user_id").where("comment_id", "=", c.id).execute();
    expect(mentions.map((m) => m.user_id).sort((a, b) => a - b)).toEqual(
      [f.people.other.id, f.people.editor.id, f.people.admin.id].sort((a, b) => a - b),
    );

    // A post's author commenting under it, and naming her: one mention, no "commented" notification.
    const own = await comment("editor", post.id, "Спасибо");
    expect((await notificationsOf("editor", post.id)).map((n) => n.type)).toEqual(["POST_COMMENT", "POST_COMMENT_MENTION"]);
    await comment("other", post.id, "Коллега, глянь", { notifyUserIds: [f.people.editor.id] });
    expect((await notificationsOf("editor", post.id)).map((n) => n.type)).toEqual([
      "POST_COMMENT",
      "POST_COMMENT_MENTION",
      "POST_COMMENT_MENTION",
    ]);
    expect(own.id).toBeGreaterThan(c.id);

    refused(await f.post("other", "/posts/comments/create", { postId: post.id, note: "x", notifyUserIds: [999999] }), t.userNotFound);
    refused(await f.post("other", "/posts/comments/create", { postId: post.id, note: "x", notifyUserIds: ["abc"] }), t.userNotFound);
    const many = Array.from({ length: 51 }, (_, i) => i + 1);
    refused(await f.post("other", "/posts/comments/create", { postId: post.id, note: "x", notifyUserIds: many }), t.tooManyMentions);
    await portal.db.kysely.updateTable("users").set({ blocked: 1 }).where("id", "=", f.people.admin.id).execute();
    refused(
      await f.post("other", "/posts/comments/create", { postId: post.id, note: "x", notifyUserIds: [f.people.admin.id] }),
      t.userNotFound,
    );
    await portal.db.kysely.updateTable("users").set({ blocked: 0 }).where("id", "=", f.people.admin.id).execute();
  });

  async function countList(postId: number) {
    // What the last change notifies goes out through the outbox: delivered first, so only the list is counted.
    await portal.outbox.deliver();
    statements = [];
    counting = true;
    const comments = ok(await f.get("employee", "/posts/comments/list/", { postId }));
    counting = false;
    return { comments, count: statements.length };
  }

  it("lists 1 comment or 20 (with stickers, likes, a deleted one) in the same statements", async () => {
    const file = (
      ok(await f.post("admin", "/file/save", { originalFileName: "s.png", fileType: "STICKER", base64File: PNG })) as { id: number }
    ).id;
    const [sticker] = ok(await f.post("admin", "/stickers/add/", { stickerFileIds: [file] }));
    const post = await news();
    await comment("other", post.id, "Один");
    const one = await countList(post.id);
    expect(one.comments).toHaveLength(1);
    for (let i = 1; i < 21; i++) {
      const c = await comment(i % 2 ? "employee" : "other", post.id, i % 3 ? `№${i}` : "", i % 3 ? {} : { stickerId: sticker.id });
      if (i % 4 === 0) ok(await like("employee", c.id, true));
      if (i === 5) ok(await f.post("employee", "/posts/comments/delete", { id: c.id }));
    }
    const twenty = await countList(post.id);
    expect(twenty.comments).toHaveLength(21);
    expect(twenty.comments.filter((c: { sticker: unknown }) => c.sticker !== null)).toHaveLength(6);
    expect(twenty.comments.filter((c: { hasLike: boolean }) => c.hasLike)).toHaveLength(5);
    expect(twenty.count).toBe(one.count);
    // The caller's token and roles (2), the post, the comments.
    expect(twenty.count).toBeLessThanOrEqual(4);
  });
});
