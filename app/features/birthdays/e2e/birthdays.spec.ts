// Birthdays, JavaScript on and off: a person of her own opens /birthday, today's first congratulation of the demo
// and sends a wish (a blank one refused first); the demo administrator edits the career poster template (an
// unknown placeholder refused by name, then saved).
import { DEMO, expect, givePassword, pickPerson, signIn, SLOTS, test } from "../../../../e2e/helpers";
import { messages as t } from "../messages";
import { serverMessages as r } from "../messages.server";

test("a colleague opens a congratulation from /birthday and sends a wish", async ({ page }, testInfo) => {
  const me = pickPerson(SLOTS.birthdays, testInfo);
  await givePassword(me, "birthdays-e2e-1");
  await signIn(page, me.phone, "birthdays-e2e-1");
  await page.goto("/birthday");
  await expect(page.getByRole("heading", { level: 1, name: t.title })).toBeVisible();
  await page.getByRole("link", { name: t.tabs.week }).click();
  await expect(page.getByRole("link", { name: t.tabs.week })).toHaveAttribute("aria-current", "page");
  await page.getByRole("link", { name: t.tabs.today }).click();
  await page.getByRole("link", { name: t.congratulate }).first().click();
  await expect(page.locator("img.birthdays-poster")).toBeVisible();
  const wish = `Счастья! ${testInfo.project.name}-${Date.now()}`;
  await page.getByRole("textbox", { name: t.wishLabel }).fill(wish);
  await page.getByRole("button", { name: t.wishSend }).click();
  await expect(page.getByText(r.wishSaved)).toBeVisible();
  await expect(page.getByText(wish)).toBeVisible();
  await expect(page.getByText(t.wishDone)).toBeVisible();
});

test("an administrator edits the career poster template", async ({ page }, testInfo) => {
  await signIn(page, DEMO.admin.phone);
  await page.goto("/admin/poster/career");
  const field = page.getByRole("textbox", { name: t.posterText });
  await field.fill("Ура, {name} и {xyz}");
  await page.getByRole("button", { name: t.posterSave }).click();
  await expect(page.getByText(r.unknownPlaceholder("xyz"))).toBeVisible();
  await expect(field).toHaveValue("Ура, {name} и {xyz}");
  const text = `С повышением, {name}! ${testInfo.project.name}`;
  await field.fill(text);
  await page.getByRole("button", { name: t.posterSave }).click();
  await expect(page.getByText(r.posterSaved)).toBeVisible();
  await expect(field).toHaveValue(text);
});
