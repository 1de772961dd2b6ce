// The feed's pages as a browser without JavaScript meets them (the real build behind the real Express app),
// on SQLite and PostgreSQL: the feed's text and its rel="next" paging while posts arrive, the composer
// (publish, offer, deferred, refusals keeping what was typed, a double submission), like, vote,
// favourite, delete, restore and pin by plain forms with their toasts, a post's page, its edit page and
// the news moderation page, with their 403 and 404. Run `npm run build` first.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { pageDialects, type TestPortal } from "../../../../tests/helpers/portal";
import type { TestServer } from "../../../../tests/helpers/http";
import { ok } from "../../../../tests/helpers/envelope";
import { ru } from "../../../../tests/helpers/ru";
import { formBrowser } from "../../../../tests/helpers/form-browser";
import { feedMessages } from "../messages";
import { feedPageToasts } from "../messages.server";
import { type FeedPeople, openFeedPages, PNG, type Who } from "./fixture";

const t = feedMessages;
const toasts = feedPageToasts;

/** The ids of the posts a feed page shows, in order. */
const postIds = (html: string) => [...html.matchAll(/<article id="post-(\d+)"/g)].map((m) => Number(m[1]));
const nextHref = (html: string) => /<a rel="next" href="([^"]+)"/.exec(html)?.[1] ?? null;
const tokenOf = (html: string) => /name="formToken" value="([^"]+)"/.exec(html)?.[1] ?? "";

