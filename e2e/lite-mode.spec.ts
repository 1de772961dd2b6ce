// Lite mode: switched on from the user menu, pages come without any <script>; navigation and sign-out
// still work; switched off again, scripts are back.
import { type Page } from "@playwright/test";
import { claimPageMessages as claimPage } from "../app/features/claims/messages";
import { DEMO, expect, expectPath, openUserMenu, pathOf, ru, signIn, signOut, test, withDb } from "./helpers";

/** Both the page as the browser holds it and the HTML the server sends for its URL. */
async function expectNoScripts(page: Page) {
  await page.waitForLoadState("load"); // the whole streamed document, not the part that has arrived
  expect(await page.content()).not.toMatch(/<script/i);
  // The same URL fetched again with this browser's cookies (not redirected to the login page).
  const response = await page.request.get(page.url());
  expect(pathOf(response.url())).toBe(pathOf(page.url()));
  expect(await response.text()).not.toMatch(/<script/i);
}

test("lite mode serves pages without scripts, and everything still works", async ({ page }) => {
  await signIn(page, DEMO.employee.phone);
  await expectPath(page, "/");
  await page.waitForLoadState("load"); // the scripts come at the end of the streamed document
  expect(await page.content()).toMatch(/<script/i);

  await openUserMenu(page);
  await page.getByRole("button", { name: ru.shell.liteOn }).click();
  await expect(page.getByText(ru.toast.liteOn)).toBeVisible();
  await expectPath(page, "/");
  await expectNoScripts(page);

  // Navigation through the header menu.
  await page.getByRole("banner").getByRole("link", { name: "Клуб партнёров" }).click();
  await expectPath(page, "/club");
  await expect(page.getByRole("heading", { level: 1, name: "Клуб партнёров" })).toBeVisible();
  await expectNoScripts(page);

  // The notifications and claims pages (issue #13): their content, no script.
  const me = withDb((db) => db.prepare<[string], { id: number }>("select id from users where phone = ?").get(DEMO.employee.phone)!.id, {
    readonly: true,
  });
  await page.goto(`/user/${me}/notification`);
  await expect(page.getByRole("heading", { name: ru.notifications.title, level: 1 })).toBeVisible();
  await expect(page.getByRole("main").getByRole("listitem").first()).toBeVisible();
  await expectNoScripts(page);
  await page.goto(`/user/${me}/claims`);
  await expect(page.getByRole("main").getByRole("button", { name: claimPage.create })).toBeVisible();
  await page.getByRole("main").getByRole("table").getByRole("link").first().click();
  await expect(page.getByRole("main").getByText(claimPage.history)).toBeVisible();
  await expectNoScripts(page);

  // Sign-out, and the login page is lite too; signing in again works.
  await signOut(page);
  await expectNoScripts(page);
  await signIn(page, DEMO.employee.phone);
  await expectPath(page, "/");
  await expectNoScripts(page);

  // Switched off, scripts come back.
  await openUserMenu(page);
  await page.getByRole("button", { name: ru.shell.liteOff }).click();
  await expect(page.getByText(ru.toast.liteOff)).toBeVisible();
  await expectPath(page, "/");
  await page.waitForLoadState("load"); // the scripts come at the end of the streamed document
  expect(await page.content()).toMatch(/<script/i);
});
