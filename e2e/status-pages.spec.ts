// Inside the shell: an unknown path shows the 404 page, a section not built yet its "coming soon" page.
import { DEMO, expect, expectPath, ru, signIn, test } from "./helpers";

test("the 404 page for an unknown path and the coming-soon page of a section", async ({ page }) => {
  await signIn(page, DEMO.employee.phone);

  const missing = await page.goto("/no-such-page/at-all");
  expect(missing?.status()).toBe(404);
  await expect(page.getByRole("heading", { name: ru.pages.notFoundTitle })).toBeVisible();
  await expect(page.getByText(ru.pages.notFoundText)).toBeVisible();
  // Still inside the shell: the header and the side panel with the person are there.
  await expect(page.getByRole("banner").getByRole("link", { name: ru.shell.favorites })).toBeVisible();
  await expect(page.getByRole("complementary").getByRole("link", { name: new RegExp(DEMO.employee.name) })).toBeVisible();
  await page.getByRole("link", { name: ru.pages.toMain }).click();
  await expectPath(page, "/");

  const soon = await page.goto("/socket");
  expect(soon?.status()).toBe(200);
  await expect(page.getByRole("heading", { name: ru.pages.comingSoonTitle("Медиа") })).toBeVisible();
  await expect(page.getByText(ru.pages.comingSoonText)).toBeVisible();
});
