// Services (issue #34, ADR 0034) by plain forms, with JavaScript and without: the demo employee finds
// «Пропуск для посетителя» from the menu and the hub's search, sends its form empty (each message under its
// field, naming it), sends it filled and lands on the request's page (a claim's) waiting for its handler, and
// finds it among her open requests on the hub; a refused value (a visit in the past) comes back with what
// was typed, on a 360 px phone that the refused form fits; the demo administrator, who holds the office
// services' role, finds a new request among her approvement requests and takes it into work, which its
// owner then reads.
//
// Each journey runs with JavaScript, without it, and in lite mode (JavaScript on, the portal sending none: its
// cookie). The demo employee is shared with other journeys, and the projects run at once on one server: each
// request names a guest of its own (project, mode and run), and every check finds a request by its number.
import { type Page, type TestInfo } from "@playwright/test";
import { DEMO, expect, expectPath, pathOf, ru, signedInPage, signIn, signInByPost, test } from "../../../../e2e/helpers";
import { expectLite, idOf, liteMode, statusIs } from "./journey";
import { messages as t, statusNames } from "../messages/services";
import { formMessages as f } from "../messages/form";
import { answerRefusals as refusal, serverMessages, serviceNames } from "../messages.server";

/** The demo's pass for a visitor (seed.server.ts): its key, name and fields' labels. */
const PASSES = { key: "passes", name: "Пропуск для посетителя" } as const;
const GUEST = "ФИО посетителя";
const DATE = "Дата визита";
const TIME = "Время прихода";
/**
 * The claims' pages' words a handler reads (claims' messages.ts, claimPageMessages): another feature's
 * messages are not this feature's to import (the feature-boundaries rule), so they are written here.
 */
const claimPage = { awaiting: "Ожидают действия", takeIntoWork: "Взять в работу" } as const;

/** A guest of this project, mode and run: the request's own mark among everyone's. */
const guestOf = (testInfo: TestInfo, lite: boolean) =>
  `Гостев ${testInfo.project.name}${lite ? " lite" : ""} ${Date.now().toString(36)} ${testInfo.retry}`;

const PHONE = { width: 360, height: 740 };
/** How far the page is wider than the phone (0: no sideways scroll). */
const sideways = (page: Page) => page.evaluate((width) => document.documentElement.scrollWidth - width, PHONE.width);

/** yyyy-mm-dd, `days` from today (a week ahead is in the future in Moscow whatever the hour). */
const dayFrom = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

/** Fills the pass's form and sends it; returns the request's page's path and number. */
async function askForPass(page: Page, guest: string): Promise<{ path: string; id: number }> {
  const main = page.getByRole("main");
  await main.getByLabel(GUEST).fill(guest);
  await main.getByLabel(DATE).fill(dayFrom(7));
  await main.getByLabel(TIME).fill("10:30");
  await main.getByRole("button", { name: f.send }).click();
  await expect(page).toHaveURL(/\/user\/\d+\/claims\/\d+$/);
  const path = pathOf(page.url());
  return { path, id: Number(path.split("/").pop()) };
}

/** The hub's «Мои открытые заявки» row of a request, by its number. */
const openRow = (page: Page, id: number) =>
  page
    .getByRole("main")
    .getByRole("region", { name: t.openRequests })
    .getByRole("row")
    .filter({ has: page.getByRole("link", { name: String(id), exact: true }) });

