// The statistics pages in the browser, with JavaScript and without: the demo administrator opens «Статистика
// портала» from the admin area, changes the period (a reversed one is refused by its field), sees the chart of
// active people and opens its table; then «Статистика заявок». The demo employee is refused both.
import { DEMO, expect, signInByPost, test } from "../../../../e2e/helpers";
import { statistics as t } from "../messages";
import { statisticsRefusals as r } from "../messages.server";

test("the administrator reads both statistics pages and changes the period", async ({ page }) => {
  await signInByPost(page, DEMO.admin.phone);
  await page.goto("/admin");
  await page.getByRole("link", { name: `${t.title} ${t.hint}` }).click();
  await expect(page.getByRole("heading", { level: 1, name: t.title })).toBeVisible();

  await page.getByRole("textbox", { name: t.from }).fill("10.03.2026");
  await page.getByRole("textbox", { name: t.to }).fill("01.03.2026");
  await page.getByRole("button", { name: t.show }).click();
  await expect(page.getByText(r.reversed)).toBeVisible();
  await expect(page.getByRole("textbox", { name: t.to })).toHaveValue("01.03.2026");

  await page.getByRole("textbox", { name: t.from }).fill("01.01.2026");
  await page.getByRole("textbox", { name: t.to }).fill("31.12.2026");
  await page.getByRole("button", { name: t.show }).click();
  await expect(page).toHaveURL(/from=01\.01\.2026/);
  const chart = page.getByRole("img", { name: t.activeByDay });
  await expect(chart).toBeVisible();
  await page.getByText(t.tableOf(t.activeByDay)).click();
  await expect(page.getByRole("table", { name: t.activeByDay })).toBeVisible();

  await page.goto("/admin");
  await page.getByRole("link", { name: `${t.requestsTitle} ${t.requestsHint}` }).click();
  await expect(page.getByRole("heading", { level: 1, name: t.requestsTitle })).toBeVisible();
  await expect(page.getByRole("heading", { level: 2, name: t.byType, exact: true })).toBeVisible();
  // The demo's claims and service requests: its chart.
  await expect(page.getByRole("img", { name: t.byType, exact: true })).toBeVisible();
});

test("a plain employee is refused the statistics", async ({ page }) => {
  await signInByPost(page, DEMO.employee.phone);
  for (const path of ["/admin/statistic", "/admin/request-statistic"]) {
    const response = await page.goto(path);
    expect(response?.status()).toBe(403);
  }
});
