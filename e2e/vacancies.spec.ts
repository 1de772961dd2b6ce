// Vacancies with JavaScript and without (issue #15): the list's filters and paging (a filter change goes
// back to page 0), lite mode; an editor creates a vacancy in each salary mode, edits, archives and restores
// it; a person replies with a résumé (a bad phone first, the typed text kept) and recommends a candidate.
// Each project makes its own vacancies and uses its own replier. On a phone: e2e/vacancies-phone.spec.ts.
import { type Page } from "@playwright/test";
import {
  DEMO,
  expect,
  expectPath,
  givePassword,
  isNoJs,
  newContext,
  pathOf,
  pickPerson,
  ru,
  signIn,
  signInByPost,
  SLOTS,
  test,
} from "./helpers";

const t = ru.vacancies;
const PASSWORD = "vacancies-2026";
const DEPARTMENT = "Магазин на улице Мира";
const CONTACT = "Волков Пётр Андреевич";
const PDF = Buffer.from("%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n");

const cards = (page: Page) => page.getByRole("main").locator(".vacancy-card");

/** Chooses an item in a finder of the vacancy form: «Найти» without JavaScript, the dropdown with it. */
async function choose(page: Page, noJs: boolean, label: string, query: string, item: string) {
  if (noJs) {
    const group = page.getByRole("group", { name: label });
    await group.getByRole("searchbox").fill(query);
    await group.getByRole("button", { name: ru.finder.find }).click();
    await page
      .getByRole("group", { name: label })
      .getByRole("radio", { name: new RegExp(item) })
      .check();
  } else {
    const finder = page.getByRole("combobox", { name: label });
    await finder.pressSequentially(query);
    await page
      .getByRole("option", { name: new RegExp(item) })
      .first()
      .click();
    await expect(page.getByRole("button", { name: ru.finder.remove(item) }).first()).toBeVisible();
  }
}

/** Fills the create form (the finders first: without JavaScript their «Найти» reloads the form). */
async function createVacancy(page: Page, noJs: boolean, position: string, salary: () => Promise<void>): Promise<string> {
  await page.goto("/vacancies/create");
  await choose(page, noJs, t.department, "мира", DEPARTMENT);
  await choose(page, noJs, t.contact, "волков пёт", CONTACT);
  const main = page.getByRole("main");
  await main.getByLabel(t.position).fill(position);
  await main.getByRole("group", { name: t.sector }).getByLabel(t.sectors.RETAIL).check();
  await main.getByRole("group", { name: t.level }).getByLabel(t.levels.EXECUTOR).check();
  await salary();
  await main.getByLabel(t.responsibility).fill("Консультировать покупателей и следить за выкладкой");
  await main.getByLabel(t.requirements).fill("Опыт работы в рознице");
  await main.getByRole("button", { name: t.publish }).click();
  await expect(page).toHaveURL(/\/vacancies\/\d+$/);
  await expect(page.getByText(t.created)).toBeVisible();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(position);
  return pathOf(page.url());
}

test("the list filters by a GET form, pages with the filters kept, and a filter change starts at page 0", async ({ page }, testInfo) => {
  const noJs = isNoJs(testInfo);
  await signInByPost(page, DEMO.employee.phone);
  await page.goto("/vacancies");
  await expect(page.getByRole("heading", { level: 1, name: t.title })).toBeVisible();
  await expect(cards(page)).toHaveCount(10);
  await expect(page.getByRole("main").getByRole("link", { name: t.add })).toHaveCount(0);
  await page.getByRole("main").getByRole("link", { name: t.next }).click();
  await expectPath(page, "/vacancies?page=1");
  await expect(cards(page).first()).toBeVisible();
  await expect(page.getByRole("main").getByRole("link", { name: t.previous })).toBeVisible();

  // A filter change: with JavaScript the form is sent at once, without it by «Показать»; no page field.
  await page.getByRole("group", { name: t.sector }).getByLabel(t.sectors.RETAIL).check();
  if (noJs) await page.getByRole("button", { name: t.show }).click();
  await expect.poll(() => new URL(page.url()).searchParams.get("sector")).toBe("RETAIL");
  expect(new URL(page.url()).searchParams.has("page")).toBe(false);
  await page.getByRole("link", { name: t.reset }).click();
  await expectPath(page, "/vacancies");

  await page.getByRole("main").getByRole("link", { name: t.rules }).click();
  await expectPath(page, "/vacancies/rules");
  await expect(page.getByRole("heading", { level: 1, name: t.rulesTitle })).toBeVisible();
});

