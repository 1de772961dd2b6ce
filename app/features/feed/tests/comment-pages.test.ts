// Comments on the feed's pages and /admin/stickers as a browser without JavaScript meets them (the real
// build behind the real Express app), on SQLite and PostgreSQL: writing (a post's page and a feed card),
// editing, deleting, restoring and liking by plain forms with their toasts, refusals beside the field with
// the text kept, paging 60 comments by «Показать предыдущие комментарии», a sticker comment, and the
// stickers page (upload, delete, 403). Run `npm run build` first.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createPerson, pageDialects, type TestPortal } from "../../../../tests/helpers/portal";
import { signInWithForm, type TestServer } from "../../../../tests/helpers/http";
import { ok } from "../../../../tests/helpers/envelope";
import { formBrowser } from "../../../../tests/helpers/form-browser";
import { feedCommentMessages as c } from "../messages";
import { feedCommentToasts as toasts, feedTalkMessages as refusals } from "../messages.server";
import { type FeedPeople, openFeedPages, PASSWORD, PNG, type Who } from "./fixture";

/** The ids of the comments a page shows, in order. */
const commentIds = (html: string) => [...html.matchAll(/<div id="comment-(\d+)"/g)].map((m) => Number(m[1]));
const earlierHref = (html: string) => /<a href="([^"]+)" class="comments__earlier">/.exec(html)?.[1] ?? null;

