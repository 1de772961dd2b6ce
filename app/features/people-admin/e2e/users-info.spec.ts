// The people page in the browser, with JavaScript and without: the administrator opens «Сотрудники» from the
// admin area, finds a person by name among the active ones (the demo has namesakes: her row links to her profile), opens her block form, is told a reason is needed,
// blocks her with one, sees «Заблокирован» in her row, and unblocks her. Each project blocks its own person.
import { DEMO, expect, namesOf, pickPerson, signInByPost, SLOTS, test } from "../../../../e2e/helpers";
import { peopleAdmin as t } from "../messages";

test("the administrator finds a person, blocks her with a reason and unblocks her", async ({ page }, testInfo) => {
  const person = pickPerson(SLOTS.peopleAdmin, testInfo);
  const { surname, fullName } = namesOf(person);

  await signInByPost(page, DEMO.admin.phone);
  await page.goto("/admin");
  await page.getByRole("link", { name: `${t.title} ${t.hint}` }).click();
  await expect(page.getByRole("heading", { level: 1, name: t.title })).toBeVisible();

  await page.getByRole("searchbox", { name: t.query }).fill(`${surname} ${person.name}`);
  await page.getByRole("combobox", { name: t.state }).selectOption("active");
  await page.getByRole("button", { name: t.show }).click();
  const people = page.getByRole("table", { name: t.people });
  // The demo has namesakes: her row is the one that links to her profile.
  const row = people.getByRole("row").filter({ has: page.locator(`a[href="/user/${person.id}"]`) });
  await expect(row).toHaveCount(1);
  await expect(row.getByRole("cell", { name: new RegExp(`^${t.active}`) })).toBeVisible();

  await row.getByRole("link", { name: t.blockLabel(fullName) }).click();
  await expect(page.getByRole("heading", { level: 2, name: t.blockTitle(fullName) })).toBeVisible();
  await page.getByRole("button", { name: t.block, exact: true }).click();
  await expect(page.getByText(t.reasonRequired)).toBeVisible();
  await page.getByRole("textbox", { name: t.reason }).fill("Увольнение по собственному желанию");
  await page.getByRole("button", { name: t.block, exact: true }).click();
  await expect(page.getByText(t.blockedToast(fullName))).toBeVisible();
  // The list keeps its filter: she is no longer among the active ones.
  await expect(row).toHaveCount(0);

  await page.getByRole("combobox", { name: t.state }).selectOption("all");
  await page.getByRole("button", { name: t.show }).click();
  await expect(row.getByRole("cell", { name: new RegExp(`^${t.blocked}`) })).toBeVisible();
  await row.getByRole("link", { name: t.unblockLabel(fullName) }).click();
  await page.getByRole("textbox", { name: t.reason }).fill("Вернулась на работу");
  await page.getByRole("button", { name: t.unblock, exact: true }).click();
  await expect(page.getByText(t.unblockedToast(fullName))).toBeVisible();
  await expect(row.getByRole("cell", { name: new RegExp(`^${t.active}`) })).toBeVisible();
});
