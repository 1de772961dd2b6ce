// The best in profession, JavaScript on and off: the demo employee reads the latest year, switches years by their
// tabs and filters by region (a GET form); the demo administrator adds a winner (the demo employee, found with the
// finder) in a profession named per project and run, sees her in the year, and deletes her after the
// confirmation page.
import { DEMO, expect, isNoJs, ru, signInByPost, test } from "../../../../e2e/helpers";
import { messages as t } from "../messages";
import { serverMessages as r } from "../messages.server";

const WINNER = "Иванова Мария Петровна";

test("an employee reads the years as tabs and filters by region", async ({ page }) => {
  await signInByPost(page, DEMO.employee.phone);
  await page.goto("/professional");
  await expect(page.getByRole("heading", { level: 1, name: t.title })).toBeVisible();
  const tabs = page.getByRole("navigation", { name: t.years }).getByRole("link");
  await expect(tabs.first()).toHaveAttribute("aria-current", "page");
  await tabs.nth(1).click();
  await expect(tabs.nth(1)).toHaveAttribute("aria-current", "page");
  await page.getByRole("combobox", { name: t.region }).selectOption("Москва");
  await page.getByRole("button", { name: t.show }).click();
  await expect(page).toHaveURL(/region=/);
  await expect(page.getByRole("status")).toHaveText(t.winners(4));
  await expect(page.getByRole("link", { name: t.addWinner })).toHaveCount(0);
});

test("an administrator adds a winner with the finder and deletes her", async ({ page }, testInfo) => {
  const profession = `Мастер ${testInfo.project.name}-${Date.now()}`;
  await signInByPost(page, DEMO.admin.phone);
  await page.goto("/professional");
  await page.getByRole("link", { name: t.addWinner }).click();
  await page.getByRole("textbox", { name: t.fieldProfession }).fill(profession);
  await page.getByRole("textbox", { name: t.fieldRegion }).fill("Тула");
  await page.getByRole("combobox", { name: t.fieldPlace }).selectOption("1");
  if (isNoJs(testInfo)) {
    await page.getByRole("searchbox", { name: ru.finder.queryLabel(t.fieldPerson) }).fill("Иванова Мария");
    await page.getByRole("group", { name: t.fieldPerson }).getByRole("button", { name: ru.finder.find }).click();
    await page.getByRole("radio", { name: new RegExp(WINNER) }).check();
    await expect(page.getByRole("textbox", { name: t.fieldProfession })).toHaveValue(profession);
  } else {
    await page.getByRole("combobox", { name: t.fieldPerson }).pressSequentially("Иванова Мария");
    await page.getByRole("option", { name: new RegExp(WINNER) }).click();
  }
  await page.getByRole("button", { name: t.save }).click();
  await expect(page.getByText(r.winnerSaved)).toBeVisible();
  const section = page.getByRole("region", { name: profession });
  await expect(section.getByRole("link", { name: WINNER })).toBeVisible();
  await section.getByRole("link", { name: t.edit }).click();
  await page.getByRole("link", { name: t.remove }).click();
  await expect(page.getByRole("heading", { level: 1, name: t.removeWinnerTitle })).toBeVisible();
  await page.getByRole("button", { name: t.confirmRemove }).click();
  await expect(page.getByText(r.winnerRemoved)).toBeVisible();
  await expect(page.getByRole("region", { name: profession })).toHaveCount(0);
});
