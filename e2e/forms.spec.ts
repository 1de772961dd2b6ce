// The form mechanism every edit form shares. With JavaScript: a refused form never sends itself again
// while one types (the recheck on input stays in the browser), so nothing is saved without a click and
// nothing twice; a form with rules (a zod schema, loaded on the person's first act) refuses before sending. Without JavaScript: two editors on one record, the second (stale) save changes nothing,
// keeps what was typed and says why.
import { type Page } from "@playwright/test";
import { DEMO, expect, isNoJs, newContext, richTextField, ru, signIn, signInByPost, test, withDb } from "./helpers";

const t = ru.guide.page;

const articlesNamed = (name: string) =>
  withDb(
    (db) =>
      db.prepare("select id, content_new_editor as body from guide_articles where name = ?").all(name) as { id: number; body: string }[],
    {
      readonly: true,
    },
  );

/** Lets any post the typing might have set off reach the server and finish. */
const settle = (page: Page) => page.waitForTimeout(1500);

test("a refused article form does not publish itself while one types, and one click publishes once", async ({ page }, testInfo) => {
  test.skip(isNoJs(testInfo), "the revalidation on input is JavaScript's");
  const title = `Самоотправка (${Date.now().toString(36)})`;
  await signInByPost(page, DEMO.editor.phone);
  await page.goto("/knowledge/guide/8/article/create");
  await expect(page).toHaveURL(/\/article\/create$/);
  const createUrl = page.url();
  const body = await richTextField(page, t.fieldContent, testInfo);
  await page.getByLabel(t.fieldTitle).fill(title);
  await page.getByRole("button", { name: t.publish, exact: true }).click();
  await expect(page.getByText(ru.guide.api.contentAndNameRequired).first()).toBeVisible();

  // Typing at a person's speed, then fast: no post saves anything, the page stays.
  await body.click();
  await body.pressSequentially("Обычный", { delay: 120 });
  await body.pressSequentially(" текст статьи", { delay: 10 });
  await settle(page);
  expect(page.url()).toBe(createUrl);
  expect(articlesNamed(title)).toEqual([]);
  await expect(body).toContainText("Обычный текст статьи");

  await page.getByRole("button", { name: t.publish, exact: true }).click();
  await expect(page.getByText(ru.guide.api.articleCreated)).toBeVisible();
  await settle(page);
  const saved = articlesNamed(title);
  expect(saved).toHaveLength(1);
  expect(saved[0]!.body).toContain("Обычный текст статьи");

  // The edit form: an empty body is refused, and a key pressed in the title saves nothing.
  await page.getByRole("link", { name: t.edit, exact: true }).click();
  await expect(page).toHaveURL(/\/edit$/);
  const editUrl = page.url();
  const editor = await richTextField(page, t.fieldContent, testInfo);
  await editor.click();
  await page.keyboard.press("ControlOrMeta+a");
  await page.keyboard.press("Delete");
  await page.getByRole("button", { name: t.update }).click();
  await expect(page.getByText(ru.guide.api.contentAndNameRequired).first()).toBeVisible();
  await page.getByLabel(t.fieldTitle).press("End");
  await page.getByLabel(t.fieldTitle).pressSequentially("!", { delay: 50 });
  await settle(page);
  expect(page.url()).toBe(editUrl);
  expect(articlesNamed(title)).toEqual(saved);
  expect(articlesNamed(`${title}!`)).toEqual([]);
});

test("a form with rules checks them in the browser: nothing is sent while one is broken, typing clears the message", async ({
  page,
}, testInfo) => {
  test.skip(isNoJs(testInfo), "the browser's check is JavaScript's; without it the action answers the same messages");
  const g = ru.glossary;
  await signInByPost(page, DEMO.editor.phone);
  const posts: string[] = [];
  page.on("request", (request) => void (request.method() === "POST" && posts.push(request.url())));
  await page.goto("/knowledge/glossary/add");
  const term = page.getByRole("textbox", { name: g.fieldTerm, exact: true });
  // The first act is the click on the button itself: the rules load then, and the submit waits for them.
  await page.getByRole("button", { name: g.add }).click();
  await expect(page.getByText(g.termRequired)).toBeVisible();
  await expect(page.getByText(g.definitionRequired)).toBeVisible();
  await expect(term).toBeFocused();
  // After a refusal each input checks again: the term's message goes, the definition's stays.
  await term.pressSequentially("планограмма");
  await expect(page.getByText(g.termRequired)).toHaveCount(0);
  await expect(page.getByText(g.definitionRequired)).toBeVisible();
  await page.getByRole("button", { name: g.add }).click();
  await expect(page.getByText(g.definitionRequired)).toBeVisible();
  await settle(page);
  expect(posts).toEqual([]);
  await expect(page).toHaveURL(/\/knowledge\/glossary\/add$/);
});

