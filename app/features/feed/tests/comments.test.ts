// Comments over /api (spec part 2 §4, §7; issue #12 point 9): write, edit, delete and restore with
// their rights, the post's commentCount, the list by keyset, what each reader sees, refusals for
// unknown, malformed and invisible ids and for a 2001-character note. SQLite and PostgreSQL.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { dialects, type TestPortal } from "../../../../tests/helpers/portal";
import { type TestServer } from "../../../../tests/helpers/http";
import { ok, refused, unauthorized } from "../../../../tests/helpers/envelope";
import { ru } from "../../../../tests/helpers/ru";
import { type Who, openFeed, type FeedPeople } from "./fixture";

const t = ru.feedTalk;

describe.each(await dialects())("comments on %s", (dialect) => {
  let portal: TestPortal;
  let server: TestServer;
  let f: FeedPeople;

  beforeAll(async () => {
    ({ portal, server, f } = await openFeed(dialect));
  });
  afterAll(async () => {
    await server?.close();
    await portal?.dispose();
  });

  const news = async (text = "Новость") => ok(await f.post("editor", "/posts/create", { text }));
  const comment = async (who: Who, postId: unknown, note: unknown, extra: Record<string, unknown> = {}) =>
    f.post(who, "/posts/comments/create", { postId, note, ...extra });
  const list = async (who: Who, postId: number, query: Record<string, string | number> = {}) =>
    ok(await f.get(who, "/posts/comments/list/", { postId, ...query })) as { id: number; note: string; isDelete: boolean }[];
  const commentCount = async (postId: number) => ok(await f.get("admin", "/posts/get", { id: postId })).commentCount as number;

  it("refuses every comment call without a session", async () => {
    for (const path of [
      "/posts/comments/create",
      "/posts/comments/edit",
      "/posts/comments/delete",
      "/posts/comments/recovery",
      "/posts/comments/likes/add-remove",
    ]) {
      unauthorized(await f.post(null, path, { id: 1, postCommentId: 1, like: true }));
    }
    unauthorized(await f.get(null, "/posts/comments/list/", { postId: 1 }));
    unauthorized(await f.get(null, "/posts/comments/likes/list", { id: 1 }));
  });

  it("writes a trimmed note of at most 2000 characters, or a refusal", async () => {
    const post = await news();
    const made = ok(await comment("employee", post.id, "  Первый!  "));
    expect(made).toMatchObject({
      postId: post.id,
      note: "Первый!",
      stickerId: null,
      sticker: null,
      changeDate: null,
      hasLike: false,
      likeCount: 0,
      isDelete: false,
      createDate: portal.clock.now().toISOString(),
      author: { id: f.people.employee.id, name: "Мария", surname: "Иванова", avatarFile: null },
      canEdit: true,
      canDelete: true,
    });
    refused(await comment("employee", post.id, "   "), t.commentEmpty);
    refused(await comment("employee", post.id, undefined), t.commentEmpty);
    refused(await comment("employee", post.id, "я".repeat(2001)), t.commentTooLong);
    expect(ok(await comment("employee", post.id, ` ${"я".repeat(2000)} `)).note).toHaveLength(2000);
    refused(await comment("employee", post.id, "", { stickerId: 999999 }), t.stickerNotFound);
    refused(await comment("employee", post.id, "", { stickerId: "x" }), t.stickerNotFound);
    expect(await commentCount(post.id)).toBe(2);
    // What the others see of it: no rights over someone else's comment.
    const seen = (await list("other", post.id)).find((c) => c.id === made.id);
    expect(seen).toMatchObject({ note: "Первый!", canEdit: false, canDelete: false });
    expect((await list("editor", post.id)).find((c) => c.id === made.id)).toMatchObject({ canEdit: false, canDelete: true });
    // Text is data: stored and returned as written, never interpreted.
    expect(ok(await comment("other", post.id, "<b>x</b>")).note).toBe("<b>x</b>");
  });

  it("refuses comments under posts that are unknown, malformed or not visible", async () => {
    refused(await comment("employee", 999999, "Тут?"), ru.feed.postNotFound);
    refused(await comment("employee", "abc", "Тут?"), ru.feed.postNotFound);
    refused(await comment("employee", -1, "Тут?"), ru.feed.postNotFound);
    const deferred = ok(await f.post("editor", "/posts/delayed/create", { text: "Позже", plannedPublishDate: "2026-12-01T10:00" }));
    refused(await comment("employee", deferred.id, "Рано"), ru.feed.postNotFound);
    refused(await f.get("employee", "/posts/comments/list/", { postId: deferred.id }), ru.feed.postNotFound);
    expect(await list("editor", deferred.id)).toEqual([]);
    const gone = await news("Удалим");
    const c = ok(await comment("other", gone.id, "Успел"));
    ok(await f.post("admin", "/posts/delete", { id: gone.id }));
    // An administrator deleting someone else's post is in the audit log (issue #32).
    expect(
      await portal.db.kysely
        .selectFrom("audit_log")
        .select(["action", "actor_id"])
        .where("entity", "=", "POST")
        .where("entity_id", "=", String(gone.id))
        .execute(),
    ).toEqual([{ action: "POST_DELETE", actor_id: f.people.admin.id }]);
    refused(await comment("other", gone.id, "Поздно"), ru.feed.postNotFound);
    refused(await f.get("other", "/posts/comments/list/", { postId: gone.id }), ru.feed.postNotFound);
    refused(await f.post("other", "/posts/comments/edit", { id: c.id, note: "Правка" }), t.commentNotFound);
    refused(await f.get("employee", "/posts/comments/list/", { postId: "x" }), ru.feed.postNotFound);
    refused(await f.get("employee", "/posts/comments/list/", { postId: 999999 }), ru.feed.postNotFound);
  });

  it("lets only the author edit, with changeDate, and keeps the rules of a note", async () => {
    const post = await news();
    const c = ok(await comment("other", post.id, "Было"));
    for (const who of ["employee", "editor", "admin"] as const) {
      refused(await f.post(who, "/posts/comments/edit", { id: c.id, note: "Чужая правка" }), t.commentEditForbidden);
    }
    portal.clock.advance(60_000);
    const edited = ok(await f.post("other", "/posts/comments/edit", { id: c.id, note: " Стало " }));
    expect(edited).toMatchObject({ id: c.id, note: "Стало", changeDate: portal.clock.now().toISOString(), createDate: c.createDate });
    refused(await f.post("other", "/posts/comments/edit", { id: c.id, note: "" }), t.commentEmpty);
    refused(await f.post("other", "/posts/comments/edit", { id: c.id, note: "ы".repeat(2001) }), t.commentTooLong);
    refused(await f.post("other", "/posts/comments/edit", { id: 999999, note: "x" }), t.commentNotFound);
    refused(await f.post("other", "/posts/comments/edit", { id: "1; drop", note: "x" }), t.commentNotFound);
    expect((await list("employee", post.id)).map((x) => x.note)).toEqual(["Стало"]);
  });

  it("deletes and restores for the author, the post's author and news editors; others no longer see it", async () => {
    const post = await news();
    const c = ok(await comment("other", post.id, "Удалите меня"));
    ok(await comment("employee", post.id, "Останусь"));
    expect(await commentCount(post.id)).toBe(2);
    refused(await f.post("employee", "/posts/comments/delete", { id: c.id }), t.commentManageForbidden);
    const deleted = ok(await f.post("other", "/posts/comments/delete", { id: c.id }));
    expect(deleted).toMatchObject({ id: c.id, isDelete: true, canEdit: false, canDelete: true });
    ok(await f.post("other", "/posts/comments/delete", { id: c.id }));
    expect(await commentCount(post.id)).toBe(1);
    expect((await list("employee", post.id)).map((x) => x.id)).not.toContain(c.id);
    expect((await list("editor", post.id)).find((x) => x.id === c.id)).toMatchObject({ isDelete: true });
    expect((ok(await f.get("employee", "/posts/get", { id: post.id })).comments as { id: number }[]).map((x) => x.id)).not.toContain(c.id);
    refused(await f.post("employee", "/posts/comments/recovery", { id: c.id }), t.commentNotFound);
    refused(await f.post("employee", "/posts/comments/edit", { id: c.id, note: "x" }), t.commentNotFound);
    refused(await f.post("other", "/posts/comments/edit", { id: c.id, note: "x" }), t.commentNotFound);
    expect(ok(await f.post("admin", "/posts/comments/recovery", { id: c.id }))).toMatchObject({ isDelete: false });
    ok(await f.post("admin", "/posts/comments/recovery", { id: c.id }));
    expect(await commentCount(post.id)).toBe(2);
    expect((await list("employee", post.id)).map((x) => x.id)).toContain(c.id);

    // The post's author (an offer published under its author) manages comments under it.
    const offer = ok(await f.post("employee", "/posts/offer-post", { text: "Моя новость" }));
    ok(await f.post("editor", "/posts/offers/publish", { id: offer.id }));
    const byAdmin = ok(await comment("admin", offer.id, "Комментарий администратора"));
    refused(await f.post("other", "/posts/comments/delete", { id: byAdmin.id }), t.commentManageForbidden);
    expect(ok(await f.post("employee", "/posts/comments/delete", { id: byAdmin.id })).isDelete).toBe(true);
    expect(await commentCount(offer.id)).toBe(0);
    refused(await f.post("other", "/posts/comments/delete", { id: 999999 }), t.commentNotFound);
    refused(await f.post("other", "/posts/comments/recovery", { id: "abc" }), t.commentNotFound);

    // Changes to someone else's comment are in the audit log, once each; an author's own and no-ops are not.
    const audit = await portal.db.kysely
      .selectFrom("audit_log")
      .select(["action", "entity_id", "actor_id", "before"])
      .where("entity", "=", "COMMENT")
      .where("entity_id", "in", [String(c.id), String(byAdmin.id)])
      .orderBy("id")
      .execute();
    expect(audit).toEqual([
      {
        action: "COMMENT_RESTORE",
        entity_id: String(c.id),
        actor_id: f.people.admin.id,
        before: expect.stringContaining(`"authorId":${f.people.other.id}`),
      },
      {
        action: "COMMENT_DELETE",
        entity_id: String(byAdmin.id),
        actor_id: f.people.employee.id,
        before: expect.stringContaining(`"authorId":${f.people.admin.id}`),
      },
    ]);
  });

  it("lists a post's comments oldest first, the latest page first, earlier ones by beforeId", async () => {
    const post = await news();
    const ids: number[] = [];
    for (let i = 0; i < 7; i++) ids.push(ok(await comment(i % 2 ? "other" : "employee", post.id, `№${i}`)).id);
    expect((await list("admin", post.id)).map((c) => c.id)).toEqual(ids);
    const last = await list("admin", post.id, { limit: 3 });
    expect(last.map((c) => c.note)).toEqual(["№4", "№5", "№6"]);
    const before = await list("admin", post.id, { limit: 3, beforeId: last[0]!.id });
    expect(before.map((c) => c.note)).toEqual(["№1", "№2", "№3"]);
    const first = await list("admin", post.id, { limit: 3, beforeId: before[0]!.id });
    expect(first.map((c) => c.note)).toEqual(["№0"]);
    expect(await list("admin", post.id, { limit: 1000 })).toHaveLength(7);
    refused(await f.get("admin", "/posts/comments/list/", { postId: post.id, beforeId: "x" }), t.commentNotFound);
    // The post card shows the last 3.
    expect((ok(await f.get("other", "/posts/get", { id: post.id })).comments as { note: string }[]).map((c) => c.note)).toEqual([
      "№4",
      "№5",
      "№6",
    ]);
  });

  it("the post card's last 3 pass over a deleted comment for others and keep it for its author", async () => {
    const post = await news();
    const ids: number[] = [];
    for (let i = 0; i < 5; i++) ids.push(ok(await comment(i === 4 ? "other" : "employee", post.id, `№${i}`)).id);
    ok(await f.post("other", "/posts/comments/delete", { id: ids[4] }));
    const lastThree = async (who: Who) =>
      (ok(await f.get(who, "/posts/get", { id: post.id })).comments as { note: string }[]).map((c) => c.note);
    expect(await lastThree("employee")).toEqual(["№1", "№2", "№3"]);
    expect(await lastThree("other")).toEqual(["№2", "№3", "№4"]);
    expect(await lastThree("editor")).toEqual(["№2", "№3", "№4"]);
  });
});
