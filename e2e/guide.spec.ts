// The company guide, with JavaScript and without: an editor creates a section, publishes an article with
// a file, edits it, reorders articles with the arrows in edit mode, and deletes the article by typing
// its title. Each project works in a section of its own.
import { type Page, type TestInfo } from "@playwright/test";
import { DEMO, expect, richTextField, ru, signInByPost, test } from "./helpers";

const t = ru.guide.page;
const PDF = { name: "Памятка.pdf", mimeType: "application/pdf", buffer: Buffer.from("%PDF-1.4\n% памятка новичку\n") };

const articleNames = (page: Page) => page.locator(".guide-articles h3").allTextContents();

async function publish(page: Page, title: string, body: string, testInfo: TestInfo) {
  await page.getByRole("link", { name: t.createArticle }).click();
  await page.getByLabel(t.fieldTitle).fill(title);
  await (await richTextField(page, t.fieldContent, testInfo)).fill(body);
  await page.getByRole("button", { name: t.publish, exact: true }).click();
  await expect(page.getByText(ru.guide.api.articleCreated)).toBeVisible();
  await expect(page.getByRole("heading", { level: 1, name: title })).toBeVisible();
}

test("an editor creates a section and an article with a file, edits it, reorders by arrows and deletes it by its title", async ({
  page,
}, testInfo) => {
  // A long journey (a dozen pages, a sign-in or two at scrypt cost): 30 s is its normal time on a busy 2-core machine.
  test.slow();
  const tag = `${testInfo.project.name} ${Date.now().toString(36)}`;
  const section = `Проверка гида (${tag})`;
  const title = `Первый рабочий день (${tag})`;
  await page.setViewportSize({ width: 1280, height: 900 });
  await signInByPost(page, DEMO.editor.phone);

  await page.goto("/knowledge/guide");
  await page.getByRole("link", { name: t.createSection }).first().click();
  await page.getByLabel(t.fieldName).fill(section);
  await page.getByRole("button", { name: t.create }).click();
  await expect(page.getByText(ru.guide.api.sectionCreated)).toBeVisible();
  await expect(page.getByRole("heading", { level: 1, name: section })).toBeVisible();
  await expect(page.getByText(t.emptyArticles)).toBeVisible();
  const sectionUrl = new URL(page.url()).pathname;

  // An article with a file: uploaded at once with JavaScript, sent with the form without it.
  await page.getByRole("link", { name: t.createArticle }).click();
  await page.getByLabel(t.fieldTitle).fill(title);
  await (await richTextField(page, t.fieldContent, testInfo)).fill("Приходите к девяти.\n\nПропуск выдаёт охрана.");
  await page.getByLabel(t.fieldTags).fill("новичкам");
  await page.getByLabel(t.fieldFiles).setInputFiles(PDF);
  if (testInfo.project.use.javaScriptEnabled !== false) {
    await expect(page.getByRole("checkbox", { name: t.keepFile(PDF.name) })).toBeChecked();
  }
  await page.getByRole("button", { name: t.publish, exact: true }).click();
  await expect(page.getByText(ru.guide.api.articleCreated)).toBeVisible();
  await expect(page.getByRole("heading", { level: 1, name: title })).toBeVisible();
  await expect(page.getByText("Пропуск выдаёт охрана.")).toBeVisible();
  await expect(page.getByRole("link", { name: t.download(PDF.name) })).toBeVisible();
  await expect(page.getByText("0,00 МБ")).toBeVisible();
  await expect(page.getByText("#новичкам")).toBeVisible();

  // Edit: the file stays attached.
  await page.getByRole("link", { name: t.edit, exact: true }).click();
  await expect(page.getByRole("checkbox", { name: t.keepFile(PDF.name) })).toBeChecked();
  const edited = `${title}, дополнено`;
  await page.getByLabel(t.fieldTitle).fill(edited);
  await page.getByRole("button", { name: t.update }).click();
  await expect(page.getByText(ru.guide.api.articleUpdated)).toBeVisible();
  await expect(page.getByRole("heading", { level: 1, name: edited })).toBeVisible();
  await expect(page.getByRole("link", { name: t.download(PDF.name) })).toBeVisible();

  // A second article, then the arrows (edit mode) put it first.
  await page.goto(sectionUrl);
  await publish(page, `Обед (${tag})`, "Столовая на втором этаже.", testInfo);
  await page.goto(sectionUrl);
  await expect.poll(() => articleNames(page)).toEqual([edited, `Обед (${tag})`]);
  await expect(page.getByRole("button", { name: t.moveUp(`Обед (${tag})`) })).toHaveCount(0);
  await page.getByRole("button", { name: t.editModeOn }).click();
  await expect(page.getByRole("button", { name: t.editModeOff })).toBeVisible();
  // The list moves at once (with JavaScript, before the server has saved): reload only after the save answered.
  // The order's own post, not the edit mode's (under load that one answered last and the reload came too early).
  const saved = page.waitForResponse((r) => r.request().method() === "POST" && (r.request().postData() ?? "").includes("sortArticles"));
  await page.getByRole("button", { name: t.moveUp(`Обед (${tag})`) }).click();
  await expect.poll(() => articleNames(page)).toEqual([`Обед (${tag})`, edited]);
  await saved;
  await page.reload();
  await expect.poll(() => articleNames(page)).toEqual([`Обед (${tag})`, edited]);
  await page.getByRole("button", { name: t.editModeOff }).click();
  await expect(page.getByRole("button", { name: t.editModeOn })).toBeVisible();

  // Delete: a wrong title is refused and deletes nothing; the exact one moves it to the archive.
  await page.getByRole("link", { name: edited }).click();
  await page.getByRole("link", { name: t.edit, exact: true }).click();
  await page.getByRole("link", { name: t.delete, exact: true }).click();
  await page.getByLabel(t.deleteArticleField).fill("Первый");
  await page.getByRole("button", { name: t.deleteArticleConfirm }).click();
  await expect(page.getByText(t.deleteNameMismatch)).toBeVisible();
  await expect(page.getByLabel(t.deleteArticleField)).toHaveAttribute("aria-invalid", "true");
  await expect(page.getByLabel(t.deleteArticleField)).toHaveValue("Первый");
  await page.getByLabel(t.deleteArticleField).fill(edited);
  await page.getByRole("button", { name: t.deleteArticleConfirm }).click();
  await expect(page.getByText(ru.guide.api.articleDeleted)).toBeVisible();
  await expect.poll(() => new URL(page.url()).pathname).toBe(sectionUrl);
  await expect.poll(() => articleNames(page)).toEqual([`Обед (${tag})`]);
  await page.getByRole("link", { name: t.archive }).click();
  await expect(page.getByRole("link", { name: edited })).toBeVisible();
});

test("an employee reads the guide: no «Создать раздел», and a managers-only section is not even listed", async ({ page }) => {
  await signInByPost(page, DEMO.employee.phone);
  await page.goto("/knowledge/guide");
  await expect(page.getByRole("heading", { level: 1, name: t.title })).toBeVisible();
  const menu = page.getByRole("navigation", { name: t.menuNav });
  await expect(menu.getByRole("link", { name: "Новому сотруднику" })).toBeVisible();
  await expect(menu.getByRole("link", { name: "Для руководителей" })).toHaveCount(0);
  await expect(page.getByRole("link", { name: t.createSection })).toHaveCount(0);
});