for (const lite of [false, true]) {
  test.describe(lite ? "lite mode" : "as the project runs", () => {
    if (lite) {
      test.skip(({ javaScriptEnabled }) => !javaScriptEnabled, "lite mode: a browser with JavaScript that gets none");
      test.beforeEach(({ context }) => liteMode(context));
    }

    test("the employee finds the pass from the menu, is told what is missing, sends it and sees it among her open requests", async ({
      page,
    }, testInfo) => {
      await signIn(page, DEMO.employee.phone);
      const sections = page.getByRole("navigation", { name: ru.shell.sectionsNav });
      await sections.locator("summary", { hasText: serviceNames.menu }).click();
      await sections.getByRole("link", { name: serviceNames.hubMenu, exact: true }).click();
      await expectPath(page, "/services");
      const main = page.getByRole("main");
      await expect(main.getByRole("heading", { level: 1 })).toHaveText(t.hubTitle);
      await expectLite(page, lite);

      // The search is a GET form: the same address with JavaScript or without, only the matching services.
      await main.getByRole("searchbox", { name: t.search }).fill("пропуск");
      await main.getByRole("button", { name: t.find }).click();
      await expectPath(page, `/services?q=${encodeURIComponent("пропуск")}`);
      // The catalogue's tiles (a list; her requests below are a table): the pass alone.
      const tiles = main.getByRole("listitem").getByRole("link");
      await expect(tiles).toHaveCount(1);
      await tiles.filter({ hasText: PASSES.name }).click();
      await expectPath(page, `/services/${PASSES.key}`);
      await expect(main.getByRole("heading", { level: 1 })).toHaveText(PASSES.name);

      // Sent empty: each required field says what it misses, under it (its description), naming it.
      await main.getByRole("button", { name: f.send }).click();
      for (const label of [GUEST, DATE, TIME]) {
        await expect(main.getByLabel(label)).toHaveAccessibleDescription(refusal.required(label));
        await expect(main.getByLabel(label)).toHaveAttribute("aria-invalid", "true");
      }
      await expectPath(page, `/services/${PASSES.key}`);
      await expectLite(page, lite);

      const guest = guestOf(testInfo, lite);
      const { path, id } = await askForPass(page, guest);
      expect(path).toBe(`/user/${idOf(DEMO.employee.phone)}/claims/${id}`);
      await expect(page.getByText(serverMessages.asked)).toBeVisible();
      await statusIs(page, statusNames.NEW);
      await expect(main).toContainText(guest);
      await expectLite(page, lite);

      await page.goto("/services");
      await expect(openRow(page, id)).toContainText(PASSES.name);
      await expect(openRow(page, id)).toContainText(statusNames.NEW);
    });

    test("a refused pass keeps what was typed: a visit in the past is refused, the guest's name stays, on a 360 px phone", async ({
      page,
    }, testInfo) => {
      await page.setViewportSize(PHONE);
      await signInByPost(page, DEMO.employee.phone);
      await page.goto(`/services/${PASSES.key}`);
      const main = page.getByRole("main");
      const guest = guestOf(testInfo, lite);
      await main.getByLabel(GUEST).fill(guest);
      await main.getByLabel(DATE).fill("2020-03-15");
      await main.getByLabel(TIME).fill("09:15");
      await main.getByRole("button", { name: f.send }).click();

      await expect(main.getByLabel(DATE)).toHaveAccessibleDescription(refusal.past(DATE));
      await expect(main.getByLabel(DATE)).toHaveValue("2020-03-15");
      await expect(main.getByLabel(GUEST)).toHaveValue(guest);
      await expect(main.getByLabel(GUEST)).not.toHaveAttribute("aria-invalid", "true");
      await expect(main.getByLabel(TIME)).toHaveValue("09:15");
      await expectPath(page, `/services/${PASSES.key}`);
      expect(await sideways(page), "the refused form fits the phone").toBe(0);
      // Nothing was filed: the guest is in no request of hers.
      await page.goto("/services");
      await expect(main.getByRole("region", { name: t.openRequests })).not.toContainText(guest);
    });

    test("the administrator finds a new pass among her approvement requests and takes it into work; its owner reads «В работе»", async ({
      page,
      browser,
    }, testInfo) => {
      await signInByPost(page, DEMO.employee.phone);
      await page.goto(`/services/${PASSES.key}`);
      const { path, id } = await askForPass(page, guestOf(testInfo, lite));
      await statusIs(page, statusNames.NEW);

      const admin = await signedInPage(browser, DEMO.admin.phone);
      if (lite) await liteMode(admin.context());
      const adminId = idOf(DEMO.admin.phone);
      await admin.goto(`/user/${adminId}/approvement-requests`);
      const awaiting = admin.getByRole("main").getByRole("region", { name: claimPage.awaiting });
      await awaiting.getByRole("link", { name: String(id), exact: true }).click();
      await expectPath(admin, `/user/${adminId}/approvement-requests/${id}`);
      await statusIs(admin, statusNames.NEW);
      await admin.getByRole("main").getByRole("button", { name: claimPage.takeIntoWork }).click();
      await statusIs(admin, statusNames.IN_WORK);
      await expectLite(admin, lite);
      await expect(admin.getByRole("main").getByRole("button", { name: claimPage.takeIntoWork })).toHaveCount(0);
      await admin.context().close();

      await page.goto(path);
      await statusIs(page, statusNames.IN_WORK);
      await page.goto("/services");
      await expect(openRow(page, id)).toContainText(statusNames.IN_WORK);
    });
  });
}
