// Активности, JavaScript on and off: a fresh person opens the demo's online lecture from the list, signs up, sees
// that she is a participant and on the list of who is going, then withdraws and may sign up again. A person per
// project and run (slot SLOTS.activities).
import { expect, givePassword, namesOf, pickPerson, signIn, SLOTS, test } from "../../../../e2e/helpers";
import { messages as t } from "../messages";
import { serverMessages as r } from "../messages.server";

const LECTURE = "Онлайн-лекция: тайм-менеджмент";
const PASSWORD = "activities-e2e-1";

test("a person signs up for an activity, sees her status, and withdraws", async ({ page }, testInfo) => {
  const person = pickPerson(SLOTS.activities, testInfo);
  await givePassword(person, PASSWORD);
  await signIn(page, person.phone, PASSWORD);
  await page.goto("/activities");
  await expect(page.getByRole("heading", { level: 1, name: t.title })).toBeVisible();
  await page.getByRole("link", { name: LECTURE }).click();
  await expect(page.getByRole("heading", { level: 1, name: LECTURE })).toBeVisible();

  await page.getByRole("button", { name: t.join, exact: true }).click();
  await expect(page.getByText(r.joined)).toBeVisible();
  await expect(page.getByRole("status").filter({ hasText: t.youGo })).toBeVisible();
  await page.getByRole("link", { name: t.usersLink }).click();
  await expect(page.getByRole("link", { name: namesOf(person).fullName })).toBeVisible();

  await page.goBack();
  await page.getByRole("button", { name: t.leave }).click();
  await expect(page.getByText(r.left)).toBeVisible();
  await expect(page.getByRole("button", { name: t.join, exact: true })).toBeVisible();
});