test("lite mode: the list and a vacancy load no script and still filter", async ({ browser }) => {
  const context = await newContext(browser);
  const page = await context.newPage();
  await signIn(page, DEMO.employee.phone);
  const { hostname } = new URL(page.url());
  await context.addCookies([{ name: "portal_lite", value: "1", domain: hostname, path: "/" }]);
  await page.goto("/vacancies?sector=RETAIL");
  expect(await page.locator("script").count()).toBe(0);
  await expect(cards(page).first()).toBeVisible();
  await page.getByRole("group", { name: t.level }).getByLabel(t.all).check();
  await page.getByRole("button", { name: t.show }).click();
  await expect.poll(() => new URL(page.url()).searchParams.get("sector")).toBe("RETAIL");
  await cards(page).first().getByRole("link").click();
  await expect(page).toHaveURL(/\/vacancies\/\d+$/);
  expect(await page.locator("script").count()).toBe(0);
  await expect(page.getByText(t.reviewTime)).toBeVisible();
  await context.close();
});

test("an editor creates a vacancy in each salary mode, edits it, archives and restores it", async ({ page }, testInfo) => {
  test.slow();
  const noJs = isNoJs(testInfo);
  const project = testInfo.project.name;
  await signInByPost(page, DEMO.editor.phone);
  await page.goto("/vacancies");
  await expect(page.getByRole("main").getByRole("link", { name: t.add })).toBeVisible();

  // A refusal first: everything typed is kept, each message by its field.
  await page.goto("/vacancies/create");
  const main = page.getByRole("main");
  await main.getByLabel(t.position).fill(`Черновик ${project}`);
  await main.getByLabel(t.wage).fill("сорок тысяч");
  await main.getByRole("button", { name: t.publish }).click();
  await expect(main.getByText(t.core.fields.departmentRequired)).toBeVisible();
  await expect(main.getByText(t.core.fields.wageNotNumber)).toBeVisible();
  await expect(main.getByLabel(t.position)).toHaveValue(`Черновик ${project}`);
  await expect(main.getByLabel(t.wage)).toHaveValue("сорок тысяч");

  await createVacancy(page, noJs, `Кассир ${project}`, async () => {
    await main.getByLabel(t.salaryModes.ONE).check();
    await main.getByLabel(t.wage).fill("45000");
  });
  await expect(page.getByRole("main")).toContainText("45 000 ₽");
  await createVacancy(page, noJs, `Старший кассир ${project}`, async () => {
    await main.getByLabel(t.salaryModes.RANGE).check();
    await main.getByLabel(t.wageFrom).fill("45000");
    await main.getByLabel(t.wageTo).fill("60000");
  });
  await expect(page.getByRole("main")).toContainText("от 45 000 до 60 000 ₽");
  const path = await createVacancy(page, noJs, `Директор ${project}`, async () => {
    await main.getByLabel(t.salaryModes.INTERVIEW).check();
    await expect(main.getByLabel(t.wage)).toBeHidden();
  });
  await expect(page.getByRole("main")).toContainText(t.byInterview);

  // Edit: the archive box turns «Опубликовать» into «Сохранить» (CSS, so also without JavaScript).
  await page.getByRole("main").getByRole("link", { name: t.edit }).click();
  await expectPath(page, `${path}/edit`);
  await main.getByLabel(t.position).fill(`Директор магазина ${project}`);
  await main.getByLabel(t.toArchive).check();
  await expect(main.getByRole("button", { name: t.publish })).toHaveCount(0);
  await main.getByLabel(t.toArchive).uncheck();
  await main.getByRole("button", { name: t.publish }).click();
  await expectPath(page, path);
  await expect(page.getByText(t.saved)).toBeVisible();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(`Директор магазина ${project}`);

  await page.goto(`${path}/edit`);
  await page.getByRole("button", { name: t.archiveAction }).click();
  await expect(page.getByText(t.archived)).toBeVisible();
  await page.getByRole("button", { name: t.restoreAction }).click();
  await expect(page.getByText(t.restored)).toBeVisible();
  await expect(page.getByRole("button", { name: t.archiveAction })).toBeVisible();
});