describe.each(await pageDialects())("comment pages on %s", (dialect) => {
  let portal: TestPortal;
  let server: TestServer;
  let f: FeedPeople;
  const cookies = {} as Record<Who | "manager", string>;

  const { get, html, post, postAndFollow } = formBrowser(() => server, cookies);
  const news = async (text: string) => (ok(await f.post("editor", "/posts/create", { title: text, text })) as { id: number }).id;
  const pngForm = (names: string[]) => {
    const form = new FormData();
    for (const name of names) form.append("files", new Blob([new Uint8Array(Buffer.from(PNG, "base64"))], { type: "image/png" }), name);
    return form;
  };

  beforeAll(async () => {
    ({ portal, server, f } = await openFeedPages(dialect, cookies));
    const manager = await createPerson(portal, { password: PASSWORD, name: "Ольга", surname: "Стикерова", roles: ["ROLE_UPDATE_STICKER"] });
    cookies.manager = await signInWithForm(server, manager.phone, PASSWORD);
  });
  afterAll(async () => {
    await server?.close();
    await portal?.dispose();
  });

  it("writes, edits, likes, deletes and restores a comment on a post's page by forms with toasts", async () => {
    const id = await news("Обсуждаем");
    const here = `/news/${id}`;
    const anonymous = await post(here, null, { intent: "comment", postId: String(id), note: "Я", back: here });
    expect(anonymous.status).toBe(302);
    expect(anonymous.headers.get("location")).toMatch(/^\/login/);

    const written = await postAndFollow(
      here,
      "employee",
      { intent: "comment", postId: String(id), note: "Строка 1\n<b>жирно</b>", back: here },
      new RegExp(`^${here}#comment-\\d+$`),
    );
    const cid = Number(written.location.split("-").pop());
    expect(written.page).toContain(toasts.created);
    expect(commentIds(written.page)).toEqual([cid]);
    expect(written.page).toContain("Строка 1\n&lt;b&gt;жирно&lt;/b&gt;");
    expect(written.page).toContain('class="comment-form"');

    // Only the author edits: «Изменить» leads to the comment as a textarea with «Сохранить».
    expect(written.page).toContain(`?editComment=${cid}#comment-${cid}`);
    expect(await html(here, "other")).not.toContain(`editComment=${cid}`);
    const editing = await html(`${here}?editComment=${cid}`, "employee");
    expect(editing).toContain('name="intent" value="comment-edit"');
    expect(editing).toContain(">Строка 1\n&lt;b&gt;жирно&lt;/b&gt;</textarea>");
    expect(editing).toContain(`>${c.save}</button>`);
    expect(await html(`${here}?editComment=${cid}`, "other")).not.toContain('value="comment-edit"');
    const notMine = await postAndFollow(
      here,
      "other",
      { intent: "comment-edit", commentId: String(cid), note: "Чужая правка", back: here },
      new RegExp(`#comment-${cid}$`),
    );
    expect(notMine.page).toContain(refusals.commentEditForbidden);
    expect(notMine.page).not.toContain("Чужая правка");
    const long = await post(here, "employee", { intent: "comment-edit", commentId: String(cid), note: "ж".repeat(2001), back: here });
    expect(long.status).toBe(400);
    const longPage = await long.text();
    expect(longPage).toContain(refusals.commentTooLong);
    expect(longPage).toContain(`>${"ж".repeat(2001)}</textarea>`);
    const edited = await postAndFollow(
      here,
      "employee",
      { intent: "comment-edit", commentId: String(cid), note: "Исправлено", back: here },
      new RegExp(`^${here}#comment-${cid}$`),
    );
    expect(edited.page).toContain(toasts.updated);
    expect(edited.page).toContain("Исправлено");
    expect(edited.page).toContain(c.edited);

    const liked = await postAndFollow(
      here,
      "other",
      { intent: "comment-like", commentId: String(cid), like: "1", back: here },
      new RegExp(`#comment-${cid}$`),
    );
    expect(liked.page).toContain(toasts.liked);
    expect(liked.page).toMatch(new RegExp(`aria-pressed="true"[^>]*>${c.likeCount(1)}<`));
    expect(await html(here, "employee")).toMatch(new RegExp(`aria-pressed="false"[^>]*>${c.likeCount(1)}<`));

    // Someone else may not delete it; its author may, and still sees it marked deleted, its text folded, with «Восстановить».
    const refused = await postAndFollow(here, "other", { intent: "comment-delete", commentId: String(cid), back: here }, /#comment-/);
    expect(refused.page).toContain(refusals.commentManageForbidden);
    const deleted = await postAndFollow(here, "employee", { intent: "comment-delete", commentId: String(cid), back: here }, /#comment-/);
    expect(deleted.page).toContain(toasts.deleted);
    expect(deleted.page).toContain('class="comment comment--deleted"');
    expect(deleted.page).toContain(c.deleted);
    expect(deleted.page).toMatch(new RegExp(`<details class="comment__deleted-text"><summary>${c.deletedText}</summary>`));
    expect(deleted.page).toContain(`>${c.restore}</button>`);
    expect(commentIds(await html(here, "other"))).toEqual([]);
    expect(commentIds(await html(here, "editor"))).toEqual([cid]);
    const restored = await postAndFollow(here, "editor", { intent: "comment-restore", commentId: String(cid), back: here }, /#comment-/);
    expect(restored.page).toContain(toasts.restored);
    expect(commentIds(await html(here, "other"))).toEqual([cid]);
  });

  /** The mention notifications this person got. */
  const mentionsOfUser = (userId: number) =>
    portal.db.kysely
      .selectFrom("notifications")
      .select("variables")
      .where("user_id", "=", userId)
      .where("type", "=", "POST_COMMENT_MENTION")
      .execute();

  it("notifies the colleagues a comment form names (notifyUserIds, the «@» picker's hidden fields), on writing and on editing", async () => {
    const id = await news("Упоминания");
    const here = `/news/${id}`;
    const mentionsOf = (who: Who) => mentionsOfUser(f.people[who].id);
    const named = [String(f.people.other.id), String(f.people.admin.id)];
    const written = await postAndFollow(
      here,
      "employee",
      { intent: "comment", postId: String(id), note: "@Простов Семён, @Админова Анна, посмотрите", back: here, notifyUserIds: named },
      new RegExp(`^${here}#comment-\\d+$`),
    );
    const cid = Number(written.location.split("-").pop());
    expect(await mentionsOf("other")).toHaveLength(1);
    expect(await mentionsOf("admin")).toHaveLength(1);
    expect(JSON.parse((await mentionsOf("other"))[0]!.variables)).toContainEqual(expect.objectContaining({ objectId: cid }));
    // Editing names one more: only the newly named is notified; nobody twice for one comment.
    await postAndFollow(
      here,
      "employee",
      {
        intent: "comment-edit",
        commentId: String(cid),
        note: "@Редакторов Олег тоже",
        back: here,
        notifyUserIds: [...named, String(f.people.editor.id)],
      },
      new RegExp(`^${here}#comment-${cid}$`),
    );
    expect(await mentionsOf("other")).toHaveLength(1);
    expect(await mentionsOf("editor")).toHaveLength(1);
    // A malformed id is refused beside the field, and nothing is written.
    const refused = await post(here, "employee", {
      intent: "comment",
      postId: String(id),
      note: "Кто-то",
      back: here,
      notifyUserIds: "abc",
    });
    expect(refused.status).toBe(400);
    expect(await refused.text()).toContain(refusals.userNotFound);
  });

  it("without JavaScript names by «@Фамилия Имя» typed by hand: the one person of that name, never a guess among namesakes", async () => {
    const id = await news("Упоминания без скриптов");
    const here = `/news/${id}`;
    const [petrov1, petrov2] = [
      await createPerson(portal, { name: "Пётр", surname: "Петров" }),
      await createPerson(portal, { name: "Пётр", surname: "Петров" }),
    ];
    const mentions = async (userId: number) => (await mentionsOfUser(userId)).length;
    const before = await mentions(f.people.other.id);
    await postAndFollow(
      here,
      "employee",
      { intent: "comment", postId: String(id), note: "@Простов Семён и @Петров Пётр, гляньте", back: here },
      new RegExp(`^${here}#comment-\\d+$`),
    );
    expect(await mentions(f.people.other.id)).toBe(before + 1);
    expect([await mentions(petrov1.id), await mentions(petrov2.id)]).toEqual([0, 0]);
  });

  it("refuses an empty or too long comment beside the field, keeping the text, on the post's page and in the feed", async () => {
    const id = await news("Пустые комментарии");
    const here = `/news/${id}`;
    const empty = await post(here, "employee", { intent: "comment", postId: String(id), note: "   ", back: here });
    expect(empty.status).toBe(400);
    const emptyPage = await empty.text();
    expect(emptyPage).toContain(`id="comment-error-${id}"`);
    expect(emptyPage).toContain(refusals.commentEmpty);
    const long = await post(here, "employee", { intent: "comment", postId: String(id), note: "ы".repeat(2001), back: here });
    expect(long.status).toBe(400);
    const longPage = await long.text();
    expect(longPage).toContain(refusals.commentTooLong);
    expect(longPage).toContain(`>${"ы".repeat(2001)}</textarea>`);

    const fromFeed = await post("/?index", "employee", { intent: "comment", postId: String(id), note: "ф".repeat(2001), back: "/" });
    expect(fromFeed.status).toBe(400);
    const feedPage = await fromFeed.text();
    expect(feedPage).toContain(`<article id="post-${id}"`);
    expect(feedPage).toContain(`id="comment-error-${id}"`);
    expect(feedPage).toContain(refusals.commentTooLong);
    expect(feedPage).toContain(`>${"ф".repeat(2001)}</textarea>`);
    expect(commentIds(await html(here, "employee"))).toEqual([]);
  });

  it("answers a broken comment with 400 and its form from the reply: the note's message under it, another over the form", async () => {
    const id = await news("Ответ формы комментария");
    const here = `/news/${id}`;
    const long = await post(here, "employee", { intent: "comment", postId: String(id), note: `Мой текст ${"ы".repeat(2000)}`, back: here });
    expect(long.status).toBe(400);
    const longPage = await long.text();
    expect(longPage).toContain(
      `aria-invalid="true" aria-describedby="comment-error-${id}">Мой текст ${"ы".repeat(2000)}</textarea></label><p id="comment-error-${id}" class="field__error" role="alert">${refusals.commentTooLong}</p>`,
    );
    expect(longPage).not.toContain('class="alert alert--error"');
    // A sticker that is not there is no field of the form: its message over the form, the text kept.
    const sticker = await post(here, "employee", {
      intent: "comment",
      postId: String(id),
      note: "Со стикером",
      stickerId: "999999",
      back: here,
    });
    expect(sticker.status).toBe(400);
    const stickerPage = await sticker.text();
    expect(stickerPage).toContain(`<p class="alert alert--error" role="alert">${refusals.stickerNotFound}</p>`);
    expect(stickerPage).toContain(">Со стикером</textarea>");
    expect(stickerPage).not.toContain(`id="comment-error-${id}"`);
    expect(commentIds(await html(here, "employee"))).toEqual([]);

    // The edit form the same way: the message under its note, the text as typed.
    const cid = (ok(await f.post("employee", "/posts/comments/create", { postId: id, note: "Было" })) as { id: number }).id;
    const edited = await post(here, "employee", { intent: "comment-edit", commentId: String(cid), note: " ", back: here });
    expect(edited.status).toBe(400);
    const editedPage = await edited.text();
    expect(editedPage).toContain(`<p id="comment-edit-error-${cid}" class="field__error" role="alert">${refusals.commentEmpty}</p>`);
    expect(editedPage).toContain('name="intent" value="comment-edit"');
    expect(editedPage).toContain("> </textarea>");
  });

  it("comments from a feed card and goes back to the card", async () => {
    const id = await news("Из ленты");
    const feed = await html("/", "employee");
    expect(feed).toContain(`id="comment-form-${id}"`);
    const { page } = await postAndFollow(
      "/?index",
      "employee",
      { intent: "comment", postId: String(id), note: "Отличная новость", back: "/" },
      new RegExp(`^/#post-${id}$`),
    );
    expect(page).toContain(toasts.created);
    expect(page).toContain("Отличная новость");
  });

  it("sends a sticker as a comment, picked without JavaScript", async () => {
    const file = (
      ok(await f.post("admin", "/file/save", { originalFileName: "smile.png", fileType: "STICKER", base64File: PNG })) as { id: number }
    ).id;
    const [sticker] = ok(await f.post("admin", "/stickers/add/", { stickerFileIds: [file] })) as { id: number; filePath: string }[];
    const id = await news("Со стикером");
    const here = `/news/${id}`;
    // A feed card leads to the post's page for its stickers; there the picker is open.
    const feed = await html("/", "employee");
    const link = `<a href="/news/${id}?stickers=1#comment-form-${id}" class="sticker-link">${c.chooseSticker}</a>`;
    expect(feed).toContain(link);
    expect(feed).not.toContain(`name="stickerId"`);
    const page = await html(`${here}?stickers=1`, "employee");
    expect(page).toContain(`<details class="sticker-picker" open=""><summary>${c.stickers}</summary>`);
    expect(page).toContain(`<input type="radio" name="stickerId" value="${sticker!.id}"/>`);
    expect(await html(here, "employee")).toContain(`<details class="sticker-picker"><summary>${c.stickers}</summary>`);
    const sent = await postAndFollow(
      here,
      "employee",
      { intent: "comment", postId: String(id), note: "", stickerId: String(sticker!.id), back: here },
      /#comment-\d+$/,
    );
    expect(sent.page).toContain(toasts.created);
    expect(sent.page).toContain(`class="comment__sticker" src="${sticker!.filePath}"`);
    // No sticker chosen («Без стикера») and no text: the refusal.
    const none = await post(here, "employee", { intent: "comment", postId: String(id), note: "", stickerId: "", back: here });
    expect(none.status).toBe(400);
    expect(await none.text()).toContain(refusals.commentEmpty);
  });

  it("pages 60 comments by «Показать предыдущие комментарии» without duplicates, oldest first", async () => {
    const id = await news("Много комментариев");
    const db = portal.db.kysely;
    for (let i = 0; i < 60; i++) {
      await db
        .insertInto("post_comments")
        .values({ post_id: id, author_id: f.people.other.id, note: `Комментарий номер ${i}`, created_at: new Date().toISOString() })
        .execute();
    }
    await db.updateTable("posts").set({ comment_count: 60 }).where("id", "=", id).execute();
    const first = await html(`/news/${id}`, "employee");
    const newest = commentIds(first);
    expect(newest).toHaveLength(50);
    expect(first).toContain("Комментарий номер 59");
    expect(first).not.toContain("Комментарий номер 9<");
    const href = earlierHref(first);
    expect(href).toBe(`/news/${id}?before=${newest[0]}#comments`);
    expect(first).toContain(c.earlier);
    const second = await html(href!.split("#")[0]!, "employee");
    const oldest = commentIds(second);
    expect(oldest).toHaveLength(10);
    expect(earlierHref(second)).toBeNull();
    const all = [...oldest, ...newest];
    expect(new Set(all).size).toBe(60);
    expect(all).toEqual([...all].sort((a, b) => a - b));
    // A malformed ?before= gives the newest page.
    expect(commentIds(await html(`/news/${id}?before=abc`, "employee"))).toEqual(newest);
  });

  it("lets sticker managers and administrators upload and delete stickers at /admin/stickers; others get 403", async () => {
    const anonymous = await get("/admin/stickers");
    expect(anonymous.status).toBe(302);
    expect(anonymous.headers.get("location")).toMatch(/^\/login/);
    for (const who of ["employee", "editor"] as const) {
      expect((await get("/admin/stickers", who)).status).toBe(403);
      expect((await post("/admin/stickers", who, pngForm(["a.png"]))).status).toBe(403);
    }
    expect(await html("/admin", "manager")).toContain(c.stickersTitle);
    const before = (await html("/admin/stickers", "admin")).match(/<li id="sticker-/g)?.length ?? 0;
    const added = await postAndFollow("/admin/stickers", "manager", pngForm(["one.png", "two.png"]), /^\/admin\/stickers$/);
    expect(added.page).toContain(toasts.stickersAdded);
    const ids = [...added.page.matchAll(/<li id="sticker-(\d+)"/g)].map((m) => Number(m[1]));
    expect(ids).toHaveLength(before + 2);
    // A GIF is no sticker; no file at all is refused too.
    const gif = new FormData();
    gif.append("files", new Blob([new Uint8Array(Buffer.from("GIF89a"))], { type: "image/gif" }), "anim.gif");
    const badType = await post("/admin/stickers", "manager", gif);
    expect(badType.status).toBe(400);
    expect(await badType.text()).toContain("anim.gif: ");
    const none = await post("/admin/stickers", "manager", new FormData());
    expect(none.status).toBe(400);
    expect(await none.text()).toContain(refusals.stickerFilesRequired);
    const last = ids[ids.length - 1]!;
    const removed = await postAndFollow("/admin/stickers", "admin", { id: String(last) }, /^\/admin\/stickers$/);
    expect(removed.page).toContain(toasts.stickerDeleted);
    expect(removed.page).not.toContain(`<li id="sticker-${last}"`);
    const again = await postAndFollow("/admin/stickers", "admin", { id: String(last) }, /^\/admin\/stickers$/);
    expect(again.page).toContain(refusals.stickerNotFound);
  });
});
