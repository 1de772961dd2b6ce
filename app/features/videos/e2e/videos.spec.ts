// Видео, JavaScript on and off: the demo administrator uploads a real little MP4 with no title (refused in
// Russian, the file kept attached), names it and sees «Видео обрабатывается»; changes it to a YouTube link and
// deletes it. Titles are named per project and run.
import { DEMO, expect, signIn, test } from "../../../../e2e/helpers";
import { testVideo } from "../../../platform/files/tests/video-fixture";
import { messages as t } from "../messages";
import { serverMessages } from "../messages.server";

test("an editor uploads a video, fixes a refused form, links it and deletes it", async ({ page }, testInfo) => {
  const title = `Видео ${testInfo.project.name}-${Date.now()}`;
  await signIn(page, DEMO.admin.phone);
  await page.goto("/gallery/videos");
  await expect(page.getByRole("heading", { level: 1, name: t.title })).toBeVisible();
  await page.getByRole("link", { name: t.add }).click();
  await expect(page.getByRole("heading", { level: 1, name: t.createTitle })).toBeVisible();

  await page.getByLabel(t.fieldDescription).fill("Описание из журнала");
  await page.getByLabel(t.fieldFile).setInputFiles({ name: "clip.mp4", mimeType: "video/mp4", buffer: testVideo("mp4") });
  // The title's `required` would stop the browser: the server's own refusal is what this checks.
  await page.getByLabel(t.fieldTitle).evaluate((input) => input.removeAttribute("required"));
  await page.getByRole("button", { name: t.create }).click();
  await expect(page.getByText(t.titleRequired)).toBeVisible();
  await expect(page.getByLabel(t.fieldDescription)).toHaveValue("Описание из журнала");
  await expect(page.getByText(t.fileCurrent("clip.mp4"))).toBeVisible();

  await page.getByLabel(t.fieldTitle).fill(title);
  await page.getByRole("button", { name: t.create }).click();
  await expect(page.getByText(serverMessages.created)).toBeVisible();
  const card = page.getByRole("article", { name: title });
  await expect(card.getByText(t.processing)).toBeVisible();

  await card.getByRole("link", { name: `${t.edit}: ${title}` }).click();
  await page.getByLabel(t.fieldLink).fill("https://youtu.be/dQw4w9WgXcQ");
  await page.getByRole("button", { name: t.save }).click();
  await expect(page.getByText(serverMessages.saved)).toBeVisible();
  await expect(page.getByRole("article", { name: title }).getByRole("link", { name: t.openLink })).toBeVisible();

  await page
    .getByRole("article", { name: title })
    .getByRole("link", { name: `${t.edit}: ${title}` })
    .click();
  await page.getByRole("button", { name: t.deleteButton }).click();
  await expect(page.getByText(serverMessages.deleted)).toBeVisible();
  await expect(page.getByRole("article", { name: title })).toHaveCount(0);
});
