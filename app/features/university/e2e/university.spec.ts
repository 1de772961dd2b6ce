// The corporate university, JavaScript on and off: the demo administrator adds a literature item with a link (an
// address that is not one is refused first and stays typed), it appears in the list; an employee filters the
// literature by topic and sees only that topic's items. Items are named per project and run.
import { DEMO, expect, signIn, test } from "../../../../e2e/helpers";
import { messages as t } from "../messages";
import { serverMessages as r } from "../messages.server";

test("an administrator adds a literature item with a link; it appears in the list", async ({ page }, testInfo) => {
  const title = `Книга ${testInfo.project.name}-${Date.now()}`;
  await signIn(page, DEMO.admin.phone);
  await page.goto("/university/literature");
  await page.getByRole("link", { name: t.addItem }).click();
  await expect(page.getByRole("heading", { level: 1, name: t.createItemTitle })).toBeVisible();

  await page.getByLabel(t.fieldTitle).fill(title);
  await page.getByLabel(t.fieldAuthor).fill("Пётр Проверкин");
  await page.getByLabel(t.fieldTopic).fill("Проверки");
  const link = page.getByLabel(t.fieldLink);
  await link.fill("javascript:alert(1)");
  await page.getByRole("button", { name: t.save }).click();
  await expect(page.getByText(t.linkInvalid)).toBeVisible();
  await expect(page.getByLabel(t.fieldTitle)).toHaveValue(title);

  await page.getByLabel(t.fieldLink).fill("https://example.org/book");
  await page.getByRole("button", { name: t.save }).click();
  await expect(page.getByText(r.itemCreated)).toBeVisible();
  const card = page.getByRole("listitem").filter({ hasText: title });
  await expect(card).toBeVisible();
  await expect(card.getByRole("link", { name: t.openLink })).toHaveAttribute("href", "https://example.org/book");
});

test("an employee filters the literature by topic", async ({ page }) => {
  await signIn(page, DEMO.employee.phone);
  await page.goto("/university/literature");
  await expect(page.getByRole("link", { name: t.addItem })).toHaveCount(0);
  await page.getByRole("navigation", { name: t.topicsLabel }).getByRole("link", { name: "Лидерство", exact: true }).click();
  await expect(page).toHaveURL(/topic=/);
  await expect(page.getByRole("listitem").filter({ hasText: "Пять пороков команды" })).toBeVisible();
  await expect(page.getByRole("listitem").filter({ hasText: "Переговоры без поражения" })).toHaveCount(0);
});
