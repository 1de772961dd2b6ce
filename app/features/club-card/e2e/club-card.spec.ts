// The club card, JavaScript on and off: a seeded colleague (slot SLOTS.club) opens her card and sees its QR code,
// follows a partner's link and records a discount (a second one the same day is not offered), then asks for a
// gate pass to the Maxi-club (a malformed car number refused, what was typed kept) and finds it among her own.
import { expect, givePassword, pickPerson, signInByPost, SLOTS, test, withDb } from "../../../../e2e/helpers";
import { formatDate, moscowDay, shiftDay } from "~/shared/dates";
import { gate as g, messages as t } from "../messages";
import { gateMessages as gr, serverMessages as r } from "../messages.server";

/** A partner of the club's demo: the club feature's table, read as an administrator's tool would (the lead's seam at merge). */
const demoPartner = () =>
  withDb((db) => db.prepare<[], { id: number }>("select id from club_partners order by id limit 1").get()!.id, { readonly: true });

test("a person shows her card, records a discount and asks for a gate pass", async ({ page }, testInfo) => {
  const person = pickPerson(SLOTS.club, testInfo);
  await givePassword(person, "club-card-e2e-1");
  await signInByPost(page, person.phone, "club-card-e2e-1");

  await page.goto("/club/card");
  const qr = page.getByRole("img", { name: /^QR/ });
  await expect(qr).toBeVisible();
  await expect(qr.locator("svg")).toHaveCount(1);

  const partner = demoPartner();
  await page.goto(`/club/card?partner=${partner}`);
  await page.getByRole("button", { name: t.used }).click();
  await expect(page.getByText(r.used)).toBeVisible();
  await expect(page.getByText(t.usedToday)).toBeVisible();
  await expect(page.getByRole("button", { name: t.used })).toHaveCount(0);

  await page.goto("/club/maxi-club-kpp");
  const day = formatDate(shiftDay(moscowDay(new Date()), 3));
  await page.getByRole("textbox", { name: g.day }).fill(day);
  await page.getByRole("textbox", { name: g.guests }).fill("Иван Гостев");
  await page.getByRole("textbox", { name: g.car }).fill("12345");
  await page.getByRole("button", { name: g.send }).click();
  await expect(page.getByText(gr.badCar)).toBeVisible();
  await expect(page.getByRole("textbox", { name: g.guests })).toHaveValue("Иван Гостев");
  await page.getByRole("textbox", { name: g.car }).fill("а123вс77");
  await page.getByRole("button", { name: g.send }).click();
  await expect(page.getByText(gr.requested)).toBeVisible();
  const mine = page.getByRole("region", { name: g.mine });
  await expect(mine.getByText(day)).toBeVisible();
  await expect(mine.getByText("А123ВС77")).toBeVisible();
  await expect(mine.getByText(g.status.NEW)).toBeVisible();
});
