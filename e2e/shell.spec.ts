// The desktop header's search and dropdowns, with JavaScript and without: the magnifier opens a
// visible field that Tab reaches, the search finds people (a GET form to /search, sent on to /search/all/{query}), Escape closes a
// dropdown and gives focus back to its button. And a toast overlays the page instead of moving it.
import { type Page } from "@playwright/test";
import { DEMO, expect, expectPath, expectSmirnovaFound, isNoJs, openUserMenu, ru, signIn, signInByPost, test } from "./helpers";

const banner = (page: Page) => page.getByRole("banner");

test("the header search opens a field reachable by Tab and finds people", async ({ page }, testInfo) => {
  await signIn(page, DEMO.employee.phone);
  const magnifier = banner(page).getByRole("button", { name: ru.shell.search, exact: true });
  // A searchbox, with JavaScript a combobox (the dropdown, e2e/search-dropdown.spec.ts): found by its name.
  const field = banner(page).getByLabel(ru.shell.searchPortal, { exact: true });
  await expect(magnifier).toBeVisible();
  await expect(field).toBeHidden();

  // Keyboard only: focus the magnifier, open it, and the field is next (with JavaScript it takes the focus itself).
  await magnifier.focus();
  await page.keyboard.press("Enter");
  await expect(field).toBeVisible();
  if (isNoJs(testInfo)) await page.keyboard.press("Tab");
  await expect(field).toBeFocused();

  await page.keyboard.type("Смирнова");
  await page.keyboard.press("Enter");
  // GET /search?q= goes on (303) to the results page with the query in the path.
  await expectPath(page, `/search/all/${encodeURIComponent("Смирнова")}`);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(ru.searchResults.resultsTitle);
  await expect(page.getByRole("main").getByLabel(ru.searchResults.fieldLabel)).toHaveValue("Смирнова");
  // Anna Smirnova of the demo (there are namesakes among the 1,000 employees) in the «Контакты» block.
  await expect(page.getByRole("main").getByRole("heading", { name: new RegExp(`^${ru.searchBlocks.CONTACT}`) })).toBeVisible();
  await expectSmirnovaFound(page);
});

test("Escape closes the header's dropdowns and returns focus to their buttons", async ({ page }, testInfo) => {
  await signIn(page, DEMO.employee.phone);
  const dropdowns = [
    { button: ru.shell.search, content: banner(page).getByLabel(ru.shell.searchPortal, { exact: true }) },
    { button: new RegExp(`^${ru.shell.notifications}`), content: banner(page).getByRole("link", { name: ru.notifications.all }) },
    { button: ru.shell.userMenu, content: banner(page).getByRole("button", { name: ru.shell.logout }) },
  ];
  for (const { button, content } of dropdowns) {
    const opener = banner(page).getByRole("button", { name: button, exact: typeof button === "string" });
    await opener.click();
    await expect(content).toBeVisible();
    await page.keyboard.press("Escape");
    await expect(content).toBeHidden();
    await expect(opener).toBeFocused();
  }

  // The sections' submenus are <details>: with JavaScript, Escape closes them too.
  if (!isNoJs(testInfo)) {
    const group = banner(page).getByRole("navigation", { name: ru.shell.sectionsNav }).locator("summary", { hasText: "База знаний" });
    await group.click();
    const item = banner(page).getByRole("link", { name: "Глоссарий" });
    await expect(item).toBeVisible();
    await page.keyboard.press("Escape");
    await expect(item).toBeHidden();
    await expect(group).toBeFocused();
  }
});

test("a toast overlays the page: the content does not move when it appears", async ({ page }) => {
  await signIn(page, DEMO.employee.phone);
  const title = page.getByRole("main").getByRole("heading", { level: 1 });
  await expect(title).toBeVisible();
  // Where the title sits in the document (not the viewport: a scroll by the browser is not a move).
  const place = () =>
    title.evaluate((el) => {
      const box = el.getBoundingClientRect();
      return { top: box.top + window.scrollY, left: box.left + window.scrollX, height: box.height };
    });
  await page.waitForLoadState("load");
  // Once laid out: a full run once measured the title as a box of zeros right after the load.
  await expect.poll(async () => (await place()).height).toBeGreaterThan(0);
  const without = await place();

  // Switching lite mode leaves a toast on the next page (without scripts, so it stays until reload).
  await openUserMenu(page);
  await page.getByRole("button", { name: ru.shell.liteOn }).click();
  await expect(page.getByText(ru.toast.liteOn)).toBeVisible();
  await page.waitForLoadState("load");
  expect(await place()).toEqual(without);

  await page.reload();
  await expect(page.getByText(ru.toast.liteOn)).toBeHidden();
  expect(await place()).toEqual(without);
});

// Two sections of the demo's menu (nav_items), both top-level links.
const VACANCIES = "Вакансии";
const GALLERY = "Галерея";

test("the portal's links: in-page navigation with JavaScript, the active section marked, Back returns", async ({ page }, testInfo) => {
  await signInByPost(page, DEMO.employee.phone);
  await page.goto("/vacancies");
  // A mark on the document: a full load (what a link does without JavaScript) wipes it.
  await page.evaluate(() => ((window as unknown as { documentMark: string }).documentMark = "kept"));
  const sections = page.getByRole("navigation", { name: ru.shell.sectionsNav });
  await expect(sections.getByRole("link", { name: VACANCIES, exact: true })).toHaveAttribute("aria-current", "page");
  await sections.getByRole("link", { name: GALLERY, exact: true }).click();
  await expectPath(page, "/gallery");
  await expect(sections.getByRole("link", { name: GALLERY, exact: true })).toHaveAttribute("aria-current", "page");
  await expect(sections.getByRole("link", { name: VACANCIES, exact: true })).not.toHaveAttribute("aria-current", "page");
  const mark = () => page.evaluate(() => (window as unknown as { documentMark?: string }).documentMark ?? null);
  expect(await mark()).toBe(isNoJs(testInfo) ? null : "kept");
  await page.goBack();
  await expectPath(page, "/vacancies");
  await expect(sections.getByRole("link", { name: VACANCIES, exact: true })).toHaveAttribute("aria-current", "page");
  expect(await mark()).toBe(isNoJs(testInfo) ? null : "kept");
});
