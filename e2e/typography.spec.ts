// One type scale: an article's or a document's title (h1) stands visibly above the headings of its body
// (h2), with and without JavaScript. The sizes are what the browser computes from the stylesheets.
import { type Page } from "@playwright/test";
import { DEMO, expect, signInByPost, test } from "./helpers";

async function sizes(page: Page, body: string) {
  const px = (selector: string) =>
    page
      .locator(selector)
      .first()
      .evaluate((el) => Number.parseFloat(getComputedStyle(el).fontSize));
  return { title: await px("h1.page-title"), heading: await px(`${body} h2`) };
}

test("an article's and a document's title is a step above their body's h2", async ({ page }) => {
  await signInByPost(page, DEMO.employee.phone);
  await page.goto("/knowledge/guide");
  await page.locator(".guide__main").getByRole("link", { name: "О компании", exact: true }).click();
  await page.getByRole("link", { name: "Миссия и ценности" }).click();
  await expect(page.getByRole("heading", { level: 2, name: "Наша миссия" })).toBeVisible();
  const article = await sizes(page, ".rich-content");
  expect(article.title).toBeGreaterThanOrEqual(article.heading * 1.2);

  await page.goto("/knowledge/documents");
  await page.getByRole("link", { name: "Правила внутреннего трудового распорядка" }).click();
  await expect(page.getByRole("heading", { level: 2, name: "1. Рабочее время" })).toBeVisible();
  const documentSizes = await sizes(page, ".rich-content");
  expect(documentSizes.title).toBeGreaterThanOrEqual(documentSizes.heading * 1.2);
});
