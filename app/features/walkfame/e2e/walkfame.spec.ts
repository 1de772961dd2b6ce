// The hall of fame, JavaScript on and off: the demo administrator creates a board (a blank title is refused,
// what was typed stays), puts a seeded colleague on it with the finder (its dropdown, or «Найти» by GET) and the
// story of why, opens her page, and deletes the board after its confirmation page.
import { DEMO, expect, isNoJs, namesOf, pickPerson, ru, signInByPost, SLOTS, test } from "../../../../e2e/helpers";
import { messages as t } from "../messages";
import { serverMessages as r } from "../messages.server";

test("an administrator makes a board, puts a colleague on it with her story, and deletes it", async ({ page }, testInfo) => {
  const noJs = isNoJs(testInfo);
  const person = pickPerson(SLOTS.walkfame, testInfo);
  const { surname, fullName } = namesOf(person);
  const title = `Доска ${testInfo.project.name}-${Date.now()}`;

  await signInByPost(page, DEMO.admin.phone);
  await page.goto("/walkfame");
  await page.getByRole("link", { name: t.create }).click();
  await page.getByRole("textbox", { name: t.fieldTitle }).fill("   ");
  await page.getByRole("textbox", { name: t.fieldDescription }).fill("Лучшие из лучших");
  await page.getByRole("button", { name: t.save }).click();
  await expect(page.getByText(t.titleRequired)).toBeVisible();
  await expect(page.getByRole("textbox", { name: t.fieldDescription })).toHaveValue("Лучшие из лучших");
  await page.getByRole("textbox", { name: t.fieldTitle }).fill(title);
  await page.getByRole("button", { name: t.save }).click();
  await expect(page.getByRole("heading", { level: 1, name: title })).toBeVisible();
  await expect(page.getByText(r.boardCreated)).toBeVisible();

  await page.getByRole("link", { name: t.addPerson }).click();
  await page.getByRole("textbox", { name: t.fieldStory }).fill("За то, что всегда приходит на помощь");
  if (noJs) {
    await page.getByRole("searchbox", { name: ru.finder.queryLabel(t.fieldPerson) }).fill(`${surname} ${person.name}`);
    await page.getByRole("group", { name: t.fieldPerson }).getByRole("button", { name: ru.finder.find }).click();
    await page.getByRole("radio", { name: new RegExp(fullName) }).check();
    await expect(page.getByRole("textbox", { name: t.fieldStory })).toHaveValue("За то, что всегда приходит на помощь");
  } else {
    await page.getByRole("combobox", { name: t.fieldPerson }).pressSequentially(`${surname} ${person.name}`);
    await page.getByRole("option", { name: new RegExp(fullName) }).click();
  }
  await page.getByRole("button", { name: t.save }).click();
  await expect(page.getByRole("heading", { level: 1, name: fullName })).toBeVisible();
  await expect(page.getByText("За то, что всегда приходит на помощь")).toBeVisible();

  await page.getByRole("link", { name: title }).click();
  // The board's page, by its title: the person's page links her name too, so that alone did not say the
  // navigation had ended (its «Изменить» then edited her, not the board).
  await expect(page.getByRole("heading", { level: 1, name: title })).toBeVisible();
  await expect(page.getByRole("link", { name: fullName })).toBeVisible();
  await page.getByRole("link", { name: t.edit, exact: true }).click();
  await page.getByRole("link", { name: t.remove }).click();
  await expect(page.getByRole("heading", { level: 1, name: t.removeBoardTitle })).toBeVisible();
  await page.getByRole("button", { name: t.confirmRemove }).click();
  await expect(page.getByText(r.boardRemoved)).toBeVisible();
  await expect(page.getByRole("link", { name: title })).toHaveCount(0);
});
