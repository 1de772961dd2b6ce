// The company's pages, JavaScript on and off: an employee reads /history; the demo administrator (an editor of
// the pages) saves a new version of a page and restores the old one from its history; on /admin/competences
// she adds a competence and moves it up. Each project edits a page of its own (js: /strategy, nojs: /updates)
// and names its competence per run, so the two never meet on one version.
import { DEMO, expect, isNoJs, richTextField, signIn, test } from "../../../../e2e/helpers";
import { messages as t } from "../messages";
import { serverMessages } from "../messages.server";

test("an employee reads the company's history", async ({ page }) => {
  await signIn(page, DEMO.employee.phone);
  await page.goto("/history");
  await expect(page.getByRole("heading", { level: 1, name: t.titles.history })).toBeVisible();
  await expect(page.getByRole("heading", { level: 2, name: "1994 — первый магазин" })).toBeVisible();
  await expect(page.getByRole("link", { name: t.edit })).toHaveCount(0);
});

test("an editor saves a new version and restores the old one", async ({ page }, testInfo) => {
  const slug = isNoJs(testInfo) ? "updates" : "strategy";
  const text = `Новая редакция ${testInfo.project.name}-${Date.now()}`;
  await signIn(page, DEMO.admin.phone);
  await page.goto(`/${slug}`);
  const original = await page.getByRole("heading", { level: 1 }).textContent();
  await page.getByRole("link", { name: t.edit }).click();

  const title = page.getByRole("textbox", { name: t.fieldTitle });
  await title.fill("");
  await page.getByRole("button", { name: t.save }).click();
  await expect(page.getByText(t.titleRequired)).toBeVisible();

  await title.fill("Новый заголовок");
  await (await richTextField(page, t.fieldBody, testInfo)).fill(text);
  await page.getByRole("button", { name: t.save }).click();
  await expect(page.getByText(serverMessages.saved)).toBeVisible();
  await expect(page.getByRole("heading", { level: 1, name: "Новый заголовок" })).toBeVisible();
  await expect(page.getByText(text)).toBeVisible();

  await page.getByRole("link", { name: t.versions }).click();
  await page.getByRole("link", { name: t.version(1), exact: true }).click();
  await page.getByRole("button", { name: t.restore }).click();
  await expect(page.getByText(serverMessages.restored(1))).toBeVisible();
  await expect(page.getByRole("heading", { level: 1, name: original ?? "" })).toBeVisible();
  await expect(page.getByText(text)).toHaveCount(0);
});

test("the administrator adds a competence and moves it up", async ({ page }, testInfo) => {
  const name = `Компетенция ${testInfo.project.name}-${Date.now()}`;
  await signIn(page, DEMO.admin.phone);
  await page.goto("/admin/competences");
  await expect(page.getByRole("heading", { level: 1, name: t.adminTitle })).toBeVisible();

  const adding = page.getByRole("region", { name: t.addTitle });
  await adding.getByRole("textbox", { name: t.fieldCompetence }).fill(name);
  await adding.getByRole("button", { name: t.add }).click();
  await expect(page.getByText(t.descriptionRequired)).toBeVisible();
  await expect(adding.getByRole("textbox", { name: t.fieldCompetence })).toHaveValue(name);
  await adding.getByRole("textbox", { name: t.fieldDescription }).fill("Описание из журнала");
  await adding.getByRole("button", { name: t.add }).click();
  await expect(page.getByText(serverMessages.competenceAdded)).toBeVisible();

  const titles = page.locator(".competence-admin__title");
  const place = async () => (await titles.allTextContents()).indexOf(name);
  const before = await place();
  expect(before).toBeGreaterThan(0);
  await page.getByRole("button", { name: t.upOf(name) }).click();
  await expect(page.getByText(serverMessages.competenceMoved)).toBeVisible();
  await expect.poll(place).toBe(before - 1);

  await page.goto("/competencies");
  await expect(page.getByRole("heading", { level: 3, name })).toBeVisible();
});
