// The feed with JavaScript (issue #12 points 1, 2, 3, 8; ADR 0017): card forms post without a reload,
// pages load on scroll into a window of 5 and Back returns to the post, the feed link starts afresh, the
// likes list opens in a dialog, a post shown in the feed counts a view, a pasted image joins the composer.
// These are JavaScript behaviours: the nojs project skips them (the same controls as plain forms are
// walked in feed.spec.ts). The journeys seed their own posts and find them by their own text. The scroll
// journey's 150 posts are written straight into the database dated 2020, so they lie at the feed's end
// and never push a parallel journey's new post off page 1.
import { type APIRequestContext, type Page } from "@playwright/test";
import { feedCommentMessages as c, feedMessages as t } from "../app/features/feed/messages";
import { feedCommentToasts, feedPageToasts as toast } from "../app/features/feed/messages.server";
import { favoriteStar, pages } from "../app/shared/messages";
import { DEMO, expect, newContext, signIn, signInByPost, test, withDb } from "./helpers";

test.describe.configure({ mode: "serial" });
// JavaScript enhancements; the same forms without JavaScript are walked in feed.spec.ts.
test.skip(({ javaScriptEnabled }) => !javaScriptEnabled, "needs JavaScript");

/** The smallest PNG (1×1), base64. */
const PNG = "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==";

const postOf = (page: Page, title: string) => page.locator("article", { has: page.getByRole("heading", { name: title }) });
const toastOf = (page: Page, text: string) => page.getByRole("status").getByText(text, { exact: true });
/** The feed's items (not the deferred posts an editor sees above them). */
const feedItems = (page: Page) => page.locator("#feed > div > article[id]");

/** A post of the signed-in news editor through /api; its id. */
async function createPost(request: APIRequestContext, title: string): Promise<number> {
  const response = await request.post("/api/posts/create", { data: { groupId: null, title, text: `${title}: текст` } });
  const body = (await response.json()) as { responseCode: number; response: { id: number } | null; errorMessage: string | null };
  expect(body.errorMessage, title).toBeNull();
  return body.response!.id;
}

/** Old published posts of the demo editor (as an import would leave them), dated 2020: the end of the feed. */
function seedOldPosts(titles: string[]): void {
  withDb((db) => {
    const author = db.prepare<[string], { id: number }>("select id from users where phone = ?").get(DEMO.editor.phone)!.id;
    const insert = db.prepare(
      "insert into posts (author_id, group_id, title, text, status, publish_date, created_at, updated_at) values (?, null, ?, ?, 'PUBLISHED', ?, ?, ?)",
    );
    db.transaction(() =>
      titles.forEach((title, i) => {
        const when = new Date(Date.UTC(2020, 0, 1, 0, i)).toISOString();
        insert.run(author, title, `${title}: текст`, when, when, when);
      }),
    )();
  });
}

/**
 * Waits for the feed's enhancements (#feed or #post marked): they load lazily after hydration, and a click
 * before them posts the plain form and reloads the page, which under load made the journeys below fail.
 */
const enhanced = (page: Page, id: "feed" | "post") => expect(page.locator(`#${id}[data-enhanced]`)).toBeAttached();

/** A mark on the window that a full page load would wipe out. */
const markWindow = (page: Page) => page.evaluate(() => ((window as unknown as { feedMark?: string }).feedMark = "kept"));
const windowMark = (page: Page) => page.evaluate(() => (window as unknown as { feedMark?: string }).feedMark ?? null);

