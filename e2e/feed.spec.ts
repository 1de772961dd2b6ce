// The news feed, with JavaScript and without: an editor publishes a post with a poll from the composer,
// an employee likes it, votes, comments and offers news of her own; the editor reads the comment on the
// post's page, publishes the offer from the moderation page, deletes his post and restores it. Every
// control is a plain form, so both projects walk the same steps; each run writes its own titles. Then an
// employee thanks a colleague through the people finder (typed ahead with JavaScript, «Найти» without) and
// edits, deletes and restores a comment. And an editor
// attaches a guide article by pasting its page's address; a colleague names him in a comment by typing
// «@Фамилия Имя» (no finder needed) and he is notified. Last, a comment names one of the demo's three
// «Анна Смирнова» through the «Упомянуть» field, chosen by her position · department.
import { type Page } from "@playwright/test";
import { feedCommentMessages as c, feedMessages as t, feedThanksMessages as th } from "../app/features/feed/messages";
import { feedCommentToasts, feedPageToasts as toast, thanksPageToasts } from "../app/features/feed/messages.server";
import { DEMO, expect, isNoJs, newContext, ru, signIn, signInByPost, test, withDb } from "./helpers";

const postOf = (page: Page, title: string) => page.locator("article", { has: page.getByRole("heading", { name: title }) });
/** The toast a form left (some repeat a post's own words, such as «Публикация удалена»). */
const toastOf = (page: Page, text: string) => page.getByRole("status").getByText(text, { exact: true });

test("a post with a poll is published, liked, voted on and commented; an offer is published; a post is deleted and restored", async ({
  browser,
}, testInfo) => {
  test.slow(); // two people sign in and a dozen forms are posted
  const tag = `${testInfo.project.name} ${Date.now().toString(36)}`;
  const title = `Открытие магазина на Лесной (${tag})`;
  const offerText = `Предлагаю рассказать о нашей команде (${tag})`;
  const editorContext = await newContext(browser);
  const employeeContext = await newContext(browser);
  const editor = await editorContext.newPage();
  const employee = await employeeContext.newPage();

  await signInByPost(editor, DEMO.editor.phone);
  await editor.goto("/");
  // The feed comes first: the composer is folded under «Написать публикацию» until asked for.
  await expect(editor.getByRole("form", { name: t.composerTitle })).toBeHidden();
  await expect(editor.locator("#composer > summary")).toHaveText(t.write);
  await editor.locator("#composer > summary").click();
  const composer = editor.getByRole("form", { name: t.composerTitle });
  await composer.getByLabel(t.fieldTitle).fill(title);
  await composer.getByLabel(t.fieldText).fill("Приходите в субботу: подарки первым покупателям.");
  await composer.getByText(t.moreEditor).click();
  await composer.getByLabel(t.fieldPollQuestion).fill("Придёте?");
  await composer.getByLabel(t.fieldPollAnswer(1), { exact: true }).fill("Да");
  await composer.getByLabel(t.fieldPollAnswer(2), { exact: true }).fill("Нет");
  await composer.getByRole("button", { name: t.publish }).click();
  await expect(toastOf(editor, toast.published)).toBeVisible();
  await expect(postOf(editor, title)).toBeVisible();

  await signInByPost(employee, DEMO.employee.phone);
  await employee.goto("/");
  const post = postOf(employee, title);
  await post.getByRole("button", { name: t.likeCount(0) }).click();
  await expect(toastOf(employee, toast.liked)).toBeVisible();
  await expect(postOf(employee, title).getByRole("button", { name: t.likeCount(1) })).toHaveAttribute("aria-pressed", "true");
  await postOf(employee, title).getByLabel("Да").check();
  await postOf(employee, title).getByRole("button", { name: t.vote }).click();
  await expect(toastOf(employee, toast.voted)).toBeVisible();
  await expect(postOf(employee, title).getByText(t.voted)).toBeVisible();
  await expect(postOf(employee, title).getByRole("button", { name: t.vote })).toHaveCount(0);

  const comment = `Обязательно приду (${tag})`;
  await postOf(employee, title).getByLabel(c.field).fill(comment);
  await postOf(employee, title).getByRole("button", { name: c.send }).click();
  await expect(toastOf(employee, feedCommentToasts.created)).toBeVisible();
  await expect(postOf(employee, title).getByText(comment)).toBeVisible();

  await employee.locator("#composer > summary").click();
  const offer = employee.getByRole("form", { name: t.composerTitle });
  await offer.getByLabel(t.fieldText).fill(offerText);
  await offer.getByRole("button", { name: t.offer }).click();
  await expect(toastOf(employee, toast.offered)).toBeVisible();
  await expect(employee.locator("article", { hasText: offerText })).toHaveCount(0);

  // The author opens the post's page from its comment count and finds the comment there.
  await editor.goto("/");
  await postOf(editor, title)
    .getByRole("link", { name: t.allComments(1) })
    .click();
  await expect(editor.getByRole("region", { name: c.title }).getByText(comment)).toBeVisible();

  await editor.goto("/admin/news-moderation");
  await editor.locator("article", { hasText: offerText }).getByRole("button", { name: t.approve }).click();
  await expect(toastOf(editor, toast.offerPublished)).toBeVisible();
  await employee.goto("/");
  await expect(employee.locator("article", { hasText: offerText })).toBeVisible();

  await editor.goto("/");
  await postOf(editor, title).getByRole("button", { name: t.remove }).click();
  await expect(toastOf(editor, toast.deleted)).toBeVisible();
  await expect(postOf(editor, title).getByText(t.deleted)).toBeVisible();
  await employee.reload();
  await expect(postOf(employee, title)).toHaveCount(0);
  await postOf(editor, title).getByRole("button", { name: t.restore }).click();
  await expect(toastOf(editor, toast.restored)).toBeVisible();
  await employee.reload();
  await expect(postOf(employee, title).getByRole("button", { name: t.likeCount(1) })).toBeVisible();

  await editorContext.close();
  await employeeContext.close();
});

