// The welcome message of the first visits closes by its button and stays closed after a reload.
import { expect, expectPath, givePassword, pickPerson, ru, signIn, SLOTS, test } from "./helpers";

test("the welcome message closes and stays closed after reload", async ({ page }, testInfo) => {
  const person = pickPerson(SLOTS.welcome, testInfo);
  const password = "Приветствие-2026";
  await givePassword(person, password);
  await signIn(page, person.phone, password);
  await expectPath(page, "/");

  const welcome = page.getByRole("heading", { name: ru.shell.welcomeTitle(person.name) });
  await expect(welcome).toBeVisible();
  await expect(page.getByText(ru.shell.welcomeText)).toBeVisible();

  const hidden = page.waitForResponse((r) => r.url().includes("/welcome/hide") && r.request().method() === "POST");
  await page.getByRole("button", { name: ru.shell.welcomeClose }).click();
  await hidden;
  await expect(welcome).toBeHidden();
  await expectPath(page, "/");

  await page.reload();
  await expect(page.getByRole("heading", { name: ru.pages.main, exact: true })).toBeVisible();
  await expect(welcome).toBeHidden();
  await page.goto("/main");
  await expect(page.getByRole("heading", { name: ru.pages.main, exact: true })).toBeVisible();
  await expect(welcome).toBeHidden();
});