test("a like, a favourite, a comment and the likes list work without reloading the page", async ({ page }, testInfo) => {
  const tag = `${testInfo.project.name} ${Date.now().toString(36)}`;
  const title = `Новая касса на складе (${tag})`;
  await signIn(page, DEMO.editor.phone);
  const id = await createPost(page.request, title);
  await page.goto("/");
  await enhanced(page, "feed");
  await markWindow(page);

  await postOf(page, title)
    .getByRole("button", { name: t.likeCount(0) })
    .click();
  await expect(toastOf(page, toast.liked)).toBeVisible();
  await expect(postOf(page, title).getByRole("button", { name: t.likeCount(1) })).toHaveAttribute("aria-pressed", "true");

  await postOf(page, title)
    .getByRole("button", { name: favoriteStar.starOf(title) })
    .click();
  await expect(postOf(page, title).getByRole("button", { name: favoriteStar.unstarOf(title) })).toHaveAttribute("aria-pressed", "true");

  const comment = `Удобно (${tag})`;
  await postOf(page, title).getByLabel(c.field).fill(comment);
  await postOf(page, title).getByRole("button", { name: c.send }).click();
  await expect(toastOf(page, feedCommentToasts.created)).toBeVisible();
  await expect(postOf(page, title).getByText(comment)).toBeVisible();

  // Who liked it: a dialog over the feed, closed by Escape.
  await postOf(page, title).getByRole("link", { name: t.whoLiked }).click();
  const dialog = page.getByRole("dialog", { name: t.whoLiked });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole("link", { name: /Олег/ })).toBeVisible();
  await page.keyboard.press("Escape");
  await expect(dialog).toHaveCount(0);
  // Back on the feed (the comment's answer may have marked its post in the address: /#post-N).
  await expect(page).toHaveURL(/\/(#post-\d+)?$/);
  expect(await windowMark(page)).toBe("kept");

  // The post's own page: the same forms, the same way.
  await page.goto(`/news/${id}`);
  await enhanced(page, "post");
  await markWindow(page);
  // Its comments have like buttons of their own: the post's is in its footer.
  const foot = postOf(page, title).locator(".post__foot");
  await foot.getByRole("button", { name: t.likeCount(1) }).click();
  await expect(toastOf(page, toast.unliked)).toBeVisible();
  await expect(foot.getByRole("button", { name: t.likeCount(0) })).toHaveAttribute("aria-pressed", "false");
  expect(await windowMark(page)).toBe("kept");
});

test("pinning moves the card first and the post it replaces back to its date", async ({ page }, testInfo) => {
  const title = `Инвентаризация в пятницу (${testInfo.project.name} ${Date.now().toString(36)})`;
  await signIn(page, DEMO.editor.phone);
  const id = await createPost(page.request, title);
  await page.goto("/");
  // The demo's pinned post 1 heads the feed; the new one is below it (other journeys may post meanwhile).
  await expect(feedItems(page).nth(0)).toHaveAttribute("id", "post-1");
  await expect(postOf(page, title)).toBeVisible();

  await postOf(page, title).getByRole("button", { name: t.pin }).click();
  await expect(toastOf(page, toast.pinned)).toBeVisible();
  await expect(feedItems(page).nth(0)).toHaveAttribute("id", `post-${id}`);
  await expect(postOf(page, title).getByText(t.pinned)).toBeVisible();
  // One pinned post: the demo's went back to its date (further down the feed).
  await expect(page.locator("#feed").getByText(t.pinned, { exact: true })).toHaveCount(1);

  // The demo's pin back from its own page, as the other journeys expect it.
  await page.goto("/news/1");
  await page.locator("#post-1").getByRole("button", { name: t.pin }).click();
  await expect(toastOf(page, toast.pinned)).toBeVisible();
  await page.goto("/");
  await expect(feedItems(page).nth(0)).toHaveAttribute("id", "post-1");
  await expect(postOf(page, title).getByText(t.pinned)).toHaveCount(0);
});

test("pages load on scroll, at most 5 stay, Back returns to the post opened, the feed link starts afresh", async ({ page }, testInfo) => {
  test.slow(); // 8 pages are loaded, up to 5 again after Back
  const tag = `${testInfo.project.name} ${Date.now().toString(36)}`;
  // The demo's 60 posts and 10 thanks and these 150: more than 10 pages of 20.
  seedOldPosts(Array.from({ length: 150 }, (_, i) => `Лента ${tag} №${i + 1}`));
  await signInByPost(page, DEMO.editor.phone);

  await page.goto("/");
  await enhanced(page, "feed");
  await markWindow(page);
  const next = page.locator("#feed a[rel=next]");
  for (let loaded = 1; loaded <= 8; loaded++) {
    const before = await next.getAttribute("href");
    await next.scrollIntoViewIfNeeded();
    await expect(next).not.toHaveAttribute("href", before ?? "");
  }
  // 9 pages were shown: the first 4 gave way.
  expect(await feedItems(page).count()).toBeLessThanOrEqual(5 * 20);
  await expect(page.getByRole("link", { name: t.newer })).toBeAttached();
  expect(await windowMark(page)).toBe("kept");

  // A post deep in the window is opened; Back shows it again.
  const target = feedItems(page).and(page.locator("[id^='post-']")).nth(50);
  const id = await target.getAttribute("id");
  await target.scrollIntoViewIfNeeded();
  await target.locator("a.post__date").click();
  await expect(page).toHaveURL(new RegExp(`/news/${id!.slice("post-".length)}$`));
  await page.goBack();
  await expect(page.locator(`#${id}`)).toBeInViewport();
  expect(await feedItems(page).count()).toBeLessThanOrEqual(5 * 20);

  // The newer pages load back above.
  const top = (await feedItems(page).first().getAttribute("id"))!;
  await page.getByRole("link", { name: t.newer }).click();
  await expect(feedItems(page).first()).not.toHaveId(top);
  expect(await feedItems(page).count()).toBeLessThanOrEqual(5 * 20);

  // The feed link on the feed: page 1 afresh, nothing kept.
  await page.getByRole("banner").getByRole("link", { name: pages.main }).first().click();
  await expect(page.getByRole("link", { name: t.newer })).toHaveCount(0);
  await expect.poll(() => feedItems(page).count()).toBeLessThanOrEqual(20);
  await expect(page.locator("#feed").getByText(`Лента ${tag}`)).toHaveCount(0);
});

test("a post shown in the feed for a second counts a view", async ({ browser, page }, testInfo) => {
  const tag = `${testInfo.project.name} ${Date.now().toString(36)}`;
  const title = `Инвентаризация в пятницу (${tag})`;
  const editor = await newContext(browser);
  const editorPage = await editor.newPage();
  await signIn(editorPage, DEMO.editor.phone);
  const id = await createPost(editorPage.request, title);
  await editor.close();

  await signIn(page, DEMO.employee.phone);
  const views = async () => {
    const body = (await (await page.request.get(`/api/posts/get?id=${id}`)).json()) as { response: { viewsCount: number } };
    return body.response.viewsCount;
  };
  expect(await views()).toBe(0);
  // Her own view, read from the database: the post is the newest in every reader's feed, and another journey's
  // page on the feed at the same moment counts a view of its own (viewsCount 2 once, under load).
  const mine = () =>
    withDb(
      (db) =>
        db
          .prepare<[number, string], { n: number }>(
            "select count(*) as n from post_views v join users u on u.id = v.user_id where v.post_id = ? and u.phone = ?",
          )
          .get(id, DEMO.employee.phone)!.n,
      { readonly: true },
    );
  await page.goto("/");
  await postOf(page, title).scrollIntoViewIfNeeded();
  await expect(postOf(page, title)).toBeInViewport({ ratio: 0.5 });
  await expect.poll(mine).toBe(1);
  expect(await views()).toBeGreaterThanOrEqual(1);
});

test("an image pasted into the composer's text is published with the post", async ({ page }, testInfo) => {
  const tag = `${testInfo.project.name} ${Date.now().toString(36)}`;
  const title = `Фото с открытия (${tag})`;
  await signInByPost(page, DEMO.editor.phone);
  await page.goto("/");
  await page.locator("#composer > summary").click();
  const composer = page.getByRole("form", { name: t.composerTitle });
  await expect(composer).toHaveAttribute("data-enhanced", "");
  const text = composer.getByLabel(t.fieldText);
  const paste = (bytes: number | null) =>
    text.evaluate(
      (field, [png, size]) => {
        const data = size === null ? Uint8Array.from(atob(png), (ch) => ch.charCodeAt(0)) : new Uint8Array(size);
        const files = new DataTransfer();
        files.items.add(new File([data], "clipboard.png", { type: "image/png" }));
        field.dispatchEvent(new ClipboardEvent("paste", { clipboardData: files, bubbles: true, cancelable: true }));
      },
      [PNG, bytes] as const,
    );
  const chosen = () => composer.locator("input[name=images]").evaluate((input: HTMLInputElement) => input.files?.length ?? 0);

  await paste(31457281);
  await expect(page.getByRole("alert").getByText(t.pastedTooBig)).toBeVisible();
  expect(await chosen()).toBe(0);

  await paste(null);
  await expect(toastOf(page, t.pasted)).toBeVisible();
  expect(await chosen()).toBe(1);
  await composer.getByLabel(t.fieldTitle).fill(title);
  await text.fill("Как это было.");
  await composer.getByRole("button", { name: t.publish }).click();
  await expect(toastOf(page, toast.published)).toBeVisible();
  await expect(postOf(page, title).locator(".post__images img")).toHaveCount(1);
});

test("«@» in a comment lists colleagues with position · department; the chosen one is named in the text and notified", async ({
  page,
}, testInfo) => {
  const tag = `${testInfo.project.name} ${Date.now().toString(36)}`;
  const title = `Сверка остатков (${tag})`;
  await signIn(page, DEMO.editor.phone);
  await createPost(page.request, title);
  await page.goto("/");
  // The enhancements come lazily after hydration: letters typed before them open no list.
  // (The composer is folded, so it is found by its class: a role query skips what is hidden.)
  await expect(page.locator("form.composer")).toHaveAttribute("data-enhanced", "");
  // The card's comment field (after the comment is sent, the card also holds the comment itself).
  const field = postOf(page, title).locator("form.comment-form textarea[name=note]");
  await field.pressSequentially("Посмотрите, @Смирнова Ан");
  const list = page.getByRole("listbox", { name: c.mentionList });
  const anna = list.getByRole("option", { name: "Смирнова Анна Сергеевна" }).first();
  await expect(anna).toBeVisible();
  await expect(field).toHaveAttribute("aria-expanded", "true");
  // The demo's three «Анна Смирнова» are told apart by position · department under each name.
  await expect(anna.locator(".mentions__hint")).toHaveText("Администратор портала · Отдел кадров");
  const namesakes = list.getByRole("option", { name: /^Смирнова Анна / });
  await expect(namesakes).toHaveCount(3);
  const hints = await namesakes.locator(".mentions__hint").allTextContents();
  expect(hints).toHaveLength(3);
  expect(new Set(hints).size).toBe(3);
  for (const hint of hints) expect(hint).toMatch(/^\S.* · \S/);
  await anna.click();
  await expect(list).toBeHidden();
  await expect(field).toHaveValue("Посмотрите, @Смирнова Анна ");
  const named = await postOf(page, title).locator("input[name=notifyUserIds]").inputValue();
  await field.pressSequentially("пожалуйста");
  await postOf(page, title).getByRole("button", { name: c.send }).click();
  await expect(toastOf(page, feedCommentToasts.created)).toBeVisible();
  await expect(postOf(page, title).getByText("Посмотрите, @Смирнова Анна пожалуйста")).toBeVisible();
  const mentions = withDb(
    (db) =>
      db
        .prepare<[string], { n: number }>("select count(*) as n from notifications where user_id = ? and type = 'POST_COMMENT_MENTION'")
        .get(named)!.n,
    { readonly: true },
  );
  expect(mentions).toBe(1);
  // Escape closes the list without choosing.
  await field.pressSequentially(" @Смирн");
  await expect(list).toBeVisible();
  await field.press("Escape");
  await expect(list).toBeHidden();
});
