// The sections' icons in the browser, with JavaScript and without (issue #32 point 1): the administrator opens
// «Иконки разделов» from the admin area, chooses a glyph of the set for a section, sees it before the section's
// name in the menu, and takes it away again, so the shared server's menu ends as it began. Each project takes a
// demo section without an icon of its own (the home page in the header, the groups in the phone menu), so the
// two runs never change one section at once.
import { DEMO, expect, isNoJs, ru, signInByPost, test } from "../../../e2e/helpers";
import { sectionIconsPage as t } from "../icons/messages";

test("the administrator chooses a section's icon from the set, sees it in the menu, and takes it away", async ({ page }, testInfo) => {
  const noJs = isNoJs(testInfo);
  const [section, glyph] = noJs ? ["Группы", t.names.chat] : ["Главная", t.names.home];
  // The header's sections on a desktop; the phone menu's list on /menu (the groups are in the phone menu only).
  const menuLink = () =>
    noJs
      ? page.getByRole("navigation", { name: ru.shell.mainMenu }).getByRole("link", { name: section, exact: true })
      : page.getByRole("navigation", { name: ru.shell.sectionsNav }).getByRole("link", { name: section, exact: true });
  const openMenu = () => page.goto(noJs ? "/menu" : "/vacancies");

  // The one-row header shows the sections' icons from 1600 px (below that its names fill the row).
  await page.setViewportSize({ width: 1600, height: 900 });
  await signInByPost(page, DEMO.admin.phone);
  await page.goto("/admin");
  await page.getByRole("link", { name: t.title }).click();
  const card = page.getByRole("region", { name: section, exact: true });
  await card.getByRole("radio", { name: glyph, exact: true }).check();
  await card.getByRole("button", { name: t.choose }).click();
  await expect(page.getByText(t.chosenToast(section))).toBeVisible();
  await expect(card.getByRole("radio", { name: glyph, exact: true })).toBeChecked();

  await openMenu();
  const icon = menuLink().locator("svg.nav-icon");
  await expect(icon).toBeVisible();
  await expect(icon).toHaveAttribute("aria-hidden", "true");
  expect(await icon.boundingBox()).toMatchObject({ width: 20, height: 20 });

  await page.goto("/admin/icons");
  await page.getByRole("region", { name: section, exact: true }).getByRole("button", { name: t.reset }).click();
  await expect(page.getByText(t.resetToast(section))).toBeVisible();
  await openMenu();
  await expect(menuLink()).toBeVisible();
  await expect(menuLink().locator(".nav-icon")).toHaveCount(0);
});
