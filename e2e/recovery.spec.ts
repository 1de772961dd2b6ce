// Password recovery: phone, SMS code, new password; the person is signed in, and afterwards the new
// password signs in while the old one no longer does.
import { expect, expectPath, givePassword, passPhoneAndCode, pickPerson, ru, signOut, SLOTS, submitLogin, test } from "./helpers";

const t = ru.entry;

test("recovery of a password, then sign-in with the new one", async ({ page }, testInfo) => {
  const person = pickPerson(SLOTS.recovery, testInfo);
  const oldPassword = "Старый-пароль-1";
  const newPassword = "Новый-пароль-2";
  await givePassword(person, oldPassword);

  await page.goto("/login");
  await page.getByRole("link", { name: t.toRecover }).click();
  await expectPath(page, "/recover");
  await expect(page.getByRole("heading", { name: t.recoverTitle })).toBeVisible();
  await expect(page.getByRole("link", { name: t.back })).toHaveAttribute("href", "/login");

  await passPhoneAndCode(page, person.phone);
  await expect(page.getByRole("link", { name: t.back })).toHaveAttribute("href", "/login");
  await expect(page.getByRole("checkbox")).toHaveCount(0);
  await page.getByLabel(t.newPasswordLabel).fill(newPassword);
  await page.getByLabel(t.repeatPasswordLabel).fill(newPassword);
  await page.getByRole("button", { name: t.savePassword }).click();

  await expectPath(page, "/");
  await expect(page.getByText(ru.toast.passwordSet)).toBeVisible();

  await signOut(page);
  await submitLogin(page, person.phone, oldPassword);
  await expect(page.getByRole("alert")).toHaveText(ru.auth.wrongCredentials);
  await submitLogin(page, person.phone, newPassword);
  await expectPath(page, "/");
  await expect(page.getByRole("heading", { name: ru.pages.main, exact: true })).toBeVisible();
});
