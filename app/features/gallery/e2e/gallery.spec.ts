// The gallery, JavaScript on and off (issue #36): the demo administrator (an editor of the gallery) makes a
// company album from /gallery, uploads two JPEGs and looks through them — with JavaScript in the image viewer
// (→, ←, Esc; the address follows the photo), without it on the photo's page with its «Следующая» link — and
// captions one on the edit page; an employee finds the album on /gallery, its photos on /media, and no
// «Создать альбом». Each project names its own album.
import path from "node:path";
import sharp from "sharp";
import { DEMO, expect, isNoJs, ru, signIn, test } from "../../../../e2e/helpers";
import { messages as t } from "../messages";

// The album pages' strings are the albums' (through ru, which composes the messages files).
const ta = ru.groupAlbums;

async function twoJpegs(dir: string): Promise<string[]> {
  return Promise.all(
    [
      { r: 61, g: 90, b: 128 },
      { r: 238, g: 108, b: 77 },
    ].map(async (background, i) => {
      const file = path.join(dir, `gallery-${i + 1}.jpg`);
      await sharp({ create: { width: 640, height: 427, channels: 3, background } })
        .jpeg()
        .toFile(file);
      return file;
    }),
  );
}

test("an editor makes an album, uploads, looks through and captions it; an employee finds it on /gallery and /media", async ({
  browser,
  page,
}, testInfo) => {
  test.slow();
  const albumName = `Субботник (${testInfo.project.name}, ${Date.now().toString(36)})`;
  const files = await twoJpegs(testInfo.outputPath());
  const caption = `Покраска скамеек (${testInfo.project.name})`;
  await signIn(page, DEMO.admin.phone);
  await page.goto("/gallery");
  await expect(page.getByRole("heading", { level: 1, name: t.title })).toBeVisible();
  await page.getByRole("main").getByRole("link", { name: ta.create }).click();
  const main = page.getByRole("main");
  await main.getByRole("button", { name: ta.createSubmit }).click();
  await expect(main.getByText(ta.nameRequired)).toBeVisible();
  await main.getByRole("textbox", { name: ta.fieldName, exact: true }).fill(albumName);
  await main.getByRole("button", { name: ta.createSubmit }).click();
  await expect(page.getByText(ta.created)).toBeVisible();
  await expect(page).toHaveURL(/\/gallery\/photos\/\d+$/);
  const albumUrl = new URL(page.url()).pathname;

  await main.getByLabel(ta.upload).setInputFiles(files);
  await main.getByRole("button", { name: ta.uploadSubmit }).click();
  await expect(page.getByText(ta.uploaded(2))).toBeVisible();
  await expect(main.locator("img.album-thumb")).toHaveCount(2);

  await main.getByRole("link", { name: ta.photoAlt(1) }).click();
  if (isNoJs(testInfo)) {
    // The photo's page: the next one by its link.
    await expect(page).toHaveURL(/\?photo=\d+$/);
    await page.getByRole("link", { name: new RegExp(ta.next) }).click();
    await expect(page.getByRole("link", { name: new RegExp(ta.previous) })).toBeVisible();
  } else {
    // The viewer over the album: → and ← move, Esc closes, the address follows the photo.
    const viewer = page.getByRole("dialog", { name: ta.viewer });
    await expect(viewer).toBeVisible();
    await expect(page).toHaveURL(/#p0_i\d+$/);
    const first = new URL(page.url()).hash;
    await page.keyboard.press("ArrowRight");
    await expect(page).not.toHaveURL(new RegExp(`${first}$`));
    await page.keyboard.press("ArrowLeft");
    await expect(page).toHaveURL(new RegExp(`${first}$`));
    await page.keyboard.press("Escape");
    await expect(viewer).toBeHidden();
    // Closed, the address names no photo (the dialog's close event, a moment after it hides).
    await expect(page).not.toHaveURL(/#p\d+_i\d+$/);
    // Opened again by the address's hash.
    await page.goto(`${albumUrl}${first}`);
    await expect(viewer).toBeVisible();
  }

  await page.goto(`${albumUrl}/edit`);
  await page.getByLabel(t.captionOf(1)).fill(caption);
  await page.getByRole("button", { name: t.saveCaptions }).click();
  await expect(page.getByText(t.captionsSaved)).toBeVisible();

  // An employee reads: the landing names the album, /media shows its photos, nobody offers her to create one.
  const context = await browser.newContext();
  const reader = await context.newPage();
  await signIn(reader, DEMO.employee.phone);
  await reader.goto("/gallery");
  await expect(reader.getByRole("link", { name: new RegExp(albumName.replace(/[()]/g, "\\$&")) })).toBeVisible();
  await expect(reader.getByRole("link", { name: ta.create })).toHaveCount(0);
  await reader.goto("/media");
  await expect(reader.getByRole("heading", { level: 1, name: t.mediaTitle })).toBeVisible();
  await expect(reader.getByRole("img", { name: caption })).toBeVisible();
  await context.close();
});
