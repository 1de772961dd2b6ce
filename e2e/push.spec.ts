// Web push in the browser (spec: push invitation, update modal, logout), with the real service worker and server.
// Chromium here reaches no push service, so an init script stands in for the browser's side only: the
// notification permission, and PushManager's subscription (an endpoint on loopback, unique per journey, with keys of
// the right shape, which the server checks). Time is Playwright's clock: paused, then moved on by the journey.
// Journeys share the demo employee: each subscription is its own endpoint, deleted again at the end.
// Playwright's own test, not the journeys' (e2e/helpers.ts), whose browsers have declined the invitation:
// these journeys start undecided.
import { expect, test, type Page, type TestInfo } from "@playwright/test";
import { DEMO, expectNoSeriousA11yViolations, isNoJs, ru, signInByPost, signOut, withDb } from "./helpers";
import { E2E_BASE_URL, E2E_PUSH_HOST } from "./server-env";
import { LITE_COOKIE } from "../app/platform/cookies.server";
import { ASK_AGAIN_MS, INVITE_DELAY_MS } from "../app/shell/ui/push/client";

const t = ru.shell.push;
const START = new Date("2026-03-02T09:00:00+03:00").getTime();

interface Stub {
  permission: NotificationPermission;
  subscribed: boolean;
  endpoint: string;
}

/** The browser's permission and push subscription, kept in sessionStorage so they last over reloads. */
async function stubPush(page: Page, init: Stub): Promise<void> {
  await page.addInitScript((first: Stub) => {
    const state = JSON.parse(sessionStorage.getItem("e2e-push") ?? "null") as Stub | null;
    const stub = state ?? first;
    const save = () => sessionStorage.setItem("e2e-push", JSON.stringify(stub));
    save();
    const b64url = (bytes: number[]) =>
      btoa(String.fromCharCode(...bytes))
        .replace(/\+/g, "-")
        .replace(/\//g, "_")
        .replace(/=+$/, "");
    // A point on P-256 (a browser's key is one; the server checks it), and a 16-byte secret.
    const keys = {
      p256dh: "BCGo_WzZaXAct8h_yyLuahk7-ClPjQpnV8s95mJVv4MlEQtksEkRGlpluKF3q8KHHWoE90Id_14E7LWoyGCr7tw",
      auth: b64url(Array.from({ length: 16 }, (_, i) => i)),
    };
    const subscription = { endpoint: stub.endpoint, toJSON: () => ({ endpoint: stub.endpoint, expirationTime: null, keys }) };
    Object.defineProperty(Notification, "permission", { configurable: true, get: () => stub.permission });
    Notification.requestPermission = async () => {
      stub.permission = "granted";
      save();
      return stub.permission;
    };
    PushManager.prototype.getSubscription = async () => (stub.subscribed ? (subscription as unknown as PushSubscription) : null);
    PushManager.prototype.subscribe = async () => {
      stub.subscribed = true;
      save();
      return subscription as unknown as PushSubscription;
    };
  }, init);
}

const endpointFor = (testInfo: TestInfo) =>
  `https://${E2E_PUSH_HOST}/fcm/send/e2e-${testInfo.project.name}-${testInfo.testId}-${Date.now().toString(36)}`;

/** Whose subscription the server keeps for this endpoint (undefined: none). */
const ownerOf = (endpoint: string) =>
  withDb(
    (db) =>
      db.prepare<[string], { user_id: number }>("select user_id from web_push_subscriptions where endpoint = ?").get(endpoint)?.user_id,
    { readonly: true },
  );
const employeeId = () =>
  withDb((db) => db.prepare<[string], { id: number }>("select id from users where phone = ?").get(DEMO.employee.phone)!.id, {
    readonly: true,
  });
const forget = (endpoint: string) => withDb((db) => db.prepare("delete from web_push_subscriptions where endpoint = ?").run(endpoint));

/** Signed in, the clock paused, the home page open and its push client started (its worker active). */
async function openHome(page: Page, stub: Stub): Promise<void> {
  await stubPush(page, stub);
  await page.clock.install({ time: START });
  await page.clock.pauseAt(START + 1000);
  await signInByPost(page, DEMO.employee.phone);
  await page.goto("/");
  await workerActive(page);
}

/** The worker is registered before the invitation's timer is set, so once it is active the timer runs. */
async function workerActive(page: Page): Promise<void> {
  await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));
}

const invitation = (page: Page) => page.getByRole("dialog", { name: t.inviteTitle });

