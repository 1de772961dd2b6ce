// The rights pages in the browser, with JavaScript and without: the administrator opens «Права доступа» from
// the admin area, opens a group, finds a person with the finder (its dropdown, or «Найти» by GET), grants the
// group, sees the grant and the person among its holders, and revokes it. Each project grants its own group to
// a person of its own, so the two runs never change one group at once.
import { DEMO, expect, isNoJs, namesOf, pickPerson, ru, signInByPost, SLOTS, test } from "../../../../e2e/helpers";
import { rights as t } from "../messages";

test("the administrator grants a role group to a person found with the finder, and revokes it", async ({ page }, testInfo) => {
  const noJs = isNoJs(testInfo);
  const person = pickPerson(SLOTS.rightsGrantee, testInfo);
  const { surname, fullName } = namesOf(person);
  const group = noJs ? "Вакансии" : "Стикеры";

  await signInByPost(page, DEMO.admin.phone);
  await page.goto("/admin");
  await page.getByRole("link", { name: t.title }).click();
  await page.getByRole("main").getByRole("link", { name: group, exact: true }).click();
  await expect(page.getByRole("heading", { level: 1, name: group })).toBeVisible();

  if (noJs) {
    await page.getByRole("searchbox", { name: ru.finder.queryLabel(t.who) }).fill(`${surname} ${person.name}`);
    await page.getByRole("group", { name: t.who }).getByRole("button", { name: ru.finder.find }).click();
    await page.getByRole("radio", { name: new RegExp(fullName) }).check();
  } else {
    const finder = page.getByRole("combobox", { name: t.who });
    await finder.pressSequentially(`${surname} ${person.name}`);
    await page.getByRole("option", { name: new RegExp(fullName) }).click();
    await expect(page.getByRole("button", { name: ru.finder.remove(fullName) })).toBeVisible();
  }
  await page.getByRole("button", { name: t.grant }).click();
  await expect(page.getByText(t.granted)).toBeVisible();
  const grants = page.getByRole("table", { name: t.grants });
  await expect(grants.getByRole("rowheader", { name: fullName })).toBeVisible();
  await expect(page.getByRole("table", { name: t.holders }).getByRole("link", { name: fullName })).toBeVisible();

  await page.getByRole("button", { name: t.revokeLabel(fullName) }).click();
  await expect(page.getByText(t.revoked)).toBeVisible();
  await expect(page.getByRole("button", { name: t.revokeLabel(fullName) })).toHaveCount(0);
});
