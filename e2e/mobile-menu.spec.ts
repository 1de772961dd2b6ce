// The mobile shell at 375 px: the menu panel (a <details>) opens and closes; with JavaScript a link in
// it navigates and the panel closes (and page scrolling is unlocked). The bottom menu has five links.
import { expect, test } from "@playwright/test";
import { DEMO, expectPath, isNoJs, ru, signIn } from "./helpers";

test.use({ viewport: { width: 375, height: 740 }, isMobile: true, hasTouch: true });

test("the mobile menu panel and the bottom menu", async ({ page }, testInfo) => {
  await signIn(page, DEMO.employee.phone);
  await expectPath(page, "/");
  await expect(page.getByRole("banner").getByRole("heading", { name: ru.pages.news })).toBeVisible();

  const toggle = page.getByLabel(ru.shell.openMenu, { exact: true });
  const panel = page.locator("details", { has: toggle });
  const menu = panel.getByRole("navigation", { name: ru.shell.menu });
  const scrollLocked = () => page.locator("body").evaluate((b) => b.classList.contains("scroll-locked"));

  // Open and close by its button.
  await expect(panel).not.toHaveAttribute("open");
  await expect(menu).toBeHidden();
  await toggle.click();
  await expect(panel).toHaveAttribute("open", "");
  await expect(menu).toBeVisible();
  await expect(menu.getByRole("link", { name: "Вакансии" })).toBeVisible();
  if (!isNoJs(testInfo)) expect(await scrollLocked()).toBe(true);
  await toggle.click();
  await expect(panel).not.toHaveAttribute("open");
  await expect(menu).toBeHidden();
  if (!isNoJs(testInfo)) expect(await scrollLocked()).toBe(false);

  // A link in the panel navigates, and the panel is closed on the next page.
  await toggle.click();
  await expect(menu).toBeVisible();
  await menu.getByRole("link", { name: "Вакансии" }).click();
  await expectPath(page, "/vacancies");
  await expect(page.getByRole("banner").getByRole("heading", { name: "Вакансии" })).toBeVisible();
  await expect(panel).not.toHaveAttribute("open");
  await expect(menu).toBeHidden();
  if (!isNoJs(testInfo)) expect(await scrollLocked()).toBe(false);

  // The bottom menu: five links.
  const bottom = page.getByRole("navigation", { name: ru.shell.menu }).filter({ has: page.getByRole("link", { name: ru.shell.favorites }) });
  await expect(bottom).toBeVisible();
  await expect(bottom.getByRole("link")).toHaveCount(5);
  for (const name of [ru.pages.main, ru.shell.search, ru.shell.notifications, ru.shell.favorites, ru.shell.menu]) {
    await expect(bottom.getByRole("link", { name: new RegExp(`^${name}`) })).toBeVisible();
  }
  await bottom.getByRole("link", { name: ru.shell.menu, exact: true }).click();
  await expectPath(page, "/menu");
  await expect(page.getByRole("main").getByRole("heading", { name: ru.shell.menu })).toBeVisible();
  await bottom.getByRole("link", { name: ru.pages.main, exact: true }).click();
  await expectPath(page, "/main");
  await expect(page.getByRole("main").getByRole("heading", { name: ru.pages.main, exact: true })).toBeVisible();
});
