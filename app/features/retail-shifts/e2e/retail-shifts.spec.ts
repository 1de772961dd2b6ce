// Смены в магазине, JavaScript on and off: a fresh person, moved into a shop of her own for this run (with a
// colleague and a shift three days ahead, by the journeys' database helper), reads her week on a 360 px phone
// (no sideways scroll, no serious axe finding), opens her shift and offers it; the colleague takes it (the
// database helper again: she has no password to sign in with); the administrator, who manages every shop,
// approves it on the manager's page, and the shift shows its new person. A person per project and run (slot
// SLOTS.retailShifts).
import {
  DEMO,
  expect,
  expectNoSeriousA11yViolations,
  givePassword,
  namesOf,
  pickPerson,
  signedInPage,
  signIn,
  SLOTS,
  test,
  withDb,
} from "../../../../e2e/helpers";
import { messages as t } from "../messages";
import { serverMessages as r } from "../messages.server";

const PASSWORD = "retail-shifts-e2e-1";
const MOSCOW_MS = 3 * 3_600_000;
const DAY_MS = 86_400_000;

/** A Moscow day `days` ahead, and its 09:00–15:00 as UTC ISO moments. */
function shiftAhead(days: number) {
  const day = new Date(Date.now() + MOSCOW_MS + days * DAY_MS).toISOString().slice(0, 10);
  const at = (hour: number) => new Date(Date.parse(`${day}T${String(hour).padStart(2, "0")}:00:00Z`) - MOSCOW_MS).toISOString();
  return { day, startsAt: at(9), endsAt: at(15) };
}

test("a person offers her shift, a colleague takes it, the manager approves", async ({ page, browser }, testInfo) => {
  const person = pickPerson(SLOTS.retailShifts, testInfo);
  await givePassword(person, PASSWORD);
  const { day, startsAt, endsAt } = shiftAhead(3);
  const now = new Date().toISOString();
  const shopName = `Магазин e2e ${testInfo.project.name} ${Date.now()}`;
  const { shopId, shiftId, colleague } = withDb((db) => {
    const shop = Number(
      db.prepare("insert into departments (name, city, parent_id) values (?, 'Москва', null)").run(shopName).lastInsertRowid,
    );
    db.prepare("insert into retail_shops (department_id, created_at) values (?, ?)").run(shop, now);
    db.prepare("update users set department_id = ? where id = ?").run(shop, person.id);
    const other = Number(
      db
        .prepare(
          "insert into users (phone, name, surname, department_id, created_at, updated_at) values (?, 'Ксения', 'Сменщикова', ?, ?, ?)",
        )
        .run(`79${String(person.id).padStart(9, "0")}`, shop, now, now).lastInsertRowid,
    );
    const shift = Number(
      db
        .prepare(
          "insert into retail_shifts (shop_id, user_id, day, starts_at, ends_at, open_swap_id, created_at) values (?, ?, ?, ?, ?, null, ?)",
        )
        .run(shop, person.id, day, startsAt, endsAt, now).lastInsertRowid,
    );
    return { shopId: shop, shiftId: shift, colleague: other };
  });

  await page.setViewportSize({ width: 360, height: 740 });
  await signIn(page, person.phone, PASSWORD);
  await page.goto(`/services/retail-shifts?week=${day}`);
  await expect(page.getByRole("heading", { level: 1, name: t.title })).toBeVisible();
  await expect(page.getByText(`${t.shopLabel}: ${shopName}`)).toBeVisible();
  const mine = page.locator(".shift--mine");
  await expect(mine.getByText(t.mine)).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
  await expectNoSeriousA11yViolations(page);

  await mine.getByRole("link", { name: "09:00–15:00" }).click();
  await expect(page).toHaveURL(new RegExp(`/services/retail-shifts/${shiftId}$`));
  await page.getByRole("button", { name: t.offer }).click();
  await expect(page.getByText(r.offeredDone)).toBeVisible();
  await expect(page.getByRole("button", { name: t.withdraw })).toBeVisible();

  // The colleague takes it.
  withDb((db) =>
    db
      .prepare("update retail_shift_swaps set status = 'TAKEN', taker_id = ?, taken_at = ? where shift_id = ? and status = 'OFFERED'")
      .run(colleague, new Date().toISOString(), shiftId),
  );

  const admin = await signedInPage(browser, DEMO.admin.phone, undefined, { javaScriptEnabled: testInfo.project.use.javaScriptEnabled });
  await admin.goto(`/services/retail-shifts/edit?shop=${shopId}&week=${day}`);
  await expect(admin.getByRole("heading", { level: 1, name: t.editTitle })).toBeVisible();
  const pending = admin.locator(".swap-list > li").filter({ hasText: "Сменщикова Ксения" });
  await expect(pending.getByText(t.pendingItem(namesOf(person).fullName, "Сменщикова Ксения"))).toBeVisible();
  await pending.getByRole("button", { name: t.approve }).click();
  await expect(admin.getByText(r.approvedDone)).toBeVisible();
  await admin.goto(`/services/retail-shifts/${shiftId}`);
  await expect(admin.getByRole("link", { name: "Сменщикова Ксения" })).toBeVisible();
  await expect(admin.getByText(t.status.APPROVED, { exact: false })).toBeVisible();
  await admin.context().close();

  await page.reload();
  await expect(page.getByRole("link", { name: "Сменщикова Ксения" })).toBeVisible();
});
