// Group albums, messages to a group's managers and lite mode on the group pages, with JavaScript and
// without (issue #14 "Tests"): a member of «Фотоклуб «Объектив»» makes an album, uploads two JPEGs,
// pages from one photo to the next, describes it and deletes it; a colleague writes to the managers of a
// fresh group (a refusal first, the chosen subject kept), its manager takes the message into work and
// completes it from the approvement requests, and the author reads it completed on the claim's page; the
// group list, a group and an album come without scripts in lite mode. Each project has its own people.
import path from "node:path";
import sharp from "sharp";
import { type Page } from "@playwright/test";
import { DEMO, expect, expectPath, givePassword, pathOf, pickPerson, signedInPage, signInByPost, SLOTS, test, withDb } from "./helpers";
import { E2E_BASE_URL } from "./server-env";
import { claimPageMessages as claimPage } from "../app/features/claims/messages";
import { albumMessages as ta } from "../app/features/albums/messages";
import { groupFormMessages as tf } from "../app/features/groups/messages/group-form";
import { groupMessageMessages as tm } from "../app/features/groups/messages/message";
import { groupMessages as t } from "../app/features/groups/messages/group";
import { DEFAULT_RESOLUTION_TYPES, DEFAULT_SUBJECTS, groupMessageServerMessages as sm } from "../app/features/groups/messages.server";

const PASSWORD = "group-albums-2026";
const PHOTO_CLUB = "Фотоклуб «Объектив»";

const groupIdOf = (name: string) =>
  withDb((db) => db.prepare<[string], { id: number }>("select id from groups where name = ?").get(name)!.id, { readonly: true });

/** Two small JPEGs of different colours, drawn into the test's own output directory. */
async function twoJpegs(dir: string): Promise<string[]> {
  const colours = [
    { r: 42, g: 157, b: 143 },
    { r: 233, g: 196, b: 106 },
  ];
  return Promise.all(
    colours.map(async (background, i) => {
      const file = path.join(dir, `prospekt-${i + 1}.jpg`);
      await sharp({ create: { width: 640, height: 480, channels: 3, background } })
        .jpeg()
        .toFile(file);
      return file;
    }),
  );
}

/** The claim page's status (the second field of its list). */
const statusIs = (page: Page, status: string) => expect(page.getByRole("main").locator("dl.facts dd").nth(1)).toHaveText(status);
/** The form on the claim page whose button makes this move. */
const formOf = (page: Page, button: string) => page.getByRole("main").locator("form", { has: page.getByRole("button", { name: button }) });

