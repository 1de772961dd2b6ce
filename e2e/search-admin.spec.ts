// /admin/search (issue #16 point 10) and /admin/search-statistic (point 9), with JavaScript and without: the
// administrator opens each from /admin; sees the full-text indexes, starts a rebuild of all of them by the
// plain form and gets the toast; reads the statistics of a period the GET form chooses.
import { DEMO, expect, expectPath, ru, signInByPost, test } from "./helpers";

const t = ru.searchAdmin;

test("the administrator sees the search indexes and starts their rebuild", async ({ page }) => {
  await signInByPost(page, DEMO.admin.phone);
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

// /admin/search-statistic (issue #16 point 9): the period's GET form refuses a date that does not exist beside
// its field, keeping what was typed, and a fixed period shows the figures.
test("the administrator reads the search statistics of a period chosen by the form", async ({ page }) => {
  const s = ru.searchStatistic;
  await signInByPost(page, DEMO.admin.phone);
  await page.goto("/admin");
  await page.getByRole("link", { name: new RegExp(s.title) }).click();
  await expectPath(page, "/admin/search-statistic");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(s.title);
  await expect(page.getByRole("heading", { level: 2, name: s.summary })).toBeVisible();

  const from = page.getByLabel(s.from, { exact: true });
  await from.fill("31.02.2026");
  await page.getByRole("button", { name: s.show }).click();
  await expect(page.getByText(s.dateInvalid)).toBeVisible();
  await expect(from).toHaveValue("31.02.2026");
  await expect(from).toHaveAttribute("aria-invalid", "true");
  await expect(page.getByText(s.fixPeriod)).toBeVisible();

  await from.fill("01.01.2026");
  await page.getByRole("button", { name: s.show }).click();
  await expect(page.getByRole("heading", { level: 2, name: s.summary })).toBeVisible();
  await expect(page.getByText(s.dateInvalid)).toBeHidden();
  expect(new URL(page.url()).searchParams.get("from")).toBe("01.01.2026");
});
