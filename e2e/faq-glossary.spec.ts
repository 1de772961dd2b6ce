// The FAQ and the glossary, JavaScript on and off. The employee's journey only reads the demo "Помощь"
// category (FAQ_PORTAL_ID = 1); the editor's journey adds a question and a term of its own (named per
// project and run), finds them, and deletes them at the end.
import { DEMO, expect, expectPath, isNoJs, richTextField, ru, signIn, signInByPost, test } from "./helpers";

const f = ru.faq;
const g = ru.glossary;

test("an employee follows the header's help link to the FAQ and opens a question by its link", async ({ page }) => {
  await signIn(page, DEMO.employee.phone);
  await page.getByRole("banner").getByRole("link", { name: ru.shell.help }).click();
  await expectPath(page, "/knowledge/faq/1");
  await expect(page.getByRole("heading", { level: 1, name: "Помощь по порталу" })).toBeVisible();

  const question = page.locator("details.faq-question", { hasText: "Как восстановить пароль?" });
  const answer = question.getByText("«Забыли пароль?»");
  await expect(answer).toBeHidden();
  const id = await question.getAttribute("id");
  expect(id).toMatch(/^question-\d+$/);

  // A link to the question (as search results and colleagues send it) opens it.
  await page.goto(`/knowledge/faq/1#${id}`);
  await expect(answer).toBeVisible();
  await expect(
    page.locator("details.faq-question", { hasText: "Как войти на портал?" }).getByText("номер мобильного телефона"),
  ).toBeHidden();

  // The categories menu leads to the other categories; an employee has no pencils.
  const menu = page.getByRole("navigation", { name: f.categoriesNav });
  await expect(menu.getByRole("link", { name: "Зарплата и отпуск" })).toBeVisible();
  await expect(page.getByRole("link", { name: f.editCategoryLink("Помощь по порталу") })).toHaveCount(0);
});