test("a member makes an album, uploads two photos, goes to the next, describes it and deletes it", async ({ page }, testInfo) => {
  test.slow();
  const photographer = pickPerson(SLOTS.groupsPhotographer, testInfo);
  await givePassword(photographer, PASSWORD);
  const groupId = groupIdOf(PHOTO_CLUB);
  const albumName = `Белые ночи (${testInfo.project.name}, ${Date.now().toString(36)})`;
  const files = await twoJpegs(testInfo.outputPath());

  // Joins the open club from its page (unless the demo already made them a member).
  await signInByPost(page, photographer.phone, PASSWORD);
  await page.goto(`/group/${groupId}`);
  const subscribe = page.getByRole("button", { name: `${t.subscribe}: ${PHOTO_CLUB}` });
  if (await subscribe.isVisible()) {
    await subscribe.click();
    await expect(page.getByText(t.subscribed)).toBeVisible();
  }
  await expect(page.getByRole("button", { name: `${t.unsubscribe}: ${PHOTO_CLUB}` })).toBeVisible();

  // A new album from the albums tab.
  await page.goto(`/group/${groupId}/albums`);
  await page.getByRole("main").getByRole("link", { name: ta.create }).click();
  await expectPath(page, `/group/${groupId}/albums/create`);
  const main = page.getByRole("main");
  // By role: the label also holds the required mark's "*".
  await main.getByRole("textbox", { name: ta.fieldName, exact: true }).fill(albumName);
  await main.getByRole("textbox", { name: ta.fieldDescription, exact: true }).fill("Прогулка по набережным в июне");
  await main.getByRole("button", { name: ta.createSubmit }).click();
  await expect(page.getByText(ta.created)).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`/group/${groupId}/albums/\\d+$`));
  const albumPath = pathOf(page.url());
  await expect(main.getByRole("heading", { name: albumName })).toBeVisible();
  await expect(main.getByText(ta.noPhotos)).toBeVisible();

  // Two JPEGs in one upload; both thumbnails are shown and load.
  await main.getByLabel(ta.upload).setInputFiles(files);
  await main.getByRole("button", { name: ta.uploadSubmit }).click();
  await expect(page.getByText(ta.uploaded(2))).toBeVisible();
  await expectPath(page, albumPath);
  const thumbs = main.locator(".album-grid img");
  await expect(thumbs).toHaveCount(2);
  await expect(main.getByText(ta.photos(2))).toBeVisible();
  for (const thumb of await thumbs.all()) {
    const response = await page.request.get(new URL((await thumb.getAttribute("src"))!, E2E_BASE_URL).href);
    expect(response.status(), "the thumbnail is served").toBe(200);
    expect(response.headers()["content-type"]).toMatch(/^image\//);
  }

  // The first photo's page, then the next one's.
  await main.getByRole("link", { name: ta.photoAlt(1) }).click();
  await expect(page).toHaveURL(new RegExp(`${albumPath}/\\d+$`));
  const image = page.getByRole("main").locator(".album-photo__image");
  await expect(image).toHaveAttribute("alt", "prospekt-1.jpg");
  await expect(page.getByRole("link", { name: new RegExp(ta.previous) })).toHaveCount(0);
  await page.getByRole("link", { name: new RegExp(ta.next) }).click();
  await expect(image).toHaveAttribute("alt", "prospekt-2.jpg");
  const photoPath = pathOf(page.url());
  await expect(page.getByRole("link", { name: new RegExp(ta.next) })).toHaveCount(0);
  await expect(page.getByRole("link", { name: new RegExp(ta.previous) })).toBeVisible();

  // Its description, saved and shown.
  await page.getByLabel(ta.fieldDescription).fill("Разводной мост в три часа ночи");
  await page.getByRole("button", { name: ta.save }).click();
  await expect(page.getByText(ta.saved)).toBeVisible();
  await expectPath(page, photoPath);
  await expect(page.getByLabel(ta.fieldDescription)).toHaveValue("Разводной мост в три часа ночи");
  await expect(image).toHaveAttribute("alt", "Разводной мост в три часа ночи");

  // Deleted after the question; the album keeps the other photo.
  await page.getByRole("link", { name: ta.deletePhoto }).click();
  await expect(page.getByRole("alertdialog", { name: ta.deletePhotoConfirm })).toBeVisible();
  await page.getByRole("alertdialog").getByRole("button", { name: ta.confirmDelete }).click();
  await expect(page.getByText(ta.photoDeleted)).toBeVisible();
  await expectPath(page, albumPath);
  await expect(page.getByRole("main").locator(".album-grid img")).toHaveCount(1);
  await expect(page.getByRole("main").getByText(ta.photos(1))).toBeVisible();
});