test("a form whose rules cannot be fetched still posts: the server checks and answers by the field", async ({ page }, testInfo) => {
  test.skip(isNoJs(testInfo), "the rules are fetched only with JavaScript");
  const g = ru.glossary;
  await signInByPost(page, DEMO.editor.phone);
  await page.goto("/knowledge/glossary/add");
  await expect(page.getByRole("button", { name: g.add })).toBeEnabled();
  // The connection drops for scripts: the form's rules, loaded on the first act, never arrive.
  await page.route("**/build/**", (route) => route.abort());
  const posted = page.waitForRequest((request) => request.method() === "POST" && request.url().includes("/knowledge/glossary/add"));
  await page.getByRole("button", { name: g.add }).click();
  await posted;
  await expect(page.getByText(g.termRequired)).toBeVisible();
  await expect(page).toHaveURL(/\/knowledge\/glossary\/add$/);
});

test("two editors on one glossary term: the second, stale save changes nothing, keeps its text and says why", async ({
  browser,
}, testInfo) => {
  test.skip(!isNoJs(testInfo), "the plain form post is the case; with JavaScript the same action answers");
  const g = ru.glossary;
  const term = `Версия ${Date.now().toString(36)}`;
  const first = await newContext(browser, { javaScriptEnabled: false });
  const second = await newContext(browser, { javaScriptEnabled: false });
  const a = await first.newPage();
  const b = await second.newPage();
  await signIn(a, DEMO.editor.phone);
  await signIn(b, DEMO.admin.phone);

  await a.goto("/knowledge/glossary/add");
  await a.getByRole("textbox", { name: g.fieldTerm, exact: true }).fill(term);
  await a.getByRole("textbox", { name: g.fieldDefinition, exact: true }).fill("Первое определение");
  await a.getByRole("button", { name: g.add }).click();
  await expect(a.getByText(g.created)).toBeVisible();
  const id = withDb((db) => (db.prepare("select id from glossary_terms where term = ?").get(term) as { id: number }).id, {
    readonly: true,
  });

  // Both open the edit form; the first saves, then the second.
  await a.goto(`/knowledge/glossary/${id}/edit`);
  await b.goto(`/knowledge/glossary/${id}/edit`);
  await a.getByRole("textbox", { name: g.fieldDefinition, exact: true }).fill("Определение первого редактора");
  await a.getByRole("button", { name: g.save }).click();
  await expect(a.getByText(g.updated)).toBeVisible();
  await b.getByRole("textbox", { name: g.fieldDefinition, exact: true }).fill("Определение второго редактора");
  await b.getByRole("button", { name: g.save }).click();
  await expect(b.getByRole("alert").filter({ hasText: ru.forms.staleEdit })).toBeVisible();
  await expect(b.getByRole("textbox", { name: g.fieldDefinition, exact: true })).toHaveValue("Определение второго редактора");
  // Sent again as it is, still refused: the form kept the version it started from.
  await b.getByRole("button", { name: g.save }).click();
  await expect(b.getByRole("alert").filter({ hasText: ru.forms.staleEdit })).toBeVisible();
  const stored = withDb((db) => db.prepare("select definition from glossary_terms where id = ?").get(id) as { definition: string }, {
    readonly: true,
  });
  expect(stored.definition).toContain("Определение первого редактора");

  // After a refresh the second editor starts from the saved text and may save.
  await b.goto(`/knowledge/glossary/${id}/edit`);
  await expect(b.getByRole("textbox", { name: g.fieldDefinition, exact: true })).toHaveValue(/Определение первого редактора/);
  await b.getByRole("textbox", { name: g.fieldDefinition, exact: true }).fill("Определение второго редактора");
  await b.getByRole("button", { name: g.save }).click();
  await expect(b.getByText(g.updated)).toBeVisible();
  await first.close();
  await second.close();
});