test.describe("with JavaScript", () => {
  test.skip(({ javaScriptEnabled }) => !javaScriptEnabled, "the push client is JavaScript");

  test("the invitation comes 5 s after load; «Не надо» keeps it away for 1209600033 ms", async ({ page }, testInfo) => {
    await openHome(page, { permission: "default", subscribed: false, endpoint: endpointFor(testInfo) });
    await page.clock.runFor(INVITE_DELAY_MS - 200);
    await expect(invitation(page)).toHaveCount(0);
    await page.clock.runFor(400);
    await expect(invitation(page)).toBeVisible();
    await expect(invitation(page).getByText(t.inviteLead)).toBeVisible();
    await expect(invitation(page).getByText(t.inviteText)).toBeVisible();
    // axe waits on timers of its own: the clock runs again for it.
    await page.clock.resume();
    await expectNoSeriousA11yViolations(page, "/ with the push invitation");

    // Keyboard: the panel is the last thing in the tab order, its focus is visible, Enter answers.
    await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
    await page.keyboard.press("Shift+Tab");
    await expect(invitation(page).getByRole("button", { name: t.accept })).toBeFocused();
    await page.keyboard.press("Shift+Tab");
    const refuse = invitation(page).getByRole("button", { name: t.refuse });
    await expect(refuse).toBeFocused();
    expect(await refuse.evaluate((button) => getComputedStyle(button).outlineStyle)).toBe("solid");
    await page.keyboard.press("Enter");
    await expect(invitation(page)).toHaveCount(0);
    const refusedAt = await page.evaluate(() => Date.now());

    // A moment short of the period (when the timer fires), it stays away; at the period's end it is back.
    await page.clock.pauseAt(refusedAt + ASK_AGAIN_MS - INVITE_DELAY_MS - 1000);
    await page.reload();
    await workerActive(page);
    await page.clock.runFor(INVITE_DELAY_MS + 200);
    await expect(invitation(page)).toHaveCount(0);
    await page.clock.setSystemTime(refusedAt + ASK_AGAIN_MS);
    await page.reload();
    await workerActive(page);
    await page.clock.runFor(INVITE_DELAY_MS + 200);
    await expect(invitation(page)).toBeVisible();
  });

  test("«Хочу» asks for permission and the server keeps this device's subscription (on a 320 px phone)", async ({ page }, testInfo) => {
    const endpoint = endpointFor(testInfo);
    await page.setViewportSize({ width: 320, height: 640 });
    await openHome(page, { permission: "default", subscribed: false, endpoint });
    await page.clock.runFor(INVITE_DELAY_MS + 200);
    const box = (await invitation(page).boundingBox())!;
    expect(box.x).toBeGreaterThanOrEqual(0);
    expect(box.x + box.width).toBeLessThanOrEqual(320);
    await invitation(page).getByRole("button", { name: t.accept }).click();
    await expect(invitation(page)).toHaveCount(0);
    await expect.poll(() => ownerOf(endpoint), { message: "the subscription is stored" }).toBe(employeeId());
    forget(endpoint);
  });

  test("permission already granted: the subscription is sent on load; logout removes it before the session ends", async ({
    page,
  }, testInfo) => {
    const endpoint = endpointFor(testInfo);
    await stubPush(page, { permission: "granted", subscribed: false, endpoint });
    await signInByPost(page, DEMO.employee.phone);
    await page.goto("/");
    await expect.poll(() => ownerOf(endpoint), { message: "the subscription is stored" }).toBe(employeeId());

    const removed = page.waitForResponse((r) => r.url().endsWith("/api/web-push/token/delete"));
    await signOut(page);
    // Answered as a signed-in call: it went out before the logout.
    expect(await (await removed).json()).toMatchObject({ responseCode: 0 });
    expect(ownerOf(endpoint)).toBeUndefined();
  });

  test("at 360 px the invitation covers nothing: the list's end scrolls clear of it and its last card takes a tap", async ({
    page,
  }, testInfo) => {
    await page.setViewportSize({ width: 360, height: 740 });
    await stubPush(page, { permission: "default", subscribed: false, endpoint: endpointFor(testInfo) });
    await page.clock.install({ time: START });
    await page.clock.pauseAt(START + 1000);
    await signInByPost(page, DEMO.employee.phone);
    await page.goto("/vacancies");
    await workerActive(page);
    await page.clock.runFor(INVITE_DELAY_MS + 200);
    await expect(invitation(page)).toBeVisible();

    // Scrolled to the end, the last card and the paging lie wholly above the invitation.
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    const lastCard = page.getByRole("main").locator(".vacancy-card").last();
    const paging = page.getByRole("navigation", { name: ru.vacancies.paging });
    const top = (await invitation(page).boundingBox())!.y;
    for (const part of [lastCard, paging]) {
      const box = (await part.boundingBox())!;
      expect(box.y + box.height, "its bottom is above the invitation").toBeLessThanOrEqual(top);
    }
    // A tap at the card's bottom edge reaches the card (Playwright checks what lies under the point), and its
    // link opens the vacancy: a real click, no force.
    const box = (await lastCard.boundingBox())!;
    await lastCard.click({ trial: true, position: { x: box.width / 2, y: box.height - 4 } });
    await lastCard.getByRole("link").first().click();
    await expect(page).toHaveURL(/\/vacancies\/\d+$/);

    // Still not modal, and dismissed by «Не надо»: the space it kept is given back.
    const reserved = () => page.evaluate(() => parseFloat(getComputedStyle(document.querySelector(".layout")!).paddingBottom));
    const withInvitation = await reserved();
    await invitation(page).getByRole("button", { name: t.refuse }).click();
    await expect(invitation(page)).toHaveCount(0);
    expect(await reserved()).toBeLessThan(withInvitation);
  });

  test.describe("in Yandex Browser", () => {
    test.use({
      userAgent: "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 YaBrowser/24.7.0.0 Safari/537.36",
    });
    test("the invitation never comes", async ({ page }, testInfo) => {
      await openHome(page, { permission: "default", subscribed: false, endpoint: endpointFor(testInfo) });
      await page.clock.runFor(3 * INVITE_DELAY_MS);
      await expect(invitation(page)).toHaveCount(0);
    });
  });

  test("a waiting new worker is offered; «ОБНОВИТЬ» makes it take over, waits 1.5 s and reloads", async ({ page }, testInfo) => {
    await openHome(page, { permission: "denied", subscribed: false, endpoint: endpointFor(testInfo) });
    await expect.poll(() => page.evaluate(() => Boolean(navigator.serviceWorker.controller))).toBe(true);
    // A deploy changes the worker's bytes; here another script address stands in for it (the server ignores the
    // query): the browser installs it, and it waits while this page runs the old one.
    await page.evaluate(() => navigator.serviceWorker.register("/sw.js?next", { scope: "/" }).then(() => undefined));
    const notice = page.getByRole("dialog", { name: t.updateText });
    await expect(notice).toBeVisible();
    await page.evaluate(() => ((window as { beforeUpdate?: boolean }).beforeUpdate = true));
    await notice.getByRole("button", { name: t.update }).click();
    await page.clock.runFor(1400);
    expect(await page.evaluate(() => (window as { beforeUpdate?: boolean }).beforeUpdate)).toBe(true);
    const reloaded = page.waitForEvent("load");
    await page.clock.runFor(200);
    await reloaded;
    expect(await page.evaluate(() => (window as { beforeUpdate?: boolean }).beforeUpdate)).toBeUndefined();
    expect(await page.evaluate(() => navigator.serviceWorker.controller?.scriptURL)).toBe(`${E2E_BASE_URL}/sw.js?next`);

    // The page registers /sw.js again, a change of address for the browser: one more version waits, is offered,
    // and the notice closes. It is still waiting on the next load, and offered again.
    await expect(notice).toBeVisible();
    await notice.getByRole("button", { name: t.closeUpdate }).click();
    await expect(notice).toHaveCount(0);
    await page.reload();
    await expect(notice).toBeVisible();
  });
});

test("without scripts (no JavaScript; lite mode): no worker, no invitation", async ({ page, context }, testInfo) => {
  if (!isNoJs(testInfo)) {
    await context.addCookies([{ name: LITE_COOKIE, value: "1", url: E2E_BASE_URL }]);
    await stubPush(page, { permission: "default", subscribed: false, endpoint: endpointFor(testInfo) });
    await page.clock.install({ time: START });
  }
  await signInByPost(page, DEMO.employee.phone);
  await page.goto("/");
  await page.waitForLoadState("load");
  if (!isNoJs(testInfo)) {
    expect(await page.content()).not.toMatch(/<script/i);
    await page.clock.runFor(INVITE_DELAY_MS + 200);
    expect(await page.evaluate(() => navigator.serviceWorker.getRegistration().then((r) => r === undefined))).toBe(true);
  }
  expect(context.serviceWorkers()).toEqual([]);
  await expect(invitation(page)).toHaveCount(0);
});