test("a message to the managers is sent, taken into work and completed, and its author sees it", async ({ page, browser }, testInfo) => {
  test.slow();
  const [manager, writer] = [SLOTS.groupsManager, SLOTS.groupsWriter].map((slot) => pickPerson(slot, testInfo));
  for (const person of [manager!, writer!]) await givePassword(person, PASSWORD);
  const groupName = `Совет наставников ${testInfo.project.name} ${Date.now().toString(36)}`;
  const [subject] = DEFAULT_SUBJECTS;
  const [resolution] = DEFAULT_RESOLUTION_TYPES;
  const text = "Можно ли перенести встречу наставников на четверг?";

  // The manager: a fresh open group (messages on, the default subjects and resolution types).
  await signInByPost(page, manager!.phone, PASSWORD);
  await page.goto("/group-create");
  await page.getByRole("main").getByLabel(tf.name).fill(groupName);
  await page.getByRole("main").getByRole("button", { name: tf.create }).click();
  await expect(page.getByText(tf.created)).toBeVisible();
  await expect(page).toHaveURL(/\/group\/\d+$/);
  const groupPath = pathOf(page.url());

  // The writer opens «Написать руководителям»: a subject without text is refused, the subject kept.
  const author = await signedInPage(browser, writer!.phone, PASSWORD);
  await author.goto(groupPath);
  const form = author.locator("#message");
  // Without JavaScript a <details> on the page; with it, a button that opens a modal dialog. Either way it is
  // drawn as a button (without JavaScript it looked like a heading in an empty card).
  const opener = form.getByText(tm.write).first();
  await expect(opener).toHaveCSS("border-top-style", "solid");
  await expect(opener).toHaveCSS("min-height", "44px");
  await opener.click();
  if (testInfo.project.name === "js") await expect(author.getByRole("dialog", { name: tm.write })).toBeVisible();
  await form.getByLabel(tm.subject).selectOption({ label: subject });
  await form.getByRole("button", { name: tm.send }).click();
  await expect(author.getByText(tm.textRequired)).toBeVisible();
  const again = author.locator("#message");
  await expect(again.getByLabel(tm.text)).toHaveAttribute("aria-invalid", "true");
  await expect(again.getByLabel(tm.subject).locator("option:checked")).toHaveText(subject);
  await again.getByLabel(tm.text).fill(text);
  await again.getByRole("button", { name: tm.send }).click();
  await expect(author.getByText(tm.sent)).toBeVisible();
  await expectPath(author, groupPath);

  // The manager finds it awaiting in the approvement requests, takes it into work and completes it.
  await page.goto(`/user/${manager!.id}/approvement-requests`);
  const awaiting = page.getByRole("region", { name: claimPage.awaiting });
  await awaiting.getByRole("link", { name: sm.claimSubject(subject, groupName) }).click();
  await expect(page).toHaveURL(new RegExp(`/user/${manager!.id}/approvement-requests/\\d+$`));
  const claimId = Number(pathOf(page.url()).split("/").pop());
  await expect(page.getByRole("main")).toContainText(text);
  await statusIs(page, sm.status.NEW);
  await formOf(page, claimPage.move.IN_WORK!).getByRole("button").click();
  await statusIs(page, sm.status.IN_WORK);

  // Completing needs a resolution type: refused without one, the comment kept.
  const complete = () => formOf(page, claimPage.move.COMPLETED!);
  await complete().getByLabel(claimPage.comment).fill("Перенесли на четверг, 16:00");
  await complete().getByRole("button").click();
  await expect(complete().getByText(tm.resolutionRequired)).toBeVisible();
  await expect(complete().getByLabel(claimPage.comment)).toHaveValue("Перенесли на четверг, 16:00");
  await statusIs(page, sm.status.IN_WORK);
  await complete().getByLabel(tm.resolution).selectOption({ label: resolution });
  await complete().getByRole("button").click();
  await statusIs(page, sm.status.COMPLETED);
  await expect(page.getByRole("main").getByRole("button", { name: claimPage.move.COMPLETED! })).toHaveCount(0);

  // The author reads it completed, with the manager's comment.
  await author.goto(`/user/${writer!.id}/claims/${claimId}`);
  await statusIs(author, sm.status.COMPLETED);
  await expect(author.getByRole("main")).toContainText("Перенесли на четверг, 16:00");
  await author.context().close();
});

test("lite mode: the group list, a group and an album come without scripts", async ({ page, context }) => {
  /** Both the page as the browser holds it and the HTML the server sends for its URL (as e2e/lite-mode.spec.ts). */
  async function expectNoScripts() {
    await page.waitForLoadState("load");
    expect(await page.content()).not.toMatch(/<script/i);
    const response = await page.request.get(page.url());
    expect(pathOf(response.url())).toBe(pathOf(page.url()));
    expect(await response.text()).not.toMatch(/<script/i);
  }
  const groupId = groupIdOf(PHOTO_CLUB);
  const albumId = withDb(
    (db) =>
      db.prepare<[number], { id: number }>("select min(id) as id from albums where owner_kind = 'group' and owner_id = ?").get(groupId)!.id,
    { readonly: true },
  );
  await signInByPost(page, DEMO.employee.phone);
  // The switch of the user menu sets this cookie (e2e/lite-mode.spec.ts walks through it).
  await context.addCookies([{ name: "portal_lite", value: "1", url: E2E_BASE_URL }]);

  // The club is past the list's first page: searched for.
  await page.goto(`/group?q=${encodeURIComponent("Фотоклуб")}`);
  await expect(page.getByRole("main").getByRole("link", { name: PHOTO_CLUB, exact: true })).toBeVisible();
  await expectNoScripts();

  await page.getByRole("main").getByRole("link", { name: PHOTO_CLUB, exact: true }).click();
  await expectPath(page, `/group/${groupId}`);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(PHOTO_CLUB);
  await expectNoScripts();

  await page.goto(`/group/${groupId}/albums/${albumId}`);
  await expect(page.getByRole("main").locator(".album-grid img").first()).toBeVisible();
  await expectNoScripts();
});
