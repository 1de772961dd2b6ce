// /admin/search (issue #16 point 10), with JavaScript and without: the administrator opens it from /admin,
// sees the full-text indexes, starts a rebuild of all of them by the plain form and gets the toast.
import { expect, test } from "@playwright/test";
import { DEMO, expectPath, ru, signIn } from "./helpers";

const t = ru.searchAdmin;

test("the administrator sees the search indexes and starts their rebuild", async ({ page }) => {
  await signIn(page, DEMO.admin.phone);
  await page.goto("/admin");
  // By the link: with JavaScript the page is then rendered in the browser alone (its form values too).
  await page.getByRole("link", { name: new RegExp(t.title) }).click();
  await expectPath(page, "/admin/search");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(t.title);
  const indexes = page.getByRole("table", { name: t.indexesCaption });
  await expect(indexes.getByRole("rowheader", { name: ru.glossary.searchBlock, exact: true })).toBeVisible();
  await expect(indexes.getByRole("cell", { name: "WIKI_GLOSSARY", exact: true })).toBeVisible();
  await expect(page.getByLabel(t.whichIndex)).toHaveValue("");

  // One rebuild runs at a time on the server (the other project's journey, the first start's build): a
  // refusal while one runs says so on the page, and the form is sent again until this one starts.
  await expect(async () => {
    await page.getByRole("button", { name: t.rebuild }).click();
    await expect(page.getByText(new RegExp(`${t.rebuildStarted}|${ru.search.rebuildRunning}`)).first()).toBeVisible();
    await expect(page.locator(".toast").filter({ hasText: t.rebuildStarted })).toBeVisible({ timeout: 1_000 });
  }).toPass({ timeout: 20_000 });
  await expectPath(page, "/admin/search");
  await expect(page.getByRole("heading", { name: t.lastRebuild })).toBeVisible();
  await expect(page.getByText(t.noRebuild)).toBeHidden();
});