test("an employee thanks a colleague found by name, and edits, deletes and restores her comment", async ({ page }, testInfo) => {
  test.slow(); // a dozen forms are posted
  const tag = `${testInfo.project.name} ${Date.now().toString(36)}`;
  const thanks = `Спасибо за помощь с витриной (${tag})`;
  await signIn(page, DEMO.employee.phone);

  // The colleague is chosen with the people finder: typed ahead with JavaScript, «Найти» and radio rows
  // without it; either way each namesake shows her position · department.
  await page.goto("/thanks");
  const form = page.locator("#thanks-form");
  const anna = /^Смирнова Анна Сергеевна\s*Администратор портала/;
  if (isNoJs(testInfo)) {
    // The whole name: the demo has dozens of namesakes, and equally good matches come newest first.
    await form.getByLabel(ru.finder.queryLabel(th.fieldPerson)).fill("Смирнова Анна Сергеевна");
    await form.getByRole("button", { name: ru.finder.find }).click();
    const row = page.locator("#thanks-form label.finder__option", { hasText: anna });
    // A row of at least 44 px, its whole label the radio's tap target.
    expect((await row.boundingBox())!.height).toBeGreaterThanOrEqual(44);
    await row.click();
    await expect(row.getByRole("radio")).toBeChecked();
  } else {
    const finder = form.getByRole("combobox", { name: th.fieldPerson });
    await finder.pressSequentially("Смирнова Анна");
    const option = page.getByRole("option", { name: anna });
    await expect(option).toBeVisible();
    // The demo's three namesakes are listed apart, each with her position · department.
    const hints = await page
      .getByRole("option", { name: /^Смирнова Анна / })
      .locator(".finder__hint")
      .allTextContents();
    expect(hints).toHaveLength(3);
    expect(new Set(hints).size).toBe(3);
    await option.click();
    await expect(form.getByRole("button", { name: ru.finder.remove("Смирнова Анна Сергеевна") })).toBeVisible();
    await expect(form.locator("input[type=hidden][name=userId]")).toHaveValue("1");
    // No «Найти» with JavaScript: the field types ahead.
    await expect(form.getByRole("button", { name: ru.finder.find })).toHaveCount(0);
  }
  await page.locator("#thanks-form").getByLabel(th.fieldText).fill(thanks);
  await page.locator("#thanks-form").getByRole("button", { name: th.send }).click();
  await expect(toastOf(page, thanksPageToasts.created)).toBeVisible();
  await expect(page.locator("article", { hasText: thanks })).toBeVisible();
  // The colleague's profile lists it among her «Поощрения».
  await page.goto("/user/1");
  await expect(page.getByText(thanks)).toBeVisible();

  const note = `Отличная новость (${tag})`;
  await page.goto("/news/1");
  await page.getByLabel(c.field).last().fill(note);
  await page.getByRole("button", { name: c.send }).last().click();
  await expect(toastOf(page, feedCommentToasts.created)).toBeVisible();
  const mine = (text: string) => page.locator("[id^='comment-']", { hasText: text });
  await mine(note).getByRole("link", { name: c.edit }).click();
  await mine(note).getByLabel(c.field).fill(`${note}, дополнено`);
  await mine(note).getByRole("button", { name: c.save }).click();
  await expect(toastOf(page, feedCommentToasts.updated)).toBeVisible();
  await mine(`${note}, дополнено`).getByRole("button", { name: c.remove }).click();
  await expect(toastOf(page, feedCommentToasts.deleted)).toBeVisible();
  await expect(mine(`${note}, дополнено`).getByText(c.deleted)).toBeVisible();
  await mine(`${note}, дополнено`).getByRole("button", { name: c.restore }).click();
  await expect(toastOf(page, feedCommentToasts.restored)).toBeVisible();
  await expect(mine(`${note}, дополнено`).getByText(c.deleted)).toHaveCount(0);
});

