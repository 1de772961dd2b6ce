// Group articles, with JavaScript and without (issue #14 point 8): a member of «Бег и ЗОЖ» writes an
// article as a draft (a refusal first: no content), publishes it, an outsider-free check of the list's
// "Черновик" mark on the way, and deletes it by typing its name (a wrong name first).
import { groupArticleMessages as t } from "../app/features/groups/messages/article";
import { DEMO, expect, expectPath, richTextField, signInByPost, test, withDb } from "./helpers";

test("a member drafts, publishes and deletes an article with the typed name", async ({ page }, testInfo) => {
  test.slow();
  const name = `Интервалы на стадионе (${testInfo.project.name}, ${Date.now().toString(36)})`;
  const groupId = withDb((db) => db.prepare<[string], { id: number }>("select id from groups where name = ?").get("Бег и ЗОЖ")!.id, {
    readonly: true,
  });
  await signInByPost(page, DEMO.employee.phone);
  await page.goto(`/group/${groupId}/article`);
  await page.getByRole("link", { name: t.create }).click();
  await expectPath(page, `/group/${groupId}/article/create`);

  // No content: refused beside the field, the title kept.
  await page.getByLabel(t.fieldName).fill(name);
  await page.getByRole("button", { name: t.toDraft }).click();
  await expect(page.getByText(t.contentRequired)).toBeVisible();
  await expect(page.getByLabel(t.fieldName)).toHaveValue(name);

  await (await richTextField(page, t.fieldContent, testInfo)).fill("Восемь отрезков по 400 метров.\n\nОтдых — 200 метров трусцой.");
  await page.getByRole("button", { name: t.toDraft }).click();
  await expect(page.getByText(t.drafted)).toBeVisible();
  await expect(page.getByRole("heading", { name })).toBeVisible();
  const viewPath = new URL(page.url()).pathname;

  await page.getByRole("link", { name: t.back }).click();
  const card = page.getByRole("listitem").filter({ hasText: name });
  await expect(card.getByText(t.draft)).toBeVisible();

  await card.getByRole("link", { name }).click();
  await page.getByRole("link", { name: t.edit }).click();
  await page.getByRole("button", { name: t.publish }).click();
  await expect(page.getByText(t.published)).toBeVisible();
  await expectPath(page, viewPath);
  await expect(page.getByText("Отдых — 200 метров трусцой.")).toBeVisible();

  await page.getByRole("link", { name: t.edit }).click();
  await page.getByRole("link", { name: t.delete }).click();
  await page.getByLabel(t.deleteField).fill("Интервалы");
  await page.getByRole("button", { name: t.deleteConfirm }).click();
  await expect(page.getByText(t.deleteNameMismatch)).toBeVisible();
  await expect(page.getByLabel(t.deleteField)).toHaveAttribute("aria-invalid", "true");
  await page.getByLabel(t.deleteField).fill(name);
  await page.getByRole("button", { name: t.deleteConfirm }).click();
  await expect(page.getByText(t.deleted)).toBeVisible();
  await expectPath(page, `/group/${groupId}/article`);
  await expect(page.getByRole("link", { name })).toHaveCount(0);
});
