// Suggest a correction from a page's link, see the thanks; the administrator finds it in
// /admin/suggestions and marks it resolved — with JavaScript and without.
import { DEMO, expect, expectPath, isNoJs, ru, signIn, signInByPost, signOut, test } from "./helpers";
import { OWN, OWN_PASSWORD, ownPerson } from "./own-people";

test("an employee suggests a correction and the administrator resolves it", async ({ page }, testInfo) => {
  const me = await ownPerson(OWN.suggest, testInfo);
  const message = `Неверный телефон (${testInfo.project.name}, ${Date.now()})`;
  await signInByPost(page, me.phone, OWN_PASSWORD);
  await page.goto("/user/1");
  await page.getByRole("link", { name: ru.profile.suggest }).click();
  await expectPath(page, `/suggest-correction?sourceURL=${encodeURIComponent("/user/1")}`);
  // The form names the person the page is about, not the address.
  await expect(page.locator(".suggest__source").getByRole("link", { name: /^Смирнова Анна/ })).toHaveAttribute("href", "/user/1");

  // Blank: refused with the Russian message (by the form with JavaScript, by the server without).
  await page.getByLabel(ru.suggestions.message).fill("   ");
  await page.getByRole("button", { name: ru.suggestions.send }).click();
  await expect(page.getByText(ru.suggestions.messageRequired)).toBeVisible();

  await page.getByLabel(ru.suggestions.message).fill(message);
  if (!isNoJs(testInfo)) await expect(page.getByText(ru.suggestions.counter(message.length, 2000))).toBeVisible();
  await expect(page.getByLabel(ru.suggestions.message)).toHaveAttribute("maxlength", "2000");
  await page.getByRole("button", { name: ru.suggestions.send }).click();
  await expect(page.getByText(ru.suggestions.thanks)).toBeVisible();
  await expect(page.getByRole("link", { name: ru.suggestions.backToSource })).toHaveAttribute("href", "/user/1");

  await signOut(page);
  await signInByPost(page, DEMO.admin.phone);
  await page.goto("/admin");
  await page.getByRole("link", { name: new RegExp(ru.admin.suggestions) }).click();
  await expectPath(page, "/admin/suggestions");
  const item = page.getByRole("listitem").filter({ hasText: message });
  await expect(item).toContainText(`${me.name} ${me.surname}`);
  await expect(item.getByRole("link", { name: "/user/1" })).toHaveAttribute("href", "/user/1");
  await item.getByRole("button", { name: ru.suggestions.markResolved }).click();
  await expect(page.getByText(ru.suggestions.resolvedToast)).toBeVisible();
  await expect(page.getByRole("listitem").filter({ hasText: message })).toHaveCount(0);

  await page.getByRole("link", { name: ru.suggestions.resolved }).click();
  await expect(page.getByRole("listitem").filter({ hasText: message })).toContainText("Решено: Анна Смирнова");
});

test("an employee without the right gets 403 on the suggestions list", async ({ page }, testInfo) => {
  const me = await ownPerson(OWN.suggest, testInfo);
  await signIn(page, me.phone, OWN_PASSWORD);
  const response = await page.goto("/admin/suggestions");
  expect(response?.status()).toBe(403);
  await expect(page.getByRole("heading", { name: ru.pages.forbiddenTitle })).toBeVisible();
});
