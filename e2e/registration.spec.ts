// Registration: phone, SMS code (read from the outbox; a wrong code first), new password with consent.
// The person ends signed in on the home page. The consent dialog opens by its link and closes.
import { expect, test } from "@playwright/test";
import {
  SLOTS,
  expectPath,
  formatPhone,
  passPhoneAndCode,
  pickPerson,
  readSmsCode,
  ru,
  signIn,
  signOut,
  smsCount,
  wrongCode,
} from "./helpers";

const t = ru.entry;

test("registration through all three steps signs the person in", async ({ page }, testInfo) => {
  const person = pickPerson(SLOTS.registration, testInfo);
  const password = "Новый-пароль-2026";

  await page.goto("/login");
  await page.getByRole("link", { name: t.toRegister }).click();
  await expectPath(page, "/register");
  await expect(page.getByRole("heading", { name: t.registerTitle })).toBeVisible();
  await expect(page.getByRole("link", { name: t.back })).toHaveAttribute("href", "/login");

  // Step 1: the phone.
  const before = smsCount(person.phone);
  await page.getByLabel(t.phoneLabel).fill(person.phone);
  await page.getByRole("button", { name: t.getCode }).click();

  // Step 2: the code; a wrong one first.
  await expect(page.getByText(t.codeSentTo(formatPhone(person.phone)))).toBeVisible();
  await expect(page.getByRole("button", { name: t.resendCode })).toBeVisible();
  await expect(page.getByRole("link", { name: t.back })).toHaveAttribute("href", "/login");
  const code = await readSmsCode(person.phone, before);
  await page.getByLabel(t.codeLabel).fill(wrongCode(code));
  await page.getByRole("button", { name: t.confirm }).click();
  await expect(page.getByText(ru.registration.codeWrong(4))).toBeVisible();
  await page.getByLabel(t.codeLabel).fill(code);
  await page.getByRole("button", { name: t.confirm }).click();

  // Step 3: the password and the consent.
  await expect(page.getByText(t.helloUser(person.name))).toBeVisible();
  await expect(page.getByRole("link", { name: t.back })).toHaveAttribute("href", "/login");
  await page.getByLabel(t.newPasswordLabel).fill(password);
  await page.getByLabel(t.repeatPasswordLabel).fill(password);
  await page.getByRole("checkbox", { name: `${t.consentPrefix} ${t.consentLink}` }).check();
  await page.getByRole("button", { name: t.finishRegistration }).click();

  await expectPath(page, "/");
  await expect(page.getByText(ru.toast.registered)).toBeVisible();
  await expect(page.getByRole("heading", { name: ru.shell.welcomeTitle(person.name) })).toBeVisible();

  // The new password is the person's password now.
  await signOut(page);
  await signIn(page, person.phone, password);
  await expectPath(page, "/");
});

test("the consent dialog opens by its link and closes", async ({ page }, testInfo) => {
  const person = pickPerson(SLOTS.consent, testInfo);
  await page.goto("/register");
  await passPhoneAndCode(page, person.phone);

  const dialog = page.getByRole("dialog", { name: t.consentTitle });
  const consent = page.getByRole("checkbox", { name: `${t.consentPrefix} ${t.consentLink}` });
  await expect(dialog).toBeHidden();

  await page.getByRole("link", { name: t.consentLink }).click();
  await expect(page).toHaveURL(/\/register#consent$/);
  await expect(dialog).toBeVisible();
  await expect(dialog.getByText(t.consentText[0])).toBeVisible();
  await expect(consent).not.toBeChecked();

  await dialog.getByRole("link", { name: t.consentOk, exact: true }).click();
  await expect(dialog).toBeHidden();
  // Still on the password step, with what was typed kept.
  await expect(page.getByLabel(t.newPasswordLabel)).toBeVisible();

  // Without the consent the registration is not completed.
  await page.getByLabel(t.newPasswordLabel).fill("Пароль-без-согласия");
  await page.getByLabel(t.repeatPasswordLabel).fill("Пароль-без-согласия");
  await page.getByRole("button", { name: t.finishRegistration }).click();
  await expect(page.getByText(ru.validation.rulesRequired)).toBeVisible();
  await expect(page).toHaveURL(/\/register(#\w*)?$/);
  await expect(page.getByLabel(t.newPasswordLabel)).toBeVisible();
});
