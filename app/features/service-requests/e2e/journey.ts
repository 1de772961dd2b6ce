// What the services' journeys share (not a spec: Playwright runs *.spec.ts only): the demo's people by id, a
// claim page's status, and lite mode.
import { type BrowserContext, type Page } from "@playwright/test";
import { expect, withDb } from "../../../../e2e/helpers";
import { E2E_BASE_URL } from "../../../../e2e/server-env";
import { LITE_COOKIE } from "../../../platform/cookies.server";

export const idOf = (phone: string) =>
  withDb((db) => db.prepare<[string], { id: number }>("select id from users where phone = ?").get(phone)!.id, { readonly: true });

/** The status a claim's page states (claims' dl.facts: type, then status). */
export const statusIs = (page: Page, status: string) => expect(page.getByRole("main").locator("dl.facts dd").nth(1)).toHaveText(status);

/** Lite mode for a browser context: the cookie the user menu's switch sets. */
export const liteMode = (context: BrowserContext) => context.addCookies([{ name: LITE_COOKIE, value: "1", url: E2E_BASE_URL }]);

/** In lite mode the page came without a script (the whole document: it is streamed). */
export async function expectLite(page: Page, lite: boolean) {
  if (!lite) return;
  await page.waitForLoadState("load");
  await expect(page.locator("script")).toHaveCount(0);
}
