// Карта клуба, JavaScript on and off: the demo administrator adds an item (a too long title is refused and
// stays typed); an employee reads the demo items and has no form. Items are named per project and run.
import { DEMO, expect, signIn, test } from "../../../../e2e/helpers";
import { messages as t } from "../messages";
import { serverMessages } from "../messages.server";

test("an administrator adds an item: a too long title is refused and stays typed", async ({ page }, testInfo) => {
  const title = `Запись ${testInfo.project.name}-${Date.now()}`;
  await signIn(page, DEMO.admin.phone);
  await page.goto("/club-card");
  await expect(page.getByRole("heading", { level: 1, name: t.title })).toBeVisible();

  const field = page.getByRole("textbox", { name: t.fieldTitle });
  const tooLong = "Д".repeat(201);
  await field.fill(tooLong);
  await page.getByRole("button", { name: t.add, exact: true }).click();
  await expect(page.getByText(t.titleTooLong)).toBeVisible();
  await expect(field).toHaveValue(tooLong);

  await field.fill(title);
  await page.getByRole("button", { name: t.add, exact: true }).click();
  await expect(page.getByText(serverMessages.created)).toBeVisible();
  await expect(page.getByRole("listitem").filter({ hasText: title })).toBeVisible();
});

test("an employee reads the demo items and has no form", async ({ page }) => {
  await signIn(page, DEMO.employee.phone);
  await page.goto("/club-card");
  await expect(page.getByRole("listitem").filter({ hasText: "Вторая запись раздела" })).toBeVisible();
  await expect(page.getByRole("textbox", { name: t.fieldTitle })).toHaveCount(0);
});