test("an editor attaches a guide article by its address; a comment naming him by «@Фамилия Имя» notifies him", async ({
  browser,
}, testInfo) => {
  test.slow(); // two people sign in
  const title = `Памятка новичку (${testInfo.project.name} ${Date.now().toString(36)})`;
  const editorContext = await newContext(browser);
  const employeeContext = await newContext(browser);
  const editor = await editorContext.newPage();
  const employee = await employeeContext.newPage();

  // The address of the guide article as the editor copies it from its page.
  await signInByPost(editor, DEMO.editor.phone);
  await editor.goto("/knowledge/guide/article/1");
  const articleName = (await editor.getByRole("heading", { level: 1 }).textContent())!.trim();
  const address = editor.url();
  await editor.goto("/");
  await editor.locator("#composer > summary").click();
  const composer = editor.getByRole("form", { name: t.composerTitle });
  await composer.getByLabel(t.fieldTitle).fill(title);
  await composer.getByLabel(t.fieldText).fill("Начните с миссии компании.");
  await composer.getByText(t.moreEditor).click();
  await composer.getByLabel(t.fieldArticle).fill(address);
  await composer.getByRole("button", { name: t.publish }).click();
  await expect(toastOf(editor, toast.published)).toBeVisible();
  await expect(postOf(editor, title).getByRole("link", { name: articleName })).toBeVisible();

  // Typed by hand, not picked: the demo has one Олег Кузнецов, the editor.
  await signIn(employee, DEMO.employee.phone);
  await postOf(employee, title).getByLabel(c.field).fill("@Кузнецов Олег, спасибо за памятку");
  await postOf(employee, title).getByRole("button", { name: c.send }).click();
  await expect(toastOf(employee, feedCommentToasts.created)).toBeVisible();

  const all = await editor.getByRole("banner").locator('a[href$="/notification"]').first().getAttribute("href");
  await editor.goto(all!);
  // The row is a form: it marks the notification read and opens the comment.
  const mention = editor.getByRole("main").getByRole("button", { name: `упоминает вас в комментарии к публикации «${title}»` });
  await expect(mention).toContainText(ru.notifications.notificationUnread);
  await mention.click();
  await expect(editor).toHaveURL(/\/news\/\d+#comment-\d+$/);
  await expect(editor.getByText("@Кузнецов Олег, спасибо за памятку")).toBeVisible();
  await editor.goto(all!);
  await expect(mention).toBeVisible();
  await expect(mention).not.toContainText(ru.notifications.notificationUnread);
  await editorContext.close();
  await employeeContext.close();
});

test("a comment names a colleague by «Упомянуть», chosen among namesakes by position · department, and notifies her", async ({
  page,
}, testInfo) => {
  const tag = `${testInfo.project.name} ${Date.now().toString(36)}`;
  const title = `Отчёт по витрине (${tag})`;
  await signIn(page, DEMO.editor.phone);
  const created = await page.request.post("/api/posts/create", { data: { groupId: null, title, text: `${title}: текст` } });
  const id = ((await created.json()) as { response: { id: number } }).response.id;
  await page.goto(`/news/${id}`);

  // The name is typed in its own field (no «@» picker needed), folded under «Упомянуть коллегу».
  const form = page.locator(`#comment-form-${id}`);
  const note = `Проверьте, пожалуйста (${tag})`;
  await form.getByLabel(c.field).fill(note);
  await form.locator("summary", { hasText: c.mentionList }).click();
  await form.getByLabel(c.mentionField, { exact: true }).fill("Смирнова Анна");
  await form.getByRole("button", { name: c.send }).click();

  // The demo's three «Анна Смирнова»: the form asks which one, nothing posted, everything typed kept.
  await expect(form.getByRole("alert").filter({ hasText: c.mentionChoose })).toBeVisible();
  await expect(form.getByLabel(c.field)).toHaveValue(note);
  await expect(form.getByLabel(c.mentionField, { exact: true })).toHaveValue("Смирнова Анна");
  await expect(page.locator("div[id^='comment-']", { hasText: note })).toHaveCount(0);
  const choices = form.getByRole("group", { name: c.mentionChoices }).getByRole("radio");
  await expect(choices).toHaveCount(3);
  await expect(form.getByRole("radio", { name: /Администратор портала · Отдел кадров/ })).toBeVisible();
  const row = form.locator("label.mention-choices__option", { hasText: "Логист · " });
  const logist = row.getByRole("radio");
  // The whole row, name and position · department, is the radio's target: at least 44 px high.
  expect((await row.boundingBox())!.height).toBeGreaterThanOrEqual(44);
  const chosen = Number(await logist.getAttribute("value"));
  await row.click();
  await expect(logist).toBeChecked();
  await form.getByRole("button", { name: c.send }).click();

  await expect(toastOf(page, feedCommentToasts.created)).toBeVisible();
  const comment = page.locator("div[id^='comment-']", { hasText: note });
  await expect(comment).toContainText(`@Смирнова Анна, ${note}`);
  const commentId = Number((await comment.getAttribute("id"))!.slice("comment-".length));
  // She, and only she of the three, is notified of this comment, once.
  const notified = () =>
    withDb(
      (db) =>
        db
          .prepare<[], { user_id: number; variables: string }>(
            "select user_id, variables from notifications where type = 'POST_COMMENT_MENTION'",
          )
          .all()
          .filter((row) => (JSON.parse(row.variables) as { objectId?: number }[]).some((v) => v.objectId === commentId))
          .map((row) => row.user_id),
      { readonly: true },
    );
  await expect.poll(notified).toEqual([chosen]);
});
