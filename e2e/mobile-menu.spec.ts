// The mobile shell at 360 px: one main menu (the same in the header's panel and on the /menu page) with
// the profile, lite mode and sign-out; the panel opens and closes, and with JavaScript a link in it
// navigates and the panel closes (page scrolling unlocked). Each page has one h1, and the mobile
// header's title is the page's title. The bottom menu's five links, «Поиск» and «Уведомления» included.
import { type Locator, type Page } from "@playwright/test";
import { DEMO, expect, expectPath, expectSmirnovaFound, isNoJs, ru, signIn, signInByPost, test } from "./helpers";

test.use({ viewport: { width: 360, height: 740 }, isMobile: true, hasTouch: true });

/** The page's only h1 and the mobile header's title both say `title`. */
async function expectTitle(page: Page, title: string) {
  await expect(page.locator("h1")).toHaveCount(1);
  await expect(page.getByRole("main").getByRole("heading", { level: 1 })).toHaveText(title);
  await expect(page.getByRole("banner").locator(".mobile-header__title")).toHaveText(title);
}

/** Profile, sections, lite mode and sign-out: what the main menu must hold wherever it is shown. */
async function expectFullMenu(menu: Locator) {
  await expect(menu.getByRole("link", { name: new RegExp(`Мария.*${ru.shell.profile}`) })).toBeVisible();
  await expect(menu.getByRole("link", { name: "Вакансии" })).toBeVisible();
  await expect(menu.getByRole("link", { name: "Глоссарий" })).toBeVisible();
  await expect(menu.getByRole("button", { name: ru.shell.liteOn })).toBeVisible();
  await expect(menu.getByRole("button", { name: ru.shell.logout })).toBeVisible();
}

test("the mobile menu panel, the menu page and the page titles", async ({ page }, testInfo) => {
  await signIn(page, DEMO.employee.phone);
  await expectPath(page, "/");
  await expectTitle(page, ru.pages.main);

  const toggle = page.getByLabel(ru.shell.openMenu, { exact: true });
  const panel = page.locator("details", { has: toggle });
  const menu = panel.getByRole("navigation", { name: ru.shell.mainMenu });
  const scrollLocked = () => page.locator("body").evaluate((b) => b.classList.contains("scroll-locked"));

  // Open and close by its button.
  await expect(panel).not.toHaveAttribute("open");
  await expect(menu).toBeHidden();
  await toggle.click();
  await expect(panel).toHaveAttribute("open", "");
  await expectFullMenu(menu);
  if (!isNoJs(testInfo)) expect(await scrollLocked()).toBe(true);
  await toggle.click();
  await expect(panel).not.toHaveAttribute("open");
  await expect(menu).toBeHidden();
  if (!isNoJs(testInfo)) expect(await scrollLocked()).toBe(false);

  // A link in the panel navigates, and the panel is closed on the next page.
  await toggle.click();
  await expect(menu).toBeVisible();
  await menu.getByRole("link", { name: "Клуб партнёров" }).click();
  await expectPath(page, "/club");
  await expect(page.getByRole("banner").locator(".mobile-header__title")).toHaveText("Клуб партнёров");
  await expect(page.locator("h1")).toHaveCount(1);
  await expect(panel).not.toHaveAttribute("open");
  await expect(menu).toBeHidden();
  if (!isNoJs(testInfo)) expect(await scrollLocked()).toBe(false);

  // The bottom menu: five links; «Меню» is the same menu as the panel.
  const bottom = page.getByRole("navigation", { name: ru.shell.menu, exact: true });
  await expect(bottom).toBeVisible();
  await expect(bottom.getByRole("link")).toHaveCount(5);
  for (const name of [ru.pages.main, ru.shell.search, ru.shell.notifications, ru.shell.favorites, ru.shell.menu]) {
    await expect(bottom.getByRole("link", { name: new RegExp(`^${name}`) })).toBeVisible();
  }
  await bottom.getByRole("link", { name: ru.shell.menu, exact: true }).click();
  await expect(page).toHaveURL(/\/menu\?from=/);
  await expectTitle(page, ru.shell.menu);
  await expectFullMenu(page.getByRole("main").getByRole("navigation", { name: ru.shell.mainMenu }));

  await bottom.getByRole("link", { name: ru.pages.main, exact: true }).click();
  await expectPath(page, "/main");
  await expectTitle(page, ru.pages.main);
});

