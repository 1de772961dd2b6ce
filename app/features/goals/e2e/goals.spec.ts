// Development goals, JavaScript on and off: a seeded colleague sets herself a goal (a blank title is refused and
// what was typed stays), records progress and asks in the thread; the administrator (HR) opens her page, answers
// and approves the goal; a colleague who is not her manager gets the 403 page.
import { DEMO, expect, givePassword, namesOf, pickPerson, signedInPage, signInByPost, SLOTS, test } from "../../../../e2e/helpers";
import { messages as t } from "../messages";
import { serverMessages as r } from "../messages.server";

const PASSWORD = "goals-e2e-1";

test("a person sets and tracks her goal; HR answers and approves; a colleague may not look", async ({ page, browser }, testInfo) => {
  const person = pickPerson(SLOTS.goals, testInfo);
  await givePassword(person, PASSWORD);
  const title = `Цель ${testInfo.project.name}-${Date.now()}`;

  await signInByPost(page, person.phone, PASSWORD);
  await page.goto("/ltr");
  await expect(page.getByRole("heading", { level: 1, name: t.title })).toBeVisible();
  await page.getByRole("textbox", { name: t.fieldDescription }).fill("Восемь занятий");
  await page.getByRole("button", { name: t.add }).click();
  await expect(page.getByText(t.titleRequired)).toBeVisible();
  await expect(page.getByRole("textbox", { name: t.fieldDescription })).toHaveValue("Восемь занятий");
  await page.getByRole("textbox", { name: t.fieldTitle, exact: true }).fill(title);
  await page.getByLabel(t.fieldDue).fill(`${new Date().getUTCFullYear()}-12-20`);
  await page.getByRole("button", { name: t.add }).click();
  await expect(page.getByText(r.created)).toBeVisible();

  const goal = page.getByRole("article", { name: title });
  await goal.getByRole("spinbutton", { name: t.fieldProgress }).fill("40");
  await goal.getByRole("textbox", { name: t.fieldNote }).fill("Два занятия пройдены");
  await goal.getByRole("button", { name: t.saveProgress }).click();
  await expect(goal.getByText(t.progress(40))).toBeVisible();
  await goal.getByRole("textbox", { name: t.fieldComment }).fill("Можно ли перенести срок?");
  await goal.getByRole("button", { name: t.sendComment }).click();
  await expect(goal.getByText("Можно ли перенести срок?")).toBeVisible();

  const hr = await signedInPage(browser, DEMO.admin.phone);
  await hr.goto(`/ltr/user/${person.id}`);
  await expect(hr.getByRole("heading", { level: 1, name: t.personTitle(namesOf(person).fullName) })).toBeVisible();
  const seen = hr.getByRole("article", { name: title });
  await seen.getByRole("textbox", { name: t.fieldComment }).fill("Да, до конца месяца");
  await seen.getByRole("button", { name: t.sendComment }).click();
  await expect(seen.getByText("Да, до конца месяца")).toBeVisible();
  await seen.getByRole("button", { name: t.approve }).click();
  await expect(hr.getByText(r.approved)).toBeVisible();
  await expect(seen.getByRole("button", { name: t.approve })).toHaveCount(0);

  const colleague = await signedInPage(browser, DEMO.editor.phone);
  const refused = await colleague.goto(`/ltr/user/${person.id}`);
  expect(refused?.status()).toBe(403);
  await expect(colleague.getByText(r.forbiddenRead)).toBeVisible();
  await Promise.all([hr.context().close(), colleague.context().close()]);
});
