// The bell's live count (issue #13 point 5), with JavaScript: one tab reads every notification and the
// badge of another tab, left alone, goes out without a reload (the stream of GET
// /api/notifications-v2/stream, shared by the tabs), and its bell's panel, opened, shows what is unread now.
// A person of its own: reading changes their count.
import { expect, givePassword, pickPerson, ru, signIn, SLOTS, test, withDb } from "./helpers";

const PASSWORD = "live-2026";

test("a tab's badge follows what another tab reads, without a reload", async ({ page, context }, testInfo) => {
  test.skip(testInfo.project.use.javaScriptEnabled === false, "the live count is JavaScript's");
  const person = pickPerson(SLOTS.liveCount, testInfo);
  await givePassword(person, PASSWORD);
  withDb((db) => {
    // Exactly these three: the demo may have notified this person already (a vacancy's contact hears of replies).
    db.prepare("delete from notifications where user_id = ?").run(person.id);
    const insert = db.prepare(
      "insert into notifications (user_id, type, text, variables, showed, create_date) values (?, 'SYSTEM', ?, '[]', 0, ?)",
    );
    for (let i = 1; i <= 3; i++) insert.run(person.id, `Живое сообщение ${i}.`, new Date().toISOString());
  });
  await signIn(page, person.phone, PASSWORD);
  const bell = page.getByRole("banner").getByRole("button", { name: new RegExp(`^${ru.shell.notifications}`) });
  await expect(bell).toHaveAccessibleName(`${ru.shell.notifications}: 3`);

  const other = await context.newPage();
  await other.goto(`/user/${person.id}/notification?tab=unread`);
  await other.getByRole("main").getByRole("button", { name: ru.notifications.readAll }).click();
  await expect(other.getByRole("main").getByText(ru.notifications.unreadEmpty)).toBeVisible();

  // The first tab was not touched: its badge went out by the stream.
  await expect(bell).toHaveAccessibleName(ru.shell.notifications);
  await expect(page.getByRole("banner").locator(".badge")).toHaveCount(0);
  // Its panel still held the three it was loaded with; opening it checks them and reloads them. A check that
  // fails says so and leaves them; the next opening checks again.
  const panel = page.locator("#header-notifications");
  await page.route("**/api/notifications-v2/list*", (route) => route.abort());
  await bell.click();
  await expect(page.getByRole("alert").filter({ hasText: ru.notifications.panelFailed })).toBeVisible();
  await expect(panel.getByRole("button", { name: /Живое сообщение/ })).toHaveCount(3);
  await page.keyboard.press("Escape");
  await page.unroute("**/api/notifications-v2/list*");
  await bell.click();
  await expect(panel.getByText(ru.notifications.empty)).toBeVisible();
  await expect(panel.getByRole("button", { name: /Живое сообщение/ })).toHaveCount(0);
});
