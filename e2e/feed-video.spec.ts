// A video uploaded from the composer (issue #12 point 4): the post says «Видео обрабатывается» until the
// server's worker (every 5 s, with ffmpeg) has converted it; then the post shows a player with the poster
// and the duration, and the player plays the converted MP4 (with JavaScript; without it the MP4 is served).
import fs from "node:fs";
import path from "node:path";
import { feedMessages as t } from "../app/features/feed/messages";
import { testVideo } from "../app/platform/files/tests/video-fixture";
import { DEMO, expect, isNoJs, ru, signIn, signInByPost, test } from "./helpers";

test("a video from the composer is «Видео обрабатывается», then a player that plays it", async ({ page }, testInfo) => {
  test.slow(); // a conversion by the server's timer
  const title = `Видео с открытия магазина (${testInfo.project.name} ${Date.now().toString(36)})`;
  await signIn(page, DEMO.editor.phone);
  await page.locator("#composer > summary").click();
  const composer = page.getByRole("form", { name: t.composerTitle });
  await composer.getByLabel(t.fieldTitle).fill(title);
  await composer.getByLabel(t.fieldText).fill("Как прошло открытие: две секунды праздника.");
  await composer.getByText(t.moreEditor).click();
  await composer.getByLabel(t.fieldVideos).setInputFiles({ name: "Открытие.mp4", mimeType: "video/mp4", buffer: testVideo("mp4") });
  await composer.getByRole("button", { name: t.publish }).click();

  const post = page.locator("article", { has: page.getByRole("heading", { name: title }) });
  await expect(post.getByText(t.videoProcessing)).toBeVisible();
  await expect(post.locator("video")).toHaveCount(0);

  // The worker takes the job within seconds; each reload is what a reader would do.
  await expect(async () => {
    await page.reload();
    await expect(post.locator("video")).toBeVisible({ timeout: 1_000 });
  }).toPass({ timeout: 45_000, intervals: [2_000] });
  await expect(post.getByText(t.videoProcessing)).toHaveCount(0);
  const video = post.locator("video");
  await expect(video).toHaveAttribute("src", /\.mp4$/);
  await expect(video).toHaveAttribute("poster", /\.jpg$/);
  await expect(post.getByText(t.videoDuration("0:02"))).toBeVisible();

  const src = (await video.getAttribute("src"))!;
  const served = await page.request.get(src);
  expect(served.status()).toBe(200);
  expect(served.headers()["content-type"]).toBe("video/mp4");
  if (isNoJs(testInfo)) return;
  // Muted, as a browser lets a page start a video by itself only then; played past its start.
  await video.evaluate((v: HTMLVideoElement) => {
    v.muted = true;
    return v.play();
  });
  await expect.poll(() => video.evaluate((v: HTMLVideoElement) => v.currentTime), { timeout: 10_000 }).toBeGreaterThan(0);
});

test("with JavaScript a chosen file over its limit is taken out before the upload, with the reason", async ({ page }, testInfo) => {
  test.skip(isNoJs(testInfo), "without JavaScript the server answers beside the field (tests/http-limits.test.ts)");
  await signInByPost(page, DEMO.editor.phone);
  // Files on disk, which the browser reads itself: as buffers, two 31 MB files went through the DevTools
  // protocol, 20 s on a 2-core machine.
  const small = testInfo.outputPath("Приказ.pdf");
  const big = testInfo.outputPath("Отчёт.pdf");
  fs.mkdirSync(path.dirname(small), { recursive: true });
  fs.writeFileSync(small, "%PDF-1.4 приказ");
  fs.writeFileSync(big, "%PDF-1.4");
  fs.truncateSync(big, 31 * 1024 * 1024); // the rest of it zeros, without writing them
  // The feed's composer, and the composer alone on a post's edit page (its extra fields open there).
  for (const [address, name] of [
    ["/", t.composerTitle],
    ["/news/1/edit", t.editTitle],
  ] as const) {
    await page.goto(address);
    if (address === "/") await page.locator("#composer > summary").click();
    const composer = page.getByRole("form", { name });
    await expect(composer).toHaveAttribute("data-enhanced", "");
    if (address === "/") await composer.getByText(t.moreEditor).click();
    const documents = composer.getByLabel(t.fieldDocuments);
    await documents.setInputFiles([small, big]);
    await expect(page.getByText(ru.files.tooBig30)).toBeVisible();
    expect(await documents.evaluate((input: HTMLInputElement) => Array.from(input.files ?? []).map((f) => f.name))).toEqual(["Приказ.pdf"]);
  }
});
