// Sign-out is a form post that ends the session: back to the login page, and the shell is closed.
import { DEMO, expect, expectPath, ru, signIn, signOut, test } from "./helpers";

test("logout returns to the login page and the shell then redirects there", async ({ page }) => {
  await signIn(page, DEMO.employee.phone);
  await expectPath(page, "/");

  await signOut(page);
  await expectPath(page, "/login");

  await page.goto("/");
  await expectPath(page, "/login");
  await page.goto("/vacancies");
  await expectPath(page, `/login?next=${encodeURIComponent("/vacancies")}`);
  await expect(page.getByRole("heading", { name: ru.entry.loginHeading })).toBeVisible();
});

test("sign-out says «Вы вышли из портала» on the login page, once", async ({ page }) => {
  await signIn(page, DEMO.employee.phone);
  await signOut(page);
  await expect(page.getByRole("status").filter({ hasText: ru.entry.signedOutNotice })).toBeVisible();
  await page.reload();
  await expect(page.getByRole("heading", { name: ru.entry.loginHeading })).toBeVisible();
  await expect(page.getByText(ru.entry.signedOutNotice)).toHaveCount(0);
});