test("an editor adds a question and a glossary term and finds them, also in the portal search", async ({ page }, testInfo) => {
  const tag = `${testInfo.project.name}-${Date.now()}`;
  const questionText = `Где взять пропуск на склад (${tag})?`;
  const term = `Тестовый термин ${tag}`;
  // Per project too: the other project's journey may have its own term in the same letter meanwhile.
  const definition = `Термин, который добавил сквозной тест (${tag}).`;
  await signIn(page, DEMO.editor.phone);

  // --- FAQ ---
  await page.goto("/knowledge/faq");
  await page.getByRole("heading", { level: 2, name: "ИТ и оборудование" }).getByRole("link").click();
  await expect(page.getByRole("heading", { level: 1, name: "ИТ и оборудование" })).toBeVisible();
  await page.getByRole("link", { name: f.addQuestion }).first().click();
  await expect(page.getByRole("heading", { name: f.addQuestionTitle })).toBeVisible();

  // An empty answer is refused and the question stays typed.
  await page.getByRole("textbox", { name: f.fieldQuestion, exact: true }).fill(questionText);
  await page.getByRole("button", { name: f.add, exact: true }).click();
  await expect(page.getByText(f.answerRequired)).toBeVisible();
  await expect(page.getByRole("textbox", { name: f.fieldQuestion, exact: true })).toHaveValue(questionText);

  await (await richTextField(page, f.fieldAnswer, testInfo)).fill("Пропуск выдаёт служба безопасности.\n\nВозьмите с собой паспорт.");
  await page.getByRole("button", { name: f.add, exact: true }).click();
  await expect(page).toHaveURL(/\/knowledge\/faq\/\d+#question-\d+$/);
  await expect(page.getByText(f.questionCreated)).toBeVisible();
  const added = page.locator("details.faq-question", { hasText: questionText });
  await expect(added.getByText("Возьмите с собой паспорт.")).toBeVisible();

  // --- glossary ---
  await page.goto("/knowledge/glossary");
  await page.getByRole("link", { name: g.add }).click();
  await page.getByRole("textbox", { name: g.fieldTerm, exact: true }).fill("планограмма");
  await (await richTextField(page, g.fieldDefinition, testInfo)).fill("Повтор");
  await page.getByRole("button", { name: g.add }).click();
  await expect(page.getByText(g.termTaken)).toBeVisible();
  await expect(page.getByRole("textbox", { name: g.fieldTerm, exact: true })).toHaveValue("планограмма");

  await page.getByRole("textbox", { name: g.fieldTerm, exact: true }).fill(term);
  await (await richTextField(page, g.fieldDefinition, testInfo)).fill(definition);
  await page.getByRole("button", { name: g.add }).click();
  await expect(page).toHaveURL(/\/knowledge\/glossary#term-\d+$/);
  await expect(page.getByText(g.created)).toBeVisible();
  await page.getByRole("navigation", { name: g.lettersNav }).getByRole("link", { name: "Т", exact: true }).click();
  await expect(page).toHaveURL(/#letter-(%D0%A2|Т)$/);
  const letter = page.locator("section#letter-Т");
  await expect(letter.getByText(term, { exact: true })).toBeVisible();
  await expect(letter.getByText(definition)).toBeVisible();
  // The portal search finds the new term within seconds of its save (the server's outbox pass, issue #16).
  const searched = async (found: boolean) =>
    expect(async () => {
      await page.goto(`/search/all/${encodeURIComponent(term)}`);
      await expect(page.getByRole("main").getByRole("link", { name: term })).toHaveCount(found ? 1 : 0, { timeout: 1_000 });
    }).toPass({ timeout: 10_000 });
  await searched(true);
  await page.goto("/knowledge/glossary#letter-Т");

  // --- clean up through the pages (delete is a second, explicit step) ---
  await letter.getByRole("link", { name: g.editLink(term) }).click();
  await page.getByText(g.delete, { exact: true }).first().click(); // opens the confirmation
  await page.getByRole("button", { name: g.delete }).click();
  await expectPath(page, "/knowledge/glossary");
  await expect(page.getByText(term, { exact: true })).toHaveCount(0);
  await searched(false);

  await page.goto("/knowledge/faq");
  await page.getByRole("heading", { level: 2, name: "ИТ и оборудование" }).getByRole("link").click();
  await page.locator("details.faq-question", { hasText: questionText }).locator("summary").click();
  await page.getByRole("link", { name: f.editQuestionLink(questionText) }).click();
  await page.getByText(f.deleteQuestion, { exact: true }).first().click();
  await page.getByRole("button", { name: f.deleteQuestion }).click();
  await expect(page.getByText(f.questionDeleted)).toBeVisible();
  await expect(page.getByText(questionText)).toHaveCount(0);
});

test("an employee filters the glossary: as she types with JavaScript, with the Найти button without it", async ({ page }, testInfo) => {
  await signInByPost(page, DEMO.employee.phone);
  await page.goto("/knowledge/glossary");
  const terms = page.locator(".glossary-term__name");
  await expect(terms.filter({ hasText: "Усушка" })).toBeVisible();
  const filter = page.getByRole("search", { name: g.filterLabel });
  const field = filter.getByRole("searchbox", { name: g.filterLabel });
  await field.fill("ОФИС");
  if (isNoJs(testInfo)) await filter.getByRole("button", { name: g.filterButton }).click();
  else await expect(filter.getByRole("button", { name: g.filterButton })).toHaveCount(0);
  await expect(page.getByText(g.filterCount(2, "ОФИС"))).toBeVisible();
  await expect(terms).toHaveText(["Бэк-офис", "Фронт-офис"]);
  await expect.poll(() => new URL(page.url()).searchParams.get("q")).toBe("ОФИС");
  await page.getByRole("link", { name: g.filterReset }).click();
  await expect(terms.filter({ hasText: "Усушка" })).toBeVisible();
  await expect(field).toHaveValue("");
});
