// Sign-in: a wrong password is refused with the spec's message and the password is cleared; the right
// one leads to the page named by ?next=. A signed-out visit to a shell page comes back there after sign-in.
import { DEMO, DEMO_PASSWORD, expect, expectPath, isNoJs, ru, submitLogin, test } from "./helpers";

test("a wrong password, then the right one, lands on the next page", async ({ page }) => {
  const next = "/knowledge/faq?tab=2";
  await page.goto(`/login?next=${encodeURIComponent(next)}`);
  await expect(page.getByRole("heading", { name: ru.entry.loginHeading })).toBeVisible();
  await expect(page.getByRole("link", { name: ru.entry.toRegister })).toHaveAttribute("href", "/register");
  await expect(page.getByRole("link", { name: ru.entry.toRecover })).toHaveAttribute("href", "/recover");

  await submitLogin(page, DEMO.employee.phone, "wrong-password-1");
  await expect(page.getByRole("alert")).toHaveText(ru.auth.wrongCredentials);
  await expect(page.getByLabel(ru.entry.passwordLabel, { exact: true })).toHaveValue("");
  await expect(page.getByLabel(ru.entry.phoneLabel)).toHaveValue(/^(\+7 \(900\) 000-00-03|9000000003)$/);

  await submitLogin(page, DEMO.employee.phone, DEMO_PASSWORD);
  await expectPath(page, next);
  await expect(page.getByRole("heading", { level: 1, name: ru.faq.title })).toBeVisible();
});

test("a signed-out visit to a shell page goes to sign-in and comes back after it", async ({ page }) => {
  await page.goto("/vacancies?x=1");
  await expectPath(page, `/login?next=${encodeURIComponent("/vacancies?x=1")}`);
  await expect(page.getByRole("heading", { name: ru.entry.loginHeading })).toBeVisible();

  await submitLogin(page, DEMO.employee.phone, DEMO_PASSWORD);
  await expectPath(page, "/vacancies?x=1");
  await expect(page.getByRole("heading", { level: 1, name: ru.vacancies.title })).toBeVisible();
});

test("a signed-in person asking for /login is sent to /", async ({ page }) => {
  await page.goto("/login");
  await submitLogin(page, DEMO.employee.phone, DEMO_PASSWORD);
  await expectPath(page, "/");
  await page.goto("/login");
  await expectPath(page, "/");
  await expect(page.getByRole("heading", { name: ru.entry.loginHeading })).toHaveCount(0);
});

test("Back after sign-in does not show the sign-in form again", async ({ page }, testInfo) => {
  // Without JavaScript, Back shows the browser's cached page: the no-store header of session pages
  // (server/app.ts) decides that, not the login route.
  test.skip(isNoJs(testInfo), "Back without JavaScript is the browser cache's");
  await page.goto("/login");
  await submitLogin(page, DEMO.employee.phone, DEMO_PASSWORD);
  await expectPath(page, "/");
  await page.goBack();
  await expect(page).not.toHaveURL(/\/login/);
  await expect(page.getByRole("heading", { name: ru.entry.loginHeading })).toHaveCount(0);
});

test("after a refused sign-in, focus is on the field to correct", async ({ page }, testInfo) => {
  test.skip(isNoJs(testInfo), "focus is moved by script");
  await page.goto("/login");
  await submitLogin(page, DEMO.employee.phone, "wrong-password-2");
  await expect(page.getByRole("alert")).toHaveText(ru.auth.wrongCredentials);
  await expect(page.getByLabel(ru.entry.passwordLabel, { exact: true })).toBeFocused();
});
