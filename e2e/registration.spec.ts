// Registration: phone, SMS code (read from the outbox; a wrong code first), new password with consent.
// The person ends signed in on the home page. The consent dialog opens by its link and closes.
import { type Page } from "@playwright/test";
import {
  expect,
  expectPath,
  formatPhone,
  isNoJs,
  newContext,
  passPhoneAndCode,
  pickPerson,
  readSmsCode,
  ru,
  signIn,
  signOut,
  SLOTS,
  smsCount,
  test,
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
  // The current version of the text, from the consents feature (version 1 on the journeys' server).
  await expect(dialog.getByText(/152-ФЗ «О персональных данных» даю согласие/)).toBeVisible();
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

/** How many lines the text `part` of the first element matching `selector` takes on screen. */
function linesOf(page: Page, selector: string, part: string): Promise<number> {
  return page
    .locator(selector)
    .first()
    .evaluate((root, text) => {
      const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
      const nodes: Text[] = [];
      while (walker.nextNode()) nodes.push(walker.currentNode as Text);
      const whole = nodes.map((n) => n.data).join("");
      const start = whole.indexOf(text);
      if (start < 0) throw new Error(`"${text}" not in "${whole}"`);
      const at = (offset: number): [Text, number] => {
        for (const node of nodes) {
          if (offset <= node.data.length) return [node, offset];
          offset -= node.data.length;
        }
        throw new Error("offset past the text");
      };
      const range = document.createRange();
      range.setStart(...at(start));
      range.setEnd(...at(start + text.length));
      return new Set([...range.getClientRects()].filter((r) => r.width > 0).map((r) => Math.round(r.top))).size;
    }, part);
}

test("the consent reads as one line beside its box, and the phone never wraps, at every width", async ({ page }, testInfo) => {
  const person = pickPerson(SLOTS.keptFields, testInfo);
  const phone = formatPhone(person.phone);
  await page.goto("/register");
  await page.getByLabel(t.phoneLabel).fill(person.phone);
  await page.getByRole("button", { name: t.getCode }).click();
  await expect(page.getByText(t.codeSentTo(phone))).toBeVisible();
  for (const width of [280, 300, 320, 340, 360, 375, 390, 414, 480]) {
    await page.setViewportSize({ width, height: 800 });
    expect(await linesOf(page, "p.muted", phone), `the phone at ${width}px`).toBe(1);
  }
  await page.setViewportSize({ width: 1280, height: 800 });

  // A refused code stays in its field, which is marked as the wrong one.
  const code = await readSmsCode(person.phone);
  await page.getByLabel(t.codeLabel).fill(wrongCode(code));
  await page.getByRole("button", { name: t.confirm }).click();
  await expect(page.getByText(ru.registration.codeWrong(4))).toBeVisible();
  await expect(page.getByLabel(t.codeLabel)).toHaveValue(wrongCode(code));
  await expect(page.getByLabel(t.codeLabel)).toHaveAttribute("aria-invalid", "true");
  await page.getByLabel(t.codeLabel).fill(code);
  await page.getByRole("button", { name: t.confirm }).click();
  await expect(page.getByLabel(t.newPasswordLabel)).toBeVisible();
  for (const width of [320, 375, 768, 1280]) {
    await page.setViewportSize({ width, height: 800 });
    // "Я даю" stays on one line, and the text starts on the checkbox's line.
    expect(await linesOf(page, ".field--check label", t.consentPrefix), `the consent at ${width}px`).toBe(1);
    const box = await page.getByRole("checkbox").boundingBox();
    const link = await page.getByRole("link", { name: t.consentLink }).boundingBox();
    expect(link!.y, `the link follows the text at ${width}px`).toBeLessThan(box!.y + box!.height + 30);
  }

  // A refused last step keeps the consent, clears both passwords and names the field that was wrong.
  await page.getByLabel(t.newPasswordLabel).fill("Пароль-один-1");
  await page.getByLabel(t.repeatPasswordLabel).fill("Пароль-два-22");
  await page.getByRole("checkbox", { name: `${t.consentPrefix} ${t.consentLink}` }).check();
  await page.getByRole("button", { name: t.finishRegistration }).click();
  await expect(page.getByText(ru.validation.passwordsDiffer)).toBeVisible();
  await expect(page.getByLabel(t.repeatPasswordLabel)).toHaveAttribute("aria-invalid", "true");
  await expect(page.getByLabel(t.newPasswordLabel)).not.toHaveAttribute("aria-invalid", "true");
  await expect(page.getByRole("checkbox", { name: `${t.consentPrefix} ${t.consentLink}` })).toBeChecked();
  if (isNoJs(testInfo)) {
    // Only the server saw it: the page came back without the passwords.
    await expect(page.getByLabel(t.newPasswordLabel)).toHaveValue("");
    await expect(page.getByLabel(t.repeatPasswordLabel)).toHaveValue("");
  }
});

test("a second browser that starts for the same phone gets no claim and is never signed in", async ({ browser, page }, testInfo) => {
  const person = pickPerson(SLOTS.takeover, testInfo);
  const password = "Владелец-2026";
  const attackerContext = await newContext(browser, { javaScriptEnabled: !isNoJs(testInfo) });
  const attacker = await attackerContext.newPage();
  try {
    await page.goto("/register");
    const before = smsCount(person.phone);
    await page.getByLabel(t.phoneLabel).fill(person.phone);
    await page.getByRole("button", { name: t.getCode }).click();
    await expect(page.getByText(t.codeSentTo(formatPhone(person.phone)))).toBeVisible();
    await expect(page.locator('input[name="claimUuid"]')).toHaveCount(0);

    await attacker.goto("/register");
    await attacker.getByLabel(t.phoneLabel).fill(person.phone);
    await attacker.getByRole("button", { name: t.getCode }).click();
    await expect(attacker.getByText(/^Новый код можно запросить через \d+ с$/)).toBeVisible();
    await expect(attacker.getByLabel(t.codeLabel)).toHaveCount(0);
    await expect(attacker.locator('input[name="claimUuid"]')).toHaveCount(0);

    await page.getByLabel(t.codeLabel).fill(await readSmsCode(person.phone, before));
    await page.getByRole("button", { name: t.confirm }).click();
    await page.getByLabel(t.newPasswordLabel).fill(password);
    await page.getByLabel(t.repeatPasswordLabel).fill(password);
    await page.getByRole("checkbox", { name: `${t.consentPrefix} ${t.consentLink}` }).check();
    await page.getByRole("button", { name: t.finishRegistration }).click();
    await expectPath(page, "/");

    await attacker.goto("/");
    await expect(attacker).toHaveURL(/\/login/);
  } finally {
    await attackerContext.close();
  }
});
