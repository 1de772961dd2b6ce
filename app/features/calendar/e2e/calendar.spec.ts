// The calendar, JavaScript on and off: a fresh person (slot SLOTS.calendar) opens her calendar at /calendar, goes to
// the next month by its link, finds there the activity she holds a place in (written as an administrator's tool
// would), and makes her secret .ics link, which opens an iCalendar file holding it.
import { expect, givePassword, pickPerson, signInByPost, SLOTS, test, withDb } from "../../../../e2e/helpers";
import { moscowDay } from "~/shared/dates";
import { messages as t } from "../messages";
import { serverMessages as r } from "../messages.server";
import { monthKey, parseMonth, shiftMonth, type Month } from "../month";

const PASSWORD = "calendar-e2e-1";
const nameOf = (m: Month) => `${t.monthNames[m.month - 1]} ${m.year}`;

/** An activity on the 15th of `month`, 15:00 Moscow, with the person holding a place (the activities' tables). */
function activityFor(personId: number, month: Month, title: string) {
  const startsAt = `${monthKey(month)}-15T12:00:00.000Z`;
  const endsAt = `${monthKey(month)}-15T13:30:00.000Z`;
  const at = new Date().toISOString();
  withDb((db) => {
    const { lastInsertRowid } = db
      .prepare(
        `insert into activities (title, description, starts_at, ends_at, place, link, seats, signup_until, created_by, created_at, updated_at)
         values (?, '', ?, ?, 'Спортзал', null, null, null, null, ?, ?)`,
      )
      .run(title, startsAt, endsAt, at, at);
    db.prepare("insert into activity_members (activity_id, user_id, status, created_at) values (?, ?, 'going', ?)").run(
      lastInsertRowid,
      personId,
      at,
    );
  });
}

test("a person opens her calendar, finds next month's activity and makes her .ics link", async ({ page }, testInfo) => {
  const person = pickPerson(SLOTS.calendar, testInfo);
  await givePassword(person, PASSWORD);
  const thisMonth = parseMonth(moscowDay(new Date()).slice(0, 7))!;
  const nextMonth = shiftMonth(thisMonth, 1)!;
  const title = `Теннис (${testInfo.project.name})`;
  activityFor(person.id, nextMonth, title);
  await signInByPost(page, person.phone, PASSWORD);

  await page.goto("/calendar");
  await expect(page.getByRole("heading", { level: 1, name: t.title })).toBeVisible();
  await expect(page.getByRole("heading", { level: 2, name: nameOf(thisMonth) })).toBeVisible();
  await page.getByRole("link", { name: `${t.nextMonth}: ${nameOf(nextMonth)}` }).click();
  await expect(page.getByRole("heading", { level: 2, name: nameOf(nextMonth) })).toBeVisible();
  const entry = page.locator(".calendar-entry", { has: page.getByRole("link", { name: title }) });
  await expect(entry).toContainText("15:00");

  await page.getByRole("button", { name: t.feedNew }).click();
  await expect(page.getByText(r.renewed)).toBeVisible();
  const link = await page.getByRole("textbox", { name: t.feedLink }).inputValue();
  expect(link).toMatch(/\/calendar\/ics\/[A-Za-z0-9_-]{43}\.ics$/);
  const file = await page.request.get(link);
  expect(file.status()).toBe(200);
  expect(file.headers()["content-type"]).toBe("text/calendar; charset=utf-8");
  expect(await file.text()).toContain(`SUMMARY:${title}\r\n`);
});
