// One's own profile: editing it (a field error, then a save), picking a work status that then shows
// beside the name in the header, and uploading a photo — with JavaScript and without.
import sharp from "sharp";
import { expect, expectPath, ru, signInByPost, test } from "./helpers";
import { OWN, OWN_PASSWORD, ownPerson } from "./own-people";

test("edits one's own profile: a field error keeps what was typed, then a valid save", async ({ page }, testInfo) => {
  const me = await ownPerson(OWN.editProfile, testInfo);
  await signInByPost(page, me.phone, OWN_PASSWORD);
  await page.goto(`/user/${me.id}`);
  await page.getByRole("link", { name: ru.profile.edit }).click();
  await expectPath(page, `/user/${me.id}/edit`);

  await page.getByLabel(ru.profile.email).fill("ivanov-at-example");
  await page.getByLabel(ru.profile.address).fill("Москва, ул. Складочная, 1");
  await page.getByLabel(ru.profile.telegram).fill("@ivanov_e2e");
  await page.getByRole("button", { name: ru.common.save }).click();
  await expect(page.getByText(ru.profileErrors.email)).toBeVisible();
  await expect(page.getByLabel(ru.profile.email)).toHaveAttribute("aria-invalid", "true");
  await expect(page.getByLabel(ru.profile.address)).toHaveValue("Москва, ул. Складочная, 1");
  await expect(page.getByLabel(ru.profile.telegram)).toHaveValue("@ivanov_e2e");

  await page.getByLabel(ru.profile.email).fill("ivanov.e2e@example.ru");
  await page.getByLabel(ru.profile.birthday).fill("1988-04-15");
  await page.getByRole("button", { name: ru.common.save }).click();
  await expectPath(page, `/user/${me.id}`);
  await expect(page.getByText(ru.profile.updated)).toBeVisible();
  await expect(page.getByRole("link", { name: "ivanov.e2e@example.ru" })).toHaveAttribute("href", "mailto:ivanov.e2e@example.ru");
  await expect(page.getByRole("link", { name: "@ivanov_e2e" })).toHaveAttribute("href", "https://t.me/ivanov_e2e");
  await expect(page.getByText("15 апреля 1988")).toBeVisible();
  await expect(page.getByText("Москва, ул. Складочная, 1")).toBeVisible();
});

test("picks a work status and sees it beside the name in the header and the side panel", async ({ page }, testInfo) => {
  const me = await ownPerson(OWN.workStatus, testInfo);
  await signInByPost(page, me.phone, OWN_PASSWORD);
  await page.goto(`/user/${me.id}`);
  const status = ru.workStatus.BUSINESS_TRIP!;
  await page.getByRole("radio", { name: status }).check();
  await page.getByRole("button", { name: ru.profile.saveStatus }).click();
  await expect(page.getByText(ru.profile.statusUpdated)).toBeVisible();
  await expect(page.getByRole("radio", { name: status })).toBeChecked();
  await expect(page.locator(".header .user-block")).toContainText(status);
  await expect(page.locator(".side-panel")).toContainText(status);
  await page.goto("/");
  await expect(page.locator(".header .user-block")).toContainText(status);

  // And cleared again.
  await page.goto(`/user/${me.id}`);
  await page.getByRole("radio", { name: ru.profile.noStatus }).check();
  await page.getByRole("button", { name: ru.profile.saveStatus }).click();
  await expect(page.getByText(ru.profile.statusUpdated)).toBeVisible();
  await expect(page.locator(".header .user-block")).not.toContainText(status);
});

test("uploads a photo, and a text file named .png is refused", async ({ page }, testInfo) => {
  const me = await ownPerson(OWN.avatar, testInfo);
  await signInByPost(page, me.phone, OWN_PASSWORD);
  await page.goto(`/user/${me.id}`);

  await page
    .getByLabel(ru.profile.avatar)
    .setInputFiles({ name: "notes.png", mimeType: "image/png", buffer: Buffer.from("это не картинка") });
  await page.getByRole("button", { name: ru.profile.avatarUpload }).click();
  await expect(page.getByText(ru.profileErrors.imageType)).toBeVisible();
  await expect(page.locator(".header .user-block img")).toHaveCount(0);

  const photo = await sharp({ create: { width: 640, height: 360, channels: 3, background: { r: 11, g: 92, b: 173 } } })
    .png()
    .toBuffer();
  await page.getByLabel(ru.profile.avatar).setInputFiles({ name: "me.png", mimeType: "image/png", buffer: photo });
  await page.getByRole("button", { name: ru.profile.avatarUpload }).click();
  await expect(page.getByText(ru.profile.avatarUpdated)).toBeVisible();
  await expectPath(page, `/user/${me.id}`);

  const big = page.locator(".profile-head img.avatar");
  await expect(big).toHaveAttribute("src", new RegExp(`^/avatars/${me.id}-[0-9a-f]{16}-large\\.jpg$`));
  await expect.poll(() => big.evaluate((img) => (img as HTMLImageElement).naturalWidth)).toBe(400);
  const small = page.locator(".header .user-block img.avatar");
  await expect(small).toHaveAttribute("src", /-small\.jpg$/);
  await expect.poll(() => small.evaluate((img) => (img as HTMLImageElement).naturalWidth)).toBe(96);
});

test("another employee's profile has no edit controls but offers a correction", async ({ page }, testInfo) => {
  const me = await ownPerson(OWN.editProfile, testInfo);
  await signInByPost(page, me.phone, OWN_PASSWORD);
  await page.goto("/user/1");
  await expect(page.getByRole("heading", { level: 1, name: /Смирнова Анна/ })).toBeVisible();
  await expect(page.getByRole("link", { name: ru.profile.edit })).toHaveCount(0);
  await expect(page.getByRole("button", { name: ru.profile.saveStatus })).toHaveCount(0);
  await expect(page.getByRole("button", { name: ru.profile.avatarUpload })).toHaveCount(0);
  // The demo's first thanks: Мария Иванова thanked the administrator; it leads to the thanks' own page. Other
  // journeys (feed.spec) add thanks from her to the administrator, so the demo's is found by its text.
  const demoThanks = page.getByRole("listitem").filter({ hasText: "Спасибо за помощь с инвентаризацией!" });
  await demoThanks.getByRole("link", { name: ru.profile.thanksFrom("Мария Иванова") }).click();
  await expect(page.locator("article[id^='thanks-']")).toContainText("Спасибо за помощь с инвентаризацией!");
  await page.goto("/user/1/edit");
  await expect(page.getByText(ru.profile.forbidden)).toBeVisible();
});
