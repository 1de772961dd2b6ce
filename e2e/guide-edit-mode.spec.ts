// The guide's edit mode is offered only where the person may reorder something in view: the demo
// employee edits "Магазины → Магазин на Невском" only, so she meets the switch there and nowhere else;
// and with the mode on, the side menu keeps each section's name whole (the arrows wrap under it).
import { type Page } from "@playwright/test";
import { DEMO, expect, ru, signIn, signInByPost, test } from "./helpers";

const t = ru.guide.page;

async function openSection(page: Page, top: string, child: string) {
  await page.goto("/knowledge/guide");
  await page.locator(".guide__main").getByRole("link", { name: top, exact: true }).click();
  await expect(page.getByRole("heading", { level: 1, name: top })).toBeVisible();
  await page.locator(".guide__main").getByRole("link", { name: child, exact: true }).click();
  await expect(page.getByRole("heading", { level: 1, name: child })).toBeVisible();
}

test("a section editor meets the edit-mode switch only in her own section, and its arrows work there", async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await signInByPost(page, DEMO.employee.phone);
  await page.goto("/knowledge/guide");
  await expect(page.getByRole("heading", { level: 1, name: t.title })).toBeVisible();
  await expect(page.getByRole("button", { name: t.editModeOn })).toHaveCount(0);
  await openSection(page, "Работа и отдых", "Командировки");
  await expect(page.getByRole("button", { name: t.editModeOn })).toHaveCount(0);
  await openSection(page, "Магазины", "Магазин на Невском");
  await page.getByRole("button", { name: t.editModeOn }).click();
  await expect(page.getByText(t.editModeIsOn)).toBeVisible();
  await expect(page.getByRole("button", { name: t.moveUp("Памятка смены") })).toBeVisible();
  // Her article page and its edit form: no switch.
  await page.locator(".guide__main").getByRole("link", { name: "Памятка смены" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Памятка смены" })).toBeVisible();
  await expect(page.getByRole("button", { name: t.editModeOff })).toHaveCount(0);
  await page.getByRole("link", { name: t.edit, exact: true }).click();
  await expect(page.getByLabel(t.fieldTitle)).toHaveValue("Памятка смены");
  await expect(page.getByRole("button", { name: t.editModeOff })).toHaveCount(0);
  // The parent lists her section but is not hers to order: no switch, no arrows.
  await page.goto("/knowledge/guide");
  await page.locator(".guide__main").getByRole("link", { name: "Магазины", exact: true }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Магазины" })).toBeVisible();
  await expect(page.getByRole("button", { name: t.editModeOff })).toHaveCount(0);
  await expect(page.getByRole("button", { name: t.moveUp("Магазин на Невском") })).toHaveCount(0);
});

test("in edit mode the side menu does not split a section's name across lines", async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await signIn(page, DEMO.editor.phone);
  await openSection(page, "Работа и отдых", "Командировки");
  await page.getByRole("button", { name: t.editModeOn }).click();
  await expect(page.getByRole("button", { name: t.editModeOff })).toBeVisible();
  const menu = page.getByRole("navigation", { name: t.menuNav });
  const link = menu.getByRole("link", { name: "Командировки", exact: true });
  await expect(link).toBeVisible();
  await expect(menu.getByRole("button", { name: t.moveUp("Командировки") })).toBeVisible();
  // One word, one line: the text's boxes all sit on the same line.
  const lines = await link.evaluate((a) => {
    const range = document.createRange();
    range.selectNodeContents(a);
    return new Set([...range.getClientRects()].map((r) => Math.round(r.top))).size;
  });
  expect(lines).toBe(1);
  await page.getByRole("button", { name: t.editModeOff }).click();
  await expect(page.getByRole("button", { name: t.editModeOn })).toBeVisible();
});
