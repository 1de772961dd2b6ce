// Vacancies on a 360 px phone, with JavaScript and without (issue #39): the reply forms' buttons take real
// taps on a vacancy whose salary is the long «По результатам собеседования» (it widened the page, and the
// zoomed-out page lost the taps), and the filters' panel (behind the mobile header's filter button) takes
// several choices and applies them with one «Показать», each option a target of 44 px or more.
import { type BrowserContext, type Page } from "@playwright/test";
import { DEMO, expect, givePassword, isNoJs, newContext, pickPerson, signInByPost, SLOTS, test, withDb, ru } from "./helpers";

const t = ru.vacancies;
const PASSWORD = "vacancies-phone-2026";
const PHONE = { width: 360, height: 740 };

const phoneContext = (browser: Parameters<typeof newContext>[0], noJs: boolean): Promise<BrowserContext> =>
  newContext(browser, { viewport: PHONE, isMobile: true, hasTouch: true, javaScriptEnabled: !noJs });

/**
 * How far the page is wider than the phone (0: no sideways scroll). Against the phone's width, not innerWidth:
 * a mobile browser widens its layout viewport to a wider page (and zooms it out).
 */
const sideways = (page: Page) => page.evaluate((width) => document.documentElement.scrollWidth - width, PHONE.width);

/** The demo's first published vacancy by interview: its salary line is the longest a vacancy has. */
const byInterview = () =>
  withDb(
    (db) =>
      db
        .prepare<[], { id: number }>(
          "select id from vacancies where wage is null and wage2 is null and state = 'PUBLIC' order by id limit 1",
        )
        .get()!.id,
    { readonly: true },
  );

test("at 360 px «Откликнуться», the recommend tab and «Рекомендовать» take real taps", async ({ browser }, testInfo) => {
  const noJs = isNoJs(testInfo);
  const context = await phoneContext(browser, noJs);
  const page = await context.newPage();
  const replier = pickPerson(SLOTS.vacancyPhoneReplier, testInfo);
  await givePassword(replier, PASSWORD);
  await signInByPost(page, replier.phone, PASSWORD);
  const path = `/vacancies/${byInterview()}`;
  await page.goto(path);
  await expect(page.getByRole("main")).toContainText(t.byInterview);
  expect(await sideways(page)).toBe(0);

  // No force: Playwright taps the button only where nothing else lies over it.
  const reply = page.getByRole("main").locator("form.vacancy-reply-form");
  await reply.getByLabel(t.telephone).fill("+7 (921) 555-12-34");
  await reply.getByLabel(t.replyEmail).fill("phone-replier@example.ru");
  await reply.getByRole("button", { name: t.sendReply }).click();
  await expect(page.getByText(t.replied)).toBeVisible();
  await expect(page.getByText(t.myReply(t.replyStatus.NEW))).toBeVisible();

  await page.getByRole("main").getByRole("link", { name: t.replyModes.RECOMMEND }).click();
  const recommend = page.getByRole("main").locator("form.vacancy-reply-form");
  await recommend.getByLabel(t.fullName).fill("Ольга Телефонова");
  await recommend.getByLabel(t.telephone).fill("89005551234");
  await recommend.getByLabel(t.replyEmail).fill("olga@example.ru");
  await recommend.getByRole("button", { name: t.sendRecommend }).click();
  await expect(page.getByText(t.recommended)).toBeVisible();
  await expect(page.getByText(t.myRecommendation("Ольга Телефонова", t.replyStatus.NEW))).toBeVisible();
  expect(await sideways(page)).toBe(0);
  await context.close();
});

test("at 360 px the filters' panel takes a sector and a level, and one «Показать» applies both", async ({ browser }, testInfo) => {
  const noJs = isNoJs(testInfo);
  const context = await phoneContext(browser, noJs);
  const page = await context.newPage();
  await signInByPost(page, DEMO.employee.phone);
  await page.goto("/vacancies");
  const panel = page.locator("#vacancy-filters");
  const filterButton = page.getByRole("banner").getByRole("link", { name: t.filters });
  await expect(panel.getByRole("combobox", { name: t.city })).toBeHidden();
  await filterButton.click();
  await expect(panel).toHaveAttribute("open", "");
  expect(await sideways(page)).toBe(0);

  // Every option is a row of 44 px or more, and a tap on its words chooses it.
  const options = panel.locator("label.checkbox");
  await expect(options.first()).toBeVisible();
  for (const option of await options.all())
    expect((await option.boundingBox())!.height, await option.innerText()).toBeGreaterThanOrEqual(44);
  const sector = panel.getByRole("group", { name: t.sector });
  const level = panel.getByRole("group", { name: t.level });
  await sector.getByText(t.sectors.RETAIL, { exact: true }).tap();
  await expect(sector.getByLabel(t.sectors.RETAIL)).toBeChecked();
  // The panel stays open for the next choice, and nothing is applied yet.
  await expect(panel).toHaveAttribute("open", "");
  await level.getByText(t.levels.CHIEF, { exact: true }).tap();
  await expect(level.getByLabel(t.levels.CHIEF)).toBeChecked();
  expect(new URL(page.url()).searchParams.has("sector")).toBe(false);

  // «Показать» is in view at the panel's foot without scrolling, and applies both.
  const show = panel.getByRole("button", { name: t.show });
  await expect(show).toBeInViewport({ ratio: 1 });
  await show.tap();
  await expect.poll(() => new URL(page.url()).searchParams.get("sector")).toBe("RETAIL");
  expect(new URL(page.url()).searchParams.get("level")).toBe("CHIEF");
  await expect(panel).not.toHaveAttribute("open", "");
  // The demo's retail chiefs of Вологда: store directors.
  await expect(page.getByRole("main").locator(".vacancy-card").first()).toContainText("Директор магазина");

  // Opened again, it shows what is applied.
  await filterButton.click();
  await expect(sector.getByLabel(t.sectors.RETAIL)).toBeChecked();
  await expect(level.getByLabel(t.levels.CHIEF)).toBeChecked();
  await context.close();
});
