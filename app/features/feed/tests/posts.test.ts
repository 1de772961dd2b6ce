// Contract tests of the posts calls (spec part 2 §7 "Posts", issue #12 point 12): 401 unsigned, rights
// (employee, another employee, news editor, administrator), unknown/malformed/invisible ids, field
// limits, files of others, video links, deferred posts, stale edits, delete/restore, pinning, the feed's
// keyset pages and search. SQLite and PostgreSQL.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { dialects, type TestPortal } from "../../../../tests/helpers/portal";
import { type TestServer } from "../../../../tests/helpers/http";
import { ok, refused, unauthorized } from "../../../../tests/helpers/envelope";
import { ru } from "../../../../tests/helpers/ru";
import { type Who, openFeed, type FeedPeople } from "./fixture";
import { keyedPath } from "../../../../tests/helpers/file-path";

const t = ru.feed;

describe.each(await dialects())("posts API on %s", (dialect) => {
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

  const create = async (body: Record<string, unknown>, who: Who = "editor") => ok(await f.post(who, "/posts/create", body));
  const getPost = (who: Who, id: number | string) => f.get(who, "/posts/get", { id });
  const feedOf = async (who: Who, query: Record<string, string | number> = {}) =>
    ok(await f.get(who, "/posts/find", { limit: 50, ...query })) as {
      content: { id: number; fixedFlag: boolean }[];
      nextCursor: string | null;
    };

  it("answers 401 to every call without a session or with a bad token", async () => {
    const calls: [string, string][] = [
      ["POST", "/posts/create"],
      ["POST", "/posts/delayed/create"],
      ["GET", "/posts/get"],
      ["GET", "/posts/find"],
      ["POST", "/posts/views/add"],
      ["POST", "/posts/delete"],
      ["POST", "/posts/recovery"],
      ["POST", "/posts/update"],
      ["POST", "/posts/delayed/update"],
      ["POST", "/posts/likes/add-remove"],
      ["GET", "/posts/likes/list"],
      ["POST", "/posts/offer-post"],
      ["POST", "/posts/set-fixed"],
      ["GET", "/posts/offers"],
      ["POST", "/posts/offers/publish"],
      ["POST", "/posts/offers/reject"],
      ["POST", "/poll/answer"],
      ["GET", "/poll/get"],
    ];
    for (const [method, path] of calls) {
      unauthorized(method === "GET" ? await f.get(null, path) : await f.post(null, path, {}));
    }
  });

  it("publishes company news for news editors and administrators; employees are sent to offer it", async () => {
    const post = await create({ title: "  График работы  ", text: "С 9 до 18" });
    expect(post).toMatchObject({
      title: "График работы",
      text: "С 9 до 18",
      groupId: null,
      status: "PUBLISHED",
      isDelete: false,
      fixedFlag: false,
      likeCount: 0,
      viewsCount: 0,
      commentCount: 0,
      comments: [],
      poll: null,
      pollId: null,
      plannedPublishDate: null,
      publishDate: portal.clock.now().toISOString(),
      author: { id: f.people.editor.id, name: "Олег", surname: "Редакторов", avatarFile: null },
      canEdit: true,
      canDelete: true,
      canPin: true,
      version: 1,
    });
    expect((await create({ text: "От администратора" }, "admin")).author.id).toBe(f.people.admin.id);
    const before = await feedOf("employee");
    refused(await f.post("employee", "/posts/create", { text: "Моя новость" }), t.createForbidden);
    refused(await f.post("employee", "/posts/delayed/create", { text: "Моя", plannedPublishDate: "2026-12-01T10:00" }), t.createForbidden);
    expect(await feedOf("employee")).toEqual(before);
    // Readers get the post without the rights.
    expect(ok(await getPost("employee", post.id))).toMatchObject({ id: post.id, canEdit: false, canDelete: false, canPin: false });
  });

  it("refuses groups, empty posts and fields over their limits, changing nothing", async () => {
    const before = await feedOf("editor");
    refused(await f.post("editor", "/posts/create", { groupId: 5, text: "В группу" }), t.groupNotFound);
    refused(await f.post("editor", "/posts/create", { groupId: "abc", text: "В группу" }), t.groupNotFound);
    refused(await f.post("editor", "/posts/create", { text: "   " }), t.empty);
    refused(await f.post("editor", "/posts/create", {}), t.empty);
    refused(await f.post("editor", "/posts/create", { title: "x".repeat(256), text: "Текст" }), t.titleTooLong);
    refused(await f.post("editor", "/posts/create", { text: "x".repeat(10_001) }), t.textTooLong);
    refused(await f.post("editor", "/posts/create", { text: 5 }), t.textTooLong);
    refused(await f.post("editor", "/posts/create", { text: "a", imageIds: "1" }), t.fileNotFound);
    refused(await f.post("editor", "/posts/create", { text: "a", articleId: 999999 }), t.articleNotFound);
    refused(await f.post("editor", "/posts/create", { text: "a", articleId: "x" }), t.articleNotFound);
    expect(await feedOf("editor")).toEqual(before);
    expect((await create({ title: "x".repeat(255), text: "y".repeat(10_000) })).title).toHaveLength(255);
  });

  it("names an attached guide article only to those who may open it", async () => {
    const category = ok(await f.post("admin", "/wiki/guide/categories/create-top", { name: "Для редакции", userIds: [f.people.editor.id] }))
      .id as number;
    const articleId = ok(
      await f.post("admin", "/wiki/guide/create", { name: "План публикаций", categoryId: category, contentNewEditor: "<p>План</p>" }),
    ).id as number;
    const post = await create({ text: "Смотрите статью", articleId });
    expect(post.article).toEqual({ id: articleId, name: "План публикаций" });
    expect(ok(await f.get("admin", "/posts/get", { id: post.id })).article).toEqual({ id: articleId, name: "План публикаций" });
    // The employee reads the post but not the section: the card names no article.
    expect(ok(await f.get("employee", "/posts/get", { id: post.id })).article).toBeNull();
  });

  it("attaches the writer's own images, documents and videos in order, and refuses others' files", async () => {
    const [img1, img2, pdf, video] = [
      await f.upload("editor", "image"),
      await f.upload("editor", "image"),
      await f.upload("editor", "pdf"),
      await f.upload("editor", "video"),
    ];
    const othersImage = await f.upload("employee", "image");
    const post = await create({
      text: "С файлами",
      imageIds: [img2, img1],
      documentIds: [pdf],
      videoList: [{ id: video }, { link: "https://youtu.be/dQw4w9WgXcQ" }],
    });
    expect(post.imageList.map((i: { id: number }) => i.id)).toEqual([img2, img1]);
    expect(post.imageList[0]).toMatchObject({ originalFileName: "photo.png", filePath: keyedPath(img2, "photo.png") });
    expect(post.documentList).toMatchObject([{ id: pdf, originalFileName: "plan.pdf" }]);
    expect(post.videoList).toEqual([
      {
        id: video,
        fileType: "FAQ_VIDEO",
        // Converted in the background (video.test.ts): until then the original, and the card says so.
        processConvert: true,
        originalFileName: "clip.mov",
        filePath: keyedPath(video, "clip.mov"),
        preview: null,
        duration: null,
      },
      {
        id: null,
        fileType: "LINK",
        processConvert: false,
        originalFileName: null,
        filePath: "https://www.youtube.com/watch?v=dQw4w9WgXcQ",
        preview: null,
        duration: null,
      },
    ]);
    refused(await f.post("editor", "/posts/create", { text: "a", imageIds: [othersImage] }), t.fileNotFound);
    refused(await f.post("editor", "/posts/create", { text: "a", documentIds: [othersImage] }), t.fileNotFound);
    refused(await f.post("editor", "/posts/create", { text: "a", imageIds: [pdf] }), t.fileNotFound);
    refused(await f.post("editor", "/posts/create", { text: "a", videoList: [{ id: img1 }] }), t.fileNotFound);
    refused(await f.post("editor", "/posts/create", { text: "a", imageIds: [987654] }), t.fileNotFound);
    refused(await f.post("editor", "/posts/create", { text: "a", imageIds: Array.from({ length: 11 }, (_, i) => i + 1) }), t.tooManyImages);
    refused(
      await f.post("editor", "/posts/create", { text: "a", documentIds: Array.from({ length: 11 }, (_, i) => i + 1) }),
      t.tooManyDocuments,
    );
    refused(
      await f.post("editor", "/posts/create", { text: "a", videoList: [{ id: video }, { id: video }, { id: video }] }),
      t.tooManyVideos,
    );
  });

  it("recognises YouTube links in watch, embed, short and v forms and refuses the others", async () => {
    for (const link of [
      "https://www.youtube.com/watch?v=dQw4w9WgXcQ&t=10",
      "https://youtube.com/embed/dQw4w9WgXcQ",
      "youtu.be/dQw4w9WgXcQ",
      "http://m.youtube.com/v/dQw4w9WgXcQ",
    ]) {
      const post = await create({ videoList: [{ link }] });
      expect(post.videoList[0].filePath, link).toBe("https://www.youtube.com/watch?v=dQw4w9WgXcQ");
    }
    for (const link of [
      "https://vimeo.com/12345678",
      "https://youtu.be/short",
      "https://www.youtube.com/watch?v=dQw4w9WgXcQQ",
      "javascript:alert(1)",
    ]) {
      refused(await f.post("editor", "/posts/create", { videoList: [{ link }] }), t.videoLinkUnknown);
    }
  });

  it("creates polls with trimmed, distinct answers and refuses bad ones", async () => {
    const post = await create({
      createPollRequest: { question: " Когда? ", answers: [" Утром ", "Вечером"], publicFlag: true, multiple: false },
    });
    expect(post.poll).toEqual({
      id: post.pollId,
      postId: post.id,
      question: "Когда?",
      answers: ["Утром", "Вечером"],
      publicFlag: true,
      multiple: false,
      totalCount: 0,
      answerResponses: [
        { idx: 0, quantity: 0, isResponse: false },
        { idx: 1, quantity: 0, isResponse: false },
      ],
      response: null,
    });
    const poll = (p: Record<string, unknown>) =>
      f.post("editor", "/posts/create", { createPollRequest: { question: "Вопрос", answers: ["а", "б"], ...p } });
    refused(await poll({ question: " " }), t.pollQuestionRequired);
    refused(await poll({ question: "x".repeat(256) }), t.pollQuestionTooLong);
    refused(await poll({ answers: ["один"] }), t.pollAnswersCount);
    refused(await poll({ answers: Array.from({ length: 11 }, (_, i) => `ответ ${i}`) }), t.pollAnswersCount);
    refused(await poll({ answers: ["Да", " да "] }), t.pollAnswersDistinct);
    refused(await poll({ answers: ["Да", "  "] }), t.pollAnswerEmpty);
    refused(await poll({ answers: ["Да", "x".repeat(256)] }), t.pollAnswerTooLong);
  });

  it("answers «Публикация не найдена» for unknown, malformed and invisible ids", async () => {
    for (const id of ["999999", "abc", "0", "-1", "1.5", "99999999999"]) refused(await getPost("employee", id), t.postNotFound);
    refused(await f.get("employee", "/posts/get"), t.postNotFound);
    for (const path of ["/posts/delete", "/posts/recovery", "/posts/set-fixed", "/posts/update"]) {
      refused(await f.post("editor", path, { id: 999999, text: "x" }), t.postNotFound);
      refused(await f.post("editor", path, { id: "x", text: "x" }), t.postNotFound);
    }
  });

  it("schedules deferred posts (no offset: Moscow time), shown to their author and news editors only", async () => {
    // The test clock says 2026-11-21T09:00Z.
    const post = ok(
      await f.post("admin", "/posts/delayed/create", { title: "Позже", text: "Отложено", plannedPublishDate: "2026-11-22T12:00" }),
    );
    expect(post).toMatchObject({
      status: "DEFERRED",
      plannedPublishDate: "2026-11-22T09:00:00.000Z",
      publishDate: "2026-11-22T09:00:00.000Z",
    });
    const utc = ok(await f.post("admin", "/posts/delayed/create", { text: "UTC", plannedPublishDate: "2026-11-22T12:00:00Z" }));
    expect(utc.plannedPublishDate).toBe("2026-11-22T12:00:00.000Z");
    for (const plannedPublishDate of ["2026-11-21T11:59", "2027-11-23T10:00", "2026-02-30T10:00", "завтра", "", null]) {
      refused(await f.post("admin", "/posts/delayed/create", { text: "x", plannedPublishDate }), t.plannedDateInFuture);
    }
    refused(await getPost("employee", post.id), t.postNotFound);
    expect(ok(await getPost("editor", post.id)).id).toBe(post.id);
    expect((await feedOf("employee")).content.map((p) => p.id)).not.toContain(post.id);
    expect((await feedOf("editor")).content.map((p) => p.id)).toContain(post.id);
    expect((await feedOf("admin")).content.map((p) => p.id)).toContain(post.id);
    // Deferred update moves the date; on a published post it is refused.
    const moved = ok(
      await f.post("admin", "/posts/delayed/update", { id: post.id, text: "Отложено", plannedPublishDate: "2026-11-23T10:00+03:00" }),
    );
    expect(moved).toMatchObject({ plannedPublishDate: "2026-11-23T07:00:00.000Z", version: 2 });
    const published = await create({ text: "Уже вышла" });
    refused(
      await f.post("editor", "/posts/delayed/update", { id: published.id, text: "x", plannedPublishDate: "2026-11-23T10:00" }),
      t.alreadyPublished,
    );
    refused(
      await f.post("employee", "/posts/delayed/update", { id: post.id, text: "x", plannedPublishDate: "2026-11-23T10:00" }),
      t.postNotFound,
    );
  });

  it("lets the author and news editors edit, refuses others and stale edits, and drops or keeps the poll", async () => {
    const post = await create({ title: "Было", text: "Текст", createPollRequest: { question: "Q", answers: ["a", "b"] } }, "admin");
    refused(await f.post("employee", "/posts/update", { id: post.id, text: "Чужое" }), t.editForbidden);
    expect(ok(await getPost("employee", post.id)).text).toBe("Текст");
    const kept = ok(
      await f.post("editor", "/posts/update", { id: post.id, title: "Стало", text: "Новый", pollId: post.pollId, version: 1 }),
    );
    expect(kept).toMatchObject({ title: "Стало", text: "Новый", pollId: post.pollId, version: 2, author: { id: f.people.admin.id } });
    refused(await f.post("admin", "/posts/update", { id: post.id, text: "Старая форма", pollId: post.pollId, version: 1 }), t.staleEdit);
    expect(ok(await getPost("admin", post.id)).text).toBe("Новый");
    refused(await f.post("admin", "/posts/update", { id: post.id, text: "x", pollId: 999999 }), t.pollNotFound);
    const dropped = ok(await f.post("admin", "/posts/update", { id: post.id, text: "Без опроса", pollId: null, version: 2 }));
    expect(dropped).toMatchObject({ poll: null, pollId: null, version: 3 });
    refused(await f.get("admin", "/poll/get", { id: post.pollId }), t.pollNotFound);
    // An editor keeps the author's images (not the editor's own uploads).
    const image = await f.upload("admin", "image");
    const withImage = await create({ text: "Фото", imageIds: [image] }, "admin");
    expect(ok(await f.post("editor", "/posts/update", { id: withImage.id, text: "Фото!", imageIds: [image] })).imageList).toHaveLength(1);
    refused(
      await f.post("editor", "/posts/update", { id: withImage.id, text: "x", imageIds: [image, await f.upload("employee", "image")] }),
      t.fileNotFound,
    );
  });

  it("deletes softly: the author and editors still see it, others get «not found»; then restores it", async () => {
    const post = await create({ text: "Удалим" });
    refused(await f.post("employee", "/posts/delete", { id: post.id }), t.editForbidden);
    expect(ok(await f.post("editor", "/posts/delete", { id: post.id }))).toMatchObject({ id: post.id, isDelete: true });
    refused(await getPost("employee", post.id), t.postNotFound);
    expect((await feedOf("employee")).content.map((p) => p.id)).not.toContain(post.id);
    expect(ok(await getPost("admin", post.id)).isDelete).toBe(true);
    refused(await f.post("employee", "/posts/recovery", { id: post.id }), t.postNotFound);
    expect(ok(await f.post("admin", "/posts/recovery", { id: post.id })).isDelete).toBe(false);
    expect(ok(await getPost("employee", post.id)).isDelete).toBe(false);
  });

  it("pins one post per feed, first in the feed; pinning another unpins it; news editors only", async () => {
    const a = await create({ text: "Закрепить A" });
    const b = await create({ text: "Закрепить B" });
    refused(await f.post("employee", "/posts/set-fixed", { id: a.id }), t.pinForbidden);
    expect(ok(await f.post("editor", "/posts/set-fixed", { id: a.id })).fixedFlag).toBe(true);
    let page = await feedOf("employee");
    expect(page.content[0]).toMatchObject({ id: a.id, fixedFlag: true });
    ok(await f.post("admin", "/posts/set-fixed", { id: b.id }));
    page = await feedOf("employee");
    expect(page.content[0]).toMatchObject({ id: b.id, fixedFlag: true });
    expect(page.content.filter((p) => p.fixedFlag)).toHaveLength(1);
    expect(ok(await f.post("admin", "/posts/set-fixed", { id: b.id })).fixedFlag).toBe(false);
    expect((await feedOf("employee")).content.filter((p) => p.fixedFlag)).toHaveLength(0);
  });

  it("pages the feed by keyset without gaps or repeats, even as posts arrive; a bad cursor gives page 1", async () => {
    for (let i = 0; i < 5; i++) {
      portal.clock.advance(1000);
      await create({ text: `Лента ${i}` });
    }
    const all = (await feedOf("employee")).content.map((p) => p.id);
    const seen: number[] = [];
    let cursor: string | null = "";
    let pages = 0;
    while (cursor !== null) {
      const page = await feedOf("employee", { limit: 3, cursor });
      seen.push(...page.content.map((p) => p.id));
      cursor = page.nextCursor;
      // A post arriving meanwhile lands on top: later pages are not shifted.
      if (pages++ === 0) await create({ text: "Пришла во время листания" });
    }
    expect(seen).toEqual(all);
    const first = await feedOf("employee", { limit: 3 });
    expect(await feedOf("employee", { limit: 3, cursor: "not-a-cursor" })).toEqual(first);
    expect(await feedOf("employee", { limit: 3, cursor: Buffer.from('[1,"x",1]').toString("base64url") })).toEqual(first);
    expect((await feedOf("employee", { limit: 0 })).content).toHaveLength(1);
    expect((await feedOf("employee", { limit: "abc" })).content.length).toBeLessThanOrEqual(20);
  });

  it("finds posts by title and text from 3 characters, case-insensitively, with LIKE characters taken literally", async () => {
    const hit = await create({ title: "Ёлка в офисе", text: "Собираемся в ПЯТНИЦУ" });
    const percent = await create({ text: "Скидка 50% сотрудникам" });
    const ids = async (searchString: string) => (await feedOf("employee", { searchString })).content.map((p) => p.id);
    expect(await ids("ёлка")).toEqual([hit.id]);
    expect(await ids("ЕЛКА")).toEqual([hit.id]);
    expect(await ids("пятниц")).toEqual([hit.id]);
    expect(await ids("50%")).toEqual([percent.id]);
    expect(await ids("0%с")).toEqual([]);
    expect(await ids("_%_")).toEqual([]);
    // Shorter than 3 characters: the whole feed.
    expect((await ids("ёл")).length).toBeGreaterThan(2);
  });
});
