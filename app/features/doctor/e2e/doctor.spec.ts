// Запись к врачу, JavaScript on and off: a fresh person books a free slot with a reason, finds it on
// /appointments, opens it (the reason is there for her), and cancels it, which frees the slot. A person per
// project and run (slot SLOTS.doctor); each project books with its own doctor, so the two never race for a slot.
import { expect, givePassword, pickPerson, signIn, SLOTS, test } from "../../../../e2e/helpers";
import { messages as t } from "../messages";
import { serverMessages as r } from "../messages.server";

const PASSWORD = "doctor-e2e-1";

test("a person books a slot with a reason, sees it among her appointments, and cancels it", async ({ page }, testInfo) => {
  const person = pickPerson(SLOTS.doctor, testInfo);
  const speciality = testInfo.project.name.includes("nojs") ? "Психолог" : "Стоматолог";
  const reason = `Консультация ${testInfo.project.name}-${Date.now()}`;
  await givePassword(person, PASSWORD);
  await signIn(page, person.phone, PASSWORD);
  await page.goto("/services/doctor");
  await expect(page.getByRole("heading", { level: 1, name: t.title })).toBeVisible();

  await page
    .getByRole("link", { name: new RegExp(`^${speciality}, `) })
    .first()
    .click();
  await expect(page.getByRole("heading", { level: 2, name: t.bookTitle })).toBeVisible();
  await page.getByRole("textbox", { name: t.reason }).fill(reason);
  await page.getByRole("button", { name: t.book, exact: true }).click();
  await expect(page.getByText(r.booked)).toBeVisible();
  await expect(page.getByRole("heading", { level: 1, name: `${t.oneTitle}: ${speciality}` })).toBeVisible();
  await expect(page.getByText(reason)).toBeVisible();

  await page.goto("/appointments");
  const upcoming = page.getByRole("region", { name: t.upcoming });
  await upcoming.getByRole("link", { name: new RegExp(`^${speciality} — `) }).click();
  await expect(page.getByText(reason)).toBeVisible();
  await page.getByRole("button", { name: t.cancel }).click();
  await expect(page.getByText(r.cancelled)).toBeVisible();
  await expect(page.getByText(t.statuses.cancelled!, { exact: true })).toBeVisible();
});
