// The groups' JavaScript layer (issue #14), with scripts and without: «Показать ещё» appends the next page
// in place (without scripts it opens it); a delete's question is a modal over the edit page (without
// scripts it is the page); chosen images are previewed before the upload (without scripts, not).
import path from "node:path";
import sharp from "sharp";
import { DEMO, expect, expectPath, givePassword, isNoJs, pathOf, pickPerson, signIn, signInByPost, SLOTS, test, withDb } from "./helpers";
import { albumMessages as ta } from "../app/features/albums/messages";
import { groupFormMessages as tf } from "../app/features/groups/messages/group-form";
import { groupImageMessages } from "../app/features/groups/messages/images";
import { groupMessages as t } from "../app/features/groups/messages/group";
import { groupPageMessages as p } from "../app/features/groups/messages/page";

const PASSWORD = "groups-js-2026";
/** The demo's 60-photo album (app/features/groups/seed-albums.server.ts). */
const bigAlbum = () =>
  withDb(
    (db) =>
      db
        .prepare<[], { id: number; group_id: number }>(
          "select id, owner_id as group_id from albums where owner_kind = 'group' and photo_count >= 60 order by id limit 1",
        )
        .get()!,
    { readonly: true },
  );

test("«Показать ещё» appends the next groups, members and photos in place, or opens the next page without scripts", async ({
  page,
}, testInfo) => {
  await signInByPost(page, DEMO.employee.phone);
  await page.goto("/group");
  const cards = page.getByRole("main").locator(".group-list > li");
  await expect(cards).toHaveCount(20);
  const firstName = await cards.first().locator("h2, h3").first().textContent();
  await page.getByRole("link", { name: t.showMore }).click();
  if (isNoJs(testInfo)) {
    await expect(page).toHaveURL(/\/group\?.*after=/);
    await expect(cards.first().locator("h2, h3").first()).not.toHaveText(firstName!);
  } else {
    await expect.poll(() => cards.count()).toBeGreaterThan(20);
    await expectPath(page, "/group");
    await expect(cards.first().locator("h2, h3").first()).toHaveText(firstName!);
    // Every group once.
    const names = await cards.locator("h2, h3").allTextContents();
    expect(new Set(names).size).toBe(names.length);
  }

  // Group 1 («Новости компании») has every employee: 50 members a page.
  await page.goto("/group/1/members");
  const rows = page.getByRole("main").locator(".member-list > li");
  await expect(rows).toHaveCount(50);
  await page.getByRole("link", { name: t.showMore }).click();
  if (isNoJs(testInfo)) await expect(page).toHaveURL(/\/group\/1\/members\?.*after=/);
  else {
    await expect.poll(() => rows.count()).toBeGreaterThan(50);
    await expectPath(page, "/group/1/members");
  }

  const album = bigAlbum();
  await page.goto(`/group/${album.group_id}/albums/${album.id}`);
  const thumbs = page.getByRole("main").locator(".album-grid img");
  await expect(thumbs).toHaveCount(50);
  await page.getByRole("link", { name: ta.showMore }).click();
  if (isNoJs(testInfo)) {
    await expect(page).toHaveURL(/after=/);
    await expect(thumbs).toHaveCount(10);
    await expect(page.getByRole("link", { name: ta.photoAlt(51) })).toBeVisible();
  } else {
    await expect(thumbs).toHaveCount(60);
    await expectPath(page, `/group/${album.group_id}/albums/${album.id}`);
    await expect(thumbs.nth(59)).toBeVisible();
    await expect(page.getByRole("link", { name: ta.showMore })).toHaveCount(0);
  }
});

test("a group's delete asks in a modal over its edit page, or as the page without scripts", async ({ page }, testInfo) => {
  const manager = pickPerson(SLOTS.groupsDialog, testInfo);
  await givePassword(manager, PASSWORD);
  await signIn(page, manager.phone, PASSWORD);
  const name = `Клуб настольных игр ${testInfo.project.name} ${Date.now().toString(36)}`;

  // A fresh group; its avatar previewed before it is sent (with scripts).
  await page.goto("/group-create");
  const main = page.getByRole("main");
  await main.getByLabel(tf.name, { exact: true }).fill(name);
  const avatar = path.join(testInfo.outputPath(), "avatar.png");
  await sharp({ create: { width: 120, height: 120, channels: 3, background: { r: 200, g: 80, b: 60 } } })
    .png()
    .toFile(avatar);
  await main.getByLabel(tf.avatar).setInputFiles(avatar);
  const previews = main.getByRole("list", { name: groupImageMessages.chosenImages });
  if (isNoJs(testInfo)) await expect(previews).toHaveCount(0);
  else await expect(previews.getByRole("img", { name: "avatar.png" })).toBeVisible();
  await main.getByRole("button", { name: tf.create }).click();
  await expect(page.getByText(tf.created)).toBeVisible();
  const groupPath = pathOf(page.url());
  const editPath = `${groupPath}/edit`;

  await page.goto(editPath);
  await page.getByRole("link", { name: tf.deleteTitle }).click();
  await expectPath(page, `${editPath}?dialog=delete`);
  const dialog = page.getByRole("dialog", { name: tf.deleteTitle });
  await expect(dialog).toBeVisible();
  const nameField = main.getByLabel(tf.name, { exact: true });
  if (isNoJs(testInfo)) {
    // The question alone: the edit form waits behind the address without the dialog.
    await expect(nameField).toBeHidden();
  } else {
    // A modal over the edit page: Escape closes it and goes back to the page's own address.
    await expect(nameField).toBeVisible();
    expect(await dialog.evaluate((d) => d.matches(":modal"))).toBe(true);
    await page.keyboard.press("Escape");
    await expect(dialog).toHaveCount(0);
    await expectPath(page, editPath);
    await page.getByRole("link", { name: tf.deleteTitle }).click();
    await expect(dialog).toBeVisible();
  }

  // A wrong name is refused inside the question; the exact one deletes the group.
  await dialog.getByLabel(p.deleteNameLabel).fill("Другая группа");
  await dialog.getByRole("button", { name: p.deleteConfirm }).click();
  await expect(dialog.getByLabel(p.deleteNameLabel)).toHaveAttribute("aria-invalid", "true");
  await dialog.getByLabel(p.deleteNameLabel).fill(name);
  await dialog.getByRole("button", { name: p.deleteConfirm }).click();
  await expect(page.getByText(tf.deleted)).toBeVisible();
  await expectPath(page, "/group");
});
