// Achievements, JavaScript on and off: the demo administrator opens the archive tab and back, grants «Наставник
// года» to a fresh person from the grant form (an unknown person is refused under the field, the comment kept), lands
// on the award's page; the holder then finds it on her profile and opens it. A person per project and run.
import { DEMO, expect, givePassword, pickPerson, signIn, SLOTS, test } from "../../../../e2e/helpers";
import { messages as t } from "../messages";
import { serverMessages as r } from "../messages.server";

test("an administrator grants an achievement; its holder finds it on her profile", async ({ page }, testInfo) => {
  const holder = pickPerson(SLOTS.achievements, testInfo);
  const comment = `За наставничество ${testInfo.project.name}`;
  await signIn(page, DEMO.admin.phone);
  await page.goto("/achievements");
  await page.getByRole("link", { name: t.tabArchive }).click();
  await expect(page.getByRole("heading", { level: 2, name: "Лучший проект 2024" })).toBeVisible();
  await page.getByRole("link", { name: t.tabList }).click();
  await expect(page.getByRole("heading", { level: 2, name: "Наставник года" })).toBeVisible();

  await page.getByText(t.grantTitle, { exact: true }).click();
  await page.getByLabel(t.fieldKind).selectOption({ label: "Наставник года" });
  await page.getByLabel(t.fieldPerson).fill("99999999");
  await page.getByLabel(t.fieldComment).fill(comment);
  await page.getByRole("button", { name: t.grant, exact: true }).click();
  await expect(page.getByText(t.personInvalid)).toBeVisible();
  await expect(page.getByLabel(t.fieldComment)).toHaveValue(comment);

  await page.getByLabel(t.fieldPerson).fill(String(holder.id));
  await page.getByRole("button", { name: t.grant, exact: true }).click();
  await expect(page.getByText(r.granted)).toBeVisible();
  await expect(page.getByRole("heading", { level: 1, name: "Наставник года" })).toBeVisible();
  await expect(page.getByText(comment)).toBeVisible();
  const awardUrl = new URL(page.url()).pathname;
  expect(awardUrl).toMatch(new RegExp(`^/user/${holder.id}/achievement/\\d+$`));

  await page.context().clearCookies();
  await givePassword(holder, "achievements-e2e-1");
  await signIn(page, holder.phone, "achievements-e2e-1");
  await page.goto(`/user/${holder.id}`);
  await page.getByRole("link", { name: "Наставник года" }).click();
  await expect(page).toHaveURL(new RegExp(`${awardUrl}$`));
  await expect(page.getByText(comment)).toBeVisible();
});
