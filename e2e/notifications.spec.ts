// The notifications page, with JavaScript and without: «Показать ещё» pages on, a row opens where its
// notification leads and marks it read, the unread tab and «Прочитать все». A person of its own (reading
// changes what the other journeys would see). Then its settings: a family turned off stays off.
import { expect, expectPath, givePassword, isNoJs, pickPerson, ru, signIn, SLOTS, test, withDb } from "./helpers";

const PASSWORD = "notify-2026";

test("a person pages their notifications, opens one where it leads and reads the rest", async ({ page }, testInfo) => {
  const person = pickPerson(SLOTS.notifications, testInfo);
  await givePassword(person, PASSWORD);
  withDb((db) => {
    const insert = db.prepare("insert into notifications (user_id, type, text, variables, showed, create_date) values (?, ?, ?, ?, 0, ?)");
    const start = Date.now() - 30 * 60_000;
    for (let i = 1; i <= 22; i++)
      insert.run(person.id, "SYSTEM", `Сообщение номер ${i}.`, "[]", new Date(start + i * 60_000).toISOString());
    insert.run(
      person.id,
      "POST_OFFER",
      "Ваша новость {post} опубликована",
      JSON.stringify([{ text: "«Первая»", objectId: 1 }]),
      new Date().toISOString(),
    );
  });
  await signIn(page, person.phone, PASSWORD);
  const own = `/user/${person.id}/notification`;
  await page.goto(own);
  const main = page.getByRole("main");
  // 20 a page: the offer and 22…4, then 3…1.
  await expect(main.getByRole("button", { name: /номер 4\.$/ })).toBeVisible();
  await expect(main.getByRole("button", { name: /номер 3\.$/ })).toHaveCount(0);
  await main.getByRole("link", { name: ru.notifications.more }).click();
  await expect(main.getByRole("button", { name: /номер 1\.$/ })).toBeVisible();
  await expect(main.getByRole("button", { name: /номер 4\.$/ })).toHaveCount(0);

  // A row opens where its notification leads, and it is read. With JavaScript, inside the app (no new
  // document), and a request that fails leaves the page with the spec's toast.
  // The forms' script comes after hydration, in the chunk that also opens the bell's stream.
  const enhanced = isNoJs(testInfo) ? null : page.waitForRequest(/\/api\/notifications-v2\/stream/);
  await page.goto(own);
  const offer = main.getByRole("button", { name: /Ваша новость «Первая» опубликована/ });
  if (!isNoJs(testInfo)) {
    await enhanced;
    await page.route("**/notifications/read", (route) => route.abort());
    await offer.click();
    await expect(page.getByRole("alert").filter({ hasText: ru.notifications.showFailed })).toBeVisible();
    await expectPath(page, own);
    await page.unroute("**/notifications/read");
    await page.evaluate(() => Object.assign(window, { samePage: true }));
  }
  await offer.click();
  await expectPath(page, "/news/1");
  if (!isNoJs(testInfo)) expect(await page.evaluate(() => "samePage" in window)).toBe(true);
  await page.goto(`${own}?tab=unread`);
  await expect(main.getByRole("link", { name: ru.notifications.tabUnread })).toHaveAttribute("aria-current", "page");
  await expect(main.getByRole("button", { name: /номер 22\.$/ })).toBeVisible();
  await expect(main.getByRole("button", { name: /Ваша новость/ })).toHaveCount(0);

  await main.getByRole("button", { name: ru.notifications.readAll }).click();
  await expectPath(page, `${own}?tab=unread`);
  await expect(main.getByText(ru.notifications.unreadEmpty)).toBeVisible();

  // Settings: a family turned off on the portal and for push stays off, and notify() skips it.
  await main.getByRole("link", { name: ru.notificationSettings.link }).click();
  await expectPath(page, `${own}/settings`);
  const portal = main.getByRole("checkbox", {
    name: `${ru.notificationFamilies.SYSTEM}: ${ru.notificationSettings.onPortal}`,
    exact: true,
  });
  const push = main.getByRole("checkbox", { name: `${ru.notificationFamilies.SYSTEM}: ${ru.notificationSettings.push}`, exact: true });
  await expect(portal).toBeChecked();
  await portal.uncheck();
  await push.uncheck();
  await main.getByRole("button", { name: ru.notificationSettings.save }).click();
  await expect(page.getByText(ru.notificationSettings.saved)).toBeVisible();
  await page.reload();
  await expect(portal).not.toBeChecked();
  await expect(push).not.toBeChecked();
  await expect(
    main.getByRole("checkbox", { name: `${ru.notificationFamilies.CLAIM}: ${ru.notificationSettings.onPortal}`, exact: true }),
  ).toBeChecked();
  const stored = withDb((db) =>
    db.prepare("select family, on_portal, push from notification_preferences where user_id = ?").all(person.id),
  );
  expect(stored).toEqual([{ family: "SYSTEM", on_portal: 0, push: 0 }]);
});