test("a person replies with a résumé after a bad phone, and recommends a candidate", async ({ page, browser }, testInfo) => {
  test.slow();
  const noJs = isNoJs(testInfo);
  const project = testInfo.project.name;
  // The vacancy: made by the demo editor for this project.
  const editor = await (await newContext(browser, { javaScriptEnabled: !noJs })).newPage();
  await signIn(editor, DEMO.editor.phone);
  const path = await createVacancy(editor, noJs, `Продавец для откликов ${project}`, async () => {
    await editor.getByRole("main").getByLabel(t.wage).fill("50000");
  });

  const replier = pickPerson(SLOTS.vacancyReplier, testInfo);
  await givePassword(replier, PASSWORD);
  await signInByPost(page, replier.phone, PASSWORD);
  await page.goto(path);
  const form = page.getByRole("main").locator("form.vacancy-reply-form");
  await form.getByLabel(t.telephone).fill("+7 921 12");
  await form.getByLabel(t.replyEmail).fill("replier@example.ru");
  await form.getByLabel(t.info).fill("Работаю продавцом три года");
  await form.getByLabel(t.resume).setInputFiles({ name: "cv.pdf", mimeType: "application/pdf", buffer: PDF });
  await form.getByRole("button", { name: t.sendReply }).click();
  await expect(page.getByText(t.replies.phoneInvalid)).toBeVisible();
  await expect(form.getByLabel(t.telephone)).toHaveValue("+7 921 12");
  await expect(form.getByLabel(t.info)).toHaveValue("Работаю продавцом три года");
  await expect(form.getByText(t.resumeKept("cv.pdf"))).toBeVisible();
  await form.getByLabel(t.telephone).fill("+7 (921) 123-45-67");
  await form.getByRole("button", { name: t.sendReply }).click();
  await expect(page.getByText(t.replied)).toBeVisible();
  await expect(page.getByText(t.myReply(t.replyStatus.NEW))).toBeVisible();
  await expect(form.getByLabel(t.telephone)).toHaveValue("");

  // The recommend tab: a link without JavaScript, in place with it.
  await page.getByRole("link", { name: t.replyModes.RECOMMEND }).click();
  if (noJs) await expectPath(page, `${path}?tab=recommend`);
  const recommend = page.getByRole("main").locator("form.vacancy-reply-form");
  await recommend.getByLabel(t.fullName).fill("Пётр Кандидатов");
  await recommend.getByLabel(t.telephone).fill("89001234567");
  await recommend.getByLabel(t.replyEmail).fill("petr@example.ru");
  await recommend.getByLabel(t.resume).setInputFiles({ name: "petr.pdf", mimeType: "application/pdf", buffer: PDF });
  await recommend.getByRole("button", { name: t.sendRecommend }).click();
  await expect(page.getByText(t.recommended)).toBeVisible();
  await expect(page.getByText(t.myRecommendation("Пётр Кандидатов", t.replyStatus.NEW))).toBeVisible();

  // The editor sees both replies.
  await editor.goto(path);
  await expect(editor.getByRole("heading", { name: t.repliesTitle(2) })).toBeVisible();
  await expect(editor.getByRole("main")).toContainText("Пётр Кандидатов");
  await expect(editor.getByRole("main")).toContainText("+7 (921) 123-45-67");
  await expect(editor.getByRole("link", { name: /cv\.pdf/ })).toBeVisible();
  await editor.context().close();
});

test("at 375 px the back arrow of a vacancy just created skips its form", async ({ browser }, testInfo) => {
  const noJs = isNoJs(testInfo);
  const context = await newContext(browser, {
    viewport: { width: 375, height: 740 },
    isMobile: true,
    hasTouch: true,
    javaScriptEnabled: !noJs,
  });
  const page = await context.newPage();
  await signInByPost(page, DEMO.editor.phone);
  await page.goto("/vacancies");
  await page.getByRole("main").getByRole("link", { name: t.add }).click();
  await expectPath(page, "/vacancies/create");
  // With JavaScript the new vacancy's history entry carries the back counter -2; without it the arrow is a link to the list.
  await createVacancy(page, noJs, `Мобильная вакансия ${testInfo.project.name}`, async () => {
    await page.getByRole("main").getByLabel(t.wage).fill("40000");
  });
  await page.getByRole("banner").getByRole("link", { name: ru.common.back }).click();
  await expectPath(page, "/vacancies");
  await context.close();
});
