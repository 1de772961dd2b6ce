// The header search's dropdown with JavaScript (issue #16 point 7): typed text settles 400 ms before one
// request (the page's clock is paused and moved by hand, so no journey waits on real time), a short query
// asks nothing, the blocks open under the field, arrows pick and Enter opens an item, «Все результаты»
// leads to one index, Escape and a click outside close it, an answer overtaken by a newer query never shows.
// Without JavaScript the form is the same GET form as before (e2e/shell.spec.ts).
import { type Page } from "@playwright/test";
import { DEMO, expect, expectNoSeriousA11yViolations, expectPath, isNoJs, ru, signIn, test } from "./helpers";

const t = ru.searchDropdown;
const enc = encodeURIComponent;

/** Opens the header's search and returns its field, the dropdown's list and the queries asked so far. */
async function headerSearch(page: Page) {
  const asked: string[] = [];
  page.on("request", (request) => {
    const url = new URL(request.url());
    if (url.pathname === "/search/suggest") asked.push(url.searchParams.get("q") ?? "");
  });
  const banner = page.getByRole("banner");
  await banner.getByRole("button", { name: ru.shell.search, exact: true }).click();
  const field = banner.getByRole("combobox", { name: ru.shell.searchPortal });
  await expect(field).toBeFocused();
  await expect(field).toHaveAttribute("aria-expanded", "false");
  // From here on timers fire only when the journey moves the clock.
  await page.clock.pauseAt(Date.now() + 1_000);
  return { field, list: banner.getByRole("listbox", { name: t.label }), options: banner.getByRole("option"), asked };
}

test.beforeEach(async ({ page }, testInfo) => {
  test.skip(isNoJs(testInfo), "the dropdown is JavaScript; without it the header's form submits (e2e/shell.spec.ts)");
  await page.clock.install();
  await signIn(page, DEMO.employee.phone);
});

test("typing settles into one request, the blocks open, arrows pick and Enter opens the item", async ({ page }) => {
  // axe runs on the open dropdown too: seconds on a busy machine.
  test.slow();
  const { field, list, options, asked } = await headerSearch(page);

  // Under 3 characters after stripping: nothing is asked, however long one waits.
  await field.pressSequentially("#%см");
  await page.clock.runFor(1_000);
  expect(asked).toEqual([]);
  await expect(list).toBeHidden();

  // Typed fast (no timer fires between the keys): one request, 400 ms after the last key, of the cleaned text.
  await field.fill("");
  await field.pressSequentially("смирнова&");
  await page.clock.runFor(399);
  expect(asked).toEqual([]);
  await page.clock.runFor(1);
  await expect(list).toBeVisible();
  expect(asked).toEqual(["смирнова"]);
  await expect(field).toHaveAttribute("aria-expanded", "true");
  await expect(list.getByRole("group", { name: new RegExp(`^${ru.searchBlocks.CONTACT}`) })).toBeVisible();
  await expect(options.filter({ hasText: "Смирнова" }).first()).toBeVisible();

  // Arrows move the pick (the focus stays in the field), wrapping at the ends.
  await field.press("ArrowDown");
  await expect(options.first()).toHaveAttribute("aria-selected", "true");
  await expect(field).toHaveAttribute("aria-activedescendant", (await options.first().getAttribute("id"))!);
  await field.press("ArrowUp");
  await expect(options.last()).toHaveAttribute("aria-selected", "true");
  await field.press("ArrowDown");
  await field.press("ArrowDown");
  const second = options.nth(1);
  await expect(second).toHaveAttribute("aria-selected", "true");
  await expect(field).toBeFocused();
  const target = (await second.getAttribute("href"))!;
  await page.clock.resume();
  // The open combobox, its listbox, groups and picked option, as axe reads them.
  await expectNoSeriousA11yViolations(page, "header search dropdown open", { include: "#header-search" });
  await field.press("Enter");
  await expectPath(page, target);
  expect(asked).toEqual(["смирнова"]);
});

test("«Все результаты» leads to one index; Escape and a click outside close; nothing found is said", async ({ page }) => {
  const { field, list, options, asked } = await headerSearch(page);
  await field.pressSequentially("иван");
  await page.clock.runFor(400);
  const all = options.filter({ hasText: `${ru.searchResults.allResults}: ${ru.searchBlocks.CONTACT}` });
  await expect(all).toHaveAttribute("href", `/search/CONTACT/${enc("иван")}`);

  // Escape closes the dropdown only: the field stays open and focused.
  await field.press("Escape");
  await expect(list).toBeHidden();
  await expect(field).toBeVisible();
  await expect(field).toBeFocused();
  // The arrow brings the same answer back without asking again.
  await field.press("ArrowDown");
  await expect(list).toBeVisible();
  expect(asked).toEqual(["иван"]);
  // A click outside the form closes it.
  await page.getByRole("main").click({ position: { x: 5, y: 5 } });
  await expect(list).toBeHidden();
  // Closed by the dropdown itself, not only hidden with the popover around it.
  await page.getByRole("banner").getByRole("button", { name: ru.shell.search, exact: true }).click();
  await expect(field).toBeVisible();
  await expect(list).toBeHidden();
  await field.fill("абырвалгщ");
  await page.clock.runFor(400);
  await expect(page.getByRole("banner").getByRole("status")).toHaveText(t.nothingFound);
  await expect(options).toHaveCount(0);

  // Enter with nothing picked sends the form as without JavaScript: the results page of the query.
  await page.clock.resume();
  await field.fill("иван");
  await field.press("Enter");
  await expectPath(page, `/search/all/${enc("иван")}`);
});

test("an answer overtaken by a newer query never replaces it", async ({ page }) => {
  const { field, options, asked } = await headerSearch(page);
  // The first query's answer is held back until the second's has come and shown.
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route("**/search/suggest?*", async (route) => {
    if (new URL(route.request().url()).searchParams.get("q") === "смирнова") await held;
    await route.continue().catch(() => {});
  });
  const firstEnded = new Promise<void>((resolve) => {
    const done = (request: { url(): string }) => request.url().includes(enc("смирнова")) && resolve();
    page.on("requestfinished", done);
    page.on("requestfailed", done);
  });
  await field.pressSequentially("смирнова");
  await page.clock.runFor(400);
  await field.fill("иванов");
  await page.clock.runFor(400);
  await expect(options.filter({ hasText: "Иванов" }).first()).toBeVisible();
  release();
  await firstEnded;
  expect(asked).toEqual(["смирнова", "иванов"]);
  await expect(options.filter({ hasText: "Смирнова" })).toHaveCount(0);
  await expect(options.filter({ hasText: "Иванов" }).first()).toBeVisible();
});
