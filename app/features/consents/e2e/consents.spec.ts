// The consents page in the browser, with JavaScript and without: the administrator opens «Согласия на обработку
// данных» from the admin area, finds the demo editor's consent by name (the GET form), and opens his page with the
// version he accepted and its text folded. Nothing is published here: the journeys share one server, and a new
// version would send every other journey to /consent (re-acceptance is tested in tests/consents-pages.test.ts).
import { DEMO, expect, signInByPost, test } from "../../../../e2e/helpers";
import { consents as t } from "../messages";

test("the administrator finds a person's consent by name and opens her consents", async ({ page }) => {
  await signInByPost(page, DEMO.admin.phone);
  await page.goto("/admin");
  await page.getByRole("link", { name: `${t.title} ${t.hint}` }).click();
  await expect(page.getByRole("heading", { level: 1, name: t.title })).toBeVisible();

  await page.getByRole("searchbox", { name: t.query }).fill("Кузнецов Олег");
  await page.getByRole("button", { name: t.show }).click();
  await expect(page).toHaveURL(/query=/);
  // The demo editor (user 2) registered with version 1; the generated directory may have namesakes.
  const link = page.getByRole("table", { name: t.list }).locator('a[href="/admin/personal-accept/2"]');
  await expect(link).toHaveCount(1);
  await link.click();

  await expect(page.getByRole("heading", { level: 1, name: t.personTitle("Кузнецов Олег Игоревич") })).toBeVisible();
  await expect(page.getByRole("heading", { level: 2, name: t.versionLabel(1) })).toBeVisible();
  await page.getByText(t.showText(1)).click();
  await expect(page.getByText(/152-ФЗ/)).toBeVisible();
});
