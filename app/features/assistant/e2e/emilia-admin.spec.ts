// /admin/emilia, JavaScript on and off: the demo administrator opens «Эмилия» from the admin area, uploads a
// picture of her own (a refused file first, shown beside the form), opens its phrases, adds one in the editor
// (a textarea without JavaScript), edits and deletes it, and deletes the picture. The demo's own image stays, so
// the other journeys' banner is what it was.
import { DEMO, expect, expectNoSeriousA11yViolations, richTextField, signInByPost, test } from "../../../../e2e/helpers";
import { messages as t } from "../messages";
import { toasts } from "../messages.server";

// A 2×2 PNG (red), and a GIF the portal refuses.
const PNG = Buffer.from(
  "iVBORw0KGgoAAAANSUhEUgAAAAIAAAACCAIAAAD91JpzAAAAFklEQVR4nGP8z8DAwMDAxMDAwMDAAAANHQEDasKb6QAAAABJRU5ErkJggg==",
  "base64",
);
const GIF = Buffer.from("R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7", "base64");

test("an administrator uploads a picture, writes, edits and deletes its phrase, and deletes it", async ({ page }, testInfo) => {
  const words = `Фраза ${testInfo.project.name}-${Date.now()}`;
  await signInByPost(page, DEMO.admin.phone);
  await page.goto("/admin");
  await page.getByRole("link", { name: new RegExp(t.title) }).click();
  await expect(page.getByRole("heading", { level: 1, name: t.title })).toBeVisible();

  const file = page.getByLabel(t.fileLabel);
  await file.setInputFiles({ name: "x.gif", mimeType: "image/gif", buffer: GIF });
  await page.getByRole("button", { name: t.upload }).click();
  await expect(page.getByText("Недопустимый формат файла. Допустимые форматы: jpeg, jpg, png, webp")).toBeVisible();
  await page.getByLabel(t.fileLabel).setInputFiles({ name: "эмилия.png", mimeType: "image/png", buffer: PNG });
  await page.getByRole("button", { name: t.upload }).click();
  await expect(page.getByText(toasts.imageAdded)).toBeVisible();
  const card = page.locator("li.emilia-image").last();
  const id = Number((await card.getAttribute("id"))!.replace("image-", ""));
  await expectNoSeriousA11yViolations(page);

  await card.getByRole("link", { name: t.openPhrases }).click();
  await expect(page.getByRole("heading", { level: 1, name: t.phrasesTitle(id) })).toBeVisible();
  await (await richTextField(page, t.fieldPhrase, testInfo)).fill(words);
  await page.getByRole("button", { name: t.save }).click();
  await expect(page.getByText(toasts.phraseAdded)).toBeVisible();
  await expect(page.locator(".emilia-phrase").getByText(words)).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  await page.getByRole("link", { name: `${t.editPhrase} 1` }).click();
  const edited = `${words} (изменена)`;
  await (await richTextField(page, t.fieldPhraseEdit, testInfo)).fill(edited);
  await page.locator(".emilia-phrase").getByRole("button", { name: t.save }).click();
  await expect(page.getByText(toasts.phraseSaved)).toBeVisible();
  await expect(page.locator(".emilia-phrase").getByText(edited)).toBeVisible();
  await page.getByRole("button", { name: t.deletePhraseOf(1) }).click();
  await expect(page.getByText(t.noPhrases)).toBeVisible();

  await page.getByRole("link", { name: t.backToImages }).click();
  // Deleting asks first: the link shows the confirming form in the image's place.
  await page.getByRole("link", { name: t.deleteImageOf(id) }).click();
  await expect(page.locator(`#image-${id}`)).toContainText(t.deleteImageConfirmText(id, 0));
  await page.locator(`#image-${id}`).getByRole("button", { name: t.deleteImageConfirm }).click();
  await expect(page.getByText(toasts.imageDeleted)).toBeVisible();
  await expect(page.locator(`#image-${id}`)).toHaveCount(0);
});
