// The catalogues, JavaScript on and off: a fresh person walks the IT catalogue from its root to a request
// form, sends it and finds the ticket on her claims; another asks for a training and finds it on
// /education/list. A person per journey, project and run (slots SLOTS.itServices and SLOTS.education).
import { expect, givePassword, pickPerson, signIn, SLOTS, test } from "../../../../e2e/helpers";
import { messages as t } from "../messages";

const PASSWORD = "catalogue-e2e-1";
// The request engine's words on its form and its flash (service-requests' messages).
const SEND = "Отправить заявку";
const SENT = "Заявка отправлена";
const tile = (name: string) => ({ name: new RegExp(`^${name}`) });

test("a person goes from the IT catalogue's root to a form, and the ticket shows on her claims", async ({ page }, testInfo) => {
  const person = pickPerson(SLOTS.itServices, testInfo);
  await givePassword(person, PASSWORD);
  await signIn(page, person.phone, PASSWORD);
  await page.goto("/v2/services/1");
  await expect(page.getByRole("heading", { level: 1, name: t.titles.IT })).toBeVisible();
  await page.getByRole("link", tile("Рабочее место")).click();
  await page.getByRole("link", tile("Компьютер и ноутбук")).click();
  await page.getByRole("link", tile("Не включается компьютер")).click();
  await expect(page.getByRole("heading", { level: 1, name: "Не включается компьютер" })).toBeVisible();

  await page.getByRole("button", { name: SEND }).click();
  await expect(page.getByText("Заполните поле «Что нужно сделать»").first()).toBeVisible();
  const problem = `Не загружается ноутбук ${testInfo.project.name}-${Date.now()}`;
  await page.getByLabel("Что нужно сделать").fill(problem);
  await page.getByLabel("Срочность").selectOption("Обычная");
  await page.getByRole("button", { name: SEND }).click();
  await expect(page.getByText(SENT)).toBeVisible();
  await expect(page).toHaveURL(/\/user\/\d+\/claims\/\d+$/);
  await expect(page.getByText("Не включается компьютер").first()).toBeVisible();
  await expect(page.getByText(problem)).toBeVisible();
});

test("a person asks for a training and finds it on /education/list", async ({ page }, testInfo) => {
  const person = pickPerson(SLOTS.education, testInfo);
  await givePassword(person, PASSWORD);
  await signIn(page, person.phone, PASSWORD);
  await page.goto("/education");
  await page.getByRole("link", tile("Внешнее обучение")).click();
  await page.getByRole("link", tile("Курсы")).click();
  await page.getByRole("link", tile("Excel для аналитиков")).click();
  await page.getByLabel("Чему хотите научиться").fill("Сводные таблицы и Power Query");
  await page.getByLabel("Когда удобно").selectOption("Ближайшая группа");
  await page.getByRole("button", { name: SEND }).click();
  await expect(page.getByText(SENT)).toBeVisible();
  const claimId = page.url().split("/").at(-1)!;
  await page.goto("/education/list");
  await expect(page.getByRole("heading", { level: 1, name: t.listTitle })).toBeVisible();
  await expect(page.locator(`article[id="${claimId}"]`).getByRole("link", { name: "Excel для аналитиков" })).toBeVisible();
});