describe.each(await pageDialects())("feed pages on %s", (dialect) => {
  let portal: TestPortal;
  let server: TestServer;
  let f: FeedPeople;
  const cookies = {} as Record<Who, string>;

  const { get, html, post, postAndFollow: follow } = formBrowser(() => server, cookies);
  /** Posts a form, expects the redirect back and returns the page it leads to (with its toast). */
  const postAndFollow = async (url: string, who: Who, form: Record<string, string | string[]> | FormData, location: string) =>
    (await follow(url, who, form, location)).page;
  const composer = (fields: Record<string, string | string[]>, files: { name: string; field: string; bytes: Buffer }[] = []) => {
    const form = new FormData();
    form.append("intent", "create");
    form.append("back", "/");
    for (const [k, v] of Object.entries(fields)) for (const one of [v].flat()) form.append(k, one);
    for (const file of files) form.append(file.field, new Blob([new Uint8Array(file.bytes)], { type: "image/png" }), file.name);
    return form;
  };
  const news = (who: Who, body: Record<string, unknown>) =>
    f.post(who, "/posts/create", body).then((r) => ok(r) as { id: number; pollId: number | null });

  beforeAll(async () => {
    ({ portal, server, f } = await openFeedPages(dialect, cookies));
  });
  afterAll(async () => {
    await server?.close();
    await portal?.dispose();
  });

  it("sends a signed-out visitor to sign-in", async () => {
    for (const url of ["/", "/main", "/news", "/news/1", "/news/1/edit", "/admin/news-moderation"]) {
      const response = await get(url);
      expect(response.status).toBe(302);
      expect(response.headers.get("location")).toMatch(/^\/login/);
    }
  });

  it("shows the feed at /, /main and /news: pinned first, text escaped, links clickable, no placeholder", async () => {
    const first = await news("editor", { title: "Первая новость", text: "Строка 1\n<script>alert(1)</script> https://example.com/a." });
    const pinned = await news("editor", { title: "Закреплённая", text: "Важно" });
    await news("editor", { title: "Свежая", text: "Сегодня" });
    await f.post("editor", "/posts/set-fixed", { id: pinned.id });
    for (const url of ["/", "/main", "/news"]) {
      const page = await html(url, "employee");
      expect(postIds(page)[0]).toBe(pinned.id);
      expect(page).toContain("Первая новость");
      expect(page).not.toContain("Лента новостей скоро появится здесь");
      expect(page).toContain(`<h1 class="page-title">${url === "/news" ? "Новости" : "Главная"}</h1>`);
    }
    const page = await html("/", "employee");
    expect(page).toContain("&lt;script&gt;alert(1)&lt;/script&gt;");
    expect(page).not.toContain("<script>alert(1)");
    expect(page).toContain('<a href="https://example.com/a" rel="noopener noreferrer nofollow" target="_blank">https://example.com/a</a>.');
    expect(page).toContain(t.pinned);
    // An employee offers news; only editors get «Опубликовать» and the poll.
    expect(page).toContain(t.offer);
    expect(page).not.toContain('name="pollQuestion"');
    expect(await html("/", "editor")).toContain('name="pollQuestion"');
    expect(postIds(page)).toContain(first.id);
  });

  it("pages by rel=next without duplicates or gaps while posts arrive; a bad cursor gives page 1", async () => {
    await portal.db.kysely.deleteFrom("posts").execute();
    const made: number[] = [];
    for (let i = 0; i < 25; i++) made.push((await news("editor", { text: `Новость ${i}` })).id);
    const one = await html("/", "employee");
    expect(postIds(one)).toHaveLength(20);
    const next = nextHref(one);
    expect(next).toMatch(/^\?after=[\w-]+$/);
    for (let i = 0; i < 3; i++) await news("editor", { text: `Пока листали ${i}` });
    const two = await html(`/${next}`, "employee");
    expect(nextHref(two)).toBeNull();
    const seen = [...postIds(one), ...postIds(two)];
    expect(new Set(seen).size).toBe(seen.length);
    expect([...seen].sort((a, b) => a - b)).toEqual(made);
    const bad = await html("/?after=not-a-cursor", "employee");
    expect(postIds(bad)).toHaveLength(20);
    expect(postIds(bad)[0]).toBe(Math.max(...postIds(bad)));
  });

  it("publishes from the composer without JavaScript, once per form, with an image", async () => {
    const token = tokenOf(await html("/", "editor"));
    const form = () =>
      composer({ formToken: token, title: "Из формы", text: "Текст из формы" }, [
        { field: "images", name: "photo.png", bytes: Buffer.from(PNG, "base64") },
      ]);
    const response = await post("/?index", "editor", form());
    expect(response.status).toBe(302);
    const location = response.headers.get("location") ?? "";
    expect(location).toMatch(/^\/#post-\d+$/);
    const page = await html("/", "editor");
    expect(page).toContain(toasts.published);
    const id = Number(location.split("-")[1]);
    expect(postIds(page)[0]).toBe(id);
    expect(page).toMatch(/<img src="\/files\/\d+-[0-9a-f]{32}\/photo\.png\?size=MEDIUM" alt="[^"]+" loading="lazy"\/>/);
    // The same rendered form sent again makes no second post.
    const again = await post("/?index", "editor", form());
    expect(again.headers.get("location")).toBe(location);
    const titled = await portal.db.kysely.selectFrom("posts").select("id").where("title", "=", "Из формы").execute();
    expect(titled).toHaveLength(1);
  });

  it("attaches a guide article by its page's address or number, refuses an address naming none beside the field", async () => {
    const category = ok(await f.post("admin", "/wiki/guide/categories/create-top", { name: "Витрины", userIds: [f.people.editor.id] }))
      .id as number;
    const articleId = ok(
      await f.post("admin", "/wiki/guide/create", {
        name: "Как оформить витрину",
        categoryId: category,
        contentNewEditor: "<p>Витрина</p>",
      }),
    ).id as number;
    const address = `http://portal.local/knowledge/guide/${category}/article/${articleId}?from=feed`;
    const { page, location } = await follow(
      "/?index",
      "editor",
      composer({ formToken: tokenOf(await html("/", "editor")), text: "Новая статья о витринах", articleLink: address }),
      /^\/#post-\d+$/,
    );
    const id = Number(location.split("-")[1]);
    expect(ok(await f.get("editor", "/posts/get", { id })).article).toEqual({ id: articleId, name: "Как оформить витрину" });
    expect(page).toContain("Как оформить витрину");
    // The edit page keeps it by a ticked box.
    const edit = await html(`/news/${id}/edit`, "editor");
    expect(edit).toContain(`<input type="checkbox" name="articleId" checked="" value="${articleId}"/>`);
    expect(edit).toContain(t.keepArticle("Как оформить витрину"));
    // By its number too.
    await follow(
      "/?index",
      "editor",
      composer({ formToken: tokenOf(await html("/", "editor")), text: "По номеру", articleLink: String(articleId) }),
      /^\/#post-\d+$/,
    );

    for (const wrong of ["какая-то статья", "http://portal.local/knowledge/guide/1/article/999999"]) {
      const refused = await post(
        "/?index",
        "editor",
        composer({ formToken: tokenOf(await html("/", "editor")), text: "Текст остаётся", articleLink: wrong }),
      );
      expect(refused.status).toBe(400);
      const body = await refused.text();
      expect(body).toContain(`id="composer-articleLink-error" role="alert">${ru.feed.articleNotFound}`);
      expect(body).toContain(`value="${wrong}"`);
      expect(body).toContain(">Текст остаётся</textarea>");
    }
  });

  it("defers, offers, and refuses an empty post or a long title keeping what was typed", async () => {
    const far = await post(
      "/?index",
      "editor",
      composer({ formToken: tokenOf(await html("/", "editor")), text: "Через век", plannedPublishDate: "2099-01-01T10:00" }),
    );
    expect(far.status).toBe(400);
    expect(await far.text()).toContain(ru.feed.plannedDateInFuture);
    const inAMonth = new Date(Date.now() + 30 * 86_400_000 + 3 * 3_600_000).toISOString().slice(0, 16);
    const deferred = await post(
      "/?index",
      "editor",
      composer({ formToken: tokenOf(await html("/", "editor")), text: "Отложенная", plannedPublishDate: inAMonth }),
    );
    expect(deferred.status).toBe(302);
    const page = await html("/", "editor");
    expect(page).toContain(toasts.deferred);
    expect(page).toContain(t.deferredTitle);
    expect(await html("/", "employee")).not.toContain("Отложенная");

    const offered = await post(
      "/?index",
      "employee",
      composer({ formToken: tokenOf(await html("/", "employee")), title: "Идея", text: "Предлагаю" }),
    );
    expect(offered.status).toBe(302);
    expect(await html("/", "employee")).toContain(toasts.offered);
    expect(await html("/", "other")).not.toContain("Предлагаю");

    const empty = await post("/?index", "editor", composer({ formToken: tokenOf(await html("/", "editor")), title: "Только заголовок" }));
    expect(empty.status).toBe(400);
    const emptyHtml = await empty.text();
    expect(emptyHtml).toContain(`id="composer-text-error" role="alert">${ru.feed.empty}</p>`);
    expect(emptyHtml).toContain('value="Только заголовок"');

    const long = await post(
      "/?index",
      "editor",
      composer({ formToken: tokenOf(await html("/", "editor")), title: "Я".repeat(256), text: "Мой текст" }),
    );
    expect(long.status).toBe(400);
    const longHtml = await long.text();
    expect(longHtml).toContain(`id="composer-title-error" role="alert">${ru.feed.titleTooLong}</p>`);
    expect(longHtml).toContain(">Мой текст</textarea>");
  });

  it("answers a broken field with 400 and the composer again: the message under the field, the rest over the form, all typed kept", async () => {
    const before = postIds(await html("/", "editor"));
    const refused = await post(
      "/?index",
      "editor",
      composer({
        formToken: tokenOf(await html("/", "editor")),
        title: "Опрос на субботу",
        text: "Мой текст остаётся",
        videoLink: "https://example.com/clip",
        pollQuestion: "Придёте?",
        pollAnswer: ["Да", "", "", ""],
        pollPublic: "1",
      }),
    );
    expect(refused.status).toBe(400);
    const body = await refused.text();
    expect(body).toContain(`id="composer-pollAnswer-error" role="alert">${ru.feed.pollAnswersCount}</p>`);
    expect(body).toContain(`id="composer-videoLink-error" role="alert">${ru.feed.videoLinkUnknown}</p>`);
    expect(body).toContain('<input name="pollAnswer" aria-invalid="true" aria-describedby="composer-pollAnswer-error" value="Да"/>');
    expect(body).not.toContain('class="alert alert--error"');
    expect(body).toContain('value="Опрос на субботу"');
    expect(body).toContain(">Мой текст остаётся</textarea>");
    expect(body).toContain('value="https://example.com/clip"');
    expect(body).toContain('value="Придёте?"');
    expect(body).toContain('<input type="checkbox" name="pollPublic" checked="" value="1"/>');
    // The folded part is open, its messages in view.
    expect(body).toContain('<details class="composer__more" open="">');
    expect(postIds(await html("/", "editor"))).toEqual(before);

    // A refusal no field of the form names (a file that is not the writer's) goes over the form.
    const foreign = await post(
      "/?index",
      "editor",
      composer({ formToken: tokenOf(await html("/", "editor")), text: "С чужим файлом", imageIds: "999999" }),
    );
    expect(foreign.status).toBe(400);
    const foreignHtml = await foreign.text();
    expect(foreignHtml).toContain(`<p class="alert alert--error" role="alert">${ru.feed.fileNotFound}</p>`);
    expect(foreignHtml).not.toContain('class="field__error"');
    expect(foreignHtml).toContain(">С чужим файлом</textarea>");
  });

  it("likes, votes, stars, deletes, restores and pins by plain forms with toasts", async () => {
    const p = await news("editor", {
      title: "С опросом",
      text: "Голосуем",
      createPollRequest: { question: "Когда?", answers: ["Утром", "Вечером"] },
    });
    const back = "/";
    const at = `/#post-${p.id}`;
    let page = await postAndFollow("/?index", "employee", { intent: "like", postId: String(p.id), like: "1", back }, at);
    expect(page).toContain(toasts.liked);
    expect(page).toMatch(new RegExp(`aria-pressed="true"[^>]*>${t.likeCount(1)}<`));
    page = await postAndFollow(
      "/?index",
      "employee",
      { intent: "vote", postId: String(p.id), pollId: String(p.pollId), numbers: "1", back },
      at,
    );
    expect(page).toContain(toasts.voted);
    expect(page).toContain("1 · 100%");
    page = await postAndFollow(
      "/favorites/update",
      "employee",
      { type: "POST", objectId: String(p.id), favorite: "1", redirectTo: at },
      at,
    );
    expect(page).toContain("Добавлено в Избранное");
    page = await postAndFollow("/?index", "employee", { intent: "delete", postId: String(p.id), back }, at);
    expect(page).toContain("Изменять публикацию могут только её автор и редакторы новостей");
    page = await postAndFollow("/?index", "editor", { intent: "delete", postId: String(p.id), back }, at);
    expect(page).toContain(toasts.deleted);
    expect(page).toContain(t.deleted);
    expect(page).toContain(t.restore);
    expect(postIds(await html("/", "employee"))).not.toContain(p.id);
    page = await postAndFollow("/?index", "editor", { intent: "restore", postId: String(p.id), back }, at);
    expect(page).toContain(toasts.restored);
    page = await postAndFollow("/?index", "editor", { intent: "pin", postId: String(p.id), back }, at);
    expect(page).toContain(toasts.pinned);
    const employeePage = await html("/", "employee");
    expect(postIds(employeePage)[0]).toBe(p.id);
    expect(employeePage).not.toContain('name="intent" value="pin"');
  });

  it("reads a card's form as the small urlencoded post it is: a like sent multipart is refused and changes nothing", async () => {
    const p = await news("editor", { text: "Лайк только формой" });
    const form = new FormData();
    for (const [k, v] of Object.entries({ intent: "like", postId: String(p.id), like: "1", back: "/" })) form.append(k, v);
    const response = await post("/?index", "employee", form);
    expect(response.status).toBe(400);
    expect(await response.text()).toContain(ru.common.badRequest);
    expect(await html(`/news/${p.id}`, "employee")).toContain(t.likeCount(0));
  });

  it("shows a post alone with a view counted, who liked it, its poll's address; others' and bad ids are 404", async () => {
    const p = await news("editor", { title: "Отдельно", text: "Пост", createPollRequest: { question: "Да?", answers: ["Да", "Нет"] } });
    const other = await news("editor", { text: "Другой", createPollRequest: { question: "Нет?", answers: ["Да", "Нет"] } });
    await f.post("other", "/posts/likes/add-remove", { postId: p.id, like: true });
    for (const url of [`/news/${p.id}`, `/main/news/${p.id}`]) {
      const page = await html(url, "employee");
      expect(page).toContain(`<article id="post-${p.id}"`);
      expect(page).toContain("<title>Отдельно — Портал сотрудников</title>");
    }
    expect(await html(`/news/${p.id}`, "employee")).toContain(t.views(1));
    const likes = await html(`/news/${p.id}?likes=1`, "employee");
    expect(likes).toContain(t.whoLiked);
    expect(likes).toContain("Семён Простов");
    const poll = await get(`/news/${p.id}/${p.pollId}`, "employee");
    expect(poll.status).toBe(302);
    expect(poll.headers.get("location")).toBe(`/news/${p.id}#poll-${p.pollId}`);
    expect((await get(`/news/${p.id}/${other.pollId}`, "employee")).status).toBe(404);
    await f.post("editor", "/posts/delete", { id: p.id });
    for (const url of [`/news/${p.id}`, "/news/999999", "/news/abc", `/main/news/${p.id}`]) {
      const response = await get(url, "employee");
      expect(response.status, url).toBe(404);
      expect(await response.text()).toContain(t.notFound);
    }
    expect((await get(`/news/${p.id}`, "editor")).status).toBe(200);
  });

  it("edits a post on its page; others get 403; a stale edit keeps the text", async () => {
    const p = await news("editor", { title: "Черновик", text: "Было" });
    expect((await get(`/news/${p.id}/edit`, "employee")).status).toBe(403);
    const form = await html(`/news/${p.id}/edit`, "editor");
    expect(form).toContain('value="Черновик"');
    const version = /name="version" value="(\d+)"/.exec(form)?.[1] ?? "";
    const edit = (text: string) => {
      const body = new FormData();
      for (const [k, v] of Object.entries({ intent: "update", version, postId: String(p.id), title: "Черновик", text })) body.append(k, v);
      return body;
    };
    const saved = await postAndFollow(`/news/${p.id}/edit`, "editor", edit("Стало"), `/news/${p.id}#post-${p.id}`);
    expect(saved).toContain(toasts.saved);
    expect(saved).toContain("Стало");
    const stale = await post(`/news/${p.id}/edit`, "editor", edit("Мой поздний текст"));
    expect(stale.status).toBe(400);
    const staleHtml = await stale.text();
    expect(staleHtml).toContain(ru.feed.staleEdit);
    expect(staleHtml).toContain(">Мой поздний текст</textarea>");
  });

  it("moderates offers: editors publish or reject with a reason; everyone else gets 403", async () => {
    const a = ok(await f.post("employee", "/posts/offer-post", { title: "Предложение А", text: "А" })) as { id: number };
    const b = ok(await f.post("employee", "/posts/offer-post", { title: "Предложение Б", text: "Б" })) as { id: number };
    expect((await get("/admin/news-moderation", "employee")).status).toBe(403);
    expect((await post("/admin/news-moderation", "employee", { intent: "publish", id: String(a.id) })).status).toBe(403);
    const list = await html("/admin/news-moderation", "editor");
    expect(list).toContain("Предложение А");
    expect(list).toContain(`id="offer-${b.id}"`);
    expect(await html("/admin", "editor")).toContain("/admin/news-moderation");
    let page = await postAndFollow(
      "/admin/news-moderation",
      "editor",
      { intent: "reject", id: String(b.id), reason: "" },
      `/admin/news-moderation#offer-${b.id}`,
    );
    expect(page).toContain(ru.feed.rejectReasonRequired);
    page = await postAndFollow(
      "/admin/news-moderation",
      "editor",
      { intent: "reject", id: String(b.id), reason: "Не по теме" },
      "/admin/news-moderation",
    );
    expect(page).toContain(toasts.offerRejected);
    page = await postAndFollow("/admin/news-moderation", "admin", { intent: "publish", id: String(a.id) }, "/admin/news-moderation");
    expect(page).toContain(toasts.offerPublished);
    expect(page).not.toContain("Предложение А");
    expect(postIds(await html("/", "other"))).toContain(a.id);
  });
});