test("sign-out and lite mode from the menu page", async ({ page }) => {
  await signInByPost(page, DEMO.employee.phone);
  await page.goto("/menu");
  const menu = page.getByRole("main").getByRole("navigation", { name: ru.shell.mainMenu });
  await menu.getByRole("button", { name: ru.shell.liteOn }).click();
  await expect(page.getByText(ru.toast.liteOn)).toBeVisible();
  await expectPath(page, "/menu");
  await menu.getByRole("button", { name: ru.shell.liteOff }).click();
  await expect(page.getByText(ru.toast.liteOff)).toBeVisible();
  // Opened from a page by the bottom menu, the switch brings the person back to that page, not to /menu.
  await page.goto("/vacancies?state=ACTIVE");
  await page.getByRole("navigation", { name: ru.shell.menu, exact: true }).getByRole("link", { name: ru.shell.menu }).click();
  await expectPath(page, `/menu?from=${encodeURIComponent("/vacancies?state=ACTIVE")}`);
  await menu.getByRole("button", { name: ru.shell.liteOn }).click();
  await expect(page.getByText(ru.toast.liteOn)).toBeVisible();
  await expectPath(page, "/vacancies?state=ACTIVE");
  await page.goto("/menu");
  await menu.getByRole("button", { name: ru.shell.liteOff }).click();
  await menu.getByRole("button", { name: ru.shell.logout }).click();
  await expect(page).toHaveURL(/\/login$/);
});

test("the bottom menu's labels do not touch at 360 px", async ({ page }) => {
  await signInByPost(page, DEMO.employee.phone);
  await page.goto("/user/3/notification");
  const labels = await page.locator(".bottom-menu__label").evaluateAll((spans) =>
    spans.map((span) => {
      const box = span.getBoundingClientRect();
      return { left: box.left, right: box.right };
    }),
  );
  expect(labels).toHaveLength(5);
  for (let i = 1; i < labels.length; i++)
    expect(labels[i]!.left - labels[i - 1]!.right, `gap before label ${i + 1}`).toBeGreaterThanOrEqual(6);
});

test("the bottom menu's search finds people (their contact cards) and searches again from its results, also from /menu/search; its notifications have a page", async ({
  page,
}) => {
  await signIn(page, DEMO.employee.phone);
  const bottom = page.getByRole("navigation", { name: ru.shell.menu, exact: true });

  await bottom.getByRole("link", { name: ru.shell.search, exact: true }).click();
  await expectPath(page, "/search");
  await expectTitle(page, ru.searchResults.title);
  await page.getByLabel(ru.searchResults.fieldLabel).fill("Смирнова");
  await page.getByRole("main").getByRole("button", { name: ru.searchResults.find }).click();
  // The form GETs /search?q=, which goes on to /search/all/{text}: where the desktop header's search leads too.
  await expectPath(page, `/search/all/${encodeURIComponent("Смирнова")}`);
  await expectSmirnovaFound(page);
  // The results page's field keeps what was typed and searches again; a word in the other layout is retried
  // and the page says with what.
  const field = page.getByLabel(ru.searchResults.fieldLabel);
  await expect(field).toHaveValue("Смирнова");
  await field.fill("jngecr");
  await page.getByRole("main").getByRole("button", { name: ru.searchResults.find }).click();
  await expectPath(page, "/search/all/jngecr");
  await expect(page.getByRole("main").getByText(ru.searchResults.corrected("отпуск"))).toBeVisible();
  await expect(page.getByRole("main").getByRole("link", { name: "Как оформить отпуск" })).toBeVisible();
  // The menu's address of the same page.
  await page.goto("/menu/search");
  await expectTitle(page, ru.searchResults.title);
  await page.getByLabel(ru.searchResults.fieldLabel).fill("Смирнова");
  await page.getByRole("main").getByRole("button", { name: ru.searchResults.find }).click();
  await expectPath(page, `/search/all/${encodeURIComponent("Смирнова")}`);
  await expectSmirnovaFound(page);

  await bottom.getByRole("link", { name: new RegExp(`^${ru.shell.notifications}`) }).click();
  await expectPath(page, "/user/3/notification");
  await expectTitle(page, ru.notifications.title);
  await expect(page.getByRole("main").getByText("Добро пожаловать на портал сотрудников!")).toBeVisible();
});
