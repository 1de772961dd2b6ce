// Эмилия's banner on the home page (spec part 1 §4) for a person whose welcome is done. With JavaScript, on a
// controlled clock: absent before its shortest delay (1 s), shown once the longest (60 s) has passed, closed by
// its button, and still closed after a reload in the same session. Without JavaScript: a block in the page with
// its close form, which posts, comes back to the home page without it, and keeps it away on the next visit.
import {
  expect,
  expectNoSeriousA11yViolations,
  givePassword,
  isNoJs,
  pickPerson,
  signIn,
  SLOTS,
  test,
  withDb,
} from "../../../../e2e/helpers";
import { REFUSAL_KEY } from "../../../shell/ui/push/client";
import { BANNER_DISMISSED_KEY } from "../constants";
import { messages as t } from "../messages";

const PASSWORD = "emilia-banner-1";
const T0 = new Date("2026-12-07T09:00:00Z");

test("with JavaScript the banner comes after its random delay and stays closed for the session", async ({ browser }, testInfo) => {
  test.skip(isNoJs(testInfo), "the timed banner is the scripts'");
  const person = pickPerson(SLOTS.assistant, testInfo);
  await givePassword(person, PASSWORD);
  withDb((db) => db.prepare("update users set need_show_welcome = 0 where id = ?").run(person.id));
  // A context without the journeys' usual closed banner; the push invitation declined (its 5 s would come too).
  const context = await browser.newContext();
  await context.addInitScript((key) => localStorage.setItem(key, String(Date.now())), REFUSAL_KEY);
  const page = await context.newPage();
  await page.clock.install({ time: T0 });
  // Signed in to another page: the banner's call and delay start only where its place is, at home.
  await signIn(page, person.phone, PASSWORD, "/news");
  const banner = page.getByRole("region", { name: t.bannerLabel });

  // The home page with the clock stopped: the banner's call answered, its delay not yet run.
  const answered = page.waitForResponse((r) => r.url().endsWith("/api/emilia/banner"));
  await page.clock.pauseAt(new Date(T0.getTime() + 120_000));
  await page.goto("/");
  expect((await (await answered).json()).responseCode).toBe(0);
  await page.clock.runFor(999);
  await expect(banner).toHaveCount(0);
  await page.clock.fastForward(60_000);
  await expect(banner).toBeVisible();
  await expect(banner.locator("img")).toHaveCount(1);
  // axe runs on timers of its own: the clock goes on from here.
  await page.clock.resume();
  await expectNoSeriousA11yViolations(page);

  await banner.getByRole("button", { name: t.bannerClose }).click();
  await expect(banner).toHaveCount(0);
  expect(await page.evaluate((key) => sessionStorage.getItem(key), BANNER_DISMISSED_KEY)).toBe("1");
  await page.reload();
  await page.clock.fastForward(61_000);
  await expect(page.locator("main")).toBeVisible();
  await expect(banner).toHaveCount(0);
  await context.close();
});

test("without JavaScript the banner is a block in the page whose form closes it", async ({ page }, testInfo) => {
  test.skip(!isNoJs(testInfo), "the block is what a browser without scripts shows");
  const person = pickPerson(SLOTS.assistant, testInfo);
  await givePassword(person, PASSWORD);
  withDb((db) => db.prepare("update users set need_show_welcome = 0 where id = ?").run(person.id));
  await signIn(page, person.phone, PASSWORD);
  await page.goto("/");
  const banner = page.getByRole("region", { name: t.bannerLabel });
  await expect(banner).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await banner.getByRole("button", { name: t.bannerClose }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(banner).toHaveCount(0);
  await page.goto("/");
  await expect(banner).toHaveCount(0);
});
