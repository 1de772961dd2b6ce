// The partners club, JavaScript on and off: the demo administrator adds a partner with a logo (a discount out
// of range is refused, what was typed stays); the demo employee finds it through the catalogue (Москва, then
// its category) and through the city's search, and opens its page with «Показать карту». Named per project and run.
import sharp from "sharp";
import { DEMO, expect, signInByPost, test } from "../../../../e2e/helpers";
import { messages as t } from "../messages";
import { serverMessages as r } from "../messages.server";

const CATEGORY = "Кафе и рестораны";

test("an administrator adds a partner with a logo; an employee finds it in the catalogue and the search", async ({ page }, testInfo) => {
  const mark = `${testInfo.project.name}${Date.now()}`.replace(/[^a-z0-9]/gi, "");
  const name = `Бистро ${mark}`;
  const logo = await sharp({ create: { width: 80, height: 80, channels: 3, background: "#2a9d8f" } })
    .png()
    .toBuffer();

  await signInByPost(page, DEMO.admin.phone);
  await page.goto("/club/admin/partner");
  await page.getByRole("link", { name: t.addPartner }).click();
  await page.getByRole("textbox", { name: t.fieldName }).fill(name);
  await page.getByRole("combobox", { name: t.fieldCategory }).selectOption({ label: CATEGORY });
  await page.getByRole("spinbutton", { name: t.fieldDiscount }).fill("15");
  await page.getByRole("textbox", { name: t.fieldConditions }).fill("По будням до 17:00");
  await page.getByRole("combobox", { name: t.fieldAddressCity(1) }).selectOption({ label: "Москва" });
  await page.getByRole("textbox", { name: t.fieldAddress(1) }).fill("ул. Пробная, 1");
  await page.getByLabel(t.fieldLogo).setInputFiles({ name: "logo.png", mimeType: "image/png", buffer: logo });
  // Past the browser's own check of the number: the server's refusal comes back under the field.
  await page.getByRole("spinbutton", { name: t.fieldDiscount }).evaluate((input) => input.removeAttribute("max"));
  await page.getByRole("spinbutton", { name: t.fieldDiscount }).fill("150");
  await page.getByRole("button", { name: t.save }).click();
  await expect(page.getByText(t.discountInvalid)).toBeVisible();
  await expect(page.getByRole("textbox", { name: t.fieldAddress(1) })).toHaveValue("ул. Пробная, 1");
  await page.getByRole("spinbutton", { name: t.fieldDiscount }).fill("15");
  await page.getByRole("button", { name: t.save }).click();
  await expect(page.getByRole("heading", { level: 1, name })).toBeVisible();
  await expect(page.getByText(r.partnerCreated)).toBeVisible();
  await expect(page.getByRole("img", { name: t.logoAlt(name) })).toBeVisible();

  await page.context().clearCookies();
  await signInByPost(page, DEMO.employee.phone);
  await page.goto("/club/partners");
  await page.getByRole("link", { name: /^Москва/ }).click();
  await page
    .getByRole("navigation", { name: t.categories })
    .getByRole("link", { name: new RegExp(`^${CATEGORY}`) })
    .click();
  await expect(page.getByRole("heading", { level: 1, name: t.categoryPartners("Москва", CATEGORY) })).toBeVisible();
  await expect(page.getByRole("link", { name })).toBeVisible();

  await page.goto("/club");
  await page.getByRole("combobox", { name: t.fieldCity }).selectOption({ label: "Москва" });
  await page.getByRole("searchbox", { name: t.fieldSearch }).fill(mark);
  await page.getByRole("button", { name: t.find }).click();
  await expect(page.getByRole("heading", { level: 1, name: t.searchResults(mark, "Москва") })).toBeVisible();
  await page.getByRole("link", { name }).click();
  await expect(page.getByRole("heading", { level: 1, name })).toBeVisible();
  await expect(page.getByText(t.discount(15))).toBeVisible();
  await expect(page.getByRole("link", { name: t.showCard })).toHaveAttribute("href", /\/club\/card\?partner=\d+$/);
  await expect(page.getByRole("link", { name: t.edit })).toHaveCount(0);
});
