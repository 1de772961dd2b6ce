// Back after sign-out must not show the previous person's pages: without JavaScript and in lite mode
// (a shared computer, a weak device), Back used to bring the whole profile back from the browser's
// cache, because signed-in pages were sent without Cache-Control. What the sign-out itself leads to is
// the sign-out journey's business; this one only checks that nothing private comes back.
import { DEMO, expect, expectPath, isNoJs, openUserMenu, ru, signInByPost, test } from "./helpers";

test("Back after sign-out shows nothing of the profile the previous person opened", async ({ page, context, baseURL }, testInfo) => {
  test.skip(!isNoJs(testInfo), "the bug is of pages without JavaScript; with it the app navigates itself");
  await context.addCookies([{ name: "portal_lite", value: "1", url: baseURL! }]);

  await signInByPost(page, DEMO.employee.phone);
  await page.goto("/user/3");
  await expectPath(page, "/user/3");
  const profile = page.locator("main");
  const heading = profile.getByRole("heading", { level: 1 });
  await expect(heading).toBeVisible();
  const name = (await heading.innerText()).trim();
  expect(name).not.toBe("");
  expect(await page.content()).not.toMatch(/<script/i); // lite mode indeed

  await openUserMenu(page);
  await page.getByRole("button", { name: ru.shell.logout }).click();
  await page.waitForLoadState("load");
  await expect(page).not.toHaveURL(/\/user\/3$/);

  await page.goBack();
  await page.waitForLoadState("load");
  await expect(page.getByText(name)).toHaveCount(0);
  await expect(page.getByText(ru.profile.title, { exact: true })).toHaveCount(0);
});
